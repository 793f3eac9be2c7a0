import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TOKEN_LENGTH } from './bounds';
import { CursorPagingMetadata } from './bookings-services-search';
import { Timestamp } from './common';
import { CursorQuery } from './paging';

/**
 * Members as a community (docs/protocol.md §2.8): follows (Members Followers v3), member-to-member
 * blocks (v1), reports (v1), "About" sections (Members About v2), the site's member privacy
 * settings (v1) and member roles (Member Role Definitions v1, Members Authorization v1).
 */

const Guid = z.string().uuid();
export const MemberIdPathParams = z.object({ memberId: z.string().min(1).max(MAX_ID_LENGTH) });

const Limit = z.coerce.number().int().min(1).max(100).optional();
const Cursor = z.string().max(MAX_TOKEN_LENGTH).optional();

/** A GET list's cursor paging as the SDK flattens it into the query string. */
export const FollowersListQuery = z.object({ 'paging.limit': Limit, 'paging.cursor': Cursor });
export const FollowerIdsResponse = z.object({
  memberIds: z.array(z.string()),
  pagingMetadata: CursorPagingMetadata,
});
export const QueryMyConnectionsRequest = z.object({
  connectedMemberIds: z.array(Guid).min(1).max(MAX_LIST_ITEMS),
});
/** The owner's Query Member Connections: an empty list succeeds with nothing (the reference). */
export const QueryMemberConnectionsRequest = z.object({
  connectedMemberIds: z.array(Guid).max(MAX_LIST_ITEMS),
});
export const QueryMyConnectionsResponse = z.object({
  connectedMembers: z.array(
    z.object({
      connectedMemberId: z.string(),
      followedByMember: z.boolean(),
      followingMember: z.boolean(),
    }),
  ),
});

export const BlockMemberRequest = z.object({ memberId: Guid });
export const BlockingListQuery = z.object({
  'cursorPaging.limit': Limit,
  'cursorPaging.cursor': Cursor,
});
export const BlockedIdsResponse = z.object({
  blockedMemberIds: z.array(z.string()),
  pagingMetadata: CursorPagingMetadata,
});

export const MemberReportCategory = z.enum(['SPAM', 'IMPERSONATION', 'HARASSMENT', 'OTHER']);
export const MemberReport = z.object({
  id: z.string(),
  reportedMemberId: z.string(),
  reportingMemberId: z.string(),
  reason: z.object({ category: MemberReportCategory, description: z.string().optional() }),
  createdDate: Timestamp,
});
export const ReportMemberRequest = z.object({
  memberReport: z.object({
    reportedMemberId: Guid,
    reason: z.object({
      category: MemberReportCategory,
      description: z.string().max(1000).optional(),
    }),
  }),
});
export const ReportMemberResponse = z.object({ memberReport: MemberReport });

/** Rich content (Ricos) is the member's to write; the platform stores it as sent, bounded by the body limit. */
const RichContent = z.record(z.string().max(MAX_NAME_LENGTH), z.unknown());
export const MemberAbout = z.object({
  id: z.string(),
  memberId: z.string(),
  content: RichContent,
  revision: z.string(),
});
export type MemberAbout = z.infer<typeof MemberAbout>;
export const MemberAboutResponse = z.object({ memberAbout: MemberAbout });
export const MyMemberAboutResponse = z.object({ memberAbout: MemberAbout.optional() });
export const CreateMemberAboutRequest = z.object({
  memberAbout: z.object({ memberId: Guid.optional(), content: RichContent }),
});
export const UpdateMemberAboutRequest = z.object({
  memberAbout: z.object({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    content: RichContent,
    revision: z.union([
      z
        .string()
        .max(18)
        .regex(/^\d{1,18}$/),
      z.number().int().min(0),
    ]),
  }),
});
export const MemberAboutIdParams = z.object({ id: z.string().min(1).max(MAX_ID_LENGTH) });
export const QueryMemberAboutsRequest = z.object({ query: CursorQuery.optional() });
export const QueryMemberAboutsResponse = z.object({
  memberAbouts: z.array(MemberAbout),
  metadata: CursorPagingMetadata,
});

export const PublicMemberVisibility = z.enum(['VISIBLE_TO_MEMBERS_ONLY', 'VISIBLE_TO_ALL']);
export const PublicMemberCandidates = z.enum(['NO_ONE', 'ANYONE']);
export const MemberPrivacySettings = z.object({
  id: z.string(),
  publicMemberVisibility: PublicMemberVisibility,
  publicMemberCandidates: PublicMemberCandidates,
  revision: z.string(),
  updatedDate: Timestamp.optional(),
});
export const MemberPrivacySettingsResponse = z.object({
  memberPrivacySettings: MemberPrivacySettings,
});
export const SetMemberPrivacySettingsRequest = z.object({
  memberPrivacySettings: z.object({
    publicMemberVisibility: z.enum(['UNKNOWN', ...PublicMemberVisibility.options]).optional(),
    publicMemberCandidates: z.enum(['UNKNOWN', ...PublicMemberCandidates.options]).optional(),
    revision: z.union([
      z
        .string()
        .max(18)
        .regex(/^\d{1,18}$/),
      z.number().int().min(0),
    ]),
  }),
});

export const RoleKey = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Z0-9_]+$/, 'uppercase letters, digits and underscores');
export const MemberRoleDefinition = z.object({
  id: z.string(),
  roleKey: z.string(),
  title: z.string(),
  blockable: z.boolean(),
  revision: z.string(),
});
export const CreateMemberRoleDefinitionRequest = z.object({
  roleKey: RoleKey,
  roleTitle: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  blockable: z.boolean().optional(),
});
/** Update Member Role Definition: only `blockable` changes; the revision read is required. */
export const UpdateMemberRoleDefinitionRequest = z.object({
  key: z.string().max(MAX_ID_LENGTH).optional(),
  blockable: z.boolean().optional(),
  revision: z.union([
    z
      .string()
      .max(18)
      .regex(/^\d{1,18}$/),
    z.number().int().min(0),
  ]),
});
export const MemberRoleDefinitionResponse = z.object({ role: MemberRoleDefinition });
export const MemberRoleDefinitionsResponse = z.object({ roles: z.array(MemberRoleDefinition) });
export const RoleKeyParams = z.object({ roleKey: z.string().min(1).max(MAX_ID_LENGTH) });
/** Assign and unassign name the role in the body and the query respectively, as the SDK sends them. */
export const AssignRoleRequest = z.object({ roleKey: z.string().min(1).max(MAX_ID_LENGTH) });
export const UnassignRoleQuery = z.object({ roleKey: z.string().min(1).max(MAX_ID_LENGTH) });
export const RoleKeyResponse = z.object({ roleKey: z.string() });
export const MemberRolesResponse = z.object({
  roles: z.array(z.object({ roleKey: z.string(), title: z.string() })),
});
