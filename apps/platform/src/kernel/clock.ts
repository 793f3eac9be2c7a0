/**
 * Where "now" comes from: an app's `app.clock` (plugins/clock.ts), the CLI's and the webhook
 * dispatcher's. Tests pass their own or stub one (`vi.spyOn(app.clock, 'now')`).
 */
export interface Clock {
  now(): Date;
}

/**
 * The system clock: the one place the platform reads the wall time as "now". A fresh object per
 * call, so stubbing one user's clock leaves the others alone.
 */
export function systemClock(): Clock {
  return { now: () => new Date() };
}
