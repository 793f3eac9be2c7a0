import { PlatformErrorCode } from '@headless/contract';
import type { App } from '../kernel/app-type';
import { applicationEnvelope } from '../http/envelope';
import { sendError, type ErrorPage } from './error-handler';

interface KnownRoute {
  method: string;
  pattern: RegExp;
}

/** Fastify route syntax to a matcher: `:param` is one segment, `*` is the rest of the path. */
export function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * 404 for an unknown path, 405 when the path exists for other methods (with an Allow header); as a
 * page for a browser asking for a hosted page (`errorPage`).
 */
export function notFoundPlugin(app: App, errorPage?: ErrorPage): void {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    // CORS answers OPTIONS on every path; counting it would turn every 404 into a 405.
    if (route.url === '*') return;
    for (const method of [route.method].flat()) {
      if (method !== 'OPTIONS') routes.push({ method, pattern: routePattern(route.url) });
    }
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    if (allowed.length && !allowed.includes(request.method)) {
      const message = `Method ${request.method} is not allowed on ${path}`;
      reply.header('allow', allowed.join(', '));
      const body = applicationEnvelope(PlatformErrorCode.methodNotAllowed, message);
      return sendError(reply, request, 405, body, errorPage);
    }
    const message = `No route ${request.method} ${path}`;
    const body = applicationEnvelope(PlatformErrorCode.notFound, message);
    return sendError(reply, request, 404, body, errorPage);
  });
}
