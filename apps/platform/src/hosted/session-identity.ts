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
  return callerAs(session, identity, now);
}

/**
 * A plans checkout buys for the member who logged in on it, who need not be the visitor that
 * started the session (plans-buyer.ts).
 */
export function memberCaller(session: SessionOwner, memberId: string, now: Date): Caller {
  return callerAs(session, { type: 'MEMBER', id: memberId }, now);
}

function callerAs(session: SessionOwner, identity: Caller['identity'], now: Date): Caller {
  const { siteId, clientId } = session;
  return { siteId, clientId, identity, role: roleOf(identity), now };
}
