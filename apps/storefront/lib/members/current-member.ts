import 'server-only';
import { IdentityErrorCode, PlatformErrorCode } from '@headless/contract/error-codes';
import { cache } from 'react';
import { readEnv } from '../env';
import { createPlatformClient } from '../platform/clients';
import { errorCode } from '../platform/problems';
import { readSessionTokens } from '../platform/visitor';
import { memberViewOf, type MemberView } from './views';

/** The platform answers a token that is not a member's (any more) with these. */
const NOT_A_MEMBER = new Set<string>([
  IdentityErrorCode.memberOnly,
  IdentityErrorCode.memberNotFound,
  PlatformErrorCode.unauthenticated,
]);

/**
 * The logged-in member of this request's session (name and email), or null for a visitor. One
 * platform call per request however many components ask. Outages are thrown, not read as
 * "visitor": a page shows them as such.
 */
export const currentMember = cache(async (): Promise<MemberView | null> => {
  const tokens = await readSessionTokens();
  if (tokens?.refreshToken.role !== 'member') return null;
  const client = createPlatformClient(readEnv(), tokens);
  try {
    const { member } = await client.members.getCurrentMember();
    return memberViewOf(member);
  } catch (error) {
    if (NOT_A_MEMBER.has(errorCode(error) ?? '')) return null;
    throw error;
  }
});

/** Whether this request's session belongs to a member; no platform call. */
export async function isMemberSession(): Promise<boolean> {
  return (await readSessionTokens())?.refreshToken.role === 'member';
}
