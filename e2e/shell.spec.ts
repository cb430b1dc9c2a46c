import { COURT_FAVOURITES_KEY } from '@/content/storage-keys';
import { ISLAND_ATTR } from '@/islands/manifest';
import { SHELL_READY_ATTR } from '@/lib/page-markers';
import { dateGroup, expect, expectDate, fillDate, presetConsent, SHELL_PAGES, test } from './fixtures';

/**
 * Issue 20: a page without an island is static HTML with one small shell script: no Next.js runtime and no inline
 * flight payload. Issue 29: an island page neither; its islands are rendered into the HTML by the build, with their
 * props beside them, and hydrated by entries of their own that the shell loads. Every exported page's markup is
 * checked for this without a browser (build/audit/page-checks.ts, frameworkProblems), and every route's scripts in the
 * browser by the route sweep (routes.spec.ts); these tests are about when the islands start.
 */
test.describe('no page ships the Next.js runtime', () => {
  test('the home page fetches its form\'s code only once the form comes near the window, and then hydrates it', async ({ context }) => {
    // A page of its own: the tests' pages wait for every island, reaching into the form to start it.
    const page = await context.newPage();
    await presetConsent(page);
    const islandScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/_shell/island-')) islandScripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute(SHELL_READY_ATTR, 'ready');
    // Two frames and an idle moment later (long after a `painted` island would have started), nothing has been fetched.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve)))));
    const form = page.locator(`[${ISLAND_ATTR.name}="consultation-form"]`);
    await expect(form).not.toHaveAttribute(ISLAND_ATTR.state, /./);
    expect(islandScripts).toEqual([]);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute(ISLAND_ATTR.state, 'hydrated');
    expect(islandScripts).toEqual([expect.stringMatching(/\/_shell\/island-consultation-form-[A-Z0-9]+\.js$/)]);
  });

  test('a tool waits to be reached: its code is fetched at the first touch, and a button pressed before it hydrates does its work after', async ({ context }) => {
    const page = await context.newPage();
    await presetConsent(page);
    const islandScripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_shell/island-')) islandScripts.push(request.url());
    });
    await page.goto('/tools/deadline-calculator');
    await expect(page.locator('html')).toHaveAttribute(SHELL_READY_ATTR, 'ready');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve)))));
    expect(islandScripts).toEqual([]);
    // The press starts the island and is held: once it has hydrated, the island answers it (the form is not sent as HTML).
    await page.getByRole('button', { name: 'Work out the deadline' }).click();
    await expect(page.locator('[data-slot="error-summary"]')).toBeFocused();
    expect(islandScripts).toEqual([expect.stringMatching(/\/_shell\/island-deadline-calculator-[A-Z0-9]+\.js$/)]);
    await expect(page).toHaveURL(/\/tools\/deadline-calculator$/);
  });

  test('a tool with something to restore does not wait to be reached: a search in the address is answered at once', async ({ context }) => {
    const page = await context.newPage();
    await presetConsent(page);
    await page.goto('/search?q=mediation');
    await expect(page.locator(`[${ISLAND_ATTR.name}="site-search"]`)).toHaveAttribute(ISLAND_ATTR.state, 'hydrated');
  });

  test('an island with something stored to restore does not wait to be reached: saved courts bring the directory to life at once', async ({ context }) => {
    const page = await context.newPage();
    await presetConsent(page);
    const directory = page.locator(`[${ISLAND_ATTR.name}="court-directory"]`);
    const idle = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve)))));
    await page.goto('/court-locations');
    await expect(page.locator('html')).toHaveAttribute(SHELL_READY_ATTR, 'ready');
    await idle();
    // Nothing stored: the directory waits for the visitor.
    await expect(directory).not.toHaveAttribute(ISLAND_ATTR.state, /./);
    await page.evaluate((key) => localStorage.setItem(key, '["leeds-combined-court-centre"]'), COURT_FAVOURITES_KEY);
    await page.reload();
    // A court saved on an earlier visit: the directory hydrates untouched (no Tab, tap or hover on this page).
    await expect(directory).toHaveAttribute(ISLAND_ATTR.state, 'hydrated');
  });

  test('what a visitor types and chooses before a tool hydrates is kept, and counts once it has', async ({ context }) => {
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2026-11-24T10:00:00'));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_shell\/island-deadline-calculator-[A-Z0-9]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/tools/deadline-calculator');
    const island = page.locator(`[${ISLAND_ATTR.name}="deadline-calculator"]`);
    const form = page.getByRole('form', { name: 'Work out a deadline' });
    await form.getByLabel('What happened?').selectOption({ label: 'A claim form was posted first class, or emailed (only if email service was agreed in writing) or sent another way the rules allow' });
    await fillDate(dateGroup(form, 'date'), '2026-12-24');
    await expect(island).not.toHaveAttribute(ISLAND_ATTR.state, 'hydrated');
    release();
    await expect(island).toHaveAttribute(ISLAND_ATTR.state, 'hydrated');
    await expectDate(dateGroup(form, 'date'), '2026-12-24');
    await page.getByRole('button', { name: 'Work out the deadline' }).click();
    await expect(page.getByRole('article', { name: 'Claim form treated as served' })).toContainText('30 December 2026');
  });

});

test.describe('the shell starts once the page has painted (issue 52)', () => {
  for (const path of SHELL_PAGES) {
    test(`on ${path}, the shell and the banner's code are asked for after the first paint, never on the way to it`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute(SHELL_READY_ATTR, 'ready');
      // A first visit: the shell fetches the consent banner's code too. Lighthouse's simulated load counts a request
      // that ended before the first paint as one the paint needed (shell/shell-loader.ts).
      const { paint, shells } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        shells: performance
          .getEntriesByType('resource')
          .filter((entry) => /^\/_shell\/shell-/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(shells.map((shell) => shell.path)).toEqual([expect.stringMatching(/^\/_shell\/shell-[A-Z0-9]+\.js$/), expect.stringMatching(/^\/_shell\/shell-banner-[A-Z0-9]+\.js$/)]);
      for (const shell of shells) expect(shell.start, shell.path).toBeGreaterThanOrEqual(paint!);
    });
  }
});

test.describe('speculation rules', () => {
  for (const start of SHELL_PAGES) {
    test(`on ${start}, resting the pointer on a link fetches its page ahead, and the click uses it`, async ({ consentedPage: page, context }) => {
      await page.goto(start);
      expect(await page.evaluate(() => HTMLScriptElement.supports?.('speculationrules'))).toBe(true);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ & Support' });
      const prefetched = context.waitForEvent('request', (request) => request.url().endsWith('/faq-support') && /prefetch/.test(request.headers()['sec-purpose'] ?? ''));
      await link.hover();
      await prefetched;
      await link.click();
      await expect(page).toHaveURL(/\/faq-support$/);
      const delivery = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType);
      expect(delivery).toBe('navigational-prefetch');
    });
  }
});
