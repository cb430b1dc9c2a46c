import type { Page } from '@playwright/test';
import { articles } from '@/content/blog';
import { courtLocationsPage } from '@/content/courts/pages';
import { guideReviewed } from '@/content/guide';
import { servicePagePath, servicePages } from '@/content/services';
import { expect, test } from './fixtures';

/**
 * Issue 16 point 13: each page of guidance says when its content was last reviewed, from its record's `reviewed`
 * date, and an article's structured data gives that date as dateModified. Issue 38: every such page's line, and every
 * article's dates, are checked in its HTML without a browser (build/audit/page-checks.ts, reviewProblems and
 * structuredDataProblems); here one page of each kind is seen in a browser.
 */

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

/** The page's "Last reviewed" line: its text, and the machine-readable date of its <time>. */
async function expectReviewed(page: Page, iso: string) {
  const line = page.getByRole('main').getByText(/^Last reviewed /);
  await expect(line).toHaveCount(1);
  await expect(line).toHaveText(`Last reviewed ${longDate(iso)}`);
  await expect(line.locator('time')).toHaveAttribute('datetime', iso);
  await expect(line).toBeVisible();
}

const article = articles.find((a) => a.slug === 'complete-guide-uk-small-claims-court-process-2024')!;
const service = servicePages.find((p) => p.slug === 'judgment-enforcement')!;

test('an article, a service page, the step-by-step guide and the court directory show when they were last reviewed', async ({ readOnlyPage: { page } }) => {
  for (const [path, reviewed] of [
    [`/blog/${article.slug}`, article.reviewed],
    [servicePagePath(service), service.reviewed],
    ['/step-by-step-guide', guideReviewed],
    ['/court-locations', courtLocationsPage.reviewed],
  ] as const) {
    await page.goto(path);
    await expectReviewed(page, reviewed);
  }
  // The record's date, as this review set it.
  await page.goto(`/blog/${article.slug}`);
  await expect(page.getByRole('main').getByText(/^Last reviewed /)).toHaveText('Last reviewed 23 November 2026');
});

test('the court directory says where its court details come from and when, and claims no check it did not make', async ({ readOnlyPage: { page } }) => {
  await page.goto('/court-locations');
  const main = page.getByRole('main');
  await expect(main).toContainText('The court details come from HMCTS Find a Court data as published in March 2021');
  await expect(main.locator('time[datetime="2021-03"]')).toHaveText('March 2021');
  await expect(main).not.toContainText(/last checked/i);
});
