// The TLS front: answers https://www.wixapis.com and https://edge.wixapis.com (reached through
// register-hostnames.js or a browser's host-resolver rules) with a certificate of the local CA, and
// forwards each request to the local platform over loopback HTTP, saying which origin it came to
// (X-Forwarded-Proto/-Host) so that hosted-page URLs are built on it.
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import { PLATFORM_API_HOSTS } from './index.js';
import { DEFAULT_TLS_FRONT_PORT } from './hostname-map.js';
import { ensureLocalCertificates } from './local-ca.js';

/**
 * Carries the secret the front was started with, so the platform knows a request came through its
 * own front (apps/platform/src/http/own-front.ts) and counts the client address it forwards.
 */
export const OWN_FRONT_HEADER = 'x-local-platform-front';

/** Connection-scoped headers (RFC 9110 §7.6.1), and every forwarding header a client could forge. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  OWN_FRONT_HEADER,
]);

/** @param {import('node:http').IncomingHttpHeaders} headers */
function passedOn(headers) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!NOT_FORWARDED.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

/** @param {string | undefined} host */
const hostnameOf = (host) => (host ?? '').toLowerCase().replace(/:\d+$/, '');

/**
 * The request the platform gets: its own loopback Host (its Host check passes), the original host
 * and scheme in X-Forwarded-*, the front's secret when it has one, everything else as the client
 * sent it.
 * @param {import('node:http').IncomingMessage} incoming
 * @param {URL} target
 * @param {string} [token]
 * @returns {import('node:http').RequestOptions}
 */
export function forwardedRequest(incoming, target, token) {
  return {
    host: target.hostname,
    port: target.port,
    method: incoming.method,
    path: incoming.url,
    headers: {
      ...passedOn(incoming.headers),
      host: `localhost:${target.port}`,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': incoming.headers.host,
      'x-forwarded-for': incoming.socket.remoteAddress,
      ...(token && { [OWN_FRONT_HEADER]: token }),
    },
  };
}

/** @param {import('node:http').ServerResponse} response @param {number} status @param {string} code @param {string} message */
function sendError(response, status, code, message) {
  const body = JSON.stringify({
    message,
    details: { applicationError: { code, description: message } },
  });
  response.writeHead(status, { 'content-type': 'application/json' }).end(body);
}

/** @param {URL} target @param {readonly string[]} hostnames @param {string} [token] */
function forwarder(target, hostnames, token) {
  const agent = new Agent({ keepAlive: true });
  /** @param {import('node:http').IncomingMessage} incoming @param {import('node:http').ServerResponse} response */
  return (incoming, response) => {
    if (!hostnames.includes(hostnameOf(incoming.headers.host))) {
      const message = `This TLS front answers ${hostnames.join(' and ')} only.`;
      return sendError(response, 421, 'MISDIRECTED_REQUEST', message);
    }
    const upstream = httpRequest(
      { ...forwardedRequest(incoming, target, token), agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (response.headersSent) return response.destroy(error);
      const message = `The local platform at ${target.origin} did not answer: ${error.message}`;
      sendError(response, 502, 'LOCAL_PLATFORM_UNREACHABLE', message);
    });
    // A client gone before the answer ends need not keep the platform's connection busy.
    response.once('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    incoming.pipe(upstream);
  };
}

/**
 * @typedef {object} TlsFrontOptions
 * @property {string | URL} target the local platform, e.g. http://127.0.0.1:4000
 * @property {string} certDir where the local CA lives, e.g. `<PLATFORM_DATA_DIR>/tls`
 * @property {number} [port] 4443 by default; 0 picks a free one
 * @property {string} [host] 127.0.0.1 by default: the front is for this machine
 * @property {readonly string[]} [hostnames] the platform's API hosts by default
 * @property {string} [token] the platform's PLATFORM_TOOLS_TOKEN: with it, the platform counts the
 *   client addresses the front forwards (login throttling); without, the front is any local peer
 */

/** Starts the front; resolves once it listens. @param {TlsFrontOptions} options */
export async function startTlsFront(options) {
  const { port = DEFAULT_TLS_FRONT_PORT, host = '127.0.0.1' } = options;
  const hostnames = options.hostnames ?? PLATFORM_API_HOSTS;
  const certs = await ensureLocalCertificates(options.certDir, { hostnames });
  const server = createServer(
    // The CA goes with the leaf, so a client pinning the CA's key finds it in the chain.
    { key: certs.leafKey, cert: certs.leafCert + certs.caCert, ALPNProtocols: ['http/1.1'] },
    forwarder(new URL(String(options.target)), hostnames, options.token),
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    port: address.port,
    hostnames,
    caCertFile: certs.caCertFile,
    caCert: certs.caCert,
    close: () => closeServer(server),
  };
}

/** @param {import('node:https').Server} server */
function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve(undefined));
    server.closeAllConnections();
  });
}
