import type { Page } from '@playwright/test';
import { caseTypeNotes, claimValueNotes } from '@/content/consultation';
import { REFERRAL_PAYMENT_STATEMENT } from '@/content/referrals';
import { ARTICLE_QUOTE_ATTRIBUTION } from '@/content/provider-claims';
import { toPlainText } from '@/content/inline-markup';
import {
  DEEMED_SERVICE,
  GOODS_ENFORCEMENT_COURT,
  INSOLVENCY_THRESHOLDS,
  WHO_WE_ARE,
  WITNESS_FAMILIARISATION,
} from '@/content/shared-passages';
import { expect, seriousViolations, test } from './fixtures';

/**
 * Issue 16: the built pages say the corrected law (points 1, 2 and 4) and make only claims the business can stand
 * behind (point 12). Each test reads the rendered text, not the content records, so a page that drops a passage
 * or a component that stops rendering it fails here even when the records are right.
 */

const main = (page: Page) => page.getByRole('main');

/** Opens a question of the page's FAQ list (native <details>) and returns its answer region. */
async function openQuestion(page: Page, question: string) {
  const summary = main(page).getByText(question, { exact: true });
  await summary.click();
  return main(page).locator('details[open]').filter({ has: page.getByText(question, { exact: true }) });
}

test.describe('1. deemed service', () => {
  test('the document serving page gives the claim form’s rule (CPR 6.14) and the rule for other documents (CPR 6.26)', async ({ readOnlyPage: { page } }) => {
    await page.goto('/services/document-serving-help');
    const callout = main(page).getByRole('note').filter({ hasText: 'Deemed service of posted documents' });
    await expect(callout).toContainText(toPlainText(DEEMED_SERVICE));
    await expect(callout).toContainText('claim form sent by first class post is deemed served on the second business day after posting (CPR 6.14)');
    await expect(callout).toContainText('so one posted on a Friday is served on the Monday');
    const answer = await openQuestion(page, 'When is a posted document treated as served?');
    await expect(answer).toContainText('Any other document sent by first class post');
    await expect(answer).toContainText('(CPR 6.26)');
    // The old sentence gave every posted document the claim form's rule.
    await expect(main(page)).not.toContainText('a document posted on a Friday is deemed served on the following Tuesday');
    await expect(main(page)).not.toContainText('one posted on a Friday on the following Tuesday');
  });

  test('ongoing support tells people what to do with posted papers by the same two rules', async ({ readOnlyPage: { page } }) => {
    await page.goto('/services/ongoing-support');
    await expect(main(page)).toContainText(toPlainText(DEEMED_SERVICE));
    await expect(main(page)).not.toContainText('documents sent by post are treated as served on the second business day after posting');
  });
});

test.describe('2. the winding-up threshold is a debt of more than £750', () => {
  for (const path of ['/representation/sme-business-defence', '/services/judgment-enforcement']) {
    test(`${path} says more than £750`, async ({ readOnlyPage: { page } }) => {
      await page.goto(path);
      await expect(main(page)).toContainText(INSOLVENCY_THRESHOLDS);
      await expect(main(page)).toContainText('a debt of exactly £750 is not enough');
      await expect(main(page)).not.toContainText(/£750 or more|at least £750/);
    });
  }

  test('the statutory demand template says so, on its card and in its debt field', async ({ consentedPage: page }) => {
    await page.goto('/legal-templates');
    const card = page.getByRole('button', { name: /Statutory Demand/ });
    await expect(page.getByRole('main')).toContainText('more than £750 to wind up a company');
    await card.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Jane Smith');
    await dialog.getByLabel('Email address').fill(`accuracy-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
    const amount = dialog.getByRole('textbox', { name: /Amount of the debt/ });
    await expect(amount).toHaveAttribute('placeholder', 'More than 750 (5,000 or more for an individual)');
  });
});

test.describe('4. enforcement against goods: £5,000 or more must go to the High Court, £600 to £4,999.99 may', () => {
  const pages = [
    ['/services/judgment-enforcement', 'the enforcement service'],
    ['/step-by-step-guide', 'step 8 of the guide'],
    ['/blog/complete-guide-uk-small-claims-court-process-2024#after-judgment', 'the complete guide’s enforcement section'],
  ] as const;
  for (const [path, what] of pages) {
    test(`${what} says must and may`, async ({ readOnlyPage: { page } }) => {
      await page.goto(path);
      await expect(main(page)).toContainText(toPlainText(GOODS_ENFORCEMENT_COURT));
      await expect(main(page)).toContainText('A judgment of £5,000 or more must be enforced in the High Court');
      await expect(main(page)).toContainText('From £600 to £4,999.99 you may choose');
      await expect(main(page)).not.toContainText('Judgments of £600 or more can be transferred to the High Court for a writ instead');
    });
  }
});

test.describe('12. claims the business can stand behind', () => {
  test('the figures name no invented source, and the money is recovered by clients, not collected by us', async ({ readOnlyPage: { page } }) => {
    await page.goto('/services/initial-assessment-help');
    const figures = main(page).getByRole('region', { name: 'Preparation makes a difference' });
    await expect(figures).toBeVisible();
    await expect(figures).not.toContainText(/our own figures|comparing people who/i);

    await page.goto('/services/judgment-enforcement');
    await expect(main(page)).toContainText('£1.8m');
    await expect(main(page)).toContainText('recovered by our enforcement clients through the court');
    await expect(main(page)).not.toContainText('collected for our clients');
  });

  for (const path of ['/services/court-preparation-coaching', '/services/court-preparation']) {
    test(`${path} offers witnesses familiarisation, never rehearsal`, async ({ readOnlyPage: { page } }) => {
      await page.goto(path);
      await expect(main(page)).toContainText(toPlainText(WITNESS_FAMILIARISATION));
      await expect(main(page)).not.toContainText(/coaching for your lay representative or witnesses/i);
    });
  }

  test('who we are: on every service page’s scope note, the terms and the footer, with how to complain', async ({ readOnlyPage: { page } }) => {
    const whoWeAre = toPlainText(WHO_WE_ARE);
    await page.goto('/services/claim-filing-service');
    const note = main(page).getByRole('note', { name: 'About us' });
    await expect(note).toContainText('our guides and articles are general information');
    await expect(note).toContainText(whoWeAre);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(whoWeAre);
    await expect(footer).toContainText('not regulated by the Solicitors Regulation Authority (SRA), the Bar Standards Board (BSB) or CILEx Regulation');
    await footer.getByRole('link', { name: 'how to complain' }).click();
    await expect(page).toHaveURL(/\/terms-of-service#complaints$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Complaints' })).toBeInViewport();
    await expect(main(page)).toContainText(whoWeAre);
    await expect(main(page)).not.toContainText('cannot normally deal with complaints');
  });

  for (const path of ['/representation/get-representation', '/representation/sme-business-defence']) {
    test(`${path} says whether we are paid for introductions`, async ({ readOnlyPage: { page } }) => {
      await page.goto(path);
      await expect(main(page)).toContainText(REFERRAL_PAYMENT_STATEMENT);
    });
  }

  test('the reply promises agree: within 24 hours on working days', async ({ readOnlyPage: { page } }) => {
    await page.goto('/');
    await expect(page.getByText('Reply within 24 hours on working days', { exact: true })).toBeVisible();
    await expect(page.locator('#contact')).toContainText('We reply within 24 hours on working days.');
    await page.goto('/services/ongoing-support');
    await expect(main(page)).toContainText('answered within 24 hours on working days');
    await expect(main(page)).not.toContainText('answered by the next working day');
  });

  test('the article quote is attributed as the spec says, to a job title at the business (a claim to confirm before launch)', async ({ readOnlyPage: { page } }) => {
    await page.goto('/blog/top-10-mistakes-that-lose-small-claims-cases');
    await expect(main(page).locator('figure figcaption')).toHaveText(`— ${ARTICLE_QUOTE_ATTRIBUTION}`);
    await expect(main(page).locator('figure figcaption')).toHaveText('— Senior Legal Consultant, Small Claims Compass');
  });

  test('the consultation form explains “Employment Dispute” and “Over £10,000” once chosen', async ({ consentedPage: page }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Request your free consultation' });
    const caseType = form.getByRole('combobox', { name: 'Case Type', exact: true });
    const claimValue = form.getByRole('combobox', { name: 'Claim Value', exact: true });
    await expect(form).not.toContainText('Employment Tribunal');

    await caseType.selectOption('Employment Dispute');
    await expect(form.getByText(caseTypeNotes.employment!)).toBeVisible();
    await expect(caseType).toHaveAccessibleDescription(caseTypeNotes.employment!);
    await claimValue.selectOption('Over £10,000');
    await expect(form.getByText(claimValueNotes['over-10000']!)).toBeVisible();
    await expect(claimValue).toHaveAccessibleDescription(claimValueNotes['over-10000']!);

    await caseType.selectOption('Unpaid Invoice/Debt');
    await expect(form).not.toContainText('Employment Tribunal');
    expect(await seriousViolations(page, '#contact')).toEqual([]);
  });

  test('the trial sign-up explains “Employment Dispute” once chosen', async ({ consentedPage: page }) => {
    await page.goto('/legal-templates');
    await page.getByRole('button', { name: /Letter Before Action$/ }).click();
    const dialog = page.getByRole('dialog');
    const caseType = dialog.getByRole('combobox', { name: 'Case type (optional)' });
    await caseType.selectOption('Employment Dispute');
    await expect(dialog.getByText(caseTypeNotes.employment!)).toBeVisible();
    await expect(caseType).toHaveAccessibleDescription(caseTypeNotes.employment!);
  });
});
