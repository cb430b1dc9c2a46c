import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const TARGET = '/representation/get-representation';
const redirectHtml = () => readFileSync('out/representation.html', 'utf8');

test('the host answers /representation with a real 301', async ({ request }) => {
  const response = await request.get('/representation', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(TARGET);
});

test('on a host without the redirect rule, the page redirects and replaces history', async ({ consentedPage: page }) => {
  await page.route('**/representation', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: redirectHtml() }),
  );
  await page.goto('/');
  await page.goto('/representation');
  await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a meta refresh and a visible link still take the visitor there', async ({ page }) => {
    expect(redirectHtml()).toMatch(new RegExp(`http-equiv="refresh" content="0; url=${TARGET}"`));
    await page.route('**/representation', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: redirectHtml() }),
    );
    await page.goto('/representation');
    await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
    expect(redirectHtml()).toContain(`href="${TARGET}"`);
  });
});
