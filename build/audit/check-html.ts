import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportedPages, validateHtml } from '@/build/audit/validate-html';
import { classAttributes, classConflicts, describeConflict } from '@/build/audit/class-conflicts';
import { findIslands, islandRenderer } from '@/islands/build/prerender';
import { renderDifferences } from '@/islands/build/compare-renderers';
import { ISLAND_ATTR } from '@/islands/manifest';
import { pagePath } from '@/build/host-config/exported-pages';
import { rscPayloadFiles } from '@/build/host-config/framework';
import { findRoute, islandRoutes } from '@/lib/routes';
import { chromeProblems, cspProblems, formProblems, frameworkProblems, headProblems, menuProblems, parsePage, reviewDates, reviewProblems, sharedChrome, structuredDataProblems } from '@/build/audit/page-checks';

/**
 * Issue 36: each island on each page, as the build wrote it (Preact's render), against React DOM's server render of
 * the same component and props: one line per difference that matters. Returns how many there were.
 */
async function checkRenderers(exportDir: string, pages: readonly string[], shown: string): Promise<number> {
  const renderWithReact = await islandRenderer(path.resolve('.next/islands/react-check.cjs'), process.env, 'react');
  let differences = 0;
  let islands = 0;
  for (const page of pages) {
    // As Next wrote the container, before the build named its entry script.
    const html = readFileSync(path.join(exportDir, page), 'utf8').replaceAll(new RegExp(` ${ISLAND_ATTR.src}="[^"]*"`, 'g'), '');
    for (const island of findIslands(html)) {
      islands += 1;
      for (const difference of renderDifferences(html.slice(island.contentStart, island.contentEnd), renderWithReact(island.name, island.props))) {
        console.error(`${path.join(shown, page)} renderer-difference ${island.name}: ${difference}`);
        differences += 1;
      }
    }
  }
  console.info(`renderers: ${islands} island(s) rendered by Preact and by React DOM, ${differences} difference(s)`);
  return differences;
}

/**
 * Issue 38: every exported page's head, structured data, framework, CSP, review date, header and footer
 * (build/audit/page-checks.ts): one line per problem. Returns how many there were.
 */
function checkPages(exportDir: string, pages: readonly string[], shown: string): number {
  const islands = islandRoutes();
  const reviewed = reviewDates();
  const home = parsePage(readFileSync(path.join(exportDir, 'index.html'), 'utf8'));
  const reference = sharedChrome(home);
  let problems = 0;
  let checked = 0;
  const report = (page: string, check: string, found: readonly string[]) => {
    checked += 1;
    for (const problem of found) console.error(`${path.join(shown, page)} ${check}: ${problem}`);
    problems += found.length;
  };
  report('index.html', 'menus', menuProblems(home));
  report('.', 'rsc-payloads', rscPayloadFiles(exportDir).map((file) => `${file} is left (no page carries the router that fetches it)`));
  for (const file of pages) {
    const html = readFileSync(path.join(exportDir, file), 'utf8');
    const page = parsePage(html);
    const urlPath = pagePath(file.split(path.sep).join('/'));
    const route = findRoute(urlPath);
    // The redirect stub (/representation) is a bare page that sends the browser on; it is checked as a page only for
    // what every page holds.
    report(file, 'framework', frameworkProblems(page, islands.has(urlPath)));
    report(file, 'csp', cspProblems(urlPath, page));
    report(file, 'forms', formProblems(page));
    if (!route) continue;
    report(file, 'head', headProblems(route, page));
    report(file, 'json-ld', structuredDataProblems(route, page));
    report(file, 'reviewed', reviewProblems(page, reviewed.get(urlPath)));
    report(file, 'chrome', chromeProblems(page, reference));
  }
  console.info(`pages: ${checked} check(s) over ${pages.length} page(s), ${problems} problem(s)`);
  return problems;
}

/**
 * `npm run test:html [dir]`: validates every exported page (default `out/`, written by `npm run build`) with
 * html-validate and checks that no element carries conflicting Tailwind utilities (build/audit/class-conflicts.ts);
 * prints each error as `file:line:column rule message` (or `file class-conflict …`), and exits non-zero when
 * there is any.
 */
async function main() {
  const exportDir = path.resolve(process.argv[2] ?? 'out');
  const pages = exportedPages(exportDir);
  if (pages.length === 0) throw new Error(`No pages in ${exportDir}: run \`npm run build\` first.`);
  const errors = await validateHtml(exportDir);
  const shown = path.relative(process.cwd(), exportDir);
  for (const e of errors) console.error(`${path.join(shown, e.file)}:${e.line}:${e.column} ${e.rule} ${e.message}`);
  let conflicts = 0;
  for (const page of pages) {
    for (const conflict of classConflicts(classAttributes(readFileSync(path.join(exportDir, page), 'utf8')))) {
      console.error(`${path.join(shown, page)} class-conflict ${describeConflict(conflict)}`);
      conflicts += 1;
    }
  }
  const differences = await checkRenderers(exportDir, pages, shown);
  const pageProblems = checkPages(exportDir, pages, shown);
  if (errors.length > 0 || conflicts > 0 || differences > 0 || pageProblems > 0) {
    const files = new Set(errors.map((e) => e.file)).size;
    console.error(
      `\nhtml-validate: ${errors.length} error(s) in ${files} of ${pages.length} page(s); ${conflicts} class conflict(s); ${differences} renderer difference(s); ${pageProblems} page problem(s)`,
    );
    process.exitCode = 1;
    return;
  }
  console.info(`html-validate: ${pages.length} page(s), no errors; no conflicting utilities; no page problems`);
}

// No top-level await: tsx compiles this file as CommonJS.
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
