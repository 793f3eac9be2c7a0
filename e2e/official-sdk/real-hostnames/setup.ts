// Global setup: a fresh platform and its TLS front on this run's own ports
// (REAL_HOSTNAMES_PLATFORM_PORT, REAL_HOSTNAMES_PG_PORT, REAL_HOSTNAMES_TLS_PORT), then the
// variables README.md tells a developer to export, for every worker and every process they start.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSuitePlatform } from '../../fixtures/suite-platform';
import { registerHostnamesFile, startRealHostnames } from '../../../scripts/lib/real-hostnames.mjs';

const port = process.env.REAL_HOSTNAMES_PLATFORM_PORT ?? '4303';
const postgresPort = process.env.REAL_HOSTNAMES_PG_PORT ?? '5303';
const tlsPort = Number(process.env.REAL_HOSTNAMES_TLS_PORT ?? '4304');

export default async function setup(): Promise<() => Promise<void>> {
  const stopPlatform = await startSuitePlatform(port, postgresPort);
  const front = await startRealHostnames({
    platformUrl: `http://127.0.0.1:${port}`,
    port: tlsPort,
    certDir: join(process.env.E2E_PLATFORM_DATA_DIR ?? '', 'tls'),
  }).catch(async (error: unknown) => {
    await stopPlatform();
    throw error;
  });
  // A file URL needs no quoting in NODE_OPTIONS, whatever the checkout's path.
  const preload = `--import=${pathToFileURL(registerHostnamesFile).href}`;
  process.env.NODE_OPTIONS = [preload, process.env.NODE_OPTIONS].filter(Boolean).join(' ');
  process.env.NODE_EXTRA_CA_CERTS = front.caCertFile;
  process.env.LOCAL_PLATFORM_TLS_PORT = String(front.port);
  return async () => {
    await front.close();
    await stopPlatform();
  };
}
