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
 */
export function listenForEvents(
  url: string,
  onEvent: () => void,
  log: Logger,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onEvent);
    next.on('error', (err) => {
      log.warn({ err }, 'webhook listener connection failed; reconnecting');
      reconnectLater();
    });
    next.on('end', reconnectLater);
    try {
      await next.connect();
      await next.query('LISTEN domain_events');
      if (stopped) return void next.end().catch(() => undefined);
      client = next;
      // Whatever was recorded while disconnected is picked up by the next pass.
      onEvent();
    } catch (err) {
      log.warn({ err }, 'webhook listener could not connect; retrying');
      next.end().catch(() => undefined);
      reconnectLater();
    }
  };

  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
