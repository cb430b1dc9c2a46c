import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { publicEnv } from './esbuild-options';
import { ISLAND_ATTR, ISLAND_MODULES, isIslandName, type IslandName } from '@/islands/manifest';
import { ISLAND_LOG_OVERRIDE, PREACT_ALIAS, type RendererName } from '@/islands/build/renderer';

const OPENING = new RegExp(`<div ${ISLAND_ATTR.name}="([a-z-]+)" ${ISLAND_ATTR.when}="(painted|visible|touched)"(?: ${ISLAND_ATTR.restore}="[^"<>]*")? class="contents">`, 'g');
const propsScript = (name: string) => `</div><script type="application/json" ${ISLAND_ATTR.props}="${name}">`;

/** One island in a page's HTML: where its container's content starts and ends, and its props. */
export type FoundIsland = { name: IslandName; openStart: number; contentStart: number; contentEnd: number; props: unknown };

/** The islands a page's HTML holds (components/islands/island.tsx), in document order. */
export function findIslands(html: string): FoundIsland[] {
  const found: FoundIsland[] = [];
  for (const match of html.matchAll(OPENING)) {
    const name = match[1]!;
    if (!isIslandName(name)) throw new Error(`A page holds an island named "${name}", which islands/manifest.ts does not list`);
    const contentStart = match.index + match[0].length;
    const contentEnd = html.indexOf(propsScript(name), contentStart);
    if (contentEnd < 0) throw new Error(`The ${name} island's container is not followed by its props`);
    const jsonStart = contentEnd + propsScript(name).length;
    const props = JSON.parse(html.slice(jsonStart, html.indexOf('</script>', jsonStart))) as unknown;
    found.push({ name, openStart: match.index, contentStart, contentEnd, props });
  }
  return found;
}

/** Renders an island to HTML with Preact, as the browser will hydrate it. */
export type IslandRenderer = (name: IslandName, props: unknown) => string;

const SERVER_ENTRY = 'island-server-entry';

/**
 * Bundles the islands for Node with the browser's renderer (Preact, through the same aliases) into `outFile` and
 * loads it: the HTML the build writes is then exactly what the browser's first render produces, ids included. With
 * `react`, the same components rendered by React DOM's server renderer, for the check that the two agree
 * (islands/build/compare-renderers.ts).
 */
export async function islandRenderer(outFile: string, env: NodeJS.ProcessEnv = process.env, renderer: RendererName = 'preact'): Promise<IslandRenderer> {
  const names = Object.keys(ISLAND_MODULES) as IslandName[];
  const entry: Plugin = {
    name: 'island-server-entry',
    setup(bundler) {
      bundler.onResolve({ filter: new RegExp(`^${SERVER_ENTRY}$`) }, () => ({ path: SERVER_ENTRY, namespace: SERVER_ENTRY }));
      bundler.onLoad({ filter: /.*/, namespace: SERVER_ENTRY }, () => ({
        contents: [
          ...(renderer === 'preact' ? [`import '@/islands/client/preact-props';`, `import { renderToString } from 'preact-render-to-string';`] : [`import { renderToString } from 'react-dom/server';`]),
          `import { islandElement } from '@/islands/client/element';`,
          ...names.map((name, i) => `import { ${ISLAND_MODULES[name].exportName} as C${i} } from '${ISLAND_MODULES[name].module}';`),
          `const components = { ${names.map((name, i) => `${JSON.stringify(name)}: C${i}`).join(', ')} };`,
          `export const render = (name, props) => renderToString(islandElement(components[name], props));`,
        ].join('\n'),
        loader: 'ts',
        resolveDir: process.cwd(),
      }));
    },
  };
  mkdirSync(path.dirname(outFile), { recursive: true });
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    ...(renderer === 'preact' ? { alias: PREACT_ALIAS } : {}),
    define: publicEnv(env),
    tsconfig: path.resolve('tsconfig.json'),
    logLevel: 'warning',
    logOverride: ISLAND_LOG_OVERRIDE,
    plugins: [entry],
  });
  const loaded = createRequire(__filename)(outFile) as { render: IslandRenderer };
  return loaded.render;
}

/**
 * Issue 29: a page's islands rendered afresh, each on its own root, exactly as the browser will hydrate it (the
 * same renderer and element tree), and each container told which entry script hydrates it. Next rendered them with
 * React inside the whole page, whose markup Preact's hydration would not match.
 */
export function prerenderIslands(html: string, render: IslandRenderer, scripts: ReadonlyMap<IslandName, string>): string {
  let out = '';
  let from = 0;
  for (const island of findIslands(html)) {
    const opening = html.slice(island.openStart, island.contentStart).replace('>', ` ${ISLAND_ATTR.src}="${scripts.get(island.name)!}">`);
    out += html.slice(from, island.openStart) + opening + render(island.name, island.props);
    from = island.contentEnd;
  }
  return out + html.slice(from);
}
