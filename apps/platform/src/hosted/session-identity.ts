import type { WebhookIdentity } from '@headless/contract';
import { roleOf } from '../http/auth-context';
import { identityOf, type Caller, type IdentityType } from '../kernel/caller';
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

/** The identity the events a hosted page records name: its session's (see `sessionCaller`). */
export const sessionIdentity = (
  session: Pick<RedirectSessionRow, 'clientId' | 'createdByType' | 'createdById'>,
): WebhookIdentity =>
  identityOf({
    identity: { type: session.createdByType as IdentityType, id: session.createdById },
    clientId: session.clientId,
  });
