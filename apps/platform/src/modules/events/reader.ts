import type { FastifyRequest } from 'fastify';
import type { App } from '../../kernel/app-type';
import type { EventFieldset } from '@headless/contract';
import { getEvent, type Reader } from './service';

/** The caller as a reader, at the app's clock. */
export const readerOf = (app: App, request: FastifyRequest): Reader => ({
  siteId: request.auth.siteId,
  identity: request.auth.identity,
  now: app.clock.now(),
});

/** The event as the caller now sees it, with the field sets asked for: an EventResponse. */
export async function eventReply(
  app: App,
  request: FastifyRequest,
  by: { id: string } | { slug: string },
  fields?: EventFieldset[],
) {
  return { event: await getEvent(app.db, readerOf(app, request), by, fields) };
}
