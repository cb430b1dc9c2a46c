import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allRoutes } from '@/lib/routes';
import { buildBareApp } from '@/build/audit/bare-app';
import { compare, formatComparison, interleave, type BenchmarkRun, type Comparison } from '@/build/audit/benchmark';
import { budgetFailures, qualityFailures, REPRESENTATIVE_ROUTES, routeKind } from '@/build/audit/budget';
import { launchAuditBrowser, lighthouseFull, type AuditBrowser } from '@/build/audit/lighthouse';
import { medianScores, SPEED_FIGURES, type QualityScores } from '@/build/audit/lighthouse-scores';
import { describeLoad, isBusy, sampleLoad } from '@/build/audit/machine-load';
import { kib, pageWeight, type PageWeight } from '@/build/audit/page-weight';
import { serveExport } from '@/build/audit/serve-export';
import { writeStrippedExport } from '@/build/audit/strip-scripts';

/**
 * `npm run audit`: the performance benchmark. Builds the site and a bare App Router page (the first yardstick),
 * copies the export to reports/stripped-export with every page's scripts stripped (the second: each page as it
 * would be without JavaScript, build/audit/strip-scripts.ts), serves all three as `npm start` does, and runs
 * Lighthouse (mobile preset, the system Chromium) on each benchmarked route interleaved with both yardsticks (site,
 * bare, stripped, site …) in one sitting, recording the machine's load before each run. It prints the medians
 * and the ratios site / bare and site / stripped for the performance score, FCP, LCP, TBT and Speed Index, and
 * says how many runs found the machine busy. Speed never fails the audit (a score depends on the machine); the
 * deterministic budget does: JavaScript, HTML and script counts on every route, and Lighthouse's accessibility,
 * best-practices, SEO and layout-shift results on the benchmarked ones.
 *
 * Options: `--routes=/,/blog` or `--routes=all` (default: the four representative routes), `--runs=N` (5),
 * `--skip-build`, `--bytes-only` (no Lighthouse), `--port=N` (3600: the site's port; the bare page and the stripped copy
 * take the next two, so engineers sharing a machine can each measure on ports of their own). Output: the console,
 * reports/audit.md and reports/audit.json.
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
const firstPort = Number(args.get('port') ?? 3600);
/** Under reports/ (git-ignored), beside the bare page; rewritten on every run from the export being measured. */
const STRIPPED_EXPORT_DIR = path.resolve('reports/stripped-export');

/** `comparison` is against the bare App Router page, `stripped` against the same page with its scripts stripped. */
type Row = { route: string; kind: string; weight: PageWeight; comparison?: Comparison; stripped?: Comparison; quality?: QualityScores };

const figureCells = (c: Comparison) => SPEED_FIGURES.map((key) => formatComparison(c.site[key], c.yardstick[key], c.ratios[key])).join(' | ');

function speedRow(row: Row): string {
  const c = row.comparison!;
  const q = row.quality!;
  return `| ${row.route} | ${figureCells(c)} | ${q.accessibility} / ${q.bestPractices} / ${q.seo} | ${q.cls} | ${c.busyRuns} of ${c.runs} |`;
}

const strippedRow = (row: Row) => `| ${row.route} | ${figureCells(row.stripped!)} | ${row.stripped!.busyRuns} of ${row.stripped!.runs} |`;

const signedKib = (bytes: number) => `${bytes < 0 ? '−' : '+'}${kib(Math.abs(bytes))}`;

const weightRow = (row: Row, bare: PageWeight) =>
  `| ${row.route} | ${row.kind} | ${kib(row.weight.js)} | ${signedKib(row.weight.js - bare.js)} | ${row.weight.scripts.length} | ${kib(row.weight.html)} |`;

type Served = Awaited<ReturnType<typeof serveExport>>;

async function benchmark(rows: Row[], bareDir: string, siteDir: string, strippedDir: string): Promise<BenchmarkRun[]> {
  const servers: Served[] = [];
  let browser: AuditBrowser | undefined;
  const all: BenchmarkRun[] = [];
  try {
    // One at a time, so that a server that fails to start leaves the others to be stopped below.
    for (const [dir, port] of [[siteDir, firstPort], [bareDir, firstPort + 1], [strippedDir, firstPort + 2]] as const) servers.push(await serveExport(dir, port));
    const [site, bareSite, strippedSite] = servers as [Served, Served, Served];
    browser = await launchAuditBrowser();
    for (const row of rows) {
      const arms = [
        { arm: 'site', url: `${site.url}${row.route}` },
        { arm: 'bare', url: `${bareSite.url}/` },
        { arm: 'stripped', url: `${strippedSite.url}${row.route}` },
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
      row.stripped = compare(taken, 'site', 'stripped');
      row.quality = medianScores(quality);
      console.info(speedRow(row));
      console.info(strippedRow(row));
      all.push(...taken.map((run) => ({ ...run, arm: `${run.arm} ${row.route}` })));
    }
  } finally {
    browser?.kill();
    for (const server of servers) server.stop();
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
  const strippedDir = benched.length ? await writeStrippedExport(siteDir, STRIPPED_EXPORT_DIR) : '';
  const runsTaken = benched.length ? await benchmark(benched, bareDir, siteDir, strippedDir) : [];

  const failures = [
    ...rows.flatMap((row) => budgetFailures(row.route, row.weight)),
    ...benched.flatMap((row) => (row.quality ? qualityFailures(row.route, row.quality) : [])),
  ];

  const busy = runsTaken.filter((run) => isBusy(run.load)).length;
  const speed = benched.length
    ? [
        `## Speed: Lighthouse mobile, median of ${runs} runs each, interleaved with both yardsticks (the bare App Router page and the same page with its scripts stripped) in one sitting`,
        '',
        'Performance is a score (higher is better); the rest are milliseconds (lower is better).',
        '',
        '### Against the bare App Router page',
        '',
        'Each cell: site / bare (ratio site ÷ bare).',
        '',
        '| route | performance | FCP | LCP | TBT | Speed Index | a11y / BP / SEO | CLS | busy runs |',
        '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
        ...benched.map(speedRow),
        '',
        '### Against the same page with its scripts stripped',
        '',
        "Each cell: site / stripped (ratio site ÷ stripped). The stripped page is the route's own exported HTML with every script element and script preload removed (JSON-LD and speculation rules too), so the ratio is what its scripts cost it.",
        '',
        '| route | performance | FCP | LCP | TBT | Speed Index | busy runs |',
        '|---|--:|--:|--:|--:|--:|--:|',
        ...benched.map(strippedRow),
        '',
        `Machine: the load was sampled for a second before each of the ${runsTaken.length} runs; ${busy} found it busy (CPU at least 25 % busy in the second before the run; the one-minute load average, printed with each run, lags and is not used).${busy ? ' Ratios hold better than the figures themselves; rerun on a quieter machine for absolute figures.' : ''}`,
        '',
      ]
    : [];
  const report = [
    ...speed,
    '## Weight: gzipped KiB each page loads (scripts its HTML asks for, and the HTML)',
    '',
    '| route | kind | JS | beside bare | scripts | HTML |',
    '|---|---|--:|--:|--:|--:|',
    `| bare App Router page | yardstick | ${kib(bare.js)} |  | ${bare.scripts.length} | ${kib(bare.html)} |`,
    ...rows.map((row) => weightRow(row, bare)),
    '',
    ...(failures.length ? ['Over budget:', ...failures.map((f) => `- ${f}`)] : ['Every route is within the deterministic budget (build/audit/budget.ts).']),
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
