import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_NAME_LENGTH } from './bounds';

/**
 * The calling member's own record, as `GET /members/v1/members/my` answers it (`@wix/members`
 * getCurrentMember): login email, profile nickname, contact names.
 */
export const CurrentMember = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  loginEmail: z.string().max(MAX_EMAIL_LENGTH),
  status: z.string().max(MAX_NAME_LENGTH),
  profile: z.object({ nickname: z.string().max(MAX_NAME_LENGTH).optional() }),
  contact: z.object({
    firstName: z.string().max(MAX_NAME_LENGTH).optional(),
    lastName: z.string().max(MAX_NAME_LENGTH).optional(),
  }),
});
export type CurrentMember = z.infer<typeof CurrentMember>;

export const CurrentMemberResponse = z.object({ member: CurrentMember });
export type CurrentMemberResponse = z.infer<typeof CurrentMemberResponse>;
