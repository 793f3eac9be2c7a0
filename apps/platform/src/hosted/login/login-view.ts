import { html, Html, page } from '../html';

export type Mode = 'login' | 'register' | 'verify' | 'mfa';
export type Values = Record<string, string>;
export type Errors = Record<string, string>;

export interface LoginView {
  sessionId: string;
  mode: Mode;
  values?: Values;
  errors?: Errors;
  /** A problem not tied to one field (wrong password, lockout). */
  alert?: string;
  /** Good news to announce (a code was sent). */
  notice?: string;
  /** The page's way back to the site without logging in (`loginBackHref`). */
  backHref?: string | undefined;
}

const CSS = `.switch{margin-top:1.5rem}.notice{padding:.75rem 1rem;border-radius:8px;background:var(--accent-soft);margin-bottom:1rem}`;

function field(
  v: LoginView,
  name: string,
  label: string,
  attrs: { type?: string; autocomplete: string; hint?: string },
): Html {
  const error = v.errors?.[name];
  const described = [attrs.hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  const value = attrs.type === 'password' ? '' : (v.values?.[name] ?? '');
  return html`<label for="${name}">${label}</label>
    <input
      id="${name}"
      name="${name}"
      type="${attrs.type ?? 'text'}"
      value="${value}"
      autocomplete="${attrs.autocomplete}"
      aria-invalid="${error ? 'true' : 'false'}"
      ${new Html(described ? `aria-describedby="${described}"` : '')}
    />
    ${attrs.hint ? html`<p class="hint" id="${name}-hint">${attrs.hint}</p>` : ''}
    ${error ? html`<p class="error" id="${name}-error">${error}</p>` : ''}`;
}

const FORMS: Record<Mode, (v: LoginView) => Html> = {
  login: (v) =>
    html`${field(v, 'email', 'Email', { type: 'email', autocomplete: 'email' })}
      ${field(v, 'password', 'Password', { type: 'password', autocomplete: 'current-password' })}
      <button type="submit" name="action" value="login">Log in</button>
      <p class="switch">
        New here? <a href="/hosted/login/${v.sessionId}?mode=register">Create an account</a>
      </p>`,
  register: (v) =>
    html`${field(v, 'email', 'Email', { type: 'email', autocomplete: 'email' })}
      ${field(v, 'password', 'Password', { type: 'password', autocomplete: 'new-password', hint: '4 to 100 characters' })}
      ${field(v, 'firstName', 'First name (optional)', { autocomplete: 'given-name' })}
      ${field(v, 'lastName', 'Last name (optional)', { autocomplete: 'family-name' })}
      <button type="submit" name="action" value="register">Create account</button>
      <p class="switch">Have an account? <a href="/hosted/login/${v.sessionId}">Log in</a></p>`,
  verify: (v) =>
    html`<input type="hidden" name="stateToken" value="${v.values?.stateToken ?? ''}" />
      <input type="hidden" name="email" value="${v.values?.email ?? ''}" />
      ${field(v, 'code', 'Verification code', { autocomplete: 'one-time-code', hint: 'Six digits, from the email (see the mail outbox at /hosted/mail)' })}
      <button type="submit" name="action" value="verify">Verify</button>
      <button type="submit" name="action" value="resend" formnovalidate>Send a new code</button>`,
  // The second factor is a code by email too: the same form, verified the same way.
  mfa: (v) => FORMS.verify(v),
};

const TITLES: Record<Mode, string> = {
  login: 'Log in',
  register: 'Create an account',
  verify: 'Verify your email',
  mfa: 'Enter your login code',
};

/** The hosted login: plain labelled controls, errors next to their fields, alerts announced. */
export function loginPage(v: LoginView): string {
  return page(
    TITLES[v.mode],
    html`<h1>${TITLES[v.mode]}</h1>
      ${v.alert ? html`<div class="alert" role="alert">${v.alert}</div>` : ''}
      ${v.notice ? html`<div class="notice" role="status">${v.notice}</div>` : ''}
      <form method="post" action="/hosted/login/${v.sessionId}" novalidate>
        ${FORMS[v.mode](v)}
      </form>`,
    CSS,
    v.backHref,
  );
}
