import { CONSENT_CHANGED_EVENT, consentCookie, readConsent, type ConsentChoice } from '@/lib/consent';
import { SHELL_ATTR } from '@/lib/page-markers';

/** Analytics cookies to clear when consent is withdrawn. */
const ANALYTICS_COOKIE = /^(_ga|_ga_[A-Z0-9]+)$/;

function clearAnalyticsCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (!ANALYTICS_COOKIE.test(name)) continue;
    const domains = ['', `; Domain=${location.hostname}`, `; Domain=.${location.hostname.replace(/^www\./, '')}`];
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
  }
}

const BANNER = `[${SHELL_ATTR.consentBanner}]`;
/** The custom property holding the room the open banner takes at the bottom of the window (globals.css). */
const CONSENT_ROOM = '--consent-room';

/** The banner's parts, looked up when needed (listeners sit on the document, so they survive a re-rendered banner). */
function bannerParts() {
  const banner = document.querySelector<HTMLElement>(BANNER);
  const quick = banner?.querySelector<HTMLElement>(`[${SHELL_ATTR.consentQuick}]`);
  const form = banner?.querySelector<HTMLFormElement>(`form[${SHELL_ATTR.consentForm}]`);
  const analytics = form?.elements.namedItem('analytics');
  if (!banner || !quick || !form || !(analytics instanceof HTMLInputElement)) return null;
  return { banner, quick, form, analytics };
}

/**
 * Spec 4: the cookie consent banner shows on the first visit (no valid stored choice) and reopens from the footer's
 * cookie-settings button. Accept, reject, or choose; the choice is kept for one year. The static HTML holds the
 * banner (so a first visit paints it at once) with its buttons held back until this runs; a stored choice hides it
 * before the first paint (`STORED_CONSENT_SCRIPT` in the layout's head). A file of its own (issue 36), fetched by
 * shell/consent.ts only when it is needed: on a visit with no stored choice, or when the visitor opens the
 * settings (`opening`, the click that asked for it).
 */
export function installConsentBanner(opening: 'first-visit' | 'settings' = 'first-visit'): void {
  // While the banner covers the bottom of the window, the room it takes (`--consent-room`, globals.css): the window's
  // scroll padding, so focused elements are scrolled clear of it, and the sticky contents list ends above it.
  const root = document.documentElement;
  const setRoom = (px: number | null) => (px === null ? root.style.removeProperty(CONSENT_ROOM) : root.style.setProperty(CONSENT_ROOM, `${px}px`));
  const padding = new ResizeObserver(([entry]) => setRoom((entry?.target as HTMLElement | undefined)?.offsetHeight ?? 0));

  const show = (open: boolean, choosing = false) => {
    const parts = bannerParts();
    if (!parts) return;
    parts.banner.setAttribute(SHELL_ATTR.consentBanner, open ? 'open' : 'closed');
    parts.banner.hidden = !open;
    parts.quick.hidden = choosing;
    parts.form.hidden = !choosing;
    padding.disconnect();
    // Set at once (a Tab pressed before the observer's first report is kept clear too), then kept to its size.
    setRoom(open ? parts.banner.offsetHeight : null);
    if (open) padding.observe(parts.banner);
  };

  const save = (choice: ConsentChoice) => {
    document.cookie = consentCookie(choice, location.protocol === 'https:');
    if (!choice.analytics) clearAnalyticsCookies();
    window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
    show(false);
  };

  const openSettings = () => {
    const parts = bannerParts();
    if (!parts) return;
    parts.analytics.checked = readConsent(document.cookie)?.analytics ?? false;
    show(true, true);
    parts.banner.querySelector<HTMLElement>('h2')?.focus();
  };

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`[${SHELL_ATTR.openConsent}]`)) {
      openSettings();
      return;
    }
    const action = target?.closest(`${BANNER} button[${SHELL_ATTR.consentAction}]`)?.getAttribute(SHELL_ATTR.consentAction);
    if (action === 'accept') save({ analytics: true });
    else if (action === 'reject') save({ analytics: false });
    else if (action === 'choose') show(true, true);
  });
  document.addEventListener('submit', (event) => {
    const parts = bannerParts();
    if (!parts || event.target !== parts.form) return;
    event.preventDefault();
    save({ analytics: parts.analytics.checked });
  });

  const parts = bannerParts();
  if (parts) parts.analytics.checked = false;
  if (opening === 'settings') openSettings();
  else show(readConsent(document.cookie) === null);
}
