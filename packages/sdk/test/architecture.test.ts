import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesOf, foldersOf, readImportGraph } from './import-graph';

// The SDK's shape held by a test, as the platform's is (apps/platform/test/architecture.test.ts):
// no import cycle between files nor folders, so every file can be read, loaded and tested from the bottom up.
const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
const graph = readImportGraph(src);

const listed = (cycles: string[][]) => cycles.map((c) => c.join(' ↔ '));

describe('the SDK’s import graph', () => {
  it('is read from the source (a reader that found nothing would pass everything)', () => {
    expect(graph.files.length).toBeGreaterThan(100);
    expect(graph.edges.get('core/query-builder.ts')).toContain('core/query-result.ts');
  });

  it('has no cycle between files', () => {
    expect(listed(cyclesOf(graph))).toEqual([]);
  });

  it('has no cycle between folders (auth sits below modules/identity, which re-exports it)', () => {
    expect(listed(cyclesOf(foldersOf(graph)))).toEqual([]);
  });
});

describe('the cycle finder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-graph-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a cycle through a type-only import, and none in a chain', () => {
    mkdirSync(join(dir, 'core'));
    writeFileSync(join(dir, 'core/a.ts'), "import type { B } from './b';\nexport type A = B;\n");
    writeFileSync(join(dir, 'core/b.ts'), "import { c } from './c';\nexport type B = 1;\n");
    writeFileSync(join(dir, 'core/c.ts'), "export type { A } from './a';\nexport const c = 1;\n");
    writeFileSync(join(dir, 'core/d.ts'), "import { c } from './c';\n");
    expect(cyclesOf(readImportGraph(dir))).toEqual([['core/a.ts', 'core/b.ts', 'core/c.ts']]);
    writeFileSync(join(dir, 'core/c.ts'), 'export const c = 1;\n');
    expect(cyclesOf(readImportGraph(dir))).toEqual([]);
  });
});
