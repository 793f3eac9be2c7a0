// What starting the embedded PostgreSQL takes (embedded.ts starts it, cluster.ts creates it).

export interface Log {
  info(msg: string): void;
  /** Falls back to `info` (test and bench loggers leave it out). */
  warn?(msg: string): void;
  debug(msg: string): void;
  error(msg: string): void;
}

export interface EmbeddedOptions {
  /** The cluster lives in `<dataDir>/pg`. */
  dataDir: string;
  /** Loopback TCP on this port; none: the Unix socket alone (see listen.ts). */
  port?: number;
  /** The application database, created when missing. */
  database: string;
  log: Log;
  /** Trade durability for speed (tests): no fsync. */
  fast?: boolean;
  /**
   * The CLI's: a server this process starts stays up this many seconds after its last use
   * (keep.ts), and one kept so is reused. Unset or 0: a server this process starts stops with it,
   * and a kept one is adopted.
   */
  keepSeconds?: number;
}
