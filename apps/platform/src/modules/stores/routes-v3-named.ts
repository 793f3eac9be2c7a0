import {
  CountV3Request,
  CountV3Response,
  GetNamedV3Params,
  QueryNamedV3Request,
  V3NamedEntity,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { complexGetRoute } from '../../http/complex-get';
import type { App } from '../../kernel/app-type';
import { namedAt } from './v3/paths';
import { countNamedV3, getNamedV3, queryNamedV3, type NamedKind } from './v3/named';

/**
 * Catalog V3 brands and ribbons, read side (v3/named.ts): query and get, as the products carry
 * them, and their count. Their answers name the entity as the platform does (`brands`, `brand`; `ribbons`, `ribbon`).
 */
const pagingMetadata = z.object({
  count: z.number().int(),
  cursors: z.object({ next: z.string().optional(), prev: z.string().optional() }),
  hasNext: z.boolean(),
});

function routesOf(app: App, kind: NamedKind): void {
  const plural = `${kind}s`;
  complexGetRoute(app, {
    paths: namedAt(kind, `/${plural}/query`),
    request: QueryNamedV3Request,
    response: z.object({ [plural]: z.array(V3NamedEntity), pagingMetadata }),
    handler: async (request, input) => {
      const { items, pagingMetadata } = await queryNamedV3(app.db, request.caller, kind, input);
      return { [plural]: items, pagingMetadata };
    },
  });
  complexGetRoute(app, {
    paths: namedAt(kind, `/${plural}/count`),
    request: CountV3Request,
    response: CountV3Response,
    handler: (request, input) => countNamedV3(app.db, request.caller, kind, input.filter),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: namedAt(kind, `/${plural}/:id`),
    schema: { params: GetNamedV3Params, response: { 200: z.object({ [kind]: V3NamedEntity }) } },
    handler: async (request) => ({
      [kind]: await getNamedV3(app.db, request.caller, kind, request.params.id),
    }),
  });
}

export function namedRoutes(app: App): void {
  routesOf(app, 'brand');
  routesOf(app, 'ribbon');
}
