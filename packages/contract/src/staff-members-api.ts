import { z } from 'zod';
import { ServiceImage } from './bookings';
import { Timestamp, revisedPatch } from './common';
import { MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';

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
