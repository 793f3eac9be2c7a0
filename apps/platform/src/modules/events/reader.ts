import type { FastifyRequest } from 'fastify';
import type { App } from '../../kernel/app-type';
import type { Reader } from './service';

/** The caller as a reader, at the app's clock. */
export const readerOf = (app: App, request: FastifyRequest): Reader => ({
  siteId: request.auth.siteId,
  identity: request.auth.identity,
  now: app.clock.now(),
});
