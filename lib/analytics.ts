import { PHONE_DISPLAY } from '@/content/site-basics';

/** Global tracking helpers (spec 7). They only record anything once analytics has loaded with consent. */
export type Gtag = (command: 'event' | 'config' | 'js' | 'consent', ...args: unknown[]) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
    form_submit?: (formType: string) => void;
    phone_click?: () => void;
    sendToAnalytics?: (metric: { name: string; value: number; rating: string; id: string }) => void;
  }
}

export function formSubmitEvent(formType: string) {
  return ['event', 'form_submit', { form_type: formType, event_category: 'engagement' }] as const;
}

export function phoneClickEvent() {
  return ['event', 'phone_click', { event_category: 'contact', event_label: PHONE_DISPLAY }] as const;
}

export function analyticsScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** The links that dial the support line: each press is reported as a phone click (spec 2: phone buttons). */
export const TEL_LINK = 'a[href^="tel:"]';

/** Calls the page's phone tracker if one is present (spec 2: phone buttons). */
export function trackPhoneClick(): void {
  if (typeof window !== 'undefined' && typeof window.phone_click === 'function') window.phone_click();
}

/** Calls the page's form tracker if one is present (spec 7). */
export function trackFormSubmit(formType: string): void {
  if (typeof window !== 'undefined' && typeof window.form_submit === 'function') window.form_submit(formType);
}
