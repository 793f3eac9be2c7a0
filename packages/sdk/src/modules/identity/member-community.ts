import type { CursorQuery, MemberAbout } from '@headless/contract';
import type { SdkModule } from '../../core/module';
import type { SiteMember, SiteMemberWire } from './members';
import { siteMemberTransform } from './members';
import { fromWire } from '../../core/transforms';

/**
 * Members as a community (docs/protocol.md §2.8), on the paths the official SDK sends: the calling
 * member's follows, blocks and reports, "About" sections, the site's member privacy settings, and
 * clearing the member's own contact lists. Visitors get 403 MEMBER_ONLY on a member's calls.
 */

export interface CursorPage {
  count: number;
  cursors: { next?: string; prev?: string };
  hasNext: boolean;
}
export interface Connection {
  connectedMemberId: string;
  /** The calling member follows them. */
  followedByMember: boolean;
  /** They follow the calling member. */
  followingMember: boolean;
}
export type { MemberAbout };

export interface MemberFollowersApi {
  /** `POST /members/v3/followers/{memberId}`: a member the caller may see; once per pair. */
  followMember(memberId: string): Promise<void>;
  /** `DELETE /members/v3/followers/{memberId}`. */
  unfollowMember(memberId: string): Promise<void>;
  /** `GET /members/v3/followers/my`: who follows the calling member. */
  listCurrentMemberFollowers(paging?: { limit?: number; cursor?: string }): Promise<IdsPage>;
  /** `GET /members/v3/followers/my/following`: whom the calling member follows. */
  listCurrentMemberFollowing(paging?: { limit?: number; cursor?: string }): Promise<IdsPage>;
  /** `POST /members/v3/followers/my/connections`: how the calling member stands with each. */
  queryCurrentMemberConnections(memberIds: string[]): Promise<Connection[]>;
  /** `GET /members/v3/followers/{memberId}` (owner): who follows any member of the site. */
  listMemberFollowers(
    memberId: string,
    paging?: { limit?: number; cursor?: string },
  ): Promise<IdsPage>;
  /** `GET /members/v3/followers/{memberId}/following` (owner): whom the member follows. */
  listMemberFollowing(
    memberId: string,
    paging?: { limit?: number; cursor?: string },
  ): Promise<IdsPage>;
  /** `POST /members/v3/followers/{memberId}/connections` (owner): how the member stands with each. */
  queryMemberConnections(memberId: string, memberIds: string[]): Promise<Connection[]>;
}
export interface IdsPage {
  memberIds: string[];
  pagingMetadata: CursorPage;
}

export interface MemberBlocksApi {
  /** `POST /members/v1/member-to-member-blocks/members/my`: the two stop seeing each other. */
  blockMember(memberId: string): Promise<void>;
  /** `DELETE …/members/my/{memberId}`: only the member who blocked unblocks. */
  unblockMember(memberId: string): Promise<void>;
  /** `GET …/members/my?cursorPaging.limit`: whom the calling member blocked. */
  listCurrentMemberBlocking(paging?: { limit?: number; cursor?: string }): Promise<{
    blockedMemberIds: string[];
    pagingMetadata: CursorPage;
  }>;
}

export type ReportCategory = 'SPAM' | 'IMPERSONATION' | 'HARASSMENT' | 'OTHER';
export interface MemberReport {
  id: string;
  reportedMemberId: string;
  reportingMemberId: string;
  reason: { category: ReportCategory; description?: string };
  createdDate: Date;
}
export interface MemberReportsApi {
  /** `POST /members/v1/member-reports`: the calling member reports another for the owner. */
  reportMember(
    reportedMemberId: string,
    reason: { category: ReportCategory; description?: string },
  ): Promise<MemberReport>;
}

export interface MembersAboutApi {
  /** `POST /members/v2/abouts`: the calling member's section (one each). */
  createMemberAbout(content: Record<string, unknown>): Promise<MemberAbout>;
  /** `GET /members/v2/abouts/my`: undefined while the member has none. */
  getMyMemberAbout(): Promise<MemberAbout | undefined>;
  /** `GET /members/v2/abouts/{id}`: a section of a member the caller may see. */
  getMemberAbout(id: string): Promise<MemberAbout>;
  /** `POST /members/v2/abouts/query`: sections of the members the caller may see. */
  queryMemberAbouts(
    query?: CursorQuery,
  ): Promise<{ memberAbouts: MemberAbout[]; metadata: CursorPage }>;
  /** `PATCH /members/v2/abouts/{id}` with the revision read (409 INVALID_REVISION when stale). */
  updateMemberAbout(
    id: string,
    content: Record<string, unknown>,
    revision: string,
  ): Promise<MemberAbout>;
  /** `DELETE /members/v2/abouts/{id}`. */
  deleteMemberAbout(id: string): Promise<void>;
}

export interface MemberPrivacySettings {
  id: string;
  publicMemberVisibility: 'VISIBLE_TO_MEMBERS_ONLY' | 'VISIBLE_TO_ALL';
  publicMemberCandidates: 'NO_ONE' | 'ANYONE';
  revision: string;
}
export interface MemberPrivacySettingsApi {
  /** `GET /members/v1/privacy-settings`: who sees public profiles, who may make theirs public. */
  getMemberPrivacySettings(): Promise<MemberPrivacySettings>;
}

export type ContactList = 'phones' | 'emails' | 'addresses';
export interface MemberContactApi {
  /** `DELETE /members/v1/members/{id}/{phones|emails|addresses}`: the member's own list cleared. */
  deleteMemberContactList(id: string, list: ContactList): Promise<SiteMember>;
}

const FOLLOWERS = '/members/v3/followers';
const BLOCKS = '/members/v1/member-to-member-blocks/members/my';
const ABOUTS = '/members/v2/abouts';
const cursorParams = (prefix: string, paging: { limit?: number; cursor?: string } = {}) => ({
  ...(paging.limit !== undefined ? { [`${prefix}.limit`]: paging.limit } : {}),
  ...(paging.cursor !== undefined ? { [`${prefix}.cursor`]: paging.cursor } : {}),
});

export const memberFollowers: SdkModule<MemberFollowersApi> = {
  create: (ctx) => ({
    async followMember(memberId) {
      await ctx.request({
        method: 'POST',
        path: `${FOLLOWERS}/{memberId}`,
        pathParams: { memberId },
        data: {},
      });
    },
    async unfollowMember(memberId) {
      await ctx.request({
        method: 'DELETE',
        path: `${FOLLOWERS}/{memberId}`,
        pathParams: { memberId },
      });
    },
    listCurrentMemberFollowers: (paging) =>
      ctx.request({ method: 'GET', path: `${FOLLOWERS}/my`, data: cursorParams('paging', paging) }),
    listCurrentMemberFollowing: (paging) =>
      ctx.request({
        method: 'GET',
        path: `${FOLLOWERS}/my/following`,
        data: cursorParams('paging', paging),
      }),
    async queryCurrentMemberConnections(memberIds) {
      const { connectedMembers } = await ctx.request<{ connectedMembers: Connection[] }>({
        method: 'POST',
        path: `${FOLLOWERS}/my/connections`,
        data: { connectedMemberIds: memberIds },
        idempotent: true,
      });
      return connectedMembers;
    },
    listMemberFollowers: (memberId, paging) =>
      ctx.request({
        method: 'GET',
        path: `${FOLLOWERS}/{memberId}`,
        pathParams: { memberId },
        data: cursorParams('paging', paging),
      }),
    listMemberFollowing: (memberId, paging) =>
      ctx.request({
        method: 'GET',
        path: `${FOLLOWERS}/{memberId}/following`,
        pathParams: { memberId },
        data: cursorParams('paging', paging),
      }),
    async queryMemberConnections(memberId, memberIds) {
      const { connectedMembers } = await ctx.request<{ connectedMembers: Connection[] }>({
        method: 'POST',
        path: `${FOLLOWERS}/{memberId}/connections`,
        pathParams: { memberId },
        data: { connectedMemberIds: memberIds },
        idempotent: true,
      });
      return connectedMembers;
    },
  }),
};

export const memberBlocks: SdkModule<MemberBlocksApi> = {
  create: (ctx) => ({
    async blockMember(memberId) {
      await ctx.request({ method: 'POST', path: BLOCKS, data: { memberId } });
    },
    async unblockMember(memberId) {
      await ctx.request({
        method: 'DELETE',
        path: `${BLOCKS}/{memberId}`,
        pathParams: { memberId },
      });
    },
    listCurrentMemberBlocking: (paging) =>
      ctx.request({ method: 'GET', path: BLOCKS, data: cursorParams('cursorPaging', paging) }),
  }),
};

export const memberReports: SdkModule<MemberReportsApi> = {
  create: (ctx) => ({
    async reportMember(reportedMemberId, reason) {
      const { memberReport } = await ctx.request<{
        memberReport: Omit<MemberReport, 'createdDate'> & { createdDate: string };
      }>({
        method: 'POST',
        path: '/members/v1/member-reports',
        data: { memberReport: { reportedMemberId, reason } },
      });
      return { ...memberReport, createdDate: new Date(memberReport.createdDate) };
    },
  }),
};

export const membersAbout: SdkModule<MembersAboutApi> = {
  create: (ctx) => {
    const one = async (spec: Parameters<typeof ctx.request>[0]) =>
      (await ctx.request<{ memberAbout: MemberAbout }>(spec)).memberAbout;
    return {
      createMemberAbout: (content) =>
        one({ method: 'POST', path: ABOUTS, data: { memberAbout: { content } } }),
      async getMyMemberAbout() {
        const res = await ctx.request<{ memberAbout?: MemberAbout }>({
          method: 'GET',
          path: `${ABOUTS}/my`,
        });
        return res.memberAbout;
      },
      getMemberAbout: (id) => one({ method: 'GET', path: `${ABOUTS}/{id}`, pathParams: { id } }),
      queryMemberAbouts: (query = {}) =>
        ctx.request({ method: 'POST', path: `${ABOUTS}/query`, data: { query }, idempotent: true }),
      updateMemberAbout: (id, content, revision) =>
        one({
          method: 'PATCH',
          path: `${ABOUTS}/{id}`,
          pathParams: { id },
          data: { memberAbout: { id, content, revision } },
        }),
      async deleteMemberAbout(id) {
        await ctx.request({ method: 'DELETE', path: `${ABOUTS}/{id}`, pathParams: { id } });
      },
    };
  },
};

export const memberPrivacySettings: SdkModule<MemberPrivacySettingsApi> = {
  create: (ctx) => ({
    async getMemberPrivacySettings() {
      const res = await ctx.request<{ memberPrivacySettings: MemberPrivacySettings }>({
        method: 'GET',
        path: '/members/v1/privacy-settings',
      });
      return res.memberPrivacySettings;
    },
  }),
};

export const memberContact: SdkModule<MemberContactApi> = {
  create: (ctx) => ({
    async deleteMemberContactList(id, list) {
      const { member } = await ctx.request<{ member: SiteMemberWire }>({
        method: 'DELETE',
        path: `/members/v1/members/{id}/${list}`,
        pathParams: { id },
      });
      return fromWire(siteMemberTransform, member);
    },
  }),
};
