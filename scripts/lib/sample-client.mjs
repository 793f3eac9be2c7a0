import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractDir } from './paths.mjs';

/**
 * The demo site's OAuth client id, read from the contract's source (these scripts run without a
 * TypeScript loader; the contract is the one place the id is written).
 */
export function sampleClientId() {
  const source = readFileSync(join(contractDir, 'src/constants.ts'), 'utf8');
  const id = /export const SAMPLE_CLIENT_ID = '([0-9a-f-]{36})'/.exec(source)?.[1];
  if (!id) throw new Error('SAMPLE_CLIENT_ID is missing from packages/contract/src/constants.ts');
  return id;
}
