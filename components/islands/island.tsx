import { ISLAND_ATTR, type HydrateWhen, type IslandName } from '@/islands/manifest';
import { propsJson } from '@/islands/client/props-json';
import { islandComponents, type IslandProps } from './registry';

/**
 * Issue 29: an island on a server-rendered page. The container (`display: contents`, so the layout is the
 * island's own) is followed by the island's props as JSON; the build renders the island into the container with the
 * same props (islands/build/prerender.ts) and writes in its entry script, which the shell loads when `when` says.
 * Props must be plain data (JSON): anything else could not reach the browser.
 */
export function Island<N extends IslandName>({
  name,
  props,
  when = 'painted',
  restoreFrom = [],
}: {
  name: N;
  props: IslandProps<N>;
  when?: HydrateWhen;
  /** For a `touched` island: the storage keys (or key prefixes) it restores from (islands/manifest.ts). */
  restoreFrom?: readonly string[];
}) {
  const Component = islandComponents[name] as unknown as React.ComponentType<Record<string, unknown>>;
  return (
    <>
      <div {...{ [ISLAND_ATTR.name]: name, [ISLAND_ATTR.when]: when, [ISLAND_ATTR.restore]: restoreFrom.length > 0 ? restoreFrom.join(' ') : undefined }} className="contents">
        <Component {...(props as Record<string, unknown>)} />
      </div>
      <script type="application/json" {...{ [ISLAND_ATTR.props]: name }} dangerouslySetInnerHTML={{ __html: propsJson(props) }} />
    </>
  );
}
