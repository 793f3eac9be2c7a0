import { z } from 'zod';
import {
  MAX_ID_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOKEN_LENGTH,
  MAX_URL_LENGTH,
} from './bounds';
import { TOKEN_ROLES } from './constants';

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
  clientId: z.string().max(MAX_ID_LENGTH).min(1),
  grantType: GrantType,
  refreshToken: z.string().max(MAX_TOKEN_LENGTH).min(1).optional(),
  code: z.string().max(MAX_TOKEN_LENGTH).optional(),
  codeVerifier: z.string().max(MAX_TOKEN_LENGTH).optional(),
  redirectUri: z.string().max(MAX_URL_LENGTH).optional(),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string().max(MAX_TOKEN_LENGTH),
  refresh_token: z.string().max(MAX_TOKEN_LENGTH),
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
  scope: z.string().max(MAX_TEXT_LENGTH),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/**
 * An app's token request, in the snake_case of the platform's app OAuth docs (the platform also
 * takes camelCase). The instance id names the site the app acts on.
 */
export const AppTokenRequest = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().max(MAX_ID_LENGTH).min(1),
  client_secret: z.string().max(MAX_TOKEN_LENGTH).min(1),
  instance_id: z.string().max(MAX_ID_LENGTH).min(1),
});
export type AppTokenRequest = z.infer<typeof AppTokenRequest>;

/**
 * An app's token (`client_credentials`: app id, app secret, instance id): no refresh token, the
 * app asks again when it expires.
 */
export const AppTokenResponse = z.object({
  access_token: z.string().max(MAX_TOKEN_LENGTH),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type AppTokenResponse = z.infer<typeof AppTokenResponse>;

export const TokenRole = z.enum(TOKEN_ROLES);
export type TokenRole = z.infer<typeof TokenRole>;

/** What an SDK client keeps between calls; the storefront stores it in its session cookie. */
export const Tokens = z.object({
  accessToken: z.object({ value: z.string().max(MAX_TEXT_LENGTH), expiresAt: z.number() }),
  refreshToken: z.object({ value: z.string().max(MAX_TEXT_LENGTH), role: TokenRole }),
});
export type Tokens = z.infer<typeof Tokens>;

/** The JSON inside the access token's `data` claim. */
export const AccessTokenInstance = z.object({
  instanceId: z.string().max(MAX_ID_LENGTH),
  appDefId: z.string().max(MAX_ID_LENGTH),
  signDate: z.string().max(MAX_NAME_LENGTH),
  metaSiteId: z.string().max(MAX_ID_LENGTH),
  siteOwnerId: z.string().max(MAX_ID_LENGTH),
  permissions: z.string().max(MAX_TEXT_LENGTH),
  demoMode: z.boolean(),
  expirationDate: z.string().max(MAX_NAME_LENGTH),
  aid: z.string().max(MAX_TEXT_LENGTH).optional(),
  uid: z.string().max(MAX_TEXT_LENGTH).optional(),
  siteMemberId: z.string().max(MAX_ID_LENGTH).optional(),
});
export type AccessTokenInstance = z.infer<typeof AccessTokenInstance>;
