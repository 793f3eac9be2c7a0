// Which requests the platform has a route for, asked of its own router (Fastify's findRoute: the
// same find-my-way lookup a request meets, `:param` segments and literal-over-parameter precedence
// included) without running a handler or touching a database. e2e/official-sdk's surface map
// (docs/sdk-coverage.md) reads these verdicts through route-match.ts.
import { buildApp } from '../app';
import { createDb } from '../db/client';
import { isDeclaredNotServed } from '../http/not-served';

export interface RouteRequest {
  method: string;
  path: string;
}

export interface RouteVerdict {
  /** A route answers this method on this path; `params` are what its `:param` segments took. */
  found: boolean;
  params: Record<string, string>;
  /** The methods with a route on this path (when `found` is false and this is not empty, a 405),
   * each with what its route's `:param` segments took. */
  allowed: { method: string; params: Record<string, string> }[];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** What a route's `:param` segments took (find-my-way types them as possibly undefined). */
function paramsOf(route: { params: Record<string, string | undefined> } | null) {
  const taken = Object.entries(route?.params ?? {}).filter(([, value]) => value !== undefined);
  return Object.fromEntries(taken) as Record<string, string>;
}

export async function routeVerdicts(requests: readonly RouteRequest[]): Promise<RouteVerdict[]> {
  // Never connected: building the app only registers its routes.
  const db = createDb('postgres://route-verdicts.invalid/none', { max: 1 });
  const app = await buildApp({ db, logger: false, requestLog: false });
  try {
    return requests.map(({ method, path }) => {
      // A literal that only answers No route (http/not-served.ts) is no route for the map either,
      // and no 405: the `:param` routes beside it that other methods reach are not its routes.
      if (isDeclaredNotServed(method, path)) return { found: false, params: {}, allowed: [] };
      const routeOf = (m: string) =>
        isDeclaredNotServed(m, path) ? null : app.findRoute({ method: m, url: path });
      const match = routeOf(method);
      const allowed = METHODS.flatMap((other) => {
        const route = routeOf(other);
        return route ? [{ method: other, params: paramsOf(route) }] : [];
      });
      return { found: match !== null, params: paramsOf(match), allowed };
    });
  } finally {
    await app.close();
    await db.$client.end();
  }
}
