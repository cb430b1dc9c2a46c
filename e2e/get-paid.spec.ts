import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ENFORCEMENT_FEES } from '@/content/get-paid/figures';
import { getPaidPage } from '@/content/get-paid/page';
import { getPaidErrors } from '@/content/get-paid/questions';
import { routesTable, thresholdsTable } from '@/content/get-paid/tables';
import { GET_PAID_ANSWERS_KEY, GET_PAID_DRAFT_KEY, PLAN_DRAFT_KEY } from '@/content/storage-keys';
import { draftOf } from '@/lib/claim-plan/draft';
import { formValuesFrom } from '@/lib/claim-plan/form';
import { individualFromCompany } from '@/lib/claim-plan/test-answers';
import { ISLAND_ATTR } from '@/islands/manifest';
import { SHELL_READY_ATTR } from '@/lib/page-markers';
import { navMenuId } from '@/components/layout/nav-ids';
import { ConsultationFormPage } from './consultation-form';
import { expect, fillDate, seriousViolations, test } from './fixtures';

/**
 * Issue 55, "Get paid": the judgment enforcement planner as a visitor uses it. Three journeys (an employed home owner
 * owing £3,200; £450 and goods; a company owing £7,500), errors, the calendar file, "Ask us about enforcing this", the
 * links from the enforcement page and from Plan my claim, keyboard only, axe, and the page without JavaScript. The
 * clock is fixed at 30 November 2026, so the dates are known. Nothing entered leaves the browser.
 */
const PATH = getPaidPage.path;
const TODAY = new Date('2026-11-30T10:00:00');
const planner = (page: Page) => page.locator('#get-paid-planner');
const heading = (page: Page) => page.locator('#get-paid-heading');
const next = (page: Page) => planner(page).getByRole('button', { name: 'Continue' }).click();
const method = (page: Page, id: string) => planner(page).locator(`[data-method="${id}"]`);

async function open(page: Page, path = PATH) {
  await page.clock.setFixedTime(TODAY);
  await page.goto(path);
}

async function choose(page: Page, question: string, choice: string | RegExp) {
  await expect(heading(page)).toHaveText(question);
  await planner(page).getByRole('group', { name: question }).getByLabel(choice, { exact: typeof choice === 'string' }).check();
  await next(page);
}

type Journey = {
  judgment: string;
  costs?: string;
  date: string;
  paid?: string;
  debtor: string | RegExp;
  assets: readonly (string | RegExp)[];
  credit?: string;
  stops?: string;
};

/** Answers every question, from the amount to Breathing Space, and sees the plan. */
async function answer(page: Page, j: Journey) {
  await expect(heading(page)).toHaveText('How much did the court order them to pay?');
  await planner(page).getByLabel('The judgment, for the debt and any interest (£)').fill(j.judgment);
  await planner(page).getByLabel('Costs the court added, such as court fees (£)').fill(j.costs ?? '0');
  await next(page);
  await expect(heading(page)).toHaveText('What is the date of the judgment?');
  await fillDate(planner(page).getByRole('group', { name: 'What is the date of the judgment?' }), j.date);
  await next(page);
  await choose(page, 'When did the judgment say they must pay?', 'It does not say, or I do not know');
  await expect(heading(page)).toHaveText('How much have they paid since the judgment? (£)');
  await planner(page).getByLabel('Amount in pounds').fill(j.paid ?? '0');
  await next(page);
  await choose(page, 'Who owes the money?', j.debtor);
  await expect(heading(page)).toHaveText('What do you know about what they have?');
  for (const asset of j.assets) await planner(page).getByLabel(asset).check();
  await next(page);
  if (j.credit) await choose(page, 'Was the debt under a consumer credit agreement, such as a loan, credit card or hire purchase?', j.credit);
  await choose(page, 'Is any of these true of them?', j.stops ?? 'None of these');
  await expect(heading(page)).toHaveText('Check your answers');
  await planner(page).getByRole('button', { name: 'See my plan' }).click();
  await expect(heading(page)).toHaveText('Your plan');
  await expect(heading(page)).toBeFocused();
}

test('an employed home owner owing £3,200: wages and the home open, goods to find out in either court; the dates and their calendar file; nothing sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
  });
  await open(page);
  await expect(planner(page).getByText('Question 1 of 8')).toBeVisible();
  await answer(page, { judgment: '3,200', date: '2026-09-01', debtor: /^A person$/, assets: [/employed \(not self-employed\)/, 'They own a home or other land'], credit: 'No' });

  await expect(planner(page).locator('[data-get-paid-state="enforceable"]')).toContainText('£3,200.00 (£3,200.00 judgment + £0.00 costs − £0.00 paid = £3,200.00)');
  const order = await planner(page).locator('[data-method]').evaluateAll((items) => items.map((i) => `${i.getAttribute('data-method')}:${i.getAttribute('data-status')}`));
  expect(order).toEqual(['attachment-of-earnings:open', 'charging-order:open', 'order-to-obtain-information:open', 'third-party-debt-order:find-out', 'warrant-or-writ:find-out']);
  await expect(method(page, 'attachment-of-earnings')).toContainText('£135.00 (not confirmed, as at April 2025)');
  await expect(method(page, 'attachment-of-earnings').getByRole('link', { name: /N337/ })).toHaveAttribute('href', /form-n337/);
  await expect(method(page, 'warrant-or-writ')).toContainText('Only if they have goods worth taking: find out first.');
  await expect(planner(page)).toContainText('Against goods: either court');
  await expect(planner(page)).toContainText('High Court Enforcement Officers’ fees');
  await expect(planner(page)).toContainText('A County Court judgment under £5,000 carries no interest after judgment');
  // The unconfirmed fees say so, with their date, and send the visitor to the EX50.
  await expect(planner(page)).toContainText('Court fees as at April 2025, from secondary sources: we could not confirm them in an official text, so check the EX50 before you pay.');

  // The figures for the attachment of earnings form, the first that fits.
  const boxes = planner(page).locator('[data-get-paid-boxes]');
  await expect(boxes).toHaveAttribute('data-get-paid-boxes', 'N337');
  await expect(boxes).toContainText('Balance due now£3,200.00');
  await planner(page).getByLabel('Show the form for').selectOption('N379');
  await expect(boxes).toHaveAttribute('data-get-paid-boxes', 'N379');

  const dates = planner(page).getByRole('region', { name: 'Dates' });
  await expect(dates).toContainText('15 September 2026: Payment was due under the judgment');
  await expect(dates).toContainText('30 November 2026: Send the form for the method you chose');
  await expect(dates).toContainText('1 September 2032: Last day for a warrant or writ of control without the court’s permission');
  const download = page.waitForEvent('download');
  await planner(page).getByRole('button', { name: 'Add these dates to my calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('get-paid-dates.ics');
  const ics = (await readFile((await file.path())!, 'utf8')).replace(/\r\n /g, '');
  expect(ics).toContain('DTSTART;VALUE=DATE:20261130');
  expect(ics).toContain('SUMMARY:Last day for a warrant or writ of control without the court’s permission');
  expect(ics).toContain('DTSTART;VALUE=DATE:20320901');
  expect(ics).not.toContain('20260915');

  expect(await seriousViolations(page)).toEqual([]);
  // Kept on this device only when chosen.
  expect(await page.evaluate((key) => localStorage.getItem(key), GET_PAID_ANSWERS_KEY)).toBeNull();
  await planner(page).getByRole('checkbox', { name: /Save my answers on this device/ }).check();
  await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').judgment, GET_PAID_ANSWERS_KEY)).toBe('3,200');
  expect(sent.filter((s) => !s.includes('/analytics'))).toEqual([]);
});

test('£450 and goods: a County Court warrant only, with the figures for N323; six years and a day later it needs permission first', async ({ page }) => {
  await open(page);
  await answer(page, { judgment: '400', costs: '50', date: '2026-06-01', debtor: /^A person$/, assets: [/goods of value/], credit: 'No' });
  await expect(method(page, 'warrant-of-control')).toHaveAttribute('data-status', 'open');
  await expect(planner(page).locator('[data-method]').first()).toHaveAttribute('data-method', 'warrant-of-control');
  await expect(planner(page)).toContainText('Against goods: the County Court only (a warrant of control, N323).');
  await expect(planner(page)).not.toContainText('High Court Enforcement Officers’ fees');
  const boxes = planner(page).locator('[data-get-paid-boxes="N323"]');
  await expect(boxes).toContainText('Balance due now£450.00');
  const fee = ENFORCEMENT_FEES.warrantOfControl.pence / 100;
  await expect(boxes).toContainText(`Court fee for this form£${fee}.00 (fee not confirmed: check the EX50 before you pay)`);
  await expect(boxes).toContainText(`Amount of the warrant (balance and fee)£${450 + fee}.00`);

  // The same judgment six years and a day old: the warrant needs the court's permission (N244) first.
  await planner(page).getByRole('button', { name: 'Change my answers' }).click();
  await planner(page).getByRole('button', { name: 'Change date of the judgment' }).click();
  await fillDate(planner(page).getByRole('group', { name: 'What is the date of the judgment?' }), '2020-11-29');
  await next(page);
  await expect(heading(page)).toHaveText('Check your answers');
  await planner(page).getByRole('button', { name: 'See my plan' }).click();
  await expect(planner(page)).toContainText('The judgment is more than six years old (the last day without permission was 29 November 2026).');
  await expect(method(page, 'warrant-of-control').getByRole('link', { name: /N244/ })).toBeVisible();
  await expect(planner(page).locator('[data-get-paid-boxes="N323"]').locator('..')).toContainText('First, form N244 asking for permission');
});

test('a company owing £7,500: no consumer credit question, find out first (N316A), no wages, the High Court, interest; Ask us fills in the consultation form', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await open(page);
  await answer(page, { judgment: '7,500', date: '2026-10-01', debtor: 'A company or LLP', assets: ['I do not know any of these'] });
  await expect(planner(page).locator('[data-method]').first()).toHaveAttribute('data-method', 'order-to-obtain-information');
  await expect(method(page, 'order-to-obtain-information')).toContainText('Start here: you do not yet know what they have');
  await expect(method(page, 'order-to-obtain-information').getByRole('link', { name: /N316A/ })).toBeVisible();
  await expect(method(page, 'attachment-of-earnings')).toHaveAttribute('data-status', 'closed');
  await expect(method(page, 'attachment-of-earnings')).toContainText('A company, LLP or partnership has no wages to take from.');
  await expect(method(page, 'writ-of-control')).toContainText('must go to the High Court');
  await expect(planner(page)).toContainText('Interest runs on this judgment at 8% a year, about £1.64 a day on what is left');
  await expect(planner(page).getByRole('region', { name: 'Before you spend money: can they pay?' }).getByRole('link', { name: /Companies House/ })).toBeVisible();

  await planner(page).getByRole('link', { name: 'Ask us about enforcing this' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  const form = new ConsultationFormPage(page);
  await expect(form.description).toHaveValue(/^From the Get paid planner:\nJudgment of 1 October 2026: £7,500\.00, costs £0\.00, paid since £0\.00; £7,500\.00 left to pay\./);
  await expect(form.description).toHaveValue(/Owed by: a company or LLP\. What I know: nothing yet\./);
  await expect(form.form.getByLabel(/Case Type/)).toHaveValue('unpaid-invoice');
  await expect(form.form.getByLabel(/Claim Value/)).toHaveValue('5000-10000');
  expect(posts.filter((url) => !url.includes('/analytics'))).toEqual([]);
});

test('errors: a summary linked to the fields, inline errors, the title; a reload keeps the step and the answers; Breathing Space pauses everything', async ({ page }) => {
  await open(page);
  await next(page);
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(getPaidErrors.judgment);
  await expect(summary).toContainText(getPaidErrors.costs);
  await expect(planner(page).locator('[data-slot="error-summary"]')).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);
  await summary.getByRole('link', { name: getPaidErrors.judgment }).click();
  await expect(planner(page).getByLabel('The judgment, for the debt and any interest (£)')).toBeFocused();
  await planner(page).getByLabel('The judgment, for the debt and any interest (£)').fill('900');
  await planner(page).getByLabel('Costs the court added, such as court fees (£)').fill('0');
  await next(page);
  await fillDate(planner(page).getByRole('group', { name: 'What is the date of the judgment?' }), '2026-12-01');
  await next(page);
  await expect(summary).toContainText(getPaidErrors.judgmentDateFuture);
  await fillDate(planner(page).getByRole('group', { name: 'What is the date of the judgment?' }), '2026-10-01');
  await next(page);
  await planner(page).getByRole('group', { name: 'When did the judgment say they must pay?' }).getByLabel('By instalments').check();
  await next(page);
  await expect(summary).toContainText(getPaidErrors.instalments);
  await planner(page).getByRole('group', { name: 'Are the instalments being paid on time?' }).getByLabel('No, they have missed one or more').check();
  await next(page);
  await expect(heading(page)).toHaveText('How much have they paid since the judgment? (£)');
  await page.reload();
  await expect(heading(page)).toHaveText('How much have they paid since the judgment? (£)');
  await planner(page).getByRole('button', { name: 'Back' }).click();
  await expect(planner(page).getByLabel('No, they have missed one or more')).toBeChecked();
  await next(page);
  await planner(page).getByLabel('Amount in pounds').fill('100');
  await next(page);
  await choose(page, 'Who owes the money?', /A sole trader/);
  await next(page);
  await expect(summary).toContainText(getPaidErrors.assets);
  await planner(page).getByLabel(/I know a bank/).check();
  await next(page);
  await choose(page, 'Was the debt under a consumer credit agreement, such as a loan, credit card or hire purchase?', 'I do not know');
  await choose(page, 'Is any of these true of them?', /Breathing Space/);
  await planner(page).getByRole('button', { name: 'See my plan' }).click();
  await expect(planner(page).locator('[data-get-paid-state="breathing-space"]')).toContainText('Enforcement is paused: they are in a Breathing Space');
  await expect(planner(page).getByRole('region', { name: 'Dates' })).not.toContainText('Send the form for the method you chose');
  expect(await page.evaluate((key) => sessionStorage.getItem(key) !== null, GET_PAID_DRAFT_KEY)).toBe(true);
});

test('linked from the judgment enforcement page, and from Plan my claim with the amount filled in; the plan offers the checks before a claim', async ({ page }) => {
  await page.goto('/services/judgment-enforcement');
  await page.getByRole('link', { name: 'Get paid planner' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(getPaidPage.title);

  await page.clock.setFixedTime(new Date('2026-11-02T10:00:00'));
  await page.evaluate(([key, draft]) => sessionStorage.setItem(key, draft), [PLAN_DRAFT_KEY, JSON.stringify({ ...draftOf(formValuesFrom({ claim: { ...individualFromCompany, disputed: false } })), stage: 'plan' })] as const);
  await page.goto('/tools/claim-plan');
  await expect(page.locator('[data-plan-item="can-they-pay"]').getByRole('link', { name: 'See the checks and what each tells you' })).toHaveAttribute('href', '/tools/get-paid#checks');
  const link = page.locator('[data-plan-item="get-paid-planner"]').getByRole('link', { name: 'Plan it with the Get paid planner' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/tools\/get-paid\?judgment=\d+\.\d\d$/);
  await link.click();
  await expect(planner(page).getByRole('status')).toHaveText('We have filled in the amount from your claim plan. Check it against the judgment.');
  await expect(planner(page).getByLabel('The judgment, for the debt and any interest (£)')).toHaveValue(href!.split('=')[1]!);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
});

test('keyboard only: the questions by Tab, Space and Enter, each heading focused', async ({ page }) => {
  await open(page);
  await planner(page).getByLabel('The judgment, for the debt and any interest (£)').focus();
  await page.keyboard.type('3200');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('What is the date of the judgment?');
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2026');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('When did the judgment say they must pay?');
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(planner(page).getByLabel('It does not say, or I do not know')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('How much have they paid since the judgment? (£)');
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Who owes the money?');
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('What do you know about what they have?');
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(planner(page).getByLabel(/employed \(not self-employed\)/)).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Was the debt under a consumer credit agreement, such as a loan, credit card or hire purchase?');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the page stays at its floor: the shell alone until the visitor reaches the planner, which then starts', async ({ consentedPage: page }) => {
  await page.goto(PATH);
  await page.waitForFunction((attr) => document.documentElement.getAttribute(attr) === 'ready', SHELL_READY_ATTR);
  const islandScripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((url) => url.includes('/_shell/island-')));
  // The shell has started and found nothing to restore: the planner's script has not been asked for.
  expect(await islandScripts()).toEqual([]);
  await expect(page.locator(`[${ISLAND_ATTR.name}="get-paid"]`)).not.toHaveAttribute(ISLAND_ATTR.state, 'hydrated');
  await planner(page).getByLabel('The judgment, for the debt and any interest (£)').click();
  await expect(page.locator(`[${ISLAND_ATTR.name}="get-paid"]`)).toHaveAttribute(ISLAND_ATTR.state, 'hydrated');
  expect((await islandScripts()).some((url) => url.includes('/_shell/island-get-paid-'))).toBe(true);
});

test('the Resources menu leads to the planner', async ({ consentedPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
  await page.locator(`#${navMenuId('Resources')}`).getByRole('link', { name: getPaidPage.crumb, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(getPaidPage.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page explains the routes, the thresholds and the forms in tables, with the fees dated and the checks', async ({ readOnlyPage: { page } }) => {
    await page.goto(PATH);
    await expect(page.locator('[data-no-js-notice]')).toContainText('The planner needs JavaScript to work out your own plan.');
    await expect(planner(page)).toBeHidden();
    const routes = page.getByRole('table', { name: routesTable.caption });
    await expect(routes.getByRole('row', { name: /Attachment of earnings/ })).toContainText('at least £50');
    await expect(routes.getByRole('row', { name: /Attachment of earnings/ })).toContainText('N337');
    await expect(routes.getByRole('row', { name: /Order to obtain information/ })).toContainText('N316A');
    const thresholds = page.getByRole('table', { name: thresholdsTable.caption });
    await expect(thresholds.getByRole('row', { name: /Under £600/ })).toContainText('County Court only');
    await expect(thresholds.getByRole('row', { name: /£600 to £4,999.99/ })).toContainText('N323 or N293A');
    await expect(thresholds.getByRole('row', { name: /£5,000 or more/ })).toContainText('High Court only');
    const fees = page.getByRole('table', { name: /Court fees to enforce/ });
    await expect(fees.getByRole('row', { name: /Warrant of control/ })).toContainText('As at April 2025');
    await expect(page.getByText('We could not confirm these fees in an official text: check the EX50 before you pay.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Before you spend money: can they pay?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /The Insolvency Register/ })).toHaveAttribute('href', 'https://www.gov.uk/search-bankruptcy-insolvency-register');
  });
});
