import type { Page } from '@playwright/test';
import { HWF_ANSWERS_KEY, HWF_DRAFT_KEY, PLAN_DRAFT_KEY } from '@/content/storage-keys';
import { helpWithFeesPage, hwfErrors, hwfLink } from '@/content/tools/help-with-fees';
import { helpWithFeesQuestions, hwfAsAt } from '@/content/tools/help-with-fees-questions';
import { draftOf } from '@/lib/claim-plan/draft';
import { formValuesFrom } from '@/lib/claim-plan/form';
import { individualFromCompany } from '@/lib/claim-plan/test-answers';
import { expect, fillDate, seriousViolations, test } from './fixtures';

/**
 * Issue 41: "Will I have to pay the court fee?" The Help with Fees check end to end: one question a step, errors,
 * check your answers, the likely result for each fee with its working; its links from the claim calculator and Plan
 * my claim, and the likely fee it puts beside their full fees; the page without JavaScript; keyboard only; axe.
 * Nothing the visitor enters leaves the browser.
 */
const PATH = helpWithFeesPage.path;
const check = (page: Page) => page.locator('#help-with-fees-check');
const heading = (page: Page) => page.locator('#help-with-fees-heading');
const next = (page: Page) => check(page).getByRole('button', { name: 'Continue' }).click();

async function choose(page: Page, question: string, choice: string | RegExp) {
  await expect(heading(page)).toHaveText(question);
  await check(page).getByRole('group', { name: question }).getByLabel(choice).check();
  await next(page);
}
async function amount(page: Page, question: string, value: string) {
  await expect(heading(page)).toHaveText(question);
  await check(page).getByLabel('Amount in pounds').fill(value);
  await next(page);
}

type Household = { couple?: boolean; over66?: boolean; young?: string; older?: string; savings?: string; benefit?: boolean; income?: string };

/** Answers every question after "Who would pay the fee?", from the couple question to the fee. */
async function answerHousehold(page: Page, h: Household, fee: { claim: string } | { fee: string } | null) {
  await choose(page, 'Are you single, or part of a couple?', h.couple ? 'Part of a couple' : 'Single');
  await choose(page, h.couple ? 'Are you, or your partner, aged 66 or over?' : 'Are you aged 66 or over?', h.over66 ? 'Yes' : 'No');
  await expect(heading(page)).toHaveText('How many children do you support?');
  // GOV.UK: the group's hint is its description, read with the question.
  await expect(check(page).getByRole('group', { name: helpWithFeesQuestions.children.legend })).toHaveAccessibleDescription(helpWithFeesQuestions.children.hint);
  await check(page).getByLabel('Aged 13 or under').fill(h.young ?? '0');
  await check(page).getByLabel('Aged 14 or over').fill(h.older ?? '0');
  await next(page);
  await amount(page, 'How much do you (and your partner) have in savings and investments? (£)', h.savings ?? '0');
  await choose(page, 'Do you get one of these benefits?', h.benefit ? 'Yes' : 'No');
  if (!h.benefit) await amount(page, 'What is your (and your partner’s) total monthly income, before tax? (£)', h.income ?? '0');
  if (!fee) return;
  await expect(heading(page)).toHaveText('Which fee do you want help with?');
  const group = check(page).getByRole('group', { name: 'Which fee do you want help with?' });
  if ('claim' in fee) {
    const chosen = group.getByLabel('The issue fee and hearing fee for my claim');
    await chosen.check();
    // What the answer asks next opens under it, named by its aria-controls (GOV.UK conditional reveal).
    const revealed = page.locator(`#${await chosen.getAttribute('aria-controls')}`);
    await revealed.getByLabel('How much is your claim for, including interest? (£)').fill(fee.claim);
  } else {
    await group.getByLabel('A fee I know the amount of').check();
    await check(page).getByLabel('The fee (£)').fill(fee.fee);
  }
  await next(page);
}

const resultFor = (page: Page, title: RegExp) => check(page).locator('[data-help-with-fees-result] li').filter({ has: page.getByRole('heading', { name: title }) });

test('a single person earning £1,420 with a £3,000 claim: one question a step, check your answers, likely no fee for both fees; nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || new URL(request.url()).search !== '') sent.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(PATH);
  await expect(check(page).getByText('Question 1 of 8')).toBeVisible();
  await choose(page, 'Who would pay the fee?', 'Me, as an individual');
  // Each step's heading takes focus, so a screen reader hears the new question.
  await expect(heading(page)).toBeFocused();
  await answerHousehold(page, { income: '1,420' }, { claim: '3000' });

  await expect(heading(page)).toHaveText('Check your answers');
  await expect(check(page).locator('dl')).toContainText('Monthly income before tax£1,420');
  await expect(check(page).locator('dl')).toContainText('The fees for a claim of £3000');
  await check(page).getByRole('button', { name: 'See if I am likely to get help' }).click();

  await expect(heading(page)).toHaveText('Your likely result');
  await expect(heading(page)).toBeFocused();
  const issue = resultFor(page, /Issue fee: £115/);
  await expect(issue).toContainText('Likely no fee to pay');
  await expect(issue).toContainText('Your monthly income of £1,420 is not more than your threshold: £1,420.');
  await expect(resultFor(page, /Hearing fee: £181/)).toContainText('Likely no fee to pay');
  await expect(check(page)).toContainText('your latest bank statements for every current account');
  await expect(check(page).getByRole('link', { name: 'Apply for Help with Fees on GOV.UK' })).toHaveAttribute('href', 'https://www.gov.uk/get-help-with-court-fees');
  await expect(check(page).getByRole('link', { name: 'Form EX160 and its guide EX160A' })).toHaveAttribute('href', /apply-for-help-with-court-and-tribunal-fees$/);
  await expect(check(page)).toContainText(hwfAsAt);
  expect(await seriousViolations(page)).toEqual([]);
  // Kept on this device only when the visitor chooses it, and then still in this browser alone.
  expect(await page.evaluate((key) => localStorage.getItem(key), HWF_ANSWERS_KEY)).toBeNull();
  await check(page).getByRole('checkbox', { name: /Save my answers on this device/ }).check();
  await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').income, HWF_ANSWERS_KEY)).toBe('1,420');
  expect(sent).toEqual([]);
});

test('£1,421 a month: £1 over the threshold rounds down to £0, so likely no fee, with the working; a company is told at once', async ({ page }) => {
  await page.goto(PATH);
  await choose(page, 'Who would pay the fee?', 'Me, as a sole trader');
  await answerHousehold(page, { income: '1421' }, { fee: '455' });
  await check(page).getByRole('button', { name: 'See if I am likely to get help' }).click();
  const fee = resultFor(page, /The fee: £455/);
  await expect(fee).toContainText('Likely no fee to pay');
  await expect(fee).toContainText('Your monthly income of £1,421 is £1 more than your threshold (£1,420). Rounded down to the nearest £10, that is £0, so you are likely to pay nothing towards the fee.');
  await expect(fee.getByRole('listitem')).toHaveText(['Excess income: £1,421 − £1,420 = £1', 'Rounded down to the nearest £10: £0']);
  // Issue 51: never the old answer without a figure.
  await expect(check(page)).not.toContainText(/some or all of the fee|no figure/);

  await check(page).getByRole('button', { name: 'Start again' }).click();
  await expect(heading(page)).toHaveText('Who would pay the fee?');
  await expect(heading(page)).toBeFocused();
  await choose(page, 'Who would pay the fee?', 'A company or other organisation');
  await expect(heading(page)).toHaveText('Check your answers');
  await check(page).getByRole('button', { name: 'See if I am likely to get help' }).click();
  await expect(check(page).locator('[data-help-with-fees-result]')).toContainText('Not likely to get help');
  await expect(check(page).locator('[data-help-with-fees-result]')).toContainText('A company or other organisation cannot get it.');
});

/** The claim calculator's result for a £3,800 debt due on 2 March 2026, worked out to 2 November 2026 (a claim of about £4,000), and its fee lines. */
async function calculatorFees(page: Page) {
  await page.clock.setFixedTime(new Date('2026-11-02T10:00:00'));
  await page.goto('/tools/claim-calculator');
  const form = page.getByRole('form', { name: 'Your claim' });
  await form.getByLabel('Amount owed, before interest (£)').fill('3800');
  await fillDate(form.getByRole('group', { name: 'Date the payment was due' }), '2026-03-02');
  await form.getByRole('group', { name: /both acting in the course of a business/ }).getByLabel(/^No/).check();
  await form.getByRole('group', { name: /going to a hearing/ }).getByLabel('Yes', { exact: true }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  return (label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
}

test('issue 51: single, £1,800 a month, £1,000 saved, a £455 fee: likely to pay £190 of it, with the working; the calculator and the plan then show £190 beside the full fee', async ({ page }) => {
  await page.goto(PATH);
  await choose(page, 'Who would pay the fee?', 'Me, as an individual');
  await answerHousehold(page, { savings: '1000', income: '1800' }, { fee: '455' });
  await check(page).getByRole('button', { name: 'See if I am likely to get help' }).click();
  const fee = resultFor(page, /The fee: £455/);
  await expect(fee).toContainText('Likely to pay £190 of the £455 fee');
  await expect(fee).toContainText(
    'Your monthly income of £1,800 is £380 more than your threshold (£1,420). From that excess income you are likely to pay £190, less than the £455 fee, so Help with Fees is likely to pay the other £265.',
  );
  await expect(fee.getByRole('heading', { name: 'How it is worked out' })).toBeVisible();
  await expect(fee.getByRole('listitem')).toHaveText([
    'Excess income: £1,800 − £1,420 = £380',
    'Rounded down to the nearest £10: £380',
    '50% of the first £1,000: 50% × £380 = £190',
    'Help with Fees pays: £455 − £190 = £265',
  ]);
  // The "as at" line names the source as it is.
  await expect(check(page)).toContainText('follows HMCTS’s Help with Fees staff application (its public code, as at 20 August 2026): we could not read the Table of rates in the fees order itself');
  expect(await seriousViolations(page)).toEqual([]);

  // The calculator's fees (£205 and £346 for a claim of about £4,000): £190 of each, beside the full fee.
  const feeLine = await calculatorFees(page);
  await expect(feeLine('Issue fee')).toContainText('£205.00');
  await expect(feeLine('Issue fee')).toContainText('With Help with Fees: likely £190 from your answers');
  await expect(feeLine('Hearing fee')).toContainText('£346.00');
  await expect(feeLine('Hearing fee')).toContainText('With Help with Fees: likely £190 from your answers');

  // Plan my claim, for an individual's £8,000 debt: its issue fee shows the same £190.
  const plan = { ...draftOf(formValuesFrom({ claim: { ...individualFromCompany, amountPence: 800_000, disputed: false } })), stage: 'plan' };
  await page.evaluate(([key, draft]) => sessionStorage.setItem(key, draft), [PLAN_DRAFT_KEY, JSON.stringify(plan)] as const);
  await page.goto('/tools/claim-plan');
  await expect(page.locator('[data-plan-item="issue-fee"]')).toContainText('With Help with Fees: likely £190 from your answers');
});

test('issue 51: £1,900 a month against a £205 fee: the whole fee, and why; more than £3,000 over the threshold: not likely to get help, and why', async ({ page }) => {
  await page.goto(PATH);
  await choose(page, 'Who would pay the fee?', 'Me, as an individual');
  await answerHousehold(page, { income: '1900' }, { fee: '205' });
  await check(page).getByRole('button', { name: 'See if I am likely to get help' }).click();
  const fee = resultFor(page, /The fee: £205/);
  await expect(fee).toContainText('Likely to pay the whole fee');
  await expect(fee).toContainText(
    'Your monthly income of £1,900 is £480 more than your threshold (£1,420). From that excess income you would pay £240, which is at least the £205 fee, so you are likely to pay the whole fee: Help with Fees would pay none of it.',
  );
  await expect(fee.getByRole('listitem').last()).toHaveText('£240 is at least the £205 fee: you pay the whole fee');

  await check(page).getByRole('button', { name: 'Change my answers' }).click();
  await check(page).getByRole('button', { name: 'Change monthly income before tax' }).click();
  await amount(page, 'What is your (and your partner’s) total monthly income, before tax? (£)', '4430');
  await expect(heading(page)).toHaveText('Check your answers');
  await check(page).getByRole('button', { name: 'See if I am likely to get help' }).click();
  await expect(resultFor(page, /The fee: £205/)).toContainText('Not likely to get help');
  await expect(resultFor(page, /The fee: £205/)).toContainText(
    'Your monthly income of £4,430 is £3,010 more than your threshold (£1,420). With an income more than £3,000 over your threshold, Help with Fees gives no help: you pay the whole fee.',
  );
});

test('a couple with two children (10 and 15), savings of £4,250 against a £455 fee: the court decides, at the limit; the threshold is worked', async ({ page }) => {
  await page.goto(PATH);
  await choose(page, 'Who would pay the fee?', 'Me, as an individual');
  await answerHousehold(page, { couple: true, young: '1', older: '1', savings: '4250', income: '3000' }, { fee: '455' });
  await check(page).getByRole('button', { name: 'See if I am likely to get help' }).click();
  // Issue 51: exactly at the limit, the Order ("under £4,250") and HMCTS's code (which lets £4,250 through) differ.
  const atLimit = resultFor(page, /The fee: £455/);
  await expect(atLimit).toContainText('You can still apply: the court decides');
  await expect(atLimit).toContainText(
    'Your savings and investments of £4,250 are at or just over the £4,250 limit. The fees order says they must be under £4,250, but HMCTS’s own calculator lets £4,250 itself through, so you can still apply: the court decides.',
  );
  await expect(atLimit).toContainText('If the court lets your savings through: likely no fee to pay');
  // Change the savings from the check page: back to the result's inputs, then the answer changes.
  await check(page).getByRole('button', { name: 'Change my answers' }).click();
  await check(page).getByRole('button', { name: 'Change savings and investments' }).click();
  await amount(page, 'How much do you (and your partner) have in savings and investments? (£)', '4249');
  await expect(heading(page)).toHaveText('Check your answers');
  await check(page).getByRole('button', { name: 'See if I am likely to get help' }).click();
  await expect(resultFor(page, /The fee: £455/)).toContainText(
    'Your monthly income of £3,000 is not more than your threshold: £1,420 (single) + £710 (partner) + 1 × £425 (aged 13 or under) + 1 × £710 (aged 14 or over) = £3,265.',
  );
});

test('errors: a summary linked to the field, inline errors, focus; Back keeps every answer; a reload keeps the step and the answers', async ({ page }) => {
  await page.goto(PATH);
  await next(page);
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(hwfErrors.applicant);
  await expect(check(page).locator('[data-slot="error-summary"]')).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);
  await summary.getByRole('link', { name: hwfErrors.applicant }).click();
  await expect(check(page).getByLabel('Me, as an individual')).toBeFocused();
  await choose(page, 'Who would pay the fee?', 'Me, as an individual');
  await choose(page, 'Are you single, or part of a couple?', 'Single');
  await choose(page, 'Are you aged 66 or over?', 'No');
  await check(page).getByLabel('Aged 13 or under').fill('two');
  await next(page);
  await expect(summary).toContainText(hwfErrors.children);
  await expect(summary).toContainText(hwfErrors.olderChildren);
  const older = check(page).getByLabel('Aged 14 or over');
  await expect(older).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await older.getAttribute('aria-describedby'))!.split(' ');
  await expect(page.locator(`[id="${describedBy.find((id) => id.endsWith('-error'))}"]`)).toContainText(hwfErrors.olderChildren);

  await check(page).getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('Are you aged 66 or over?');
  await expect(check(page).getByLabel('No')).toBeChecked();
  await next(page);
  await check(page).getByLabel('Aged 13 or under').fill('2');
  await check(page).getByLabel('Aged 14 or over').fill('0');
  await next(page);
  await expect(heading(page)).toHaveText('How much do you (and your partner) have in savings and investments? (£)');
  await check(page).getByLabel('Amount in pounds').fill('1,200');
  await page.reload();
  await expect(heading(page)).toHaveText('How much do you (and your partner) have in savings and investments? (£)');
  await expect(check(page).getByLabel('Amount in pounds')).toHaveValue('1,200');
  await check(page).getByRole('button', { name: 'Back' }).click();
  await expect(check(page).getByLabel('Aged 13 or under')).toHaveValue('2');
});

test('from the claim calculator and Plan my claim: the check opens with the claim filled in, and afterwards both show the likely fee beside the full one', async ({ page }) => {
  // The calculator's link carries the claim's value (claim-calculator.spec.ts checks the link on the result).
  await page.goto(`${PATH}?claim=4000.00`);
  await expect(check(page).getByRole('status')).toHaveText('We filled in the fee for your claim. Check it before you go on.');
  await choose(page, 'Who would pay the fee?', 'Me, as an individual');
  await answerHousehold(page, { income: '900' }, null);
  await expect(heading(page)).toHaveText('Which fee do you want help with?');
  await expect(check(page).getByLabel('The issue fee and hearing fee for my claim')).toBeChecked();
  await expect(check(page).getByLabel('How much is your claim for, including interest? (£)')).toHaveValue('4000.00');
  await next(page);
  await check(page).getByRole('button', { name: 'See if I am likely to get help' }).click();
  await expect(resultFor(page, /Issue fee: £205/)).toContainText('Likely no fee to pay');
  await expect(resultFor(page, /Hearing fee: £346/)).toContainText('Likely no fee to pay');

  // The calculator, in the same tab: its fees with the likely fee beside them.
  const feeLine = await calculatorFees(page);
  await expect(feeLine('Issue fee')).toContainText('£205.00');
  await expect(feeLine('Issue fee')).toContainText('With Help with Fees: likely £0 from your answers');
  await expect(feeLine('Hearing fee')).toContainText('With Help with Fees: likely £0 from your answers');
  await expect(page.getByRole('link', { name: hwfLink.again })).toHaveAttribute('href', /^\/tools\/help-with-fees\?claim=\d+\.\d\d&debt=3800\.00$/);

  // Plan my claim, with a plan already made in this tab (an individual's £600 claim): its fees show the same.
  await page.evaluate(([key, draft]) => sessionStorage.setItem(key, draft), [PLAN_DRAFT_KEY, JSON.stringify({ ...draftOf(formValuesFrom({ claim: { ...individualFromCompany, disputed: false } })), stage: 'plan' })] as const);
  await page.goto('/tools/claim-plan');
  await expect(page.locator('[data-plan-item="issue-fee"]')).toContainText('With Help with Fees: likely £0 from your answers');
  await expect(page.locator('[data-plan-item="help-with-fees"]').getByRole('link', { name: 'Check if you are likely to get Help with Fees' })).toBeVisible();
  // A later link with another claim fills in its fee over the one the tab held, once: the address drops it, so a
  // reload keeps what is on the screen.
  await page.goto(`${PATH}?claim=12000.00`);
  await expect(resultFor(page, /Issue fee: £600/)).toContainText('Likely no fee to pay');
  await expect(resultFor(page, /Hearing fee/)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await page.reload();
  await expect(resultFor(page, /Issue fee: £600/)).toBeVisible();
  // Interest takes a £9,900 debt's claim over £10,000: still a small claim (the track counts the debt alone), so its
  // hearing fee is checked too.
  await page.goto(`${PATH}?claim=10692.00&debt=9900.00`);
  await expect(resultFor(page, /Issue fee: £534\.60/)).toContainText('Likely no fee to pay');
  await expect(resultFor(page, /Hearing fee: £346/)).toContainText('Likely no fee to pay');

  // Nothing was kept beyond this tab.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('help-with-fees')))).toEqual([]);
  expect(await page.evaluate((key) => sessionStorage.getItem(key) !== null, HWF_DRAFT_KEY)).toBe(true);
});

test('keyboard only: the whole check by Tab, Space and Enter, with every step’s heading focused', async ({ page }) => {
  await page.goto(PATH);
  const radio = check(page).getByLabel('Me, as an individual');
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Are you single, or part of a couple?');
  await expect(heading(page)).toBeFocused();
  // Tab from the heading reaches the first choice, then Continue.
  await page.keyboard.press('Tab');
  await expect(check(page).getByLabel('Single')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(check(page).getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Are you aged 66 or over?');
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(check(page).getByLabel('No')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('How many children do you support?');
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('0');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('How much do you (and your partner) have in savings and investments? (£)');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page explains the tests, with the thresholds in tables and the official links', async ({ readOnlyPage: { page } }) => {
    await page.goto(PATH);
    // Found by its marker: Playwright's text matching leaves out what is inside <noscript>.
    await expect(page.locator('[data-no-js-notice]')).toContainText('The check needs JavaScript.');
    await expect(check(page)).toBeHidden();
    const savings = page.getByRole('table', { name: 'Savings and investments must be under' });
    await expect(savings.getByRole('row', { name: /Up to £1,420/ })).toContainText('£4,250');
    await expect(savings.getByRole('row', { name: /£1,421 to £5,000/ })).toContainText('3 times the fee');
    await expect(savings.getByRole('row', { name: /66 or over/ })).toContainText('£16,000');
    const income = page.getByRole('table', { name: 'Gross monthly income threshold' });
    await expect(income.getByRole('row', { name: /A couple, no children/ })).toContainText('£2,130');
    await expect(income.getByRole('row', { name: /aged 14 or over/ })).toContainText('£710');
    // Issue 51: what is paid above the threshold, band by band.
    const bands = page.getByRole('table', { name: 'What you pay from your excess income' });
    await expect(bands.getByRole('row', { name: /The first £1,000/ })).toContainText('50%');
    await expect(bands.getByRole('row', { name: /£1,000 to £2,000/ })).toContainText('70%');
    await expect(bands.getByRole('row', { name: /£2,000 to £3,000/ })).toContainText('90%');
    await expect(bands.getByRole('row', { name: /More than £3,000/ })).toContainText('The whole fee: no help');
    await expect(page.getByText('pays 50% of £380: £190 of a £455 fee')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply for Help with Fees on GOV.UK' })).toBeVisible();
    await expect(page.getByText(hwfAsAt)).toBeVisible();
  });
});
