import { promises as fs } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from '@playwright/test';
import { templateMessages as messages } from '@/content/templates/messages';
import { MAX_TRIAL_EXTENSIONS } from '@/content/templates/constants';
import { templateStats } from '@/content/provider-claims';
import type { StoredLead } from '@/inbox/lead-store';
import { expect, pauseClock, seriousViolations, test } from './fixtures';
import { expectTemplateAnswers, fillTemplate, generate, openTemplate, signUp, toast, uniqueEmail } from './template-flow';
import { letter, protocolLetter } from './template-values';

const leadsDir = process.env.E2E_LEADS_DIR!;

async function storedLeads(kind: string, email: string): Promise<StoredLead[]> {
  const folders = (await fs.readdir(leadsDir).catch(() => [] as string[])).filter((f) => !f.startsWith('.'));
  const leads = await Promise.all(folders.map(async (f) => JSON.parse(await fs.readFile(path.join(leadsDir, f, 'request.json'), 'utf8')) as StoredLead));
  return leads.filter((l) => l.kind === kind && l.request.email === email);
}

/*
 * Long waits use `page.clock.fastForward`: the countdown works from the wall clock, so one tick at the end shows
 * the same as three hundred on the way, and the test's cost does not grow with the time it skips.
 */
const timer = (scope: Page | Locator) => scope.getByRole('timer', { name: 'Free trial time left' });

test('a card opens the locked dialog; the sign-up shows its errors in a summary and inline, then unlocks the generator and reaches the inbox', async ({ consentedPage: page }) => {
  await page.goto('/legal-templates');
  await expect(page.locator('main article h2')).toHaveCount(7);
  // Spec 3: each free card shows its pages, usage count and rating (figures from content/provider-claims.ts).
  const letterCard = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Letter Before Action', exact: true }) });
  await expect(letterCard).toContainText(`Used ${templateStats[1]!.uses.toLocaleString('en-GB')} times`);
  await expect(letterCard).toContainText(`${templateStats[1]!.rating} out of 5`);
  const dialog = await openTemplate(page);
  await expect(dialog.getByRole('heading', { name: messages.trialLockedTitle })).toBeVisible();
  await expect(dialog).toContainText(messages.trialLockedText);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // Spec 5: full name and email are required (native required, email type), but the site's own error pattern
  // shows the problems, not the browser's tooltips.
  const name = dialog.getByLabel('Full name');
  const emailField = dialog.getByLabel('Email address');
  await expect(name).toHaveAttribute('required', '');
  await expect(emailField).toHaveAttribute('type', 'email');
  await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
  const summary = dialog.locator('[data-slot="error-summary"]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Enter your full name', 'Enter your email address']);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-describedby', /trial-name-error/);
  await summary.getByRole('link', { name: 'Enter your email address' }).click();
  await expect(emailField).toBeFocused();
  await name.fill('Jane Smith');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await emailField.fill('not-an-email');
  await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
  await expect(summary.getByRole('link')).toHaveText(['Enter an email address in the correct format, like name@example.com']);
  await expect(toast(page, messages.trialUnlockedTitle)).toHaveCount(0);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  const email = uniqueEmail();
  await emailField.fill(email);
  await dialog.getByLabel(/Case type/).selectOption('unpaid-invoice');
  await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
  await expect(toast(page, messages.trialUnlockedTitle)).toContainText(messages.trialUnlockedText);
  await expect(dialog.getByRole('heading', { name: 'Letter Before Action' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  // Delivered: no notice that it was not.
  await expect(dialog.getByText('We could not send your details')).toHaveCount(0);
  expect((await storedLeads('trial', email)).map((l) => l.request)).toEqual([
    { name: 'Jane Smith', email, phone: '', caseType: 'unpaid-invoice', description: '' },
  ]);
});

test('the time left shows inside the dialog; without more time, Expires Soon and then zero replace the generator with Trial Expired', async ({ consentedPage: page }) => {
  await page.clock.install();
  await page.goto('/legal-templates');
  await pauseClock(page);
  const { dialog } = await signUp(page, { fakeClock: true });
  // With the dialog open, the page behind it is hidden from assistive technology: the dialog's own timer shows.
  const inDialog = timer(dialog);
  await expect(inDialog).toContainText('5:00');
  await expect(inDialog).toBeInViewport();
  await page.clock.fastForward(61_000);
  await expect(inDialog).toContainText('3:59');
  await expect(inDialog.getByText('Expires Soon')).toHaveCount(0);
  await page.clock.fastForward(180_000);
  await expect(inDialog).toContainText('0:59');
  await expect(inDialog.getByText('Expires Soon')).toBeVisible();
  await expect(inDialog.locator('[aria-live="assertive"]')).toHaveText(/Your free trial ends in less than a minute/);
  await page.keyboard.press('Escape');
  const banner = timer(page);
  await expect(banner).toContainText('0:5');
  await expect(banner.getByText('Expires Soon')).toBeVisible();
  await openTemplate(page, /Letter Before Action$/, { fakeClock: true });
  await page.clock.fastForward(60_000);
  await expect(banner).toBeHidden();
  // Issue 26: the generator is cleared and Trial Expired shows where the visitor is, in the dialog.
  await expect(dialog.getByRole('heading', { name: messages.trialExpiredTitle })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const expired = page.getByRole('alert').filter({ hasText: messages.trialExpiredTitle });
  await expect(expired).toContainText(messages.trialExpiredText);
  await expect(expired.getByRole('link', { name: messages.requestConsultation })).toHaveAttribute('href', '/#contact');
  // A card now asks for the sign-up again.
  await openTemplate(page, /Letter Before Action$/, { fakeClock: true });
  await expect(page.getByRole('dialog').getByRole('heading', { name: messages.trialLockedTitle })).toBeVisible();
});

test(`"I need more time" comes with the Expires Soon warning and adds five minutes in one action, ${MAX_TRIAL_EXTENSIONS} times`, async ({ consentedPage: page }) => {
  await page.clock.install();
  await page.goto('/legal-templates');
  await pauseClock(page);
  const { dialog } = await signUp(page, { fakeClock: true });
  await fillTemplate(dialog, { claimant_name: 'Jane Smith' });
  const clock = timer(dialog);
  const more = clock.getByRole('button', { name: 'I need more time' });
  await expect(more).toHaveCount(0);
  await page.clock.fastForward(241_000);
  await expect(clock).toContainText('0:59');
  for (let i = 1; i <= MAX_TRIAL_EXTENSIONS; i++) {
    await expect(more).toBeVisible();
    await expect(clock.locator('[aria-live="assertive"]')).toContainText('Choose I need more time to add 5 minutes');
    await more.click();
    await expect(clock).toContainText('5:59');
    await expect(more).toHaveCount(0);
    await expect(clock.getByText('Expires Soon')).toHaveCount(0);
    await page.clock.fastForward(300_000);
    await expect(clock).toContainText('0:59');
  }
  // The limit reached: the warning stands without the offer, and nothing typed was lost along the way.
  await expect(clock.getByText('Expires Soon')).toBeVisible();
  await expect(more).toHaveCount(0);
  await expect(clock.locator('[aria-live="assertive"]')).toHaveText('Your free trial ends in less than a minute.');
  await expect(dialog.locator('[name="claimant_name"]')).toHaveValue('Jane Smith');
  await page.clock.fastForward(60_000);
  await expect(dialog.getByRole('heading', { name: messages.trialExpiredTitle })).toBeFocused();
});

test('a reload in the same tab neither restarts nor loses the trial', async ({ consentedPage: page }) => {
  await page.clock.install();
  await page.goto('/legal-templates');
  await pauseClock(page);
  await signUp(page, { fakeClock: true });
  await page.clock.fastForward(90_000);
  await page.reload();
  await pauseClock(page);
  // 90 s of the 300 gone, and the second pauseClock adds: 3:30 or 3:29 left. Which one shows depends on whether the
  // timer's first tick was set before or after the paused clock's last jump (a real clock ticks it a second later).
  // A restarted trial would show 4:59 or 5:00, a lost one no timer.
  await expect(timer(page)).toContainText(/3:(29|30)/);
  await openTemplate(page, /Letter Before Action$/, { fakeClock: true });
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Continue' })).toBeVisible();
});

test('answers survive a reload, closing the dialog and switching template, until "Clear my answers"', async ({ consentedPage: page }) => {
  await page.goto('/legal-templates');
  const { dialog } = await signUp(page);
  const typed = { ...letter, debt_details: 'Line one\nLine two, with “quotes” & <b>markup</b>' };
  await fillTemplate(dialog, typed);
  const expectAll = () => expectTemplateAnswers(dialog, typed);

  await page.reload();
  await openTemplate(page);
  await expectAll();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await openTemplate(page, /Witness Statement$/);
  await expect(dialog.getByRole('heading', { name: 'Witness Statement' })).toBeVisible();
  await expect(dialog.locator('[name="claimant_name"]')).toHaveValue('');
  await fillTemplate(dialog, { claimant_name: 'Someone Else' });
  await page.keyboard.press('Escape');
  await openTemplate(page);
  await expectAll();

  await dialog.getByRole('button', { name: 'Clear my answers' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Your answers have been cleared.' })).toBeVisible();
  await expect(dialog.locator('[name="claimant_name"]')).toHaveValue('');
  await page.reload();
  await openTemplate(page);
  await expect(dialog.locator('[name="claimant_name"]')).toHaveValue('');
  // The other template's answers are its own.
  await page.keyboard.press('Escape');
  await openTemplate(page, /Witness Statement$/);
  await expect(dialog.locator('[name="claimant_name"]')).toHaveValue('Someone Else');
});

test('the generator shows every validation message inline, in a list and in a toast that leaves the form clear; editing clears an error', async ({ consentedPage: page }) => {
  await page.goto('/legal-templates');
  const { dialog } = await signUp(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const errors = toast(page, 'Please fix the following errors');
  await expect(errors).toBeVisible();
  const summary = dialog.locator('[data-slot="error-summary"]');
  await expect(summary).toBeFocused();
  // A required field each: a control, or a fieldset of radios or of a date's three boxes (counted once).
  const required = await dialog.locator('[aria-required="true"]:not(fieldset [name$="-day"], fieldset [name$="-month"], fieldset [name$="-year"]), fieldset:has(legend .text-destructive)').count();
  await expect(summary.getByRole('link')).toHaveCount(required);
  // The toast never covers the form it is about.
  const [toastBox, dialogBox] = [await errors.boundingBox(), await dialog.boundingBox()];
  expect(toastBox!.y).toBeGreaterThanOrEqual(dialogBox!.y + dialogBox!.height);
  await expect(dialog.getByText('Your full name (or business name) is required').first()).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await fillTemplate(dialog, { ...letter, amount_owed: '-5', claimant_email: 'jane@', claimant_postcode: 'NOT A CODE', claimant_phone: '12345' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  for (const message of ['Please enter a valid positive number', 'Please enter a valid email address', 'Please enter a valid UK postcode', 'Please enter a valid UK phone number']) {
    await expect(dialog.locator('p', { hasText: message }).first()).toBeVisible();
  }
  const amount = page.locator('[name="amount_owed"]');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('2400');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('p', { hasText: 'Please enter a valid positive number' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the error toast leaves the dialog clear', async ({ consentedPage: page }) => {
    await page.goto('/legal-templates');
    const { dialog } = await signUp(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const errors = toast(page, 'Please fix the following errors');
    await expect(errors).toBeVisible();
    const [toastBox, dialogBox] = [await errors.boundingBox(), await dialog.boundingBox()];
    expect(toastBox!.y).toBeGreaterThanOrEqual(dialogBox!.y + dialogBox!.height);
  });
});

/** The paragraphs of a .docx: the text of each w:p in word/document.xml, in order. */
function docxParagraphs(bytes: Uint8Array): string[] {
  const files = unzipSync(bytes);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
  const xml = strFromU8(files['word/document.xml']!);
  const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((p) => [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => decode(t[1]!)).join(''))
    .filter((text) => text.trim() !== '');
}

test.describe('in a US-English browser (issue 40)', () => {
  test.use({ locale: 'en-US' });
  test('1 March 2025 typed as day, month and year is 1 March 2025 in the answers; a date without its month is named', async ({ consentedPage: page }) => {
    await page.goto('/legal-templates');
    const { dialog } = await signUp(page);
    await fillTemplate(dialog, { ...letter, invoice_date: '2025--1' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const summary = dialog.locator('[data-slot="error-summary"]');
    await expect(summary.getByRole('link')).toHaveText(['The date the payment was due must include a month']);
    await fillTemplate(dialog, { invoice_date: '2025-03-01' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const check = dialog.getByRole('region', { name: 'Check your answers' });
    await expect(check).toContainText('1 March 2025');
  });
});

test('a generated Letter Before Action: check your answers, then the fee, interest, total and deadlines worked out by hand, in text, Word, copy and a mail draft', async ({ consentedPage: page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Friday 20 November 2026; time runs on from there (only the date matters here).
  await page.clock.install({ time: new Date('2026-11-20T10:00:00') });
  await page.goto('/legal-templates');
  const { dialog } = await signUp(page);
  await fillTemplate(dialog, { ...letter, debtor_name: '<script>alert("x")</script> Brown Builders Ltd' });

  // Check your answers: every answer, each with a link back to its field.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const check = dialog.getByRole('region', { name: 'Check your answers' });
  await expect(check.getByRole('heading', { name: 'Check your answers' })).toBeFocused();
  await expect(check).toContainText('<script>alert("x")</script> Brown Builders Ltd');
  await expect(check).toContainText('£2,400.00');
  await expect(check).toContainText('22 August 2026');
  await check.getByRole('link', { name: /^Change Your postcode/ }).click();
  await expect(dialog.locator('[name="claimant_postcode"]')).toBeFocused();
  await dialog.locator('[name="claimant_postcode"]').fill('SY1 1AB');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toContainText('SY1 1AB');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await check.getByRole('button', { name: 'Generate' }).click();

  await expect(toast(page, messages.templateGenerated)).toBeVisible();
  await expect(dialog.getByText(messages.templateReady)).toBeVisible();
  const doc = dialog.locator('#document-preview');
  // 90 days from 22 August at 8% a year on £2,400: £47.34; fee band on £2,447.34 (£1,500.01-£3,000): £115; total £2,562.34.
  await expect(doc).toContainText('£2,400.00');
  await expect(doc).toContainText('£47.34');
  await expect(doc).toContainText('£115.00');
  await expect(doc).toContainText('£2,562.34');
  // 14 working days from Friday 20 November is Thursday 10 December; the letter is dated 20 November 2026.
  await expect(doc).toContainText('10 December 2026');
  await expect(doc).toContainText('20 November 2026');
  await expect(doc).toContainText('22 August 2026');
  // Issue 54: every date in words, never "10/12/2026", which a reader used to month/day takes for 12 October.
  expect(await doc.innerText()).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/);
  await expect(doc).toContainText('SY1 1AB');
  await expect(doc).not.toContainText('[');
  await expect(doc).toContainText('section 69 of the County Courts Act 1984');
  await expect(doc).not.toContainText('statutory interest');
  // Provenance at the end.
  await expect(doc).toContainText(/Made with the Letter Before Action template, version \d+\.\d+/);
  // What was typed appears as text.
  await expect(doc).toContainText('<script>alert("x")</script> Brown Builders Ltd');
  // What to do next, with its date.
  await expect(dialog.getByRole('region', { name: 'What to do next' })).toContainText('10 December 2026');

  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(doc).toBeHidden();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(doc).toBeVisible();
  const text = (await doc.textContent())!;

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download text (.txt)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Letter_Before_Action_2026-11-20.txt');
  const txt = await fs.readFile((await download.path())!, 'utf8');
  expect(txt).toContain('£2,562.34');
  await expect(toast(page, messages.documentDownloaded)).toBeVisible();

  // The Word copy: its library is fetched only now, and its paragraphs are the text copy's lines.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const wordDownloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Word (.docx)' }).click();
  const word = await wordDownloading;
  expect(word.suggestedFilename()).toBe('Letter_Before_Action_2026-11-20.docx');
  expect(scripts.length).toBeGreaterThan(0);
  const paragraphs = docxParagraphs(new Uint8Array(await fs.readFile((await word.path())!)));
  // Each line of text is one paragraph (a bullet without its dash); a rule of dashes is a border, not text.
  const lines = txt
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^-{3,}$/.test(line))
    .map((line) => line.replace(/^- /, ''));
  expect(paragraphs.map((p) => p.trim())).toEqual(lines);

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, messages.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  // The mail draft: the document is copied on the same click, and the draft's short body says so.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.evaluate(() => {
    const opened: string[] = [];
    (window as unknown as { mailDrafts: string[] }).mailDrafts = opened;
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest?.('a[href^="mailto:"]');
        if (link) {
          opened.push(link.getAttribute('href')!);
          event.preventDefault();
        }
      },
      true,
    );
  });
  await dialog.getByRole('button', { name: 'Email' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { mailDrafts: string[] }).mailDrafts)).toHaveLength(1);
  const [draft] = await page.evaluate(() => (window as unknown as { mailDrafts: string[] }).mailDrafts);
  const url = new URL(draft!);
  expect(url.searchParams.get('subject')).toBe('Letter Before Action');
  expect(url.searchParams.get('body')).toMatch(/copied/i);
  expect(draft!.length).toBeLessThan(2000);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
});

test('a business writing to an individual gets the Pre-Action Protocol for Debt Claims letter: 30 days, a statement of account and the three enclosures', async ({ consentedPage: page }) => {
  await page.clock.install({ time: new Date('2026-11-20T10:00:00') });
  await page.goto('/legal-templates');
  const { dialog } = await signUp(page);
  // The statement of account is asked for only when the Protocol applies.
  await expect(dialog.locator('[name="statement_of_account"]')).toHaveCount(0);
  await fillTemplate(dialog, protocolLetter);
  const doc = await generate(dialog);
  // 30 days from Friday 20 November 2026.
  await expect(doc).toContainText('20 December 2026');
  await expect(doc).toContainText('Pre-Action Protocol for Debt Claims');
  await expect(doc).toContainText('Balance: £2,400.00');
  for (const enclosure of ['Information Sheet', 'Reply Form', 'financial statement']) await expect(doc).toContainText(enclosure);
  await expect(doc).toContainText('justice.gov.uk');
  await expect(doc).not.toContainText('10 December 2026');
  await expect(dialog.getByRole('region', { name: 'What to do next' })).toContainText('20 December 2026');
  // A consumer (FACTS.md §14): no Late Payment interest was offered, and the letter never says both acted in business.
  const sent = (await doc.innerText()).split('NOTES FOR THE SENDER')[0]!;
  expect(sent).toContain('interest under section 69 of the County Courts Act 1984');
  expect(sent).not.toContain('course of business');
  expect(sent).not.toContain('Late Payment of Commercial Debts');
});

test('a business writing to a consumer is not asked about Late Payment interest; writing to a sole trader who owes for their business, it is (FACTS.md §14)', async ({ consentedPage: page }) => {
  await page.goto('/legal-templates');
  const { dialog } = await signUp(page);
  const interest = dialog.getByRole('group', { name: 'Which interest will you claim?' });
  await dialog.locator('input[name="sender_kind"][value="business-to-sole-trader"]').check();
  await expect(interest).toBeVisible();
  await interest.getByLabel(/Late Payment/).check();
  await dialog.locator('input[name="sender_kind"][value="business-to-individual"]').check();
  await expect(interest).toHaveCount(0);
  await expect(dialog.getByLabel('Bank of England reference rate (%)')).toHaveCount(0);
});

test('a statutory demand for a disputed debt is refused, with what to do instead', async ({ consentedPage: page }) => {
  await page.goto('/legal-templates');
  const { dialog } = await signUp(page, { title: /Statutory Demand/ });
  await fillTemplate(dialog, { debt_disputed: 'yes' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const summary = dialog.locator('[data-slot="error-summary"]');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Letter Before Action');
  await expect(dialog.getByRole('heading', { name: 'Check your answers' })).toHaveCount(0);
  // An individual's demand asks which debt it is; a company's does not.
  await fillTemplate(dialog, { debt_disputed: 'no', debtor_kind: 'company' });
  await expect(dialog.locator('[name="debt_basis"]')).toHaveCount(0);
  await fillTemplate(dialog, { debtor_kind: 'individual' });
  await expect(dialog.locator('[name="debt_basis"]')).toHaveCount(3);
});

test('the premium request is checked and sent to the inbox', async ({ consentedPage: page }) => {
  await page.goto('/legal-templates');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Bespoke Case-Specific Templates' }) });
  await expect(card).toContainText('£299');
  await expect(card).toContainText('48-hour delivery');
  await expect(card).toContainText('60-minute consultation');
  await expect(card).toContainText('2 revision rounds');
  await card.getByRole('button', { name: 'Request a bespoke template' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.locator('[data-slot="error-summary"]')).toBeFocused();
  const email = uniqueEmail();
  await dialog.locator('[name="name"]').fill('Sam Patel');
  await dialog.locator('[name="email"]').fill(email);
  await dialog.locator('[name="case_type"]').selectOption('Breach of Contract');
  await dialog.locator('[name="case_value"]').fill('4500');
  await dialog.locator('[name="urgency"]').selectOption({ index: 1 });
  await dialog.locator('[name="case_details"]').fill('A supplier delivered the wrong machine and refuses a refund.');
  await dialog.locator('[name="preferred_contact"]').selectOption('Email');
  // Closed by mistake (Esc), or the page reloaded: opened again, the request is as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await card.getByRole('button', { name: 'Request a bespoke template' }).click();
  await expect(dialog.locator('[name="case_details"]')).toHaveValue('A supplier delivered the wrong machine and refuses a refund.');
  await expect(dialog.locator('[name="email"]')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  const [lead] = await storedLeads('premium', email);
  expect(lead!.request).toMatchObject({ name: 'Sam Patel', case_type: 'Breach of Contract', case_value: '4500', preferred_contact: 'Email' });
  // Sent: the tab keeps nothing of it.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('bespoke')))).toEqual([]);
});
