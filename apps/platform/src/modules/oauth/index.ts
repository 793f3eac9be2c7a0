/** What the rest of the platform may use of this module (modules/README.md). */
export { allowedOrigins } from './allowed-origins';
export { createAppCredential, lookupApp, revokeAppCredential } from './grants/app-credentials';
export { readAuthRequest } from './auth-request';
export type { AuthRequestInput, RawAuthRequest } from './auth-request';
export { allowedCallbackUris, readCallbacks, withAllowedCallbacks } from './callback-urls';
export { lookupClient, lookupClientWithApps, siteAppsColumn } from './clients';
export { issueAuthorizationCode } from './grants/code-grant';
export { signingKey } from './grants/keys';
export { allowedRedirectUris, isAllowedRedirectUri, redirectPatternProblem } from './redirect-uris';
export { revokeMemberTokens } from './revoke';
export { default as oauthRoutes } from './routes';
export { readAccessToken } from './grants/tokens';
