import type { App } from '../kernel/app-type';
import { systemClock, type Clock } from '../kernel/clock';

export type { Clock } from '../kernel/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one place time comes from, so tests can move it (`vi.spyOn(app.clock, 'now')`). */
    clock: Clock;
  }
}

export function clockPlugin(app: App, clock?: Clock): void {
  // A fresh object per app, so stubbing one app's clock leaves the others alone.
  app.decorate('clock', clock ?? systemClock());
}
