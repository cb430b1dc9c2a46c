import { SECTION_SCROLL_KEY } from '@/content/storage-keys';
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

/** Where the queue is kept: sessionStorage in the browser (it outlives the page that queued the scroll). */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Remembers that, once `path` has loaded, the window should scroll to `#id` after `delay` ms (one at a time: the
 * latest link wins). The wait starts when the page has arrived, not when the link was followed, so a slow page
 * load cannot swallow it. Kept in the tab's session storage, since the link leads to a new document.
 */
export function queueSectionScroll(storage: QueueStorage, path: string, id: string, delay: number): void {
  try {
    storage.setItem(SECTION_SCROLL_KEY, JSON.stringify({ path, id, delay }));
  } catch {
    // Storage full or refused: the link still goes home, without the scroll.
  }
}

/**
 * Called when each page loads: the queued section scroll if it is for this page. The queue is emptied either way,
 * so a link whose page never arrived cannot fire on a later visit; anything malformed counts as nothing queued.
 */
export function takeQueuedSectionScroll(storage: QueueStorage, pathname: string): { id: string; delay: number } | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(SECTION_SCROLL_KEY);
    // Taken once: a queued scroll is removed (a write costs more than the read, so only when there is one).
    if (raw !== null) storage.removeItem(SECTION_SCROLL_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const queued = JSON.parse(raw) as { path?: unknown; id?: unknown; delay?: unknown };
    if (queued.path !== pathname || typeof queued.id !== 'string' || !queued.id) return null;
    const delay = typeof queued.delay === 'number' && Number.isFinite(queued.delay) && queued.delay >= 0 ? queued.delay : 0;
    return { id: queued.id, delay };
  } catch {
    return null;
  }
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

/**
 * Issue 54: whether a section scrolled to the top of the window (below the sticky header) leaves its focus target in
 * view: `below`, how far the target's bottom is below the section's top, fits in the band the scroll padding leaves.
 * On a phone, with the cookie banner open, the contact section's form heading sits far below its top, so a link to the
 * section scrolls to the heading instead, and focus never lands out of sight (WCAG 2.4.11).
 */
export const sectionTopShows = (below: number, viewportHeight: number, padding: { top: number; bottom: number }) =>
  below <= viewportHeight - padding.top - padding.bottom;
