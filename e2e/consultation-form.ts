import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { CONSULTATION_DRAFT_KEY } from '@/content/consultation';
import { expect, test, waitForHydration } from './fixtures';

/** The consultation form on the home page, found by its labels (e2e/consultation.spec.ts, delivery.spec.ts). */
export const MB = 1024 * 1024;
export const DRAFT_KEY = CONSULTATION_DRAFT_KEY;

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** The bytes each accepted type starts with: the lead inbox checks that a file's content matches its name. */
const signatures: Record<string, number[]> = {
  pdf: [...Buffer.from('%PDF-1.7\n')],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  docx: [0x50, 0x4b, 0x03, 0x04],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

/** A file of `size` bytes whose content is what its extension says (plain text for anything else). */
export function upload(name: string, size = 2048, mimeType = 'application/octet-stream'): UploadFile {
  const buffer = Buffer.alloc(size, 0x61);
  Buffer.from(signatures[name.split('.').pop()!.toLowerCase()] ?? []).copy(buffer);
  return { name, mimeType, buffer };
}

/**
 * The same file written to the test's output folder, for setInputFiles by path: the browser reads it from disk,
 * where a buffer is copied over the wire (10 MB took seconds).
 */
export function uploadOnDisk(name: string, size: number): string {
  const file = test.info().outputPath(name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, upload(name, size).buffer);
  return file;
}

export const validEntry = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  phone: '07700 900123',
  caseType: 'faulty-goods',
  caseTypeLabel: 'Faulty Goods/Services',
  claimValue: '1000-5000',
  claimValueLabel: '£1,000 – £5,000',
  description: 'My builder left the job half done and will not return the £2,400 deposit.',
} as const;

/**
 * The site's Analytics component installs `window.form_submit`, which passes the event to `window.gtag`
 * (spec 7). A stub gtag, in place before the page loads, records what reaches it.
 */
export async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
}

/** The form_submit events recorded by `recordAnalytics`. */
export function formSubmitEvents(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { gtagCalls: unknown[][] }).gtagCalls.filter((call) => call[1] === 'form_submit'),
  );
}

export const CONSULTATION_SUBMIT_EVENT = ['event', 'form_submit', { form_type: 'consultation', event_category: 'engagement' }];

export class ConsultationFormPage {
  readonly section: Locator;
  readonly form: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly caseType: Locator;
  readonly claimValue: Locator;
  readonly description: Locator;
  readonly documents: Locator;
  readonly fileList: Locator;
  readonly submit: Locator;
  readonly errorSummary: Locator;

  constructor(readonly page: Page) {
    this.section = page.locator('#contact');
    this.form = page.getByRole('form', { name: 'Request your free consultation' });
    // By accessible name, which leaves out the aria-hidden required mark (getByLabel would include it).
    this.name = this.form.getByRole('textbox', { name: 'Full Name', exact: true });
    this.email = this.form.getByRole('textbox', { name: 'Email Address', exact: true });
    this.phone = this.form.getByRole('textbox', { name: 'Phone (optional)', exact: true });
    this.caseType = this.form.getByRole('combobox', { name: 'Case Type', exact: true });
    this.claimValue = this.form.getByRole('combobox', { name: 'Claim Value', exact: true });
    this.description = this.form.getByRole('textbox', { name: 'Case Description', exact: true });
    this.documents = this.form.getByLabel('Documents (optional)', { exact: true });
    this.fileList = this.form.getByRole('list', { name: 'Chosen documents' });
    this.submit = this.form.getByRole('button', { name: 'Request Free Consultation' });
    this.errorSummary = this.form.locator('[data-slot="error-summary"]');
  }

  /** Opens the home page at the contact section and waits until the form's island has hydrated. */
  async open() {
    await this.page.goto('/#contact');
    await this.waitForHydration();
  }

  async waitForHydration() {
    await this.form.waitFor();
    await waitForHydration(this.page);
  }

  async fillValid(overrides: Partial<Record<'name' | 'email' | 'phone' | 'caseType' | 'claimValue' | 'description', string>> = {}) {
    const v = { ...validEntry, ...overrides };
    await this.name.fill(v.name);
    await this.email.fill(v.email);
    await this.phone.fill(v.phone);
    await this.caseType.selectOption(v.caseType);
    await this.claimValue.selectOption(v.claimValue);
    await this.description.fill(v.description);
  }

  /** The names of the files listed under the drop zone. */
  fileNames() {
    return this.fileList.getByRole('listitem').locator('span[dir="auto"]');
  }

  removeButton(fileName: string) {
    return this.form.getByRole('button', { name: `Remove ${fileName}`, exact: true });
  }

  fieldError(fieldId: string) {
    return this.page.locator(`#${fieldId}-error`);
  }

  toast(title: string) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: title });
  }

  /**
   * Every field and file cleared. Once a request is confirmed the form is hidden behind the confirmation (issue 54), so
   * its fields are found by id, hidden or not: what "Send another request" brings back.
   */
  async expectAllEmpty() {
    for (const field of ['name', 'email', 'phone', 'caseType', 'claimValue', 'description']) {
      await expect(this.section.locator(`#consultation-${field}`)).toHaveValue('');
    }
    await expect(this.section.locator('ul[aria-label="Chosen documents"]')).toHaveCount(0);
  }

  draft() {
    return this.page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);
  }
}

/** Opens the form, fills every field validly and attaches `files`. */
export async function fillWithFiles(form: ConsultationFormPage, files: readonly UploadFile[]) {
  await form.open();
  await form.fillValid();
  await form.documents.setInputFiles([...files]);
  await expect(form.fileNames()).toHaveText(files.map((f) => f.name));
}

/** Everything the visitor entered is still there, editable, and in the session draft. */
export async function expectEverythingKept(form: ConsultationFormPage, files: readonly UploadFile[]) {
  await expect(form.name).toHaveValue(validEntry.name);
  await expect(form.email).toHaveValue(validEntry.email);
  await expect(form.phone).toHaveValue(validEntry.phone);
  await expect(form.caseType).toHaveValue(validEntry.caseType);
  await expect(form.claimValue).toHaveValue(validEntry.claimValue);
  await expect(form.description).toHaveValue(validEntry.description);
  await expect(form.fileNames()).toHaveText(files.map((f) => f.name));
  for (const field of [form.name, form.email, form.description, form.documents]) await expect(field).toBeEnabled();
  expect(await form.draft()).toContain(validEntry.description);
}
