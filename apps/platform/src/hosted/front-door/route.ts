import type { FastifyRequest } from 'fastify';
import type { App } from '../../kernel/app-type';
import { send } from '../store/ecom-replies';
import { frontDoorSites } from './query';
import { frontDoorPage } from './view';

/** A browser asks for HTML; API clients (curl's `*\/*`, the SDK's JSON) do not. */
function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '')
    .split(',')
    .some((type) => type.split(';')[0]?.trim().toLowerCase() === 'text/html');
}

/**
 * `GET /` in a browser: what this server is and where to look. Anything else keeps the JSON 404
 * envelope that every unknown path gets, so API clients see no change.
 */
export default async function frontDoorRoutes(app: App): Promise<void> {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    reply.header('vary', 'Accept');
    if (!wantsHtml(request)) return reply.callNotFound();
    return send(reply, 200, frontDoorPage(await frontDoorSites(app.db)));
  });
}
