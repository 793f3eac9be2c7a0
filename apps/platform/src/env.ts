import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicUrlOf } from './http/public-url';
import { RETIRED_API_MODES, type RetiredApisMode } from './http/retired-apis';
import { trustedProxiesOf } from './http/trusted-proxies';
import { readWebhookSettings, type WebhookSettings } from './webhooks/settings';

/** The repository root, three levels above this file (apps/platform/src). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Env {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Unset: the embedded PostgreSQL listens on its Unix socket only (src/db/listen.ts). */
  embeddedPgPort: number | undefined;
  logLevel: string;
  /** PLATFORM_ALLOWED_HOSTS: `Host` values answered besides loopback (`name` or `name:port`). */
  allowedHosts: string[];
  /** PLATFORM_PUBLIC_URL as an origin: the start of every URL the platform hands out. */
  publicUrl: string | undefined;
  /**
   * PLATFORM_TRUSTED_PROXIES, as listed (empty when unset): peers whose forwarded headers count
   * (http/public-origin.ts; loopback for proto and host while none are listed).
   */
  trustedProxies: string[];
  /** PLATFORM_TOOLS_TOKEN: the local tools' secret; unset, each process makes its own. */
  toolsToken: string | undefined;
  /** How long the CLI keeps an embedded PostgreSQL it started running after a command (0: stop it). */
  cliKeepPgSeconds: number;
  /** The webhook dispatcher's WEBHOOK_* settings (src/webhooks/settings.ts). */
  webhooks: WebhookSettings;
  /** PLATFORM_RETIRED_APIS: serve retired API generations (default) or refuse removed ones. */
  retiredApis: RetiredApisMode;
}

function portOf<T extends number | undefined>(
  value: string | undefined,
  fallback: T,
  name: string,
): number | T {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return port;
}

/** Comma-separated, blanks dropped, lower-cased (host names are case-insensitive). */
function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

const MIN_TOKEN_LENGTH = 16;

function toolsTokenOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < MIN_TOKEN_LENGTH || /\s/.test(value)) {
    throw new Error(
      `PLATFORM_TOOLS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters without spaces`,
    );
  }
  return value;
}

function secondsOf(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new Error(
      `PLATFORM_CLI_KEEP_PG_SECONDS must be a whole number of seconds, got "${value}"`,
    );
  }
  return seconds;
}

function retiredApisModeOf(value: string | undefined): RetiredApisMode {
  const mode = (value ?? '').trim().toLowerCase() || 'serve';
  if (!(RETIRED_API_MODES as readonly string[]).includes(mode)) {
    throw new Error(
      `PLATFORM_RETIRED_APIS must be ${RETIRED_API_MODES.join(' or ')}, got "${value ?? ''}"`,
    );
  }
  return mode as RetiredApisMode;
}

/** Environment variables per docs/interfaces.md. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  return {
    host: env.PLATFORM_HOST || '127.0.0.1',
    port: portOf(env.PLATFORM_PORT, 4000, 'PLATFORM_PORT'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PLATFORM_DATA_DIR || join(repoRoot, '.data'),
    embeddedPgPort: portOf(env.PLATFORM_EMBEDDED_PG_PORT, undefined, 'PLATFORM_EMBEDDED_PG_PORT'),
    logLevel: env.LOG_LEVEL || 'info',
    allowedHosts: listOf(env.PLATFORM_ALLOWED_HOSTS),
    publicUrl: publicUrlOf(env.PLATFORM_PUBLIC_URL),
    trustedProxies: trustedProxiesOf(env.PLATFORM_TRUSTED_PROXIES),
    toolsToken: toolsTokenOf(env.PLATFORM_TOOLS_TOKEN),
    cliKeepPgSeconds: secondsOf(env.PLATFORM_CLI_KEEP_PG_SECONDS, 300),
    webhooks: readWebhookSettings(env),
    retiredApis: retiredApisModeOf(env.PLATFORM_RETIRED_APIS),
  };
}
