'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';
import { PAGE_CHANGE_SCROLL_DELAY_MS } from '@/lib/constants';
import { shouldScrollToTop } from '@/lib/scroll';

/** Spec 2: whenever the path changes the window scrolls to the top after 100 ms, unless there is a hash. */
export function ScrollManager() {
  const pathname = usePathname();
  const previous = React.useRef(pathname);
  // Marks the page as interactive (client behaviours attached); end-to-end tests wait for it.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  React.useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!shouldScrollToTop(window.location.hash)) return;
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), PAGE_CHANGE_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
