import type { Locator, Page } from '@playwright/test';
import { templateMessages as messages } from '@/content/templates/messages';
import { expect, pauseClock, seriousViolations, test } from './fixtures';
import { expectTemplateAnswers, fillTemplate, generate, openTemplate, signUp, submitSignUp } from './template-flow';
import { letter } from './template-values';

/*
 * Issue 26: nothing a visitor does in the template trial is wasted. The warning and "I need more time" stay where
 * the visitor types, the end of the trial is shown (and focused) where they are, their answers come back with a new
 * sign-up, the generated document is where they land, and a guardrail answer that stops the document says so at
 * once. The trial's time is moved on with page.clock, never waited for.
 */

const timer = (scope: Page | Locator) => scope.getByRole('timer', { name: 'Free trial time left' });

/** The part of a locator's box that lies under another's (0 when they do not overlap vertically). */
async function overlap(a: Locator, b: Locator): Promise<number> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('not rendered');
  return Math.max(0, Math.min(boxA.y + boxA.height, boxB.y + boxB.height) - Math.max(boxA.y, boxB.y));
}


const viewports = [
  { device: 'a phone', viewport: { width: 390, height: 844 } },
  { device: 'a laptop', viewport: { width: 1280, height: 800 } },
] as const;

for (const { device, viewport } of viewports) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('at the last field the time left, Expires Soon and "I need more time" are in view; at 0:00 Trial Expired is focused in view, and the answers come back with a new sign-up', async ({
      consentedPage: page,
    }) => {
      await page.clock.install();
      await page.goto('/legal-templates');
      await pauseClock(page);
      const { dialog } = await signUp(page, { fakeClock: true });
      await fillTemplate(dialog, letter);
      // The visitor is at the last field, at the foot of the dialog.
      const last = dialog.locator('[name="enclosures"]');
      await last.focus();
      // The dialog's body scrolls; its frame (and the Close button in its corner) does not.
      await dialog.locator('[data-slot="dialog-body"]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(last).toBeInViewport();
      const bar = timer(dialog);
      await expect(bar).toBeInViewport({ ratio: 1 });
      await expect(bar).toContainText('5:00');

      await page.clock.fastForward(241_000);
      await expect(bar).toContainText('0:59');
      await expect(bar.getByText('Expires Soon')).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole('button', { name: 'I need more time' })).toBeInViewport({ ratio: 1 });
      // The bar never covers the field being typed in (WCAG 2.4.11).
      await expect(last).toBeInViewport();
      expect(await overlap(bar, last)).toBe(0);

      // 0:00: the generator gives way to Trial Expired, focused where the visitor is, with what they can do.
      await page.clock.fastForward(60_000);
      await expect(dialog).toBeVisible();
      const expired = dialog.getByRole('heading', { name: messages.trialExpiredTitle });
      await expect(expired).toBeFocused();
      await expect(expired).toBeInViewport({ ratio: 1 });
      await expect(dialog).toContainText(messages.trialExpiredText);
      await expect(dialog).toContainText(messages.answersKeptAfterTrial);
      await expect(dialog.locator('[name="enclosures"]')).toHaveCount(0);
      const restart = dialog.getByRole('button', { name: messages.startNewTrial });
      await expect(restart).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('link', { name: messages.requestConsultation })).toHaveAttribute('href', '/#contact');
      await expect(dialog.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);

      // A new sign-up finds every answer filled in.
      await restart.click();
      await expect(dialog.getByRole('heading', { name: messages.trialLockedTitle })).toBeVisible();
      await submitSignUp(page, dialog, { fakeClock: true });
      await expect(timer(dialog)).toContainText('5:00');
      await expectTemplateAnswers(dialog, letter);
    });

    test('after Generate the document heading is focused and in view, clear of the time-left bar', async ({ consentedPage: page }) => {
      await page.goto('/legal-templates');
      const { dialog } = await signUp(page);
      await fillTemplate(dialog, letter);
      await generate(dialog);
      const heading = dialog.locator('#document-title');
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport({ ratio: 1 });
      expect(await overlap(timer(dialog), heading)).toBe(0);
      await expect(dialog.getByRole('button', { name: 'Download Word (.docx)' })).toBeInViewport();
    });

    test('choosing "the debtor disputes the debt" shows the refusal at once, beside the question, and asks nothing more', async ({ consentedPage: page }) => {
      await page.goto('/legal-templates');
      const { dialog } = await signUp(page, { title: /Statutory Demand/ });
      await fillTemplate(dialog, { debt_disputed: 'no', debtor_kind: 'company', creditor_name: 'Smith Decorating Ltd' });
      const question = dialog.locator('fieldset', { has: page.locator('legend', { hasText: 'Does the debtor dispute the debt?' }) });
      const stop = dialog.locator('[data-slot="document-stop"]');
      await expect(stop).toHaveCount(0);

      await question.getByLabel('Yes, the debtor disputes all or part of it').check();
      // At once: no Continue, nothing else filled in.
      await expect(stop).toContainText('must not be used for a debt that is genuinely disputed');
      await expect(stop).toContainText('Letter Before Action template');
      await expect(stop).toBeInViewport();
      const [questionBox, stopBox] = [await question.boundingBox(), await stop.boundingBox()];
      expect(stopBox!.y - (questionBox!.y + questionBox!.height)).toBeLessThan(40);
      // The later questions and fields are not asked while that answer stands…
      await expect(dialog.locator('input[name="debtor_kind"]')).toHaveCount(0);
      await expect(dialog.locator('[name="creditor_name"]')).toHaveCount(0);
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      // …and Continue gives the same refusal alone.
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const summary = dialog.locator('[data-slot="error-summary"]');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveCount(1);
      await expect(summary).toContainText('genuinely disputed');

      // Another answer: the form goes on, with what was typed before kept.
      await question.getByLabel('No, the debtor does not dispute the debt').check();
      await expect(stop).toHaveCount(0);
      await expect(dialog.locator('[name="creditor_name"]')).toHaveValue('Smith Decorating Ltd');
    });
  });
}

test('when the trial ends with no template open, Trial Expired is brought into view and focused; after a reload the answers come back with a new sign-up', async ({
  consentedPage: page,
}) => {
  await page.clock.install();
  await page.goto('/legal-templates');
  await pauseClock(page);
  const { dialog } = await signUp(page, { fakeClock: true });
  const typed = { ...letter, debt_details: 'Line one\nLine two, with “quotes” & <b>markup</b>' };
  await fillTemplate(dialog, typed);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The visitor has scrolled down to the premium card.
  await page.getByRole('heading', { name: 'Bespoke Case-Specific Templates' }).scrollIntoViewIfNeeded();

  await page.clock.fastForward(300_000);
  const notice = page.locator('[data-slot="trial-expired"]');
  const heading = notice.getByRole('heading', { name: messages.trialExpiredTitle });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(notice).toContainText(messages.trialExpiredText);
  await expect(notice).toContainText(messages.answersKeptOnPage);
  await expect(notice.getByRole('link', { name: messages.requestConsultation })).toHaveAttribute('href', '/#contact');

  // A reload: the trial stays over (the notice stands, without taking focus), and the answers are still in the tab.
  await page.reload();
  await pauseClock(page);
  await expect(heading).toBeVisible();
  await expect(heading).not.toBeFocused();
  await openTemplate(page, /Letter Before Action$/, { fakeClock: true });
  await expect(dialog.getByRole('heading', { name: messages.trialLockedTitle })).toBeVisible();
  await submitSignUp(page, dialog, { fakeClock: true });
  await expectTemplateAnswers(dialog, typed);
});
