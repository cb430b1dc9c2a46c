import { articles } from '@/content/blog';
import type { QualityScores } from './lighthouse-scores';

/**
 * The site's quality budget. Everything here is deterministic (bytes, markup, Lighthouse's accessibility,
 * best-practices and SEO audits, layout shift), so `npm test` can gate on it on any machine. Speed is not
 * here: it depends on the machine, so `npm run audit` measures it as ratios to a bare App Router page run in
 * the same sitting (lib/audit/benchmark.ts).
 */
export const QUALITY_BUDGET = { accessibility: 100, bestPractices: 100, seo: 100, maxCls: 0.02 } as const;

/** A page of text (no form, filter or generator) may load this much JavaScript beyond the bare page. */
export const CONTENT_PAGE_JS_ALLOWANCE_KIB = 15;
/** A page with an island: the island's own code on top of the shell, which has a ceiling too. */
export const ISLAND_PAGE_JS_ALLOWANCE_KIB = 60;
/** Gzipped HTML of any one page (the longest article today is about 37 KiB, with its inline payload). */
export const HTML_BUDGET_KIB = 48;
/** Scripts a page's HTML asks for beyond the bare page's (each one a request before the page is interactive). */
export const EXTRA_SCRIPTS_ALLOWANCE = 6;

/** The routes that carry an island, and which. Every other route is a content page. */
export const ISLAND_ROUTES: Readonly<Record<string, string>> = {
  '/': 'consultation form',
  '/blog': 'article search and filter',
  '/court-locations': 'court search, filters and favourites',
  '/legal-templates': 'template trial and generator',
  '/tools/claim-calculator': 'claim cost and interest calculator',
  '/tools/deadline-calculator': 'deadline calculator',
  '/search': 'site search',
};

/**
 * Four routes that stand for the site (a form, an article, a filter, the generator): Lighthouse's quality audits
 * in `npm test` and the benchmark's default set.
 */
export const REPRESENTATIVE_ROUTES: readonly string[] = ['/', `/blog/${articles[0]!.slug}`, '/court-locations', '/legal-templates'];

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

/** Each way a page's HTML size and script count miss the budget (empty when they meet it). */
export function weightFailures(path: string, page: { html: number; scripts: number }, bareScripts: number): string[] {
  const failures: string[] = [];
  if (page.html > HTML_BUDGET_KIB * 1024) failures.push(`${path}: ${(page.html / 1024).toFixed(1)} KiB of gzipped HTML (budget ${HTML_BUDGET_KIB} KiB)`);
  if (page.scripts - bareScripts > EXTRA_SCRIPTS_ALLOWANCE) {
    failures.push(`${path}: ${page.scripts} scripts, ${page.scripts - bareScripts} more than the bare page (budget ${EXTRA_SCRIPTS_ALLOWANCE} more)`);
  }
  return failures;
}

/** Each way a route's Lighthouse quality scores miss the budget (empty when they meet it). */
export function qualityFailures(path: string, scores: QualityScores): string[] {
  const failures: string[] = [];
  const minimum = (name: 'accessibility' | 'bestPractices' | 'seo', label: string) => {
    if (scores[name] < QUALITY_BUDGET[name]) failures.push(`${path}: ${label} ${scores[name]} (budget ${QUALITY_BUDGET[name]})`);
  };
  minimum('accessibility', 'accessibility');
  minimum('bestPractices', 'best practices');
  minimum('seo', 'SEO');
  if (scores.cls > QUALITY_BUDGET.maxCls) {
    const moved = scores.shifts?.length ? `; moved: ${scores.shifts.join(' | ')}` : '';
    failures.push(`${path}: CLS ${scores.cls} (budget ${QUALITY_BUDGET.maxCls})${moved}`);
  }
  return failures;
}
