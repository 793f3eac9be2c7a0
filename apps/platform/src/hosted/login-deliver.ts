import { CALLBACK_PARAMS, type CallbackStatus } from '@headless/contract';
import type { FastifyReply } from 'fastify';
import type { AuthRequestInput } from '../modules/oauth/auth-request';
import { identityRef, recordCallback } from './callback';
import { send } from './ecom-replies';
import { html, Html, page } from './html';

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
  if (request.responseMode === 'web_message' || !request.redirectUri)
    return send(reply, 200, webMessagePage(request, params));
  const url = new URL(request.redirectUri);
  const encoded = new URLSearchParams(params).toString();
  if (request.responseMode === 'query')
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  else url.hash = encoded;
  return reply
    .code(options.status ?? 303)
    .header('location', url.toString())
    .header('cache-control', 'no-store')
    .send();
}
