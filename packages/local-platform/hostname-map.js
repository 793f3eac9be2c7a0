// Where a Node process's connections to the platform's real hostnames go instead: the local TLS
// front on loopback. Every TCP connection of Node (global fetch/undici, node:http(s), http2, tls)
// goes through net.Socket#connect, so that is the one place to map; dns.lookup of those names is
// refused, so nothing that bypasses the mapping can reach the real platform by accident.
import dns from 'node:dns';
import net from 'node:net';
import { PLATFORM_API_HOSTS } from './index.js';

/** The TLS front's default port: unprivileged, so the front runs without root. */
export const DEFAULT_TLS_FRONT_PORT = 4443;
const LOOPBACK = '127.0.0.1';

/** `www.WixApis.com.` is `www.wixapis.com`; anything else stays itself. @param {unknown} host */
function canonical(host) {
  return typeof host === 'string' ? host.toLowerCase().replace(/\.$/, '') : '';
}

/** @param {unknown} host */
export const isPlatformHostname = (host) => PLATFORM_API_HOSTS.includes(canonical(host));

/**
 * The front's address for a connection to a platform hostname on port 443, undefined for any other
 * host (left alone). Another port of those hosts has no front: that connection is refused.
 * @param {{ host?: unknown, port?: unknown }} target
 * @param {number} frontPort
 * @returns {{ host: string, port: number } | undefined}
 */
export function frontAddressFor(target, frontPort) {
  if (!isPlatformHostname(target.host)) return undefined;
  if (Number(target.port) !== 443) {
    throw escapeError(
      `${canonical(target.host)}:${String(target.port)}`,
      'only port 443 is mapped',
    );
  }
  return { host: LOOPBACK, port: frontPort };
}

/** @param {string} what @param {string} why */
function escapeError(what, why) {
  const error = new Error(
    `local platform: ${what} would leave this machine (${why}); refused by register-hostnames`,
  );
  return Object.assign(error, { code: 'ENOTFOUND' });
}

/** net.Socket#connect's arguments as (options, callback), whatever form they came in. @param {unknown[]} args */
function optionsOf(args) {
  const [first, second, third] = args;
  // net.connect passes its already-normalized [options, callback] array as the one argument.
  if (Array.isArray(first)) return { options: first[0], callback: first[1] };
  if (first !== null && typeof first === 'object') return { options: first, callback: second };
  if (typeof first === 'string' && !/^\d+$/.test(first)) return { options: { path: first } };
  const callback = typeof second === 'function' ? second : third;
  const host = typeof second === 'string' ? second : 'localhost';
  return { options: { port: first, host }, callback };
}

/**
 * Sends this process's connections to the platform's hostnames to the front at
 * 127.0.0.1:`frontPort` and refuses their DNS lookups. Returns the undo (for tests).
 * @param {number} frontPort
 * @returns {() => void}
 */
export function installHostnameMap(frontPort) {
  const originalConnect = net.Socket.prototype.connect;
  /** @this {net.Socket} @param {unknown[]} args */
  function connectThroughFront(...args) {
    const { options, callback } = optionsOf(args);
    const front = frontAddressFor(options, frontPort);
    if (!front) return Reflect.apply(originalConnect, this, args);
    // The TLS layer above keeps the original name for SNI and the certificate check.
    return Reflect.apply(originalConnect, this, [{ ...options, ...front }, callback]);
  }
  net.Socket.prototype.connect = /** @type {any} */ (connectThroughFront);
  const undoLookups = refuseLookups();
  return () => {
    net.Socket.prototype.connect = originalConnect;
    undoLookups();
  };
}

/** dns.lookup (callback and promise) of a platform hostname fails instead of asking the network. */
function refuseLookups() {
  const { lookup } = dns;
  const promiseLookup = dns.promises.lookup;
  /** @param {string} hostname @param {unknown[]} rest */
  function guardedLookup(hostname, ...rest) {
    if (!isPlatformHostname(hostname)) return Reflect.apply(lookup, dns, [hostname, ...rest]);
    const callback = rest.at(-1);
    const error = escapeError(canonical(hostname), 'a DNS lookup');
    if (typeof callback === 'function') process.nextTick(callback, error);
    else throw error;
  }
  /** @param {string} hostname @param {unknown[]} rest */
  async function guardedPromiseLookup(hostname, ...rest) {
    if (isPlatformHostname(hostname)) throw escapeError(canonical(hostname), 'a DNS lookup');
    return Reflect.apply(promiseLookup, dns.promises, [hostname, ...rest]);
  }
  dns.lookup = /** @type {any} */ (guardedLookup);
  dns.promises.lookup = /** @type {any} */ (guardedPromiseLookup);
  return () => {
    dns.lookup = lookup;
    dns.promises.lookup = promiseLookup;
  };
}
