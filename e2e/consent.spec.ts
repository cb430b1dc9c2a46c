import { expect, presetConsent, SHELL_PAGES, test } from './fixtures';

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: /Cookies on/ });

/**
 * The focused element is not behind the banner, nor the sticky header (WCAG 2.4.11), once any scroll has settled: wholly
 * between them when it fits there, or else partly in view between them (a table taller than the room left). The banner's
 * own controls are in it.
 */
async function expectFocusClearOfBanner(page: import('@playwright/test').Page, bannerTop: number) {
  const where = () =>
    page.evaluate((top) => {
      const el = document.activeElement as HTMLElement | null;
      // The banner's own controls, the header's, and the skip link, which is drawn over the header, are never behind either.
      if (!el || el === document.body || el.closest('[aria-labelledby="cookie-banner-title"], header, a[href="#main-content"]')) return 'clear';
      const r = el.getBoundingClientRect();
      if (r.height === 0) return 'clear';
      const headerBottom = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
      const clear = r.height <= top - headerBottom ? r.top >= headerBottom - 1 && r.bottom <= top + 1 : r.top < top && r.bottom > headerBottom;
      return clear ? 'clear' : `${el.outerHTML.slice(0, 80)} at ${Math.round(r.top)} to ${Math.round(r.bottom)}; the header to ${Math.round(headerBottom)}, the banner from ${Math.round(top)}`;
    }, bannerTop);
  await expect.poll(where).toBe('clear');
}

/**
 * Tabs from the top of the page, each stop clear of the banner: 25 stops (past the header, into the page's own links),
 * or with `whole`, every stop to the end of the page (issue 54: the footer's last links, which the page could not
 * scroll clear of the banner), checking that the last link of the footer was reached.
 */
async function tabClearOfBanner(page: import('@playwright/test').Page, { whole = false } = {}) {
  const bannerTop = (await banner(page).boundingBox())!.y;
  for (let i = 0; whole ? i < 400 : i < 25; i++) {
    await page.keyboard.press('Tab');
    await expectFocusClearOfBanner(page, bannerTop);
    if (!whole) continue;
    // Past the end, focus leaves the page (or comes round to the top again): the walk is done.
    const done = await page.evaluate(() => {
      const walked = ((window as unknown as { walked?: WeakSet<Element> }).walked ??= new WeakSet());
      const el = document.activeElement;
      if (!el || el === document.body || walked.has(el)) return true;
      walked.add(el);
      return false;
    });
    if (done) break;
  }
  if (whole) {
    const reached = await page.locator('footer a, footer button').last().evaluate((el) => (window as unknown as { walked?: WeakSet<Element> }).walked?.has(el) ?? false);
    expect(reached, "the footer's last link was reached").toBe(true);
  }
}

for (const start of SHELL_PAGES) {
  test.describe(`on ${start}`, () => {
    test('the banner shows on a first visit and nothing is requested from a third party', async ({ page, baseURL }) => {
      const foreign: string[] = [];
      page.on('request', (req) => {
        if (!req.url().startsWith(baseURL!) && !req.url().startsWith('data:')) foreign.push(req.url());
      });
      await page.goto(start);
      await expect(banner(page)).toBeVisible();
      await page.goto('/blog');
      await expect(banner(page)).toBeVisible();
      expect(foreign).toEqual([]);
    });

    test('Accept all stores the choice for one year and hides the banner', async ({ page, context }) => {
      await page.goto(start);
      await banner(page).getByRole('button', { name: 'Accept all cookies' }).click();
      await expect(banner(page)).toBeHidden();
      const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
      expect(cookie).toBeDefined();
      expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ v: 1, analytics: true });
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365.01);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });

    test('Reject keeps analytics off', async ({ page, context }) => {
      await page.goto(start);
      await banner(page).getByRole('button', { name: 'Reject analytics cookies' }).click();
      await expect(banner(page)).toBeHidden();
      const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
      expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ v: 1, analytics: false });
    });

    test('Choose lets the visitor pick, and the footer link reopens the banner with the saved choice', async ({ page, context }) => {
      await page.goto(start);
      await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
      const analytics = banner(page).getByRole('checkbox', { name: 'Analytics cookies' });
      await expect(analytics).not.toBeChecked();
      await expect(banner(page).getByRole('checkbox', { name: 'Strictly necessary cookies' })).toBeDisabled();
      await analytics.check();
      await banner(page).getByRole('button', { name: 'Save cookie choices' }).click();
      await expect(banner(page)).toBeHidden();
      let cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
      expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ v: 1, analytics: true });

      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
      await expect(banner(page)).toBeVisible();
      await expect(banner(page).getByRole('heading', { name: /Cookies on/ })).toBeFocused();
      await expect(banner(page).getByRole('checkbox', { name: 'Analytics cookies' })).toBeChecked();
      await banner(page).getByRole('checkbox', { name: 'Analytics cookies' }).uncheck();
      await banner(page).getByRole('button', { name: 'Save cookie choices' }).click();
      cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
      expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ v: 1, analytics: false });
    });

    test('with no measurement id configured, accepting loads no analytics', async ({ page, baseURL }) => {
      const foreign: string[] = [];
      page.on('request', (req) => {
        if (!req.url().startsWith(baseURL!) && !req.url().startsWith('data:')) foreign.push(req.url());
      });
      await page.goto(start);
      await banner(page).getByRole('button', { name: 'Accept all cookies' }).click();
      await page.goto('/faq-support');
      expect(foreign).toEqual([]);
    });

    for (const viewport of [
      { width: 390, height: 844 },
      // On a wide window an article's contents list is sticky beside it: it ends above the banner.
      { width: 1280, height: 720 },
    ]) {
      test(`keyboard focus is never hidden behind the open banner, to the footer's last link (${viewport.width}×${viewport.height}; issue 54)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(start);
        await expect(banner(page).getByRole('button', { name: 'Accept all cookies' })).toBeVisible();
        await tabClearOfBanner(page, { whole: true });
      });
    }

    test('a damaged consent cookie counts as no choice: the banner comes back once scripts run', async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'cookie_consent', value: 'not-json', url: baseURL! }]);
      await page.goto(start);
      await expect(banner(page).getByRole('button', { name: 'Accept all cookies' })).toBeVisible();
    });

    test.describe('before scripts run', () => {
      test.beforeEach(async ({ page }) => {
        // Hold back the page's scripts (the shell, and with it any island): what shows is the static HTML and its
        // inline head script. The navigations wait for nothing (`commit`): the page's behaviours never arrive.
        await page.route(/\/(_shell|_next\/static\/chunks)\/.*\.js$/, (route) => route.abort());
      });

      for (const viewport of [
        { width: 320, height: 640 },
        { width: 390, height: 844 },
        { width: 1280, height: 720 },
      ]) {
        test(`keyboard focus is not hidden behind the banner before the script has measured it (${viewport.width}×${viewport.height})`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(start, { waitUntil: 'commit' });
          await expect(banner(page).getByRole('link', { name: 'cookie policy' })).toBeVisible();
          await tabClearOfBanner(page);
        });
      }

      test('a first visit paints the banner from the static HTML, with its buttons held back until they work', async ({ page }) => {
        await page.goto(start, { waitUntil: 'commit' });
        await expect(banner(page).getByRole('heading', { name: /Cookies on/ })).toBeVisible();
        await expect(banner(page).getByRole('link', { name: 'cookie policy' })).toBeVisible();
        await expect(banner(page).getByRole('button', { name: 'Accept all cookies' })).toBeHidden();
      });

      test('a stored choice keeps the banner hidden from the first paint', async ({ page }) => {
        await presetConsent(page);
        await page.goto(start, { waitUntil: 'commit' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(banner(page)).toBeHidden();
      });
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('no banner is shown, as no choice could be saved', async ({ page }) => {
        await page.goto(start);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(banner(page)).toBeHidden();
      });
    });
  });
}
