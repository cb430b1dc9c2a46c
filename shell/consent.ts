import { readConsent } from '@/lib/consent';
import { SHELL_ATTR } from '@/lib/page-markers';

/**
 * The consent banner's step (issue 36): its code (shell/consent-banner.ts) is a file of its own, fetched only
 * when the banner is needed: at once on a visit with no stored choice (the banner's buttons stay hidden until it has
 * run, so no press is lost), else on the first press of a cookie-settings button, which it then opens. A visitor
 * who has chosen never loads it, which keeps a content page within 8 KiB once analytics is accepted.
 */
export function installConsent(): Promise<void> | void {
  const load = (opening: 'first-visit' | 'settings') => import('@/shell/consent-banner').then((banner) => banner.installConsentBanner(opening));
  if (readConsent(document.cookie) === null) return load('first-visit');
  const open = (event: MouseEvent) => {
    if (!(event.target instanceof Element && event.target.closest(`[${SHELL_ATTR.openConsent}]`))) return;
    document.removeEventListener('click', open);
    // Offline, the next press tries again.
    load('settings').catch(() => document.addEventListener('click', open));
  };
  document.addEventListener('click', open);
}
