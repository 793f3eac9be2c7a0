import pg from 'pg';

/** The channel migration 0011 notifies, with '<table>:<site id>' as payload. */
export const CACHE_CHANNEL = 'platform_cache';
/** The listening connection's application_name (pg_stat_activity). */
export const LISTENER_NAME = 'platform-cache-listener';
/** After a failed connection attempt, requests go to the database for this long before a retry. */
const RETRY_MS = 1000;

export type Invalidate = (table: string, siteId: string) => void;

/**
 * One dedicated connection that LISTENs for changes to cached rows. Caches may serve a request only
 * after `fresh()`: a round trip on this connection, answered after every notification committed
 * before it was sent (PostgreSQL delivers pending notifications before ReadyForQuery). So a change
 * committed anywhere before a request starts is seen by that request, on every instance. The round
 * trip is shared by all requests that arrive while one is in flight.
 */
export class CacheSync {
  private client?: pg.Client;
  private connecting?: Promise<boolean>;
  private inFlight?: Promise<boolean>;
  private next?: Promise<boolean>;
  private failedAt = 0;
  private closed = false;
  /** Bumped on every invalidation and reconnect: a load that saw a bump must not be cached. */
  generation = 0;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly onInvalidate: Invalidate,
    private readonly onReset: () => void,
  ) {}

  /** True when the caches are current as of now; false means: read the database. */
  fresh(): Promise<boolean> {
    if (this.inFlight) {
      // The round trip in flight may have been sent before this request began: wait for the next.
      this.next ??= this.inFlight.then(() => {
        this.next = undefined;
        return this.startOrJoin();
      });
      return this.next;
    }
    return this.startOrJoin();
  }

  private startOrJoin(): Promise<boolean> {
    this.inFlight ??= this.ping().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async ping(): Promise<boolean> {
    if (!this.client && !(await this.connect())) return false;
    const client = this.client;
    if (!client) return false;
    try {
      // An empty query: no plan, no executor; its ReadyForQuery still follows pending notifications.
      await client.query('');
      return this.client === client;
    } catch {
      this.drop(client);
      return false;
    }
  }

  private connect(): Promise<boolean> {
    // Back-off between reconnects: elapsed wall time, not the app's (stubbable) "now".
    if (this.closed || Date.now() - this.failedAt < RETRY_MS) return Promise.resolve(false);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<boolean> {
    const client = new pg.Client({ ...this.config, application_name: LISTENER_NAME });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    client.on('notification', (message) => this.notified(message.payload ?? ''));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch {
      this.failedAt = Date.now();
      await client.end().catch(() => undefined);
      return false;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return false;
    }
    // Whatever changed while nobody listened is unknown: start empty.
    this.reset();
    this.client = client;
    return true;
  }

  private notified(payload: string): void {
    const at = payload.indexOf(':');
    this.generation++;
    this.onInvalidate(payload.slice(0, at), payload.slice(at + 1));
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.reset();
    client.end().catch(() => undefined);
  }

  private reset(): void {
    this.generation++;
    this.onReset();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    this.reset();
    await client?.end().catch(() => undefined);
  }
}
