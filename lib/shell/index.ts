import { nextTask } from '@/lib/next-task';
import { installAnalytics } from './analytics';
import { installConsentBanner } from './consent-banner';
import { installWideDisclosures } from './disclosures';
import { installFavouriteCourts } from './favourites';
import { installIslands } from './islands';
import { SHELL_READY_ATTR } from './markers';
import { installMenus } from './menus';
import { installNavigation } from './navigation';
import { showToday } from './page-details';

/**
 * The site's one shell script (issue 20), loaded by every page, with or without an island: the header menus and
 * mobile sheet, the bar's look, the cookie consent banner, analytics and web vitals after consent, the phone-click
 * tracker, back controls, section links, the arrival scroll, focus kept in view, the 404 log, the redirect page,
 * today's date, the court pages' favourite toggles, the court list's regions and the islands' loader (issue 29).
 * Islands leave all of this to it, so no behaviour is implemented twice.
 *
 * Its steps run in the order a visitor needs them: what the page does as it arrives, the controls and text in view
 * first, the islands' loader next (so a press on a tool is held), the rest after.
 */
const STEPS = [installNavigation, installMenus, installConsentBanner, showToday, installIslands, installFavouriteCourts, installWideDisclosures, installAnalytics];

/**
 * Each step is a task of its own (issue 29), apart from the script's own evaluation too: the start-up never holds
 * the main thread long enough to delay a tap or a paint (no long task, so no blocking time). The page is marked
 * ready once every step has run.
 *
 * A page prerendered by the speculation rules waits until the visitor actually arrives: a section scroll is queued
 * by the click that opens the page, and nothing should count a visit that did not happen.
 */
async function start() {
  for (const step of STEPS) {
    await nextTask();
    step();
  }
  document.documentElement.setAttribute(SHELL_READY_ATTR, 'ready');
}

if ((document as Document & { prerendering?: boolean }).prerendering) {
  document.addEventListener('prerenderingchange', () => void start(), { once: true });
} else {
  void start();
}
