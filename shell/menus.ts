import { MOBILE_NAV_DELAY_MS, NAV_SCROLL_THRESHOLD_PX } from '@/lib/constants';
import { SHELL_ATTR } from '@/lib/page-markers';
import { goToSection, isPlainClick } from '@/shell/navigation';

const MENU = `[${SHELL_ATTR.navMenu}]`;
const MENU_GAP_PX = 6;

const triggerOf = (menu: HTMLElement) => document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`);

/** Browsers without CSS anchor positioning: place an opened menu under its button. */
function placeUnderTrigger(menu: HTMLElement) {
  if (CSS.supports('position-anchor', '--a')) return;
  const trigger = triggerOf(menu);
  if (!trigger) return;
  const box = trigger.getBoundingClientRect();
  menu.style.top = `${box.bottom + MENU_GAP_PX}px`;
  menu.style.left = `${box.left}px`;
}

/**
 * The script half of the header (the markup works on its own: native popovers and a native `<dialog>`): a menu's
 * `aria-expanded`, a menu closing once focus has left it and its button (Tab past its last link) or when one of its
 * links is followed, the mobile sheet closing before it navigates (200 ms for a page, 600 ms for a home section, as the spec
 * times it), invoker commands and light dismiss where the browser lacks them, and the bar's look past 50 px.
 */
export function installMenus(): void {
  // Left out of the HTML so that, before this runs, the browser's own popover state is what is announced.
  for (const menu of document.querySelectorAll<HTMLElement>(MENU)) {
    triggerOf(menu)?.setAttribute('aria-expanded', String(menu.matches(':popover-open')));
  }

  document.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLElement) || !menu.matches(MENU)) return;
      const open = (event as ToggleEvent).newState === 'open';
      // Chromium exposes a popover button's state by itself; other browsers and tools read the attribute.
      triggerOf(menu)?.setAttribute('aria-expanded', String(open));
      // A disclosure: focus stays on the button, and the list's links come next in the Tab order.
      if (open) placeUnderTrigger(menu);
    },
    true,
  );

  // Focus gone elsewhere than an open list and its button (Tab past the last link, Shift+Tab before the button):
  // the list closes, as GOV.UK's header does.
  document.addEventListener('focusout', (event) => {
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (!next) return;
    for (const menu of document.querySelectorAll<HTMLElement>(`${MENU}:popover-open`)) {
      if (!menu.contains(next) && !triggerOf(menu)?.contains(next)) menu.hidePopover();
    }
  });

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;

    // Invoker commands and light dismiss, where the browser does not provide them.
    const invoker = target.closest<HTMLButtonElement>('button[commandfor]');
    if (invoker && !('command' in HTMLButtonElement.prototype)) {
      const dialog = document.getElementById(invoker.getAttribute('commandfor') ?? '');
      if (dialog instanceof HTMLDialogElement) {
        if (invoker.getAttribute('command') === 'show-modal') dialog.showModal();
        else dialog.close();
      }
      return;
    }
    if (target instanceof HTMLDialogElement && target.open) {
      target.close();
      return;
    }

    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (!link || !isPlainClick(event)) return;
    link.closest<HTMLElement>(`${MENU}:popover-open`)?.hidePopover();

    const kind = link.getAttribute(SHELL_ATTR.navLink);
    const sheet = link.closest('dialog');
    if (!kind || !sheet) return;
    event.preventDefault();
    sheet.close();
    const href = link.getAttribute('href')!;
    if (kind === 'section') window.setTimeout(() => goToSection(href), MOBILE_NAV_DELAY_MS.section);
    else window.setTimeout(() => window.location.assign(href), MOBILE_NAV_DELAY_MS.page);
  });

  // The sticky bar changes look (not size, so nothing shifts) once the page is scrolled past 50 px. The page starts
  // unscrolled (the HTML says so); a position the browser restores (a reload, back) is read at the next frame, not
  // now: reading the scroll position forces a layout, which in the shell's start-up task would block the page.
  const update = () => {
    const header = document.querySelector<HTMLElement>('header[data-scrolled]');
    const scrolled = String(window.scrollY > NAV_SCROLL_THRESHOLD_PX);
    if (header && header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  window.requestAnimationFrame(update);
  window.addEventListener('scroll', update, { passive: true });
}
