import type { SdkModule } from '../../core/module';

/** The calling member as `GET /members/v1/members/my` answers it (`@wix/members` getCurrentMember). */
export interface CurrentMember {
  id: string;
  loginEmail?: string;
  status?: string;
  profile?: { nickname?: string };
  contact?: { firstName?: string; lastName?: string };
}

export interface MembersApi {
  /** `GET /_api/members/v1/members/my` → `{ member }`; visitors get a 403 application error. */
  getCurrentMember(): Promise<{ member: CurrentMember }>;
}

export const members: SdkModule<MembersApi> = {
  create: (ctx) => ({
    getCurrentMember: () => ctx.request({ method: 'GET', path: '/_api/members/v1/members/my' }),
  }),
};
