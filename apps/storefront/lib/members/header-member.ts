import 'server-only';
import { createHash } from 'node:crypto';
import { cache } from 'react';
import { createTtlCache, type TtlCache } from '../detection/cache';
import { readSessionTokens } from '../platform/visitor';
import { currentMember } from './current-member';
import type { MemberView } from './views';

/**
 * How long the header may show a member's name without asking again. The member's own pages
 * (/members, /account) always ask; a name changed on the hosted account page reaches the header
 * within this time.
 */
export const HEADER_MEMBER_TTL_MS = 60_000;

const NAMES = Symbol.for('headless-storefront.header-members');

/** One cache per process, shared by every bundle that imports this module (as detection's). */
function sharedCache(): TtlCache<MemberView | null> {
  const holder = globalThis as { [NAMES]?: TtlCache<MemberView | null> };
  holder[NAMES] ??= createTtlCache<MemberView | null>();
  return holder[NAMES];
}

/**
 * The member the header names: one platform call per session and minute instead of one per page.
 * Keyed by a hash of the session's refresh token, a secret only that session holds, so no one can
 * read another member's entry; a visitor's session asks nothing at all.
 */
export const headerMember = cache(async (): Promise<MemberView | null> => {
  const tokens = await readSessionTokens();
  if (tokens?.refreshToken.role !== 'member') return null;
  const key = createHash('sha256').update(tokens.refreshToken.value).digest('base64url');
  return sharedCache().get(key, HEADER_MEMBER_TTL_MS, () => currentMember());
});
