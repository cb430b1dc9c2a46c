import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SIGNUP_DRAFT_KEY } from '@/content/storage-keys';
import { shortReference } from '@/lib/consultation-delivery';
import type { StoredLead } from '@/lib/lead-inbox/lead-store';
import { expect, pauseClock, test } from './fixtures';
import { ConsultationFormPage } from './consultation-form';
import { openTemplate, uniqueEmail, untilShown } from './template-flow';

/**
 * Issue 26: nothing a visitor does is wasted, and nothing is counted twice. Sign-ups from one tab are one lead,
 * updated; the consultation form starts from what the sign-up gave; the reference shown is short and finds the lead.
 * Against the real lead inbox (the chromium project), whose folder the tests read.
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

test('nine sign-ups with the same email from one tab make one lead, updated, and each new sign-up starts filled in', async ({ consentedPage: page }) => {
  test.slow();
  const email = uniqueEmail('nine');
  await page.clock.install();
  await page.goto('/legal-templates');
  await pauseClock(page);

  let dialog = await openTemplate(page, /Letter Before Action$/, { fakeClock: true });
  await dialog.getByLabel('Full name').fill('Jane Smith');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel(/Case type/).selectOption('unpaid-invoice');
  await unlock(page, dialog);
  await endTrial(page, dialog);

  for (let i = 2; i <= 9; i++) {
    dialog = await openTemplate(page, /Letter Before Action$/, { fakeClock: true });
    // The sign-up finds the details this tab gave; the visitor can change them.
    await expect(dialog.getByLabel('Full name')).toHaveValue('Jane Smith');
    await expect(dialog.getByLabel('Email address')).toHaveValue(email);
    await expect(dialog.getByLabel(/Case type/)).toHaveValue('unpaid-invoice');
    await dialog.getByLabel(/Briefly, what is your case about/).fill(`Sign-up number ${i}: invoice 42 is unpaid.`);
    await unlock(page, dialog);
    if (i < 9) await endTrial(page, dialog);
  }

  const found = await leadFolders('trial', email);
  expect(found).toHaveLength(1);
  expect(found[0]!.lead.request).toEqual({ name: 'Jane Smith', email, phone: '', caseType: 'unpaid-invoice', description: 'Sign-up number 9: invoice 42 is unpaid.' });
  expect(found[0]!.lead.updatedAt).toBeDefined();
  expect(Date.parse(found[0]!.lead.updatedAt!)).toBeGreaterThan(Date.parse(found[0]!.lead.receivedAt));

  // Another person signing up in the same tab is a lead of their own.
  await endTrial(page, dialog);
  dialog = await openTemplate(page, /Letter Before Action$/, { fakeClock: true });
  const other = uniqueEmail('other');
  await dialog.getByLabel('Email address').fill(other);
  await unlock(page, dialog);
  expect(await leadFolders('trial', other)).toHaveLength(1);
  expect(await leadFolders('trial', email)).toHaveLength(1);
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

test('the consultation form arrives filled in from the sign-up; the confirmation shows a short reference that names the stored lead', async ({ consentedPage: page }) => {
  const email = uniqueEmail('prefill');
  const description = `Test ${test.info().testId}-${Date.now()}: the builder kept my £2,400 deposit.`;
  await page.goto('/legal-templates');
  const dialog = await openTemplate(page, /Letter Before Action$/);
  await dialog.getByLabel('Full name').fill('Jane Smith');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Phone').fill('07700 900123');
  await dialog.getByLabel(/Case type/).selectOption('unpaid-invoice');
  await dialog.getByLabel(/Briefly, what is your case about/).fill(description);
  await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();

  const form = new ConsultationFormPage(page);
  await form.open();
  await expect(form.name).toHaveValue('Jane Smith');
  await expect(form.email).toHaveValue(email);
  await expect(form.phone).toHaveValue('07700 900123');
  await expect(form.caseType).toHaveValue('unpaid-invoice');
  await expect(form.description).toHaveValue(description);
  await expect(form.claimValue).toHaveValue('');

  // The visitor can change what was filled in, and what they change is what is sent.
  await form.name.fill('Jane A. Smith');
  await form.claimValue.selectOption('1000-5000');
  await form.submit.click();
  const panel = form.section.getByRole('region', { name: 'We have received your request' });
  await expect(panel).toBeFocused();
  const shown = (await panel.locator('strong.font-mono').textContent()) ?? '';
  expect(shown).toMatch(/^SCC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  await expect(panel).toContainText(`Your reference is ${shown}. Please quote it if you contact us about this request.`);

  const [stored, ...others] = await leadFolders('consultation', email);
  expect(others).toEqual([]);
  expect(stored!.lead.id).toMatch(/^[0-9a-f]{32}$/);
  expect(stored!.folder.endsWith(stored!.lead.id)).toBe(true);
  expect(shortReference(stored!.lead.id)).toBe(shown);
  expect(stored!.lead.request).toMatchObject({ name: 'Jane A. Smith', email, phone: '07700 900123', caseType: 'unpaid-invoice', claimValue: '1000-5000', description });

  // Its own draft comes first: a reload keeps the change rather than going back to the sign-up's name.
  await form.name.fill('Someone Else');
  await page.reload();
  await form.waitForHydration();
  await expect(form.name).toHaveValue('Someone Else');
  await expect(form.email).toHaveValue(email);
});
