// The SDK's import graph, read from the source text: every relative `import`/`export … from`
// (type-only ones too: they tie files together for the reader and the compiler alike).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface ImportGraph {
  /** Paths relative to the root, with forward slashes. */
  files: string[];
  /** file → the files it imports. */
  edges: Map<string, string[]>;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const slashed = (path: string) => path.split(sep).join('/');

export function readImportGraph(root: string): ImportGraph {
  const absolute = sourceFiles(root);
  const known = new Set(absolute);
  const edges = new Map<string, string[]>();
  for (const file of absolute) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, spec]) => {
      const base = resolve(dirname(file), spec!);
      const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) =>
        known.has(c),
      );
      return hit ? [slashed(relative(root, hit))] : [];
    });
    edges.set(slashed(relative(root, file)), targets);
  }
  return { files: [...edges.keys()], edges };
}

/** Strongly connected components of more than one node (Tarjan): each one is a cycle. */
export function cyclesOf(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.files) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The graph between folders: a folder imports another when one of its files imports one there.
 * Tests are left out: a test may drive its folder through one above (a client, a module).
 */
export function foldersOf(graph: ImportGraph): ImportGraph {
  const folderOf = (file: string) =>
    file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
  const edges = new Map<string, string[]>();
  for (const [file, targets] of graph.edges) {
    if (file.endsWith('.test.ts')) continue;
    const from = folderOf(file);
    const known = new Set(edges.get(from) ?? []);
    for (const target of targets) if (folderOf(target) !== from) known.add(folderOf(target));
    edges.set(from, [...known]);
  }
  return { files: [...edges.keys()], edges };
}
