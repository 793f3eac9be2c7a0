// Chromium's side of the real hostnames: its own resolver rules send the platform's hosts to the TLS
// front (no /etc/hosts), and it accepts the front's certificate by the local CA's key (no system
// CA store). Flags only: they apply to the browser started with them and to nothing else.
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PLATFORM_API_HOSTS } from './index.js';
import { DEFAULT_TLS_FRONT_PORT } from './hostname-map.js';

/** base64 SHA-256 of a certificate's SubjectPublicKeyInfo, as --ignore-certificate-errors-spki-list takes it. @param {string} certPem */
export function spkiHashOf(certPem) {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * @typedef {object} ChromiumOptions
 * @property {number | string} [port] the TLS front's port: LOCAL_PLATFORM_TLS_PORT, else 4443
 * @property {string} [caCertFile] the local CA: NODE_EXTRA_CA_CERTS by default
 */

/** @param {ChromiumOptions} options */
function resolved(options) {
  const port = options.port ?? (process.env.LOCAL_PLATFORM_TLS_PORT || DEFAULT_TLS_FRONT_PORT);
  const caCertFile = options.caCertFile ?? process.env.NODE_EXTRA_CA_CERTS;
  if (!caCertFile) {
    throw new Error(
      'The local CA is unknown: pass caCertFile or set NODE_EXTRA_CA_CERTS to ca.pem',
    );
  }
  return { port: Number(port), caCertFile };
}

/**
 * The flags that send a Chromium's requests for the platform's hosts to the TLS front and trust its
 * certificate. Chromium honors the SPKI list only with a --user-data-dir (Playwright passes one).
 * @param {ChromiumOptions} [options]
 * @returns {string[]}
 */
export function realHostnamesChromiumArgs(options = {}) {
  const { port, caCertFile } = resolved(options);
  const rules = PLATFORM_API_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',');
  const spki = spkiHashOf(readFileSync(caCertFile, 'utf8'));
  return [`--host-resolver-rules=${rules}`, `--ignore-certificate-errors-spki-list=${spki}`];
}

/**
 * Playwright's `use` for a project whose browser reaches the local platform under the real
 * hostnames: `use: { ...realHostnamesPlaywrightUse() }` in playwright.config.
 * @param {ChromiumOptions & { args?: string[] }} [options] `args`: further Chromium flags
 */
export function realHostnamesPlaywrightUse(options = {}) {
  const args = [...(options.args ?? []), ...realHostnamesChromiumArgs(options)];
  return { launchOptions: { args } };
}
