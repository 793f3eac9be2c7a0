import type { ContactRole, WebhookIdentity } from '@headless/contract';

/** Who is calling, decided by the access token alone (docs/protocol.md §5.3). */
export type IdentityType = 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';

/** Who calls, as the token names them (`identityOf` gives the identity recorded events name). */
export interface CallerIdentity {
  type: IdentityType;
  id: string;
}

/**
 * Who asks and when: the one shape every service takes for it (`caller: Caller`, after `db`).
 * The auth plugin builds it once per request from the token or API key (`request.caller`), `now`
 * read once from the app's clock, so every date a request writes is the same instant and a test
 * that moves `app.clock` moves them all. Background work and CLI commands build theirs the same
 * way. What only the HTTP guards read (the installed apps, the caches' sync) stays on
 * `request.auth` (http/auth-context.ts).
 */
export interface Caller {
  siteId: string;
  /** The OAuth client, app or API key the request came with (`identityOf` names an app by it). */
  clientId: string;
  identity: CallerIdentity;
  /**
   * The caller's contact role, derived from the identity (`roleOf`, http/auth-context.ts); the
   * guards check it: owner calls need ADMIN (require-owner.ts), member-only calls MEMBER
   * (require-member.ts). A visitor is VISITOR here: whether it is a CONTACT takes a query, so
   * `contactRole` (contact-role.ts) answers that only where a call needs to know.
   */
  role: ContactRole;
  now: Date;
}

/** The identity a recorded event names (the webhook envelope's), for a caller. */
export function identityOf(caller: Pick<Caller, 'identity' | 'clientId'>): WebhookIdentity {
  const { type, id } = caller.identity;
  if (type === 'ANONYMOUS_VISITOR') return { identityType: type, anonymousVisitorId: id };
  if (type === 'MEMBER') return { identityType: type, memberId: id };
  if (type === 'WIX_USER') return { identityType: type, wixUserId: id };
  return { identityType: 'APP', appId: caller.clientId };
}
