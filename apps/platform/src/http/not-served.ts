import { PlatformErrorCode } from '@headless/contract';
import type { App } from '../kernel/app-type';
import { notFound } from '../kernel/errors';

/**
 * Every `METHOD path` declared below, so the surface map (cli/route-verdicts.ts) does not count a
 * route that only answers No route as served. The paths are literals fixed in code, the same for
 * every app built.
 */
const declaredNotServed = new Set<string>();

export const isDeclaredNotServed = (method: string, path: string): boolean =>
  declaredNotServed.has(`${method} ${path}`);

/**
 * A literal path the official SDK sends for an operation this platform does not serve, declared so
 * that no route with a path parameter beside it takes it for an id (`GET …/checkouts/{id}` read
 * `mark-checkout-as-completed-and-redirect-to-url` as a checkout's id): it answers what any unknown
 * path answers, 404 NOT_FOUND "No route …". Hidden from /openapi.json.
 */
export function notServed(app: App, method: 'GET' | 'POST', url: string): void {
  declaredNotServed.add(`${method} ${url}`);
  app.route({
    method,
    url,
    schema: { hide: true },
    handler: () => {
      throw notFound(PlatformErrorCode.notFound, `No route ${method} ${url}`);
    },
  });
}
