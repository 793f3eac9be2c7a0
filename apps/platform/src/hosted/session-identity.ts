import { roleOf } from '../http/auth-context';
import type { Caller, IdentityType } from '../kernel/caller';
import type { RedirectSessionRow } from '../modules/redirects';

type SessionOwner = Pick<
  RedirectSessionRow,
  'siteId' | 'clientId' | 'createdByType' | 'createdById'
>;

/**
 * A hosted page acts for the visitor or member whose redirect session it serves: the order or
 * booking it makes belongs to them, at the page's `now`.
 */
export function sessionCaller(session: SessionOwner, now: Date): Caller {
  const identity = { type: session.createdByType as IdentityType, id: session.createdById };
  const { siteId, clientId } = session;
  return { siteId, clientId, identity, role: roleOf(identity), now };
}
