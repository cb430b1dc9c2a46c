import { FEED_CONTENT_TYPE, FEED_PATH } from '@/content/feed';
import { redirects } from '@/lib/redirects';
import { SEARCH_INDEX_DIR } from '@/build/search-index';
import { searchPage } from '@/content/search';
import { SHELL_DIR } from '@/build/host-config/shell-script';

const SEARCH_PAGE_PATH = searchPage.path;

/**
 * The host configuration of the exported site, computed at build time: clean URLs, the 404 page, redirects,
 * security headers and, for each page, a strict Content-Security-Policy: scripts only from the site itself
 * and by the hash of each inline script the page holds (no 'unsafe-inline'); `connect-src` and `form-action`
 * follow the configured consultation endpoint; analytics hosts appear only when a measurement id is set.
 * `npm run build` writes it into the export as `serve.json` (read by `serve`, `npm start` and the e2e suite)
 * and `_headers` (Netlify, Cloudflare Pages and similar hosts), and puts each page's policy in a meta tag.
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

/**
 * What one page's policy adds to the others' (issue 19): the search page runs Pagefind, which compiles its
 * WebAssembly ('wasm-unsafe-eval') and may search in a worker from the site itself. No other page changes.
 */
export const PAGE_POLICY_EXTRAS: Readonly<Record<string, { scriptSrc?: readonly string[]; workerSrc?: readonly string[] }>> = {
  [SEARCH_PAGE_PATH]: { scriptSrc: ["'wasm-unsafe-eval'"], workerSrc: ["'self'"] },
};

/** An exported HTML page: its file in the export, the URL path it answers and its inline scripts' hashes. */
export type ExportedPage = { file: string; path: string; scriptHashes: readonly string[] };

/**
 * `delivery: 'meta'` leaves out `frame-ancestors`, which browsers ignore (with a console error) in a meta
 * tag; the header and X-Frame-Options carry it.
 */
export function contentSecurityPolicy(
  { consultationEndpoint, analyticsId }: HostSettings,
  scriptHashes: readonly string[] = [],
  delivery: 'header' | 'meta' = 'header',
  pagePath?: string,
): string {
  const extra = pagePath !== undefined && Object.hasOwn(PAGE_POLICY_EXTRAS, pagePath) ? PAGE_POLICY_EXTRAS[pagePath]! : {};
  const endpoint = endpointOrigin(consultationEndpoint);
  const analytics = analyticsId !== '';
  const sources = (...list: (string | null | false | readonly string[])[]) =>
    list.flatMap((s) => (s ? (Array.isArray(s) ? s : [s as string]) : [])).join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", extra.scriptSrc ?? null, scriptHashes, analytics && ANALYTICS_SCRIPT_HOSTS)}`,
    extra.workerSrc && `worker-src ${sources(extra.workerSrc)}`,
    `connect-src ${sources("'self'", endpoint, analytics && ANALYTICS_CONNECT_HOSTS)}`,
    `img-src ${sources("'self'", 'data:', analytics && ['https://*.google-analytics.com', 'https://www.googletagmanager.com'])}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    `form-action ${sources("'self'", endpoint)}`,
    delivery === 'header' && "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ]
    .filter(Boolean)
    .join('; ');
}

const cspHeader = (settings: HostSettings, scriptHashes: readonly string[] = [], pagePath?: string): Header => ({
  key: 'Content-Security-Policy',
  value: contentSecurityPolicy(settings, scriptHashes, 'header', pagePath),
});

/** Headers for every response; each page's own CSP is added by path (see `serveConfig`, `netlifyFiles`). */
export function securityHeaders(): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

const STATIC_ASSETS = '_next/static/**';
/** The shell script's files: hashed names, like Next's static files. */
const SHELL_ASSETS = `${SHELL_DIR}/**`;
/**
 * Pagefind's worker runs under the policy of its own response, so the index's files carry the search page's
 * policy (no inline scripts), which lets the worker compile its WebAssembly.
 */
const searchIndexCsp = (settings: HostSettings): Header => cspHeader(settings, [], SEARCH_PAGE_PATH);
/** Issue 19: the feed is served as Atom, not as generic XML. */
const feedType: Header = { key: 'Content-Type', value: FEED_CONTENT_TYPE };
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The page policies as header rules: one rule for a folder whose pages all share a policy (`/court-locations/*.html`),
 * else one per page file. `serve` accepts at most 50 rules, each source at most 100 characters, and the 140 court pages
 * (issue 27) share one policy.
 */
function pagePolicyRules(settings: HostSettings, pages: readonly ExportedPage[]): { source: string; headers: Header[] }[] {
  const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : null);
  const policies = pages.map((page) => ({ file: page.file, folder: folderOf(page.file), header: cspHeader(settings, page.scriptHashes, page.path) }));
  const byFolder = new Map<string, Set<string>>();
  for (const { folder, header } of policies) if (folder) byFolder.set(folder, (byFolder.get(folder) ?? new Set()).add(header.value));
  const shared = new Set([...byFolder].filter(([, values]) => values.size === 1).map(([folder]) => folder));
  const rules: { source: string; headers: Header[] }[] = [];
  const done = new Set<string>();
  for (const { file, folder, header } of policies) {
    if (folder && shared.has(folder)) {
      if (!done.has(folder)) rules.push({ source: `/${folder}/*.html`, headers: [header] });
      done.add(folder);
    } else {
      rules.push({ source: `/${file}`, headers: [header] });
    }
  }
  return rules;
}

/**
 * The `serve.json` of the export (the format of `serve` and `serve-handler`). serve-handler matches a header
 * rule against the file it serves and lets a later rule replace an earlier one's header, so every response
 * gets the scriptless default policy and each page file its own.
 */
export function serveConfig(settings: HostSettings, pages: readonly ExportedPage[] = []): ServeConfig {
  return {
    cleanUrls: true,
    trailingSlash: false,
    redirects: redirects.map((r) => ({ source: r.source, destination: r.destination, type: 301 })),
    headers: [
      { source: '**/*', headers: [...securityHeaders(), cspHeader(settings)] },
      ...pagePolicyRules(settings, pages),
      { source: STATIC_ASSETS, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
      { source: SHELL_ASSETS, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
      { source: FEED_PATH, headers: [feedType] },
      { source: `${SEARCH_INDEX_DIR}/**`, headers: [searchIndexCsp(settings)] },
    ],
  };
}

/**
 * The same headers and redirects as `_headers` and `_redirects` files (Netlify, Cloudflare Pages). These
 * hosts join the values of every matching rule, and two CSP headers both apply, so the policy is given only
 * by page (its clean URL and its .html file), never in the catch-all rule.
 */
export function netlifyFiles(settings: HostSettings, pages: readonly ExportedPage[] = []): { headers: string; redirects: string } {
  const lines = (source: string, headers: Header[]) => [source, ...headers.map((h) => `  ${h.key}: ${h.value}`)].join('\n');
  const pageRules = pages.flatMap((page) => {
    const sources = [...new Set([page.path, `/${page.file}`])];
    return sources.map((source) => lines(source, [cspHeader(settings, page.scriptHashes, page.path)]));
  });
  const rules = [
    lines('/*', securityHeaders()),
    ...pageRules,
    lines(`/${STATIC_ASSETS.replace('**', '*')}`, [{ key: 'Cache-Control', value: IMMUTABLE }]),
    lines(`/${SHELL_ASSETS.replace('**', '*')}`, [{ key: 'Cache-Control', value: IMMUTABLE }]),
    lines(FEED_PATH, [feedType]),
    lines(`/${SEARCH_INDEX_DIR}/*`, [searchIndexCsp(settings)]),
  ];
  return {
    headers: `${rules.join('\n\n')}\n`,
    redirects: `${redirects.map((r) => `${r.source} ${r.destination} 301`).join('\n')}\n`,
  };
}
