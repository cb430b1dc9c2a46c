import { redirects } from '@/lib/redirects';

/**
 * The host configuration of the exported site, computed at build time: clean URLs, the 404 page, redirects,
 * security headers and a Content-Security-Policy whose `connect-src` and `form-action` follow the
 * configured consultation endpoint, and whose analytics hosts appear only when a measurement id is set.
 * `npm run build` writes it into the export as `serve.json` (read by `serve`, `npm start` and the e2e suite)
 * and `_headers` (Netlify, Cloudflare Pages and similar hosts).
 */
export type HostSettings = {
  /** Where the consultation form posts: a same-origin path or an absolute https URL. */
  consultationEndpoint: string;
  /** Google Analytics 4 measurement id, or '' for none. */
  analyticsId: string;
};

type Header = { key: string; value: string };
export type ServeConfig = {
  cleanUrls: boolean;
  trailingSlash: boolean;
  redirects: { source: string; destination: string; type: 301 }[];
  headers: { source: string; headers: Header[] }[];
};

const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];

/** The origin of an absolute endpoint; none for a same-origin path (already covered by 'self'). */
export function endpointOrigin(endpoint: string): string | null {
  if (endpoint.startsWith('/') && !endpoint.startsWith('//')) return null;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') throw new Error(`The consultation endpoint must use https: ${endpoint}`);
  return url.origin;
}

export function contentSecurityPolicy({ consultationEndpoint, analyticsId }: HostSettings): string {
  const endpoint = endpointOrigin(consultationEndpoint);
  const analytics = analyticsId !== '';
  const sources = (...list: (string | null | false | readonly string[])[]) =>
    list.flatMap((s) => (s ? (Array.isArray(s) ? s : [s as string]) : [])).join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", "'unsafe-inline'", analytics && ANALYTICS_SCRIPT_HOSTS)}`,
    `connect-src ${sources("'self'", endpoint, analytics && ANALYTICS_CONNECT_HOSTS)}`,
    `img-src ${sources("'self'", 'data:', analytics && ['https://*.google-analytics.com', 'https://www.googletagmanager.com'])}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    `form-action ${sources("'self'", endpoint)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(settings: HostSettings): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(settings) },
  ];
}

const STATIC_ASSETS = '_next/static/**';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The `serve.json` of the export (the format of `serve` and `serve-handler`). */
export function serveConfig(settings: HostSettings): ServeConfig {
  return {
    cleanUrls: true,
    trailingSlash: false,
    redirects: redirects.map((r) => ({ source: r.source, destination: r.destination, type: 301 })),
    headers: [
      { source: '**/*', headers: securityHeaders(settings) },
      { source: STATIC_ASSETS, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
    ],
  };
}

/** The same headers and redirects as `_headers` and `_redirects` files (Netlify, Cloudflare Pages). */
export function netlifyFiles(settings: HostSettings): { headers: string; redirects: string } {
  const lines = (source: string, headers: Header[]) => [source, ...headers.map((h) => `  ${h.key}: ${h.value}`)].join('\n');
  return {
    headers: `${[lines('/*', securityHeaders(settings)), lines(`/${STATIC_ASSETS.replace('**', '*')}`, [{ key: 'Cache-Control', value: IMMUTABLE }])].join('\n\n')}\n`,
    redirects: `${redirects.map((r) => `${r.source} ${r.destination} 301`).join('\n')}\n`,
  };
}
