import { IdentityErrorCode, type TokenResponse } from '@headless/contract';
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/client';
import { invalid } from '../../../kernel/errors';
import { consumeSecret, createSecret, findMember } from '../../members/index';
import type { AuthRequestInput } from '../auth-request';
import type { ClientWithSite } from '../clients';
import { issueTokens } from './grants';

interface CodeData {
  clientId: string;
  redirectUri?: string;
  codeChallenge: string;
  scope: string;
}

/** A one-time authorization code for the member, bound to the request's client, URI and PKCE. */
export function issueAuthorizationCode(
  db: Db,
  siteId: string,
  memberId: string,
  request: AuthRequestInput,
  now: Date,
): Promise<string> {
  const data: CodeData = {
    clientId: request.clientId,
    codeChallenge: request.codeChallenge,
    scope: request.scope,
    ...(request.redirectUri ? { redirectUri: request.redirectUri } : {}),
  };
  return createSecret(db, { siteId, memberId, kind: 'code', data: { ...data } }, now);
}

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
export const s256 = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

const badGrant = (reason: string, message: string) =>
  invalid(IdentityErrorCode.invalidGrant, message, { reason });

export interface CodeGrantInput {
  code?: string;
  codeVerifier?: string;
  redirectUri?: string;
}

/**
 * The authorization_code grant (docs/protocol.md §5.1). The code is spent first, so a failed or
 * replayed exchange can never be retried with another verifier.
 */
export async function authorizationCodeGrant(
  db: Db,
  client: ClientWithSite,
  input: CodeGrantInput,
  now: Date,
): Promise<TokenResponse> {
  const row = await consumeSecret(db, 'code', input.code ?? '', now, client.siteId);
  if (!row) throw badGrant('INVALID_CODE', 'The authorization code is unknown, used or expired');
  const data = row.data as unknown as CodeData;
  if (data.clientId !== client.clientId)
    throw badGrant('CLIENT_MISMATCH', 'The code was issued to another client');
  if ((data.redirectUri ?? '') !== (input.redirectUri ?? ''))
    throw badGrant(
      'REDIRECT_URI_MISMATCH',
      'The redirect URI differs from the authorization request',
    );
  const verifier = input.codeVerifier ?? '';
  if (!VERIFIER.test(verifier) || s256(verifier) !== data.codeChallenge)
    throw badGrant('PKCE_MISMATCH', 'The code verifier does not match the code challenge');
  const member = await findMember(db, client.siteId, row.memberId);
  if (!member || member.status !== 'APPROVED')
    throw badGrant('MEMBER_UNAVAILABLE', 'The member may no longer log in');
  return issueTokens(db, { ...client, role: 'member', subjectId: member.id }, now);
}
