import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWebhookSettings, type WebhookSettings } from './webhooks/settings';

/** The repository root, three levels above this file (apps/platform/src). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Env {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  logLevel: string;
  /** The webhook dispatcher's WEBHOOK_* settings (src/webhooks/settings.ts). */
  webhooks: WebhookSettings;
}

function portOf(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return port;
}

/** Environment variables per docs/interfaces.md. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  return {
    host: env.PLATFORM_HOST || '127.0.0.1',
    port: portOf(env.PLATFORM_PORT, 4000, 'PLATFORM_PORT'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PLATFORM_DATA_DIR || join(repoRoot, '.data'),
    embeddedPgPort: portOf(env.PLATFORM_EMBEDDED_PG_PORT, 5433, 'PLATFORM_EMBEDDED_PG_PORT'),
    logLevel: env.LOG_LEVEL || 'info',
    webhooks: readWebhookSettings(env),
  };
}
