'use client';

import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const getSearch = () => window.location.search;
/** The static HTML is rendered with no query; the browser's query applies right after hydration. */
const getServerSearch = () => '';

/**
 * The query string as state: filters live in the URL so a filtered view can be shared, without a Suspense
 * bail-out (the static HTML keeps the full, unfiltered page and nothing shifts on hydration).
 */
export function useQueryParams(): [URLSearchParams, (next: Record<string, string>) => void] {
  const search = useSyncExternalStore(subscribe, getSearch, getServerSearch);
  const setParams = useCallback((next: Record<string, string>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
    const qs = params.toString();
    window.history.replaceState(window.history.state, '', qs ? `?${qs}` : window.location.pathname);
    for (const listener of listeners) listener();
  }, []);
  return [new URLSearchParams(search), setParams];
}
