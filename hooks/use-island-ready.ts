'use client';

import { useEffect } from 'react';
import { ISLAND_READY_ATTR } from '@/lib/shell/markers';

export { ISLAND_READY_ATTR };

/** Called by each island's root component: marks the page once React has attached the island's behaviours. */
export function useIslandReady(): void {
  useEffect(() => {
    document.documentElement.setAttribute(ISLAND_READY_ATTR, 'true');
  }, []);
}
