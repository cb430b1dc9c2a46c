import { MOBILE_MAX_WIDTH_PX, SECTION_SCROLL_DELAY_MS, SECTION_SCROLL_RETRY_MS } from './constants';

/** What the scroll helpers need from the browser; injectable so the logic is unit-testable. */
export type ScrollEnv = {
  getElementById: (id: string) => { scrollIntoView: (options?: ScrollIntoViewOptions) => void } | null;
  prefersReducedMotion: () => boolean;
  setTimeout: (fn: () => void, ms: number) => unknown;
  warn: (message: string) => void;
};

export function browserScrollEnv(): ScrollEnv {
  return {
    getElementById: (id) => document.getElementById(id),
    prefersReducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    warn: (message) => console.warn(message),
  };
}

export function scrollBehavior(env: Pick<ScrollEnv, 'prefersReducedMotion'>): ScrollBehavior {
  return env.prefersReducedMotion() ? 'auto' : 'smooth';
}

/**
 * Scrolls to the element with this id (smoothly, unless the visitor prefers reduced motion) and reports
 * whether it was there. If it was not, it retries once after `retryDelay` ms; a warning is logged if the
 * retry fails too. `onRetry` reports the retry's outcome.
 */
export function scrollToId(
  id: string,
  env: ScrollEnv,
  { retryDelay = SECTION_SCROLL_RETRY_MS, onRetry }: { retryDelay?: number; onRetry?: (found: boolean) => void } = {},
): boolean {
  const tryScroll = () => {
    const el = env.getElementById(id);
    if (!el) return false;
    el.scrollIntoView({ behavior: scrollBehavior(env), block: 'start' });
    return true;
  };
  if (tryScroll()) return true;
  env.setTimeout(() => {
    const found = tryScroll();
    if (!found) env.warn(`Section "#${id}" was not found, even after a retry.`);
    onRetry?.(found);
  }, retryDelay);
  return false;
}

/** Delay before scrolling to a home section after navigating home from another page (spec 9). */
export function sectionScrollDelay(viewportWidth: number): number {
  return viewportWidth <= MOBILE_MAX_WIDTH_PX ? SECTION_SCROLL_DELAY_MS.mobile : SECTION_SCROLL_DELAY_MS.desktop;
}

/** A home-section scroll waiting for its page to arrive (one at a time: the latest link wins). */
type QueuedSectionScroll = { path: string; id: string; delay: number };
let queuedSectionScroll: QueuedSectionScroll | null = null;

/**
 * Remembers that, once `path` has rendered, the window should scroll to `#id` after `delay` ms. The wait starts
 * when the page has arrived, not when the link was followed, so a slow page load cannot swallow it.
 */
export function queueSectionScroll(path: string, id: string, delay: number): void {
  queuedSectionScroll = { path, id, delay };
}

/**
 * Called on each page change: the queued section scroll if it is for the page now shown. The queue is emptied
 * either way, so a link whose page never arrived cannot fire on a later visit.
 */
export function takeQueuedSectionScroll(pathname: string): { id: string; delay: number } | null {
  const queued = queuedSectionScroll;
  queuedSectionScroll = null;
  if (!queued || queued.path !== pathname) return null;
  return { id: queued.id, delay: queued.delay };
}

/** Splits `/#contact` style hrefs into the page path and the section id. */
export function parseSectionHref(href: string): { path: string; id: string | null } {
  const hashAt = href.indexOf('#');
  if (hashAt === -1) return { path: href || '/', id: null };
  const path = href.slice(0, hashAt) || '/';
  const id = href.slice(hashAt + 1);
  return { path, id: id || null };
}

/** Whether a page change should scroll to the top: not when the URL carries a hash anchor. */
export function shouldScrollToTop(hash: string): boolean {
  return hash === '' || hash === '#';
}

/**
 * Whether a focused element is (partly) covered by the sticky header or the open cookie banner, given the
 * window's scroll padding (the header's height at the top, the banner's at the bottom).
 */
export function isObscured(
  rect: { top: number; bottom: number },
  viewportHeight: number,
  padding: { top: number; bottom: number },
): boolean {
  const visibleBottom = viewportHeight - padding.bottom;
  // An element taller than the visible band cannot fit; it counts as shown once its top is clear.
  if (rect.bottom - rect.top > visibleBottom - padding.top) return rect.top < padding.top;
  return rect.top < padding.top || rect.bottom > visibleBottom;
}
