import type { ContactRole } from '@headless/contract';

/** Who is calling, decided by the access token alone (docs/protocol.md §5.3). */
export type IdentityType = 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';

export interface AuthContext {
  siteId: string;
  clientId: string;
  identity: { type: IdentityType; id: string };
  /**
   * The caller's contact role, derived from the identity (`roleOf`); the guards check it: owner
   * calls need ADMIN (require-owner.ts), member-only calls MEMBER (require-member.ts). A visitor
   * is VISITOR here: whether it is a CONTACT takes a query, so `contactRole` (contact-role.ts)
   * answers that only where a call needs to know.
   */
  role: ContactRole;
  /**
   * The site's installed apps, read with the caller's client or key by the auth hook (from the
   * instance's cache, current as of the request: src/cache) so `requireApp` needs no round trip.
   */
  installedApps?: readonly string[];
  /** The auth hook synced this instance's caches for the request (src/cache): they may serve it. */
  cacheSynced?: boolean;
}

const ROLES: Record<IdentityType, ContactRole> = {
  WIX_USER: 'ADMIN',
  APP: 'ADMIN',
  MEMBER: 'MEMBER',
  ANONYMOUS_VISITOR: 'VISITOR',
};

/** The role an identity has without asking the database (a visitor is VISITOR, never CONTACT). */
export const roleOf = (identity: AuthContext['identity']): ContactRole => ROLES[identity.type];

/** The owner and apps (role ADMIN): what owner-only reads and options check. */
export const isAdmin = (identity: AuthContext['identity']): boolean => roleOf(identity) === 'ADMIN';
