// `npm start` (production) and `npm run dev` (--dev, hot reload): the platform, then the storefront.
// `npm run platform:start` (--platform-only): the local platform alone, for a developer's own app.
// `--real-hostnames` (or PLATFORM_REAL_HOSTNAMES=1) adds the TLS front for the platform's real
// hostnames (scripts/lib/real-hostnames.mjs).
import { buildStorefrontIfNeeded } from './lib/build.mjs';
import { toolsBanner, toolsTokenFor } from './lib/local-tools.mjs';
import { assertPortFree } from './lib/ports.mjs';
import {
  certDirFrom,
  realHostnamesBanner,
  realHostnamesWanted,
  startRealHostnames,
  tlsPortFrom,
} from './lib/real-hostnames.mjs';
import { clientIdLines } from './lib/sample-client.mjs';
import { describeExit, lastLines } from './lib/service.mjs';
import { startStack, storefrontBrowserUrlFor, storefrontListenNote } from './lib/stack.mjs';
import { StartupError } from './lib/wait.mjs';
import { subscribeStorefront } from './lib/webhooks.mjs';

const dev = process.argv.includes('--dev');
const platformOnly = process.argv.includes('--platform-only');
const realHostnames = realHostnamesWanted(process.argv, process.env);

function portFrom(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StartupError(`${name} must be a port number, got "${value}"`);
  }
  return port;
}

/** A PLATFORM_API_URL set by the user (the real platform, say) means: start no local platform. */
function externalPlatformUrl() {
  return process.env.PLATFORM_API_URL || undefined;
}

function stackOptions() {
  const platformUrl = externalPlatformUrl();
  if (platformUrl && (platformOnly || realHostnames))
    throw new StartupError('PLATFORM_API_URL is set: unset it to start the local platform.');
  if (platformUrl)
    console.log(`PLATFORM_API_URL is set: using ${platformUrl}, not starting the local platform.`);
  return {
    platformUrl,
    // Own process groups: Ctrl-C reaches only this script, which stops the storefront first.
    platform: {
      port: portFrom('PLATFORM_PORT', 4000),
      // One JSON line per request drowns the URLs and the errors: opt in with LOG_LEVEL=info.
      env: { LOG_LEVEL: process.env.LOG_LEVEL || 'warn', PLATFORM_TOOLS_TOKEN: toolsTokenFor() },
      dev,
      echo: true,
      ownGroup: true,
    },
    tlsPort: realHostnames ? tlsPortFrom(process.env) : undefined,
    storefront: platformOnly
      ? undefined
      : {
          port: portFrom('STOREFRONT_PORT', 3000),
          host: process.env.STOREFRONT_HOST || undefined,
          dev,
          echo: true,
          ownGroup: true,
        },
  };
}

/** What a developer's own app needs: the URL, the seeded client ids, how to make a key. */
function printPlatformOnly(stack, tools, front) {
  console.log(
    [
      '',
      `Platform:   ${stack.platform.url}/  (its front door: sites, client ids, tools)`,
      ...clientIdLines(),
      'API key:    npm run platform -- apikeys create  (owner calls: ApiKeyStrategy)',
      'Your app:   README.md, "Use your own app with the local platform"',
      ...tools,
      ...(front ? ['', ...front.banner] : []),
      '',
      'Press Ctrl-C to stop it.',
      '',
    ].join('\n'),
  );
}

function printUrls(stack, options, front) {
  // The local platform's `/` is its front door in a browser: sites, client ids, inspector, mail.
  const platform = stack.platform
    ? `${stack.platform.url}/  (sites, client ids, inspector, mail outbox, API description)`
    : externalPlatformUrl();
  const tools = stack.platform
    ? toolsBanner(stack.platform.url, {
        listenHost: process.env.PLATFORM_HOST || undefined,
        token: options.platform.env.PLATFORM_TOOLS_TOKEN,
      })
    : [];
  if (!stack.storefront || !options.storefront) return printPlatformOnly(stack, tools, front);
  const { port, host } = options.storefront;
  console.log(
    [
      '',
      `Storefront: ${storefrontBrowserUrlFor(port, host)}${dev ? ' (dev, hot reload)' : ''}`,
      `            (${storefrontListenNote(host)})`,
      `Platform:   ${platform}`,
      ...(stack.platform ? clientIdLines() : []),
      ...tools,
      ...(front ? ['', ...front.banner] : []),
      '',
      'Press Ctrl-C to stop both.',
      '',
    ].join('\n'),
  );
}

/**
 * The local platform delivers its webhooks to the storefront's /api/webhooks (the /webhooks page
 * lists them). A failure is reported, not fatal: the shop works without webhooks.
 */
async function subscribeWebhooks(stack, options) {
  if (!stack.platform || !stack.storefront) return;
  const env = { ...process.env, ...options.platform.env };
  try {
    const url = await subscribeStorefront(stack.storefront.url, env);
    console.log(`Webhooks:   the platform delivers to ${url}`);
  } catch (error) {
    console.warn(
      `Webhooks are not subscribed; the /webhooks page stays empty.\n${/** @type {Error} */ (error).message}`,
    );
  }
}

/** Ctrl-C or SIGTERM: storefront first, then the platform (which stops PostgreSQL cleanly). */
function stopOnSignals(stack, state) {
  const onSignal = async (signal) => {
    if (state.stopping) return console.log('Still stopping; waiting for PostgreSQL to shut down…');
    state.stopping = true;
    console.log(`\n${signal}: stopping the storefront, then the platform…`);
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  // SIGHUP: the terminal was closed; the apps run in their own process groups and would live on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
}

/** If either app dies on its own, the other is stopped too and the script fails. */
function stopWhenOneDies(stack, state) {
  for (const service of [stack.platform, stack.storefront].filter(Boolean)) {
    service.exited.then(async (exit) => {
      if (state.stopping) return;
      state.stopping = true;
      console.error(
        `\nThe ${service.name} ${describeExit(exit)}. Its last lines:\n${lastLines(service)}`,
      );
      console.error('Stopping the other one…');
      await stack.stop();
      process.exit(1);
    });
  }
}

/** A signal during startup aborts it: whatever already runs is stopped in order. */
function abortOnSignals() {
  const controller = new AbortController();
  const abort = (signal) => {
    console.log(`\n${signal}: stopping what has started…`);
    controller.abort();
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.once(signal, abort);
  const release = () => {
    for (const signal of signals) process.off(signal, abort);
  };
  return { signal: controller.signal, release };
}

/** Before the build (minutes on a fresh clone): a taken port fails now, naming what moves it. */
async function assertPortsFree(options) {
  if (!options.platformUrl)
    await assertPortFree(options.platform.port, 'platform', undefined, 'PLATFORM_PORT');
  if (options.tlsPort)
    await assertPortFree(options.tlsPort, 'TLS front', undefined, 'PLATFORM_TLS_PORT');
  if (!options.storefront) return;
  const { port, host } = options.storefront;
  await assertPortFree(port, 'storefront', host, 'STOREFRONT_PORT');
}

async function main() {
  // After SIGHUP the terminal is gone; a failed write must not end us before the apps are stopped.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
  const options = stackOptions();
  await assertPortsFree(options);
  if (!dev && !platformOnly) await buildStorefrontIfNeeded();
  const startup = abortOnSignals();
  const stack = await startStack({ ...options, signal: startup.signal }).finally(startup.release);
  const state = { stopping: false };
  stopOnSignals(stack, state);
  stopWhenOneDies(stack, state);
  await subscribeWebhooks(stack, options);
  const front = await startFront(stack, options);
  printUrls(stack, options, front);
}

/** The TLS front, when asked for; it is closed before the apps are stopped. */
async function startFront(stack, options) {
  if (options.tlsPort === undefined || !stack.platform) return undefined;
  const front = await startRealHostnames({
    platformUrl: stack.platform.url,
    port: options.tlsPort,
    certDir: certDirFrom(process.env),
    token: options.platform.env.PLATFORM_TOOLS_TOKEN,
  }).catch(async (error) => {
    await stack.stop();
    throw error;
  });
  const stopApps = stack.stop;
  stack.stop = async () => {
    await front.close();
    await stopApps();
  };
  const { realHostnamesChromiumArgs } = await import('../packages/local-platform/chromium.js');
  const args = realHostnamesChromiumArgs({ port: front.port, caCertFile: front.caCertFile });
  return { banner: realHostnamesBanner(front, args) };
}

main().catch((error) => {
  if (error?.name === 'AbortError') {
    console.log('Stopped.');
    process.exit(130);
  }
  console.error(`\n${error instanceof StartupError ? error.message : (error?.stack ?? error)}`);
  process.exit(1);
});
