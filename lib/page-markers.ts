/**
 * The attributes the server-rendered markup carries for the shell script (issue 20): the markup works as plain HTML,
 * and these tell the shell which elements to enhance. Shared by the components that render them and the shell.
 */
export const SHELL_ATTR = {
  /** A link to a section of the home page (`/#contact`): go home, then scroll. Value: a delay in ms, or empty. */
  sectionLink: 'data-section-link',
  /** A back control: back one step on this site, else its `href`. */
  backLink: 'data-back-link',
  /** A header menu (a native popover list of links). */
  navMenu: 'data-nav-menu',
  /** A link in the mobile sheet: `page` or `section`, for the spec's close-then-navigate delays. */
  navLink: 'data-nav-link',
  /** The cookie consent banner; `pending` in the HTML, then `open` or `closed` once the shell runs. */
  consentBanner: 'data-consent-banner',
  /** The banner's first row of buttons (accept, reject, choose), hidden while the visitor chooses. */
  consentQuick: 'data-consent-quick',
  /** The banner's form for choosing which cookies to allow. */
  consentForm: 'data-consent-form',
  /** A banner button: value `accept`, `reject` or `choose`. */
  consentAction: 'data-consent-action',
  /** A button that reopens the cookie consent banner. */
  openConsent: 'data-open-consent',
  /** The 404 page: the missing path is logged. */
  missingPage: 'data-missing-page',
  /** A redirect page: value, the path to go to (the history entry is replaced). */
  redirectTo: 'data-redirect-to',
  /** A `<time>` that shows the visitor's today. */
  today: 'data-today',
  /**
   * Where focus goes when the visitor is sent to a section or shown a result (issue 26): a heading with
   * `tabIndex={-1}`, inside the section a section link names (or the result itself). The script that focuses it
   * also scrolls it into view, so the shell's keep-focus-in-view step leaves it alone.
   */
  focusTarget: 'data-focus-target',
  /** A court page's favourite toggle (issue 27). Value: the court's FaCT slug. */
  favouriteCourt: 'data-favourite-court',
  /** The "Your saved courts" list on Court Locations, filled from the saved favourites (hidden while there are none). */
  savedCourts: 'data-saved-courts',
  /** A `<details>` whose content shows at wide widths anyway: opened there, its summary inert (issue 27). */
  openWhenWide: 'data-open-when-wide',
  /**
   * Set by the shell on a button pressed (or a form's button sent) while its island is still loading (issue 52): the
   * words shown beside its label ("Opening…"), taken away once the press is done.
   */
  held: 'data-held',
} as const;

/** The attribute that marks an element for the shell, spread into its props: `<a {...shellMark('backLink')}>`. */
export const shellMark = (name: keyof typeof SHELL_ATTR, value = '') => ({ [SHELL_ATTR[name]]: value });

/** Set on `<html>` once the shell has attached every behaviour (the end-to-end tests wait for it). */
export const SHELL_READY_ATTR = 'data-shell';

/** Set on `<html>` once a page's React island has hydrated (the shell and the end-to-end tests wait for it). */
export const ISLAND_READY_ATTR = 'data-hydrated';
