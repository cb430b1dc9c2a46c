import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allRoutes } from '@/lib/routes';
import { buildBareApp } from './bare-app';
import { compare, formatComparison, interleave, type BenchmarkRun, type Comparison } from './benchmark';
import { budgetFailures, qualityFailures, REPRESENTATIVE_ROUTES, routeKind } from './budget';
import { launchAuditBrowser, lighthouseFull } from './lighthouse';
import { medianScores, SPEED_FIGURES, type QualityScores } from './lighthouse-scores';
import { describeLoad, isBusy, sampleLoad } from './machine-load';
import { kib, pageWeight, type PageWeight } from './page-weight';
import { serveExport } from './serve-export';

/**
 * `npm run audit`: the performance benchmark. Builds the site and a bare App Router page (the yardstick), serves
 * both as `npm start` does, and runs Lighthouse (mobile preset, the system Chromium) on each benchmarked route
 * interleaved with the bare page (site, bare, site, bare …) in one sitting, recording the machine's load before
 * each run. It prints the medians and the ratios site / bare for the performance score, FCP, LCP, TBT and Speed
 * Index, and says how many runs found the machine busy. Speed never fails the audit (a score depends on the
 * machine); the deterministic budget does: JavaScript, HTML and script counts on every route, and Lighthouse's
 * accessibility, best-practices, SEO and layout-shift results on the benchmarked ones.
 *
 * Options: `--routes=/,/blog` or `--routes=all` (default: the four representative routes), `--runs=N` (5),
 * `--skip-build`, `--bytes-only` (no Lighthouse). Output: the console, reports/audit.md and reports/audit.json.
 */
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const runs = Number(args.get('runs') ?? 5);
const everyRoute = allRoutes().map((r) => r.path);
const routeArg = args.get('routes');
const benchRoutes = routeArg === 'all' ? everyRoute : routeArg ? routeArg.split(',') : [...REPRESENTATIVE_ROUTES];
const bytesOnly = args.has('bytes-only');

type Row = { route: string; kind: string; weight: PageWeight; comparison?: Comparison; quality?: QualityScores };

function speedRow(row: Row): string {
  const c = row.comparison!;
  const figures = SPEED_FIGURES.map((key) => formatComparison(c.site[key], c.yardstick[key], c.ratios[key]));
  const q = row.quality!;
  return `| ${row.route} | ${figures.join(' | ')} | ${q.accessibility} / ${q.bestPractices} / ${q.seo} | ${q.cls} | ${c.busyRuns} of ${c.runs} |`;
}

const weightRow = (row: Row, bare: PageWeight) =>
  `| ${row.route} | ${row.kind} | ${kib(row.weight.js)} | +${kib(row.weight.js - bare.js)} | ${row.weight.scripts.length} | ${kib(row.weight.html)} |`;

async function benchmark(rows: Row[], bareDir: string, siteDir: string): Promise<BenchmarkRun[]> {
  const [site, bareSite] = [await serveExport(siteDir, 3600), await serveExport(bareDir, 3601)];
  const browser = await launchAuditBrowser();
  const all: BenchmarkRun[] = [];
  try {
    for (const row of rows) {
      const arms = [
        { arm: 'site', url: `${site.url}${row.route}` },
        { arm: 'bare', url: `${bareSite.url}/` },
      ];
      const taken: BenchmarkRun[] = [];
      const quality: QualityScores[] = [];
      for (const [i, { arm, url }] of interleave(arms, runs).entries()) {
        const load = await sampleLoad();
        const scores = await lighthouseFull(url, browser);
        const { accessibility, bestPractices, seo, cls, ...figures } = scores;
        if (arm === 'site') quality.push({ accessibility, bestPractices, seo, cls });
        taken.push({ arm, figures, load });
        console.info(`${row.route} run ${Math.floor(i / arms.length) + 1} ${arm}: perf ${figures.performance}, FCP ${figures.fcp}, LCP ${figures.lcp}, TBT ${figures.tbt}, SI ${figures.si}; before it: ${describeLoad(load)}`);
      }
      row.comparison = compare(taken, 'site', 'bare');
      row.quality = medianScores(quality);
      console.info(speedRow(row));
      all.push(...taken.map((run) => ({ ...run, arm: `${run.arm} ${row.route}` })));
    }
  } finally {
    browser.kill();
    site.stop();
    bareSite.stop();
  }
  return all;
}

async function main() {
  if (!args.has('skip-build')) execSync('npm run build', { stdio: 'inherit' });
  const bareDir = buildBareApp();
  const siteDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');

  const bare = pageWeight(bareDir, '/');
  const sizes = new Map<string, number>();
  const rows: Row[] = everyRoute.map((route) => ({ route, kind: routeKind(route), weight: pageWeight(siteDir, route, sizes) }));
  const benched = bytesOnly ? [] : benchRoutes.map((route) => rows.find((row) => row.route === route) ?? { route, kind: routeKind(route), weight: pageWeight(siteDir, route, sizes) });
  const runsTaken = benched.length ? await benchmark(benched, bareDir, siteDir) : [];

  const failures = [
    ...rows.flatMap((row) => budgetFailures(row.route, row.weight, { js: bare.js, scripts: bare.scripts.length })),
    ...benched.flatMap((row) => (row.quality ? qualityFailures(row.route, row.quality) : [])),
  ];

  const busy = runsTaken.filter((run) => isBusy(run.load)).length;
  const speed = benched.length
    ? [
        `## Speed: Lighthouse mobile, median of ${runs} runs each, interleaved with the bare App Router page in one sitting`,
        '',
        'Each cell: site / bare (ratio site ÷ bare). Performance is a score (higher is better); the rest are milliseconds (lower is better).',
        '',
        '| route | performance | FCP | LCP | TBT | Speed Index | a11y / BP / SEO | CLS | busy runs |',
        '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
        ...benched.map(speedRow),
        '',
        `Machine: the load was sampled for a second before each of the ${runsTaken.length} runs; ${busy} found it busy (CPU at least 25 % busy in the second before the run; the one-minute load average, printed with each run, lags and is not used).${busy ? ' Ratios hold better than the figures themselves; rerun on a quieter machine for absolute figures.' : ''}`,
        '',
      ]
    : [];
  const report = [
    ...speed,
    '## Weight: gzipped KiB each page loads (scripts its HTML asks for, and the HTML)',
    '',
    '| route | kind | JS | over bare | scripts | HTML |',
    '|---|---|--:|--:|--:|--:|',
    `| bare App Router page | yardstick | ${kib(bare.js)} |  | ${bare.scripts.length} | ${kib(bare.html)} |`,
    ...rows.map((row) => weightRow(row, bare)),
    '',
    ...(failures.length ? ['Over budget:', ...failures.map((f) => `- ${f}`)] : ['Every route is within the deterministic budget (lib/audit/budget.ts).']),
  ].join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/audit.md', `${report}\n`);
  writeFileSync('reports/audit.json', `${JSON.stringify({ runs: runsTaken, rows }, null, 2)}\n`);
  console.info(`\n${report}`);
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
