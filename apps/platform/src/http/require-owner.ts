import { PlatformErrorCode } from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../kernel/app-type';
import { forbidden } from '../kernel/errors';

/**
 * Writes are an ADMIN's: the site owner (an API key) or an app with its client_credentials token,
 * as the real platform lets an app with permissions make owner calls. Visitors and members: 403.
 */
export function requireOwner(request: FastifyRequest): void {
  if (request.auth.role === 'ADMIN') return;
  throw forbidden(
    PlatformErrorCode.forbidden,
    'Only the site owner may do this: call with an API key (Authorization + wix-site-id) or an app token',
    { identityType: request.auth.identity.type, role: request.auth.role },
  );
}

/**
 * `requireOwner` as a preValidation hook: checked before the body, so a visitor or member learns
 * nothing from validation (403 first).
 */
export const ownerOnly = async (request: FastifyRequest): Promise<void> => requireOwner(request);

/**
 * Registers `routes` where every route is the owner's: `ownerOnly` declared once for them all,
 * and run after the hooks `app` already has (its platform app's guard), as on each route.
 */
export async function ownerScope(app: App, routes: (owner: App) => void): Promise<void> {
  await app.register(async (owner: App) => {
    owner.addHook('preValidation', ownerOnly);
    routes(owner);
  });
}
