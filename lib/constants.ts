/**
 * Behaviour constants from spec section 9 ("Uploads and timing"), defined once and imported where used.
 */

/** The top bar changes look once the page is scrolled more than this (px). */
export const NAV_SCROLL_THRESHOLD_PX = 50;

/** Section links from another page: go home, then scroll after this delay (ms). */
export const SECTION_SCROLL_DELAY_MS = { desktop: 500, mobile: 300 } as const;
/** One retry after a further delay when the section is not there yet (ms). */
export const SECTION_SCROLL_RETRY_MS = 500;
/** Pages that send the visitor home to reach the contact section scroll after this delay (ms). */
export const POST_REDIRECT_SCROLL_DELAY_MS = 300;
/** Whenever the path changes (without a hash) the window scrolls to the top after this delay (ms). */
export const PAGE_CHANGE_SCROLL_DELAY_MS = 100;
/** The mobile sheet closes, then navigation happens after these delays (ms): page links, then section links. */
export const MOBILE_NAV_DELAY_MS = { page: 200, section: 600 } as const;
/** Below this width the "mobile" delays apply (Tailwind's md breakpoint). */
export const MOBILE_MAX_WIDTH_PX = 767;

/** Notifications (sonner). */
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_POSITION = 'bottom-right' as const;

/**
 * Tooltips (spec 9). No page uses a tooltip today (everything a tooltip could hold is visible text, which
 * works on touch screens and without hover), so no tooltip component ships; one added later takes these.
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

