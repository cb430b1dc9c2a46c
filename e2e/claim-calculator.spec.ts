import type { Page, Response } from '@playwright/test';
import { claimCalculatorPage } from '@/content/tools/claim-calculator';
import { hwfLink } from '@/content/tools/help-with-fees';
import { expect, expectDate, fillDate, seriousViolations, test, waitForHydration } from './fixtures';
import { submitSignUp } from './template-flow';

/** Issue 19: the claim cost and interest calculator, end to end, with its working shown. */
const PATH = claimCalculatorPage.path;
const TODAY = new Date('2026-11-02T10:00:00');

async function open(page: Page) {
  await page.clock.setFixedTime(TODAY);
  await page.goto(PATH);
  // Today is filled in once the calculator is running, which it starts at a visitor's first touch: these tests check
  // the sums, not the start (early-input.spec.ts acts on the calculator before it has started).
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Your claim' });
  await expectDate(form.getByRole('group', { name: 'Work the interest out to' }), '2026-11-02');
  return form;
}

const COMPANY = 'A limited company, partnership or other organisation';
const SOLE_TRADER = 'An individual or a sole trader';

async function fill(page: Page, { amount = '1250', due = '2026-03-03', business = 'No', debtor = COMPANY, hearing = 'Yes' } = {}) {
  const form = page.getByRole('form', { name: 'Your claim' });
  await form.getByLabel('Amount owed, before interest (£)').fill(amount);
  await fillDate(form.getByRole('group', { name: 'Date the payment was due' }), due);
  await form.getByRole('group', { name: /both acting in the course of a business/ }).getByLabel(new RegExp(`^${business}`)).check();
  // Between businesses the calculator asks who owes (issue 24: a sole trader gets the Debt Protocol letter).
  if (business === 'Yes') await form.getByRole('group', { name: 'Who owes the money?' }).getByLabel(debtor).check();
  await form.getByRole('group', { name: /going to a hearing/ }).getByLabel(hearing, { exact: true }).check();
}

const result = (page: Page) => page.getByRole('region', { name: 'What your claim would cost' });
const line = (page: Page, label: string) => result(page).locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

test.describe('in a US-English browser (issue 40)', () => {
  test.use({ locale: 'en-US' });
  test('1 March 2025 typed as day, month and year is 1 March 2025 in the working', async ({ page }) => {
    await open(page);
    await fill(page, { due: '2025-03-01' });
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(line(page, 'Days')).toContainText('From 1 March 2025 to 2 November 2026');
  });
});

test.describe('claim cost and interest calculator', () => {
  test('£1,250 due 3 March 2026, to 2 November 2026: interest, fees and total, each with its working', async ({ page }) => {
    await open(page);
    await fill(page);
    await page.getByRole('button', { name: 'Calculate' }).click();

    await expect(page.getByRole('heading', { name: 'What your claim would cost' })).toBeFocused();
    await expect(line(page, 'Daily rate')).toContainText('£1,250.00 × 8% ÷ 365');
    await expect(line(page, 'Daily rate')).toContainText('£0.27 a day');
    await expect(line(page, 'Days')).toContainText('From 3 March 2026 to 2 November 2026');
    await expect(line(page, 'Days')).toContainText('244 days');
    await expect(line(page, 'Interest')).toContainText('£1,250.00 × 8% × 244 ÷ 365');
    await expect(line(page, 'Interest')).toContainText('£66.85');
    await expect(line(page, 'Amount claimed')).toContainText('£1,250.00 + £66.85 interest');
    await expect(line(page, 'Amount claimed')).toContainText('£1,316.85');
    await expect(line(page, 'Issue fee')).toContainText('£1,316.85 is in the £1,000.01 to £1,500 band');
    await expect(line(page, 'Issue fee')).toContainText('£80.00');
    await expect(line(page, 'Hearing fee')).toContainText('£123.00');
    await expect(line(page, 'Total')).toContainText('£1,316.85 + £80.00 issue fee + £123.00 hearing fee (fees as at June 2026)');
    await expect(line(page, 'Total')).toContainText('£1,519.85');
    await expect(result(page)).toContainText(/section 69 of the County Courts Act 1984/i);
    await expect(result(page).getByRole('link', { name: 'apply for Help with Fees' })).toHaveAttribute('href', 'https://www.gov.uk/get-help-with-court-fees');
    // Issue 41: the check, opened with this claim's value.
    await expect(result(page).getByRole('link', { name: hwfLink.check })).toHaveAttribute('href', '/tools/help-with-fees?claim=1316.85&debt=1250.00');
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Total £1,519.85' })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    // On paper: the figures, without the form or the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('form', { name: 'Your claim' })).toBeHidden();
    await expect(result(page)).toBeVisible();
    await expect(result(page).getByRole('button', { name: 'Print these figures' })).toBeHidden();
  });

  test('between businesses: the Late Payment Act instead of section 69, never both, with an editable reference rate', async ({ page }) => {
    const form = await open(page);
    await fill(page, { business: 'Yes', hearing: 'Not known yet' });
    await form.getByLabel(/Late Payment of Commercial Debts/).check();
    const rate = form.getByLabel('Bank of England reference rate (%)');
    // Overdue in January to June 2026: Bank Rate on 31 December 2025.
    await expect(rate).toHaveValue('3.75');
    await expect(form).toContainText('Bank Rate on 31 December 2025');
    // The rate the field was given, and why, is read with the field.
    await expect(rate).toHaveAccessibleDescription(/Bank Rate on 31 December 2025/);
    await page.getByRole('button', { name: 'Calculate' }).click();

    await expect(result(page).getByRole('heading', { name: 'Late Payment Act interest and compensation' })).toBeVisible();
    await expect(line(page, 'Daily rate')).toContainText('(8% + 3.75% = 11.75%)');
    await expect(line(page, 'Interest')).toContainText('£98.18');
    await expect(line(page, 'Fixed compensation')).toContainText('£70.00');
    await expect(line(page, 'Amount claimed')).toContainText('£1,250.00 + £98.18 interest + £70.00 compensation');
    await expect(line(page, 'Hearing fee')).toContainText('only if it goes to a hearing');
    await expect(line(page, 'Total')).toContainText('£1,498.18');
    await expect(result(page)).not.toContainText('Interest under section 69');
    // The letter before action claims the same interest at the same rate (issue 37).
    const letterLink = result(page).getByRole('link', { name: 'Write a letter before action with these figures' });
    await expect(letterLink).toHaveAttribute('href', /&interest_kind=late-payment&reference_rate=3\.75$/);

    await rate.fill('4');
    await page.getByRole('button', { name: 'Calculate' }).click();
    // 1250 x 12% x 244 / 365 = 100.27
    await expect(line(page, 'Interest')).toContainText('£100.27');

    // A reload loses nothing that was entered, the rate typed in included (it is not put back to the suggested one).
    await page.reload();
    await expect(form.getByLabel('Amount owed, before interest (£)')).toHaveValue('1250');
    await expectDate(form.getByRole('group', { name: 'Date the payment was due' }), '2026-03-03');
    await expect(form.getByLabel(/Late Payment of Commercial Debts/)).toBeChecked();
    await expect(rate).toHaveValue('4');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(line(page, 'Interest')).toContainText('£100.27');

    await form.getByLabel(/section 69 of the County Courts Act/).check();
    await expect(rate).toBeHidden();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(result(page).getByRole('heading', { name: 'Interest under section 69' })).toBeVisible();
    await expect(line(page, 'Total')).toContainText('£1,396.85');
    await expect(line(page, 'Fixed compensation')).toHaveCount(0);
    await expect(line(page, 'Amount claimed')).not.toContainText('compensation');
  });

  test('a due date with no confirmed reference rate leaves the rate for the visitor to enter', async ({ page }) => {
    const form = await open(page);
    await fill(page, { due: '2026-08-01', business: 'Yes' });
    await form.getByLabel(/Late Payment of Commercial Debts/).check();
    await expect(form.getByLabel('Bank of England reference rate (%)')).toHaveValue('');
    await expect(form).toContainText('We have not confirmed the reference rate for that period');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link', { name: /Enter the Bank of England reference rate/ })).toBeVisible();
    // Beside the table, the period is named as not confirmed (FACTS.md §14), never left out or given a rate.
    const rates = page.getByRole('table', { name: /Reference rates/ });
    await expect(rates.getByRole('row', { name: /1 July 2026 to 31 December 2026/ })).toContainText('Not yet confirmed: Bank Rate on 30 June 2026');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('missing answers: the GOV.UK error summary, linked inline errors, nothing calculated', async ({ page }) => {
    const form = await open(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    const summary = page.locator('[data-slot="error-summary"]');
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: Claim Cost and Interest Calculator/);
    const links = summary.getByRole('link');
    await expect(links).toHaveText([
      'Enter the amount owed',
      'Enter the date the payment was due',
      'Select whether you were both acting in the course of a business',
      'Select whether the claim is going to a hearing',
    ]);
    const amount = form.getByLabel('Amount owed, before interest (£)');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/Error: Enter the amount owed/);
    await links.first().click();
    await expect(amount).toBeFocused();
    await expect(result(page)).toHaveCount(0);

    await amount.fill('12,34');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(summary).toContainText('Enter the amount owed as a number of pounds');
  });

  test('works at 320 px wide without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page);
    await fill(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(line(page, 'Total')).toContainText('£1,519.85');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('over £10,000: not a small claim, so no small claims hearing fee and the fast track said plainly (issue 24)', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-01T10:00:00'));
    await page.goto(PATH);
    const form = page.getByRole('form', { name: 'Your claim' });
    await fill(page, { amount: '12000', due: '2026-03-01', business: 'Yes', hearing: 'Yes' });
    // Today is filled in once the calculator has started, which the first answer did.
    await expectDate(form.getByRole('group', { name: 'Work the interest out to' }), '2026-12-01');
    await form.getByLabel(/Late Payment of Commercial Debts/).check();
    await expect(form.getByLabel('Bank of England reference rate (%)')).toHaveValue('3.75');
    await page.getByRole('button', { name: 'Calculate' }).click();

    await expect(line(page, 'Interest')).toContainText('£1,062.33');
    await expect(line(page, 'Fixed compensation')).toContainText('£100.00');
    await expect(line(page, 'Issue fee')).toContainText('5% of the claim');
    await expect(line(page, 'Issue fee')).toContainText('£658.12');
    const warning = result(page).getByRole('heading', { name: '£12,000.00 is over the £10,000 small claims limit' });
    await expect(warning).toBeVisible();
    await expect(result(page)).toContainText('is normally not a small claim: claims up to £25,000 usually go to the fast track');
    await expect(result(page)).toContainText('fixed recoverable costs');
    await expect(line(page, 'Hearing fee')).toContainText('Not a small claims fee');
    await expect(result(page)).not.toContainText('£346');
    await expect(line(page, 'Total')).toContainText('£13,162.33 + £658.12 issue fee (fees as at June 2026)');
    await expect(line(page, 'Total')).toContainText('£13,820.45');
    expect(await seriousViolations(page)).toEqual([]);

    // The link to the letter keeps working.
    await result(page).getByRole('link', { name: 'Write a letter before action with these figures' }).click();
    await expect(page).toHaveURL(/\/legal-templates$/);
    await submitSignUp(page, page.getByRole('dialog'));
    await expect(page.getByRole('dialog').getByLabel('Amount owed, before interest (£)')).toHaveValue('12000.00');
  });

  test('£10,000 exactly, with interest on top, stays a small claim with its hearing fee', async ({ page }) => {
    await open(page);
    await fill(page, { amount: '10000', due: '2025-11-02', business: 'No', hearing: 'Yes' });
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(line(page, 'Hearing fee')).toContainText('£346.00');
    await expect(result(page).getByRole('heading', { name: /over the £10,000 small claims limit/ })).toHaveCount(0);
    await expect(result(page)).toContainText('Interest does not count towards the £10,000 small claims limit');
  });

  test('a sole trader who owes gets the Debt Protocol letter (issue 24)', async ({ page }) => {
    const form = await open(page);
    await fill(page, { business: 'Yes', debtor: SOLE_TRADER });
    await form.getByRole('group', { name: 'Which interest will you claim?' }).getByLabel(/section 69/).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await result(page).getByRole('link', { name: 'Write a letter before action with these figures' }).click();
    const dialog = page.getByRole('dialog');
    await submitSignUp(page, dialog);
    // Both in business: a sole trader owing for their business (FACTS.md §14), so Late Payment interest may be offered.
    await expect(dialog.locator('input[name="sender_kind"][value="business-to-sole-trader"]')).toBeChecked();
  });

  test('opens the letter before action with the amount and due date filled in', async ({ page }) => {
    await open(page);
    await fill(page, { business: 'Yes' });
    await page.getByRole('group', { name: 'Which interest will you claim?' }).getByLabel(/section 69/).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await result(page).getByRole('link', { name: 'Write a letter before action with these figures' }).click();

    await expect(page).toHaveURL(/\/legal-templates$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /Trial Access Required/ })).toBeVisible();
    await submitSignUp(page, dialog);
    await expect(dialog.getByLabel('Amount owed, before interest (£)')).toHaveValue('1250.00');
    await expectDate(dialog.getByRole('group', { name: /Date the payment was due/ }), '2026-03-03');
    await expect(dialog.locator('input[name="sender_kind"][value="business-to-business"]')).toBeChecked();
    await expect(dialog.locator('input[name="interest_kind"][value="section-69"]')).toBeChecked();
    await expect(dialog.getByLabel('Bank of England reference rate (%)')).toHaveCount(0);
  });

  test('on a phone the result, below the form, is scrolled into view with focus on its heading (issue 26)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    await fill(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    const heading = page.getByRole('heading', { name: 'What your claim would cost' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // Brought to the top of the window, just below the sticky header (scroll-padding-top: 5rem), with the figures under it.
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(76);
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThanOrEqual(84);
  });

  test('a changed answer marks the result out of date, beside a new error, until it is calculated again (issue 26)', async ({ page }) => {
    const form = await open(page);
    await fill(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(line(page, 'Total')).toContainText('£1,519.85');
    await expect(result(page).getByRole('link', { name: 'Write a letter before action with these figures' })).toBeVisible();

    const amount = form.getByLabel('Amount owed, before interest (£)');
    await amount.fill('');
    const stale = result(page).getByText('Your answers have changed, so these figures are out of date. Press Calculate to work them out again.');
    await expect(stale).toBeVisible();
    await expect(result(page)).toHaveAttribute('data-stale', 'true');
    await expect(result(page)).toHaveAccessibleDescription(/out of date/);
    // Figures that no longer match the form are not offered for a letter or printing.
    await expect(result(page).getByRole('link', { name: 'Write a letter before action with these figures' })).toHaveCount(0);
    await expect(result(page).getByRole('button', { name: 'Print these figures' })).toHaveCount(0);
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'out of date' })).toHaveCount(1);

    // The new error sits beside a result that says it is out of date, never beside one that looks current.
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('[data-slot="error-summary"]')).toContainText('Enter the amount owed');
    await expect(stale).toBeVisible();

    // Back to the answers it was worked out from: current again.
    await amount.fill('1250');
    await expect(stale).toHaveCount(0);
    await expect(result(page)).not.toHaveAttribute('data-stale', 'true');

    await amount.fill('2000');
    await expect(stale).toBeVisible();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(stale).toHaveCount(0);
    await expect(line(page, 'Amount claimed')).toContainText('£2,000.00');
    await expect(page.getByRole('heading', { name: 'What your claim would cost' })).toBeFocused();
  });

  test('its code loads on its own page only', async ({ page, request }) => {
    const marker = 'Write a letter before action with these figures';
    // Every script the page fetches, its islands' entries and their chunks included, until they have hydrated.
    const scriptsOn = async (path: string) => {
      const sources: string[] = [];
      const seen = (response: Response) => {
        if (response.request().resourceType() === 'script') sources.push(response.url());
      };
      page.on('response', seen);
      await page.goto(path);
      await waitForHydration(page);
      page.off('response', seen);
      expect(sources.length, path).toBeGreaterThan(0);
      return Promise.all(sources.map(async (src) => (await request.get(src)).text()));
    };
    expect((await scriptsOn(PATH)).some((code) => code.includes(marker))).toBe(true);
    for (const path of ['/', '/legal-templates', '/blog']) expect((await scriptsOn(path)).some((code) => code.includes(marker)), path).toBe(false);
  });
});
