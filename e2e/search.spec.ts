import type { Page } from '@playwright/test';
import { getArticle } from '@/content/blog';
import { searchPage } from '@/content/search';
import { expect, seriousViolations, test } from './fixtures';

/** Issue 19: search across the site with Pagefind: results with excerpts, synonyms, filters, its own CSP. */
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
const resultLinks = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('heading').getByRole('link');

async function search(page: Page, query: string) {
  await page.goto(`${searchPage.path}?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('status')).toContainText(/pages? match/);
}

test.describe('site search', () => {
  test('“bailiff” finds the enforcement pages, through its synonym too, with the words found highlighted', async ({ page }) => {
    await search(page, 'bailiff');
    await expect(resultLinks(page).first()).toBeVisible();
    const hrefs = await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/services/judgment-enforcement');
    expect(hrefs).toContain('/services/document-serving-help');
    await expect(page.getByText('Also searched for: “enforcement agent”')).toBeVisible();
    const enforcement = results(page).filter({ has: page.locator('a[href="/services/judgment-enforcement"]') });
    await expect(enforcement.locator('mark').first()).toHaveText(/bailiff|enforcement|agent/i);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('“CCJ” finds the County Court judgment passages', async ({ page }) => {
    await search(page, 'CCJ');
    const hrefs = await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/services/judgment-enforcement', '/court-forms-library']));
    await expect(page.locator('mark').filter({ hasText: /^judgment$/i }).first()).toBeVisible();
  });

  test('a question in plain words finds the pages that answer it, guidance first (issue 26)', async ({ page }) => {
    await search(page, 'how much does it cost to sue');
    const hrefs = await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.slice(0, 3)).toContain('/blog/understanding-small-claims-court-fees-and-costs');

    await search(page, 'ccj');
    await expect(resultLinks(page).first()).toHaveText('County Court Judgments (CCJs) Explained');
    // Issue 26: the guide has its own route (the blog keeps its seven articles) and is listed as a guide.
    await expect(resultLinks(page).first()).toHaveAttribute('href', '/county-court-judgments');
    await expect(results(page).first().locator('p').first()).toHaveText('Guide');

    await search(page, 'baliffs');
    await expect(page.getByText('Also searched for: “bailiffs”')).toBeVisible();
    const enforcement = await resultLinks(page).evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
    expect(enforcement).toContain('/services/judgment-enforcement');
  });

  test('a place finds its court’s page first, from the court pages’ own index; a question about courts does not (issue 27)', async ({ page }) => {
    await search(page, 'Caernarfon');
    await expect(resultLinks(page).first()).toHaveAttribute('href', '/court-locations/caernarfon-justice-centre');
    await expect(results(page).first().locator('p').first()).toHaveText('Courts');

    await search(page, 'Truro court');
    await expect(resultLinks(page).first()).toHaveAttribute('href', /^\/court-locations\/truro/);

    await search(page, 'county court hearing');
    const hrefs = await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((href) => href?.startsWith('/court-locations/'))).toEqual([]);
  });

  test('a question of several words: the finder in the top 3, and a count of the pages holding every word apart from those holding some (issue 40)', async ({ page }) => {
    await search(page, 'which court will hear my claim');
    const hrefs = await resultLinks(page).evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/court-locations');
    const status = (await page.getByRole('status').textContent()) ?? '';
    const [, all, some] = /^(\d+) pages? match(?:es)? “which court will hear my claim”(?:, and (\d+) more)?/.exec(status) ?? [];
    expect(Number(all)).toBeGreaterThan(0);
    expect(Number(all) + Number(some ?? 0)).toBe(await results(page).count());
    expect(Number(all)).toBeLessThan(await results(page).count());
  });

  test('filters by kind of page, with counts', async ({ page }) => {
    await search(page, 'hearing');
    const total = await results(page).count();
    const articles = page.getByRole('checkbox', { name: /^Article \(\d+\)$/ });
    const label = await page.locator(`label[for="${await articles.getAttribute('id')}"]`).textContent();
    const count = Number(/\((\d+)\)/.exec(label ?? '')![1]);
    expect(count).toBeLessThan(total);
    await articles.check();
    await expect(results(page)).toHaveCount(count);
    await expect(page.getByRole('status')).toContainText(`${count} pages match “hearing”`);
    for (const kind of await results(page).locator('p').first().allTextContents()) expect(kind).toBe('Article');
    await articles.uncheck();
    await expect(results(page)).toHaveCount(total);
  });

  test('the header’s search box opens the search page with results', async ({ page }) => {
    await page.goto(`/blog/${getArticle('understanding-small-claims-court-fees-and-costs')!.slug}`);
    await page.getByRole('button', { name: 'Search the site' }).click();
    const box = page.locator('#header-search').getByRole('searchbox', { name: 'Search the site' });
    await box.fill('help with fees');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=help\+with\+fees$/);
    await expect(resultLinks(page).first()).toBeVisible();
    await expect(resultLinks(page).first()).toHaveAttribute('href', /^\/[a-z0-9/-]*$/);
  });

  test('at 320 px the menu holds the search box, and the results fit', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Search the site' });
    await box.fill('bailiff');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=bailiff$/);
    await expect(resultLinks(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('a new search keeps the query in the address', async ({ page }) => {
    await search(page, 'mediation');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
    await box.fill('witness statement');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?q=witness\+statement$/);
    await expect(page.getByRole('status')).toContainText('“witness statement”');
    await expect(resultLinks(page).first()).toBeVisible();
  });

  test('its policy alone allows WebAssembly and a worker from the site; other pages are unchanged', async ({ page, request }) => {
    const policy = async (path: string) => ({
      header: (await request.get(path)).headers()['content-security-policy'] ?? '',
      meta: await (async () => {
        await page.goto(path);
        return (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
      })(),
    });
    const searchPolicy = await policy(searchPage.path);
    for (const csp of [searchPolicy.header, searchPolicy.meta]) {
      expect(csp).toContain("'wasm-unsafe-eval'");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*script|blob:/);
    }
    for (const path of ['/', `/blog/${getArticle('understanding-cpr-part-27-small-claims-track-guide')!.slug}`]) {
      const other = await policy(path);
      for (const csp of [other.header, other.meta]) {
        expect(csp).not.toContain('wasm-unsafe-eval');
        expect(csp).not.toContain('worker-src');
      }
    }
  });

  test('without JavaScript the page says so and links every section', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${searchPage.path}?q=bailiff`);
    // Playwright's text matching leaves out <noscript> content: the notice is found by its marker.
    await expect(page.locator('[data-no-js-notice]')).toContainText('Search needs JavaScript');
    const browse = page.getByRole('region', { name: 'Browse every section' });
    for (const path of ['/step-by-step-guide', '/faq-support', '/court-forms-library', '/court-locations', '/services/judgment-enforcement', '/tools/claim-calculator']) {
      await expect(browse.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await context.close();
  });
});
