import { expect, presetConsent, SHELL_PAGES, test } from './fixtures';

for (const start of SHELL_PAGES) {
  test.describe(`on ${start}`, () => {
    test('with analytics allowed, web vitals are logged with the spec ratings and passed to analytics when present', async ({ consentedPage: page }) => {
      await presetConsent(page, true);
      await page.addInitScript(() => {
        (window as unknown as { vitals: unknown[] }).vitals = [];
        window.sendToAnalytics = (metric) => (window as unknown as { vitals: unknown[] }).vitals.push(metric);
      });
      const logged: string[] = [];
      page.on('console', (msg) => {
        if (msg.text().startsWith('[web-vitals]')) logged.push(msg.text());
      });
      await page.goto(start);
      // An interaction, as a visitor's would be.
      await page.getByRole('heading', { level: 1 }).click();
      // Hiding the page makes the browser report its final LCP and CLS.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => logged.join('\n')).toMatch(/\[web-vitals\] LCP: [\d.]+ \((good|needs-improvement|poor)\)/);
      await expect.poll(() => logged.join('\n')).toMatch(/\[web-vitals\] CLS: [\d.]+ \((good|needs-improvement|poor)\)/);
      const sent = (await page.evaluate(() => (window as unknown as { vitals: { name: string; rating: string }[] }).vitals)) ?? [];
      const lcp = sent.find((m) => m.name === 'LCP');
      expect(lcp?.rating).toMatch(/^(good|needs-improvement|poor)$/);
      expect(sent.find((m) => m.name === 'CLS')?.rating).toBe('good');
    });

    test('without analytics consent the web-vitals library is never fetched', async ({ consentedPage: page }) => {
      const logged: string[] = [];
      page.on('console', (msg) => {
        if (msg.text().startsWith('[web-vitals]')) logged.push(msg.text());
      });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(start);
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(logged).toEqual([]);
      // The loader chunk is the only one that contains web-vitals' own source.
      const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
      expect(bodies.filter((body) => body.includes('largest-contentful-paint'))).toEqual([]);
    });
  });
}
