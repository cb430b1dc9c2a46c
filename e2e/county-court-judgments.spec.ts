import type { Page } from '@playwright/test';
import { articles, getArticle } from '@/content/blog';
import { ccjGuide } from '@/content/guides';
import { resourcesMenu } from '@/lib/navigation';
import { expect, test } from './fixtures';

/**
 * Issue 26: the guide to County Court judgments is a guide with its own route, not an eighth blog article (spec 9:
 * seven fixed articles). It reads like an article, says what it is in its structured data, and is found from the
 * menu, the footer, the step-by-step guide, the FAQ and the enforcement page.
 */
const PATH = '/county-court-judgments';

type JsonLdNode = Record<string, unknown> & { '@type'?: string };
async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.flatMap((e) => [JSON.parse(e.textContent ?? '{}') as JsonLdNode | JsonLdNode[]].flat()));
}

test('the CCJ guide has its own page: title, breadcrumb, last reviewed, contents, related articles and a link to more guides', async ({ readOnlyPage: { page } }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('County Court Judgments (CCJs) Explained');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'County Court Judgments']);
  await expect(page.getByText(/^Last reviewed/)).toBeVisible();
  for (const section of ccjGuide.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
  }

  const main = page.getByRole('main');
  // It is in no list of articles: the link back goes to the blog as more guidance, never "All articles".
  await expect(main.getByRole('link', { name: 'All articles' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'More guides and articles' })).toHaveAttribute('href', '/blog');

  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('heading').getByRole('link');
  await expect(related).toHaveText(ccjGuide.related.map((slug) => getArticle(slug)!.title));
  for (const [i, slug] of ccjGuide.related.entries()) await expect(related.nth(i)).toHaveAttribute('href', `/blog/${slug}`);

  const nodes = await jsonLdNodes(page);
  const article = nodes.find((n) => n['@type'] === 'Article');
  expect(article).toMatchObject({ headline: ccjGuide.title, datePublished: ccjGuide.date, dateModified: ccjGuide.reviewed });
  expect(String(article!.url)).toMatch(/\/county-court-judgments$/);
  expect(nodes.some((n) => n['@type'] === 'BlogPosting')).toBe(false);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test('the blog keeps its seven articles and the old article address is gone', async ({ readOnlyPage: { page } }) => {
  await page.goto('/blog');
  await expect(page.getByRole('status')).toHaveText('Showing all 7 articles');
  await expect(page.getByRole('main').getByRole('link', { name: ccjGuide.title })).toHaveCount(0);
  expect(articles).toHaveLength(7);
  expect((await page.request.get('/blog/county-court-judgments-ccj-explained')).status()).toBe(404);
});

test('visitors find the CCJ guide from the Resources menu, the footer and the step-by-step guide', async ({ readOnlyPage: { page } }) => {
  expect(resourcesMenu.links.map((l) => l.href)).toContain(PATH);
  await page.goto('/step-by-step-guide');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'County Court Judgments' })).toHaveAttribute('href', PATH);
  const step = page.getByRole('main').locator('ol > li').filter({ hasText: 'Judgment and enforcement' });
  await step.getByRole('link', { name: 'guide to County Court judgments' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ccjGuide.title);
});
