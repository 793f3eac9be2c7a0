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

/** A street address of a member's contact (Members v1 `contact.addresses[]`); `id` is the platform's. */
export const MemberAddress = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  addressLine: z.string().max(200).optional(),
  streetAddress: z
    .object({ number: z.string().max(100).optional(), name: z.string().max(200).optional() })
    .optional(),
  addressLine2: z.string().max(MAX_NAME_LENGTH).optional(),
  city: z.string().max(MAX_NAME_LENGTH).optional(),
  subdivision: z.string().max(MAX_NAME_LENGTH).optional(),
  country: z.string().max(MAX_NAME_LENGTH).optional(),
  postalCode: z.string().max(MAX_NAME_LENGTH).optional(),
});
export type MemberAddress = z.infer<typeof MemberAddress>;
const Phones = z.array(z.string().trim().min(1).max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS);
const Emails = z.array(z.string().trim().email().max(MAX_EMAIL_LENGTH)).max(MAX_LIST_ITEMS);
const Addresses = z.array(MemberAddress).max(MAX_LIST_ITEMS);

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
      phones: z.array(z.string()).optional(),
      emails: z.array(z.string()).optional(),
      addresses: z.array(MemberAddress).optional(),
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

/**
 * What a member may change of their own record: the profile's nickname, the contact's names, phones
 * and street addresses (the contact's emails are immutable on update, as the reference marks them).
 */
export const UpdateMemberRequest = z.object({
  member: z.object({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    profile: z.object({ nickname: z.string().min(1).max(MAX_NAME_LENGTH).optional() }).optional(),
    contact: z
      .object({
        firstName: z.string().max(MAX_NAME_LENGTH).optional(),
        lastName: z.string().max(MAX_NAME_LENGTH).optional(),
        phones: Phones.optional(),
        addresses: Addresses.optional(),
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
        phones: Phones.optional(),
        emails: Emails.optional(),
        addresses: Addresses.optional(),
      })
      .optional(),
    privacyStatus: z.enum(['PUBLIC', 'PRIVATE']).optional(),
  }),
});
export type CreateMemberRequest = z.infer<typeof CreateMemberRequest>;

/** The owner's bulk deletes (Members v1): by ids (each item's result), or by a filter (a job). */
export const BulkDeleteMembersRequest = z.object({
  memberIds: z.array(z.string().uuid()).min(1).max(MAX_LIST_ITEMS),
});
export const BulkDeleteMembersResponse = z.object({
  results: z.array(
    z.object({
      itemMetadata: z.object({
        id: z.string(),
        originalIndex: z.number().int(),
        success: z.boolean(),
        error: z.object({ code: z.string(), description: z.string() }).optional(),
      }),
    }),
  ),
  bulkActionMetadata: z.object({
    totalSuccesses: z.number().int(),
    totalFailures: z.number().int(),
    undetailedFailures: z.number().int(),
  }),
});
export const BulkDeleteMembersByFilterRequest = z.object({
  filter: Filter,
  contentAssigneeId: z.string().uuid().optional(),
});
export const BulkDeleteMembersByFilterResponse = z.object({ jobId: z.string() });
