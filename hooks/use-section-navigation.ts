'use client';

import { useCallback } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { browserScrollEnv, parseSectionHref, queueSectionScroll, scrollToId, sectionScrollDelay } from '@/lib/scroll';

/**
 * Spec 2: a section link on the home page scrolls there; from another page it goes to / first and scrolls
 * 500 ms (300 ms on mobile) after arriving, retrying once after a further 500 ms. The ScrollManager runs the
 * queued scroll once the page has rendered. `delay` overrides the wait, for pages that send the visitor home
 * to reach the contact section (300 ms).
 */
export function useSectionNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(
    (href: string, options: { delay?: number } = {}) => {
      const { path, id } = parseSectionHref(href);
      if (!id) {
        router.push(path);
        return;
      }
      if (pathname === path) {
        scrollToId(id, browserScrollEnv());
        window.history.replaceState(window.history.state, '', `${path}#${id}`);
        return;
      }
      queueSectionScroll(path, id, options.delay ?? sectionScrollDelay(window.innerWidth));
      router.push(path, { scroll: false });
    },
    [router, pathname],
  );
}
