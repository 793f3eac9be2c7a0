import { PlatformErrorCode } from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/** Writes are the site owner's (an API key); visitors and members may only read (403). */
export function requireOwner(request: FastifyRequest): void {
  if (request.auth.identity.type === 'WIX_USER') return;
  throw forbidden(
    PlatformErrorCode.forbidden,
    'Only the site owner may do this: call with an API key (Authorization + wix-site-id)',
    { identityType: request.auth.identity.type },
  );
}
