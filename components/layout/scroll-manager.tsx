'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';
import { PAGE_CHANGE_SCROLL_DELAY_MS } from '@/lib/constants';
import { browserScrollEnv, isObscured, scrollToId, shouldScrollToTop, takeQueuedSectionScroll } from '@/lib/scroll';

/**
 * Spec 2: whenever the path changes the window scrolls to the top after 100 ms, unless there is a hash, or
 * scrolls to the home section a section link queued for this page.
 * Also keeps keyboard focus clear of the sticky header and the cookie banner.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const previous = React.useRef(pathname);
  // Marks the page as interactive (client behaviours attached); end-to-end tests wait for it.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // WCAG 2.2 (2.4.11): keyboard focus is never hidden behind the sticky header or the cookie banner. Their
  // heights are the root's scroll padding; "nearest" scrolling honours it.
  React.useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest('header, [data-overlay]')) return;
      const style = getComputedStyle(document.documentElement);
      const padding = { top: parseFloat(style.scrollPaddingTop) || 0, bottom: parseFloat(style.scrollPaddingBottom) || 0 };
      if (isObscured(target.getBoundingClientRect(), window.innerHeight, padding)) {
        target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      }
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  React.useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const section = takeQueuedSectionScroll(pathname);
    if (section) {
      // The new page starts at its top (the link kept the old page's scroll position), then scrolls to the
      // section after the delay. Not cleared on clean-up: the queue hands a scroll out once, so a re-run
      // effect could not re-arm it.
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      window.setTimeout(() => scrollToId(section.id, browserScrollEnv()), section.delay);
      return;
    }
    if (!shouldScrollToTop(window.location.hash)) return;
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), PAGE_CHANGE_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
