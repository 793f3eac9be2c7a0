import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH } from './bounds';
import { Timestamp } from './common';
import { OffsetPageCounts, Paging, RepeatedParam, Sorting, Filter } from './paging';

/**
 * Members v1 as a site uses them (docs/protocol.md §2.8): member profiles by field set. PUBLIC
 * (the default) is the id and the profile, the statuses reading UNKNOWN; EXTENDED adds the login
 * email and the statuses; FULL adds the contact and the dates. Visitors and other members only
 * ever get PUBLIC, and only of members who joined the community.
 */
export const MemberFieldset = z.enum(['PUBLIC', 'EXTENDED', 'FULL']);
export type MemberFieldset = z.infer<typeof MemberFieldset>;

export const MemberPrivacyStatus = z.enum(['UNKNOWN', 'PRIVATE', 'PUBLIC']);
export const MemberSlug = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens');

export const MemberProfile = z.object({
  nickname: z.string().max(MAX_NAME_LENGTH).optional(),
  slug: z.string().max(255).optional(),
});

export const SiteMember = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  profile: MemberProfile,
  status: z.enum(['UNKNOWN', 'PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE']),
  privacyStatus: MemberPrivacyStatus,
  activityStatus: z.enum(['UNKNOWN', 'ACTIVE', 'MUTED']),
  loginEmail: z.string().max(MAX_EMAIL_LENGTH).optional(),
  loginEmailVerified: z.boolean().optional(),
  contact: z
    .object({
      firstName: z.string().max(MAX_NAME_LENGTH).optional(),
      lastName: z.string().max(MAX_NAME_LENGTH).optional(),
    })
    .optional(),
  createdDate: Timestamp.optional(),
  updatedDate: Timestamp.optional(),
});
export type SiteMember = z.infer<typeof SiteMember>;

export const SiteMemberResponse = z.object({ member: SiteMember });
export type SiteMemberResponse = z.infer<typeof SiteMemberResponse>;
export const SiteMembersResponse = z.object({
  members: z.array(SiteMember),
  metadata: OffsetPageCounts,
});
export type SiteMembersResponse = z.infer<typeof SiteMembersResponse>;

const Fieldsets = RepeatedParam(MemberFieldset).optional();

export const MemberIdParams = z.object({ id: z.string().min(1).max(MAX_ID_LENGTH) });
export const GetMemberQuery = z.object({ fieldsets: Fieldsets });
export const ListMembersQuery = z.object({
  'paging.limit': z.coerce.number().int().min(0).max(100).optional(),
  'paging.offset': z.coerce.number().int().min(0).optional(),
  fieldsets: Fieldsets,
});
export type ListMembersQuery = z.infer<typeof ListMembersQuery>;

export const QueryMembersRequest = z.object({
  query: z
    .object({
      filter: Filter.optional(),
      paging: Paging.optional(),
      sorting: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
    })
    .optional(),
  fieldsets: z.array(MemberFieldset).max(3).optional(),
});
export type QueryMembersRequest = z.infer<typeof QueryMembersRequest>;

/** What a member may change of their own record: the profile's nickname and the contact names. */
export const UpdateMemberRequest = z.object({
  member: z.object({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    profile: z.object({ nickname: z.string().min(1).max(MAX_NAME_LENGTH).optional() }).optional(),
    contact: z
      .object({
        firstName: z.string().max(MAX_NAME_LENGTH).optional(),
        lastName: z.string().max(MAX_NAME_LENGTH).optional(),
      })
      .optional(),
  }),
});
export type UpdateMemberRequest = z.infer<typeof UpdateMemberRequest>;

export const UpdateMySlugRequest = z.object({ slug: MemberSlug });

/**
 * The owner's create (Members v1 createMember): a member with a login email and no password yet;
 * they set one through the password recovery mail before logging in.
 */
export const CreateMemberRequest = z.object({
  member: z.object({
    loginEmail: z.string().trim().email().max(MAX_EMAIL_LENGTH),
    profile: z
      .object({
        nickname: z.string().min(1).max(MAX_NAME_LENGTH).optional(),
        slug: MemberSlug.optional(),
      })
      .optional(),
    contact: z
      .object({
        firstName: z.string().max(MAX_NAME_LENGTH).optional(),
        lastName: z.string().max(MAX_NAME_LENGTH).optional(),
      })
      .optional(),
    privacyStatus: z.enum(['PUBLIC', 'PRIVATE']).optional(),
  }),
});
export type CreateMemberRequest = z.infer<typeof CreateMemberRequest>;
