import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collapse, cyclesOf, readImportGraph, type ImportGraph } from './import-graph';

// The boundaries of docs/architecture.md, held by a test rather than by goodwill: no import
// cycles between files, layers that only look down, and modules that meet only at their index.ts.
const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
const graph = readImportGraph(src);

/** Each top-level folder of src (and the files at its root) with its layer: imports look down. */
const LAYERS: Record<string, number> = {
  kernel: 0,
  db: 1,
  http: 2,
  query: 2,
  cache: 3,
  outbox: 3,
  owned: 3,
  modules: 4,
  webhooks: 5,
  seed: 5,
  plugins: 6,
  hosted: 7,
  cli: 8,
  '(root)': 8,
};

/** Tests and their kits may reach anything (a module's test seeds the demo site, say). */
const isTestCode = (file: string) =>
  /(\.test\.ts|test-kit\.ts|test-client\.ts|test-helpers\.ts)$/.test(file);

const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : '(root)');
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

/** The graph of the product code alone. */
function productGraph(): ImportGraph {
  const files = graph.files.filter((file) => !isTestCode(file));
  const kept = new Set(files);
  const edges = new Map(files.map((f) => [f, graph.edges.get(f)!.filter((t) => kept.has(t))]));
  return { files, edges };
}

const listed = (cycles: string[][]) => cycles.map((c) => c.join(' ↔ '));

describe('the platform’s import graph', () => {
  it('is read from the source (a reader that found nothing would pass everything)', () => {
    expect(graph.files.length).toBeGreaterThan(300);
    expect(graph.edges.get('app.ts')).toContain('kernel/app-type.ts');
  });

  it('has no cycle between files', () => {
    expect(listed(cyclesOf(graph))).toEqual([]);
  });

  it('has no cycle between top-level folders, nor between modules', () => {
    const unitOf = (file: string) => {
      const name = moduleOf(file);
      return name ? `modules/${name}` : folderOf(file);
    };
    expect(listed(cyclesOf(collapse(productGraph(), unitOf)))).toEqual([]);
  });

  it('imports only from its own layer or the layers below', () => {
    const product = productGraph();
    expect(Object.keys(LAYERS)).toEqual(expect.arrayContaining(product.files.map(folderOf)));
    const upward = product.files.flatMap((file) =>
      product.edges
        .get(file)!
        .filter((target) => LAYERS[folderOf(target)]! > LAYERS[folderOf(file)]!)
        .map((target) => `${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('reaches a module from outside only through its index.ts', () => {
    const product = productGraph();
    const around = product.files.flatMap((file) =>
      product.edges
        .get(file)!
        .filter((target) => {
          const owner = moduleOf(target);
          return owner && owner !== moduleOf(file) && target !== `modules/${owner}/index.ts`;
        })
        .map((target) => `${file} → ${target}`),
    );
    expect(around).toEqual([]);
  });
});
