import { ANALYTICS_ID } from '@/content/site-basics';
import { takeEarlyPresses } from '@/islands/client/early-presses';
import { formSubmitEvent, phoneClickEvent, TEL_LINK, trackPhoneClick } from '@/lib/analytics';
import { CONSENT_CHANGED_EVENT, readConsent, type ConsentChoice } from '@/lib/consent';

/**
 * Spec 7: the analytics script loads only after consent and only when a measurement id is configured, so no request
 * goes to a third party before consent. Installs the global `form_submit` and `phone_click` helpers and tracks tel:
 * links. Web vitals are measured once analytics is allowed: the loader and the web-vitals library are fetched only
 * then (they are analytics, and weigh nothing before consent).
 */
export function installAnalytics(): void {
  const measurementId = ANALYTICS_ID;
  window.form_submit = (formType: string) => window.gtag?.(...formSubmitEvent(formType));
  window.phone_click = () => window.gtag?.(...phoneClickEvent());
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(TEL_LINK)) trackPhoneClick();
  });
  // A phone link pressed before the shell started (the head script kept it): reported now, once.
  takeEarlyPresses(TEL_LINK).forEach(() => trackPhoneClick());

  const apply = (choice: ConsentChoice | null) => {
    const allowed = Boolean(choice?.analytics && measurementId);
    // Google's documented switch: while it is set, gtag.js sends nothing at all for this measurement id, so a choice
    // withdrawn on this page takes effect at once, not on the next page load.
    if (measurementId) (window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = !allowed;
    if (choice?.analytics) {
      void import('@/lib/analytics-loader').then((loader) => {
        loader.startVitals();
        if (measurementId) loader.loadGtag(measurementId);
      });
    }
    if (!allowed) window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  };
  apply(readConsent(document.cookie));
  window.addEventListener(CONSENT_CHANGED_EVENT, (event) => apply((event as CustomEvent<ConsentChoice>).detail));
}
