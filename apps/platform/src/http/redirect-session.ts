import type { CreateRedirectSessionResponse } from '@headless/contract';

/**
 * A created redirect session as the protocol answers it: the hosted page at `endpoint` serves it
 * (checkouts in modules/redirects, logins and the account page in modules/identity).
 */
export function redirectSessionResponse(
  row: { id: string; sessionToken: string },
  endpoint: string,
): CreateRedirectSessionResponse {
  return {
    redirectSession: {
      id: row.id,
      fullUrl: endpoint,
      urlDetails: { endpoint, searchParams: {} },
      sessionToken: row.sessionToken,
      shortUrl: endpoint,
    },
  };
}
