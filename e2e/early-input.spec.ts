import { writeFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { CONSULTATION_PATH, consultationMessages } from '@/content/consultation';
import { finderMessages } from '@/content/courts/finder-messages';
import { answersFileMessages } from '@/content/claim-plan/messages';
import { templateMessages } from '@/content/templates/messages';
import { ISLAND_ATTR } from '@/islands/manifest';
import { SHELL_READY_ATTR } from '@/lib/page-markers';
import { dateGroup, expect, fillDate, nextFileChooser, test } from './fixtures';
import { ConsultationFormPage, upload, validEntry } from './consultation-form';
import { KEY_DELAY, autofill, dropFiles, holdIslandScripts, islandOf, paste, throttleCpu } from './slow-line';

/**
 * Issue 36: nothing a visitor does before a page has started is lost. Each island's scripts are held back (a slow
 * line) while the test acts on the server's HTML as a visitor would: autofill (no focus, no keys), typing at 60 ms a
 * key, pasting, choosing in selects, radios and checkboxes, choosing files, and pressing the island's main button.
 * Then the scripts arrive, and what the island shows and does (what it sends, for the form) is what was on the screen,
 * done once. Each case runs as it is and with the CPU slowed four times.
 */
const navigate = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });
const expectNotStarted = (page: Page, island: string) => expect(islandOf(page, island)).not.toHaveAttribute(ISLAND_ATTR.state, 'hydrated');
const hydrated = (page: Page, island: string) => expect(islandOf(page, island)).toHaveAttribute(ISLAND_ATTR.state, 'hydrated');

for (const rate of [1, 4]) {
  test.describe(`before the page has started, at ${rate}× CPU`, () => {
    test.beforeEach(async ({ consentedPage: page }) => {
      await throttleCpu(page, rate);
    });

    test('the consultation form sends, once, everything filled in before it started', async ({ consentedPage: page }) => {
      const { release } = await holdIslandScripts(page);
      const posts: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === CONSULTATION_PATH) posts.push(request);
      });
      await navigate(page, '/#contact');
      const form = new ConsultationFormPage(page);
      await autofill(page, '#consultation-name', validEntry.name);
      await form.email.pressSequentially(validEntry.email, { delay: KEY_DELAY });
      await form.phone.focus();
      await paste(page, validEntry.phone);
      await form.caseType.selectOption(validEntry.caseType);
      await form.claimValue.selectOption(validEntry.claimValue);
      await form.description.pressSequentially(validEntry.description, { delay: KEY_DELAY });
      await form.documents.setInputFiles([upload('invoice.pdf')]);
      await form.submit.click();
      await expectNotStarted(page, 'consultation-form');
      expect(posts).toHaveLength(0);

      release();
      await expect(form.toast(consultationMessages.submittedTitle)).toContainText(consultationMessages.documentsReceived(1));
      expect(posts).toHaveLength(1);
      const body = posts[0]!.postDataBuffer()!.toString('latin1');
      for (const value of [validEntry.name, validEntry.email, validEntry.phone, validEntry.caseType, validEntry.claimValue, 'invoice.pdf']) expect(body).toContain(value);
      expect(body).toContain(Buffer.from(validEntry.description, 'utf8').toString('latin1'));
      // Confirmed: the form is cleared, as after any request sent.
      await form.expectAllEmpty();
    });

    test('the consultation form keeps what is on the screen as it starts, caret included, and goes on from there', async ({ consentedPage: page }) => {
      const { release } = await holdIslandScripts(page);
      await navigate(page, '/#contact');
      const form = new ConsultationFormPage(page);
      await autofill(page, '#consultation-name', validEntry.name);
      await form.claimValue.selectOption(validEntry.claimValue);
      await form.documents.setInputFiles([upload('contract.docx'), upload('photo.png')]);
      await form.description.pressSequentially('My invoice', { delay: KEY_DELAY });
      await form.description.press('ArrowLeft');
      await expectNotStarted(page, 'consultation-form');
      release();
      await hydrated(page, 'consultation-form');
      // The caret stayed where the visitor left it: the next key goes there, and nothing typed before is lost.
      await form.description.pressSequentially('c', { delay: KEY_DELAY });
      await form.description.press('End');
      await form.description.pressSequentially(' was not paid.', { delay: KEY_DELAY });
      await expect(form.description).toHaveValue('My invoicce was not paid.');
      await expect(form.description).toBeFocused();
      await expect(form.name).toHaveValue(validEntry.name);
      await expect(form.claimValue).toHaveValue(validEntry.claimValue);
      await expect(form.fileNames()).toHaveText(['contract.docx', 'photo.png']);
      await expect(form.form).toContainText(`You have ${(5000 - 'My invoicce was not paid.'.length).toLocaleString('en-GB')} characters remaining`);
      // What the form holds is what it shows: sent now, it names only what is missing.
      await form.submit.click();
      await expect(form.errorSummary).toBeFocused();
      await expect(form.errorSummary.getByRole('link')).toHaveText(['Enter your email address', 'Select the type of case']);
    });

    test('the consultation form lists, and sends, files dropped on it before it started', async ({ consentedPage: page }, testInfo) => {
      const { release } = await holdIslandScripts(page);
      const posts: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === CONSULTATION_PATH) posts.push(request);
      });
      const dropped = await Promise.all(
        ['invoice.pdf', 'photo.png'].map(async (name) => {
          const file = testInfo.outputPath(name);
          await writeFile(file, upload(name).buffer);
          return file;
        }),
      );
      await navigate(page, '/#contact');
      const form = new ConsultationFormPage(page);
      await form.name.fill(validEntry.name);
      await form.email.fill(validEntry.email);
      await form.caseType.selectOption(validEntry.caseType);
      await form.claimValue.selectOption(validEntry.claimValue);
      await form.description.fill(validEntry.description);
      await dropFiles(page, '#consultation-documents', dropped);
      // The browser itself took the files: the page has not started.
      await expect.poll(() => form.documents.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(2);
      await expectNotStarted(page, 'consultation-form');
      release();
      await hydrated(page, 'consultation-form');
      await expect(form.fileNames()).toHaveText(['invoice.pdf', 'photo.png']);
      await form.submit.click();
      await expect(form.toast(consultationMessages.submittedTitle)).toContainText(consultationMessages.documentsReceived(2));
      expect(posts).toHaveLength(1);
      const body = posts[0]!.postDataBuffer()!.toString('latin1');
      for (const name of ['invoice.pdf', 'photo.png']) expect(body).toContain(`filename="${name}"`);
    });

    test('the court directory filters by what was chosen and typed before it started', async ({ consentedPage: page }) => {
      const { release } = await holdIslandScripts(page);
      await navigate(page, '/court-locations');
      await page.locator('#court-region').selectOption('Yorkshire');
      await page.locator('#court-search').pressSequentially('lee', { delay: KEY_DELAY });
      await expectNotStarted(page, 'court-directory');
      release();
      await expect(page.getByText('Showing 1 of 6 courts')).toBeVisible();
      await expect(page.locator('#court-region')).toHaveValue('Yorkshire');
      await expect(page.locator('#court-search')).toHaveValue('lee');
      await expect(page).toHaveURL(/region=Yorkshire/);
      await page.locator('#court-region').selectOption('all');
      await expect(page.getByText('Showing 1 of 6 courts')).toBeVisible(); // Still "lee": Leeds.
      await page.locator('#court-search').fill('');
      await expect(page.getByText('Showing all 6 courts')).toBeVisible();
    });

    test('the court finder answers the postcode and case typed and chosen before it started, once', async ({ consentedPage: page }) => {
      const { release } = await holdIslandScripts(page);
      await navigate(page, '/court-locations');
      const finder = page.locator('#court-finder');
      await finder.getByLabel(finderMessages.postcodeLabel, { exact: true }).pressSequentially('LS1 4DY', { delay: KEY_DELAY });
      await finder.getByRole('radio', { name: 'Bankruptcy' }).check();
      await finder.getByRole('button', { name: finderMessages.submit }).click();
      await expectNotStarted(page, 'court-finder');
      release();
      await expect(finder.getByRole('heading', { name: finderMessages.answerHeading('LS1 4DY') })).toBeVisible();
      await expect(page).toHaveURL(/LS1/);
      await expect(finder.getByRole('radio', { name: 'Bankruptcy' })).toBeChecked();
    });

    test('the blog filter filters by what was typed before it started', async ({ consentedPage: page }) => {
      const { release } = await holdIslandScripts(page);
      await navigate(page, '/blog');
      await page.locator('#blog-search').pressSequentially('hearing day', { delay: KEY_DELAY });
      await expectNotStarted(page, 'blog-filter');
      release();
      await expect(page.getByText('Showing 1 of 7 articles')).toBeVisible();
      await expect(page.locator('#blog-search')).toHaveValue('hearing day');
      await expect(page.getByRole('heading', { name: 'What to Expect on Your Court Hearing Day' })).toBeVisible();
    });

    test('site search searches the question typed and sent before it started', async ({ consentedPage: page }) => {
      const { release } = await holdIslandScripts(page);
      await navigate(page, '/search');
      const field = page.locator('#site-search-query');
      await field.pressSequentially('mediation', { delay: KEY_DELAY });
      await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
      await expectNotStarted(page, 'site-search');
      release();
      await expect(page).toHaveURL(/\/search\?q=mediation$/);
      await expect(field).toHaveValue('mediation');
      await expect(page.getByRole('status').filter({ hasText: /pages? match “mediation”/ })).toBeVisible();
    });

    test('the claim calculator works out what was entered before it started', async ({ consentedPage: page }) => {
      await page.clock.setFixedTime(new Date('2026-11-02T10:00:00'));
      const { release } = await holdIslandScripts(page);
      await navigate(page, '/tools/claim-calculator');
      const form = page.getByRole('form', { name: 'Your claim' });
      await form.getByLabel('Amount owed, before interest (£)').pressSequentially('1250', { delay: KEY_DELAY });
      await fillDate(form.getByRole('group', { name: 'Date the payment was due' }), '2026-03-03');
      await form.getByRole('group', { name: /both acting in the course of a business/ }).getByLabel(/^No/).check();
      await form.getByRole('group', { name: /going to a hearing/ }).getByLabel('Yes', { exact: true }).check();
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expectNotStarted(page, 'claim-calculator');
      release();
      const result = page.getByRole('region', { name: 'What your claim would cost' });
      await expect(result).toContainText('£1,250.00 × 8% × 244 ÷ 365');
      await expect(result).toContainText('£66.85');
      await expect(form.getByLabel('Amount owed, before interest (£)')).toHaveValue('1250');
    });

    test('the deadline calculator works out what was chosen before it started', async ({ consentedPage: page }) => {
      await page.clock.setFixedTime(new Date('2026-11-24T10:00:00'));
      const { release } = await holdIslandScripts(page);
      await navigate(page, '/tools/deadline-calculator');
      const form = page.getByRole('form', { name: 'Work out a deadline' });
      await form.getByLabel('What happened?').selectOption({ label: 'A claim form was posted first class, or emailed (only if email service was agreed in writing) or sent another way the rules allow' });
      await fillDate(dateGroup(form, 'date'), '2026-12-24');
      await page.getByRole('button', { name: 'Work out the deadline' }).click();
      await expectNotStarted(page, 'deadline-calculator');
      release();
      await expect(page.getByRole('article', { name: 'Claim form treated as served' })).toContainText('30 December 2026');
    });

    test('the hearing bundle works out the dates entered before it started, and lists the files chosen then', async ({ consentedPage: page }) => {
      await page.clock.setFixedTime(new Date('2026-11-24T10:00:00'));
      const { release } = await holdIslandScripts(page);
      await navigate(page, '/tools/hearing-bundle');
      const form = page.getByRole('form', { name: 'When your documents are due' });
      await fillDate(dateGroup(form, 'hearing'), '2027-02-02');
      await page.getByLabel('Add documents').setInputFiles(['e2e/fixtures/hearing-bundle/claim-form.pdf', 'e2e/fixtures/hearing-bundle/screenshot.png']);
      await form.getByRole('button', { name: 'Work out my dates' }).click();
      await expectNotStarted(page, 'hearing-bundle');
      release();
      await expect(page.getByRole('article', { name: 'Send your documents and witness statements to the court and the other side' })).toContainText('Monday 18 January 2027');
      await expect(page.locator('li[data-bundle-document] h4')).toHaveText(['Document 1: claim-form.pdf', 'Document 2: screenshot.png']);
    });

    test('Plan my claim moves on with the answer chosen before it started, once', async ({ consentedPage: page }) => {
      await page.clock.setFixedTime(new Date('2026-11-02T10:00:00'));
      const { release } = await holdIslandScripts(page);
      await navigate(page, '/tools/claim-plan');
      const tool = page.locator('#claim-plan-tool');
      await tool.getByRole('group', { name: 'What do you need a plan for?' }).getByLabel(/Someone owes me money/).check();
      await tool.getByRole('button', { name: 'Continue' }).click();
      await expectNotStarted(page, 'claim-plan');
      release();
      await expect(page.locator('#claim-plan-heading')).toHaveText('Who is owed the money?');
      await expect(tool).toContainText('Question 2 of');
    });

    test('the Help with Fees check moves on with the answer chosen before it started, and keeps a link’s claim', async ({ consentedPage: page }) => {
      const { release } = await holdIslandScripts(page);
      await navigate(page, '/tools/help-with-fees?claim=3000.00');
      const tool = page.locator('#help-with-fees-check');
      await tool.getByRole('group', { name: 'Who would pay the fee?' }).getByLabel('Me, as a sole trader').check();
      await tool.getByRole('button', { name: 'Continue' }).click();
      await expectNotStarted(page, 'help-with-fees');
      release();
      await expect(page.locator('#help-with-fees-heading')).toHaveText('Are you single, or part of a couple?');
      await expect(tool).toContainText('Question 2 of 8');
      await tool.getByRole('button', { name: 'Back' }).click();
      await expect(tool.getByLabel('Me, as a sole trader')).toBeChecked();
    });

    test('Plan my claim opens, or refuses with the reason, a saved answers file chosen before it started', async ({ consentedPage: page }, testInfo) => {
      const { release } = await holdIslandScripts(page);
      const chooser = nextFileChooser(page);
      await navigate(page, '/tools/claim-plan');
      const tool = page.locator('#claim-plan-tool');
      const path = testInfo.outputPath('not-answers.json');
      await writeFile(path, '{"kind": "something else"}');
      // As a visitor does: a click on the button-like label opens the picker.
      await tool.locator('label', { hasText: /Open saved answers/ }).click();
      await (await chooser).setFiles(path);
      await expectNotStarted(page, 'claim-plan');
      release();
      await expect(tool.getByRole('alert')).toContainText(answersFileMessages.notAnswers);
    });

    test('a template card pressed before even the page’s own script has run opens its dialog, once', async ({ consentedPage: page }) => {
      // The shell starts once the page has painted (shell/shell-loader.ts): a press on a card drawn before then is
      // remembered by the head's inline script (seen lost 2 times in 60 before it was).
      const { release } = await holdIslandScripts(page, { shell: true });
      await navigate(page, '/legal-templates');
      await page.getByRole('button', { name: /Letter Before Action$/ }).click();
      await expect(page.locator('html')).not.toHaveAttribute(SHELL_READY_ATTR, 'ready');
      release();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: templateMessages.trialLockedTitle })).toBeVisible();
      await expect(dialog).toHaveCount(1);
    });

    test('a template card pressed before the page started opens its dialog, once', async ({ consentedPage: page }) => {
      const { release } = await holdIslandScripts(page);
      await navigate(page, '/legal-templates');
      await page.getByRole('button', { name: /Letter Before Action$/ }).click();
      await expectNotStarted(page, 'template-gallery');
      release();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: templateMessages.trialLockedTitle })).toBeVisible();
      await expect(dialog).toHaveCount(1);
    });
  });
}
