import { expect, test, waitForHydration } from './fixtures';

/**
 * The lead inbox (`npm start`) sends the build's Brotli copies (lib/host-config/precompress.ts) to a browser that
 * accepts Brotli: the page, its stylesheet and every script, and the page still works from them.
 */
test('the page, its stylesheet and its scripts arrive as Brotli, and the page works', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (['document', 'script', 'stylesheet'].includes(type)) encodings.set(response.url(), response.headers()['content-encoding']);
  });
  await page.goto('/court-locations');
  await waitForHydration(page);
  const urls = [...encodings.keys()];
  expect(urls.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(3);
  expect(urls.some((url) => url.endsWith('.css'))).toBe(true);
  expect(Object.fromEntries(encodings)).toEqual(Object.fromEntries(urls.map((url) => [url, 'br'])));

  // Decoded, the bytes are the build's own: the directory's filters run.
  await page.getByLabel('Search by name, city or postcode').fill('leeds');
  await expect(page.getByRole('status')).toHaveText('Showing 1 of 6 courts');
});

test('a client that does not accept Brotli gets gzip', async ({ request }) => {
  const response = await request.get('/court-locations', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(await response.text()).toContain('<h1');
});
