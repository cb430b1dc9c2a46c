import type { Locator, Page } from '@playwright/test';
import { getArticle } from '@/content/blog';
import { guideSteps } from '@/content/guide';
import { absoluteUrl, getRoute } from '@/lib/routes';
import { expect, test } from './fixtures';
import { letter as letterValues } from './template-values';
import { fillTemplate, generate, signUp, uniqueEmail } from './template-flow';

/**
 * Issue item 7: articles, the step-by-step guide and generated documents print cleanly: no header, footer,
 * banners or calls to action, black text on white, and links shown as text. Print-media screenshots (and a PDF
 * of the article) are written to test-results/ and attached to the report, to look at.
 */

/** Fees and costs: tables, callouts, a question list, and links within the site and to GOV.UK. */
const article = getArticle('understanding-small-claims-court-fees-and-costs')!;
const ARTICLE_PATH = `/blog/${article.slug}`;
const GUIDE_PATH = '/step-by-step-guide';

/** The site's own furniture: on screen, never on paper. */
function siteChrome(page: Page): Record<string, Locator> {
  return {
    header: page.locator('body > header'),
    footer: page.locator('body > footer'),
    'skip link': page.locator('a[href="#main-content"]'),
    'back link': page.getByRole('link', { name: 'Back', exact: true }),
    breadcrumbs: page.locator('nav[aria-label="Breadcrumb"]'),
    'call to action': page.locator('aside[aria-labelledby="cta-title"]'),
  };
}

async function expectChromeOnScreenOnly(page: Page, extra: Record<string, Locator> = {}) {
  const chrome = { ...siteChrome(page), ...extra };
  // The skip link is visually hidden until focused; it is still laid out (1 px) on screen.
  for (const [name, locator] of Object.entries(chrome)) await expect(locator, `${name} on screen`).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const [name, locator] of Object.entries(chrome)) await expect(locator, `${name} on paper`).toBeHidden();
}

/** Everything visible on paper that is fixed or sticky (it would sit over the text or repeat on each page). */
function floatingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.checkVisibility() && ['fixed', 'sticky'].includes(getComputedStyle(el).position))
      .map((el) => el.outerHTML.slice(0, 120)),
  );
}

/** What a printed link is followed by (its ::after content), or `none`. */
const printedAddress = (link: Locator) => link.evaluate((a) => getComputedStyle(a, '::after').content);

async function screenshot(page: Page, name: string) {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ fullPage: true, path: file });
  // A stable copy too, for people looking at the run's folder.
  await page.screenshot({ fullPage: true, path: `test-results/${name}.png` });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}

/** Pages of a PDF, from its page objects. */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

test('an article prints as its text alone, black on white, with every link written out', async ({ page }) => {
  // A first visit, so the cookie banner is up on screen.
  await page.goto(ARTICLE_PATH);
  await expectChromeOnScreenOnly(page, {
    'cookie banner': page.locator('[data-consent-banner]'),
    contents: page.locator('nav[aria-labelledby="contents-title"]'),
    'related articles': page.locator('section[aria-labelledby="related-title"]'),
    'all articles link': page.getByRole('link', { name: 'All articles' }),
  });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  for (const section of article.sections) await expect(page.locator(`h2#${section.id}`)).toBeVisible();
  // The question list prints open: every answer is on paper.
  const answers = page.locator('main details > :not(summary)');
  expect(await answers.count()).toBeGreaterThan(0);
  for (const answer of await answers.all()) await expect(answer).toBeVisible();
  await expect(page.locator('main details summary svg').first()).toBeHidden();

  const body = page.locator(`section[aria-labelledby="${article.sections[0]!.id}"] > p`).first();
  await expect(body).toHaveCSS('color', 'rgb(0, 0, 0)');
  const fontSize = parseFloat(await body.evaluate((p) => getComputedStyle(p).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(13); // 10-12pt
  expect(fontSize).toBeLessThanOrEqual(16);
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toHaveCSS('break-after', 'avoid');
  await expect(page.locator('main table').first()).toBeVisible();
  expect(await floatingElements(page)).toEqual([]);

  // Links within the site as full addresses, links elsewhere as they are; anchors within the page add nothing.
  const internal = page.locator('main section a[href^="/"]').first();
  const internalHref = (await internal.getAttribute('href'))!;
  expect(await printedAddress(internal)).toBe(`" (${absoluteUrl(internalHref)})"`);
  const external = page.locator('main section a[href^="https://"]').first();
  expect(await printedAddress(external)).toBe(`" (${await external.getAttribute('href')})"`);
  expect(await printedAddress(page.locator('main a[href^="#"]').first())).toBe('none');

  await screenshot(page, 'print-article');
  // Printing itself (headless Chromium only): A4 pages of text.
  const pdf = await page.pdf({ format: 'A4', path: test.info().outputPath('print-article.pdf') });
  await test.info().attach('print-article.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(pdfPageCount(pdf)).toBeGreaterThan(1);
});

test('the step-by-step guide prints every step and nothing else', async ({ consentedPage: page }) => {
  await page.goto(GUIDE_PATH);
  await expectChromeOnScreenOnly(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(getRoute(GUIDE_PATH).title);
  const steps = page.locator('main ol:not(nav ol) > li');
  await expect(steps).toHaveCount(guideSteps.length);
  for (const [i, step] of guideSteps.entries()) {
    await expect(steps.nth(i).getByRole('heading', { level: 2 })).toContainText(step.title);
    await expect(steps.nth(i).locator('ul > li')).toHaveCount(step.details.length);
    await expect(steps.nth(i)).toHaveCSS('break-inside', 'avoid');
  }
  await expect(steps.first().locator('p').first()).toHaveCSS('color', 'rgb(0, 0, 0)');
  expect(await floatingElements(page)).toEqual([]);
  await screenshot(page, 'print-guide');
});

/** Starts the template trial and generates a Letter Before Action with made-up details. */
async function generateLetter(page: Page): Promise<Locator> {
  await page.goto('/legal-templates');
  const { dialog } = await signUp(page, { email: uniqueEmail('print') });
  await fillTemplate(dialog, letterValues);
  await generate(dialog);
  const letter = dialog.locator('[data-print-document]');
  await expect(letter).toContainText('Brown Builders Ltd');
  return letter;
}

test('a generated document prints alone and in full, over as many pages as it needs', async ({ consentedPage: page }) => {
  const letter = await generateLetter(page);
  const title = page.getByRole('dialog').getByRole('heading', { name: 'Letter Before Action' });
  await expect(title).toBeVisible();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Template Generated Successfully' });
  await expect(toast).toBeVisible();
  await page.emulateMedia({ media: 'print' });

  await expect(letter).toBeVisible();
  for (const locator of [page.locator('body > header'), page.locator('main'), page.locator('body > footer'), title, toast]) {
    await expect(locator).toBeHidden();
  }
  await expect(page.getByRole('dialog').getByRole('button')).toHaveCount(0);
  // Not cut off by the dialog's scrolling box: the whole text is laid out.
  const [scrollHeight, clientHeight] = await letter.evaluate((el) => [el.scrollHeight, el.clientHeight]);
  expect(scrollHeight).toBeLessThanOrEqual(clientHeight + 1);
  expect(await floatingElements(page)).toEqual([]);
  await expect(letter).toHaveCSS('color', 'rgb(0, 0, 0)');

  // Nothing but the letter takes up room on the paper.
  const [pageHeight, letterBottom] = await letter.evaluate((el) => [document.documentElement.scrollHeight, el.getBoundingClientRect().bottom + window.scrollY]);
  expect(pageHeight).toBeLessThanOrEqual(Math.ceil(letterBottom) + 1);
  await screenshot(page, 'print-document');

  // On A4 (180 x 265 mm inside the page margins, 96 px to the inch) the letter needs so many pages, and gets them:
  // none cut off, none blank after it.
  await page.setViewportSize({ width: Math.round((180 / 25.4) * 96), height: 1000 });
  const letterHeight = await letter.evaluate((el) => el.getBoundingClientRect().height);
  const needed = Math.ceil(letterHeight / ((265 / 25.4) * 96));
  const pdf = await page.pdf({ format: 'A4' });
  await test.info().attach('print-document.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(needed).toBeGreaterThan(1);
  expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(needed);
  expect(pdfPageCount(pdf)).toBeLessThanOrEqual(needed + 1);
});
