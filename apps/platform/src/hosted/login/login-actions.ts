import { IdentityErrorCode, type StateMachineResponse } from '@headless/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityRedirectRow, MemberRow } from '../../db/schema/identity';
import type { App } from '../../kernel/app-type';
import { DomainError, RequestValidationError } from '../../kernel/errors';
import { clientAddressOf } from '../../http/client-address';
import {
  login,
  register,
  resendCode,
  spendSessionToken,
  verifyCode,
} from '../../modules/identity/index';
import type { AuthRequestInput } from '../../modules/oauth/index';
import { issueAuthorizationCode } from '../../modules/oauth/index';
import { identityRef, recordCallback, returnTo } from '../callback';
import { messagePage } from '../bookings/checkout-view';
import { send } from '../store/ecom-replies';
import { deliver, loginBackHref } from './login-deliver';
import { consentAnswer, consentPage, continueAs } from './login-prompts';
import { loginPage, type Errors, type Mode, type Values } from './login-view';
import { continueCheckoutAs, continuedCheckoutOf } from '../plans/plans-buyer';

interface Ctx {
  app: App;
  reply: FastifyReply;
  session: IdentityRedirectRow;
  values: Values;
}

const render = (
  c: Ctx,
  status: number,
  mode: Mode,
  extra: { errors?: Errors; alert?: string; notice?: string } = {},
) =>
  send(
    c.reply,
    status,
    loginPage({
      sessionId: c.session.id,
      mode,
      values: c.values,
      backHref: loginBackHref(c.session),
      ...extra,
    }),
  );

/**
 * Logged in: an `auth` session goes back to its client with a code (after the consent screen when
 * the request asked for one), a login started by a plans checkout back to that checkout, any
 * other `login` to postFlowUrl.
 */
export async function finish(c: Ctx, member: MemberRow, consented = false) {
  const { app, session } = c;
  if (session.intent === 'auth') {
    const request = session.payload as unknown as AuthRequestInput;
    if (request.prompt === 'consent' && !consented)
      return consentPage(app, c.reply, session, member);
    const code = await issueAuthorizationCode(
      app.db,
      session.siteId,
      member.id,
      request,
      app.clock.now(),
    );
    return deliver(c.reply, request, { code }, { sessionId: session.id });
  }
  if (continuedCheckoutOf(session)) return continueCheckoutAs(app, c.reply, session, member);
  const target = session.callbacks.postFlowUrl;
  const outcome = { type: 'AUTHORIZE', status: 'SUCCESS' } as const;
  if (target) return returnTo(c.reply, identityRef(session), target, outcome);
  await recordCallback(app.db, identityRef(session), 'AUTHORIZE', 'SUCCESS');
  return send(c.reply, 200, messagePage('You are logged in', `Welcome back, ${member.email}.`));
}

async function onAnswer(c: Ctx, answer: StateMachineResponse) {
  const email = answer.identity?.email.address ?? c.values.email ?? '';
  if (answer.state === 'REQUIRE_EMAIL_VERIFICATION') {
    c.values = { email, stateToken: answer.stateToken ?? '' };
    return render(c, 200, 'verify', { notice: `We sent a six-digit code to ${email}.` });
  }
  if (answer.state === 'REQUIRE_MFA') {
    c.values = { email, stateToken: answer.stateToken ?? '' };
    return render(c, 200, 'mfa', { notice: `We sent a login code to ${email}.` });
  }
  if (answer.state === 'REQUIRE_OWNER_APPROVAL')
    return send(
      c.reply,
      200,
      messagePage(
        'Waiting for approval',
        'The site owner must approve your membership before you can log in.',
      ),
    );
  const member = await spendSessionToken(
    c.app.db,
    c.session.siteId,
    answer.sessionToken,
    c.app.clock.now(),
  );
  if (answer.state !== 'SUCCESS' || !member)
    return render(c, 403, 'login', {
      alert: 'This account cannot log in. Contact the site owner.',
    });
  return finish(c, member);
}

const FIELD_OF: Record<string, string> = { 'loginId.email': 'email', password: 'password' };

/** Errors next to their fields where they belong to one, else announced at the top. */
function failed(c: Ctx, mode: Mode, error: DomainError) {
  if (error instanceof RequestValidationError) {
    const errors = Object.fromEntries(
      error.fieldViolations.map((v) => [
        FIELD_OF[v.field] ?? v.field,
        `${v.field === 'password' ? 'Password' : 'Email'} ${v.description}`,
      ]),
    );
    return render(c, 400, mode, { errors });
  }
  if (error.code === IdentityErrorCode.emailAlreadyExists)
    return render(c, 400, mode, {
      errors: { email: 'An account with this email already exists: log in instead' },
    });
  if (error.code === IdentityErrorCode.verificationFailed)
    return render(c, 400, 'verify', { errors: { code: error.description } });
  if (error.code === IdentityErrorCode.invalidStateToken)
    return render(c, 400, 'login', {
      alert: 'The code expired or was used. Log in again for a new one.',
    });
  return render(c, 400, mode, { alert: error.description });
}

async function attempt(c: Ctx, mode: Mode, step: () => Promise<StateMachineResponse>) {
  try {
    return await onAnswer(c, await step());
  } catch (error) {
    if (error instanceof DomainError) return failed(c, mode, error);
    throw error;
  }
}

/** The consent and account-chooser buttons (login-prompts.ts). */
async function handlePromptPost(c: Ctx) {
  if (c.values.action === 'continue') {
    const member = await continueAs(c.app, c.session);
    if (member) return finish(c, member);
    return render(c, 400, 'login', { alert: 'That account session has ended: log in.' });
  }
  const answer = await consentAnswer(c.app, c.reply, c.session, c.values);
  return answer === 'answered' ? c.reply : finish(c, answer, true);
}

const PROMPT_ACTIONS = new Set(['continue', 'allow', 'deny']);

/** One POST of the hosted login form; `action` is the pressed button (Enter means its first). */
export function handleLoginPost(c: Ctx, request: FastifyRequest) {
  const { app, session, values } = c;
  const [db, siteId, now] = [app.db, session.siteId, app.clock.now()];
  const loginId = { email: values.email ?? '' };
  if (session.intent === 'auth' && PROMPT_ACTIONS.has(values.action ?? ''))
    return handlePromptPost(c);
  switch (values.action) {
    case 'register':
      return attempt(c, 'register', () =>
        register(
          db,
          siteId,
          {
            loginId,
            password: values.password,
            profile: { firstName: values.firstName, lastName: values.lastName },
          },
          now,
        ),
      );
    case 'verify':
      return attempt(c, 'verify', () =>
        verifyCode(db, siteId, { code: values.code, stateToken: values.stateToken }, now),
      );
    case 'resend':
      return resendCode(db, siteId, { stateToken: values.stateToken }, now).then(
        () =>
          render(c, 200, 'verify', { notice: `We sent a new code to ${values.email ?? 'you'}.` }),
        (error: unknown) =>
          error instanceof DomainError ? failed(c, 'verify', error) : Promise.reject(error),
      );
    case undefined:
    default:
      return attempt(c, 'login', () =>
        login(db, siteId, { loginId, password: values.password }, clientAddressOf(request), now),
      );
  }
}
