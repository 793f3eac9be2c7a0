/** Who is calling, decided by the access token alone (protocol.md §5.3). */
export type IdentityType = 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';

export interface AuthContext {
  siteId: string;
  clientId: string;
  identity: { type: IdentityType; id: string };
  /**
   * The site's installed apps, read with the caller's client or key by the auth hook (from the
   * instance's cache, current as of the request: src/cache) so `requireApp` needs no round trip.
   */
  installedApps?: readonly string[];
  /** The auth hook synced this instance's caches for the request (src/cache): they may serve it. */
  cacheSynced?: boolean;
}
