import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { CONSULTATION_DRAFT_KEY, SIGNUP_DETAILS_KEY, SIGNUP_DRAFT_KEY } from '@/content/storage-keys';
import { shortReference } from '@/lib/consultation-delivery';
import type { StoredLead } from '@/inbox/lead-store';
import { expect, pauseClock, test } from './fixtures';
import { ConsultationFormPage } from './consultation-form';
import { openTemplate, uniqueEmail, untilShown } from './template-flow';

/**
 * Issue 26: nothing a visitor does is wasted, and nothing is counted twice. Sign-ups from one tab by the same email are
 * one lead, updated; the reference shown is short and finds the lead. Issue 53: and nothing of one person is shown to
 * the next at the same tab. Against the real lead inbox (the chromium project), whose folder the tests read.
 */
const leadsDir = process.env.E2E_LEADS_DIR!;
const TRIAL_MS = 5 * 60_000;

async function leadFolders(kind: string, email: string): Promise<{ folder: string; lead: StoredLead }[]> {
  const folders = (await fs.readdir(leadsDir).catch(() => [] as string[])).filter((f) => !f.startsWith('.'));
  const found = [];
  for (const folder of folders) {
    const lead = JSON.parse(await fs.readFile(path.join(leadsDir, folder, 'request.json'), 'utf8')) as StoredLead;
    if (lead.kind === kind && lead.request.email === email) found.push({ folder, lead });
  }
  return found;
}

/** Sends the open sign-up form as it stands and waits until the generator is unlocked. */
async function unlock(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
  await untilShown(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.clock.runFor(200);
}

/** Lets the five minutes run out, and closes the dialog if it is still open. */
async function endTrial(page: Page, dialog: Locator) {
  await page.clock.fastForward(TRIAL_MS + 1_000);
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Fills the open sign-up form with one person's details. */
async function fillSignUp(dialog: Locator, details: { name: string; email: string; caseType?: string; description?: string }) {
  await dialog.getByLabel('Full name').fill(details.name);
  await dialog.getByLabel('Email address').fill(details.email);
  if (details.caseType) await dialog.getByLabel(/Case type/).selectOption(details.caseType);
  if (details.description) await dialog.getByLabel(/Briefly, what is your case about/).fill(details.description);
}

/**
 * Issue 53: a sign-up again from the same tab updates the one lead only with the key the first answer gave the tab,
 * and only for the same email; each new sign-up form starts empty (it showed the last person's details), and the
 * earlier details are kept with the lead.
 */
test('sign-ups with the same email from one tab make one lead, updated with the earlier details kept, and each new sign-up starts empty', async ({ consentedPage: page }) => {
  test.slow();
  const email = uniqueEmail('again');
  await page.clock.install();
  await page.goto('/legal-templates');
  await pauseClock(page);

  let dialog = await openTemplate(page, /Letter Before Action$/, { fakeClock: true });
  await fillSignUp(dialog, { name: 'Jane Smith', email, caseType: 'unpaid-invoice' });
  await unlock(page, dialog);
  await endTrial(page, dialog);

  for (let i = 2; i <= 4; i++) {
    dialog = await openTemplate(page, /Letter Before Action$/, { fakeClock: true });
    // Nothing of the sign-up this tab sent shows: whoever uses the tab next would see it.
    for (const field of ['Full name', 'Email address', 'Phone']) await expect(dialog.getByLabel(field)).toHaveValue('');
    await expect(dialog.getByLabel(/Case type/)).toHaveValue('');
    await fillSignUp(dialog, { name: 'Jane Smith', email, caseType: 'unpaid-invoice', description: `Sign-up number ${i}: invoice 42 is unpaid.` });
    await unlock(page, dialog);
    if (i < 4) await endTrial(page, dialog);
  }

  const found = await leadFolders('trial', email);
  expect(found).toHaveLength(1);
  const [{ lead }] = found as [{ folder: string; lead: StoredLead }];
  expect(lead.request).toEqual({ name: 'Jane Smith', email, phone: '', caseType: 'unpaid-invoice', description: 'Sign-up number 4: invoice 42 is unpaid.' });
  expect(lead.earlier?.map((version) => version.request.description)).toEqual(['', 'Sign-up number 2: invoice 42 is unpaid.', 'Sign-up number 3: invoice 42 is unpaid.']);
  expect(Date.parse(lead.updatedAt!)).toBeGreaterThan(Date.parse(lead.receivedAt));
  // The tab keeps the id and the key, never the details.
  const kept = await page.evaluate((key) => window.sessionStorage.getItem(key), SIGNUP_DETAILS_KEY);
  expect(JSON.parse(kept!)).toEqual({ requestId: lead.id, updateKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

  // Another person signing up in the same tab is a lead of their own, and the first is as it was.
  await endTrial(page, dialog);
  dialog = await openTemplate(page, /Letter Before Action$/, { fakeClock: true });
  const other = uniqueEmail('other');
  await fillSignUp(dialog, { name: 'Nina Other', email: other });
  await unlock(page, dialog);
  expect(await leadFolders('trial', other)).toHaveLength(1);
  expect((await leadFolders('trial', email)).map((f) => f.lead)).toEqual([lead]);

  // What the tab keeps of a sent sign-up (its id and key) can be forgotten from the empty sign-up form too.
  await endTrial(page, dialog);
  dialog = await openTemplate(page, /Letter Before Action$/, { fakeClock: true });
  await expect(dialog.getByLabel('Full name')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Forget my details' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Your details have been removed from this browser.' })).toBeVisible();
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), SIGNUP_DETAILS_KEY)).toBeNull();
});

test('what is typed in the sign-up form survives a reload and closing the window, and the draft goes once it is sent', async ({ consentedPage: page }) => {
  const email = uniqueEmail('draft');
  await page.goto('/legal-templates');
  let dialog = await openTemplate(page, /Letter Before Action$/);
  await dialog.getByLabel('Full name').fill('Jane Smith');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel(/Case type/).selectOption('unpaid-invoice');
  await dialog.getByLabel(/Briefly, what is your case about/).fill('The builder kept my deposit.');

  await page.reload();
  dialog = await openTemplate(page, /Letter Before Action$/);
  await expect(dialog.getByLabel('Full name')).toHaveValue('Jane Smith');
  await expect(dialog.getByLabel('Email address')).toHaveValue(email);
  await expect(dialog.getByLabel(/Case type/)).toHaveValue('unpaid-invoice');
  await expect(dialog.getByLabel(/Briefly, what is your case about/)).toHaveValue('The builder kept my deposit.');

  // Closed and opened again from another template: still there, with the change made since.
  await dialog.getByLabel('Phone').fill('07700 900123');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  dialog = await openTemplate(page, /Settlement Agreement$/);
  await expect(dialog.getByLabel('Full name')).toHaveValue('Jane Smith');
  await expect(dialog.getByLabel('Phone')).toHaveValue('07700 900123');

  await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), SIGNUP_DRAFT_KEY)).toBeNull();
  const found = await leadFolders('trial', email);
  expect(found).toHaveLength(1);
  expect(found[0]!.lead.request).toMatchObject({ name: 'Jane Smith', phone: '07700 900123', description: 'The builder kept my deposit.' });
});

/** Issue 53: a sent sign-up filled in the consultation form (and the next sign-up) for whoever used the tab next. */
test('the next person at the tab sees nothing of a sign-up; the consultation form’s confirmation shows a short reference that names the stored lead', async ({ consentedPage: page }) => {
  const email = uniqueEmail('shared');
  const description = `Test ${test.info().testId}-${Date.now()}: the builder kept my £2,400 deposit.`;
  await page.goto('/legal-templates');
  const dialog = await openTemplate(page, /Letter Before Action$/);
  await fillSignUp(dialog, { name: 'Jane Smith', email, caseType: 'unpaid-invoice', description });
  await dialog.getByLabel('Phone').fill('07700 900123');
  await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();

  // The next person opens the consultation form in the same tab: nothing of the sign-up is there.
  const form = new ConsultationFormPage(page);
  await form.open();
  for (const field of [form.name, form.email, form.phone, form.description]) await expect(field).toHaveValue('');
  await expect(form.caseType).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(window.sessionStorage))));
  for (const personal of ['Jane Smith', email, '07700 900123', 'deposit']) expect(stored).not.toContain(personal);

  await form.name.fill('Sam Patel');
  await form.email.fill(email);
  await form.caseType.selectOption('unpaid-invoice');
  await form.claimValue.selectOption('1000-5000');
  await form.description.fill(description);
  await form.submit.click();
  const panel = form.section.getByRole('region', { name: 'We have received your request' });
  await expect(panel).toBeFocused();
  const shown = (await panel.locator('strong.font-mono').textContent()) ?? '';
  expect(shown).toMatch(/^SCC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  await expect(panel).toContainText(`Your reference is ${shown}. Please quote it if you contact us about this request.`);

  const [lead, ...others] = await leadFolders('consultation', email);
  expect(others).toEqual([]);
  expect(lead!.lead.id).toMatch(/^[0-9a-f]{32}$/);
  expect(lead!.folder.endsWith(lead!.lead.id)).toBe(true);
  expect(shortReference(lead!.lead.id)).toBe(shown);
  expect(lead!.lead.request).toMatchObject({ name: 'Sam Patel', email, phone: '', caseType: 'unpaid-invoice', claimValue: '1000-5000', description });
});

/** Issue 53: "Forget my details" where a form keeps what was typed. */
test('Forget my details empties the consultation form and what the tab kept of it, so a reload brings nothing back', async ({ consentedPage: page }) => {
  const form = new ConsultationFormPage(page);
  await form.open();
  const forget = form.form.getByRole('button', { name: 'Forget my details' });
  // Offered only while the form keeps something.
  await expect(forget).toHaveCount(0);
  await form.name.fill('Jane Smith');
  await form.email.fill('jane@example.co.uk');
  await form.description.fill('My landlord kept the deposit.');
  await forget.click();
  for (const field of [form.name, form.email, form.description]) await expect(field).toHaveValue('');
  await expect(form.form.getByRole('status').filter({ hasText: 'Your details have been removed from this browser.' })).toBeVisible();
  await expect(form.name).toBeFocused();
  await expect(forget).toHaveCount(0);
  await page.reload();
  await form.waitForHydration();
  for (const field of [form.name, form.email, form.description]) await expect(field).toHaveValue('');
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), CONSULTATION_DRAFT_KEY)).toBeNull();
});

test('Forget my details empties the sign-up form, and the tab keeps nothing of its draft', async ({ consentedPage: page }) => {
  await page.goto('/legal-templates');
  let dialog = await openTemplate(page, /Letter Before Action$/);
  await fillSignUp(dialog, { name: 'Jane Smith', email: uniqueEmail('forget'), description: 'The builder kept my deposit.' });
  await dialog.getByRole('button', { name: 'Forget my details' }).click();
  for (const field of ['Full name', 'Email address']) await expect(dialog.getByLabel(field)).toHaveValue('');
  await expect(dialog.getByLabel('Full name')).toBeFocused();
  await page.reload();
  dialog = await openTemplate(page, /Letter Before Action$/);
  for (const field of ['Full name', 'Email address']) await expect(dialog.getByLabel(field)).toHaveValue('');
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), SIGNUP_DRAFT_KEY)).toBeNull();
});
