import type { Response } from '@playwright/test';
import { isCompressible } from '@/build/host-config/precompress';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The lead inbox (`npm start`) sends the build's Brotli copies (build/host-config/precompress.ts) to a browser that
 * accepts Brotli: the page, its stylesheet and every script of 1 KiB or more, and the page still works from them.
 */
test('the page, its stylesheet and its scripts arrive as Brotli, and the page works', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (['document', 'script', 'stylesheet'].includes(response.request().resourceType())) responses.push(response);
  });
  await page.goto('/court-locations');
  await waitForHydration(page);
  expect(responses.filter((r) => r.url().endsWith('.js')).length).toBeGreaterThan(3);
  expect(responses.some((r) => r.url().endsWith('.css'))).toBe(true);

  const received: Record<string, string | undefined> = {};
  const expected: Record<string, string | undefined> = {};
  for (const response of responses) {
    const { pathname } = new URL(response.url());
    const file = pathname.endsWith('/') || !pathname.includes('.') ? `${pathname}.html` : pathname;
    received[pathname] = response.headers()['content-encoding'];
    expected[pathname] = isCompressible(file, (await response.body()).length) ? 'br' : undefined;
  }
  expect(Object.values(expected).filter((e) => e === 'br').length).toBeGreaterThan(4);
  expect(received).toEqual(expected);

  // Decoded, the bytes are the build's own: the directory's filters run.
  await page.getByLabel('Search by name, city or postcode').fill('leeds');
  await expect(page.getByRole('status')).toHaveText('Showing 1 of 6 courts');
});

test('a client that does not accept Brotli gets gzip', async ({ request }) => {
  const response = await request.get('/court-locations', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(await response.text()).toContain('<h1');
});
