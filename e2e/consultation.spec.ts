import { ISLAND_ATTR } from '@/islands/manifest';
import { consultationMessages } from '@/content/consultation';
import type { Page } from '@playwright/test';
import { expect, nextFileChooser, pauseClock, seriousViolations as axeViolations, test } from './fixtures';
import {
  CONSULTATION_SUBMIT_EVENT,
  ConsultationFormPage,
  DRAFT_KEY,
  MB,
  formSubmitEvents,
  recordAnalytics,
  upload,
  uploadOnDisk,
  validEntry,
} from './consultation-form';

/** The default build: no endpoint, so the form confirms on the page exactly as the spec describes. */

const seriousViolations = (page: Page) => axeViolations(page, '#contact');

const SUBMITTED = 'Consultation Request Submitted';
const SUBMITTED_TEXT = "We'll contact you within 24 hours to discuss your case.";
const CONFIRMED = 'We have received your request';

/** The polite note next to the upload area that names files not added (issue 18; spec 5 adds none). */
const notAdded = (form: ConsultationFormPage) => form.form.locator('#consultation-documents-not-added');

test.describe('consultation form: fields (spec 3 and 5)', () => {
  test('has the spec fields, options and required marks', async ({ consentedPage: page, consoleErrors }) => {
    const form = new ConsultationFormPage(page);
    await form.open();

    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.phone).toHaveAttribute('type', 'tel');
    for (const required of [form.name, form.email, form.description]) await expect(required).toHaveAttribute('required', '');
    for (const notRequired of [form.phone, form.caseType, form.claimValue, form.documents]) {
      await expect(notRequired).not.toHaveAttribute('required');
    }
    await expect(form.caseType).toHaveAttribute('aria-required', 'true');
    await expect(form.claimValue).toHaveAttribute('aria-required', 'true');
    await expect(form.form).toHaveAttribute('novalidate', '');

    const options = (select: typeof form.caseType) =>
      select.locator('option').evaluateAll((els) => els.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(await options(form.caseType)).toEqual([
      ['', 'Select case type'],
      ['unpaid-invoice', 'Unpaid Invoice/Debt'],
      ['faulty-goods', 'Faulty Goods/Services'],
      ['breach-contract', 'Breach of Contract'],
      ['property-damage', 'Property Damage'],
      ['employment', 'Employment Dispute'],
      ['other', 'Other'],
    ]);
    expect(await options(form.claimValue)).toEqual([
      ['', 'Select claim value'],
      ['under-500', 'Under £500'],
      ['500-1000', '£500 – £1,000'],
      ['1000-5000', '£1,000 – £5,000'],
      ['5000-10000', '£5,000 – £10,000'],
      ['over-10000', 'Over £10,000'],
    ]);

    // Required fields carry a visible mark; the optional ones say so.
    for (const label of ['Full Name', 'Email Address', 'Case Type', 'Claim Value', 'Case Description']) {
      await expect(form.form.locator('label', { hasText: label }).first()).toContainText('*');
    }
    await expect(form.form.locator('label', { hasText: 'Phone' })).toHaveText('Phone (optional)');
    await expect(form.form.locator('label', { hasText: 'Documents' })).toHaveText('Documents (optional)');
    await expect(form.documents).toHaveAttribute('type', 'file');
    await expect(form.documents).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png,.txt');

    // No hydration mismatch or other script error (failed resource loads belong to the routes' own tests).
    expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('a Get Quote button leads to the form', async ({ consentedPage: page }) => {
    await page.goto('/');
    const form = new ConsultationFormPage(page);
    await form.waitForHydration();
    await page.getByRole('link', { name: /^Get Quote for/ }).first().click();
    await expect(form.name).toBeInViewport();
  });
});

test.describe('consultation form: submit and confirmation (spec 4 and 8)', () => {
  test('a valid submit with two files confirms, clears every field and file, and calls form_submit', async ({ consentedPage: page }) => {
    await recordAnalytics(page);
    const form = new ConsultationFormPage(page);
    await form.open();
    await form.fillValid();
    await form.documents.setInputFiles([upload('invoice.pdf', 820 * 1024), upload('photo.JPG', 1.5 * MB)]);
    await expect(form.fileNames()).toHaveText(['invoice.pdf', 'photo.JPG']);
    await expect(form.fileList).toContainText('820 KB');
    await expect(form.fileList).toContainText('1.5 MB');

    await form.submit.click();

    const toast = form.toast(SUBMITTED);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`${SUBMITTED_TEXT} We've received 2 documents for review.`);
    await expect(toast).toHaveCSS('opacity', '1'); // shown in full, as the visitor reads it (axe below measures its colours)
    expect(await seriousViolations(page)).toEqual([]); // the confirmation toast is inside the form's island
    await form.expectAllEmpty();
    expect(await formSubmitEvents(page)).toEqual([CONSULTATION_SUBMIT_EVENT]);
    expect(await form.draft()).toBeNull();
    await expect(form.errorSummary).toHaveCount(0);
  });

  test('a confirmation with the reference and what happens next stays on the page, takes focus, and leads to another request', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    await form.fillValid();
    await form.documents.setInputFiles([upload('invoice.pdf'), upload('photo.png')]);
    await form.submit.click();

    const panel = form.section.getByRole('region', { name: CONFIRMED });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(/Your reference is SCC-[0-9A-Z]{4}-[0-9A-Z]{4}\. Please quote it if you contact us about this request\./);
    await expect(panel.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    // Issue 54: what was sent, by name, with the plural written out.
    await expect(panel).toContainText("We've received 2 documents for review: invoice.pdf and photo.png.");
    await expect(panel).toContainText("We'll contact you within 24 hours on working days to discuss your case. We count the 24 hours on working days");
    await expect(panel.getByRole('link', { name: '0808 157 0123' })).toHaveAttribute('href', 'tel:+448081570123');
    await form.expectAllEmpty();
    await expect(form.toast(SUBMITTED)).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page)).toEqual([]);

    // The toast goes after a few seconds; the confirmation does not.
    await expect(form.toast(SUBMITTED)).toHaveCount(0, { timeout: 20_000 });
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'Send another request' }).click();
    await expect(panel).toHaveCount(0);
    await expect(form.name).toBeFocused();
  });

  test('without documents the confirmation does not mention them', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    await form.fillValid({ phone: '' });
    await form.submit.click();
    const toast = form.toast(SUBMITTED);
    await expect(toast).toContainText(SUBMITTED_TEXT);
    await expect(toast).not.toContainText('document');
    await expect(form.section.getByRole('region', { name: CONFIRMED })).not.toContainText('document');
    await form.expectAllEmpty();
  });

  test('a program renamed .pdf is refused by the inbox and shown on the documents field, with what to change; everything typed stays', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    const title = await page.title();
    await form.fillValid();
    // A Windows program ("MZ") named as a PDF: the browser cannot tell; the inbox reads its first bytes.
    const disguised = { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(4096)]) };
    await form.documents.setInputFiles([upload('invoice.pdf'), disguised]);
    await expect(form.fileNames()).toHaveText(['invoice.pdf', 'scan.pdf']);
    await form.submit.click();

    await expect(form.errorSummary).toBeFocused();
    await expect(form.errorSummary).toContainText('Your request has not been sent. Everything you entered is still here: change what is listed below, then send it again.');
    const link = form.errorSummary.getByRole('link');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', '#consultation-documents');
    await expect(link).toContainText('scan.pdf');
    await expect(link).toContainText('Remove scan.pdf from the list, or attach a copy saved as a PDF, Word, JPG, PNG or text file of up to 10 MB instead, then send your request.');
    await expect(link).not.toContainText(/try again/i);
    const inline = form.fieldError('consultation-documents');
    await expect(inline).toHaveText(`Error: ${await link.textContent()}`);
    await expect(form.documents).toHaveAttribute('aria-invalid', 'true');
    await expect(form.documents).toHaveAttribute('aria-describedby', /\bconsultation-documents-error\b/);
    await expect(page).toHaveTitle(`Error: ${title}`);
    // Not the "not sent, try again" notice, and not confirmed.
    await expect(form.form.getByRole('button', { name: 'try again' })).toHaveCount(0);
    await expect(form.toast(SUBMITTED)).toHaveCount(0);
    await expect(form.section.getByRole('region', { name: CONFIRMED })).toHaveCount(0);
    await expect(form.name).toHaveValue(validEntry.name);
    await expect(form.description).toHaveValue(validEntry.description);
    await expect(form.fileNames()).toHaveText(['invoice.pdf', 'scan.pdf']);
    expect(await seriousViolations(page)).toEqual([]);

    // The summary link leads to the field; removing the file takes the error away and the request goes through.
    await link.click();
    await expect(form.documents).toBeFocused();
    await form.removeButton('scan.pdf').click();
    await expect(form.errorSummary).toHaveCount(0);
    await expect(inline).toHaveCount(0);
    await expect(page).toHaveTitle(title);
    await form.submit.click();
    await expect(form.toast(SUBMITTED)).toContainText("We've received 1 document for review.");
    await expect(form.section.getByRole('region', { name: CONFIRMED })).toBeFocused();
  });
});

test.describe('consultation form: errors (GOV.UK pattern)', () => {
  test('an empty submit shows the summary, inline errors and the Error: title', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    const title = await page.title();
    await form.submit.click();

    await expect(form.errorSummary).toBeFocused();
    await expect(form.errorSummary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(form.errorSummary.getByRole('alert')).toBeVisible();
    const links = form.errorSummary.getByRole('link');
    await expect(links).toHaveText([
      'Enter your full name',
      'Enter your email address',
      'Select the type of case',
      'Select the value of your claim',
      'Enter a description of your case',
    ]);
    const ids = ['consultation-name', 'consultation-email', 'consultation-caseType', 'consultation-claimValue', 'consultation-description'];
    for (const [i, id] of ids.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', `#${id}`);
      const field = page.locator(`#${id}`);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAttribute('aria-describedby', new RegExp(`\\b${id}-error\\b`));
      await expect(form.fieldError(id)).toHaveText(`Error: ${await links.nth(i).textContent()}`);
    }
    await expect(form.phone).not.toHaveAttribute('aria-invalid');
    await expect(page).toHaveTitle(`Error: ${title}`);

    // A summary link moves focus to its field.
    await links.nth(3).click();
    await expect(form.claimValue).toBeFocused();

    // Fixing every field takes the errors and the title prefix away; the submit then succeeds.
    await form.fillValid();
    await expect(form.errorSummary).toHaveCount(0);
    await expect(page).toHaveTitle(title);
    await form.submit.click();
    await expect(form.toast(SUBMITTED)).toBeVisible();
    await expect(page).toHaveTitle(title);
  });

  const requiredFields = [
    { field: 'name', id: 'consultation-name', message: 'Enter your full name' },
    { field: 'email', id: 'consultation-email', message: 'Enter your email address' },
    { field: 'caseType', id: 'consultation-caseType', message: 'Select the type of case' },
    { field: 'claimValue', id: 'consultation-claimValue', message: 'Select the value of your claim' },
    { field: 'description', id: 'consultation-description', message: 'Enter a description of your case' },
  ] as const;

  for (const { field, id, message } of requiredFields) {
    test(`a missing ${field} gets its own error and everything typed stays`, async ({ consentedPage: page }) => {
      const form = new ConsultationFormPage(page);
      await form.open();
      await form.fillValid();
      const control = page.locator(`#${id}`);
      if (field === 'caseType' || field === 'claimValue') await control.selectOption('');
      else await control.fill('');
      await form.submit.click();

      await expect(form.errorSummary.getByRole('link')).toHaveText([message]);
      await expect(form.fieldError(id)).toHaveText(`Error: ${message}`);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(form.form.locator('[aria-invalid="true"]')).toHaveCount(1);
      await expect(form.toast(SUBMITTED)).toHaveCount(0);
      const kept = { name: validEntry.name, email: validEntry.email, caseType: validEntry.caseType, claimValue: validEntry.claimValue, description: validEntry.description };
      for (const [other, value] of Object.entries(kept)) {
        if (other !== field) await expect(page.locator(`#consultation-${other}`)).toHaveValue(value);
      }
      await expect(form.phone).toHaveValue(validEntry.phone);
    });
  }

  test('a wrong email, a bad phone and a name of spaces get clear messages; what was typed stays', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    await form.fillValid({ name: '    ', email: 'jane@example', phone: 'call me' });
    await form.submit.click();
    await expect(form.errorSummary.getByRole('link')).toHaveText([
      'Enter your full name',
      'Enter an email address in the correct format, like name@example.com',
      'Enter a phone number, like 01632 960 001 or +44 808 157 0123',
    ]);
    await expect(form.name).toHaveValue('    ');
    await expect(form.email).toHaveValue('jane@example');
    await expect(form.phone).toHaveValue('call me');
  });

  test('a 100,000-character description gets a clear message, not a broken or truncated field', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    await form.fillValid({ description: 'x'.repeat(100_000) });
    const count = page.locator('#consultation-description-count');
    await expect(count).toHaveText('You have 95,000 characters too many');
    await form.submit.click();
    await expect(form.errorSummary.getByRole('link')).toHaveText(['Case description must be 5,000 characters or fewer']);
    expect(await form.description.inputValue()).toHaveLength(100_000);
    await form.description.fill('y'.repeat(5000));
    await expect(count).toHaveText('You have 0 characters remaining');
    await form.submit.click();
    await expect(form.toast(SUBMITTED)).toBeVisible();
  });

  test('the characters left are also said, politely, once the visitor pauses typing (GOV.UK character count)', async ({ consentedPage: page }) => {
    await page.clock.install();
    const form = new ConsultationFormPage(page);
    await form.open();
    await pauseClock(page);
    const spoken = page.locator('#consultation-description-count-spoken');
    await expect(spoken).toHaveAttribute('aria-live', 'polite');
    await form.description.pressSequentially('abc');
    // The count on screen follows each key at once; the spoken one is timed from the last key's render.
    await expect(page.locator('#consultation-description-count')).toHaveText('You have 4,997 characters remaining');
    await page.clock.runFor(500);
    await expect(spoken).toHaveText(''); // not while typing
    // On a busy machine the last key's timer can be set a moment after the clock moved: time moves on until it is said.
    await expect.poll(async () => (await spoken.textContent()) || (await page.clock.runFor(100), '')).toBe('You have 4,997 characters remaining');
  });

  test('markup, emoji and right-to-left text are handled as plain text', async ({ consentedPage: page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const form = new ConsultationFormPage(page);
    await form.open();
    const name = '<img src=x onerror="window.pwned=1">محمد 👋';
    const description = 'שלום <script>window.pwned=1</script> <b>bold</b> 🏠 — مرحبا';
    await form.fillValid({ name, description });
    const fileName = '<img src=x onerror=alert(1)>عقد.pdf';
    await form.documents.setInputFiles([upload(fileName)]);
    await expect(form.fileNames()).toHaveText([fileName]);
    await expect(form.section.locator(`img[src="x"], b, script:not([${ISLAND_ATTR.props}])`)).toHaveCount(0);
    await expect(form.name).toHaveValue(name);

    await form.submit.click();
    await expect(form.toast(SUBMITTED)).toContainText("We've received 1 document for review.");
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe('consultation form: documents (spec 5 and 9)', () => {
  test('a file over 10 MB is not added and named next to the upload area; one of exactly 10 MB is kept', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    await expect(notAdded(form)).toHaveText('');
    await form.documents.setInputFiles([uploadOnDisk('too-big.pdf', 10 * MB + 1), uploadOnDisk('exactly-10mb.pdf', 10 * MB)]);
    await expect(form.fileNames()).toHaveText(['exactly-10mb.pdf']);
    await expect(form.fileList).toContainText('10 MB');
    // A polite status, not an error: nothing is wrong with the form.
    await expect(notAdded(form)).toHaveAttribute('role', 'status');
    await expect(notAdded(form)).toHaveText('too-big.pdf was not added: it is larger than 10 MB, the most for one file.');
    await expect(form.documents).toHaveAttribute('aria-describedby', /\bconsultation-documents-not-added\b/);
    await expect(form.form.getByRole('alert')).toHaveCount(0);
    await expect(form.errorSummary).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The next successful addition clears the note.
    await form.documents.setInputFiles([upload('letter.txt')]);
    await expect(form.fileNames()).toHaveText(['exactly-10mb.pdf', 'letter.txt']);
    await expect(notAdded(form)).toHaveText('');
    await expect(form.documents).not.toHaveAttribute('aria-describedby', /not-added/);
  });

  test('other file types are not added and are named; upper-case extensions and names with two dots are accepted', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    await form.documents.setInputFiles([
      upload('NOTES.TXT'),
      upload('setup.exe'),
      upload('README'),
      upload('invoice.2024.docx'),
      upload('scan.pdf.exe'),
    ]);
    await expect(form.fileNames()).toHaveText(['NOTES.TXT', 'invoice.2024.docx']);
    await expect(notAdded(form)).toHaveText(
      'setup.exe, README and scan.pdf.exe were not added: only PDF, Word, JPG, PNG and text files can be attached.',
    );
    await expect(form.form.getByRole('alert')).toHaveCount(0);
  });

  test('five files fill the area; a sixth is not added and is named', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    const zone = form.form.locator('[data-slot="file-drop-zone"]');
    await form.documents.setInputFiles([upload('1.pdf'), upload('2.pdf'), upload('3.pdf'), upload('4.pdf')]);
    await expect(zone.getByText('Maximum files/size reached', { exact: true })).toHaveCount(0);
    await form.documents.setInputFiles([upload('5.pdf')]);
    await expect(form.fileNames()).toHaveText(['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf']);
    await expect(zone.getByText('Maximum files/size reached', { exact: true })).toBeVisible();
    await expect(form.documents).toHaveAttribute('aria-disabled', 'true');

    await form.documents.setInputFiles([upload('6.pdf')]);
    await expect(form.fileNames()).toHaveCount(5);
    await expect(form.fileList).not.toContainText('6.pdf');
    await expect(notAdded(form)).toHaveText(
      '6.pdf was not added: you can attach up to 5 files, and 5 are already chosen. Remove a file first, or choose fewer.',
    );
    await expect(zone.getByText('Maximum files/size reached', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an addition that would pass five files is ignored whole', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    await form.documents.setInputFiles([upload('a.pdf'), upload('b.pdf'), upload('c.pdf')]);
    await expect(form.fileNames()).toHaveCount(3);
    await form.documents.setInputFiles([upload('d.pdf'), upload('e.pdf'), upload('f.pdf')]);
    await expect(form.fileNames()).toHaveText(['a.pdf', 'b.pdf', 'c.pdf']);
    await expect(notAdded(form)).toHaveText(
      'd.pdf, e.pdf and f.pdf were not added: you can attach up to 5 files, and 3 are already chosen. Remove a file first, or choose fewer.',
    );
    await form.documents.setInputFiles([upload('d.pdf'), upload('e.pdf')]);
    await expect(form.fileNames()).toHaveText(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf']);
    await expect(notAdded(form)).toHaveText('');
  });

  test('a file can be removed, focus moves on, and the area accepts files again', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    const names = ['1.pdf', '2.png', '3.txt', '4.doc', '5.jpeg'];
    await form.documents.setInputFiles(names.map((n) => upload(n)));
    await expect(form.form.getByText('Maximum files/size reached', { exact: true })).toBeVisible();

    await form.removeButton('2.png').click();
    await expect(form.fileNames()).toHaveText(['1.pdf', '3.txt', '4.doc', '5.jpeg']);
    await expect(form.removeButton('3.txt')).toBeFocused();
    await expect(form.form.getByText('Maximum files/size reached', { exact: true })).toHaveCount(0);
    await expect(form.form.locator('[aria-live="polite"]').filter({ hasText: '2.png removed' })).toHaveCount(1);

    await form.documents.setInputFiles([upload('2.png')]);
    await expect(form.fileNames()).toHaveText(['1.pdf', '3.txt', '4.doc', '5.jpeg', '2.png']);

    for (const n of ['1.pdf', '3.txt', '4.doc', '5.jpeg', '2.png']) await form.removeButton(n).click();
    await expect(form.fileList).toHaveCount(0);
    await expect(form.documents).toBeFocused();
  });

  test('files dropped on the zone are added by the same rules', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['hello'], 'dropped.pdf', { type: 'application/pdf' }));
      dt.items.add(new File(['x'], 'dropped.gif', { type: 'image/gif' }));
      return dt;
    });
    await form.documents.dispatchEvent('dragenter', { dataTransfer });
    await form.documents.dispatchEvent('drop', { dataTransfer });
    await expect(form.fileNames()).toHaveText(['dropped.pdf']);
    await expect(form.form.locator('[aria-live="polite"]').filter({ hasText: '1 file added: dropped.pdf' })).toHaveCount(1);
  });

  test('the file picker opens from the keyboard', async ({ consentedPage: page }) => {
    const chooser = nextFileChooser(page);
    const form = new ConsultationFormPage(page);
    await form.open();
    await form.description.focus();
    await page.keyboard.press('Tab');
    await expect(form.documents).toBeFocused();
    await page.keyboard.press('Space');
    const fileChooser = await chooser;
    expect(fileChooser.isMultiple()).toBe(true);
    await fileChooser.setFiles([upload('from-keyboard.pdf')]);
    await expect(form.fileNames()).toHaveText(['from-keyboard.pdf']);
  });
});

test.describe('consultation form: draft (kept for the session)', () => {
  test('what was typed is restored after a reload, files are not, and a confirmed submit clears it', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    await form.fillValid({ description: 'Draft with emoji 🧾 and عربى' });
    await form.documents.setInputFiles([upload('evidence.pdf')]);
    await expect.poll(() => form.draft()).toContain('Draft with emoji');
    expect(await form.draft()).not.toContain('evidence.pdf');

    await page.reload();
    await form.waitForHydration();
    await expect(form.name).toHaveValue(validEntry.name);
    await expect(form.email).toHaveValue(validEntry.email);
    await expect(form.phone).toHaveValue(validEntry.phone);
    await expect(form.caseType).toHaveValue(validEntry.caseType);
    await expect(form.claimValue).toHaveValue(validEntry.claimValue);
    await expect(form.description).toHaveValue('Draft with emoji 🧾 and عربى');
    // A browser cannot keep a chosen file through a reload: the form says which to choose again, until it is chosen.
    await expect(form.fileList).toHaveCount(0);
    const chooseAgain = form.form.getByText(consultationMessages.filesToChooseAgain(['evidence.pdf']));
    await expect(chooseAgain).toBeVisible();
    await form.documents.setInputFiles([upload('evidence.pdf')]);
    await expect(chooseAgain).toHaveCount(0);

    await form.submit.click();
    await expect(form.toast(SUBMITTED)).toBeVisible();
    expect(await form.draft()).toBeNull();
    await page.reload();
    await form.waitForHydration();
    await form.expectAllEmpty();
  });

  test('a damaged or tampered draft is ignored without breaking the page', async ({ consentedPage: page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const form = new ConsultationFormPage(page);
    await form.open();
    await page.evaluate((key) => window.sessionStorage.setItem(key, '{"name": "Half'), DRAFT_KEY);
    await page.reload();
    await form.waitForHydration();
    await form.expectAllEmpty();

    await page.evaluate(
      (key) => window.sessionStorage.setItem(key, JSON.stringify({ name: 'Kept', caseType: '<script>', email: 42 })),
      DRAFT_KEY,
    );
    await page.reload();
    await form.waitForHydration();
    await expect(form.name).toHaveValue('Kept');
    await expect(form.caseType).toHaveValue('');
    await expect(form.email).toHaveValue('');
    expect(errors).toEqual([]);
  });
});

test.describe('consultation form: accessibility (axe)', () => {
  test('no serious or critical violations when empty, with errors and filled', async ({ consentedPage: page }) => {
    const form = new ConsultationFormPage(page);
    await form.open();
    expect(await seriousViolations(page)).toEqual([]);

    await form.submit.click();
    await expect(form.errorSummary).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await form.fillValid();
    await form.documents.setInputFiles([upload('invoice.pdf'), upload('photo.png')]);
    await expect(form.fileNames()).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
