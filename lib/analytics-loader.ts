import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { analyticsScriptUrl } from './analytics';
import { isTrackedVital, rateVital } from './web-vitals';

/**
 * Loaded only once the visitor has accepted analytics cookies (see the Analytics component), so neither
 * gtag nor the web-vitals library costs anything on a page before consent.
 */
export function loadGtag(measurementId: string) {
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

function reportVital(metric: Metric) {
  if (!isTrackedVital(metric.name)) return;
  const rating = rateVital(metric.name, metric.value);
  console.info(`[web-vitals] ${metric.name}: ${Math.round(metric.value * 1000) / 1000} (${rating})`);
  window.sendToAnalytics?.({ name: metric.name, value: metric.value, rating, id: metric.id });
  window.gtag?.('event', metric.name, {
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
    metric_id: metric.id,
    metric_rating: rating,
    non_interaction: true,
  });
}

let vitalsStarted = false;

/** Spec 7: largest paint, input delay (as INP) and layout shift, logged and passed on to analytics. */
export function startVitals() {
  if (vitalsStarted) return;
  vitalsStarted = true;
  onLCP(reportVital);
  onCLS(reportVital);
  onINP(reportVital);
}
