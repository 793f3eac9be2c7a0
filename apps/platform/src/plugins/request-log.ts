import type { FastifyRequest } from 'fastify';
import type { App } from '../kernel/app-type';
import { redactPath } from './redact-path';
import { RequestLogWriter, type RequestLogOptions } from './request-log-writer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inspector's request log; undefined when REQUEST_LOG=off. */
    requestLog: RequestLogWriter | undefined;
  }
}

/** Static files and the inspector itself would only drown the requests a developer looks for. */
const STATIC_FILE = /\.(?:ico|png|jpe?g|gif|svg|webp|css|js|map|txt|woff2?)$/i;

export function skipsLogging(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/inspector' || path.startsWith('/inspector/') || STATIC_FILE.test(path);
}

export function requestLogEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['off', 'false', '0', 'no'].includes((env.REQUEST_LOG ?? '').trim().toLowerCase());
}

function entryOf(request: FastifyRequest, status: number, durationMs: number) {
  return {
    // When the answer left, for the inspector's log: the wall time, like its duration.
    at: new Date(),
    // `auth` is set only when the auth hook resolved a caller.
    siteId: (request.auth as { siteId?: string } | null)?.siteId ?? null,
    method: request.method,
    path: redactPath(request.url),
    status,
    durationMs: Math.round(durationMs * 100) / 100,
    requestId: request.id,
  };
}

/** Records every answered request for the inspector without ever awaiting the database. */
export function requestLogPlugin(app: App, options: RequestLogOptions | false): void {
  const writer = options === false ? undefined : new RequestLogWriter(app.db, options);
  app.decorate('requestLog', writer);
  if (!writer) return;
  app.addHook('onResponse', (request, reply, done) => {
    if (!skipsLogging(request.url)) {
      writer.add(entryOf(request, reply.statusCode, reply.elapsedTime));
    }
    done();
  });
  app.addHook('onClose', () => writer.close());
}
