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
 * the search reached (53 of 55, 96.4%; it was 36 of 55, 65.5%, before issue 26).
 */
const GATE = 0.96;

type Pagefind = PagefindSearch & { options: (o: Record<string, unknown>) => Promise<void> };

test('search answers the questions people type: an expected page in the top 3 for at least 96% of them', async ({ baseURL }) => {
  const bundle = pathToFileURL(path.resolve('out', 'pagefind', 'pagefind.js')).href;
  const pagefind = (await import(bundle)) as Pagefind;
  // Its index files are fetched from the running site; results are addressed from its root, as in the browser.
  await pagefind.options({ basePath: `${baseURL}/pagefind/`, baseUrl: '/', ranking: PAGEFIND_RANKING });

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
  const pagefind = (await import(pathToFileURL(path.resolve('out', 'pagefind', 'pagefind.js')).href)) as Pagefind;
  await pagefind.options({ basePath: `${baseURL}/pagefind/`, baseUrl: '/', ranking: PAGEFIND_RANKING });
  const urls = async (query: string) => (await searchSite(pagefind, query, 10)).map((hit) => hit.url);

  expect(await urls('how much does it cost to sue')).not.toEqual([]);
  expect((await urls('defendant not paying after judgment')).slice(0, 3)).toContain('/services/judgment-enforcement');
  const ccj = await urls('ccj');
  expect(ccj[0]).toBe('/blog/county-court-judgments-ccj-explained');
});
