import type { FastifyRequest } from 'fastify';
import type { App } from '../../kernel/app-type';
import type { EventFieldset } from '@headless/contract';
import { getEvent } from './service';

/** The event as the caller now sees it, with the field sets asked for: an EventResponse. */
export async function eventReply(
  app: App,
  request: FastifyRequest,
  by: { id: string } | { slug: string },
  fields?: EventFieldset[],
) {
  return { event: await getEvent(app.db, request.caller, by, fields) };
}
