import type { CurrentMember as WireMember } from '@headless/contract';
import type { SdkModule } from '../../core/module';

/**
 * The calling member as `GET /members/v1/members/my` answers it (the contract's shape): only the
 * id is certain, since the real platform leaves out what the member's fieldsets do not cover.
 */
export type CurrentMember = Pick<WireMember, 'id'> & Partial<Omit<WireMember, 'id'>>;

export interface MembersApi {
  /** `GET /_api/members/v1/members/my` → `{ member }`; visitors get a 403 application error. */
  getCurrentMember(): Promise<{ member: CurrentMember }>;
}

export const members: SdkModule<MembersApi> = {
  create: (ctx) => ({
    getCurrentMember: () => ctx.request({ method: 'GET', path: '/_api/members/v1/members/my' }),
  }),
};
