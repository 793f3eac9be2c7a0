import { execFile } from 'node:child_process';
import { platformCliCommand } from './commands.mjs';

const CLI_TIMEOUT_MS = 60_000;

/** The storefront's receiver as the platform must call it: a wildcard host is not an address. */
export function webhookUrlOf(storefrontUrl) {
  const url = new URL('/api/webhooks', storefrontUrl);
  if (['0.0.0.0', '[::]'].includes(url.hostname)) url.hostname = '127.0.0.1';
  return url.href;
}

/**
 * Subscribes the running storefront to every event of the seeded site through the platform CLI
 * (`webhooks subscribe <url>`), which keeps one subscription per site, app and URL: running it on
 * every start is idempotent. `env` is the platform's (same data folder and PostgreSQL).
 * Resolves with the URL; rejects with the CLI's output.
 * @param {string} storefrontUrl
 * @param {Record<string, string | undefined>} env
 */
export function subscribeStorefront(storefrontUrl, env) {
  const url = webhookUrlOf(storefrontUrl);
  const { command, args, cwd } = platformCliCommand(['webhooks', 'subscribe', url]);
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env, timeout: CLI_TIMEOUT_MS }, (error, stdout, stderr) => {
      if (!error) return resolve(url);
      const output = `${stdout}${stderr}`.trim();
      reject(new Error(`platform webhooks subscribe ${url} failed:\n${output}`, { cause: error }));
    });
  });
}
