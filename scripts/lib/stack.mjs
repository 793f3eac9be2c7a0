import { killOnExit, spawnService, stopService } from './service.mjs';
import { waitUntilAnswering } from './wait.mjs';
import { platformCommand, storefrontCommand } from './commands.mjs';
import { isLoopbackHost } from './local-tools.mjs';
import { assertPortFree } from './ports.mjs';
import { DIST_DIR_VARIABLE, storefrontDistDirs } from './paths.mjs';

/** The platform's fresh start (initdb, migrations, seed) can be slow on a busy machine. */
const PLATFORM_START_MS = 180_000;
const STOREFRONT_START_MS = 120_000;
/** PostgreSQL's checkpoint at shutdown may take a while; killing it early is what we avoid. */
const PLATFORM_STOP_MS = 60_000;

/**
 * @typedef {import('./service.mjs').Service} Service
 * @typedef {Record<string, string | undefined>} Env
 * @typedef {object} PlatformOptions
 * @property {number} port
 * @property {Env} [env] added to this process's environment
 * @property {boolean} [dev]
 * @property {boolean} [echo] copy its output to this process's stdout
 * @property {boolean} [ownGroup] run in its own process group (see spawnService)
 * @property {AbortSignal} [signal]
 * @typedef {object} StorefrontOptions
 * @property {number} port
 * @property {string} [host] STOREFRONT_HOST; default DEFAULT_STOREFRONT_HOST (loopback only)
 * @property {string} platformUrl
 * @property {string} [distDir] the build it serves, one of storefrontDistDirs (default: `npm
 *   start`'s)
 * @property {Env} [env]
 * @property {boolean} [dev]
 * @property {boolean} [echo]
 * @property {boolean} [ownGroup]
 * @property {AbortSignal} [signal]
 */

/** Later parts win; a variable set to undefined is removed (so the parent's value does not leak). */
function mergeEnv(...parts) {
  const env = Object.assign({}, ...parts);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return env;
}

/**
 * The platform's URL, for the storefront's calls and for a browser alike: the hosted pages and
 * mail links it hands out name the host it was called on, so its pages stay on one host name, and
 * one other than the storefront's (cookies ignore the port: the storefront's session stays its own).
 */
export function platformUrlFor(port) {
  return `http://127.0.0.1:${port}`;
}

/** Where the storefront listens unless STOREFRONT_HOST says otherwise: this machine only. */
export const DEFAULT_STOREFRONT_HOST = '127.0.0.1';

const ANY_INTERFACE = ['0.0.0.0', '::', '[::]'];

/**
 * The banner's words for where the storefront listens, and what reaching it from elsewhere takes
 * (its Host check, apps/storefront/lib/host-check.ts).
 * @param {string} [listenHost] STOREFRONT_HOST
 */
export function storefrontListenNote(listenHost) {
  const host = listenHost || DEFAULT_STOREFRONT_HOST;
  if (isLoopbackHost(host)) return `listening on ${host} only: STOREFRONT_HOST changes it`;
  const where = ANY_INTERFACE.includes(host) ? `every interface (${host})` : host;
  return `listening on ${where}: other machines reach it once STOREFRONT_ALLOWED_HOSTS names this one`;
}

/**
 * The storefront's URL to open in a browser (start banner). On loopback or all interfaces that is
 * `localhost`, the host the README, the demo site's page URLs and `npm start`'s own URL name:
 * a visitor's session and cart are cookies of one host name, so every link must use the same one.
 * @param {number} port
 * @param {string} [listenHost] STOREFRONT_HOST
 */
export function storefrontBrowserUrlFor(port, listenHost) {
  const anyInterface = ANY_INTERFACE.includes(listenHost ?? '');
  if (!listenHost || anyInterface || isLoopbackHost(listenHost)) return `http://localhost:${port}`;
  const host =
    listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost;
  return `http://${host}:${port}`;
}

/** Waits until the new service answers; on failure or abort it is stopped again. */
async function awaitReady(service, url, { timeoutMs, accept, stop, signal }) {
  const onAbort = () => void stop(service);
  signal?.addEventListener('abort', onAbort);
  try {
    await waitUntilAnswering(service, url, { timeoutMs, accept });
  } catch (error) {
    await stop(service);
    throw signal?.aborted ? signal.reason : error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  return service;
}

/**
 * Starts the local platform and waits for GET /health.
 * `env` is added to this process's environment (PLATFORM_DATA_DIR, PLATFORM_EMBEDDED_PG_PORT…).
 * @param {PlatformOptions} options
 * @returns {Promise<Service>}
 */
export async function startPlatform(options) {
  const { port, env = {}, dev = false, echo = false, ownGroup = false, signal } = options;
  await assertPortFree(port, 'platform');
  const { command, args, cwd } = platformCommand({ dev });
  const fullEnv = mergeEnv(process.env, env, { PLATFORM_PORT: String(port) });
  const service = spawnService('platform', command, args, { cwd, env: fullEnv, echo, ownGroup });
  service.url = platformUrlFor(port);
  return awaitReady(service, `${service.url}/health`, {
    timeoutMs: PLATFORM_START_MS,
    accept: (status) => status === 200,
    stop: stopPlatform,
    signal,
  });
}

/**
 * Starts `next start` (or `next dev`) against a platform and waits until it answers HTTP.
 * @param {StorefrontOptions} options
 * @returns {Promise<Service>}
 */
export async function startStorefront({
  port,
  host,
  platformUrl,
  distDir = storefrontDistDirs.start,
  env = {},
  dev = false,
  echo = false,
  ownGroup = false,
  signal,
}) {
  await assertPortFree(port, 'storefront', host);
  const listenHost = host || DEFAULT_STOREFRONT_HOST;
  const { command, args, cwd } = storefrontCommand({ dev, port, host: listenHost });
  const fullEnv = mergeEnv(
    process.env,
    { NODE_ENV: dev ? 'development' : 'production', NEXT_TELEMETRY_DISABLED: '1' },
    { PLATFORM_API_URL: platformUrl, [DIST_DIR_VARIABLE]: distDir },
    env,
  );
  const service = spawnService('storefront', command, args, { cwd, env: fullEnv, echo, ownGroup });
  // By default the name the browser uses (and webhook subscriptions already made name): the
  // loopback names pass its Host check.
  service.url = `http://${host ?? 'localhost'}:${port}`;
  // Any HTTP answer means the server listens; the page's content is the tests' business.
  return awaitReady(service, `${service.url}/`, {
    timeoutMs: STOREFRONT_START_MS,
    accept: () => true,
    stop: stopStorefront,
    signal,
  });
}

/** @param {Service | undefined} service */
export function stopStorefront(service) {
  return stopService(service, { signal: 'SIGTERM', timeoutMs: 15_000, group: true });
}

/**
 * Only the platform's own process is signalled: it closes its server, then stops PostgreSQL.
 * @param {Service | undefined} service
 */
export function stopPlatform(service) {
  return stopService(service, { signal: 'SIGTERM', timeoutMs: PLATFORM_STOP_MS, group: false });
}

/**
 * @typedef {{ platform: PlatformOptions, storefront?: Omit<StorefrontOptions, 'platformUrl'>,
 *   platformUrl?: string, signal?: AbortSignal }} StackOptions
 * @typedef {{ platform?: Service, storefront?: Service, stop: () => Promise<void> }} Stack
 */

/**
 * With storefront options, the stack has a storefront.
 * @overload
 * @param {StackOptions & { storefront: Omit<StorefrontOptions, 'platformUrl'> }} options
 * @returns {Promise<Stack & { storefront: Service }>}
 */
/**
 * @overload
 * @param {StackOptions} options
 * @returns {Promise<Stack>}
 */
/**
 * Both apps, platform first. `stop()` stops the storefront, then the platform.
 * `platformUrl` given: use that platform and start none. `signal` aborts the startup.
 * @param {StackOptions} options
 * @returns {Promise<Stack>}
 */
export async function startStack(options) {
  const { signal } = options;
  /** @type {{ platform?: Service, storefront?: Service }} */
  const started = { platform: undefined, storefront: undefined };
  const forget = killOnExit(() => Object.values(started).filter(Boolean));
  const stop = async () => {
    await stopStorefront(started.storefront);
    await stopPlatform(started.platform);
    forget();
  };
  try {
    let platformUrl = options.platformUrl;
    if (!platformUrl) {
      started.platform = await startPlatform({ ...options.platform, signal });
      platformUrl = started.platform.url;
    }
    signal?.throwIfAborted();
    // Without storefront options only the platform runs (`npm run platform:start`).
    if (options.storefront)
      started.storefront = await startStorefront({ ...options.storefront, platformUrl, signal });
    signal?.throwIfAborted();
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...started, stop };
}
