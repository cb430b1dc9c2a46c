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
      // An interaction, as a visitor's would be, ends the largest paint's measure (web-vitals takes only a real one), and
      // hiding the page makes it report that and the layout shift. The library starts after the first paint, with the
      // shell: until then nothing is measured, so the visitor clicks and the page is hidden for a moment (and shown
      // again) until it has reported, as a visitor who reads, clicks and switches tabs would.
      const clickAndHideForAMoment = async () => {
        await page.getByRole('heading', { level: 1 }).click();
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
          delete (document as { visibilityState?: string }).visibilityState;
        });
      };
      await expect
        .poll(async () => {
          await clickAndHideForAMoment();
          return logged.join('\n');
        })
        .toMatch(/\[web-vitals\] LCP: [\d.]+ \((good|needs-improvement|poor)\)/);
      await expect.poll(() => logged.join('\n')).toMatch(/\[web-vitals\] CLS: [\d.]+ \((good|needs-improvement|poor)\)/);
      const sent = (await page.evaluate(() => (window as unknown as { vitals: { name: string; rating: string }[] }).vitals)) ?? [];
      // The ratings themselves are measurements of this machine's speed (a loaded machine paints later and can
      // shift more), so the test checks that each metric is rated on the spec's scale and that what is logged is what
      // is sent; the layout-shift budget is Lighthouse's deterministic audit (e2e/lighthouse.spec.ts).
      for (const name of ['LCP', 'CLS']) {
        const metric = sent.find((m) => m.name === name);
        expect(metric?.rating, name).toMatch(/^(good|needs-improvement|poor)$/);
        expect(logged.join('\n'), name).toContain(`[web-vitals] ${name}: `);
        expect(logged.find((line) => line.startsWith(`[web-vitals] ${name}: `)), name).toMatch(new RegExp(`\\(${metric!.rating}\\)$`));
      }
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
