import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allRoutes } from '@/lib/routes';
import { buildBareApp } from './bare-app';
import { ISLAND_ROUTES, isContentRoute, jsBudgetFailure, lighthouseFailures } from './budget';
import { launchAuditBrowser, lighthouseMedians } from './lighthouse';
import type { LighthouseScores } from './lighthouse-scores';
import { kib, pageWeight, type PageWeight } from './page-weight';
import { serveExport } from './serve-export';

/**
 * `npm run audit`: builds the site and a bare App Router page, serves both as `npm start` does, runs
 * Lighthouse (mobile, the system Chromium) three times on every route and reports the medians beside each
 * page's gzipped JavaScript and HTML; exits non-zero when a route misses the budget (lib/audit/budget.ts).
 * Options: `--routes=/,/blog` (a subset), `--runs=N`, `--skip-build`, `--bytes-only` (no Lighthouse).
 * The table goes to the console and to reports/audit.md.
 */
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const runs = Number(args.get('runs') ?? 3);
const routes = args.has('routes') ? args.get('routes')!.split(',') : allRoutes().map((r) => r.path);
const bytesOnly = args.has('bytes-only');

type Row = { route: string; kind: string; weight: PageWeight; scores?: LighthouseScores };

const cell = (row: Row, bare: Row) => {
  const s = row.scores;
  const over = row === bare ? '' : `+${kib(row.weight.js - bare.weight.js)}`;
  const lh = s ? [s.performance, s.accessibility, s.bestPractices, s.seo, s.fcp, s.lcp, s.tbt, s.cls] : Array(8).fill('');
  return `| ${row.route} | ${row.kind} | ${lh.join(' | ')} | ${kib(row.weight.js)} | ${over} | ${kib(row.weight.html)} |`;
};

async function main() {
  if (!args.has('skip-build')) execSync('npm run build', { stdio: 'inherit' });
  const bareDir = buildBareApp();
  const siteDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');

  const bare: Row = { route: 'bare App Router page', kind: 'yardstick', weight: pageWeight(bareDir, '/') };
  const rows: Row[] = routes.map((route) => ({
    route,
    kind: isContentRoute(route) ? 'content' : ISLAND_ROUTES[route]!,
    weight: pageWeight(siteDir, route),
  }));

  if (!bytesOnly) {
    const [site, bareSite] = [await serveExport(siteDir, 3600), await serveExport(bareDir, 3601)];
    const browser = await launchAuditBrowser();
    try {
      bare.scores = await lighthouseMedians(`${bareSite.url}/`, browser, runs);
      for (const row of rows) {
        row.scores = await lighthouseMedians(`${site.url}${row.route}`, browser, runs);
        console.info(cell(row, bare));
      }
    } finally {
      browser.kill();
      site.stop();
      bareSite.stop();
    }
  }

  const failures = rows.flatMap((row) => [
    ...(row.scores ? lighthouseFailures(row.route, row.scores) : []),
    jsBudgetFailure(row.route, row.weight.js, bare.weight.js) ?? [],
  ]).flat();

  const header = [
    `Lighthouse ${bytesOnly ? '(not run)' : `mobile, median of ${runs} runs`}; JavaScript and HTML in gzipped KiB.`,
    '',
    '| route | kind | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KiB | JS over bare | HTML KiB |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  const report = [...header, cell(bare, bare), ...rows.map((row) => cell(row, bare)), '', ...(failures.length ? ['Over budget:', ...failures.map((f) => `- ${f}`)] : ['Every route is within budget.'])].join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/audit.md', `${report}\n`);
  console.info(`\n${report}`);
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
