import type { FastifyReply } from 'fastify';
import type { IdentityRedirectRow, MemberRow } from '../../db/schema/identity';
import type { App } from '../../kernel/app-type';
import { spendSessionToken } from '../../modules/identity/index';
import { createSecret, findLiveSecret, findMember } from '../../modules/members/index';
import type { AuthRequestInput } from '../../modules/oauth/index';
import { send } from '../store/ecom-replies';
import { html, page } from '../html';
import { deliver } from './login-deliver';

// The consent and select_account screens of an `auth` redirect session (docs/protocol.md §3.7
// prompt, OpenID Connect's prompt values). The platform keeps no browser session of its own, so the
// member behind a screen travels as a one-time session token in the form.

const authOf = (session: IdentityRedirectRow) => session.payload as unknown as AuthRequestInput;

/** The member a session token names, without spending it (the chooser only shows who it is). */
async function peekMember(app: App, siteId: string, token: string | undefined) {
  const row = token && (await findLiveSecret(app.db, 'session', token, app.clock.now(), siteId));
  return row ? findMember(app.db, siteId, row.memberId) : undefined;
}

/** prompt=select_account: continue as the member of the request's session token, or log in. */
export async function accountChooser(app: App, session: IdentityRedirectRow) {
  const member = await peekMember(app, session.siteId, authOf(session).sessionToken);
  if (!member) return undefined;
  return page(
    'Choose an account',
    html`<h1>Choose an account</h1>
      <form method="post" action="/hosted/login/${session.id}">
        <button type="submit" name="action" value="continue">Continue as ${member.email}</button>
      </form>
      <p class="switch">
        <a href="/hosted/login/${session.id}?mode=login">Use another account</a>
      </p>`,
  );
}

/** The chooser's Continue: the request's session token logs its member in, once. */
export function continueAs(app: App, session: IdentityRedirectRow) {
  return spendSessionToken(app.db, session.siteId, authOf(session).sessionToken, app.clock.now());
}

/** prompt=consent: after login, the member allows or denies the app before any code is issued. */
export async function consentPage(
  app: App,
  reply: FastifyReply,
  session: IdentityRedirectRow,
  member: MemberRow,
) {
  const grant = await createSecret(
    app.db,
    { siteId: session.siteId, memberId: member.id, kind: 'session' },
    app.clock.now(),
  );
  const body = html`<h1>Allow access?</h1>
    <p>
      The app <strong>${authOf(session).clientId}</strong> asks to act for ${member.email} on this
      site (${authOf(session).scope}).
    </p>
    <form method="post" action="/hosted/login/${session.id}">
      <input type="hidden" name="grant" value="${grant}" />
      <button type="submit" name="action" value="allow">Allow</button>
      <button type="submit" name="action" value="deny">Deny</button>
    </form>`;
  return send(reply, 200, page('Allow access?', body));
}

/** The consent screen's answer: Allow goes on with the member; Deny tells the client so. */
export async function consentAnswer(
  app: App,
  reply: FastifyReply,
  session: IdentityRedirectRow,
  values: { action?: string; grant?: string },
): Promise<MemberRow | 'answered'> {
  const member = await spendSessionToken(app.db, session.siteId, values.grant, app.clock.now());
  if (member && values.action === 'allow') return member;
  const error = member
    ? { error: 'access_denied', error_description: 'The member denied access' }
    : { error: 'login_required', error_description: 'The consent expired: log in again' };
  await deliver(reply, authOf(session), error, { sessionId: session.id });
  return 'answered';
}
