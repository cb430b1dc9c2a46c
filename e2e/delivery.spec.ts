import type { Request, Route } from '@playwright/test';
import { siteConfig } from '@/content/site';
import { SIGNUP_DETAILS_KEY } from '@/content/storage-keys';
import { shortReference } from '@/lib/consultation-delivery';
import { expect, pauseClock, seriousViolations, test } from './fixtures';
import {
  CONSULTATION_SUBMIT_EVENT,
  ConsultationFormPage,
  expectEverythingKept,
  fillWithFiles,
  formSubmitEvents,
  MB,
  recordAnalytics,
  upload,
  validEntry,
} from './consultation-form';
import { signUp } from './template-flow';

/**
 * How the form handles each kind of answer (the `delivery` project). Every answer here comes from page.route,
 * so each outcome can be produced on demand; e2e/lead-inbox.spec.ts sends to the real inbox.
 */
const ENDPOINT = '**/api/consultation';
const SUBMITTED = 'Consultation Request Submitted';
const NOT_SENT = 'Your request has not been sent';

type Part = { name: string; filename?: string; contentType?: string; body: Buffer };

/** A small multipart/form-data reader, enough to check what the form sent. */
function parseMultipart(request: Request): Part[] {
  const contentType = request.headers()['content-type'] ?? '';
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const body = request.postDataBuffer();
  if (!boundary || !body) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter) + delimiter.length;
  for (;;) {
    const end = body.indexOf(delimiter, start);
    if (end === -1) break;
    const chunk = body.subarray(start + 2, end - 2); // skip the CRLF after the delimiter and before the next
    const split = chunk.indexOf('\r\n\r\n');
    const headers = chunk.subarray(0, split).toString('utf8');
    const disposition = /name="([^"]*)"(?:; filename="([^"]*)")?/.exec(headers);
    parts.push({
      name: disposition?.[1] ?? '',
      ...(disposition?.[2] !== undefined ? { filename: disposition[2] } : {}),
      ...(/content-type: ([^\r\n]+)/i.test(headers) ? { contentType: /content-type: ([^\r\n]+)/i.exec(headers)![1] } : {}),
      body: chunk.subarray(split + 4),
    });
    start = end + delimiter.length;
  }
  return parts;
}

const files = [
  upload('invoice.pdf', 3000, 'application/pdf'),
  { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a png but bytes ✓') },
];

async function expectFailureShown(form: ConsultationFormPage, reason: RegExp) {
  await expect(form.toast(NOT_SENT)).toBeVisible();
  const alert = form.form.getByRole('alert').filter({ hasText: NOT_SENT });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(reason);
  await expect(alert.getByRole('button', { name: 'try again' })).toBeVisible();
  await expect(alert.getByRole('link', { name: '0808 157 0123' })).toHaveAttribute('href', 'tel:+448081570123');
  await expect(form.toast(SUBMITTED)).toHaveCount(0);
  await expect(form.submit).not.toHaveAttribute('aria-disabled');
}

test.beforeEach(async ({ page }) => {
  await recordAnalytics(page);
});

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a 200 answer confirms and clears; the multipart body carries every field and file', async ({ consentedPage: page }) => {
  const requests: Request[] = [];
  await page.route(ENDPOINT, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await form.submit.click();

  await expect(form.toast(SUBMITTED)).toContainText("We've received 2 documents for review.");
  await form.expectAllEmpty();
  expect(await form.draft()).toBeNull();
  expect(await formSubmitEvents(page)).toEqual([CONSULTATION_SUBMIT_EVENT]);

  expect(requests).toHaveLength(1);
  const request = requests[0]!;
  expect(request.method()).toBe('POST');
  expect(new URL(request.url()).pathname).toBe('/api/consultation');
  expect(request.headers()['accept']).toBe('application/json');
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  const parts = parseMultipart(request);
  const text = Object.fromEntries(parts.filter((p) => p.filename === undefined).map((p) => [p.name, p.body.toString('utf8')]));
  expect(text).toEqual({
    name: validEntry.name,
    email: validEntry.email,
    phone: validEntry.phone,
    caseType: validEntry.caseType,
    claimValue: validEntry.claimValue,
    description: validEntry.description,
    requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    website: '',
  });
  const sent = parts.filter((p) => p.filename !== undefined);
  expect(sent.map((p) => [p.name, p.filename, p.contentType])).toEqual([
    ['documents', 'invoice.pdf', 'application/pdf'],
    ['documents', 'photo.png', 'image/png'],
  ]);
  expect(sent[0]!.body.equals(files[0]!.buffer)).toBe(true);
  expect(sent[1]!.body.equals(files[1]!.buffer)).toBe(true);
});

test('while sending, the form is busy and a second submit sends nothing more', async ({ consentedPage: page }) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let count = 0;
  await page.route(ENDPOINT, async (route) => {
    count += 1;
    await answered;
    await route.fulfill({ status: 201, body: '' });
  });
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await form.submit.click();

  const busy = form.form.getByRole('button', { name: 'Sending your request…' });
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  await expect(form.form).toHaveAttribute('aria-busy', 'true');
  await expect(form.name).toBeDisabled();
  await busy.click({ force: true });
  await form.form.evaluate((el) => (el as HTMLFormElement).requestSubmit());
  await expect.poll(() => count).toBe(1);

  answer();
  await expect(form.toast(SUBMITTED)).toBeVisible();
  await form.expectAllEmpty();
  expect(count).toBe(1);
});

test('a 500 answer keeps every field and file and shows the error; trying again can succeed', async ({ consentedPage: page }) => {
  let status = 500;
  await page.route(ENDPOINT, (route) => route.fulfill({ status, contentType: 'application/json', body: '{"error":"boom"}' }));
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await form.submit.click();

  await expectFailureShown(form, /error 500/);
  await expectEverythingKept(form, files);
  expect(await seriousViolations(page, '#contact')).toEqual([]);
  expect(await formSubmitEvents(page)).toEqual([]);

  status = 200;
  await form.form.getByRole('button', { name: 'try again' }).click();
  await expect(form.toast(SUBMITTED)).toContainText("We've received 2 documents for review.");
  await form.expectAllEmpty();
  await expect(form.form.getByRole('alert').filter({ hasText: NOT_SENT })).toHaveCount(0);
  expect(await formSubmitEvents(page)).toEqual([CONSULTATION_SUBMIT_EVENT]);
});

test('an answer that does not come within 15 seconds keeps every field and file and shows the error', async ({ consentedPage: page }) => {
  await page.clock.install();
  let reached: (route: Route) => void = () => {};
  const requestSeen = new Promise<Route>((resolve) => (reached = resolve));
  // Never answered: the form gives up on its own timer.
  await page.route(ENDPOINT, (route) => reached(route));
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await pauseClock(page);
  await form.submit.click();
  await requestSeen;
  await expect(form.form.getByRole('button', { name: 'Sending your request…' })).toBeVisible();

  await page.clock.runFor(14_000);
  await expect(form.form.getByRole('button', { name: 'Sending your request…' })).toBeVisible();
  await page.clock.runFor(1_500);

  await expectFailureShown(form, /took too long/);
  await expectEverythingKept(form, files);
  expect(await formSubmitEvents(page)).toEqual([]);
});

test('other answers (404, 422) are failures too', async ({ consentedPage: page }) => {
  const statuses = [404, 422];
  await page.route(ENDPOINT, (route) => route.fulfill({ status: statuses.shift() ?? 500, body: '' }));
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await form.submit.click();
  await expectFailureShown(form, /error 404/);
  await form.form.getByRole('button', { name: 'try again' }).click();
  await expect(form.form.getByRole('alert').filter({ hasText: NOT_SENT })).toContainText(/error 422/);
  await expectEverythingKept(form, files);
});

test('an invalid form is not sent', async ({ consentedPage: page }) => {
  let count = 0;
  await page.route(ENDPOINT, (route) => {
    count += 1;
    return route.fulfill({ status: 200, body: '' });
  });
  const form = new ConsultationFormPage(page);
  await form.open();
  await form.documents.setInputFiles([upload('a.pdf', MB)]);
  await form.submit.click();
  await expect(form.errorSummary).toBeFocused();
  expect(count).toBe(0);
  await expect(form.fileNames()).toHaveText(['a.pdf']);
});

test('trying again resends the same request id, so the inbox keeps one copy; a changed request gets a new id', async ({ consentedPage: page }) => {
  const ids: string[] = [];
  // 500, not 503: a 503 (busy) is retried by itself (e2e/consultation-retry.spec.ts).
  const statuses = [500, 500, 201];
  await page.route(ENDPOINT, (route) => {
    const part = parseMultipart(route.request()).find((p) => p.name === 'requestId');
    ids.push(part?.body.toString('utf8') ?? '');
    return route.fulfill({ status: statuses.shift() ?? 500, body: '' });
  });
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await form.submit.click();
  await expectFailureShown(form, /error 500/);
  await form.form.getByRole('button', { name: 'try again' }).click();
  await expect.poll(() => ids.length).toBe(2);
  expect(ids[1]).toBe(ids[0]);

  await form.description.fill(`${validEntry.description} Also, the tiles were cracked.`);
  await form.submit.click();
  await expect(form.toast(SUBMITTED)).toBeVisible();
  expect(ids).toHaveLength(3);
  expect(ids[2]).toMatch(/^[0-9a-f]{32}$/);
  expect(ids[2]).not.toBe(ids[0]);
});

const CONFIRMED = 'We have received your request';
const REFUSED = 'Your request has not been sent. Everything you entered is still here: change what is listed below, then send it again.';

test('a 400 with a field error shows it on that field, not as a failure to try again; fixing it sends the request', async ({ consentedPage: page }) => {
  const answers = [
    { status: 400, body: JSON.stringify({ error: 'The request has errors.', fieldErrors: { name: 'Enter your name without control characters' } }) },
    { status: 201, body: JSON.stringify({ id: 'f'.repeat(32) }) },
  ];
  await page.route(ENDPOINT, (route) => route.fulfill({ contentType: 'application/json', ...(answers.shift() ?? { status: 500, body: '' }) }));
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await form.submit.click();

  await expect(form.errorSummary).toBeFocused();
  await expect(form.errorSummary).toContainText(REFUSED);
  await expect(form.errorSummary.getByRole('link')).toHaveText(['Enter your name without control characters']);
  await expect(form.fieldError('consultation-name')).toHaveText('Error: Enter your name without control characters');
  await expect(form.name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.name).toHaveAttribute('aria-describedby', /\bconsultation-name-error\b/);
  await expect(form.form.getByRole('alert').filter({ hasText: NOT_SENT }).filter({ hasText: 'try again' })).toHaveCount(0);
  await expect(form.toast(NOT_SENT)).toHaveCount(0);
  await expect(form.toast(SUBMITTED)).toHaveCount(0);
  await expectEverythingKept(form, files);
  expect(await seriousViolations(page, '#contact')).toEqual([]);
  expect(await formSubmitEvents(page)).toEqual([]);

  // Editing the field takes its error away; the next answer is a 201 whose id is the reference shown.
  await form.name.fill('Jane Smith-Jones');
  await expect(form.errorSummary).toHaveCount(0);
  await expect(form.name).not.toHaveAttribute('aria-invalid');
  await form.submit.click();
  const panel = form.section.getByRole('region', { name: CONFIRMED });
  await expect(panel).toBeFocused();
  await expect(panel).toContainText(`Your reference is ${shortReference('f'.repeat(32))}.`);
  await expect(panel).toContainText("We've received 2 documents for review: invoice.pdf and photo.png.");
  expect(await formSubmitEvents(page)).toEqual([CONSULTATION_SUBMIT_EVENT]);
});

test('a 413 (here a proxy\'s page, not JSON) is shown on the documents field with what to change', async ({ consentedPage: page }) => {
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 413, contentType: 'text/html', body: '<html><h1>413 Request Entity Too Large</h1></html>' }));
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await form.submit.click();
  await expect(form.errorSummary).toBeFocused();
  const message =
    'The documents are too large. Change the documents (PDF, Word, JPG, PNG or text files; up to 5 files, 10 MB each and 50 MB in total), or remove them, then send your request.';
  await expect(form.errorSummary.getByRole('link')).toHaveText([message]);
  await expect(form.fieldError('consultation-documents')).toHaveText(`Error: ${message}`);
  await expect(form.documents).toHaveAttribute('aria-invalid', 'true');
  await expect(form.form.getByRole('button', { name: 'try again' })).toHaveCount(0);
  await expectEverythingKept(form, files);
  expect(await seriousViolations(page, '#contact')).toEqual([]);

  // Changing the files takes the error away.
  await form.removeButton('photo.png').click();
  await expect(form.fieldError('consultation-documents')).toHaveCount(0);
  await expect(form.errorSummary).toHaveCount(0);
});

test('a 400 that is not JSON, or names nothing the visitor can change, is a failure to try again', async ({ consentedPage: page }) => {
  const bodies = ['{"error": "The request has err', JSON.stringify({ error: 'The request id is not valid.', fieldErrors: { requestId: 'The request id is not valid.' } })];
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 400, contentType: 'application/json', body: bodies.shift() ?? '' }));
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await form.submit.click();
  await expectFailureShown(form, /error 400/);
  await expect(form.errorSummary).toHaveCount(0);
  await form.form.getByRole('button', { name: 'try again' }).click();
  await expect.poll(() => bodies.length).toBe(0);
  const alert = form.form.getByRole('alert').filter({ hasText: NOT_SENT });
  await expect(alert).toContainText(/error 400/);
  await expect(alert.getByRole('button', { name: 'try again' })).toBeVisible();
  await expect(form.errorSummary).toHaveCount(0);
  await expectEverythingKept(form, files);
});

test('a 2xx without an id confirms with the request id that was sent as the reference', async ({ consentedPage: page }) => {
  let sentId = '';
  await page.route(ENDPOINT, (route) => {
    sentId = parseMultipart(route.request()).find((p) => p.name === 'requestId')?.body.toString('utf8') ?? '';
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await form.submit.click();
  const panel = form.section.getByRole('region', { name: CONFIRMED });
  await expect(panel).toBeFocused();
  expect(sentId).toMatch(/^[0-9a-f]{32}$/);
  await expect(panel).toContainText(`Your reference is ${shortReference(sentId)}.`);
});

test('a trial sign-up that did not reach us can still be sent again after a reload, under the same request id', async ({ consentedPage: page }) => {
  const ids: string[] = [];
  const statuses = [500, 201];
  await page.route(
    (url) => url.pathname.endsWith('/api/consultation') && url.searchParams.get('kind') === 'trial',
    (route) => {
      ids.push(parseMultipart(route.request()).find((p) => p.name === 'requestId')?.body.toString('utf8') ?? '');
      return route.fulfill({ status: statuses.shift() ?? 500, contentType: 'application/json', body: '{}' });
    },
  );
  await page.goto('/legal-templates');
  await signUp(page);
  const notSent = (dialog = page.getByRole('dialog')) => dialog.getByRole('alert').filter({ hasText: 'We could not send your details to our team' });
  await expect(notSent()).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: /Letter Before Action$/ }).click();
  await notSent().getByRole('button', { name: 'Try sending my details again' }).click();
  await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: 'Your details have now reached our team' })).toBeVisible();
  await expect(notSent()).toHaveCount(0);
  expect(ids).toHaveLength(2);
  expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(ids[1]).toBe(ids[0]);
});

/** Issue 53: the details of a sign-up that did not reach us are kept to send again, and the visitor can forget them. */
test('a trial sign-up that did not reach us can be forgotten: its details leave the tab, and the notice keeps the other ways to reach us', async ({ consentedPage: page }) => {
  await page.route(
    (url) => url.pathname.endsWith('/api/consultation') && url.searchParams.get('kind') === 'trial',
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/legal-templates');
  const { email } = await signUp(page);
  const notSent = page.getByRole('dialog').getByRole('alert').filter({ hasText: 'We could not send your details to our team' });
  await expect(notSent).toBeVisible();
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), SIGNUP_DETAILS_KEY)).toContain(email);

  await notSent.getByRole('button', { name: 'Forget my details' }).click();
  await expect(notSent).toContainText('Your details have been removed from this browser.');
  await expect(notSent).toBeFocused();
  await expect(notSent.getByRole('button', { name: 'Try sending my details again' })).toHaveCount(0);
  await expect(notSent.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), SIGNUP_DETAILS_KEY)).toBeNull();
  // After a reload, still nothing to send again, and nothing of them in the tab.
  await page.reload();
  await page.getByRole('button', { name: /Letter Before Action$/ }).click();
  const again = page.getByRole('dialog').getByRole('alert').filter({ hasText: 'We could not send your details to our team' });
  await expect(again).toBeVisible();
  await expect(again.getByRole('button', { name: 'Try sending my details again' })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(window.sessionStorage))));
  expect(stored).not.toContain(email);
  expect(stored).not.toContain('Jane Smith');
});

/** Issue 53: the details of a sign-up that did not reach us have done their job once its trial is over. */
test('a trial sign-up that did not reach us leaves the tab when its trial ends', async ({ consentedPage: page }) => {
  await page.route(
    (url) => url.pathname.endsWith('/api/consultation') && url.searchParams.get('kind') === 'trial',
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.clock.install();
  await page.goto('/legal-templates');
  await pauseClock(page);
  const { email } = await signUp(page, { fakeClock: true });
  await expect(page.getByRole('dialog').getByRole('alert').filter({ hasText: 'We could not send your details to our team' })).toBeVisible();
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), SIGNUP_DETAILS_KEY)).toContain(email);
  await page.clock.fastForward(5 * 60_000 + 1_000);
  await expect.poll(() => page.evaluate((key) => window.sessionStorage.getItem(key), SIGNUP_DETAILS_KEY)).toBeNull();
});
