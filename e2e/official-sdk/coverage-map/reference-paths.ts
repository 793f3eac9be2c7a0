// Where the REST reference documents a method on another path than the one the SDK sends with an
// API key (its `www.wixapis.com` table), each with the reference page that says so. Every other
// method's reference path is taken to be that `www` path. Gathered for the modules a headless
// site uses; add a row only from a reference page.
import type { Request } from './map';

interface ReferencePath extends Request {
  page: string;
}

const OVERRIDES: Record<string, ReferencePath> = {
  // The SDK sends `GET …/products/query-platformized` (docs/protocol.md §2.3).
  '@wix/stores products.queryProducts': {
    method: 'POST',
    path: '/stores-reader/v1/products/query',
    page: 'https://dev.wix.com/docs/api-reference/business-solutions/stores/skills/query-products-catalog-v1',
  },
  // The SDK sends `/_api/redirects-api/v1/redirect-session` (docs/protocol.md §2.8).
  '@wix/redirects redirects.createRedirectSession': {
    method: 'POST',
    path: '/redirect-session/v1/redirect-session',
    page: 'https://dev.wix.com/docs/rest/business-management/headless-authentication/redirect-sessions/create-redirect-session',
  },
};

export function referenceOverride(
  packageName: string,
  module: string,
  name: string,
): ReferencePath | undefined {
  return OVERRIDES[`${packageName} ${module}.${name}`];
}
