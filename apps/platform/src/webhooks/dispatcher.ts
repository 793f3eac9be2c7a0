import type { Db } from '../db/client';
import { claimDueDeliveries, type ClaimedDelivery } from './claim';
import { signedDeliveryBody, kindOf } from './envelope';
import { fanOutEvents } from './fan-out';
import { listenForEvents, type Logger } from './listener';
import { recordOutcome } from './outcome';
import { postDelivery } from './send';
import type { WebhookSettings } from './settings';
import { webhookSigningKey } from './signing-key';

export interface DispatcherOptions {
  db: Db;
  /** For the LISTEN connection. */
  databaseUrl: string;
  settings: WebhookSettings;
  log: Logger;
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

/**
 * The webhook dispatcher of one instance. Every step is safe to run in several instances at once:
 * the database decides who fans out and who sends what (fan-out.ts, claim.ts).
 */
export function createDispatcher({
  db,
  databaseUrl,
  settings,
  log,
}: DispatcherOptions): Dispatcher {
  const inFlight = new Set<Promise<void>>();
  let stopListening: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const fanOutAll = async () => {
    let total = 0;
    for (;;) {
      const n = await fanOutEvents(db, settings.fanOutBatch);
      if (!n) return total;
      total += n;
      if (n < settings.fanOutBatch) return total;
    }
  };

  const send = async (delivery: ClaimedDelivery) => {
    const { known } = kindOf(delivery.event.eventType);
    if (!known)
      log.warn(
        { eventType: delivery.event.eventType },
        'event type not in the webhook catalog; delivered as an action',
      );
    const body = signedDeliveryBody(delivery.event, await webhookSigningKey(db), new Date());
    const result = await postDelivery({
      url: delivery.url,
      body,
      deliveryId: delivery.id,
      attempt: delivery.attempt,
      timeoutMs: settings.requestTimeoutMs,
    });
    await recordOutcome(db, delivery, result, settings);
  };

  const launch = (delivery: ClaimedDelivery, onDone: () => void) => {
    const task = send(delivery)
      .catch((err: unknown) =>
        log.error({ err, deliveryId: delivery.id }, 'webhook send failed; the lease will retry it'),
      )
      .finally(() => {
        inFlight.delete(task);
        onDone();
      });
    inFlight.add(task);
  };

  /** Claims only what fits in the concurrency budget; finished sends wake the loop again. */
  const pass = async (onDone: () => void) => {
    const fannedOut = await fanOutAll();
    const claimed = await claimDueDeliveries(
      db,
      settings.concurrency - inFlight.size,
      settings.leaseMs,
    );
    for (const delivery of claimed) launch(delivery, onDone);
    return { fannedOut, sent: claimed.length, ids: claimed.map((d) => d.id) };
  };

  const wake = () => {
    if (stopped) return;
    again = true;
    if (running) return;
    running = (async () => {
      while (again && !stopped) {
        again = false;
        try {
          const { sent } = await pass(wake);
          if (sent) again = true;
        } catch (err) {
          log.error({ err }, 'webhook dispatch pass failed; retrying on the next tick');
        }
      }
    })().finally(() => {
      running = undefined;
    });
  };

  return {
    async runOnce() {
      let fannedOut = 0;
      let sent = 0;
      const seen = new Set<number>();
      // Goes on while new deliveries become due (a batch, or an entity's next event); a retry
      // that is already due again is sent but does not extend the pass, so it always ends.
      for (;;) {
        const step = await pass(() => undefined);
        fannedOut += step.fannedOut;
        sent += step.sent;
        await Promise.all([...inFlight]);
        const fresh = step.ids.filter((id) => !seen.has(id));
        for (const id of step.ids) seen.add(id);
        if (!fresh.length) return { fannedOut, sent };
      }
    },
    start() {
      stopped = false;
      stopListening = listenForEvents(databaseUrl, wake, log);
      timer = setInterval(wake, settings.pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await stopListening?.();
      await running;
      await Promise.all([...inFlight]);
    },
  };
}
