export interface ApiKeyOptions {
  /** An API key from `npm run platform -- apikeys create`; keys start with `IST.`. */
  apiKey: string;
  siteId: string;
  accountId?: string | undefined;
}

/**
 * The client's `auth` for owner (server-side) access, docs/protocol.md §1.4: the key itself is the
 * `Authorization` header, beside `wix-site-id` (and `wix-account-id` when set). There are no
 * tokens to mint or refresh, so this strategy has none of OAuthStrategy's token methods.
 */
export interface ApiKeyStrategy {
  readonly kind: 'apiKey';
  getSiteId(): string;
  setSiteId(siteId: string): void;
  getAccountId(): string | undefined;
  setAccountId(accountId: string | undefined): void;
  /** What the pipeline sends on every call. */
  getAuthHeaders(): Promise<Record<string, string>>;
}

export function ApiKeyStrategy(options: ApiKeyOptions): ApiKeyStrategy {
  const { apiKey } = options;
  let { siteId, accountId } = options;
  return {
    kind: 'apiKey',
    getSiteId: () => siteId,
    setSiteId(next) {
      siteId = next;
    },
    getAccountId: () => accountId,
    setAccountId(next) {
      accountId = next;
    },
    async getAuthHeaders() {
      const headers: Record<string, string> = { Authorization: apiKey, 'wix-site-id': siteId };
      if (accountId) headers['wix-account-id'] = accountId;
      return headers;
    },
  };
}
