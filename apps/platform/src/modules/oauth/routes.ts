import { AppTokenResponse, GrantType, TokenResponse, MAX_TEXT_LENGTH } from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { invalid, validationError } from '../../kernel/errors';
import { clientCredentialsGrant } from './grants/app-credentials';
import { requireClient } from './clients';
import { authorizationCodeGrant } from './grants/code-grant';
import { anonymousGrant, refreshGrant } from './grants/grants';

const text = z.string().max(MAX_TEXT_LENGTH).optional();

/**
 * The SDK sends camelCase JSON; docs allow form-urlencoded, and snake_case is common
 * (docs/protocol.md §5.1).
 */
const TokenBody = z
  .looseObject({
    clientId: text,
    client_id: text,
    grantType: text,
    grant_type: text,
    refreshToken: text,
    refresh_token: text,
    code: text,
    codeVerifier: text,
    code_verifier: text,
    redirectUri: text,
    redirect_uri: text,
    scope: text,
    clientSecret: text,
    client_secret: text,
    instanceId: text,
    instance_id: text,
  })
  .nullish();
type TokenBody = z.infer<typeof TokenBody>;

function normalise(body: TokenBody) {
  return {
    clientId: body?.clientId ?? body?.client_id,
    grantType: body?.grantType ?? body?.grant_type,
    refreshToken: body?.refreshToken ?? body?.refresh_token,
    code: body?.code,
    codeVerifier: body?.codeVerifier ?? body?.code_verifier,
    redirectUri: body?.redirectUri ?? body?.redirect_uri,
    clientSecret: body?.clientSecret ?? body?.client_secret,
    instanceId: body?.instanceId ?? body?.instance_id,
  };
}

function checkGrantType(grantType: string | undefined): GrantType {
  if (grantType === undefined || grantType === '') {
    throw validationError([
      { field: 'grantType', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  }
  const parsed = GrantType.safeParse(grantType);
  if (!parsed.success) {
    const values = GrantType.options;
    const description = `must be one of: ${values.join(', ')}`;
    throw validationError([
      {
        field: 'grantType',
        description,
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowedValues: values },
      },
    ]);
  }
  return parsed.data;
}

export default async function oauthRoutes(app: App): Promise<void> {
  app.post(
    '/oauth2/token',
    { schema: { body: TokenBody, response: { 200: z.union([TokenResponse, AppTokenResponse]) } } },
    async (request) => {
      const input = normalise(request.body);
      const now = app.clock.now();
      // An app's id is not an OAuth client of a site: the app credentials decide (app-credentials.ts).
      if (input.grantType === 'client_credentials')
        return clientCredentialsGrant(app.db, { ...input, appId: input.clientId }, now);
      const client = await requireClient(app.db, input.clientId);
      const grantType = checkGrantType(input.grantType);
      if (grantType === 'anonymous') return anonymousGrant(app.db, client, now);
      if (grantType === 'refresh_token')
        return refreshGrant(app.db, client, input.refreshToken, now);
      if (grantType === 'authorization_code')
        return authorizationCodeGrant(app.db, client, input, now);
      throw invalid(
        'UNSUPPORTED_GRANT_TYPE',
        `Grant type ${grantType} is not supported by the local platform`,
        {
          grantType,
        },
      );
    },
  );
}
