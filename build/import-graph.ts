import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Issue 52: the house's import graph, from the source files git tracks (tests left out): which files import each
 * other in a circle, which imports point up the layers, and how the lines are shared between the top-level folders.
 * `npx tsx build/import-graph.ts` prints it; `build/import-graph.test.ts` holds the house to it.
 */

/**
 * The layers, top first, each a list of folders (a folder's deepest listed prefix decides): a file may import its own
 * layer or any below it. The programs at the top (the site's routes, the build, the inbox, the shell, the islands'
 * build, the tests) use the site's components, which use the hooks, which use the islands' browser side (hydration,
 * early input), which uses the site's rules and helpers, which read the content.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['app', 'build', 'inbox', 'e2e', 'shell', 'islands/build'],
  ['components'],
  ['hooks'],
  ['islands'],
  ['lib'],
  ['content'],
];

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;

export type ImportGraph = { files: string[]; edges: Map<string, Set<string>>; lines: Map<string, number> };

/** The files git tracks under `root`, their imports resolved to files, and their line counts. */
export function importGraph(root = process.cwd()): ImportGraph {
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const files = tracked.filter((f) => SOURCE.test(f) && !TEST.test(f) && !f.startsWith('node_modules/'));
  const known = new Set(tracked);
  const resolve = (from: string, spec: string): string | null => {
    let base: string;
    if (spec.startsWith('@/')) base = spec.slice(2);
    else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
    else return null;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (known.has(candidate)) return candidate;
    return null;
  };
  const edges = new Map<string, Set<string>>();
  const lines = new Map<string, number>();
  const pattern = /(?:^|[^\w.])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w.])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[^\w.])import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const file of tracked.filter((f) => SOURCE.test(f) || TEST.test(f))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const top = file.includes('/') ? file.split('/')[0]! : '.';
    lines.set(top, (lines.get(top) ?? 0) + text.split('\n').length);
    if (!files.includes(file)) continue;
    const targets = new Set<string>();
    for (const match of text.matchAll(pattern)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? match[4];
      const target = spec ? resolve(file, spec) : null;
      if (target && target !== file && files.includes(target)) targets.add(target);
    }
    edges.set(file, targets);
  }
  return { files, edges, lines };
}

/** Groups of two or more files that import each other, directly or round a circle (Tarjan's strongly connected components). */
export function cycles({ files, edges }: ImportGraph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return found;
}

const layerOf = (file: string) => {
  let best = { layer: 0, length: -1 };
  LAYERS.forEach((names, layer) => {
    for (const name of names) if ((file === name || file.startsWith(`${name}/`)) && name.length > best.length) best = { layer, length: name.length };
  });
  return best.layer;
};

/** Imports from a lower layer to a higher one (a file's folder decides its layer). */
export function upwardImports({ edges }: ImportGraph): string[] {
  const up: string[] = [];
  for (const [from, targets] of edges) for (const to of targets) if (layerOf(to) < layerOf(from)) up.push(`${from} -> ${to}`);
  return up.sort();
}

/** Each top-level folder's share of the lines (source and tests). */
export function lineShares({ lines }: ImportGraph): { folder: string; lines: number; share: number }[] {
  const total = [...lines.values()].reduce((a, b) => a + b, 0);
  return [...lines].map(([folder, n]) => ({ folder, lines: n, share: n / total })).sort((a, b) => b.lines - a.lines);
}

/** Folders that import each other (a top-level folder, or a folder of lib/), as pairs. */
export function foldersImportingEachOther({ edges }: ImportGraph, depth = 2): string[] {
  const folder = (file: string) => file.split('/').slice(0, Math.min(depth, file.split('/').length - 1)).join('/');
  const pairs = new Set<string>();
  for (const [from, targets] of edges) for (const to of targets) if (folder(from) !== folder(to)) pairs.add(`${folder(from)} -> ${folder(to)}`);
  return [...pairs].filter((pair) => pairs.has(pair.split(' -> ').reverse().join(' -> '))).sort();
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const graph = importGraph();
  const circles = cycles(graph);
  const up = upwardImports(graph);
  console.info(`${graph.files.length} source files, ${[...graph.edges.values()].reduce((a, s) => a + s.size, 0)} imports`);
  console.info(`files importing each other in a circle: ${circles.length}`);
  for (const c of circles) console.info(`  ${c.join(' <-> ')}`);
  console.info(`imports pointing up the layers (${LAYERS.map((l) => l.join('/')).join(' > ')}): ${up.length}`);
  for (const u of up) console.info(`  ${u}`);
  console.info('folders importing each other:');
  for (const p of foldersImportingEachOther(graph)) console.info(`  ${p}`);
  console.info('lines by top-level folder:');
  for (const s of lineShares(graph)) console.info(`  ${s.folder.padEnd(12)} ${String(s.lines).padStart(7)}  ${(s.share * 100).toFixed(1)} %`);
}
