'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';
import { siteConfig } from '@/content/site';
import { formSubmitEvent, phoneClickEvent, trackPhoneClick } from '@/lib/analytics';
import { CONSENT_CHANGED_EVENT, readConsent, type ConsentChoice } from '@/lib/consent';

/**
 * Spec 7: the analytics script loads only after consent and only when a measurement id is configured, so no
 * request goes to a third party before consent. Also installs the global `form_submit` and `phone_click`
 * helpers and tracks tel: links. Web vitals are measured once analytics is allowed: the loader and the
 * web-vitals library are fetched only then (they are analytics, and weigh nothing before consent).
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
      if (choice?.analytics) {
        void import('@/lib/analytics-loader').then((loader) => {
          loader.startVitals();
          if (measurementId) loader.loadGtag(measurementId);
        });
      }
      if (!allowed) window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
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

  return null;
}
