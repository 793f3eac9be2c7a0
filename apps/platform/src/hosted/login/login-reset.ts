import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { DomainError, RequestValidationError } from '../../kernel/errors';
import { messagePage } from '../bookings/checkout-view';
import { redirect, send } from '../store/ecom-replies';
import { readValues } from '../events/events-form';
import { html, page } from '../html';
import { MAX_TOKEN_LENGTH } from '@headless/contract';
import { recoverPassword } from '../../modules/identity/index';
import { findLiveSecret } from '../../modules/members/index';
import { allowedRedirectUris, isAllowedRedirectUri } from '../../modules/oauth/index';

const params = z.object({ token: z.string().max(MAX_TOKEN_LENGTH) });

function resetPage(token: string, error?: string): string {
  return page(
    'Choose a new password',
    html`<h1>Choose a new password</h1>
      <form method="post" action="/hosted/login-reset/${token}" novalidate>
        <label for="password">New password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="new-password"
          aria-invalid="${error ? 'true' : 'false'}"
          aria-describedby="password-hint${error ? ' password-error' : ''}"
        />
        <p class="hint" id="password-hint">4 to 100 characters</p>
        ${error ? html`<p class="error" id="password-error">${error}</p>` : ''}
        <button type="submit">Save password</button>
      </form>`,
  );
}

const gone = messagePage(
  'Link expired',
  'This reset link is unknown, used or expired. Ask for a new one from the site.',
);

/** Only to a URL the client allows: the link travels by email, so it must not become a redirector. */
async function backTo(app: App, data: { redirectUrl?: string; clientId?: string }) {
  if (!data.redirectUrl || !data.clientId) return undefined;
  const allowed = await allowedRedirectUris(app.db, data.clientId);
  return isAllowedRedirectUri(allowed, data.redirectUrl) ? data.redirectUrl : undefined;
}

/** The page a recovery email links to (public: the one-time token in the URL is the capability). */
export default async function hostedResetRoutes(app: App): Promise<void> {
  const path = '/hosted/login-reset/:token';
  app.get(path, { schema: { params, hide: true } }, async (request, reply) => {
    const live = await findLiveSecret(app.db, 'recovery', request.params.token, app.clock.now());
    return live ? send(reply, 200, resetPage(request.params.token)) : send(reply, 410, gone);
  });

  app.post(path, { schema: { params, hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const { password } = readValues(request.body);
    try {
      const body = { recoveryToken: token, password };
      const { data } = await recoverPassword(app.db, undefined, body, app.clock.now());
      const target = await backTo(app, data);
      if (target) return redirect(reply, target);
      return send(reply, 200, messagePage('Password changed', 'You can log in with it now.'));
    } catch (error) {
      if (error instanceof RequestValidationError)
        return send(
          reply,
          400,
          resetPage(token, `Password ${error.fieldViolations[0]!.description}`),
        );
      if (error instanceof DomainError) return send(reply, 410, gone);
      throw error;
    }
  });
}
