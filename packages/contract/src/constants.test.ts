// The storefront imports values from the zod-free entries (design.md: the contract is types only to
// it, but these are plain data): any import there would drag zod or a schema into its bundle.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import * as displayFormat from './display-format';
import * as errorCodes from './error-codes';
import * as contract from './index';
import * as palette from './palette';

/** Every module an import or export names, with `import type` too (its own rule is lint's). */
const specifiersIn = (source: string): string[] =>
  [...source.matchAll(/^\s*(?:import|export)\s(?:[^;]*?\sfrom\s)?\s*'([^']+)'/gm)].map(
    ([, specifier]) => specifier ?? '',
  );

describe.each([
  ['constants', './constants.ts', constants],
  ['error-codes', './error-codes.ts', errorCodes],
  ['display-format', './display-format.ts', displayFormat],
  ['palette', './palette.ts', palette],
])('@headless/contract/%s', (entry, path, values) => {
  it('imports nothing, so it stays free of zod', () => {
    const source = readFileSync(new URL(path, import.meta.url), 'utf8');
    expect(specifiersIn(source)).toEqual([]);
  });

  it('is the entry of its own subpath and re-exported by the main entry', async () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.exports[`./${entry}`]).toBe(`./src/${path.slice(2)}`);
    for (const [name, value] of Object.entries(values))
      expect(contract).toHaveProperty(name, value);
  });
});
