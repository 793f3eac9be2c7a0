import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** How the embedded server listens: its Unix socket, loopback TCP, or both. */
export interface Listen {
  /** The TCP port, or with `tcp` false only the number that names the socket (`.s.PGSQL.<port>`). */
  port: number;
  tcp: boolean;
  /** The socket's folder; undefined when the cluster's folder is too deep for a socket path. */
  socketDir: string | undefined;
}

/**
 * The socket lives in the cluster's own folder, so its name and its lock file (both derived from
 * the port number) never meet another server's: every cluster can use PostgreSQL's default.
 */
export const SOCKET_ONLY_PORT = 5432;

/** Linux's limit for a socket path (sun_path), less its terminating NUL. */
const MAX_SOCKET_PATH = 107;

/** Where the TCP port picked for a cluster without a socket is kept for its next start. */
export const PORT_FILE = 'embedded-pg-port';

/**
 * The cluster's own folder holds its Unix socket, which the platform and the CLI connect through:
 * no port to collide, and a statement's round trip costs both processes fewer cycles than over
 * TCP loopback (the cart benchmark measures it). A folder too deep for a socket path (or whose
 * name a settings value cannot hold) gets none.
 */
export function socketDirFor(pgDir: string, port: number): string | undefined {
  const fits = Buffer.byteLength(`${pgDir}/.s.PGSQL.${port}`) <= MAX_SOCKET_PATH;
  return fits && !/[\s,]/.test(pgDir) ? pgDir : undefined;
}

/**
 * A port asked for: loopback TCP on it (plus the socket where it fits). None asked for: the socket
 * alone, so no port can collide with another server; where a socket cannot work, a free loopback
 * port, the same one as last time when it is still free.
 */
export async function chooseListen(
  dataDir: string,
  pgDir: string,
  port: number | undefined,
): Promise<Listen> {
  if (port !== undefined) return { port, tcp: true, socketDir: socketDirFor(pgDir, port) };
  const socketDir = socketDirFor(pgDir, SOCKET_ONLY_PORT);
  if (socketDir) return { port: SOCKET_ONLY_PORT, tcp: false, socketDir };
  return { port: await rememberedPort(dataDir), tcp: true, socketDir: undefined };
}

/** The port of the previous start while it is free, else a new free one, written down. */
export async function rememberedPort(dataDir: string, avoid?: number): Promise<number> {
  const file = join(dataDir, PORT_FILE);
  const previous = Number(await readFile(file, 'utf8').catch(() => ''));
  if (Number.isInteger(previous) && previous > 0 && previous !== avoid && (await isFree(previous)))
    return previous;
  const port = await freePort();
  await writeFile(file, `${port}\n`);
  return port;
}

/** Whether nothing listens on the loopback port now. */
export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port the system has free right now (another process may still take it before PostgreSQL). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
