// Plain JavaScript on purpose: a developer's own app loads this unbuilt, in Node or a bundler.

/** The hosts the official SDK calls: REST modules go to `edge` with OAuth, `www` otherwise,
 * and its token endpoint is hard-coded to `https://www.wixapis.com/oauth2/token`
 * (docs/protocol.md §1.1). */
export const PLATFORM_API_HOSTS = Object.freeze(['www.wixapis.com', 'edge.wixapis.com']);

export const DEFAULT_LOCAL_PLATFORM_URL = 'http://localhost:4000';

/** The base URL as an origin plus an optional path prefix, without a trailing slash. */
/** @param {string | URL} baseUrl */
function baseOf(baseUrl) {
  const url = new URL(String(baseUrl));
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`The local platform's URL must be http(s), got "${url.href}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** @param {RequestInfo | URL} input */
function urlOf(input) {
  if (typeof input === 'string') return new URL(input);
  if (input instanceof URL) return input;
  return new URL(input.url);
}

/**
 * The local platform's address for a request to one of the platform's API hosts, or undefined
 * for any other request (those are never rewritten). Path and query are kept as they are.
 * @param {string | URL} requestUrl
 * @param {string | URL} [baseUrl]
 * @returns {string | undefined}
 */
export function localPlatformUrl(requestUrl, baseUrl = DEFAULT_LOCAL_PLATFORM_URL) {
  const url = requestUrl instanceof URL ? requestUrl : new URL(String(requestUrl));
  if (url.protocol !== 'https:' || !PLATFORM_API_HOSTS.includes(url.hostname)) return undefined;
  if (url.port !== '') return undefined;
  return `${baseOf(baseUrl)}${url.pathname}${url.search}`;
}

/**
 * A `fetch` that sends the official SDK's requests to the local platform and everything else
 * through `options.fetch` (the global fetch by default, looked up on each call) unchanged.
 * @param {string | URL} [baseUrl]
 * @param {{ fetch?: typeof fetch }} [options]
 * @returns {typeof fetch}
 */
export function localPlatformFetch(baseUrl = DEFAULT_LOCAL_PLATFORM_URL, options = {}) {
  const base = baseOf(baseUrl);
  /** @type {typeof fetch} */
  const next = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  /** @type {typeof fetch} */
  return function fetchThroughLocalPlatform(input, init) {
    const target = localPlatformUrl(urlOf(input), base);
    if (target === undefined) return next(input, init);
    if (typeof input === 'string' || input instanceof URL) return next(target, init);
    return next(new Request(target, input), init);
  };
}

const installed = Symbol.for('@headless/local-platform.original-fetch');

/**
 * Replaces `globalThis.fetch` so that every caller in this process or page, the SDK's hard-coded
 * token request included, reaches the local platform. Returns a function that undoes it.
 * @param {string | URL} [baseUrl]
 * @returns {() => void}
 */
export function installLocalPlatform(baseUrl = DEFAULT_LOCAL_PLATFORM_URL) {
  /** @type {Record<symbol, typeof fetch | undefined>} */
  const current = /** @type {any} */ (globalThis.fetch);
  const original = current[installed] ?? globalThis.fetch;
  const patched = localPlatformFetch(baseUrl, { fetch: original });
  Object.defineProperty(patched, installed, { value: original });
  globalThis.fetch = patched;
  return function uninstallLocalPlatform() {
    if (globalThis.fetch === patched) globalThis.fetch = original;
  };
}
