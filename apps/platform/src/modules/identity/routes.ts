import {
  ChangePasswordRequest,
  EmptyResponse,
  LoginRequest,
  RecoverRequest,
  RegisterRequest,
  ResendRequest,
  SendRecoveryEmailRequest,
  SignOnRequest,
  SignOnResponse,
  StateMachineResponse,
  VerifyRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { clientAddressOf } from '../../http/client-address';
import { publicOriginOf } from '../../http/public-origin';
import { requireMember } from '../../http/require-member';
import { ownerOnly } from '../../http/require-owner';
import { login, register } from './login/login';
import { logoutRoute } from './routes-logout';
import { membersAuthRoutes } from './routes-members-auth';
import { currentMemberRoute, deleteMyMemberRoute } from './routes-current-member';
import { changePassword, recoverPassword, sendRecoveryEmail } from './login/recovery';
import { signOn } from './login/sessions';
import { verificationRoutes } from './routes-verification';
import { resendCode, verifyCode } from './login/verify';

const AUTHN = '/iam/authentication';
const both = (path: string) => [path, `/_api${path}`] as const;

/**
 * Members' identity calls (docs/protocol.md §2.8, §5.4), each on its documented path and `/_api`
 * alias.
 */
export default async function identityRoutes(app: App): Promise<void> {
  const state = { response: { 200: StateMachineResponse } };
  routeWithAliases(app, {
    method: 'POST',
    paths: both(`${AUTHN}/v2/register`),
    schema: { body: RegisterRequest, ...state },
    handler: (request) => register(app.db, request.caller.siteId, request.body, request.caller.now),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: both(`${AUTHN}/v2/login`),
    schema: { body: LoginRequest, ...state },
    handler: (request) =>
      login(
        app.db,
        request.caller.siteId,
        request.body,
        clientAddressOf(request),
        request.caller.now,
      ),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: both('/iam/verification/v1/auth/verify'),
    schema: { body: VerifyRequest, ...state },
    handler: (request) =>
      verifyCode(app.db, request.caller.siteId, request.body, request.caller.now),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: both('/iam/verification/v1/auth/resend'),
    schema: { body: ResendRequest, response: { 200: EmptyResponse } },
    handler: (request) =>
      resendCode(app.db, request.caller.siteId, request.body, request.caller.now),
  });
  accountRoutes(app);
  verificationRoutes(app);
  logoutRoute(app);
  currentMemberRoute(app);
  deleteMyMemberRoute(app);
  membersAuthRoutes(app);
}

function accountRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: both('/iam/recovery/v1/send-email'),
    schema: { body: SendRecoveryEmailRequest, response: { 200: EmptyResponse } },
    handler: (request) =>
      sendRecoveryEmail(app.db, request.caller, request.body, publicOriginOf(request)),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: both('/iam/recovery/v1/recover'),
    schema: { body: RecoverRequest, response: { 200: EmptyResponse } },
    handler: async (request) => {
      await recoverPassword(app.db, request.caller.siteId, request.body, request.caller.now);
      return {};
    },
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: both(`${AUTHN}/v2/change-password`),
    schema: { body: ChangePasswordRequest, response: { 200: EmptyResponse } },
    handler: (request) =>
      changePassword(app.db, request.caller, requireMember(request), request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: both(`${AUTHN}/v2/sign-on`),
    schema: { body: SignOnRequest, response: { 200: SignOnResponse } },
    preValidation: ownerOnly,
    handler: (request) => signOn(app.db, request.caller, request.body),
  });
}
