import type { App } from '../kernel/app-type';

/** The one place time comes from, so tests can move it (`vi.spyOn(app.clock, 'now')`). */
export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export function clockPlugin(app: App, clock?: Clock): void {
  // A fresh object per app, so stubbing one app's clock leaves the others alone.
  app.decorate('clock', clock ?? { now: () => new Date() });
}
