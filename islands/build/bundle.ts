import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { common } from './esbuild-options';
import { ISLAND_MODULES, type IslandName } from '@/islands/manifest';
import { ISLAND_LOG_OVERRIDE, PREACT_ALIAS, type RendererName } from '@/islands/build/renderer';

const VIRTUAL = 'island-entry';

/** Each island's entry: the component, hydrated by islands/client/hydrate.ts (on Preact, set up as React behaves). */
const entries = (renderer: RendererName): Plugin => ({
  name: 'island-entries',
  setup(bundler) {
    bundler.onResolve({ filter: new RegExp(`^${VIRTUAL}:`) }, (args) => ({ path: args.path.slice(VIRTUAL.length + 1), namespace: VIRTUAL }));
    bundler.onLoad({ filter: /.*/, namespace: VIRTUAL }, (args) => {
      const { module, exportName } = ISLAND_MODULES[args.path as IslandName];
      return {
        contents: [
          ...(renderer === 'preact' ? [`import '@/islands/client/preact-setup';`] : []),
          `import { hydrateIslands } from '@/islands/client/hydrate';`,
          `import { ${exportName} } from '${module}';`,
          `hydrateIslands(${JSON.stringify(args.path)}, ${exportName});`,
        ].join('\n'),
        loader: 'ts',
        resolveDir: process.cwd(),
      };
    });
  },
});

/** A call of `workerScript` with a relative path (lib/worker-script.ts): how a module names a Web Worker's script. */
const WORKER_SCRIPT = /workerScript\((['"])(\.{1,2}\/[^'"]+)\1\)/g;

/**
 * Issue 56: a Web Worker an island starts (`new Worker(workerScript(<its path>), { type: 'module' })`) is bundled by
 * esbuild as a file of its own beside the islands (`<folder>-<name>-<hash>.js`, everything it imports inside it), and
 * the path is rewritten to that file's address. Only modules that call `workerScript(` are read twice.
 */
const workerFiles = (exportDir: string, options: BuildOptions & { outdir: string }): Plugin => ({
  name: 'worker-files',
  setup(bundler) {
    const built = new Map<string, string>();
    bundler.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      // The helper's own module names it without calling it.
      if (!source.includes('workerScript(') || args.path.endsWith(`${path.sep}worker-script.ts`)) return undefined;
      let contents = source;
      for (const match of source.matchAll(WORKER_SCRIPT)) {
        const entry = path.resolve(path.dirname(args.path), match[2]!);
        let site = built.get(entry);
        if (!site) {
          const result = await build({ ...options, entryPoints: { [`${path.basename(path.dirname(entry))}-${path.basename(entry).replace(/\.tsx?$/, '')}`]: entry }, entryNames: '[name]-[hash]', splitting: false, plugins: [] });
          const file = Object.entries(result.metafile!.outputs).find(([, output]) => output.entryPoint !== undefined)![0];
          site = sitePath(exportDir, file);
          built.set(entry, site);
        }
        contents = contents.replace(match[0], `workerScript(${JSON.stringify(site)})`);
      }
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

const sitePath = (exportDir: string, file: string) => `/${path.relative(exportDir, path.resolve(file)).split(path.sep).join('/')}`;

/**
 * Issue 29: bundles every island (islands/manifest.ts) into `<exportDir>/<outDir>/` with esbuild, one entry per
 * island and the code they share (Preact above all) split into chunks of its own, so a page with two islands loads
 * Preact once, and shares one copy of each module (the court finder and directory share the query string's store).
 * What an island imports dynamically (a result, a dialog, a data file) stays a chunk loaded on demand. Returns each
 * island's entry script on the site, by name (the files it imports statically load with it).
 */
export async function buildIslands(exportDir: string, outDir: string, env: NodeJS.ProcessEnv = process.env, renderer: RendererName = 'preact'): Promise<Map<IslandName, string>> {
  const names = Object.keys(ISLAND_MODULES) as IslandName[];
  const options = { ...common(exportDir, env), outdir: path.join(exportDir, outDir) };
  const result = await build({
    ...options,
    entryPoints: Object.fromEntries(names.map((name) => [`island-${name}`, `${VIRTUAL}:${name}`])),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    splitting: true,
    jsx: 'automatic',
    ...(renderer === 'preact' ? { alias: PREACT_ALIAS } : {}),
    logOverride: ISLAND_LOG_OVERRIDE,
    plugins: [entries(renderer), workerFiles(exportDir, options)],
  });
  const scripts = new Map<IslandName, string>();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const name = output.entryPoint?.startsWith(`${VIRTUAL}:`) ? (output.entryPoint.slice(VIRTUAL.length + 1) as IslandName) : undefined;
    if (name) scripts.set(name, sitePath(exportDir, file));
  }
  const missing = names.filter((name) => !scripts.has(name));
  if (missing.length > 0) throw new Error(`The island build wrote no entry for ${missing.join(', ')}`);
  return scripts;
}
