import type { Locator, Page } from '@playwright/test';
import { templateMessages as messages } from '@/content/templates/messages';
import { dateGroup, expect, expectDate, fillDate } from './fixtures';

/** The template generator, step by step, as a visitor uses it (shared by the template, print and accuracy tests). */

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
export const uniqueEmail = (prefix = 'trial') => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Opens a template's card. With a paused fake clock, time is moved on a little: React reveals the lazily loaded
 * dialog on a short timer.
 */
export async function openTemplate(page: Page, title: string | RegExp = /Letter Before Action$/, { fakeClock = false } = {}) {
  await page.getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog');
  if (fakeClock) {
    await page.clock.runFor(500);
    await untilShown(page, dialog);
  }
  return dialog;
}

/**
 * With a paused fake clock, waits for `locator` while moving time on in small steps: on a loaded machine the code that
 * shows it can arrive late, and then what it does on the next frame or timer waits for the (fake) clock, as a
 * visitor's would wait for the real one. A few hundred milliseconds at most: a trial's timer does not move.
 */
export async function untilShown(page: Page, locator: Locator) {
  await expect.poll(async () => (await locator.isVisible()) || (await page.clock.runFor(20), false)).toBe(true);
}

/** Signs up for the trial from the open sign-up form. */
export async function submitSignUp(page: Page, dialog: Locator, { email = uniqueEmail(), fakeClock = false } = {}) {
  await dialog.getByLabel('Full name').fill('Jane Smith');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
  if (fakeClock) {
    // The sign-up is sent for real; once it has gone, the generator shows, and the toast on the next timer.
    await untilShown(page, dialog.getByRole('button', { name: 'Continue' }));
    await page.clock.runFor(200);
  }
  await expect(toast(page, messages.trialUnlockedTitle)).toContainText(messages.trialUnlockedText);
  return email;
}

export async function signUp(page: Page, { title = /Letter Before Action$/ as string | RegExp, email = uniqueEmail(), fakeClock = false } = {}) {
  const dialog = await openTemplate(page, title, { fakeClock });
  await submitSignUp(page, dialog, { email, fakeClock });
  return { dialog, email };
}

/**
 * Answers a template's form: a guardrail question by the value of its radio button, any other field by typing.
 * Answers are given in order, so a question's answer can reveal the fields after it.
 */
export async function fillTemplate(dialog: Locator, values: Readonly<Record<string, string>>) {
  for (const [id, value] of Object.entries(values)) {
    // A question's answers are kebab-case values, safe in a selector; anything else is typed.
    const radios = dialog.locator(`input[type="radio"][name="${id}"]`);
    if (await radios.count()) await dialog.locator(`input[type="radio"][name="${id}"][value="${value}"]`).check();
    // A date is typed into GOV.UK's Day, Month and Year boxes (issue 40).
    else if (await dialog.locator(`[name="${id}-day"]`).count()) await fillDate(dateGroup(dialog, id), value);
    else {
      const control = dialog.locator(`[name="${id}"]`);
      if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value);
      else await control.fill(value);
    }
  }
}

/** Every answer in `values` is in the form again, as `fillTemplate` gave it. */
export async function expectTemplateAnswers(dialog: Locator, values: Readonly<Record<string, string>>) {
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  for (const [id, value] of Object.entries(values)) {
    // A question's answers are kebab-case values, safe in a selector; a date is in its three boxes; anything else was typed.
    if (await dialog.locator(`input[type="radio"][name="${id}"]`).count()) await expect(dialog.locator(`input[type="radio"][name="${id}"][value="${value}"]`)).toBeChecked();
    else if (await dialog.locator(`[name="${id}-day"]`).count()) await expectDate(dateGroup(dialog, id), value);
    else await expect(dialog.locator(`[name="${id}"]`)).toHaveValue(value);
  }
}

/** Continue to check your answers, then Generate: the generated document. */
export async function generate(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your answers' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const document = dialog.locator('#document-preview');
  await expect(document).toBeVisible();
  return document;
}
