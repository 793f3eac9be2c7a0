// Global setup: a fresh local platform on this suite's own ports (OFFICIAL_SDK_PLATFORM_PORT,
// OFFICIAL_SDK_PG_PORT), and, at the end of a whole run, docs/official-sdk.md's table of the calls.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSuitePlatform } from '../../fixtures/suite-platform';
import { CALLS_FILE_VARIABLE, writeCoverageDoc } from './coverage';

const port = process.env.OFFICIAL_SDK_PLATFORM_PORT ?? '4302';
const postgresPort = process.env.OFFICIAL_SDK_PG_PORT ?? '5302';

export default async function setup(): Promise<() => Promise<void>> {
  const callsDir = await mkdtemp(join(tmpdir(), 'official-sdk-calls-'));
  process.env[CALLS_FILE_VARIABLE] = join(callsDir, 'calls.jsonl');
  const stopPlatform = await startSuitePlatform(port, postgresPort);
  return async () => {
    await stopPlatform();
    // Only a whole run (scripts/official-sdk.mjs) speaks for the suite; one file's run would not.
    if (process.env.OFFICIAL_SDK_WRITE_DOC === '1')
      await writeCoverageDoc(process.env[CALLS_FILE_VARIABLE] ?? '');
    await rm(callsDir, { recursive: true, force: true });
  };
}
