import { articles } from '@/content/blog';
import { SHELL_DIR } from '@/lib/host-config/shell-script';
import { islandRoutes } from '@/lib/routes';
import type { QualityScores } from './lighthouse-scores';

/**
 * The site's quality budget. Everything here is deterministic (bytes, markup, Lighthouse's accessibility,
 * best-practices and SEO audits, layout shift), so `npm test` can gate on it on any machine. Speed is not
 * here: it depends on the machine, so `npm run audit` measures it as ratios to a bare App Router page run in
 * the same sitting (lib/audit/benchmark.ts).
 */
export const QUALITY_BUDGET = { accessibility: 100, bestPractices: 100, seo: 100, maxCls: 0.02 } as const;

/**
 * Issue 20: a content page (no form, filter or generator) loads no framework at all, only the site's shell script
 * (menus, consent, scrolling), at most this much gzipped JavaScript in all.
 */
export const CONTENT_PAGE_JS_BUDGET_KIB = 8;
/** A page with an island: the island's own code on top of the bare App Router page. */
export const ISLAND_PAGE_JS_ALLOWANCE_KIB = 60;
/** Gzipped HTML of a page with an island (React's inline payload repeats its content). */
export const HTML_BUDGET_KIB = 48;
/**
 * Gzipped HTML of a content page: without React's inline payload, which repeated the whole page, the longest article
 * is about 18 KiB (it was 39 KiB with it).
 */
export const CONTENT_PAGE_HTML_BUDGET_KIB = 24;
/** Scripts a content page's HTML asks for: the shell, and nothing else. */
export const CONTENT_PAGE_MAX_SCRIPTS = 1;
/**
 * Scripts an island page's HTML asks for beyond the bare page's (each one a request before the page is interactive),
 * besides the shell script every page loads.
 */
export const EXTRA_SCRIPTS_ALLOWANCE = 6;
/** Where Next.js puts its runtime and chunks: nothing a content page loads may come from there. */
export const FRAMEWORK_SCRIPT_PREFIX = '/_next/';

/** The routes that carry an island, and which (from the route records). Every other route is a content page. */
const islands = islandRoutes();

/**
 * Four routes that stand for the site (a form, an article, a filter, the generator): Lighthouse's quality audits
 * in `npm test` and the benchmark's default set.
 */
export const REPRESENTATIVE_ROUTES: readonly string[] = ['/', `/blog/${articles[0]!.slug}`, '/court-locations', '/legal-templates'];

export const isContentRoute = (path: string) => !islands.has(path);

/** What a route is, for reports: "content" or the island it carries. */
export const routeKind = (path: string) => islands.get(path) ?? 'content';

/** What an exported page loads: gzipped bytes of its scripts and HTML, and the scripts' paths. */
export type LoadedWeight = { js: number; html: number; scripts: readonly string[] };

/**
 * Each way a page misses its byte budget (empty when it meets it). A content page: at most 8 KiB of JavaScript,
 * one script, none from Next.js, and 24 KiB of HTML. A page with an island: its allowance beyond the bare page, at
 * most six scripts more than it besides the shell, and 48 KiB of HTML.
 */
export function budgetFailures(path: string, page: LoadedWeight, bare: { js: number; scripts: number }): string[] {
  const failures: string[] = [];
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  if (isContentRoute(path)) {
    if (page.js > CONTENT_PAGE_JS_BUDGET_KIB * 1024) {
      failures.push(`${path}: ${kib(page.js)} KiB of gzipped JavaScript; a content page may load ${CONTENT_PAGE_JS_BUDGET_KIB} KiB`);
    }
    const framework = page.scripts.filter((src) => src.startsWith(FRAMEWORK_SCRIPT_PREFIX));
    if (framework.length > 0) failures.push(`${path}: a content page loads the framework: ${framework.join(', ')}`);
    if (page.scripts.length > CONTENT_PAGE_MAX_SCRIPTS) {
      failures.push(`${path}: ${page.scripts.length} scripts; a content page may load ${CONTENT_PAGE_MAX_SCRIPTS}`);
    }
    if (page.html > CONTENT_PAGE_HTML_BUDGET_KIB * 1024) {
      failures.push(`${path}: ${kib(page.html)} KiB of gzipped HTML (a content page's budget: ${CONTENT_PAGE_HTML_BUDGET_KIB} KiB)`);
    }
  } else {
    const overKiB = (page.js - bare.js) / 1024;
    if (overKiB > ISLAND_PAGE_JS_ALLOWANCE_KIB) {
      failures.push(
        `${path}: ${overKiB.toFixed(1)} KiB of gzipped JavaScript beyond the bare page; a page with the ${islands.get(path)} may add ${ISLAND_PAGE_JS_ALLOWANCE_KIB} KiB`,
      );
    }
    const scripts = page.scripts.filter((src) => !src.startsWith(`/${SHELL_DIR}/`)).length;
    if (scripts - bare.scripts > EXTRA_SCRIPTS_ALLOWANCE) {
      failures.push(`${path}: ${scripts} scripts besides the shell, ${scripts - bare.scripts} more than the bare page (budget ${EXTRA_SCRIPTS_ALLOWANCE} more)`);
    }
    if (page.html > HTML_BUDGET_KIB * 1024) failures.push(`${path}: ${kib(page.html)} KiB of gzipped HTML (budget ${HTML_BUDGET_KIB} KiB)`);
  }
  return failures;
}

/** The budget a route's JavaScript is held to, for reports. */
export const jsBudgetLabel = (path: string) =>
  isContentRoute(path) ? `at most ${CONTENT_PAGE_JS_BUDGET_KIB} KiB` : `bare + ${ISLAND_PAGE_JS_ALLOWANCE_KIB} KiB`;

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
