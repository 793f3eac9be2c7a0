import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineConflicts, satisfies } from './engines.mjs';
import { repoRoot } from './paths.mjs';

const readJson = (file) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));

describe('engines', () => {
  it('every package npm ci installs accepts every Node version the repository declares', () => {
    const supported = readJson('package.json').engines.node;
    expect(engineConflicts(readJson('package-lock.json'), supported)).toEqual([]);
  });

  it('finds a package that would warn EBADENGINE, and skips one built for another platform', () => {
    const lock = {
      packages: {
        '': { engines: { node: '>=1' } },
        'node_modules/cookie': { engines: { node: '>=22' } },
        'node_modules/ok': { engines: { node: '^20.19.0 || ^22.13.0 || >=24' } },
        'node_modules/win-only': { os: ['win32'], engines: { node: '>=99' } },
      },
    };
    expect(engineConflicts(lock, '^20.19.0 || ^22.13.0 || >=24')).toEqual([
      { path: 'node_modules/cookie', range: '>=22', excluded: '20.19.0' },
    ]);
  });

  it.each([
    ['>=18', [20, 19, 0], true],
    ['>= 0.4', [20, 0, 0], true],
    ['^20.19.0 || >=22.12.0', [22, 5, 0], false],
    ['^20.19.0 || >=22.12.0', [20, 25, 0], true],
    ['^18.18.0 || ^20.9.0 || >=21.1.0', [21, 0, 0], false],
    ['10.* || >= 12.*', [11, 0, 0], false],
    ['>= 10.x', [10, 3, 0], true],
    ['20 || >=22', [21, 9, 0], false],
    ['^0.4.2', [0, 5, 0], false],
    ['>=6 <8', [8, 0, 0], false],
  ])('%s admits %j: %s', (range, version, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('refuses a range it cannot read rather than guess', () => {
    expect(() => satisfies([20, 0, 0], 'lts/*')).toThrow(/unreadable/);
  });
});
