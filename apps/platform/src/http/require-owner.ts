import { PlatformErrorCode, type PlatformApp } from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../kernel/app-type';
import { forbidden } from '../kernel/errors';
import { guardApp } from './require-app';

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

/*
 * Where the owner's guard goes (modules/README.md, "The parts"): on the plugin when all its routes
 * are the owner's (`guardOwner`); on a scope for a group of owner routes beside routes others may
 * call (`ownerScope`); on the route itself only for a lone owner route among those
 * (`preValidation: ownerOnly`).
 */

/**
 * Every route of `app` is the owner's: `ownerOnly` first, so a visitor learns nothing from
 * validation (403 before 400), then the platform app when there is one.
 */
export function guardOwner(app: App, platformApp?: PlatformApp): void {
  app.addHook('preValidation', ownerOnly);
  if (platformApp) guardApp(app, platformApp);
}

/**
 * Registers `routes`, a group of the owner's among routes others may call, in a scope of their
 * own guarded by `guardOwner`: after the hooks `app` already has (its platform app's guard), as
 * `ownerOnly` on each route would be. Awaited, so the routes keep their place in /openapi.json.
 */
export async function ownerScope(app: App, routes: (owner: App) => void): Promise<void> {
  await app.register(async (owner: App) => {
    guardOwner(owner);
    routes(owner);
  });
}
