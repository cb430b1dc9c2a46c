import type { Locator, Page } from '@playwright/test';
import { dateGroup, expect, pauseClock, seriousViolations, test } from './fixtures';
import { ConsultationFormPage, MB, upload, uploadOnDisk } from './consultation-form';
import { fillTemplate, generate, signUp } from './template-flow';
import { letter } from './template-values';

/**
 * Issue 54: what a visitor sees on a phone (390 px) and on a laptop (1280 px) on a first visit, with the cookie banner
 * still open at the foot of the window: what they asked for is in view, clear of the sticky header and of the banner.
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const SUBMITTED = 'Consultation Request Submitted';
const CONFIRMED = 'We have received your request';

const banner = (page: Page) => page.getByRole('region', { name: /Cookies on/ });

/** The band of the window a visitor sees: below the sticky header, above the open banner. */
async function clearBand(page: Page) {
  await expect(banner(page).getByRole('button', { name: 'Accept all cookies' })).toBeVisible();
  const header = (await page.locator('body > header, header').first().boundingBox())!;
  const bannerBox = (await banner(page).boundingBox())!;
  return { top: header.y + header.height, bottom: bannerBox.y };
}

/** Where a locator's box sits against the band, once any scroll or entrance has settled: 'in view' when wholly inside. */
async function expectInBand(locator: Locator, band: { top: number; bottom: number }) {
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      if (!box) return 'not shown';
      const inside = box.y >= band.top - 1 && box.y + box.height <= band.bottom + 1;
      return inside ? 'in view' : `${Math.round(box.y)} to ${Math.round(box.y + box.height)}; the band ${Math.round(band.top)} to ${Math.round(band.bottom)}`;
    })
    .toBe('in view');
}

/** The area two boxes share, in square pixels. */
async function overlap(a: Locator, b: Locator) {
  const [p, q] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const w = Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x);
  const h = Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y);
  return Math.max(0, w) * Math.max(0, h);
}

/** Moves a paused fake clock on in small steps until `done` holds (what it waits on runs on the page's timers). */
async function until(page: Page, done: () => Promise<boolean>) {
  await expect.poll(async () => (await done()) || (await page.clock.runFor(20), false)).toBe(true);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}, with the cookie banner open`, () => {
    test.use({ viewport });

    test('the confirmation, its reference and the success toast are in view, clear of the banner and of each other, with no form left below', async ({ page }) => {
      await page.clock.install();
      const form = new ConsultationFormPage(page);
      await form.open();
      await form.fillValid();
      await form.documents.setInputFiles([upload('invoice.pdf')]);
      // The toast stays while the clock is held: what is measured is not raced against its 4 seconds.
      await pauseClock(page);
      await form.submit.click();
      const panel = form.section.getByRole('region', { name: CONFIRMED });
      const toast = form.toast(SUBMITTED);
      await until(page, async () => (await panel.evaluate((el) => el === document.activeElement).catch(() => false)) && (await toast.count()) === 1);
      await page.clock.runFor(200);

      // The confirmation stands in the form's place: no empty copy of the form below it.
      await expect(form.form).toBeHidden();
      await expect(panel).toContainText("We've received 1 document for review: invoice.pdf.");
      const band = await clearBand(page);
      const heading = panel.getByRole('heading', { name: CONFIRMED });
      const reference = panel.getByText(/^Your reference is SCC-[0-9A-Z]{4}-[0-9A-Z]{4}\./);
      await expectInBand(heading, band);
      await expectInBand(reference, band);
      await expect(toast).toHaveCSS('opacity', '1');
      await expectInBand(toast, band);
      expect(await overlap(toast, heading)).toBe(0);
      expect(await overlap(toast, reference)).toBe(0);
      // axe's own timers need the clock running.
      await page.clock.resume();
      expect(await seriousViolations(page, '#contact')).toEqual([]);
    });

    test('a file that was not added is named in the error summary before anything is sent, and the confirmation says what was sent', async ({ page }) => {
      const form = new ConsultationFormPage(page);
      await form.open();
      const title = await page.title();
      await form.fillValid();
      await form.documents.setInputFiles([uploadOnDisk('big.pdf', 10 * MB + 1), uploadOnDisk('invoice.pdf', 2048), uploadOnDisk('setup.exe', 2048)]);
      await expect(form.fileNames()).toHaveText(['invoice.pdf']);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/consultation') posts.push(request.url());
      });

      await form.submit.click();
      await expect(form.errorSummary).toBeFocused();
      const told =
        'setup.exe was not added: only PDF, Word, JPG, PNG and text files can be attached. big.pdf was not added: it is larger than 10 MB, the most for one file. If you send your request again, it goes without setup.exe and big.pdf.';
      const link = form.errorSummary.getByRole('link');
      await expect(link).toHaveText(told);
      await expect(link).toHaveAttribute('href', '#consultation-documents');
      await expect(form.fieldError('consultation-documents')).toHaveText(`Error: ${told}`);
      await expect(form.documents).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveTitle(`Error: ${title}`);
      await expectInBand(form.errorSummary.getByRole('heading', { name: 'There is a problem' }), await clearBand(page));
      expect(posts).toEqual([]);
      await expect(form.section.getByRole('region', { name: CONFIRMED })).toHaveCount(0);

      // Sent again, it goes without them, and the confirmation names what went and what did not.
      await form.submit.click();
      const panel = form.section.getByRole('region', { name: CONFIRMED });
      await expect(panel).toBeFocused();
      expect(posts).toHaveLength(1);
      await expect(panel).toContainText("We've received 1 document for review: invoice.pdf.");
      await expect(panel).toContainText(
        'setup.exe and big.pdf were not added to your request, so they were not sent. To send them, email them to help@smallclaimscompass.co.uk with your reference.',
      );
      await expect(panel.getByRole('link', { name: 'help@smallclaimscompass.co.uk' })).toHaveAttribute('href', 'mailto:help@smallclaimscompass.co.uk');
      await expect(page).toHaveTitle(title);
      expect(await seriousViolations(page, '#contact')).toEqual([]);
    });

    test('"request a free consultation online" brings the form\'s heading into view, focused, clear of the banner', async ({ page }) => {
      await page.goto('/');
      const band = await clearBand(page);
      const link = page.getByRole('link', { name: 'request a free consultation online' });
      await link.focus();
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { name: 'Request your free consultation' });
      await expect(heading).toBeFocused();
      await expectInBand(heading, band);
      // The next Tab reaches the first field, in view too.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toBeFocused();
      await expectInBand(page.getByRole('textbox', { name: 'Full Name', exact: true }), band);
    });

    test('an address opened at /#contact: the focused heading is brought clear of the banner', async ({ page }) => {
      await page.goto('/#contact');
      const band = await clearBand(page);
      const heading = page.getByRole('heading', { name: 'Request your free consultation' });
      await expect(heading).toBeFocused();
      await expectInBand(heading, band);
    });

    test('the Month box takes "March" and "mar": the deadline is worked out from 1 March 2025', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-24T10:00:00'));
      await page.goto('/tools/deadline-calculator');
      const form = page.getByRole('form', { name: 'Work out a deadline' });
      await form.getByLabel('What happened?').selectOption({ label: 'A number of days set by a court order or a rule' });
      await form.getByLabel('Number of days').fill('14');
      const date = dateGroup(form, 'date');
      await date.getByLabel('Day', { exact: true }).fill('1');
      await date.getByLabel('Month', { exact: true }).fill('March');
      await date.getByLabel('Year', { exact: true }).fill('2025');
      await page.getByRole('button', { name: 'Work out the deadline' }).click();
      await expect(page.getByRole('article', { name: '14 days after Saturday 1 March 2025' })).toContainText('Saturday 15 March 2025');
      // What the visitor typed stays as they typed it.
      await expect(date.getByLabel('Month', { exact: true })).toHaveValue('March');

      await date.getByLabel('Month', { exact: true }).fill('mar');
      await date.getByLabel('Day', { exact: true }).fill('2');
      await page.getByRole('button', { name: 'Work out the deadline' }).click();
      await expect(page.getByRole('article', { name: '14 days after Sunday 2 March 2025' })).toContainText('Sunday 16 March 2025');
      await expect(form.locator('[data-slot="error-summary"]')).toHaveCount(0);
    });

    test("a generated letter writes its dates in words, and the generator's Close button stays in view", async ({ page }) => {
      // Friday 20 November 2026; time runs on from there (only the date matters here).
      await page.clock.install({ time: new Date('2026-11-20T10:00:00') });
      await page.goto('/legal-templates');
      const { dialog } = await signUp(page);
      const close = dialog.getByRole('button', { name: 'Close' });
      await fillTemplate(dialog, letter);
      // At the foot of the form, the Close button is still in the dialog's corner, in view.
      await dialog.locator('[name="enclosures"]').focus();
      await expect(close).toBeInViewport({ ratio: 1 });
      const doc = await generate(dialog);
      // 22 August 2026, and 14 working days from Friday 20 November: Thursday 10 December 2026.
      await expect(doc).toContainText('22 August 2026');
      await expect(doc).toContainText('10 December 2026');
      await expect(doc).toContainText('20 November 2026');
      expect(await doc.innerText()).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/);
      await dialog.locator('[data-slot="dialog-body"]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(close).toBeInViewport({ ratio: 1 });
      await close.click();
      await expect(dialog).toHaveCount(0);
    });

    test('the blog and court searches say what to search for under the box, never in a placeholder cut short', async ({ page }) => {
      for (const [path, label, hint] of [
        ['/blog', 'Search articles', 'For example: fees, evidence, hearing'],
        ['/court-locations', 'Search by name, city or postcode', 'For example: Leeds or B4 6DS'],
      ] as const) {
        await page.goto(path);
        const box = page.getByRole('searchbox', { name: label });
        await expect(box).not.toHaveAttribute('placeholder');
        await expect(box).toHaveAccessibleDescription(hint);
        await expect(page.getByText(hint, { exact: true })).toBeVisible();
      }
    });

    test('each search result names its kind in readable text above its title', async ({ page }) => {
      await page.goto('/search?q=default%20judgment');
      const results = page.getByRole('list', { name: 'Search results' });
      const first = results.getByRole('listitem').first();
      await expect(first.getByRole('heading', { level: 2 })).toBeVisible();
      const kind = first.locator('p').first();
      await expect(kind).toHaveText(/^(Article|Guide|FAQ|Court forms|Service|Tool|Courts|Page)$/i);
      expect(await kind.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 255, 255)');
      expect(await seriousViolations(page, 'ol[aria-label="Search results"]')).toEqual([]);
    });

    test("a quote card's quotation mark stands above the words, and the article's mistakes are numbered once", async ({ page }) => {
      await page.goto('/services/letter-before-action');
      const figure = page.locator('figure').filter({ has: page.locator('blockquote') }).first();
      await figure.scrollIntoViewIfNeeded();
      expect(await overlap(figure.locator('svg').first(), figure.locator('blockquote'))).toBe(0);

      await page.goto('/blog/top-10-mistakes-that-lose-small-claims-cases');
      const mistakes = page.locator('ol > li > h3');
      await expect(mistakes).toHaveCount(10);
      const titles = await mistakes.evaluateAll((headings) => headings.map((h) => [h.firstElementChild?.textContent ?? '', (h.textContent ?? '').slice((h.firstElementChild?.textContent ?? '').length)]));
      titles.forEach(([badge, title], i) => {
        expect(badge).toBe(String(i + 1));
        expect(title).not.toMatch(/^\s*\d/);
      });
      expect(titles[0]![1]).toBe('Skipping the letter before action');
    });
  });
}

test('on a first visit at 1280×800 the hero\'s main button is clear of the banner', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const band = await clearBand(page);
  const hero = page.getByRole('region', { name: 'Bring or defend a small claim with confidence' });
  await expectInBand(hero.getByRole('link', { name: /^Call us free/ }), band);
  await expectInBand(hero.getByRole('link', { name: 'Our Services' }), band);
});
