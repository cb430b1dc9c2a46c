'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { MOBILE_NAV_DELAY_MS } from '@/lib/constants';
import { useSectionNavigation } from '@/hooks/use-section-navigation';
import { menuKeyTarget } from '@/lib/menu-keys';

const MENU = '[data-nav-menu]';
const MENU_ITEM = '[role="menuitem"]';
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
 * The script half of the header menus (the markup works on its own; see DesktopNav and MobileNav). Renders
 * nothing: it listens at the document for the menu keyboard pattern, closes a menu or the mobile sheet when
 * one of its links navigates, keeps the spec's sheet timings, and stands in for invoker commands and
 * `closedby` in browsers that lack them.
 */
export function NavEnhancer() {
  const router = useRouter();
  const goToSection = useSectionNavigation();
  const navigate = React.useRef({ router, goToSection });
  React.useEffect(() => {
    navigate.current = { router, goToSection };
  });

  React.useEffect(() => {
    // Left out of the HTML so that, before this runs, the browser's own popover state is what is announced.
    for (const menu of document.querySelectorAll<HTMLElement>(MENU)) {
      triggerOf(menu)?.setAttribute('aria-expanded', String(menu.matches(':popover-open')));
    }
    const onToggle = (event: Event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLElement) || !menu.matches(MENU)) return;
      const open = (event as ToggleEvent).newState === 'open';
      // Chromium exposes a popover button's state by itself; other browsers and tools read the attribute.
      triggerOf(menu)?.setAttribute('aria-expanded', String(open));
      if (!open) return;
      placeUnderTrigger(menu);
      menu.querySelector<HTMLElement>(MENU_ITEM)?.focus();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const item = event.target instanceof Element ? event.target.closest(MENU_ITEM) : null;
      const menu = item?.closest<HTMLElement>(MENU);
      if (!item || !menu) return;
      if (event.key === 'Tab') {
        // As a menu does: Tab leaves it closed, moving on from its button.
        menu.hidePopover();
        return;
      }
      const items = [...menu.querySelectorAll<HTMLElement>(MENU_ITEM)];
      const next = menuKeyTarget(event.key, items.indexOf(item as HTMLElement), items.length);
      if (next === null) return;
      event.preventDefault();
      items[next]?.focus();
    };

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

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
      if (!link || modified) return;
      link.closest<HTMLElement>(`${MENU}:popover-open`)?.hidePopover();

      const kind = link.dataset.navLink;
      const sheet = link.closest('dialog');
      if (!kind || !sheet) return;
      event.preventDefault();
      sheet.close();
      const href = link.getAttribute('href')!;
      const { router: r, goToSection: toSection } = navigate.current;
      if (kind === 'section') window.setTimeout(() => toSection(href), MOBILE_NAV_DELAY_MS.section);
      else window.setTimeout(() => r.push(href), MOBILE_NAV_DELAY_MS.page);
    };

    document.addEventListener('toggle', onToggle, true);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, []);

  return null;
}
