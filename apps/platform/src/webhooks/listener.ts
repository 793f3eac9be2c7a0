import pg from 'pg';

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const RECONNECT_MS = 1000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries and lose it), and
 * reconnect when it drops. Notifications are only a hint: the poll timer covers any lost one.
 * Returns the function that stops listening.
 */
export function listenForEvents(
  url: string,
  onEvent: () => void,
  log: Logger,
): () => Promise<void> {
  const listener = new EventListener(url, onEvent, log);
  void listener.connect();
  return () => listener.stop();
}

class EventListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private connecting = false;

  constructor(
    private readonly url: string,
    private readonly onEvent: () => void,
    private readonly log: Logger,
  ) {}

  async connect(): Promise<void> {
    this.connecting = true;
    const next = new pg.Client({ connectionString: this.url });
    next.on('notification', this.onEvent);
    next.on('error', (err) => this.lost(next, err));
    next.on('end', () => this.lost(next));
    try {
      await next.connect();
      await next.query('LISTEN domain_events');
      if (this.stopped) return void next.end().catch(() => undefined);
      this.client = next;
      // Whatever was recorded while disconnected is picked up by the next pass.
      this.onEvent();
    } catch (err) {
      this.log.warn({ err }, 'webhook listener could not connect; retrying');
      next.end().catch(() => undefined);
      this.connecting = false;
      this.reconnectLater();
    } finally {
      this.connecting = false;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  /** Only the current connection's loss matters; a failed earlier attempt may end late. */
  private lost(which: pg.Client, err?: Error): void {
    if (this.client && this.client !== which) return;
    this.client = undefined;
    if (err) this.log.warn({ err }, 'webhook listener connection failed; reconnecting');
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.stopped || this.retry || this.connecting) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, RECONNECT_MS);
  }
}
