import { z } from 'zod';

/**
 * POST /oauth2/token bodies (docs/protocol.md §5.1). The SDK sends camelCase; snake_case is
 * accepted too.
 */
export const GrantType = z.enum([
  'anonymous',
  'refresh_token',
  'authorization_code',
  'authorized_client',
  'client_credentials',
]);
export type GrantType = z.infer<typeof GrantType>;

export const TokenRequest = z.object({
  clientId: z.string().min(1),
  grantType: GrantType,
  refreshToken: z.string().min(1).optional(),
  code: z.string().optional(),
  codeVerifier: z.string().optional(),
  redirectUri: z.string().optional(),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/**
 * An app's token request, in the snake_case of the platform's app OAuth docs (the platform also
 * takes camelCase). The instance id names the site the app acts on.
 */
export const AppTokenRequest = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  instance_id: z.string().min(1),
});
export type AppTokenRequest = z.infer<typeof AppTokenRequest>;

/**
 * An app's token (`client_credentials`: app id, app secret, instance id): no refresh token, the
 * app asks again when it expires.
 */
export const AppTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type AppTokenResponse = z.infer<typeof AppTokenResponse>;

/** Four hours, as the real platform issues them. */
export const ACCESS_TOKEN_TTL_SECONDS = 14400;
export const ACCESS_TOKEN_PREFIX = 'OauthNG.JWS.';
export const REFRESH_TOKEN_PREFIX = 'JWS.';

export const TokenRole = z.enum(['none', 'visitor', 'member']);
export type TokenRole = z.infer<typeof TokenRole>;

/** What an SDK client keeps between calls; the storefront stores it in its session cookie. */
export const Tokens = z.object({
  accessToken: z.object({ value: z.string(), expiresAt: z.number() }),
  refreshToken: z.object({ value: z.string(), role: TokenRole }),
});
export type Tokens = z.infer<typeof Tokens>;

/** The JSON inside the access token's `data` claim. */
export const AccessTokenInstance = z.object({
  instanceId: z.string(),
  appDefId: z.string(),
  signDate: z.string(),
  metaSiteId: z.string(),
  siteOwnerId: z.string(),
  permissions: z.string(),
  demoMode: z.boolean(),
  expirationDate: z.string(),
  aid: z.string().optional(),
  uid: z.string().optional(),
  siteMemberId: z.string().optional(),
});
export type AccessTokenInstance = z.infer<typeof AccessTokenInstance>;
