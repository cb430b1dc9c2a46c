import { expect, test } from './fixtures';

test('an unknown path shows the 404 page and logs the missing path', async ({ consentedPage: page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect.poll(() => warnings.join('\n')).toContain('/no-such-page/here');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bring or defend a small claim with confidence');
});

test('the 404 page searches the site, without JavaScript too', async ({ browser, page }) => {
  // Issue 26: a plain GET form to the search page, so it works before (or without) any script.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  expect((await noScript.goto('/old-guide-to-ccjs'))?.status()).toBe(404);
  const search = noScript.getByRole('main').getByRole('search');
  await search.getByRole('searchbox', { name: 'Search the site' }).fill('county court judgment');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(noScript).toHaveURL(/\/search\?q=county\+court\+judgment$/);
  await expect(noScript.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await context.close();

  await page.goto('/no-such-page');
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
  await box.fill('ccj');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ccj$/);
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('heading').getByRole('link').first();
  await expect(first).toHaveAttribute('href', '/county-court-judgments');
});

test('/favicon.ico, which browsers ask for on a first visit, is an icon, not a 404 (issue 40)', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
