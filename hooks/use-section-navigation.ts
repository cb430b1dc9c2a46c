'use client';

import { useCallback } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { browserScrollEnv, parseSectionHref, scrollToId, sectionScrollDelay } from '@/lib/scroll';

/**
 * Spec 2: a section link on the home page scrolls there; from another page it goes to / first and scrolls
 * after 500 ms (300 ms on mobile), retrying once after a further 500 ms. `delay` overrides the wait, for
 * pages that send the visitor home to reach the contact section (300 ms).
 */
export function useSectionNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(
    (href: string, options: { delay?: number } = {}) => {
      const { path, id } = parseSectionHref(href);
      const env = browserScrollEnv();
      if (!id) {
        router.push(path);
        return;
      }
      if (pathname === path) {
        scrollToId(id, env);
        window.history.replaceState(window.history.state, '', `${path}#${id}`);
        return;
      }
      router.push(path, { scroll: false });
      const delay = options.delay ?? sectionScrollDelay(window.innerWidth);
      window.setTimeout(() => scrollToId(id, env), delay);
    },
    [router, pathname],
  );
}
