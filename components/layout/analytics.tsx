'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';
import { useReportWebVitals } from 'next/web-vitals';
import { siteConfig } from '@/content/site';
import { analyticsScriptUrl, formSubmitEvent, phoneClickEvent, trackPhoneClick } from '@/lib/analytics';
import { CONSENT_CHANGED_EVENT, readConsent, type ConsentChoice } from '@/lib/consent';
import { isTrackedVital, rateVital } from '@/lib/web-vitals';

function loadAnalytics(measurementId: string) {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, so it must be pushed as is.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { page_title: document.title, page_location: location.href, send_page_view: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = analyticsScriptUrl(measurementId);
  document.head.appendChild(script);
}

/**
 * Spec 7: the analytics script loads only after consent and only when a measurement id is configured, so no
 * request goes to a third party before consent. Also installs the global `form_submit` and `phone_click`
 * helpers, tracks tel: links, and logs web vitals (passing them to analytics when present).
 */
export function Analytics() {
  const pathname = usePathname();
  const measurementId = siteConfig.analyticsId;
  const [enabled, setEnabled] = React.useState(false);

  React.useEffect(() => {
    window.form_submit = (formType: string) => window.gtag?.(...formSubmitEvent(formType));
    window.phone_click = () => window.gtag?.(...phoneClickEvent());
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
      if (link) trackPhoneClick();
    };
    document.addEventListener('click', onClick);

    const apply = (choice: ConsentChoice | null) => {
      const allowed = Boolean(choice?.analytics && measurementId);
      setEnabled(allowed);
      // Google's documented switch: while it is set, gtag.js sends nothing at all for this measurement id,
      // so a choice withdrawn on this page takes effect at once, not on the next page load.
      if (measurementId) (window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = !allowed;
      if (allowed) loadAnalytics(measurementId);
      else window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
    };
    apply(readConsent(document.cookie));
    const onChange = (event: Event) => apply((event as CustomEvent<ConsentChoice>).detail);
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
    };
  }, [measurementId]);

  // A page view for each client-side navigation (the first is sent by gtag's config).
  const lastPath = React.useRef(pathname);
  React.useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (enabled) window.gtag?.('event', 'page_view', { page_title: document.title, page_location: location.href });
  }, [pathname, enabled]);

  useReportWebVitals((metric) => {
    if (!isTrackedVital(metric.name)) return;
    const rating = rateVital(metric.name, metric.value);
    console.info(`[web-vitals] ${metric.name}: ${Math.round(metric.value * 1000) / 1000} (${rating})`);
    const payload = { name: metric.name, value: metric.value, rating, id: metric.id };
    window.sendToAnalytics?.(payload);
    window.gtag?.('event', metric.name, {
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
      metric_id: metric.id,
      metric_rating: rating,
      non_interaction: true,
    });
  });

  return null;
}
