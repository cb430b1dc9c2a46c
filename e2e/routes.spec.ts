import { createHash } from 'node:crypto';
import { servicePagePath, servicePages } from '@/content/services';
import { absoluteUrl, allRoutes, routesForBrowserSweeps } from '@/lib/routes';
import { ogImagePath, TITLE_TEMPLATE } from '@/lib/seo';
import { expect, seriousViolations, test } from './fixtures';

/** Every route in the route list (the court pages by their sample): status, metadata, social image, JSON-LD, accessibility, console. */
for (const route of routesForBrowserSweeps()) {
  test(`route ${route.path} is complete, valid and accessible`, async ({ consentedPage: page, consoleErrors }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);

    const expectedTitle = route.absoluteTitle ? route.title : TITLE_TEMPLATE.replace('%s', route.title);
    await expect(page).toHaveTitle(expectedTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
    // Next.js writes the home page's canonical link as the bare origin: compare URLs, not strings.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).href).toBe(new URL(absoluteUrl(route.path)).href);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', expectedTitle);
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
    expect(new URL(ogUrl!).href).toBe(new URL(absoluteUrl(route.path)).href);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', absoluteUrl(ogImagePath(route.path)));
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', absoluteUrl(ogImagePath(route.path)));
    await expect(page.locator('h1')).toHaveCount(1);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.length).toBeGreaterThan(0);
    // The business never rates itself in structured data (a self-serving review snippet; FACTS.md 9 and 11).
    for (const text of blocks) expect(text).not.toContain('aggregateRating');
    const types = blocks.flatMap((text) => {
      const data = JSON.parse(text) as { '@type': string } | { '@type': string }[];
      return (Array.isArray(data) ? data : [data]).map((d) => d['@type']);
    });
    if (route.path === '/') expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'LegalService']));
    else expect(types).toContain('BreadcrumbList');
    const service = servicePages.find((p) => servicePagePath(p) === route.path);
    if (service) {
      expect(types).toContain('Service');
      if (service.faqs?.length) expect(types).toContain('FAQPage');
    }

    expect(await seriousViolations(page)).toEqual([]);

    expect(consoleErrors).toEqual([]);
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

// One test per page (each of the three widths inside it), so that no test's time grows with the number of pages.
test.describe('at 320, 768 and 1280 px wide (WCAG 1.4.10, reflow)', () => {
  for (const path of [...routesForBrowserSweeps().map((r) => r.path), '/no-such-page']) {
    test(`${path}: no sideways scrolling and no button or link with its text cut off`, async ({ consentedPage: page }) => {
      for (const width of [320, 768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page is ${document.documentElement.scrollWidth} px wide`);
          for (const el of document.querySelectorAll<HTMLElement>('main a, main button, header a, header button, footer a, footer button')) {
            if (el.getBoundingClientRect().width > 0 && el.scrollWidth > el.clientWidth + 1) found.push(`"${el.textContent?.trim()}" is cut off`);
          }
          return found;
        });
        expect(problems, `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});

test('on a phone, wide tables become one card per row instead of scrolling sideways', async ({ consentedPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, caption] of [
    ['/cookie-policy', 'Cookies used on this website'],
    ['/blog/understanding-small-claims-court-fees-and-costs', 'Additional costs you may face'],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('table', { name: caption });
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    const region = page.getByRole('region', { name: caption });
    const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});
