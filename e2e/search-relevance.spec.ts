import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { RELEVANCE_SET, describeRelevance, scoreRelevance } from '@/lib/search/relevance-set';
import { PAGEFIND_RANKING, searchSite, type PagefindSearch } from '@/lib/search/run-search';

/**
 * Issue 26: search that answers questions. Every question of the relevance set goes through the site's own search
 * (lib/search/run-search.ts) on Pagefind's own search bundle, the `pagefind.js` the build wrote beside the site,
 * run here in Node over the built index as the server serves it. The share of questions with an expected page in
 * the top 3 is printed with each miss, and may not fall below the gate: the goal was 90%; the gate is what
 * the search reached (54 of 55, 98.2%; it was 36 of 55, 65.5%, before issue 26).
 */
const GATE = 0.98;

type Pagefind = PagefindSearch & { options: (o: Record<string, unknown>) => Promise<void> };

/**
 * Pagefind's search bundle from the build, as an ES module (a copy named `.mjs`: the test runner would otherwise
 * load the `.js` as CommonJS), set to fetch its index from the running site and to give addresses from its root.
 */
async function loadPagefind(baseURL: string | undefined): Promise<Pagefind> {
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'pagefind-')), 'pagefind.mjs');
  copyFileSync(path.resolve('out', 'pagefind', 'pagefind.js'), copy);
  const pagefind = (await import(pathToFileURL(copy).href)) as Pagefind;
  await pagefind.options({ basePath: `${baseURL}/pagefind/`, baseUrl: '/', ranking: PAGEFIND_RANKING });
  return pagefind;
}

test('search answers the questions people type: an expected page in the top 3 for at least 98% of them', async ({ baseURL }) => {
  const pagefind = await loadPagefind(baseURL);

  const results = [];
  for (const question of RELEVANCE_SET) {
    const hits = await searchSite(pagefind, question.query, 10);
    results.push({ ...question, urls: hits.map((hit) => hit.url) });
  }
  const score = scoreRelevance(results);
  const report = describeRelevance(score);
  console.info(report);
  await test.info().attach('search relevance', { body: report, contentType: 'text/plain' });

  expect(score.total).toBeGreaterThanOrEqual(40);
  expect(score.share, report).toBeGreaterThanOrEqual(GATE);
});

test('the three searches the issue reported now answer', async ({ baseURL }) => {
  const pagefind = await loadPagefind(baseURL);
  const urls = async (query: string) => (await searchSite(pagefind, query, 10)).map((hit) => hit.url);

  expect(await urls('how much does it cost to sue')).not.toEqual([]);
  // Reported: Judgment Enforcement not in the top 7. Now in it, after the guide to what a judgment means.
  const unpaid = await urls('defendant not paying after judgment');
  expect(unpaid.slice(0, 7)).toContain('/services/judgment-enforcement');
  expect(unpaid[0]).toBe('/county-court-judgments');
  const ccj = await urls('ccj');
  expect(ccj[0]).toBe('/county-court-judgments');
});
