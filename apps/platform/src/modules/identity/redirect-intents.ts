import {
  ACCOUNT_SECTIONS,
  IdentityErrorCode,
  PlatformErrorCode,
  type CreateRedirectSessionRequest,
  type CreateRedirectSessionResponse,
} from '@headless/contract';
import type { Db } from '../../db/client';
import { forbidden, invalid, validationError } from '../../kernel/errors';
import {
  lookupClient,
  readAuthRequest,
  readCallbacks,
  revokeMemberTokens,
  type RawAuthRequest,
} from '../oauth';
import { expireAccountRedirects, insertIdentityRedirect } from './redirect-store';
import { redirectSessionResponse } from '../../http/redirect-session';
import type { Caller } from '../../kernel/caller';

const INTENTS = ['auth', 'login', 'logout', 'membersAccount'] as const;
type Intent = (typeof INTENTS)[number];

export const isIdentityIntent = (intent: string): intent is Intent =>
  (INTENTS as readonly string[]).includes(intent);
type Request = CreateRedirectSessionRequest;

/** auth {authRequest, prompt}: checked now (client, redirect URI, PKCE), served by the hosted login. */
async function authPayload(db: Db, caller: Caller, body: Request) {
  const intent = (body.auth ?? {}) as { authRequest?: RawAuthRequest; prompt?: string };
  const raw = { ...intent.authRequest, prompt: intent.prompt };
  const { request } = await readAuthRequest(db, raw, caller.siteId, 'auth.authRequest.');
  return { clientId: request.clientId, payload: { ...request } };
}

/**
 * logout {clientId}: the calling member's refresh tokens are revoked and their account links of
 * that client expired as soon as the session is made (the call carries the member's own token);
 * the hosted page then only returns to callbacks.postFlowUrl.
 */
async function logoutPayload(db: Db, caller: Caller, body: Request) {
  const clientId = (body.logout?.clientId as string | undefined) || caller.clientId;
  if (!(await lookupClient(db, clientId, caller.siteId)))
    throw invalid(PlatformErrorCode.invalidClientId, `Unknown client id ${clientId}`, { clientId });
  const memberId = caller.identity.type === 'MEMBER' ? caller.identity.id : undefined;
  return { clientId, payload: memberId ? { memberId } : {} };
}

/**
 * membersAccount {section}: the calling member's own account page (visitors get 403). With
 * `preferences.maintainIdentity: false` the page would open as a new visitor (docs/protocol.md
 * §3.7; the real platform's default is true), who has no account: refused as a visitor is.
 */
function accountPayload(caller: Caller, body: Request) {
  if (body.preferences?.maintainIdentity === false)
    throw forbidden(
      IdentityErrorCode.memberOnly,
      'preferences.maintainIdentity false opens the account page as a new visitor, and only a ' +
        "logged-in member has one: leave maintainIdentity out (it defaults to true) to open the member's own account",
      { identityType: 'ANONYMOUS_VISITOR', maintainIdentity: false },
    );
  if (caller.identity.type !== 'MEMBER')
    throw forbidden(IdentityErrorCode.memberOnly, 'Only a logged-in member has an account page', {
      identityType: caller.identity.type,
    });
  const section = (body.membersAccount?.section as string | undefined) ?? 'ACCOUNT_INFO';
  if (!(ACCOUNT_SECTIONS as readonly string[]).includes(section))
    throw validationError([
      {
        field: 'membersAccount.section',
        description: `must be one of: ${ACCOUNT_SECTIONS.join(', ')}`,
        violatedRule: 'INVALID_ENUM_VALUE',
      },
    ]);
  return { clientId: caller.clientId, payload: { memberId: caller.identity.id, section } };
}

const PAGES: Record<Intent, string> = {
  auth: 'login',
  login: 'login',
  logout: 'logout',
  membersAccount: 'members-account',
};

/** The identity intents of a redirect session (docs/protocol.md §3.7), and the members account. */
export async function createIdentityRedirect(
  db: Db,
  caller: Caller,
  body: Request,
  intent: Intent,
  origin: string,
): Promise<CreateRedirectSessionResponse> {
  const { now } = caller;
  const made =
    intent === 'auth'
      ? await authPayload(db, caller, body)
      : intent === 'logout'
        ? await logoutPayload(db, caller, body)
        : intent === 'membersAccount'
          ? accountPayload(caller, body)
          : { clientId: caller.clientId, payload: {} };
  // Checked before anything happens: a refused session revokes nothing and stores nothing.
  const owner = { siteId: caller.siteId, clientId: made.clientId };
  const callbacks = await readCallbacks(db, owner, body.callbacks);
  if (intent === 'logout' && caller.identity.type === 'MEMBER') {
    await revokeMemberTokens(db, caller.siteId, made.clientId, caller.identity.id, now);
    await expireAccountRedirects(db, owner, caller.identity.id, now);
  }
  const row = await insertIdentityRedirect(db, { auth: caller, intent, callbacks, ...made }, now);
  return redirectSessionResponse(row, `${origin}/hosted/${PAGES[intent]}/${row.id}`);
}
