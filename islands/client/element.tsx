import { useEffect, type ComponentType, type ReactNode } from 'react';
import { ISLAND_READY_ATTR } from '@/lib/page-markers';
import { controlNames, EarlyInputContext, type EarlyInputSource } from '@/islands/client/early-input';
import { ISLAND_ATTR } from '@/islands/manifest';

/** Marks the island hydrated once its effects have run, and the page once every island on it is. */
function Hydrated({ container, early, children }: { container?: Element; early: EarlyInputSource | null; children: ReactNode }) {
  useEffect(() => {
    // The test build's guard (issue 52): a control the visitor could change before the island started, that no form
    // state holds, would be neither adopted nor kept.
    if (process.env.NEXT_PUBLIC_ISLAND_GUARD === '1' && early) {
      const free = controlNames(early.root).filter((name) => !early.claimed.has(name));
      // eslint-disable-next-line no-console
      if (free.length > 0) console.error(`Island controls held by no form state: ${free.join(', ')}`);
    }
    early?.adopted();
    if (!container) return;
    container.setAttribute(ISLAND_ATTR.state, 'hydrated');
    const waiting = document.querySelectorAll(`[${ISLAND_ATTR.name}]:not([${ISLAND_ATTR.state}="hydrated"])`);
    if (waiting.length === 0) document.documentElement.setAttribute(ISLAND_READY_ATTR, 'true');
  }, [container, early]);
  return children;
}

/**
 * The element an island renders, the same tree when the build renders it to HTML (no container) and when the browser
 * hydrates it (ids from `useId` depend on the tree's shape, so the two must match exactly). In the browser the
 * container is where the island reads what the visitor did before it took over (islands/client/early-input.ts).
 */
export function islandElement<P extends object>(Component: ComponentType<P>, props: P, container?: Element, early: EarlyInputSource | null = null) {
  return (
    <EarlyInputContext.Provider value={early}>
      <Hydrated container={container} early={early}>
        <Component {...props} />
      </Hydrated>
    </EarlyInputContext.Provider>
  );
}
