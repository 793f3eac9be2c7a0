import type { Db } from '../db/client';
import { systemClock, type Clock } from '../kernel/clock';
import { attemptDelivery } from './attempt';
import { claimDueDeliveries, type ClaimedDelivery } from './claim';
import { fanOutAll } from './fan-out';
import { listenForEvents, type Logger } from './listener';
import type { WebhookSettings } from './settings';

export interface DispatcherOptions {
  db: Db;
  /** For the LISTEN connection. */
  databaseUrl: string;
  settings: WebhookSettings;
  log: Logger;
  /** When each attempt is signed (its `iat`); the system clock unless given. */
  clock?: Clock;
}

export interface Dispatcher {
  /**
   * One deterministic pass for tests and tools: fan out everything recorded, send what is due
   * (again while sends make more deliveries due), wait for the sends.
   */
  runOnce(): Promise<{ fannedOut: number; sent: number }>;
  /** LISTEN plus the poll timer; passes run whenever either fires. */
  start(): void;
  stop(): Promise<void>;
}

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  return new WebhookDispatcher(options);
}

/**
 * The webhook dispatcher of one instance. Every step is safe to run in several instances at once:
 * the database decides who fans out and who sends what (fan-out.ts, claim.ts), so nothing here
 * needs to be shared between processes.
 */
class WebhookDispatcher implements Dispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  private stopListening: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private lastPassAt = 0;
  private readonly clock: Clock;

  constructor(private readonly options: DispatcherOptions) {
    this.clock = options.clock ?? systemClock();
  }

  async runOnce() {
    let fannedOut = 0;
    let sent = 0;
    const seen = new Set<number>();
    // Goes on while new deliveries become due (a batch, or an entity's next event); a retry that
    // is already due again is sent but does not extend the pass, so a pass always ends.
    for (;;) {
      const step = await this.pass(() => undefined);
      fannedOut += step.fannedOut;
      sent += step.claimed.length;
      await Promise.all([...this.inFlight]);
      const fresh = step.claimed.filter((id) => !seen.has(id));
      for (const id of step.claimed) seen.add(id);
      if (!fresh.length) return { fannedOut, sent };
    }
  }

  start(): void {
    this.stopped = false;
    this.stopListening = listenForEvents(this.options.databaseUrl, this.wake, this.options.log);
    this.timer = setInterval(this.wake, this.options.settings.pollMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.stopListening?.();
    await this.running;
    await Promise.all([...this.inFlight]);
  }

  /** Coalesces wake-ups (notifications, the timer, finished sends) into one loop of passes. */
  private readonly wake = (): void => {
    if (this.stopped) return;
    this.again = true;
    if (this.running) return;
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  };

  private async loop(): Promise<void> {
    while (this.again && !this.stopped) {
      await this.spaceFromLastPass();
      if (this.stopped) return;
      this.again = false;
      // Pacing, not "now": elapsed wall time between passes, whatever a test does to the clock.
      this.lastPassAt = Date.now();
      try {
        const { fannedOut, claimed } = await this.pass(this.wake);
        // Found work: look again after the spacing. Writers that commit while another one's
        // notification is on its way do not notify (migration 0027); this pass may predate them.
        if (fannedOut || claimed.length) this.again = true;
      } catch (err) {
        this.options.log.error({ err }, 'webhook dispatch pass failed; retrying on the next tick');
      }
    }
  }

  private async spaceFromLastPass(): Promise<void> {
    const wait = this.lastPassAt + this.options.settings.passSpacingMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /** Fans out, then claims only what fits in the concurrency budget; sends run on their own. */
  private async pass(onDone: () => void): Promise<{ fannedOut: number; claimed: number[] }> {
    const { db, settings } = this.options;
    const fannedOut = await fanOutAll(db, settings.fanOutBatch);
    const budget = settings.concurrency - this.inFlight.size;
    const claimed = await claimDueDeliveries(db, budget, settings.leaseMs, this.clock.now());
    for (const delivery of claimed) this.launch(delivery, onDone);
    return { fannedOut, claimed: claimed.map((d) => d.id) };
  }

  private launch(delivery: ClaimedDelivery, onDone: () => void): void {
    const { db, settings, log } = this.options;
    const task = attemptDelivery(db, delivery, settings, log, this.clock.now())
      .catch((err: unknown) =>
        log.error({ err, deliveryId: delivery.id }, 'webhook send failed; the lease will retry it'),
      )
      .finally(() => {
        this.inFlight.delete(task);
        onDone();
      });
    this.inFlight.add(task);
  }
}
