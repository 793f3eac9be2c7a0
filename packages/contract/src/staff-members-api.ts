import { z } from 'zod';
import { ServiceImage } from './bookings';
import { Timestamp, revisedPatch } from './common';
import { CursorPagingMetadata } from './bookings-services-search';
import { CursorPaging, CursorQuery, Filter, RepeatedParam, Sorting } from './paging';
import {
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
} from './bounds';

/**
 * The owner's staff member calls (Bookings Staff Members v1): create, update, delete, and connect
 * to or disconnect from a Wix user (the connection stays PENDING here: no user accepts it).
 */
export const StaffMemberV1 = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  email: z.string().max(MAX_EMAIL_LENGTH).optional(),
  phone: z.string().max(MAX_NAME_LENGTH).optional(),
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
  mainMedia: z.object({ image: ServiceImage }).optional(),
  associatedWixIdentity: z
    .object({ connection: z.object({ status: z.enum(['PENDING', 'CONNECTED']) }) })
    .optional(),
  revision: z.string().max(MAX_ID_LENGTH),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type StaffMemberV1 = z.infer<typeof StaffMemberV1>;

const StaffMemberFields = z.object({
  name: z.string().min(1).max(40),
  email: z.email().max(320).optional(),
  phone: z.string().max(20).optional(),
  description: z.string().max(500).optional(),
});

export const CreateStaffMemberRequest = z.object({ staffMember: StaffMemberFields });
export type CreateStaffMemberRequest = z.infer<typeof CreateStaffMemberRequest>;

/** The revision read last is required: a stale one is refused (optimistic concurrency). */
export const UpdateStaffMemberRequest = z.object({
  staffMember: revisedPatch(StaffMemberFields),
});
export type UpdateStaffMemberRequest = z.infer<typeof UpdateStaffMemberRequest>;

export const ConnectStaffMemberToUserRequest = z.object({
  email: z.email().max(MAX_EMAIL_LENGTH).optional(),
});

export const StaffMemberIdParams = z.object({ staffMemberId: z.string().max(MAX_ID_LENGTH) });
export const StaffMemberResponse = z.object({ staffMember: StaffMemberV1 });
export type StaffMemberResponse = z.infer<typeof StaffMemberResponse>;

/**
 * Reads of staff members, for every caller of the site. `fields` asks for extra sections
 * (`RESOURCE_DETAILS`, `ASSOCIATED_IDENTITY_STATUS`…); a staff member here has none beyond what is
 * always answered, so they are accepted and change nothing.
 */
const RequestedFields = z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS);

export const GetStaffMemberQuery = z.object({
  staffMemberId: z.string().max(MAX_ID_LENGTH).optional(),
  fields: RepeatedParam(z.string().max(MAX_NAME_LENGTH)).optional(),
});

export const QueryStaffMembersRequest = z.object({
  query: CursorQuery.optional(),
  fields: RequestedFields.optional(),
});
export type QueryStaffMembersRequest = z.infer<typeof QueryStaffMembersRequest>;

/** Free text over name, email and description (or the `fields` named), as services search. */
export const StaffSearchDetails = z.object({
  expression: z.string().max(200).optional(),
  fields: z
    .array(z.enum(['name', 'email', 'description']))
    .max(MAX_LIST_ITEMS)
    .optional(),
  mode: z.enum(['OR', 'AND']).optional(),
  fuzzy: z.boolean().optional(),
});
export type StaffSearchDetails = z.infer<typeof StaffSearchDetails>;

export const SearchStaffMembersRequest = z.object({
  search: z
    .object({
      filter: Filter.optional(),
      sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
      cursorPaging: CursorPaging.optional(),
      search: StaffSearchDetails.optional(),
    })
    .optional(),
  fields: RequestedFields.optional(),
});
export type SearchStaffMembersRequest = z.infer<typeof SearchStaffMembersRequest>;

export const QueryStaffMembersResponse = z.object({
  staffMembers: z.array(StaffMemberV1),
  pagingMetadata: CursorPagingMetadata,
});
export const SearchStaffMembersResponse = QueryStaffMembersResponse.extend({
  aggregationData: z.object({ results: z.array(z.unknown()) }),
});

export const CountStaffMembersRequest = z.object({ filter: Filter.optional() });
export const CountStaffMembersResponse = z.object({ count: z.number().int() });

/** Staff Members V2's trash bin: deleted staff members, the ones named or every one, paged. */
export const ListDeletedStaffMembersRequest = z.object({
  staffMemberIds: z.array(z.string().max(MAX_ID_LENGTH)).max(100).optional(),
  paging: CursorPaging.optional(),
  fields: z.array(z.string().max(MAX_NAME_LENGTH)).max(3).optional(),
});
export type ListDeletedStaffMembersRequest = z.infer<typeof ListDeletedStaffMembersRequest>;

export const ListDeletedStaffMembersResponse = z.object({
  staffMembers: z.array(StaffMemberV1),
  pagingMetadata: CursorPagingMetadata,
});
export type ListDeletedStaffMembersResponse = z.infer<typeof ListDeletedStaffMembersResponse>;
