import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../kernel/app-type';
import { databaseUnavailable, sendEnvelope } from './error-handler';

/**
 * Healthy means able to serve: the database answers. Several instances may share one database (or
 * one embedded cluster that another instance owns), so "the process is up" is not enough.
 */
export function healthRoute(app: App): void {
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: the database does not answer');
        const { status, body } = databaseUnavailable();
        return sendEnvelope(reply, request, status, body);
      }
      return { status: 'ok' as const };
    },
  );
}
