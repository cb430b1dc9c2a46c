import { articles } from '@/content/blog';
import { islandRoutes } from '@/lib/routes';
import type { QualityScores } from '@/build/audit/lighthouse-scores';

/**
 * The site's quality budget. Everything here is deterministic (bytes, markup, Lighthouse's accessibility,
 * best-practices and SEO audits, layout shift), so `npm test` can gate on it on any machine. Speed is not
 * here: it depends on the machine, so `npm run audit` measures it as ratios to a bare App Router page and to each
 * page without its scripts, run in the same sitting (build/audit/benchmark.ts).
 */
export const QUALITY_BUDGET = { accessibility: 100, bestPractices: 100, seo: 100, maxCls: 0.02 } as const;

/**
 * Issue 20: a content page (no form, filter or generator) loads no framework at all, only the site's shell script
 * (menus, consent, scrolling), at most this much gzipped JavaScript in all (issue 36: 6 KiB, the islands' loader
 * left to the island pages' shell; it was 7.4).
 */
export const CONTENT_PAGE_JS_BUDGET_KIB = 6;
/**
 * The same once analytics cookies are accepted (issue 36: 8 KiB; it was 12.0): the shell and the analytics loader with
 * the web-vitals library (gtag's own script is Google's, not counted). A visitor who has chosen does not load the consent
 * banner's code, and a page loads only the shell's parts its markup needs (shell/parts.ts).
 */
export const CONTENT_PAGE_CONSENTED_JS_BUDGET_KIB = 8;
/**
 * Gzipped HTML of a content page: without React's inline payload, which repeated the whole page, the longest article
 * is about 18 KiB (it was 39 KiB with it).
 */
export const CONTENT_PAGE_HTML_BUDGET_KIB = 24;
/** Scripts a content page's HTML asks for: the shell, and nothing else. */
export const CONTENT_PAGE_MAX_SCRIPTS = 1;
/** Where Next.js puts its runtime and chunks: no page loads anything from there (issue 29: not even an island page). */
export const FRAMEWORK_SCRIPT_PREFIX = '/_next/';

/**
 * Issue 29: the most gzipped JavaScript the home page or a tool may load for its island (React included), and the
 * most any island page may. What each island page reaches is held below, so it cannot creep back.
 */
export const ISLAND_PAGE_JS_CEILING_KIB = 80;
/**
 * Each island page's own budget, a little above what it loads (`npm run audit` reports the figures): gzipped
 * JavaScript (the shell, the island's entry and its static chunks, Preact among them) and the number of scripts.
 */
export const ISLAND_PAGE_BUDGETS: Readonly<Record<string, { jsKiB: number; scripts: number }>> = {
  '/': { jsKiB: 47, scripts: 27 }, // 42.4 KiB in 22 scripts (the consultation form); issue 56: 44.7 in 25 (main's own build: 43.9 in 21), the hearing bundle's island splitting shared chunks; issue 54: 46.5 in 26 (main: 45.7), files not added named before sending, the documents named in the confirmation, month names in the date boxes' early input; issue 52: 46.7 in 27 (the shell after the first paint, islands reached before it started)
  '/blog': { jsKiB: 32, scripts: 18 }, // 28.0 in 15; issue 56: 30.2 in 17 (main: 29.8 in 16); issue 54: 31.3 in 18 (main: 31.0), month names in the date boxes' early input, the search box's hint
  '/court-locations': { jsKiB: 55, scripts: 31 }, // 49.6 in 25 (the finder and the directory); issue 56: 53.4 in 30 (main: 53.0 in 28)
  '/legal-templates': { jsKiB: 49, scripts: 28 }, // 46.1 in 25; issue 56: 47.6 in 27 (main: 47.0 in 24)
  '/search': { jsKiB: 33, scripts: 16 }, // 29.7 in 12; issue 56: 31.8 in 15 (main: 31.4 in 13)
  '/tools/claim-plan': { jsKiB: 57, scripts: 39 }, // 50.1 in 30 (issue 41: the check's island shares some of its chunks, so they split); issue 56: 55.2 in 38 (main: 54.7 in 35)
  '/tools/claim-calculator': { jsKiB: 62, scripts: 48 }, // 55.7 in 39 (issue 41: the Help with Fees rules, for the likely fee); issue 56: 60.7 in 47 (main: 59.6 in 42)
  '/tools/deadline-calculator': { jsKiB: 60, scripts: 42 }, // 51.9 in 31; issue 56: 58.4 in 41 (main: 56.9 in 36)
  '/tools/help-with-fees': { jsKiB: 43, scripts: 27 }, // 38.6 in 21 (issue 51: the figure, its working and the reasons, 1.7 KiB); issue 56: 41.4 in 26 (main: 41.1 in 24)
  '/tools/get-paid': { jsKiB: 45, scripts: 32 }, // 42.8 in 28 (issue 55: the questions on the one form state; the plan loads when asked for); issue 56: 31 scripts
  '/tools/hearing-bundle': { jsKiB: 63, scripts: 36 }, // 61.2 in 35 (issue 56: the dates' rules load when the dates are asked for, the PDF maker's worker once a document is added)
};
/**
 * An island page's gzipped HTML against the same page without its scripts: the islands' props and the JSON-LD are
 * all that may add to it (React's flight payload used to double it).
 */
export const ISLAND_HTML_VS_STRIPPED_MAX = 1.2;

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

/** What an exported page loads: gzipped bytes of its scripts and HTML (and of its HTML without scripts), and the scripts' paths. */
export type LoadedWeight = { js: number; consentedJs: number; html: number; strippedHtml: number; scripts: readonly string[] };

/**
 * Each way a page misses its byte budget (empty when it meets it). No page loads a script from Next.js. A content
 * page: at most 6 KiB of JavaScript (8 once analytics is accepted), one script, and 24 KiB of HTML. An island page: its own JavaScript and script
 * budgets (never above the 80 KiB ceiling), and HTML at most 1.2 times its stripped HTML.
 */
export function budgetFailures(path: string, page: LoadedWeight): string[] {
  const failures: string[] = [];
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const framework = page.scripts.filter((src) => src.startsWith(FRAMEWORK_SCRIPT_PREFIX));
  if (framework.length > 0) failures.push(`${path}: loads the Next.js runtime: ${framework.join(', ')}`);
  if (isContentRoute(path)) {
    if (page.js > CONTENT_PAGE_JS_BUDGET_KIB * 1024) {
      failures.push(`${path}: ${kib(page.js)} KiB of gzipped JavaScript; a content page may load ${CONTENT_PAGE_JS_BUDGET_KIB} KiB`);
    }
    if (page.consentedJs > CONTENT_PAGE_CONSENTED_JS_BUDGET_KIB * 1024) {
      failures.push(`${path}: ${kib(page.consentedJs)} KiB of gzipped JavaScript once analytics is accepted; a content page may load ${CONTENT_PAGE_CONSENTED_JS_BUDGET_KIB} KiB`);
    }
    if (page.scripts.length > CONTENT_PAGE_MAX_SCRIPTS) {
      failures.push(`${path}: ${page.scripts.length} scripts; a content page may load ${CONTENT_PAGE_MAX_SCRIPTS}`);
    }
    if (page.html > CONTENT_PAGE_HTML_BUDGET_KIB * 1024) {
      failures.push(`${path}: ${kib(page.html)} KiB of gzipped HTML (a content page's budget: ${CONTENT_PAGE_HTML_BUDGET_KIB} KiB)`);
    }
    return failures;
  }
  const budget = ISLAND_PAGE_BUDGETS[path];
  if (!budget) return [...failures, `${path}: an island page with no budget in ISLAND_PAGE_BUDGETS (build/audit/budget.ts)`];
  const jsKiB = Math.min(budget.jsKiB, ISLAND_PAGE_JS_CEILING_KIB);
  if (page.js > jsKiB * 1024) failures.push(`${path}: ${kib(page.js)} KiB of gzipped JavaScript; the ${islands.get(path)} page may load ${jsKiB} KiB`);
  if (page.scripts.length > budget.scripts) failures.push(`${path}: ${page.scripts.length} scripts (budget ${budget.scripts})`);
  if (page.html > page.strippedHtml * ISLAND_HTML_VS_STRIPPED_MAX) {
    failures.push(
      `${path}: ${kib(page.html)} KiB of gzipped HTML, ${(page.html / page.strippedHtml).toFixed(2)} times the page without its scripts (budget ${ISLAND_HTML_VS_STRIPPED_MAX})`,
    );
  }
  return failures;
}

/** The budget a route's JavaScript is held to, for reports. */
export const jsBudgetLabel = (path: string) =>
  isContentRoute(path) ? `at most ${CONTENT_PAGE_JS_BUDGET_KIB} KiB` : `at most ${Math.min(ISLAND_PAGE_BUDGETS[path]?.jsKiB ?? 0, ISLAND_PAGE_JS_CEILING_KIB)} KiB`;

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
