// The storefront imports values from this entry (design.md: the contract is types only to it, but
// these constants are plain data): any import here would drag zod or a schema into its bundle.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import * as contract from './index';

describe('@headless/contract/constants', () => {
  it('imports nothing, so it stays free of zod', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export\s[^;]*\sfrom)\s/m);
  });

  it('is the entry of its own subpath and re-exported by the main entry', async () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.exports['./constants']).toBe('./src/constants.ts');
    for (const [name, value] of Object.entries(constants))
      expect(contract).toHaveProperty(name, value);
  });
});
