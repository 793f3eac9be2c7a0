// `npm run platform:start -- --real-hostnames` (or PLATFORM_REAL_HOSTNAMES=1): the platform plus the
// TLS front that answers https://www.wixapis.com and https://edge.wixapis.com, and what an app
// needs to be sent there unchanged (packages/local-platform/README.md, "Run your existing app unchanged").
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';
import { StartupError } from './wait.mjs';

export const DEFAULT_TLS_PORT = 4443;
export const registerHostnamesFile = join(
  repoRoot,
  'packages/local-platform/register-hostnames.js',
);

/** @param {string[]} argv @param {Record<string, string | undefined>} env */
export function realHostnamesWanted(argv, env) {
  return argv.includes('--real-hostnames') || env.PLATFORM_REAL_HOSTNAMES === '1';
}

/** @param {Record<string, string | undefined>} env */
export function tlsPortFrom(env) {
  const value = env.PLATFORM_TLS_PORT;
  if (value === undefined || value === '') return DEFAULT_TLS_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new StartupError(`PLATFORM_TLS_PORT must be a port number, got "${value}"`);
  return port;
}

/** Where the local CA lives: beside the platform's database, in its data folder. */
export function certDirFrom(env) {
  return join(env.PLATFORM_DATA_DIR || join(repoRoot, '.data'), 'tls');
}

const GRANT_443 = 'sudo setcap cap_net_bind_service=+ep "$(command -v node)"';

/**
 * Starts the TLS front in this process, forwarding to `platformUrl`. `token` is the platform's
 * PLATFORM_TOOLS_TOKEN: the front sends it, so the platform counts the clients it forwards.
 * @param {{ platformUrl: string, port: number, certDir: string, token?: string }} options
 */
export async function startRealHostnames({ platformUrl, port, certDir, token }) {
  const { startTlsFront } = await import('../../packages/local-platform/tls-front.js');
  try {
    return await startTlsFront({ target: platformUrl, certDir, port, token });
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException | undefined} */ (error)?.code;
    if (code === 'EACCES')
      throw new StartupError(
        `Port ${port} needs a privilege this user lacks. Grant it once with\n  ${GRANT_443}\n` +
          `or use an unprivileged port: PLATFORM_TLS_PORT=${DEFAULT_TLS_PORT} (the default).`,
      );
    if (code === 'EADDRINUSE')
      throw new StartupError(
        `Port ${port} is already in use, so the TLS front cannot start there: set PLATFORM_TLS_PORT.`,
      );
    throw error;
  }
}

/** A value for NODE_OPTIONS: quoted when the path needs it (Node parses NODE_OPTIONS quotes). */
const importOption = (file) => `--import ${/[\s"\\]/.test(file) ? JSON.stringify(file) : file}`;
/** For a POSIX shell. */
const shellQuoted = (value) => `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * What to export for Node and which flags to give Chromium, ready to paste.
 * @param {{ port: number, caCertFile: string, hostnames: readonly string[] }} front
 * @param {string[]} chromiumArgs from realHostnamesChromiumArgs
 */
export function realHostnamesBanner(front, chromiumArgs) {
  const names = front.hostnames.map((host) => `https://${host}`).join(' and ');
  return [
    `Real hostnames: ${names} reach this platform (TLS front on 127.0.0.1:${front.port})`,
    '  Node (in the shell that starts your app; every Node process it starts is covered):',
    `    export NODE_OPTIONS=${shellQuoted(`${importOption(registerHostnamesFile)} `)}"$NODE_OPTIONS"`,
    `    export NODE_EXTRA_CA_CERTS=${shellQuoted(front.caCertFile)}`,
    `    export LOCAL_PLATFORM_TLS_PORT=${front.port}`,
    '  Chromium (a profile of its own; the flags apply to that browser only):',
    `    chromium --user-data-dir="$(mktemp -d)" ${chromiumArgs.map(shellQuoted).join(' ')}`,
    "  Playwright: use: realHostnamesPlaywrightUse() from '@headless/local-platform/chromium'",
    ...(front.port === 443 ? [] : [`  Port 443 instead: ${GRANT_443}, then PLATFORM_TLS_PORT=443`]),
  ];
}
