import { expect, SHELL_PAGES, test } from './fixtures';

/** Runs against the build with a measurement id (NEXT_PUBLIC_GA_ID=G-TEST000000). */
const GTAG = /googletagmanager\.com\/gtag\/js/;

for (const start of SHELL_PAGES) {
  test.describe(`on ${start}`, () => {
    test('the analytics script loads only after consent', async ({ page, baseURL }) => {
      const foreign: string[] = [];
      page.on('request', (req) => {
        if (!req.url().startsWith(baseURL!)) foreign.push(req.url());
      });
      await page.route(GTAG, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
      await page.goto(start);
      const banner = page.getByRole('region', { name: /Cookies on/ });
      await expect(banner).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);

      const loaded = page.waitForRequest(GTAG);
      await banner.getByRole('button', { name: 'Accept all cookies' }).click();
      const request = await loaded;
      expect(request.url()).toContain('id=G-TEST000000');
      const config = await page.evaluate(() =>
        (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).find((a) => a[0] === 'config'),
      );
      expect(config?.[1]).toBe('G-TEST000000');
      expect(config?.[2]).toMatchObject({ page_title: await page.title(), page_location: page.url() });
      expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST000000'])).toBe(false);

      // Withdrawing consent on the same page switches gtag off at once.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
      await page.getByRole('button', { name: 'Reject analytics cookies' }).click();
      expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST000000'])).toBe(true);
    });

    test('the host config built with a measurement id allows the analytics hosts', async ({ request }) => {
      const csp = (await request.get(start)).headers()['content-security-policy'];
      expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    });

    test('after rejection nothing is loaded, even on later pages', async ({ page, baseURL }) => {
      const foreign: string[] = [];
      page.on('request', (req) => {
        if (!req.url().startsWith(baseURL!)) foreign.push(req.url());
      });
      await page.goto(start);
      await page.getByRole('button', { name: 'Reject analytics cookies' }).click();
      await page.goto('/blog');
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
    });

    test('phone_click and form_submit record events with their categories once analytics runs', async ({ page }) => {
      await page.route(GTAG, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
      await page.goto(start);
      await page.getByRole('button', { name: 'Accept all cookies' }).click();
      await page.waitForFunction(() => typeof window.gtag === 'function');
      await page.evaluate(() => {
        window.phone_click?.();
        window.form_submit?.('consultation');
      });
      const events = await page.evaluate(() =>
        (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((a) => a[0] === 'event'),
      );
      expect(events).toEqual(
        expect.arrayContaining([
          ['event', 'phone_click', { event_category: 'contact', event_label: '0808 157 0123' }],
          ['event', 'form_submit', { form_type: 'consultation', event_category: 'engagement' }],
        ]),
      );
    });
  });
}
