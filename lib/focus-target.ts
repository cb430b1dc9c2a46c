import { scrollBehavior } from '@/lib/scroll';
import { ISLAND_READY_ATTR, SHELL_ATTR } from '@/lib/page-markers';

/**
 * Issue 26: focus that follows the visitor. A link that sends the visitor to a section, and a button that shows a
 * result further down, move keyboard focus there too, so the next Tab goes on from what they came to see instead
 * of from the link or button far above it. Shared by the shell (section links) and the islands (results).
 */

/** The element to focus for a section: the section itself when it is marked, else the first marked element in it. */
export function focusTargetIn(section: Element | null): HTMLElement | null {
  if (!section) return null;
  const selector = `[${SHELL_ATTR.focusTarget}]`;
  const target = section.matches(selector) ? section : section.querySelector(selector);
  return target instanceof HTMLElement ? target : null;
}

/**
 * Whether focus may be moved now: nothing has it (the page's body), or only the control that asked for the move
 * (`asker`). Focus the visitor has since taken somewhere else is never taken from them.
 */
export function focusIsFree(doc: Document, asker: Element | null = null): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || active === doc.documentElement || (asker !== null && active === asker);
}

/** Runs `then` once the page's React island has hydrated (at once on a page without one, or once it has). */
export function whenIslandReady(doc: Document, hasIsland: boolean, then: () => void): void {
  const root = doc.documentElement;
  const ready = () => root.getAttribute(ISLAND_READY_ATTR) === 'true';
  if (!hasIsland || ready()) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: [ISLAND_READY_ATTR] });
}

/**
 * Shows a result the visitor has just asked for: focus moves to it (its heading, `tabIndex={-1}`), so a screen
 * reader reads it and the next Tab starts there, and it is scrolled to the top of the window below the sticky
 * header (on a phone it sits below the form), smoothly unless the visitor prefers reduced motion.
 */
export function revealResult(
  el: HTMLElement | null,
  prefersReducedMotion: () => boolean = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ behavior: scrollBehavior({ prefersReducedMotion }), block: 'start' });
}
