import { CALLBACK_PARAMS, type CallbackStatus } from '@headless/contract';
import type { FastifyReply } from 'fastify';
import type { IdentityRedirectRow } from '../../db/schema/identity';
import type { AuthRequestInput } from '../../modules/oauth/index';
import { allowedOrigins, allowedRedirectUris } from '../../modules/oauth/index';
import { allowFramingBy } from '../../plugins/framing';
import { cancelUrl, identityRef, recordCallback } from '../callback';
import { send } from '../store/ecom-replies';
import { html, Html, page } from '../html';
import { continuedCheckoutOf, plansCheckoutPath } from '../plans/plans-buyer';

export type AuthResult = { code: string } | { error: string; error_description: string };

/**
 * The result with the request's state echoed, as the client's parser reads it, plus the callback
 * type and status every hosted return carries (callback.ts).
 */
const paramsOf = (request: Pick<AuthRequestInput, 'state'>, result: AuthResult) => ({
  ...result,
  ...(request.state !== undefined ? { state: request.state } : {}),
  [CALLBACK_PARAMS.type]: 'AUTHORIZE',
  [CALLBACK_PARAMS.status]: statusOf(result),
});

const statusOf = (result: AuthResult): CallbackStatus => ('code' in result ? 'SUCCESS' : 'ERROR');

/** JSON inside a script element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * web_message: the SDK's hidden iframe waits for `{code, state}` (or `{error, …}`) from the page
 * (docs/protocol.md §5.4). The one hosted page with a script. Without a redirect URI the target is
 * any origin: the code is worthless to a page that lacks the PKCE verifier.
 */
function webMessagePage(request: AuthRequestInput, data: Record<string, string>): string {
  const target = request.redirectUri ? new URL(request.redirectUri).origin : '*';
  const script = `(window.opener || window.parent).postMessage(${scriptJson(data)}, ${scriptJson(target)});`;
  return page(
    'Signing in',
    html`<h1>Signing in…</h1>
      <p role="status">You can close this window.</p>
      <script>
        ${new Html(script)};
      </script>`,
  );
}

/**
 * Back to the client with a code or an error, in the request's response mode; the stored session
 * (none for a bare /oauth2/authorize with prompt=none) keeps how it ended.
 */
export async function deliver(
  reply: FastifyReply,
  request: AuthRequestInput,
  result: AuthResult,
  options: { status?: 302 | 303; sessionId?: string } = {},
) {
  if (options.sessionId)
    await recordCallback(
      reply.server.db,
      identityRef({ id: options.sessionId }),
      'AUTHORIZE',
      statusOf(result),
    );
  const params = paramsOf(request, result);
  const location = redirectUrlOf(request, params);
  if (!location) {
    // The silent login loads this page in the client's hidden iframe: its origins may frame it.
    const allowed = await allowedRedirectUris(reply.server.db, request.clientId);
    return send(
      allowFramingBy(reply, allowedOrigins(allowed)),
      200,
      webMessagePage(request, params),
    );
  }
  return reply
    .code(options.status ?? 303)
    .header('location', location)
    .header('cache-control', 'no-store')
    .send();
}

/** The redirect URI with the parameters in the response mode; none for web_message. */
function redirectUrlOf(request: AuthRequestInput, params: Record<string, string>) {
  if (request.responseMode === 'web_message' || !request.redirectUri) return undefined;
  const url = new URL(request.redirectUri);
  if (request.responseMode === 'query')
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  else url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

/**
 * The login page's way back without logging in, for an `auth` session (it has no postFlowUrl):
 * the OAuth answer for a refusal (`access_denied`, RFC 6749 §4.1.2.1) with a CANCELED status,
 * so the client can tell the visitor's choice from a failure.
 */
export function cancelLoginUrl(request: AuthRequestInput): string | undefined {
  const refusal = { error: 'access_denied', error_description: 'The visitor canceled the login' };
  const params = { ...paramsOf(request, refusal), [CALLBACK_PARAMS.status]: 'CANCELED' };
  return redirectUrlOf(request, params);
}

/**
 * The login page's link back: the plans checkout that asked for the login, the session's
 * postFlowUrl, else the client's redirect URI.
 */
export function loginBackHref(session: IdentityRedirectRow): string | undefined {
  const checkout = continuedCheckoutOf(session);
  if (checkout) return plansCheckoutPath(checkout);
  const back = cancelUrl(session.callbacks, 'AUTHORIZE');
  if (back || session.intent !== 'auth') return back;
  return cancelLoginUrl(session.payload as unknown as AuthRequestInput);
}
