import type {
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../kernel/app-type';

type ZodRouteOptions<S extends FastifySchema> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  S,
  ZodTypeProvider,
  FastifyBaseLogger
>;

export type AliasedRoute<S extends FastifySchema> = Omit<ZodRouteOptions<S>, 'url' | 'schema'> & {
  /** The documented path first, then every alias the official SDK sends (docs/protocol.md §2). */
  paths: readonly [string, ...string[]];
  schema: S;
};

/** One handler on several paths; only the documented one appears in /openapi.json. */
export function routeWithAliases<S extends FastifySchema>(app: App, route: AliasedRoute<S>): void {
  const { paths, schema, ...rest } = route;
  paths.forEach((url, index) => {
    const routeSchema = index === 0 ? schema : { ...schema, hide: true };
    app.route<RouteGenericInterface, unknown, S>({ ...rest, url, schema: routeSchema });
  });
}
