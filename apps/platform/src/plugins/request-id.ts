import { randomUUID } from 'node:crypto';
import type { App } from '../kernel/app-type';

/** Wix's request id header (docs/protocol.md §1.5); the SDK reads it from every failed response. */
export const REQUEST_ID_HEADER = 'x-wix-request-id';

export const genReqId = (): string => randomUUID();

/** Registered first, so even a CORS preflight or an early 404 carries the id. */
export function requestIdPlugin(app: App): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
