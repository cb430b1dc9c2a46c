import { sinceArrival } from '@/islands/client/early-presses';
import { ISLAND_ATTR } from '@/islands/manifest';
import { PAGE_CHANGE_SCROLL_DELAY_MS } from '@/lib/constants';
import { canGoBack } from '@/lib/history';
import {
  browserScrollEnv,
  isObscured,
  parseSectionHref,
  queueSectionScroll,
  scrollToId,
  sectionScrollDelay,
  sectionTopShows,
  shouldScrollToTop,
  takeQueuedSectionScroll,
} from '@/lib/scroll';
import { focusIsFree, focusTargetIn, whenIslandReady } from '@/lib/focus-target';
import { SHELL_ATTR } from '@/lib/page-markers';

/** A click that follows a link in this tab (no modifier key, main button, not already handled). */
export const isPlainClick = (event: MouseEvent) => !(event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Whether a section holds an island: focus waits for the island to hydrate (the scroll there brings it to life). */
const holdsIsland = (id: string) => document.getElementById(id)?.querySelector(`[${ISLAND_ATTR.name}]`) != null;

/** The window's scroll padding: the sticky header's room at the top, the open cookie banner's at the bottom. */
function scrollPadding(): { top: number; bottom: number } {
  const style = getComputedStyle(document.documentElement);
  return { top: parseFloat(style.scrollPaddingTop) || 0, bottom: parseFloat(style.scrollPaddingBottom) || 0 };
}

/**
 * Issue 26: focus follows the visitor to the section (its marked heading: the consultation form's, for
 * `#contact`), once the island in it, if any, has hydrated, so the next Tab goes on from there and not from the link
 * far above. Never taken from a control the visitor has reached in the meantime; `asker` is the one that asked.
 * `reveal`: the page was not scrolled for it (an address opened at the section): a heading behind the open banner or
 * out of sight is brought into view (issue 54, WCAG 2.4.11).
 */
function focusSection(id: string, asker: Element | null, reveal?: boolean): void {
  whenIslandReady(document, holdsIsland(id), () => {
    const target = focusTargetIn(document.getElementById(id));
    if (!target || !focusIsFree(document, asker)) return;
    target.focus({ preventScroll: true });
    // As the page scrolls (smoothly, unless reduced motion is asked for): an instant jump lost to the browser's own
    // scroll to the address's section still under way.
    if (reveal && isObscured(target.getBoundingClientRect(), window.innerHeight, scrollPadding())) target.scrollIntoView({ block: 'start' });
  });
}

/**
 * Where a link to a section scrolls (issue 54, WCAG 2.4.11): the section's top, or its focus target when the top would
 * leave that out of sight (a phone, with the banner open: the form's heading far below the contact details).
 */
const scrollTarget = (id: string) => {
  const section = document.getElementById(id);
  const target = focusTargetIn(section);
  return !section || !target || sectionTopShows(target.getBoundingClientRect().bottom - section.getBoundingClientRect().top, window.innerHeight, scrollPadding()) ? section : target;
};

/** Scrolls to a section (retrying once if it is not there yet) and then moves focus to it. */
function scrollAndFocus(id: string, asker: Element | null): void {
  const found = scrollToId(id, { ...browserScrollEnv(), getElementById: scrollTarget }, {
    onRetry: (foundLater) => {
      if (foundLater) focusSection(id, asker);
    },
  });
  if (found) focusSection(id, asker);
}

/**
 * Spec 2: a section link on its own page scrolls there; from another page it goes to that page first and scrolls
 * 500 ms (300 ms on mobile, or `delay`) after arriving, retrying once after a further 500 ms. Pages are ordinary
 * documents, so the scroll waits in session storage for the next page to pick up.
 */
export function goToSection(href: string, delay?: number): void {
  const { path, id } = parseSectionHref(href);
  if (!id) {
    window.location.assign(path);
    return;
  }
  if (window.location.pathname === path) {
    scrollAndFocus(id, document.activeElement);
    window.history.replaceState(window.history.state, '', `${path}#${id}`);
    return;
  }
  const storage = sessionStore();
  if (!storage) {
    // No storage to carry the scroll: the browser's own jump to the anchor is the next best thing.
    window.location.assign(href);
    return;
  }
  queueSectionScroll(storage, path, id, delay ?? sectionScrollDelay(window.innerWidth));
  window.location.assign(path);
}

/** Whether this document was reached by going back or forward (the Navigation API, else Navigation Timing). */
function arrivedByHistory(): boolean {
  const activation = (window as Window & { navigation?: { activation?: { navigationType?: string } } }).navigation?.activation;
  if (activation?.navigationType) return activation.navigationType === 'traverse';
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward';
}

const scrollToTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

/** The section an address names (`#contact`), if any. */
function hashId(hash: string): string | null {
  if (shouldScrollToTop(hash)) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * Runs `then` `ms` after the page arrived (its head script ran; now, with `now`), at once if that has passed: the shell
 * starts after the first paint, and a wait the spec counts from arriving must not start again there.
 */
function afterArrival(ms: number, then: () => void, now = false): void {
  const left = ms - (now ? 0 : sinceArrival());
  if (left > 0) window.setTimeout(then, left);
  else then();
}

/**
 * What happens as a page arrives (each wait counted from the arrival, not from the shell's start after the first
 * paint): the section scroll a link queued for it, which puts the section in the address
 * (`/#contact`) and focus on it (issue 26); or else, when the browser brought the visitor back to a
 * remembered position (back and forward), the spec's scroll to the top 100 ms later, unless the address has a
 * hash anchor. A new page starts at its top by itself; one opened at a section's address (`/#contact`, typed,
 * bookmarked or reloaded) has the browser's jump there, and focus follows it, brought into view if the banner hides it.
 */
function onArrival(restoredFromCache: boolean) {
  const storage = sessionStore();
  const section = storage ? takeQueuedSectionScroll(storage, window.location.pathname) : null;
  if (section) {
    scrollToTop();
    afterArrival(section.delay, () => {
      scrollAndFocus(section.id, null);
      // The section goes into the address as it is scrolled to, not before (with the anchor there early, the page
      // would jump to it ahead of the spec's wait).
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${section.id}`);
    });
    return;
  }
  const returned = restoredFromCache || arrivedByHistory();
  if (returned) {
    // A page from the back-forward cache arrives now; its head script ran on its first visit.
    if (shouldScrollToTop(window.location.hash)) afterArrival(PAGE_CHANGE_SCROLL_DELAY_MS, scrollToTop, restoredFromCache);
    return;
  }
  const id = hashId(window.location.hash);
  if (id) focusSection(id, null, true);
}

/**
 * The shell's page behaviours: section links and back controls (by delegation, so links an island renders work the
 * same), the arrival scroll, keyboard focus kept clear of the sticky header and the cookie banner (WCAG 2.2,
 * 2.4.11), the 404 page's log line and the redirect page.
 */
export function installNavigation(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(`a[${SHELL_ATTR.sectionLink}], a[${SHELL_ATTR.backLink}]`);
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    const href = link.getAttribute('href') ?? '/';
    if (link.hasAttribute(SHELL_ATTR.backLink)) {
      if (canGoBack(window)) window.history.back();
      else window.location.assign(href);
      return;
    }
    const delay = Number.parseInt(link.getAttribute(SHELL_ATTR.sectionLink) ?? '', 10);
    goToSection(href, Number.isNaN(delay) ? undefined : delay);
  });

  onArrival(false);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) onArrival(true);
  });

  document.addEventListener('focusin', (event) => {
    const target = event.target;
    // A focus target is scrolled into place by whatever focused it (a smooth scroll this would cut short).
    if (!(target instanceof HTMLElement) || target.closest('header, [data-overlay]') || target.hasAttribute(SHELL_ATTR.focusTarget)) return;
    if (isObscured(target.getBoundingClientRect(), window.innerHeight, scrollPadding())) target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  });

  // Spec 2: the missing path is logged to the console.
  if (document.querySelector(`[${SHELL_ATTR.missingPage}]`)) console.warn(`404: no page exists at ${window.location.pathname}`);

  // A redirect page on a host without the redirect rule: replace the history entry, so "back" skips it.
  const redirect = document.querySelector(`[${SHELL_ATTR.redirectTo}]`)?.getAttribute(SHELL_ATTR.redirectTo);
  if (redirect) window.location.replace(redirect);
}
