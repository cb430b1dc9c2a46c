'use client';

import { useEffect } from 'react';

/** Set on `<html>` once a page's React island has hydrated (the end-to-end tests wait for it before typing). */
export const ISLAND_READY_ATTR = 'data-hydrated';

/** Called by each island's root component: marks the page once React has attached the island's behaviours. */
export function useIslandReady(): void {
  useEffect(() => {
    document.documentElement.setAttribute(ISLAND_READY_ATTR, 'true');
  }, []);
}
