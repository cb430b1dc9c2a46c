import { createHash } from 'node:crypto';
import { expectedTitle } from '@/build/audit/page-checks';
import { ISLAND_ATTR } from '@/islands/manifest';
import { absoluteUrl, allRoutes, findRoute, islandRoutes, routesForBrowserSweeps } from '@/lib/routes';
import { ogImagePath } from '@/lib/seo';
import { expect, seriousViolations, test, waitForHydration } from './fixtures';
import { measure } from './layout';

/**
 * Issue 38: one visit per route (the court pages by their sample) with script on, and the 404 page, for what needs a
 * browser: the metadata as rendered, the islands hydrated on their own entries and no framework, accessibility (axe),
 * the console, and the layout at every width (WCAG 1.4.10) in the same navigation. The metadata, JSON-LD, CSP and
 * framework as written are checked on every exported page without a browser (build/audit/page-checks.ts).
 */
const WIDTHS = [320, 640, 768, 1024, 1280] as const;
const islands = islandRoutes();

for (const path of [...routesForBrowserSweeps().map((r) => r.path), '/no-such-page']) {
  const route = findRoute(path);
  test(`route ${path} is complete, accessible and reflows at ${WIDTHS.join(', ')} px`, async ({ readOnlyPage: { page, consoleErrors } }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(route ? 200 : 404);
    // The subject is the page once its behaviours have started (hydrated islands, axe on what they render).
    await waitForHydration(page);
    if (route) {
      await expect(page).toHaveTitle(expectedTitle(route));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      // Next.js writes the home page's canonical link as the bare origin: compare URLs, not strings.
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).href).toBe(new URL(absoluteUrl(route.path)).href);
    }
    await expect(page.locator('h1')).toHaveCount(1);

    // Issues 20 and 29: the shell, and on an island page its islands' own entries, hydrated; never the Next.js runtime.
    expect(await page.evaluate(() => ['__next_f', 'next', 'TURBOPACK', '__NEXT_DATA__'].filter((name) => name in window))).toEqual([]);
    expect(scripts.filter((src) => !src.startsWith('/_shell/'))).toEqual([]);
    if (islands.has(path)) {
      const states = await page.locator(`[${ISLAND_ATTR.name}]`).evaluateAll((els, attr) => els.map((el) => el.getAttribute(attr)), ISLAND_ATTR.state);
      expect(states.length).toBeGreaterThan(0);
      expect(states.every((state) => state === 'hydrated')).toBe(true);
      expect(scripts.some((src) => /^\/_shell\/island-/.test(src))).toBe(true);
    } else {
      expect(scripts).toEqual([expect.stringMatching(/^\/_shell\/shell-[A-Za-z0-9]+\.js$/)]);
    }

    expect(await seriousViolations(page)).toEqual([]);

    // Measured in the site's own fonts, not a fallback's wider or narrower metrics.
    await page.evaluate(() => document.fonts.ready);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('h1')).toBeVisible();
      const layout = await measure(page);
      const sideways = layout.scrollWidth - layout.innerWidth;
      expect.soft(sideways, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      expect.soft(layout.clipped, `${path} at ${width} px: controls cut off`).toEqual([]);
      expect.soft(layout.spilling, `${path} at ${width} px: controls whose label spills out`).toEqual([]);
      expect.soft(layout.cutText, `${path} at ${width} px: links and buttons with their text cut off`).toEqual([]);
      // A phone's narrow column may take a long label onto a second line; from 640 px up, three lines is a squeeze.
      if (width >= 640) expect.soft(layout.wrapped, `${path} at ${width} px: buttons squeezed onto three lines`).toEqual([]);
    }

    // The 404 page's own request is logged as a failed load; everything else must be silent.
    expect(consoleErrors.filter((error) => route || !/status of 404/.test(error))).toEqual([]);
  });
}

test('the default and every route\'s social image are branded 1200x630 PNGs', async ({ request }) => {
  // Told apart by content: two of 180 images can happen to have the same size.
  const images = new Set<string>();
  for (const path of ['/og-image.png', ...allRoutes().map((r) => ogImagePath(r.path))]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const body = await response.body();
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    expect(body.readUInt32BE(16)).toBe(1200);
    expect(body.readUInt32BE(20)).toBe(630);
    expect(body.length).toBeGreaterThan(20_000);
    images.add(createHash('sha256').update(body).digest('hex'));
  }
  // Each route's image carries its own title, so the files differ.
  expect(images.size).toBe(allRoutes().length + 1);
});

test('sitemap.xml lists every route and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of allRoutes()) expect(sitemap).toContain(`<loc>${absoluteUrl(route.path)}</loc>`);
  expect(sitemap.match(/<loc>/g)).toHaveLength(allRoutes().length);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
});

test('the host config sends security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  // Written by the build from its settings: the same-origin inbox, and no analytics id, so no Google hosts.
  expect(headers['content-security-policy']).toContain("connect-src 'self';");
  expect(headers['content-security-policy']).toContain("form-action 'self';");
  expect(headers['content-security-policy']).not.toContain('google');
  expect(headers['strict-transport-security']).not.toContain('preload');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
});

