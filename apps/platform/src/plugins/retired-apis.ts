import { PlatformErrorCode } from '@headless/contract';
import type { App } from '../kernel/app-type';
import { applicationEnvelope } from '../http/envelope';
import {
  isRemoved,
  RETIRED_APIS,
  removalMessage,
  retiredApiOf,
  retirementHeaders,
  type RetiredApi,
  type RetiredApisMode,
} from '../http/retired-apis';
import { sendEnvelope } from './error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes of a retired generation (http/retired-apis.ts), once, as they register. */
    retiredApi?: RetiredApi;
  }
}

/**
 * Marks each route of a retired generation as it registers (modules' routes stay as they are),
 * then gives its answers, errors included, the retirement headers; with `refuse`, a call past
 * the removal date (by the app's clock, so tests can move it) gets 404 before any other work.
 * The real platform's reference says the generations "will be removed" but not what a call gets
 * afterwards, so the refusal is this platform's: the error envelope naming the successor.
 */
/** Written once per generation: the cart's hot paths among them answer thousands a second. */
const HEADERS = new Map(RETIRED_APIS.map((api) => [api, retirementHeaders(api)]));

export function retiredApisPlugin(app: App, mode: RetiredApisMode = 'serve'): void {
  app.addHook('onRoute', (route) => {
    const api = retiredApiOf(route.url);
    if (api) route.config = { ...route.config, retiredApi: api };
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const api = request.routeOptions.config.retiredApi;
    if (api) reply.headers(HEADERS.get(api)!);
    done(null, payload);
  });

  // Serving (the default) adds no per-request work beyond the headers.
  if (mode !== 'refuse') return;
  app.addHook('onRequest', (request, reply, done) => {
    const api = request.routeOptions.config.retiredApi;
    if (!api || !isRemoved(api, app.clock.now())) return done();
    const body = applicationEnvelope(PlatformErrorCode.apiRemoved, removalMessage(api), {
      api: api.name,
      removedOn: api.removal,
      successor: api.successor,
      successorDocs: api.successorDocs,
    });
    request.log.info(`request refused: 404 ${PlatformErrorCode.apiRemoved} (${api.name})`);
    sendEnvelope(reply, request, 404, body);
  });
}
