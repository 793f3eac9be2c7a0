import type { App } from '../kernel/app-type';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export function dbPlugin(app: App, db: Db): void {
  app.decorate('db', db);
}
