import type { LighthouseScores } from './lighthouse-scores';

/**
 * The site's quality budget (issue 11). Lighthouse: mobile preset, the median of three runs. JavaScript: the
 * gzipped scripts a page's HTML loads, compared with a bare App Router page built by the same Next.js.
 */
export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, maxCls: 0.02 } as const;

/** A page of text (no form, filter or generator) may load this much JavaScript beyond the bare page. */
export const CONTENT_PAGE_JS_ALLOWANCE_KIB = 15;
/** A page with an island: the island's own code on top of the shell, which has a ceiling too. */
export const ISLAND_PAGE_JS_ALLOWANCE_KIB = 60;

/** The routes that carry an island, and which. Every other route is a content page. */
export const ISLAND_ROUTES: Readonly<Record<string, string>> = {
  '/': 'consultation form',
  '/blog': 'article search and filter',
  '/court-locations': 'court search, filters and favourites',
  '/legal-templates': 'template trial and generator',
};

export const isContentRoute = (path: string) => !Object.hasOwn(ISLAND_ROUTES, path);

export const jsAllowanceKiB = (path: string) => (isContentRoute(path) ? CONTENT_PAGE_JS_ALLOWANCE_KIB : ISLAND_PAGE_JS_ALLOWANCE_KIB);

/** Why a page's JavaScript misses its budget, or null when it is within it. */
export function jsBudgetFailure(path: string, jsBytes: number, bareJsBytes: number): string | null {
  const overKiB = (jsBytes - bareJsBytes) / 1024;
  const allowance = jsAllowanceKiB(path);
  if (overKiB <= allowance) return null;
  const kind = isContentRoute(path) ? 'content page' : `page with the ${ISLAND_ROUTES[path]}`;
  return `${path}: ${overKiB.toFixed(1)} KiB of gzipped JavaScript beyond the bare page; a ${kind} may add ${allowance} KiB`;
}

/** Each way a route's Lighthouse medians miss the budget (empty when they meet it). */
export function lighthouseFailures(path: string, scores: LighthouseScores): string[] {
  const failures: string[] = [];
  const minimum = (name: keyof typeof LIGHTHOUSE_BUDGET & keyof LighthouseScores, label: string) => {
    if (scores[name] < LIGHTHOUSE_BUDGET[name]) failures.push(`${path}: ${label} ${scores[name]} (budget ${LIGHTHOUSE_BUDGET[name]})`);
  };
  minimum('performance', 'performance');
  minimum('accessibility', 'accessibility');
  minimum('bestPractices', 'best practices');
  minimum('seo', 'SEO');
  if (scores.cls > LIGHTHOUSE_BUDGET.maxCls) failures.push(`${path}: CLS ${scores.cls} (budget ${LIGHTHOUSE_BUDGET.maxCls})`);
  return failures;
}
