import type { Page } from '@playwright/test';
import { deviceSaveText } from '@/content/device-save';
import { SAVED_TEMPLATE_ANSWERS_KEY_PREFIX, TEMPLATE_ANSWERS_KEY_PREFIX, savedTemplateAnswersKey } from '@/content/storage-keys';
import { claimCalculatorPrefill } from '@/content/tools/claim-calculator';
import { templatePrefillHref } from '@/lib/templates/prefill';
import { claimCalculatorPrefillHref } from '@/lib/tools/claim-calculator-prefill';
import { expect, expectDate, seriousViolations, test } from './fixtures';
import { fillTemplate, openTemplate, signUp, submitSignUp } from './template-flow';

/** Issue 28, "answers that travel": the plan, the claim calculator and the generator share what they have in common. */
const TODAY = new Date('2026-11-02T10:00:00');
const form = (page: Page) => page.getByRole('form', { name: 'Your claim' });
const result = (page: Page) => page.getByRole('region', { name: 'What your claim would cost' });
const planLink = (page: Page) => result(page).getByRole('link', { name: claimCalculatorPrefill.planLink });

/** Everything this site keeps in localStorage, by key. */
const localItems = (page: Page) => page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
/** A later visit in the same browser: the tab forgets the generator's answers (the trial stays, to reach the generator). */
const forgetTabAnswers = (page: Page) =>
  page.evaluate((prefix) => {
    for (const key of Object.keys(window.sessionStorage)) if (key.startsWith(prefix)) window.sessionStorage.removeItem(key);
  }, TEMPLATE_ANSWERS_KEY_PREFIX);

test.describe('the claim calculator opened from a link', () => {
  test('shows the answers filled in and editable, calculates only when asked, and its result links the plan with them', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await page.goto(claimCalculatorPrefillHref({ amountPence: 240_000, dueDate: '2021-03-01', toDate: '2026-12-03', business: true, debtorKind: 'individual' }));
    const calculator = form(page);
    await expect(calculator.getByLabel('Amount owed, before interest (£)')).toHaveValue('2400.00');
    await expectDate(calculator.getByRole('group', { name: 'Date the payment was due' }), '2021-03-01');
    await expectDate(calculator.getByRole('group', { name: 'Work the interest out to' }), '2026-12-03');
    await expect(calculator.getByRole('group', { name: /both acting in the course of a business/ }).getByLabel(/^Yes/)).toBeChecked();
    await expect(calculator.getByRole('group', { name: 'Who owes the money?' }).getByLabel('An individual or a sole trader')).toBeChecked();
    await expect(calculator.getByRole('status')).toHaveText(claimCalculatorPrefill.notice);
    // Nothing is worked out until the visitor presses Calculate.
    await expect(result(page)).toHaveCount(0);

    await calculator.getByRole('group', { name: 'Which interest will you claim?' }).getByLabel(/section 69/).check();
    await calculator.getByRole('group', { name: /going to a hearing/ }).getByLabel('Not known yet').check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(result(page)).toContainText('£2,400.00 due on 1 March 2021, with interest worked out to 3 December 2026.');
    await expect(calculator.getByText(claimCalculatorPrefill.notice)).toHaveCount(0);
    await expect(planLink(page)).toHaveAttribute('href', '/tools/claim-plan?amount=2400.00&due=2021-03-01&claimant=business&debtor=sole-trader');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the visitor can change what was filled in, and the plan link carries the changed figures', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await page.goto(claimCalculatorPrefillHref({ amountPence: 60_000, dueDate: '2026-06-15', business: false }));
    const calculator = form(page);
    await expect(calculator.getByLabel('Amount owed, before interest (£)')).toHaveValue('600.00');
    // No date to work interest out to in the link: today, as always.
    await expectDate(calculator.getByRole('group', { name: 'Work the interest out to' }), '2026-11-02');
    await expect(calculator.getByRole('group', { name: /both acting in the course of a business/ }).getByLabel(/^No/)).toBeChecked();
    await calculator.getByLabel('Amount owed, before interest (£)').fill('650.50');
    await calculator.getByRole('group', { name: /going to a hearing/ }).getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    // One side was not in business: who is owed and who owes are not known, so they are left out.
    await expect(planLink(page)).toHaveAttribute('href', '/tools/claim-plan?amount=650.50&due=2026-06-15');
  });

  test('a link with bad values fills in nothing and says nothing', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await page.goto('/tools/claim-calculator?amount=-5&due=2026-02-30&business=maybe&debtor=company');
    const calculator = form(page);
    await expectDate(calculator.getByRole('group', { name: 'Work the interest out to' }), '2026-11-02');
    await expect(calculator.getByLabel('Amount owed, before interest (£)')).toHaveValue('');
    await expectDate(calculator.getByRole('group', { name: 'Date the payment was due' }), '');
    await expect(calculator.getByText(claimCalculatorPrefill.notice)).toHaveCount(0);
  });
});

test('the letter before action opened from a link shows the names and postcodes, as text', async ({ consentedPage: page }) => {
  const debtor = 'Brown & <b>Sons</b> Builders Ltd';
  await page.goto(
    templatePrefillHref('letter-before-action', {
      amount_owed: '2400.00',
      invoice_date: '2021-03-01',
      sender_kind: 'business-to-individual',
      claimant_name: 'Jane Smith trading as Smith Decorating',
      claimant_postcode: 'SY1 1AA',
      debtor_name: debtor,
      debtor_postcode: 'LS1 3BG',
    }),
  );
  const dialog = page.getByRole('dialog');
  await submitSignUp(page, dialog);
  await expect(dialog.getByLabel('Your full name (or business name)')).toHaveValue('Jane Smith trading as Smith Decorating');
  await expect(dialog.getByLabel('Name of the person or business who owes you money')).toHaveValue(debtor);
  await expect(dialog.getByLabel('Your postcode')).toHaveValue('SY1 1AA');
  await expect(dialog.getByLabel('Their postcode')).toHaveValue('LS1 3BG');
  await expect(dialog.getByLabel('Amount owed, before interest (£)')).toHaveValue('2400.00');
  await expect(dialog.locator('input[name="sender_kind"][value="business-to-individual"]')).toBeChecked();
  await expect(dialog.locator('b')).toHaveCount(0);
});

test.describe('save on this device', () => {
  test('is off by default: typing in the generator keeps nothing on the device', async ({ consentedPage: page }) => {
    await page.goto('/legal-templates');
    const { dialog } = await signUp(page);
    await fillTemplate(dialog, { claimant_name: 'Jane Smith', debtor_name: 'Brown Builders Ltd' });
    await expect(dialog.getByLabel(deviceSaveText.label)).not.toBeChecked();
    await expect(dialog.getByText(deviceSaveText.saved)).toHaveCount(0);
    // The tab keeps the answers as before; the device keeps nothing.
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('template-answers:letter-before-action'))).toContain('Jane Smith');
    expect(await localItems(page)).toEqual({});

    await forgetTabAnswers(page);
    await page.reload();
    await openTemplate(page);
    await expect(dialog.getByLabel('Your full name (or business name)')).toHaveValue('');
  });

  test('once chosen, the generator’s answers come back on a later visit; "Clear saved answers" removes them', async ({ consentedPage: page }) => {
    await page.goto('/legal-templates');
    const { dialog } = await signUp(page);
    await fillTemplate(dialog, { claimant_name: 'Jane Smith' });
    await dialog.getByLabel(deviceSaveText.label).check();
    await expect(dialog.getByText(deviceSaveText.saved)).toBeVisible();
    // What was typed before the choice is kept at once, and what is typed after it too.
    await expect.poll(async () => (await localItems(page))[savedTemplateAnswersKey('letter-before-action')]).toContain('Jane Smith');
    await fillTemplate(dialog, { debtor_name: 'Brown Builders Ltd' });
    await expect.poll(async () => (await localItems(page))[savedTemplateAnswersKey('letter-before-action')]).toContain('Brown Builders Ltd');
    expect(await page.evaluate(() => window.localStorage.getItem('save-on-device'))).toBe('on');

    await forgetTabAnswers(page);
    await page.reload();
    await openTemplate(page);
    await expect(dialog.getByLabel('Your full name (or business name)')).toHaveValue('Jane Smith');
    await expect(dialog.getByLabel('Name of the person or business who owes you money')).toHaveValue('Brown Builders Ltd');
    await expect(dialog.getByLabel(deviceSaveText.label)).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: deviceSaveText.clear }).click();
    await expect(dialog.getByRole('status').filter({ hasText: deviceSaveText.cleared })).toBeVisible();
    await expect(dialog.getByLabel(deviceSaveText.label)).not.toBeChecked();
    await expect(dialog.getByText(deviceSaveText.saved)).toHaveCount(0);
    expect(Object.keys(await localItems(page)).filter((key) => key === 'save-on-device' || key.startsWith(SAVED_TEMPLATE_ANSWERS_KEY_PREFIX))).toEqual([]);
    // The answers are still in this tab, as the message says.
    await expect(dialog.getByLabel('Your full name (or business name)')).toHaveValue('Jane Smith');

    await forgetTabAnswers(page);
    await page.reload();
    await openTemplate(page);
    await expect(dialog.getByLabel('Your full name (or business name)')).toHaveValue('');
  });

  test('a link’s answers join the answers saved on the device rather than hide them', async ({ consentedPage: page }) => {
    await page.goto('/legal-templates');
    const { dialog } = await signUp(page);
    await dialog.getByLabel(deviceSaveText.label).check();
    await fillTemplate(dialog, { claimant_name: 'Jane Smith', claimant_postcode: 'SY1 1AA' });
    await expect.poll(async () => (await localItems(page))[savedTemplateAnswersKey('letter-before-action')]).toContain('SY1 1AA');
    await forgetTabAnswers(page);
    await page.goto(templatePrefillHref('letter-before-action', { amount_owed: '600.00', debtor_name: 'Acme Ltd' }));
    await expect(dialog.getByLabel('Amount owed, before interest (£)')).toHaveValue('600.00');
    await expect(dialog.getByLabel('Name of the person or business who owes you money')).toHaveValue('Acme Ltd');
    await expect(dialog.getByLabel('Your full name (or business name)')).toHaveValue('Jane Smith');
    await expect(dialog.getByLabel('Your postcode')).toHaveValue('SY1 1AA');
  });
});
