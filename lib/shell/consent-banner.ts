import { CONSENT_CHANGED_EVENT, consentCookie, readConsent, type ConsentChoice } from '@/lib/consent';
import { SHELL_ATTR } from './markers';

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

/**
 * Spec 4: the cookie consent banner shows on the first visit (no valid stored choice) and reopens from the footer's
 * cookie-settings button. Accept, reject, or choose; the choice is kept for one year. The static HTML holds the
 * banner (so a first visit paints it at once) with its buttons held back until this runs; a stored choice hides it
 * before the first paint (`STORED_CONSENT_SCRIPT` in the layout's head).
 */
export function installConsentBanner(): void {
  const banner = document.querySelector<HTMLElement>(`[${SHELL_ATTR.consentBanner}]`);
  if (!banner) return;
  const quick = banner.querySelector<HTMLElement>('[data-consent-quick]');
  const form = banner.querySelector<HTMLFormElement>('form[data-consent-form]');
  const analytics = form?.elements.namedItem('analytics');
  const heading = banner.querySelector<HTMLElement>('h2');
  if (!quick || !form || !(analytics instanceof HTMLInputElement)) return;

  // While the banner covers the bottom of the window, keep focused elements scrolled clear of it.
  const root = document.documentElement;
  const padding = new ResizeObserver(() => {
    root.style.scrollPaddingBottom = `${banner.offsetHeight}px`;
  });

  const show = (open: boolean, choosing = false) => {
    banner.setAttribute(SHELL_ATTR.consentBanner, open ? 'open' : 'closed');
    banner.hidden = !open;
    quick.hidden = choosing;
    form.hidden = !choosing;
    if (open) padding.observe(banner);
    else {
      padding.disconnect();
      root.style.scrollPaddingBottom = '';
    }
  };

  const save = (choice: ConsentChoice) => {
    document.cookie = consentCookie(choice, location.protocol === 'https:');
    if (!choice.analytics) clearAnalyticsCookies();
    window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
    show(false);
  };

  banner.addEventListener('click', (event) => {
    const action = event.target instanceof Element ? event.target.closest('button')?.getAttribute('data-consent-action') : null;
    if (action === 'accept') save({ analytics: true });
    else if (action === 'reject') save({ analytics: false });
    else if (action === 'choose') show(true, true);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    save({ analytics: analytics.checked });
  });

  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${SHELL_ATTR.openConsent}]`)) return;
    analytics.checked = readConsent(document.cookie)?.analytics ?? false;
    show(true, true);
    heading?.focus();
  });

  analytics.checked = false;
  show(readConsent(document.cookie) === null);
}
