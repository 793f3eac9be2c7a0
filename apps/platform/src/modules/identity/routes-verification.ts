import { EmptyResponse, MAX_ID_LENGTH, MAX_TOKEN_LENGTH } from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { requireMember } from '../../http/require-member';
import { checkCode, startVerification } from './login/verify';

const StartResponse = z.object({ verificationId: z.string().max(MAX_ID_LENGTH) });
const VerifyBody = z.looseObject({
  code: z.string().max(MAX_TOKEN_LENGTH).optional(),
  verificationId: z.string().max(MAX_ID_LENGTH).optional(),
});

/**
 * The member's own email verification outside a login (docs/protocol.md §2.8 `verification.start`):
 * start mails a code, verify spends it. Both for members only.
 */
export function verificationRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/iam/verification/v1/start', '/_api/iam/verification/v1/start'],
    schema: { body: z.looseObject({}).nullish(), response: { 200: StartResponse } },
    handler: (request) => startVerification(app.db, request.caller, requireMember(request)),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/iam/verification/v1/verify', '/_api/iam/verification/v1/verify'],
    schema: { body: VerifyBody, response: { 200: EmptyResponse } },
    handler: async (request) => {
      const memberId = requireMember(request);
      const { code, verificationId: stateToken } = request.body;
      await checkCode(
        app.db,
        request.caller.siteId,
        { code, stateToken },
        request.caller.now,
        memberId,
      );
      return {};
    },
  });
}
