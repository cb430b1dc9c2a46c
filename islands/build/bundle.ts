import path from 'node:path';
import { build, type Plugin } from 'esbuild';
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
  const result = await build({
    ...common(exportDir, env),
    outdir: path.join(exportDir, outDir),
    entryPoints: Object.fromEntries(names.map((name) => [`island-${name}`, `${VIRTUAL}:${name}`])),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    splitting: true,
    jsx: 'automatic',
    ...(renderer === 'preact' ? { alias: PREACT_ALIAS } : {}),
    logOverride: ISLAND_LOG_OVERRIDE,
    plugins: [entries(renderer)],
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
