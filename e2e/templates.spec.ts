import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { templateMessages as messages } from '@/content/templates/messages';
import { templateStats } from '@/content/provider-claims';
import type { StoredLead } from '@/lib/lead-inbox/lead-store';
import { expect, pauseClock, seriousViolations, test } from './fixtures';
import { letter } from './template-values';

const leadsDir = process.env.E2E_LEADS_DIR!;

async function storedLeads(kind: string, email: string): Promise<StoredLead[]> {
  const folders = (await fs.readdir(leadsDir).catch(() => [] as string[])).filter((f) => !f.startsWith('.'));
  const leads = await Promise.all(folders.map(async (f) => JSON.parse(await fs.readFile(path.join(leadsDir, f, 'request.json'), 'utf8')) as StoredLead));
  return leads.filter((l) => l.kind === kind && l.request.email === email);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const uniqueEmail = () => `trial-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Opens the Letter Before Action card. With a paused fake clock, time is moved on a little: React reveals the
 * lazily loaded dialog on a short timer.
 */
async function openLetter(page: Page, { fakeClock = false } = {}) {
  await page.getByRole('button', { name: /Letter Before Action$/ }).click();
  if (fakeClock) await page.clock.runFor(500);
  return page.getByRole('dialog');
}

async function signUp(page: Page, { email = uniqueEmail(), fakeClock = false } = {}) {
  const dialog = await openLetter(page, { fakeClock });
  await dialog.getByLabel('Full name').fill('Jane Smith');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
  if (fakeClock) {
    // The sign-up is sent for real; once it has gone, the toast shows on the next timer.
    await expect(dialog.getByRole('button', { name: 'Generate' })).toBeVisible();
    await page.clock.runFor(200);
  }
  await expect(toast(page, messages.trialUnlockedTitle)).toContainText(messages.trialUnlockedText);
  return { dialog, email };
}


async function fillLetter(page: Page, values: Partial<Record<keyof typeof letter, string>> = {}) {
  for (const [id, value] of Object.entries({ ...letter, ...values })) {
    await page.locator(`[name="${id}"]`).fill(value);
  }
}

test('a card opens the locked dialog; signing up unlocks the generator and the request reaches the inbox', async ({ consentedPage: page }) => {
  await page.goto('/legal-templates');
  await expect(page.locator('main article h2')).toHaveCount(7);
  // Spec 3: each free card shows its pages, usage count and rating (figures from content/provider-claims.ts).
  const letterCard = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Letter Before Action', exact: true }) });
  await expect(letterCard).toContainText(`Used ${templateStats[1]!.uses.toLocaleString('en-GB')} times`);
  await expect(letterCard).toContainText(`${templateStats[1]!.rating} out of 5`);
  const dialog = await openLetter(page);
  await expect(dialog.getByRole('heading', { name: messages.trialLockedTitle })).toBeVisible();
  await expect(dialog).toContainText(messages.trialLockedText);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // The browser's own checks: full name and email are required.
  await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
  expect(await dialog.locator('form').evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
  await dialog.getByLabel('Full name').fill('Jane Smith');
  await dialog.getByLabel('Email address').fill('not-an-email');
  expect(await dialog.getByLabel('Email address').evaluate((i: HTMLInputElement) => i.validity.typeMismatch)).toBe(true);

  const email = uniqueEmail();
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel(/Case type/).selectOption('unpaid-invoice');
  await dialog.getByRole('button', { name: 'Unlock free trial' }).click();
  await expect(toast(page, messages.trialUnlockedTitle)).toContainText(messages.trialUnlockedText);
  await expect(dialog.getByRole('heading', { name: 'Letter Before Action' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeVisible();
  expect((await storedLeads('trial', email)).map((l) => l.request)).toEqual([
    { name: 'Jane Smith', email, phone: '', caseType: 'unpaid-invoice', description: '' },
  ]);
});

test('the banner counts down, says Expires Soon under a minute, and at zero clears the generator', async ({ consentedPage: page }) => {
  await page.clock.install();
  await page.goto('/legal-templates');
  await pauseClock(page);
  const { dialog } = await signUp(page, { fakeClock: true });
  const banner = page.getByRole('timer', { name: 'Free trial time left' });
  await expect(banner).toContainText('5:00');
  await page.clock.runFor(61_000);
  await expect(banner).toContainText('3:59');
  await expect(banner.getByText('Expires Soon')).toHaveCount(0);
  await page.clock.runFor(180_000);
  await expect(banner).toContainText('0:59');
  await expect(banner.getByText('Expires Soon')).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(banner).toBeHidden();
  await expect(dialog).toBeHidden();
  const expired = page.getByRole('alert').filter({ hasText: messages.trialExpiredTitle });
  await expect(expired).toContainText(messages.trialExpiredText);
  await expect(expired.getByRole('link', { name: 'Contact us for full access' })).toHaveAttribute('href', '/#contact');
  // A card now asks for the sign-up again.
  await openLetter(page, { fakeClock: true });
  await expect(page.getByRole('dialog').getByRole('heading', { name: messages.trialLockedTitle })).toBeVisible();
});

test('a reload in the same tab neither restarts nor loses the trial', async ({ consentedPage: page }) => {
  await page.clock.install();
  await page.goto('/legal-templates');
  await pauseClock(page);
  await signUp(page, { fakeClock: true });
  await page.clock.runFor(90_000);
  await page.reload();
  await pauseClock(page);
  const banner = page.getByRole('timer', { name: 'Free trial time left' });
  await expect(banner).toContainText(/3:2\d/);
  await openLetter(page, { fakeClock: true });
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Generate' })).toBeVisible();
});

test('the generator shows every validation message inline, in a list and in a toast; editing clears an error', async ({ consentedPage: page }) => {
  await page.goto('/legal-templates');
  const { dialog } = await signUp(page);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(toast(page, 'Please fix the following errors')).toBeVisible();
  const summary = dialog.locator('[data-slot="error-summary"]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(14);
  await expect(dialog.getByText('Your full name (or business name) is required').first()).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await fillLetter(page, { amount_owed: '-5', claimant_email: 'jane@', claimant_postcode: 'NOT A CODE', claimant_phone: '12345' });
  await dialog.getByRole('button', { name: 'Generate' }).click();
  for (const message of ['Please enter a valid positive number', 'Please enter a valid email address', 'Please enter a valid UK postcode', 'Please enter a valid UK phone number']) {
    await expect(dialog.locator('p', { hasText: message }).first()).toBeVisible();
  }
  const amount = page.locator('[name="amount_owed"]');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('2400');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('p', { hasText: 'Please enter a valid positive number' })).toHaveCount(0);
});

test('a generated Letter Before Action has the fee, interest, total and deadlines worked out by hand', async ({ consentedPage: page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Friday 20 November 2026; time runs on from there (only the date matters here).
  await page.clock.install({ time: new Date('2026-11-20T10:00:00') });
  await page.goto('/legal-templates');
  const { dialog } = await signUp(page);
  await fillLetter(page, { debtor_name: '<script>alert("x")</script> Brown Builders Ltd' });
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(toast(page, messages.templateGenerated)).toBeVisible();
  await expect(dialog.getByText(messages.templateReady)).toBeVisible();
  const doc = dialog.locator('#document-preview');
  // 90 days from 22 August at 8% a year on £2,400: £47.34; fee band £1,500.01-£3,000: £115; total £2,562.34.
  await expect(doc).toContainText('£2,400.00');
  await expect(doc).toContainText('£47.34');
  await expect(doc).toContainText('£115.00');
  await expect(doc).toContainText('£2,562.34');
  // 14 working days from Friday 20 November is Thursday 10 December; the letter is dated 20/11/2026.
  await expect(doc).toContainText('10/12/2026');
  await expect(doc).toContainText('20/11/2026');
  await expect(doc).not.toContainText('[');
  // What was typed appears as text.
  await expect(doc).toContainText('<script>alert("x")</script> Brown Builders Ltd');

  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(doc).toBeHidden();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(doc).toBeVisible();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Letter_Before_Action_2026-11-20.txt');
  expect((await fs.readFile((await download.path())!, 'utf8'))).toContain('£2,562.34');
  await expect(toast(page, messages.documentDownloaded)).toBeVisible();

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, messages.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('£2,562.34');

  const email = dialog.getByRole('link', { name: 'Email' });
  if (await email.count()) {
    await expect(email).toHaveAttribute('href', /^mailto:\?subject=Letter%20Before%20Action&body=/);
  } else {
    await dialog.getByRole('button', { name: 'Email' }).click();
    await expect(toast(page, messages.mailTooLong)).toBeVisible();
  }
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
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  const [lead] = await storedLeads('premium', email);
  expect(lead!.request).toMatchObject({ name: 'Sam Patel', case_type: 'Breach of Contract', case_value: '4500', preferred_contact: 'Email' });
});
