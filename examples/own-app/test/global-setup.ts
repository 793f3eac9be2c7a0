// The platform exactly as a developer starts it, `npm run platform:start` in the kit, on the test's
// ports and a data folder of its own; the demo site made premium (the hosted store checkout takes
// payment); then the app with `npm start`, told where the platform is by its environment.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { appPort, appUrl, platformPort, platformUrl, postgresPort } from './ports.ts';
import { startProcess, stopProcess, waitForUrl, type Started } from './processes.ts';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const kitDir = join(appDir, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'own-app-platform-'));
  const platformEnv = {
    ...process.env,
    PLATFORM_PORT: String(platformPort),
    PLATFORM_EMBEDDED_PG_PORT: String(postgresPort),
    PLATFORM_DATA_DIR: dataDir,
    PLATFORM_API_URL: '',
    DATABASE_URL: '',
  };
  const started: Started[] = [];
  const stopAll = async () => {
    for (const process of started.reverse()) await stopProcess(process);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const platform = startProcess(npm, ['run', 'platform:start'], kitDir, platformEnv);
    started.push(platform);
    await waitForUrl(`${platformUrl}/health`, platform, 180_000);
    await promisify(execFile)(npm, ['run', 'platform', '--', 'sites', 'premium', 'on'], {
      cwd: kitDir,
      env: platformEnv,
    });
    const app = startProcess(npm, ['start'], appDir, {
      ...process.env,
      LOCAL_PLATFORM_URL: platformUrl,
      PORT: String(appPort),
      APP_URL: appUrl,
    });
    started.push(app);
    await waitForUrl(`${appUrl}/`, app, 60_000);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
