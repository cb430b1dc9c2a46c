import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandElement } from './element';
import { ISLAND_ATTR, ISLAND_MODULES, isIslandName, islandIdPrefix, type IslandName } from './manifest';
import type { IslandScripts } from './build';

const OPENING = new RegExp(`<div ${ISLAND_ATTR.name}="([a-z-]+)" ${ISLAND_ATTR.when}="(idle|visible)" class="contents">`, 'g');
const propsScript = (name: string) => `</div><script type="application/json" ${ISLAND_ATTR.props}="${name}">`;

/** One island in a page's HTML: where its container's content starts and ends, and its props. */
export type FoundIsland = { name: IslandName; openStart: number; contentStart: number; contentEnd: number; props: unknown };

/** The islands a page's HTML holds (components/islands/island.tsx), in document order. */
export function findIslands(html: string): FoundIsland[] {
  const found: FoundIsland[] = [];
  for (const match of html.matchAll(OPENING)) {
    const name = match[1]!;
    if (!isIslandName(name)) throw new Error(`A page holds an island named "${name}", which lib/islands/manifest.ts does not list`);
    const contentStart = match.index + match[0].length;
    const contentEnd = html.indexOf(propsScript(name), contentStart);
    if (contentEnd < 0) throw new Error(`The ${name} island's container is not followed by its props`);
    const jsonStart = contentEnd + propsScript(name).length;
    const props = JSON.parse(html.slice(jsonStart, html.indexOf('</script>', jsonStart))) as unknown;
    found.push({ name, openStart: match.index, contentStart, contentEnd, props });
  }
  return found;
}

const loaded = new Map<IslandName, ComponentType<object>>();

async function component(name: IslandName): Promise<ComponentType<object>> {
  let found = loaded.get(name);
  if (!found) {
    const { module, exportName } = ISLAND_MODULES[name];
    const exports = (await import(module)) as Record<string, ComponentType<object>>;
    found = exports[exportName];
    if (!found) throw new Error(`${module} exports no ${exportName}`);
    loaded.set(name, found);
  }
  return found;
}

/**
 * Issue 29: a page's islands rendered afresh, each on its own root, exactly as the browser will hydrate it (the
 * same element tree and id prefix, so React's ids match), and each container told which entry script hydrates it.
 * Next rendered them inside the whole page, where React's ids come out differently.
 */
export async function prerenderIslands(html: string, scripts: ReadonlyMap<IslandName, IslandScripts>): Promise<string> {
  const islands = findIslands(html);
  let out = '';
  let from = 0;
  for (const [index, island] of islands.entries()) {
    const Component = await component(island.name);
    const body = renderToString(islandElement(Component, island.props as object), { identifierPrefix: islandIdPrefix(island.name, index) });
    const opening = html.slice(island.openStart, island.contentStart).replace('>', ` ${ISLAND_ATTR.src}="${scripts.get(island.name)!.entry}">`);
    out += html.slice(from, island.openStart) + opening + body;
    from = island.contentEnd;
  }
  return out + html.slice(from);
}
