import type { IncomingMessage, RequestOptions } from 'node:http';

export interface TlsFrontOptions {
  /** The local platform, e.g. http://127.0.0.1:4000. */
  target: string | URL;
  /** Where the local CA lives (made on first use), e.g. `<PLATFORM_DATA_DIR>/tls`. */
  certDir: string;
  /** 4443 by default; 0 picks a free one. */
  port?: number;
  /** 127.0.0.1 by default. */
  host?: string;
  /** The platform's API hosts by default. */
  hostnames?: readonly string[];
  /**
   * The platform's PLATFORM_TOOLS_TOKEN: with it, the platform counts the client addresses the
   * front forwards (login throttling); without, the front is any local peer.
   */
  token?: string;
}

export interface TlsFront {
  port: number;
  hostnames: readonly string[];
  /** The certificate to trust: NODE_EXTRA_CA_CERTS. */
  caCertFile: string;
  caCert: string;
  close(): Promise<void>;
}

/** Terminates TLS for the platform's real hostnames and forwards to the local platform. */
export declare function startTlsFront(options: TlsFrontOptions): Promise<TlsFront>;

/** The header that carries the front's secret to the platform (never passed on from a client). */
export declare const OWN_FRONT_HEADER = 'x-local-platform-front';

/** The request the platform gets for one the front received. */
export declare function forwardedRequest(
  incoming: IncomingMessage,
  target: URL,
  token?: string,
): RequestOptions;
