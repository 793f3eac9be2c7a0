import type { ContactRole, StoredCatalogVersion } from '@headless/contract';
import type { Caller, CallerIdentity, IdentityType } from '../kernel/caller';

export type { IdentityType };

/**
 * What a token or API key proves: the caller (kernel/caller.ts) but for `now`, which the auth
 * plugin adds from the app's clock to make `request.caller`, and what only the guards read.
 */
export interface AuthContext extends Omit<Caller, 'now'> {
  /**
   * The site's installed apps, read with the caller's client or key by the auth hook (from the
   * instance's cache, current as of the request: src/cache) so `requireApp` needs no round trip.
   */
  installedApps?: readonly string[];
  /** The site's catalog version, read with the installed apps (stores/catalog-version.ts). */
  catalogVersion?: StoredCatalogVersion;
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
export const roleOf = (identity: CallerIdentity): ContactRole => ROLES[identity.type];

/** The owner and apps (role ADMIN): what owner-only reads and options check. */
export const isAdmin = (identity: CallerIdentity): boolean => roleOf(identity) === 'ADMIN';
