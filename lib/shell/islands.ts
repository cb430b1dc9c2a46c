import { ISLAND_ATTR } from '@/lib/islands/manifest';

/**
 * Runs `then` once the page has painted its first content (the browser's own paint timing, not a timer: held timers,
 * as in a background tab, do not hold an island back), or at once where paint timing is not reported.
 */
function afterFirstPaint(then: () => void): void {
  if (!('PerformanceObserver' in window) || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  // The observer's own list, buffered (so a paint before the shell ran counts), not `performance.getEntries…`.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** What brings a `visible` island to life: coming near the window, or the visitor reaching into it first. */
const REACH_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'touchstart'] as const;

/**
 * Issue 29: loads each island's entry script (lib/islands/build.ts) when its container says. A `painted` island (a tool
 * at the top of its page) once the page has painted its first content; a `visible` one (the home page's form) once it comes within a
 * screen of the window, or as soon as the visitor focuses or touches it. Until then the island is the server's HTML,
 * which works as plain HTML where it can (the consultation form posts without script).
 */
export function installIslands(): void {
  for (const container of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}][${ISLAND_ATTR.src}]`)) {
    const src = container.getAttribute(ISLAND_ATTR.src)!;
    let started = false;
    let observer: IntersectionObserver | undefined;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      for (const type of REACH_EVENTS) container.removeEventListener(type, start);
      void import(/* webpackIgnore: true */ src);
    };
    if (container.getAttribute(ISLAND_ATTR.when) !== 'visible' || !('IntersectionObserver' in window)) {
      afterFirstPaint(start);
      continue;
    }
    for (const type of REACH_EVENTS) container.addEventListener(type, start, { passive: true });
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '100% 0px' });
    // The container is `display: contents` (it has no box of its own): watch what it holds.
    for (const child of container.children) observer.observe(child);
  }
}
