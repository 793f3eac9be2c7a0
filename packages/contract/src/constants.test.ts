// The storefront imports values from the zod-free entries (design.md: the contract is types only to
// it, but these are plain data): any import there would drag zod or a schema into its bundle.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import * as errorCodes from './error-codes/index';
import * as contract from './index';

/** The files of an entry: one file, or a folder whose index re-exports its siblings. */
const filesOf = (path: string): string[] =>
  path.endsWith('/index.ts')
    ? readdirSync(new URL(path.replace(/index\.ts$/, ''), import.meta.url))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => path.replace(/index\.ts$/, name))
    : [path];

/** Every module an import or export names, with `import type` too (its own rule is lint's). */
const specifiersIn = (source: string): string[] =>
  [...source.matchAll(/^\s*(?:import|export)\s(?:[^;]*?\sfrom\s)?\s*'([^']+)'/gm)].map(
    ([, specifier]) => specifier ?? '',
  );

describe.each([
  ['constants', './constants.ts', constants],
  ['error-codes', './error-codes/index.ts', errorCodes],
])('@headless/contract/%s', (entry, path, values) => {
  const files = filesOf(path);
  const folder = path.slice(0, path.lastIndexOf('/') + 1);

  it.each(files)('%s imports only files of the entry, so it stays free of zod', (file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    for (const specifier of specifiersIn(source))
      expect(files).toContain(`${folder}${specifier.replace(/^\.\//, '')}.ts`);
  });

  it('is the entry of its own subpath and re-exported by the main entry', async () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.exports[`./${entry}`]).toBe(`./src/${path.slice(2)}`);
    for (const [name, value] of Object.entries(values))
      expect(contract).toHaveProperty(name, value);
  });
});
