import { SHELL_ATTR } from '@/lib/page-markers';

/** Tailwind's `md` breakpoint: from here the list of every hearing centre shows each region's courts (issue 27). */
export const WIDE_DISCLOSURE_QUERY = '(min-width: 48rem)';

/**
 * A disclosure whose content the page shows at wide widths whether or not it is open (`data-open-when-wide`: the
 * regions of the list of every hearing centre). CSS alone shows the content, so a screen reader would hear
 * "collapsed" over courts in plain view, and the toggle would do nothing visible. Here, at wide widths, each is
 * opened, so its state says what is seen, and its summary is taken out of the tab order and stops toggling; on a
 * phone it is an ordinary disclosure again. The list is outside the page's islands, so nothing waits for their hydration.
 */
export function installWideDisclosures(): void {
  const disclosures = [...document.querySelectorAll<HTMLDetailsElement>(`details[${SHELL_ATTR.openWhenWide}]`)];
  if (disclosures.length === 0) return;
  const wide = window.matchMedia(WIDE_DISCLOSURE_QUERY);
  const summaries = disclosures.map((details) => details.querySelector('summary')).filter((s): s is HTMLElement => s !== null);
  const sync = () => {
    for (const details of disclosures) if (wide.matches) details.open = true;
    for (const summary of summaries) {
      if (wide.matches) summary.tabIndex = -1;
      else summary.removeAttribute('tabindex');
    }
  };
  sync();
  wide.addEventListener('change', sync);
  for (const summary of summaries) {
    summary.addEventListener('click', (event) => {
      if (wide.matches) event.preventDefault();
    });
  }
}
