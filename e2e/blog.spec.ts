import { articles } from '@/content/blog';
import { expect, test } from './fixtures';

test.describe('blog index', () => {
  test('lists all seven articles and filters by search text, case-insensitively', async ({ consentedPage: page }) => {
    await page.goto('/blog');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 }).filter({ has: page.getByRole('link') });
    await expect(cards).toHaveCount(7);
    await expect(page.getByRole('status')).toHaveText('Showing all 7 articles');

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('HEARING DAY');
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveText('What to Expect on Your Court Hearing Day');
    await expect(page.getByRole('status')).toHaveText('Showing 1 of 7 articles');
    await expect(page).toHaveURL(/\?q=HEARING\+DAY$/);
  });

  test('searches excerpts as well as titles', async ({ consentedPage: page }) => {
    const article = articles.find((a) => a.slug === 'top-10-mistakes-that-lose-small-claims-cases')!;
    const word = article.excerpt.split(' ').find((w) => w.length > 8 && !article.title.includes(w))!;
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(word.replace(/[^\p{L}]/gu, ''));
    await expect(page.getByRole('link', { name: article.title })).toBeVisible();
  });

  test('filters by category and combines with search', async ({ consentedPage: page }) => {
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Legal Guide' }).click();
    await expect(page.getByRole('button', { name: 'Legal Guide' })).toHaveAttribute('aria-pressed', 'true');
    const expected = articles.filter((a) => a.category === 'Legal Guide').map((a) => a.title);
    const cards = page.getByRole('main').getByRole('heading', { level: 2 }).filter({ has: page.getByRole('link') });
    await expect(cards).toHaveText(expected);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('cpr');
    await expect(cards).toHaveText(['Understanding CPR Part 27: Your Guide to the Small Claims Track']);
  });

  test('shows the no-match message and Clear Filters resets search and category', async ({ consentedPage: page }) => {
    await page.goto('/blog?category=Finance');
    await expect(page.getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzzz-no-such-article');
    await expect(page.getByText('No articles found matching your search criteria.')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Showing 0 of 7 articles');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status')).toHaveText('Showing all 7 articles');
  });

  test('user text in the search box is only ever text', async ({ consentedPage: page, consoleErrors }) => {
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('<img src=x onerror="window.hacked=1"> (.*');
    await expect(page.getByText('No articles found matching your search criteria.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('articles', () => {
  test('CPR Part 27: contents buttons scroll to cpr-27-1 … cpr-27-10 and the conclusion', async ({ readOnlyPage: { page } }) => {
    await page.goto('/blog/understanding-cpr-part-27-small-claims-track-guide');
    const ids = [...Array.from({ length: 10 }, (_, i) => `cpr-27-${i + 1}`), 'conclusion'];
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    await expect(contents).toHaveCount(ids.length);
    for (const [i, id] of ids.entries()) {
      await expect(contents.nth(i)).toHaveAttribute('href', `#${id}`);
    }
    for (const id of ['cpr-27-7', 'conclusion', 'cpr-27-2']) {
      await page.getByRole('navigation', { name: 'Contents' }).locator(`a[href="#${id}"]`).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await expect(page.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: 'Request a Free Consultation' })).toHaveAttribute('href', '/#contact');
  });

  test('Complete Guide: its six anchors exist and scroll into view', async ({ readOnlyPage: { page } }) => {
    await page.goto('/blog/complete-guide-uk-small-claims-court-process-2024');
    for (const id of ['what-is-small-claims', 'when-to-use', 'filing-claim', 'preparing-evidence', 'court-hearing', 'after-judgment']) {
      await page.getByRole('navigation', { name: 'Contents' }).locator(`a[href="#${id}"]`).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });

  test('the fees article leads with the current fees, then shows the spec table with totals as earlier figures, and the check-the-current-fee note', async ({ readOnlyPage: { page } }) => {
    await page.goto('/blog/understanding-small-claims-court-fees-and-costs');
    const feeTables = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Total' }) });
    await expect(feeTables).toHaveCount(2);
    const current = feeTables.first();
    await expect(current).toHaveAccessibleName(/^Small claims court fees as at /);
    await expect(current.getByRole('row').last()).toContainText('£455');
    await expect(current.getByRole('row').last()).toContainText('£346');
    await expect(current.getByRole('row').last()).toContainText('£801');
    const table = feeTables.last();
    await expect(table).toHaveAccessibleName(/^Earlier figures, now out of date/);
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByRole('row').last()).toContainText('£455');
    await expect(table.getByRole('row').last()).toContainText('£335');
    await expect(table.getByRole('row').last()).toContainText('£790');
    await expect(page.getByText('Check the current fee').first()).toBeVisible();
    await expect(page.locator('a[href*="fees-in-the-civil-and-family-courts-main-fees-ex50"]').first()).toBeVisible();
    const faq = await page.locator('script[type="application/ld+json"]').evaluateAll((els) =>
      els.map((e) => JSON.parse(e.textContent ?? '{}')).find((d) => d['@type'] === 'FAQPage'),
    );
    expect(faq.mainEntity.length).toBe(await page.locator('details summary').count());
  });

  for (const article of articles) {
    test(`${article.slug}: header, breadcrumbs, related articles and call to action`, async ({ readOnlyPage: { page } }) => {
      await page.goto(`/blog/${article.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.getByText(`${article.readTime} min read`).first()).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveText(['Home', 'Blog', article.title]);
      await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/#blog');
      const related = page.getByRole('region', { name: 'Related articles' }).getByRole('listitem');
      await expect(related).toHaveCount(article.related.length);
      const posting = await page.locator('script[type="application/ld+json"]').evaluateAll((els) =>
        els.map((e) => JSON.parse(e.textContent ?? '{}')).find((d) => d['@type'] === 'BlogPosting'),
      );
      expect(posting).toMatchObject({ headline: article.title, datePublished: article.date });
    });
  }
});
