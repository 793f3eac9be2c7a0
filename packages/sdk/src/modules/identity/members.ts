import type {
  CreateMemberRequest,
  CurrentMember as WireMember,
  Filter,
  MemberFieldset,
  SiteMember as SiteMemberWire,
  Sorting,
  UpdateMemberRequest,
} from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { defineTransform, fromWire, type Transformed } from '../../core/transforms';

/**
 * The calling member as `GET /members/v1/members/my` answers it (the contract's shape): only the
 * id is certain, since the real platform leaves out what the member's fieldsets do not cover.
 */
export type CurrentMember = Pick<WireMember, 'id'> & Partial<Omit<WireMember, 'id'>>;

export const siteMemberTransform = defineTransform({ dates: ['createdDate', 'updatedDate'] });

/**
 * A site member as Members v1 shows them (docs/protocol.md §2.8): visitors and other members get
 * the PUBLIC field set of members who joined the community; the member and the owner get more.
 */
export type SiteMember = Transformed<SiteMemberWire, typeof siteMemberTransform>;
export type { MemberFieldset, SiteMemberWire };
export type MemberUpdate = UpdateMemberRequest['member'];
export type NewMember = CreateMemberRequest['member'];

export interface ListMembersOptions {
  limit?: number;
  offset?: number;
  fieldsets?: MemberFieldset[];
}
export interface QueryMembersOptions {
  filter?: Filter;
  sorting?: Sorting[];
  paging?: { limit?: number; offset?: number };
  fieldsets?: MemberFieldset[];
}
export interface MembersPage {
  members: SiteMember[];
  metadata: { count: number; offset: number; total: number };
}

export interface MembersApi {
  /** `GET /_api/members/v1/members/my` → `{ member }`; visitors get a 403 application error. */
  getCurrentMember(): Promise<{ member: CurrentMember }>;
  /** `GET /members/v1/members/{id}?fieldsets=` → a public profile (404 when private). */
  getMember(id: string, fieldsets?: MemberFieldset[]): Promise<SiteMember>;
  /** `GET /members/v1/members?paging.limit&paging.offset&fieldsets` → the community's members. */
  listMembers(options?: ListMembersOptions): Promise<MembersPage>;
  /** `POST /members/v1/members/query` → `{ members, metadata }`. */
  queryMembers(options?: QueryMembersOptions): Promise<MembersPage>;
  /** `PATCH /members/v1/members/{id}`: the calling member's nickname, names, phones and addresses. */
  updateMember(id: string, member: MemberUpdate): Promise<SiteMember>;
  /** `POST /members/v1/members/my/slug` → the member with the new slug (409 when taken). */
  updateCurrentMemberSlug(slug: string): Promise<SiteMember>;
  /** `POST /members/v1/members/join-community`: the profile becomes public. */
  joinCommunity(): Promise<SiteMember>;
  /** `POST /members/v1/members/leave-community`: the profile becomes private again. */
  leaveCommunity(): Promise<SiteMember>;
  /** `DELETE /members/v1/members/my`: the calling member deletes themselves. */
  deleteMyMember(): Promise<void>;
  /** `POST /members/v1/members` (owner): a member who sets a password through recovery. */
  createMember(member: NewMember): Promise<SiteMember>;
}

const PATH = '/members/v1/members';
const toMember = (wire: SiteMemberWire): SiteMember => fromWire(siteMemberTransform, wire);
type WirePage = { members?: SiteMemberWire[]; metadata: MembersPage['metadata'] };
const toPage = (page: WirePage): MembersPage => ({
  ...page,
  members: (page.members ?? []).map(toMember),
});

export const members: SdkModule<MembersApi> = {
  create: (ctx) => {
    const one = async (
      method: 'GET' | 'POST' | 'PATCH',
      path: string,
      data?: Record<string, unknown>,
      pathParams?: Record<string, string>,
    ) => {
      const spec = {
        method,
        path,
        ...(data ? { data } : {}),
        ...(pathParams ? { pathParams } : {}),
      };
      const { member } = await ctx.request<{ member: SiteMemberWire }>(spec);
      return toMember(member);
    };
    return {
      getCurrentMember: () => ctx.request({ method: 'GET', path: '/_api/members/v1/members/my' }),
      getMember: (id, fieldsets) =>
        one('GET', `${PATH}/{id}`, fieldsets ? { fieldsets } : undefined, { id }),
      async listMembers({ limit, offset, fieldsets } = {}) {
        const data = {
          ...(limit !== undefined ? { 'paging.limit': limit } : {}),
          ...(offset !== undefined ? { 'paging.offset': offset } : {}),
          ...(fieldsets ? { fieldsets } : {}),
        };
        return toPage(await ctx.request<WirePage>({ method: 'GET', path: PATH, data }));
      },
      async queryMembers({ fieldsets, ...query } = {}) {
        const data = { query, ...(fieldsets ? { fieldsets } : {}) };
        const page = await ctx.request<WirePage>({
          method: 'POST',
          path: `${PATH}/query`,
          data,
          idempotent: true,
        });
        return toPage(page);
      },
      updateMember: (id, member) =>
        one('PATCH', `${PATH}/{id}`, { member: { ...member, id } }, { id }),
      updateCurrentMemberSlug: (slug) => one('POST', `${PATH}/my/slug`, { slug }),
      joinCommunity: () => one('POST', `${PATH}/join-community`, {}),
      leaveCommunity: () => one('POST', `${PATH}/leave-community`, {}),
      async deleteMyMember() {
        await ctx.request({ method: 'DELETE', path: `${PATH}/my` });
      },
      createMember: (member) => one('POST', PATH, { member }),
    };
  },
};
