import { promises as fs } from 'node:fs';
import path from 'node:path';
import { consultationMessages, retryMessages } from '@/content/consultation';
import type { StoredLead } from '@/inbox/lead-store';
import type { Page } from '@playwright/test';
import { expect, pauseClock, test } from './fixtures';
import { ConsultationFormPage, MB, upload } from './consultation-form';

/**
 * The consultation form against the real lead inbox, as `npm start` runs it: each request is found in the
 * inbox's folder by a description no other test uses.
 */
const leadsDir = process.env.E2E_LEADS_DIR!;
const CONFIRMED = 'We have received your request';

async function leadsWith(marker: string): Promise<{ folder: string; lead: StoredLead }[]> {
  const folders = await fs.readdir(leadsDir).catch(() => [] as string[]);
  const found = [];
  for (const folder of folders.filter((f) => !f.startsWith('.'))) {
    const lead = JSON.parse(await fs.readFile(path.join(leadsDir, folder, 'request.json'), 'utf8')) as StoredLead;
    if ((lead.request.description ?? '').includes(marker)) found.push({ folder: path.join(leadsDir, folder), lead });
  }
  return found;
}

/** The form filled in and sent as the browser sends it when no script of the form runs. */
async function sendPlainForm(page: Page, description: string) {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Request your free consultation' });
  await form.getByLabel('Full Name').fill('Sam Patel');
  await form.getByLabel('Email Address').fill('sam@example.com');
  await form.getByLabel('Case Type').selectOption('other');
  await form.getByLabel('Claim Value').selectOption('under-500');
  await form.getByLabel('Case Description').fill(description);
  await form.getByRole('button', { name: 'Request Free Consultation' }).click();
  return form;
}

const marker = () => `Test ${test.info().testId}-${Date.now()}: the builder kept my £2,400 deposit.`;

test('a request with two files arrives in the inbox intact, and nothing still says files are attached', async ({ consentedPage: page }) => {
  const description = marker();
  const files = [upload('invoice.pdf', 1.2 * MB, 'application/pdf'), upload('photo.png', 300 * 1024, 'image/png')];
  const form = new ConsultationFormPage(page);
  await form.open();
  await form.fillValid({ description });
  await form.documents.setInputFiles(files);
  await expect(page.getByText('2 files chosen.')).toBeAttached();
  await form.submit.click();

  await expect(form.toast(consultationMessages.submittedTitle)).toContainText(consultationMessages.documentsReceived(2));
  const [stored, ...others] = await leadsWith(description);
  expect(others).toEqual([]);
  expect(stored!.lead.request).toMatchObject({ name: 'Jane Smith', email: 'jane@example.co.uk', description });
  expect(stored!.lead.documents.map((d) => d.name)).toEqual(['invoice.pdf', 'photo.png']);
  for (const [i, file] of files.entries()) {
    expect(await fs.readFile(path.join(stored!.folder, stored!.lead.documents[i]!.storedAs))).toEqual(file.buffer);
  }

  // The form is clear and nothing in it, seen or announced, still speaks of the files (it is hidden behind the
  // confirmation, which names them as received: issue 54).
  await form.expectAllEmpty();
  await expect(form.section.locator('form')).not.toContainText(/files? chosen|invoice\.pdf|photo\.png/);
  await expect(form.section.getByRole('region', { name: 'We have received your request' })).toContainText('invoice.pdf and photo.png');
});

test('a retry after a lost answer stores one lead', async ({ consentedPage: page }) => {
  const description = marker();
  let attempts = 0;
  // The first request reaches the inbox, but its answer never reaches the page.
  await page.route('**/api/consultation', async (route) => {
    attempts += 1;
    if (attempts === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  // The lost answer is a network failure, which the form retries by itself after a wait: the paused clock holds
  // that wait, so here the visitor's own "Try again now" sends it.
  await page.clock.install();
  const form = new ConsultationFormPage(page);
  await form.open();
  await form.fillValid({ description });
  await pauseClock(page);
  await form.submit.click();
  const notice = form.form.getByRole('group', { name: retryMessages.unreachable });
  await expect(notice).toBeVisible();
  expect(await leadsWith(description)).toHaveLength(1);

  await notice.getByRole('button', { name: retryMessages.retryNow }).click();
  // Confirmed; sonner shows the toast raised with it on its next timer, which the paused clock holds until moved.
  await expect(form.section.getByRole('region', { name: CONFIRMED })).toBeFocused();
  await page.clock.runFor(200);
  await expect(form.toast(consultationMessages.submittedTitle)).toBeVisible();
  expect(attempts).toBe(2);
  expect(await leadsWith(description)).toHaveLength(1);
});

test('the hidden bot field is out of reach for people, and a request with it filled in is dropped', async ({ consentedPage: page }) => {
  const form = new ConsultationFormPage(page);
  await form.open();
  const trap = page.locator('input[name="website"]');
  await expect(trap).toBeAttached();
  await expect(trap).toHaveAttribute('tabindex', '-1');
  // Not in the accessibility tree, and not visible on screen.
  await expect(form.form.getByRole('textbox', { name: /leave this field empty/i })).toHaveCount(0);
  expect(await trap.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(0);

  const description = marker();
  await form.fillValid({ description });
  await trap.evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'));
  await form.submit.click();
  // A bot is told it worked, so it learns nothing; the request is not kept.
  await expect(form.toast(consultationMessages.submittedTitle)).toBeVisible();
  expect(await leadsWith(description)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts straight to the inbox, which confirms on a plain page', async ({ page }) => {
    const description = marker();
    const form = await sendPlainForm(page, description);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(consultationMessages.submittedTitle);
    expect((await leadsWith(description)).map((l) => l.lead.request.name)).toEqual(['Sam Patel']);
    // Issue 54: the confirmation has its own address (POST, redirect, GET): a reload shows it again and sends nothing.
    expect(new URL(page.url()).pathname).toMatch(/^\/api\/consultation\/received\/SCC-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const reference = await page.locator('strong').filter({ hasText: /^SCC-/ }).textContent();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(consultationMessages.submittedTitle);
    await expect(page.locator('strong').filter({ hasText: /^SCC-/ })).toHaveText(reference!);
    // Back to the form and sent again, as someone unsure it went: still one request.
    await page.goBack();
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(consultationMessages.submittedTitle);
    await expect(page.locator('strong').filter({ hasText: /^SCC-/ })).toHaveText(reference!);
    expect(await leadsWith(description)).toHaveLength(1);
  });
});

test.describe('when the form’s script cannot be loaded (issue 52)', () => {
  test('the form is sent as plain HTML after all, and the request arrives once', async ({ consentedPage: page }) => {
    // Every island script and chunk is missing (a deploy half done, a blocked file): the shell holds the press, then
    // lets the browser send the form itself.
    await page.route((url) => url.pathname.startsWith('/_shell/') && !url.pathname.startsWith('/_shell/shell-'), (route) => route.fulfill({ status: 404, body: '' }));
    const description = marker();
    await sendPlainForm(page, description);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(consultationMessages.submittedTitle);
    await expect.poll(async () => (await leadsWith(description)).map((l) => l.lead.request.name)).toEqual(['Sam Patel']);
  });
});
