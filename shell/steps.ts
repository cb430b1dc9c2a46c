import { installAnalytics } from '@/shell/analytics';
import { installConsent } from '@/shell/consent';
import { installWideDisclosures } from '@/shell/disclosures';
import { installFavouriteToggles } from '@/shell/favourite-toggles';
import { installMenus } from '@/shell/menus';
import { installNavigation } from '@/shell/navigation';
import { showToday } from '@/shell/page-details';
import { installSavedCourts } from '@/shell/saved-courts';

/**
 * The site's shell script (issue 20): every behaviour of the page frame, written once. Islands leave all of this to
 * it, so no behaviour is implemented twice: the header menus and mobile sheet, the bar's look, the cookie consent
 * banner, analytics and web vitals after consent, the phone-click tracker, back controls, section links, the arrival
 * scroll, focus kept in view, the 404 log, the redirect page, today's date, the court pages' favourite toggles and the
 * court list's regions. Those only some pages need are page parts (shell/parts.ts): a page's shell carries the
 * ones its markup asks for.
 *
 * Its steps run in the order a visitor needs them: what the page does as it arrives, the controls and text in view
 * first, then (on a page with an island, shell/island-page.ts) the islands' loader, so a press on a tool is held,
 * the rest after.
 */
export const FIRST_STEPS = [installNavigation, installMenus, installConsent, showToday] as const;
export const LATER_STEPS = [installFavouriteToggles, installSavedCourts, installWideDisclosures, installAnalytics] as const;
