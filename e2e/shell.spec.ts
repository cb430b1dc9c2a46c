import { readFileSync } from 'node:fs';
import { htmlFileFor } from '@/lib/audit/page-weight';
import { allRoutes, islandRoutes } from '@/lib/routes';
import { expect, SHELL_PAGES, test } from './fixtures';

/**
 * Issue 20: a page without an island is static HTML with one small shell script: no Next.js/React runtime and no
 * inline flight payload. Pages with an island keep React, and load the same shell.
 */
const islands = islandRoutes();
const SHELL_SCRIPT = /<script type="module" fetchpriority="low" src="\/_shell\/shell-[A-Za-z0-9]+\.js"><\/script>/g;

test.describe('pages without an island ship no framework', () => {
  for (const { path } of allRoutes()) {
    const island = islands.get(path);
    test(`${path}: ${island ? `React for the ${island}, and the shell` : 'the shell script alone'}`, () => {
      const html = readFileSync(htmlFileFor('out', path), 'utf8');
      expect(html.match(SHELL_SCRIPT)).toHaveLength(1);
      if (island) {
        expect(html).toContain('self.__next_f');
        expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js"/);
      } else {
        expect(html).not.toContain('__next_f');
        expect(html).not.toMatch(/\/_next\/static\/chunks\/[^"]+\.js/);
        expect(html).not.toContain('TURBOPACK');
        // Everything else the page had is still there: its text, its styles and its structured data.
        expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
        expect(html).toContain('application/ld+json');
      }
    });
  }

  test('the 404 page has no framework either, and still logs the missing path', () => {
    const html = readFileSync('out/404.html', 'utf8');
    expect(html).not.toContain('__next_f');
    expect(html.match(SHELL_SCRIPT)).toHaveLength(1);
  });

  test('in the browser an article runs the shell and no React', async ({ consentedPage: page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(SHELL_PAGES[1]);
    expect(await page.evaluate(() => ['__next_f', 'next', 'TURBOPACK'].filter((name) => name in window))).toEqual([]);
    expect(scripts).toEqual([expect.stringMatching(/^\/_shell\/shell-[A-Za-z0-9]+\.js$/)]);
  });
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
