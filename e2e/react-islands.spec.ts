import type { Page } from '@playwright/test';
import { consultationMessages } from '@/content/consultation';
import { finderMessages } from '@/content/courts/finder-messages';
import { templateMessages } from '@/content/templates/messages';
import { ISLAND_ATTR } from '@/islands/manifest';
import { dateGroup, expect, fillDate, test, waitForHydration } from './fixtures';
import { ConsultationFormPage } from './consultation-form';
import { submitSignUp } from './template-flow';

/**
 * Issue 36: the islands are React components run on Preact's compat layer in production. This project runs the same
 * site with its islands rendered and hydrated by React DOM itself (`out-react/`, `npm run build:react-islands`): one
 * smoke test per island, each checking that React DOM (not Preact) took the island over, with no error in the
 * console (a hydration mismatch is one), and that its main action works.
 */
/**
 * Waits for the island to be hydrated before the test acts: the subject here is which renderer took it over, not what
 * a visitor does before it has (e2e/early-input.spec.ts tests that).
 */
async function expectReactDom(page: Page, island: string) {
  await waitForHydration(page);
  const container = page.locator(`[${ISLAND_ATTR.name}="${island}"]`).first();
  await expect(container).toHaveAttribute(ISLAND_ATTR.state, 'hydrated');
  // React DOM marks the root it hydrates; Preact does not.
  expect(await container.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer')))).toBe(true);
}

test.afterEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

test('the consultation form sends a request', async ({ consentedPage: page }) => {
  const form = new ConsultationFormPage(page);
  await form.open();
  await expectReactDom(page, 'consultation-form');
  await form.fillValid();
  await form.submit.click();
  await expect(form.toast(consultationMessages.submittedTitle)).toBeVisible();
  await form.expectAllEmpty();
});

test('the blog filter filters', async ({ consentedPage: page }) => {
  await page.goto('/blog');
  await expectReactDom(page, 'blog-filter');
  await page.locator('#blog-search').fill('hearing day');
  await expect(page.getByText('Showing 1 of 7 articles')).toBeVisible();
});

test('the court finder answers a postcode, and the directory filters', async ({ consentedPage: page }) => {
  await page.goto('/court-locations');
  await expectReactDom(page, 'court-finder');
  await expectReactDom(page, 'court-directory');
  const finder = page.locator('#court-finder');
  await finder.getByLabel(finderMessages.postcodeLabel, { exact: true }).fill('LS1 4DY');
  await finder.getByRole('button', { name: finderMessages.submit }).click();
  await expect(finder.getByRole('heading', { name: finderMessages.answerHeading('LS1 4DY') })).toBeVisible();
  await page.locator('#court-region').selectOption('Yorkshire');
  await expect(page.getByText('Showing 1 of 6 courts')).toBeVisible();
});

test('the templates: the trial sign-up unlocks the generator, and the premium request opens', async ({ consentedPage: page }) => {
  await page.goto('/legal-templates');
  await expectReactDom(page, 'template-gallery');
  await page.getByRole('button', { name: /Letter Before Action$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: templateMessages.trialLockedTitle })).toBeVisible();
  await submitSignUp(page, dialog);
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Request a bespoke template' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('Plan my claim moves from one question to the next', async ({ consentedPage: page }) => {
  await page.goto('/tools/claim-plan');
  await expectReactDom(page, 'claim-plan');
  const tool = page.locator('#claim-plan-tool');
  await tool.getByRole('group', { name: 'What do you need a plan for?' }).getByLabel(/Someone owes me money/).check();
  await tool.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#claim-plan-heading')).toHaveText('Who is owed the money?');
});

test('the Get paid planner moves from one question to the next', async ({ consentedPage: page }) => {
  await page.goto('/tools/get-paid');
  await expectReactDom(page, 'get-paid');
  const tool = page.locator('#get-paid-planner');
  await tool.getByLabel('The judgment, for the debt and any interest (£)').fill('3200');
  await tool.getByLabel('Costs the court added, such as court fees (£)').fill('0');
  await tool.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#get-paid-heading')).toHaveText('What is the date of the judgment?');
});

test('the claim calculator works out a claim', async ({ consentedPage: page }) => {
  await page.clock.setFixedTime(new Date('2026-11-02T10:00:00'));
  await page.goto('/tools/claim-calculator');
  await expectReactDom(page, 'claim-calculator');
  const form = page.getByRole('form', { name: 'Your claim' });
  await form.getByLabel('Amount owed, before interest (£)').fill('1250');
  await fillDate(form.getByRole('group', { name: 'Date the payment was due' }), '2026-03-03');
  await form.getByRole('group', { name: /both acting in the course of a business/ }).getByLabel(/^No/).check();
  await form.getByRole('group', { name: /going to a hearing/ }).getByLabel('Yes', { exact: true }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('region', { name: 'What your claim would cost' })).toContainText('£66.85');
});

test('the deadline calculator works out a deadline', async ({ consentedPage: page }) => {
  await page.clock.setFixedTime(new Date('2026-11-24T10:00:00'));
  await page.goto('/tools/deadline-calculator');
  await expectReactDom(page, 'deadline-calculator');
  const form = page.getByRole('form', { name: 'Work out a deadline' });
  await form.getByLabel('What happened?').selectOption({ label: 'A claim form was posted first class, or emailed (only if email service was agreed in writing) or sent another way the rules allow' });
  await fillDate(dateGroup(form, 'date'), '2026-12-24');
  await page.getByRole('button', { name: 'Work out the deadline' }).click();
  await expect(page.getByRole('article', { name: 'Claim form treated as served' })).toContainText('30 December 2026');
});

test('site search answers a question', async ({ consentedPage: page }) => {
  await page.goto('/search?q=mediation');
  await expectReactDom(page, 'site-search');
  await expect(page.getByRole('status').filter({ hasText: /pages? match “mediation”/ })).toBeVisible();
});

test('the hearing bundle works out the dates before a hearing', async ({ consentedPage: page }) => {
  await page.clock.setFixedTime(new Date('2026-11-24T10:00:00'));
  await page.goto('/tools/hearing-bundle');
  await expectReactDom(page, 'hearing-bundle');
  const form = page.getByRole('form', { name: 'When your documents are due' });
  await fillDate(dateGroup(form, 'hearing'), '2027-02-02');
  await form.getByRole('button', { name: 'Work out my dates' }).click();
  await expect(page.getByRole('article', { name: 'Send your documents and witness statements to the court and the other side' })).toContainText('Monday 18 January 2027');
});
