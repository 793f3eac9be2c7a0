/** Who is calling, decided by the access token alone (protocol.md §5.3). */
export type IdentityType = 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';

export interface AuthContext {
  siteId: string;
  clientId: string;
  identity: { type: IdentityType; id: string };
}
