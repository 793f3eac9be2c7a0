import {
  AuthPrompt,
  PlatformErrorCode,
  ResponseMode,
  type FieldViolation,
} from '@headless/contract';
import type { Db } from '../../db/client';
import { invalid, validationError } from '../../kernel/errors';
import { lookupClient } from './clients';
import { checkRedirectUri } from './redirect-uris';

/**
 * An authorization request (docs/protocol.md §3.7 `auth`, §5.4), checked and with defaults filled.
 */
export interface AuthRequestInput {
  clientId: string;
  redirectUri?: string;
  responseMode: ResponseMode;
  state?: string;
  codeChallenge: string;
  prompt: AuthPrompt;
  sessionToken?: string;
  scope: string;
}

export type RawAuthRequest = Partial<Record<keyof AuthRequestInput, string>> & {
  responseType?: string;
  codeChallengeMethod?: string;
};

/** RFC 7636: the S256 challenge is 32 bytes, base64url without padding. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

function violations(raw: RawAuthRequest, prefix: string): FieldViolation[] {
  const v = (field: string, description: string, violatedRule: FieldViolation['violatedRule']) => ({
    field: `${prefix}${field}`,
    description,
    violatedRule,
  });
  const out: FieldViolation[] = [];
  if ((raw.responseType ?? 'code') !== 'code')
    out.push(v('responseType', 'must be code', 'INVALID_ENUM_VALUE'));
  if (!raw.codeChallenge) out.push(v('codeChallenge', 'is required (PKCE)', 'REQUIRED_FIELD'));
  else if (!CHALLENGE.test(raw.codeChallenge))
    out.push(v('codeChallenge', 'must be a base64url SHA-256 (43 characters)', 'FORMAT'));
  if (raw.codeChallengeMethod !== 'S256')
    out.push(v('codeChallengeMethod', 'must be S256', 'INVALID_ENUM_VALUE'));
  if (raw.responseMode && !ResponseMode.safeParse(raw.responseMode).success)
    out.push(
      v('responseMode', `must be one of: ${ResponseMode.options.join(', ')}`, 'INVALID_ENUM_VALUE'),
    );
  if (raw.prompt && !AuthPrompt.safeParse(raw.prompt).success)
    out.push(v('prompt', `must be one of: ${AuthPrompt.options.join(', ')}`, 'INVALID_ENUM_VALUE'));
  if (!raw.redirectUri && raw.responseMode !== 'web_message')
    out.push(v('redirectUri', 'is required unless responseMode is web_message', 'REQUIRED_FIELD'));
  return out;
}

/**
 * Checks the client (of `siteId` when given) and the redirect URI before anything else: a request
 * that fails here is answered with an error, never redirected.
 */
export async function readAuthRequest(
  db: Db,
  raw: RawAuthRequest,
  siteId: string | undefined,
  prefix = '',
): Promise<{ siteId: string; request: AuthRequestInput }> {
  const client = raw.clientId ? await lookupClient(db, raw.clientId, siteId) : undefined;
  if (!client)
    throw invalid(
      PlatformErrorCode.invalidClientId,
      `Unknown client id ${raw.clientId ?? ''}`.trim(),
      {
        clientId: raw.clientId ?? null,
      },
    );
  const problems = violations(raw, prefix);
  if (problems.length) throw validationError(problems);
  if (raw.redirectUri) await checkRedirectUri(db, client.clientId, raw.redirectUri);
  const request: AuthRequestInput = {
    clientId: client.clientId,
    responseMode: (raw.responseMode as ResponseMode | undefined) ?? 'fragment',
    codeChallenge: raw.codeChallenge!,
    prompt: (raw.prompt as AuthPrompt | undefined) ?? 'login',
    scope: raw.scope || 'offline_access',
    ...(raw.redirectUri ? { redirectUri: raw.redirectUri } : {}),
    ...(raw.state ? { state: raw.state } : {}),
    ...(raw.sessionToken ? { sessionToken: raw.sessionToken } : {}),
  };
  return { siteId: client.siteId, request };
}
