/** Who is calling, decided by the access token alone (protocol.md §5.3). */
export type IdentityType = 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';

export interface AuthContext {
  siteId: string;
  clientId: string;
  identity: { type: IdentityType; id: string };
  /**
   * The site's installed apps, read with the caller's client or key in the auth hook's one query
   * so `requireApp` needs no round trip of its own. Per request only: never cached across requests.
   */
  installedApps?: readonly string[];
}
