import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractDir } from './paths.mjs';

/**
 * A fixed id of the contract, read from its source (these scripts run without a TypeScript
 * loader; the contract is the one place the ids are written).
 */
function contractId(name) {
  const source = readFileSync(join(contractDir, 'src/constants.ts'), 'utf8');
  const id = new RegExp(`export const ${name} = '([0-9a-f-]{36})'`).exec(source)?.[1];
  if (!id) throw new Error(`${name} is missing from packages/contract/src/constants.ts`);
  return id;
}

/** The demo site's OAuth client id (the site is on Catalog V1). */
export function sampleClientId() {
  return contractId('SAMPLE_CLIENT_ID');
}

/** The seeded Catalog V3 site's OAuth client id. */
export function v3ClientId() {
  return contractId('V3_CLIENT_ID');
}

/** The banner's lines naming both seeded client ids. */
export function clientIdLines() {
  return [
    `Client id:  ${sampleClientId()}  (the demo site, Catalog V1: OAuthStrategy({ clientId }))`,
    `V3 client:  ${v3ClientId()}  (the same store on Catalog V3)`,
  ];
}
