import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { deadlineCalculatorPage } from '@/content/tools/deadline-calculator';
import { dateGroup, expect, expectDate, fillDate, seriousViolations, test } from './fixtures';

/** Issue 19: the deadline calculator, end to end, with its working and a calendar file. */
const PATH = deadlineCalculatorPage.path;

async function open(page: Page) {
  await page.clock.setFixedTime(new Date('2026-11-24T10:00:00'));
  await page.goto(PATH);
  return page.getByRole('form', { name: 'Work out a deadline' });
}

async function calculate(page: Page, event: string, date: string) {
  const form = page.getByRole('form', { name: 'Work out a deadline' });
  await form.getByLabel('What happened?').selectOption({ label: event });
  await fillDate(dateGroup(form, 'date'), date);
  await page.getByRole('button', { name: 'Work out the deadline' }).click();
}

const card = (page: Page, title: string | RegExp) => page.getByRole('article', { name: title });

test.describe('in a US-English browser (issue 40)', () => {
  test.use({ locale: 'en-US' });
  test('1 March 2025 typed as day, month and year is 1 March 2025 in the working', async ({ page }) => {
    const form = await open(page);
    await form.getByLabel('What happened?').selectOption({ label: 'A number of days set by a court order or a rule' });
    await form.getByLabel('Number of days').fill('14');
    await fillDate(dateGroup(form, 'date'), '2025-03-01');
    await page.getByRole('button', { name: 'Work out the deadline' }).click();
    await expect(card(page, '14 days after Saturday 1 March 2025')).toContainText('Saturday 15 March 2025');
  });
});

test.describe('deadline calculator', () => {
  test('a claim form posted on Christmas Eve: served Wednesday 30 December, with every day skipped named', async ({ page }) => {
    await open(page);
    await calculate(page, 'A claim form was posted first class, or emailed (only if email service was agreed in writing) or sent another way the rules allow', '2026-12-24');
    await expect(page.getByRole('heading', { name: 'Your deadlines' })).toBeFocused();

    const served = card(page, 'Claim form treated as served');
    await expect(served).toContainText('Wednesday 30 December 2026');
    await expect(served).toContainText('CPR 6.3, 6.14');
    await expect(served.getByRole('listitem')).toHaveText([
      'Friday 25 December 2026: not counted (bank holiday: Christmas Day)',
      'Saturday 26 December 2026: not counted (weekend)',
      'Sunday 27 December 2026: not counted (weekend)',
      'Monday 28 December 2026: not counted (bank holiday: Boxing Day, substitute day)',
      'Tuesday 29 December 2026: business day 1',
      'Wednesday 30 December 2026: business day 2',
    ]);
    const reply = card(page, /Defence or acknowledgment of service due/);
    await expect(reply).toContainText('Wednesday 13 January 2027');
    await expect(reply).toContainText('CPR 2.8');
    await expect(reply.getByRole('listitem')).toHaveCount(14);
    await expect(card(page, /Defence due after an acknowledgment/)).toContainText('Wednesday 27 January 2027');
    await expect(page.locator('[aria-live="polite"]')).toHaveText('Claim form treated as served: Wednesday 30 December 2026.');
    expect(await seriousViolations(page)).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('form', { name: 'Work out a deadline' })).toBeHidden();
    await expect(served).toBeVisible();
  });

  test('a claim form from Money Claim Online issued Wednesday 23 December: served Monday 28 December, the reply due Monday 11 January (issue 37)', async ({ page }) => {
    await open(page);
    await calculate(page, 'A claim form came from Money Claim Online or the County Court Business Centre (Northampton)', '2026-12-23');
    const served = card(page, 'Claim form treated as served');
    await expect(served).toContainText('Monday 28 December 2026');
    await expect(served).toContainText('Practice Direction 7E');
    await expect(card(page, /Defence or acknowledgment of service due/)).toContainText('Monday 11 January 2027');
  });

  test('a judgment: the appeal deadline lands on Boxing Day (substitute), so the court office date is the next open day; a time limit ending on New Year’s Day keeps its day, with what to do (FACTS.md §14)', async ({ page }) => {
    await open(page);
    await calculate(page, 'Judgment was given: appeal and the register', '2026-12-07');
    const appeal = card(page, /Appellant’s notice due/);
    await expect(appeal).toContainText('Monday 28 December 2026');
    await expect(appeal).toContainText('If it must be done at the court office: Tuesday 29 December 2026');
    await expect(appeal).toContainText('CPR 2.8(5)');
    await expect(card(page, /removed from the register once the court has proof of payment/)).toContainText('Thursday 7 January 2027');
    await expect(page.getByRole('region', { name: 'Your deadlines' }).getByText(/promptly \(CPR 13\.3\)/)).toBeVisible();

    // A time limit's last day on a closed day (FACTS.md §12, §14): the last day stays, with what to do instead.
    await calculate(page, 'Money became due: the time limit for a claim', '2021-01-01');
    const limitation = card(page, 'Last day to issue the claim (6 years)');
    await expect(limitation).toContainText('Friday 1 January 2027');
    await expect(limitation).toContainText(
      'Friday 1 January 2027 is a bank holiday: New Year’s Day. The court office is closed that day. A claim issued on the next day the office opens has been held in time, but claims can now be issued online on any day, so do not rely on that: issue the claim online before that day.',
    );
    await expect(limitation).not.toContainText('If it must be done at the court office');
    // A reload keeps what was entered.
    await page.reload();
    await expect(page.getByLabel('What happened?')).toHaveValue('limitation');
    await expectDate(dateGroup(page.getByRole('form', { name: 'Work out a deadline' }), 'date'), '2021-01-01');
  });

  test('a document emailed after 4.30pm, and a period of 5 days or less that skips Easter', async ({ page }) => {
    const form = await open(page);
    await form.getByLabel('What happened?').selectOption({ label: 'Another court document was emailed (only if email service was agreed in writing), handed over or left at the address' });
    await fillDate(dateGroup(form, 'date'), '2027-03-25');
    await form.getByLabel('No, at 4.30pm or later').check();
    await page.getByRole('button', { name: 'Work out the deadline' }).click();
    await expect(card(page, 'Document treated as served')).toContainText('Tuesday 30 March 2027');
    await expect(card(page, 'Document treated as served')).toContainText('Friday 26 March 2027: not counted (bank holiday: Good Friday)');

    await form.getByLabel('What happened?').selectOption({ label: 'A number of days set by a court order or a rule' });
    await form.getByLabel('Number of days').fill('3');
    await page.getByRole('button', { name: 'Work out the deadline' }).click();
    const period = card(page, /3 days after/);
    // Good Friday, the weekend and Easter Monday are left out of a short period: Tuesday, Wednesday, Thursday.
    await expect(period).toContainText('Thursday 1 April 2027');
    await expect(period).toContainText('5 days or less');
    await expect(period).toContainText('Monday 29 March 2027: not counted (bank holiday: Easter Monday)');
  });

  test('the calendar file holds the deadline', async ({ page }) => {
    await open(page);
    await calculate(page, 'A claim form was posted first class, or emailed (only if email service was agreed in writing) or sent another way the rules allow', '2026-12-24');
    const download = page.waitForEvent('download');
    await card(page, 'Claim form treated as served').getByRole('button', { name: /Add to calendar/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('claim-form-served-2026-12-30.ics');
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20261230\r\n');
    expect(text).toContain('\r\nSUMMARY:Claim form treated as served\r\n');
    expect(text.replace(/\r\n /g, '')).toMatch(/DESCRIPTION:A claim form sent by first class post.*CPR 6\.3\\, 6\.14/);
  });

  test('missing answers: the GOV.UK error summary, linked inline errors', async ({ page }) => {
    const form = await open(page);
    await page.getByRole('button', { name: 'Work out the deadline' }).click();
    const summary = page.locator('[data-slot="error-summary"]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Select what happened', 'Enter the date']);
    await expect(page).toHaveTitle(/^Error: /);
    await summary.getByRole('link', { name: 'Enter the date' }).click();
    // GOV.UK's date input: the link lands on the Day box, the fieldset carries the error, and each box is marked.
    await expect(form.getByLabel('Day', { exact: true })).toBeFocused();
    await expect(dateGroup(form, 'date')).toHaveAccessibleDescription(/Error: Enter the date/);
    for (const box of ['Day', 'Month', 'Year']) await expect(form.getByLabel(box, { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('What happened?').selectOption({ label: 'A number of days set by a court order or a rule' });
    // A date without its month is named as such, and only the Month box is marked.
    await fillDate(dateGroup(form, 'date'), '2026--1');
    await page.getByRole('button', { name: 'Work out the deadline' }).click();
    await expect(summary.getByRole('link')).toContainText(['The date the period runs from must include a month']);
    await expect(form.getByLabel('Month', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Day', { exact: true })).not.toHaveAttribute('aria-invalid');
    // Its link goes to the box the error names, with the question in view (GOV.UK).
    await summary.getByRole('link', { name: 'The date the period runs from must include a month' }).click();
    await expect(form.getByLabel('Month', { exact: true })).toBeFocused();
    await expect(dateGroup(form, 'date').locator('legend')).toBeInViewport();
    await fillDate(dateGroup(form, 'date'), '2026-12-01');
    await form.getByLabel('Number of days').fill('0');
    await page.getByRole('button', { name: 'Work out the deadline' }).click();
    await expect(summary.getByRole('link')).toHaveText(['Enter the number of days as a whole number from 1 to 365']);
  });

  test('says so, rather than guess, past the bank holidays it holds', async ({ page }) => {
    await open(page);
    await calculate(page, 'A claim form was posted first class, or emailed (only if email service was agreed in writing) or sent another way the rules allow', '2028-12-31');
    await expect(page.getByRole('heading', { name: 'We cannot work this deadline out' })).toBeFocused();
  });

  test('on a phone the result, below the form, is scrolled into view with focus on its heading (issue 26)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    await calculate(page, 'A claim form was posted first class, or emailed (only if email service was agreed in writing) or sent another way the rules allow', '2026-12-24');
    const heading = page.getByRole('heading', { name: 'Your deadlines' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // Brought to the top of the window, just below the sticky header (scroll-padding-top: 5rem), with the figures under it.
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(76);
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThanOrEqual(84);
  });

  test('a changed answer marks the dates out of date until they are worked out again (issue 26)', async ({ page }) => {
    const form = await open(page);
    await calculate(page, 'A claim form was posted first class, or emailed (only if email service was agreed in writing) or sent another way the rules allow', '2026-12-24');
    const results = page.getByRole('region', { name: 'Your deadlines' });
    await expect(card(page, 'Claim form treated as served')).toContainText('Wednesday 30 December 2026');

    await fillDate(dateGroup(form, 'date'), '');
    const stale = results.getByText(/Your answers have changed, so these dates are out of date/);
    await expect(stale).toBeVisible();
    await expect(results).toHaveAttribute('data-stale', 'true');
    await expect(results.getByRole('button', { name: /Add to calendar/ })).toHaveCount(0);
    await expect(results.getByRole('button', { name: 'Print' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Work out the deadline' }).click();
    await expect(page.locator('[data-slot="error-summary"]')).toContainText('Enter the date');
    await expect(stale).toBeVisible();

    await fillDate(dateGroup(form, 'date'), '2026-12-28');
    await page.getByRole('button', { name: 'Work out the deadline' }).click();
    await expect(stale).toHaveCount(0);
    await expect(results.getByRole('button', { name: /Add to calendar/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your deadlines' })).toBeFocused();
  });

  test('by keyboard alone, and at 320 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const form = await open(page);
    await form.getByLabel('What happened?').focus();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel('What happened?')).toHaveValue('claim-form-posted');
    await page.keyboard.press('Tab');
    // GOV.UK's date input: Day, Month and Year, typed and tabbed through in that order whatever the browser's locale.
    await expect(form.getByLabel('Day', { exact: true })).toBeFocused();
    await page.keyboard.type('24');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2026');
    await page.keyboard.press('Tab');
    const button = page.getByRole('button', { name: 'Work out the deadline' });
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card(page, 'Claim form treated as served')).toContainText('Wednesday 30 December 2026');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
