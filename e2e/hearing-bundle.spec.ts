import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { bundleToolWords as words, hearingBundlePage, leftOutReasons } from '@/content/tools/hearing-bundle';
import { HEARING_BUNDLE_DRAFT_KEY } from '@/content/storage-keys';
import { printedNumbers, readBundle } from '@/lib/hearing-bundle/pdf-read';
import { dateGroup, expect, fillDate, seriousViolations, test } from './fixtures';

/**
 * Issue 56: "Prepare my hearing bundle", end to end: the dates, then real bundles built in the browser from the
 * committed test files (e2e/fixtures/hearing-bundle), downloaded and read back by poppler and qpdf.
 */
const PATH = hearingBundlePage.path;
const FIXTURES = path.join(__dirname, 'fixtures', 'hearing-bundle');
const fixture = (name: string) => path.join(FIXTURES, name);

async function open(page: Page) {
  await page.clock.setFixedTime(new Date('2026-11-24T10:00:00'));
  await page.goto(PATH);
}

const datesForm = (page: Page) => page.getByRole('form', { name: words.datesFormTitle });
const bundleForm = (page: Page) => page.getByRole('form', { name: words.documentsTitle });
const dateCard = (page: Page, title: string) => page.getByRole('article', { name: title });
const fileInput = (page: Page) => bundleForm(page).getByLabel(words.filesLabel);
const documentRow = (page: Page, name: string) => bundleForm(page).locator('li[data-bundle-document]').filter({ has: page.getByRole('heading', { name: new RegExp(`: ${name.replace('.', '\\.')}$`) }) });

async function workOutDates(page: Page, hearing: string, extra: { orderDate?: string; feeDate?: string } = {}) {
  const form = datesForm(page);
  await fillDate(dateGroup(form, 'hearing'), hearing);
  if (extra.orderDate) await fillDate(dateGroup(form, 'orderDate'), extra.orderDate);
  if (extra.feeDate) await fillDate(dateGroup(form, 'feeDate'), extra.feeDate);
  await form.getByRole('button', { name: words.datesButton }).click();
}

/** Makes the bundle and saves the PDF the page offers; returns its bytes. */
async function makeAndDownload(page: Page): Promise<Uint8Array> {
  await bundleForm(page).getByRole('button', { name: words.buildButton }).click();
  await expect(page.getByRole('heading', { name: words.readyTitle })).toBeFocused();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download your bundle \(PDF, / }).click();
  const file = await (await download).path();
  return new Uint8Array(await readFile(file));
}

/** The colour (r, g, b) at a point of a page of a PDF (fractions of its width and height from the top left), by poppler. */
function colourAt(pdf: string, page: number, x: number, y: number): [number, number, number] {
  const ppm = execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '20', pdf]);
  const header = ppm.subarray(0, 20).toString('latin1').split(/\s+/);
  const [width, height] = [Number(header[1]), Number(header[2])];
  const offset = ppm.indexOf(0x0a, ppm.indexOf(0x0a, ppm.indexOf(0x0a) + 1) + 1) + 1;
  const at = offset + (Math.floor(y * height) * width + Math.floor(x * width)) * 3;
  return [ppm[at]!, ppm[at + 1]!, ppm[at + 2]!];
}

test.describe('the dates', () => {
  test('a hearing on Tuesday 2 February 2027: documents by Monday 18 January, the CPR 27.9 notice by Monday 25 January, the fee with its strike-out warning, and a calendar file', async ({ page }) => {
    await open(page);
    await workOutDates(page, '2027-02-02', { feeDate: '2027-01-05' });
    await expect(page.getByRole('heading', { name: words.datesTitle })).toBeFocused();
    const documents = dateCard(page, 'Send your documents and witness statements to the court and the other side');
    await expect(documents).toContainText('Monday 18 January 2027');
    await expect(documents).toContainText('CPR 27.4(3)(a)');
    await documents.getByText('How the days were counted').click();
    await expect(documents.getByRole('listitem')).toHaveCount(15);
    await expect(documents.getByRole('listitem').last()).toHaveText('Monday 18 January 2027: the day before those days, the last day');
    await expect(dateCard(page, 'If you post them first class, post them by')).toContainText('Saturday 16 January 2027');
    await expect(dateCard(page, 'If you cannot attend: last day to ask the court to decide without you (CPR 27.9)')).toContainText('Monday 25 January 2027');
    const fee = dateCard(page, 'Hearing fee due (the claimant pays it)');
    await expect(fee).toContainText('Tuesday 5 January 2027');
    await expect(fee).toContainText('struck out automatically');
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: words.calendarButton }).click();
    const ics = await readFile(await (await download).path(), 'utf8');
    expect(ics.match(/DTSTART;VALUE=DATE:\d+/g)).toEqual([
      'DTSTART;VALUE=DATE:20270105',
      'DTSTART;VALUE=DATE:20270116',
      'DTSTART;VALUE=DATE:20270118',
      'DTSTART;VALUE=DATE:20270125',
      'DTSTART;VALUE=DATE:20270202',
    ]);
  });

  test('over Christmas the last day is a bank holiday: send them by Thursday 24 December, and the calendar says that day', async ({ page }) => {
    await open(page);
    await workOutDates(page, '2027-01-12');
    const documents = dateCard(page, 'Send your documents and witness statements to the court and the other side');
    await expect(documents).toContainText('Monday 28 December 2026');
    await expect(documents).toContainText('The court office is closed that day. To be safe, send them by Thursday 24 December 2026.');
    await expect(page.getByText('The claimant must pay the hearing fee, or apply for Help with Fees, by the date in the court’s notice.')).toBeVisible();
  });

  test('a missing hearing date and an order date after it are listed in the error summary, which takes focus', async ({ page }) => {
    await open(page);
    await fillDate(dateGroup(datesForm(page), 'orderDate'), '2027-03-01');
    await datesForm(page).getByRole('button', { name: words.datesButton }).click();
    const summary = page.locator('[data-slot="error-summary"]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Enter the date of the hearing']);
    await expect(page).toHaveTitle(/^Error: /);
    await fillDate(dateGroup(datesForm(page), 'hearing'), '2027-02-02');
    await datesForm(page).getByRole('button', { name: words.datesButton }).click();
    await expect(summary.getByRole('link')).toHaveText(['The date your order gives must be before the date of the hearing']);
  });
});

test.describe('the bundle', () => {
  test('built from real files: every page numbered, the index’s first pages where each document starts, an outline, the photo upright; the protected and damaged files named and left out; no request while it is made', async ({ page }, testInfo) => {
    await open(page);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const workerStarted = page.waitForEvent('worker');
    await fileInput(page).setInputFiles([
      fixture('claim-form.pdf'),
      fixture('witness-statement.pdf'),
      fixture('locked.pdf'),
      fixture('invoice-letter-size.pdf'),
      fixture('photo-on-its-side.jpg'),
      fixture('damaged.pdf'),
      fixture('iphone-photo.heic'),
      fixture('statement.docx'),
      fixture('bank-statement-restricted.pdf'),
    ]);
    // HEIC and Word are refused as they are chosen, with how to save a copy the bundle can take.
    const notAdded = bundleForm(page).getByRole('status').first();
    await expect(notAdded).toContainText(`iphone-photo.heic was not added: ${leftOutReasons.heic}`);
    await expect(notAdded).toContainText(`statement.docx was not added: ${leftOutReasons.word}`);
    await expect(bundleForm(page).locator('li[data-bundle-document]')).toHaveCount(7);
    // The PDF maker is loaded once the first document is added, and only then.
    const worker = await workerStarted;
    expect(worker.url()).toMatch(/\/_shell\/hearing-bundle-worker-[A-Z0-9]+\.js$/);

    await documentRow(page, 'claim-form.pdf').getByLabel(words.sectionLabel).selectOption({ label: 'Statements of case' });
    await documentRow(page, 'witness-statement.pdf').getByLabel(words.sectionLabel).selectOption({ label: 'Witness statements' });
    await documentRow(page, 'invoice-letter-size.pdf').getByLabel(words.titleLabel).fill('Invoice 1043');
    await fillDate(dateGroup(documentRow(page, 'invoice-letter-size.pdf'), 'date-' + (await documentRow(page, 'invoice-letter-size.pdf').getAttribute('data-bundle-document'))), '2026-03-02');
    await documentRow(page, 'photo-on-its-side.jpg').getByLabel(words.titleLabel).fill('The crack in the kitchen tiles');
    await bundleForm(page).getByRole('group', { name: words.coverLabel }).getByLabel(words.coverLabel).check();
    await bundleForm(page).getByLabel(words.cover.claimNumber).fill('K1QZ1234');
    await bundleForm(page).getByLabel(words.cover.claimant).fill('Jane Smith');
    await bundleForm(page).getByLabel(words.cover.defendant).fill('Acme Kitchens Ltd');

    // Everything the page needs is loaded before the build, which then sends nothing: the files stay on the device.
    await expect.poll(() => requests.filter((r) => /\/_shell\/hearing-bundle-worker-/.test(r.url())).length).toBe(1);
    await page.waitForLoadState('networkidle');
    const before = requests.length;
    const progress = await bundleForm(page).locator('[data-bundle-progress]').evaluateHandle((region) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, { subtree: true, childList: true, characterData: true });
      return seen;
    });
    const bytes = await makeAndDownload(page);
    expect(requests.slice(before).filter((r) => !r.url().startsWith('blob:')).map((r) => r.url())).toEqual([]);
    expect(requests.filter((r) => r.method() !== 'GET')).toEqual([]);
    const said = await progress.jsonValue();
    expect(said).toContain('Adding document 1 of 7: claim-form.pdf');
    expect(said).toContain('Adding document 7 of 7: photo-on-its-side.jpg');

    // The files left out are named with their reason, and the rest is built.
    const leftOut = page.locator('[data-left-out]');
    await expect(leftOut.getByRole('listitem')).toHaveText([`locked.pdf: ${leftOutReasons.protected}`, `damaged.pdf: ${leftOutReasons.damaged}`]);
    await expect(page.locator('[data-bundle-built]')).toContainText('Your bundle has 11 pages');
    await expect(page.locator('[data-bundle-built]')).toContainText('make 3 copies, one for the court, one for the other side and one for you');

    const saved = testInfo.outputPath('bundle.pdf');
    await import('node:fs/promises').then((fs) => fs.writeFile(saved, bytes));
    const read = readBundle(bytes);
    expect(read.qpdfProblems).toBeNull();
    // Cover, index, claim form 2, witness statement 3, invoice 1, bank statement 2, photo 1.
    expect(read.pages).toBe(11);
    expect(printedNumbers(read)).toEqual(Array.from({ length: 11 }, (_, i) => ({ page: i + 1, of: 11 })));
    const index = read.text[1]!;
    const starts: [string, string, number][] = [
      ['1', 'claim-form', 3],
      ['2', 'witness-statement', 5],
      ['3', 'Invoice 1043', 8],
      ['4', 'bank-statement-restricted', 9],
      ['5', 'The crack in the kitchen tiles', 11],
    ];
    for (const [number, title, first] of starts) expect(index).toMatch(new RegExp(`${number}\\s+${title}.*\\s${first}(–\\d+)?\\n`));
    expect(index).toContain('2 Mar 2026');
    expect(read.text[2]).toContain('Claim form, page 1 of 2');
    expect(read.text[4]).toContain('Witness statement, page 1 of 3');
    expect(read.text[7]).toContain('Invoice, page 1 of 1');
    expect(read.text[8]).toContain('Bank statement, page 1 of 2');
    expect(read.outline).toEqual([
      { title: 'Cover', page: 1 },
      { title: 'Index', page: 2 },
      { title: '1. claim-form', page: 3 },
      { title: '2. witness-statement', page: 5 },
      { title: '3. Invoice 1043', page: 8 },
      { title: '4. bank-statement-restricted', page: 9 },
      { title: '5. The crack in the kitchen tiles', page: 11 },
    ]);
    expect(read.text[0]).toMatch(/Claim number: K1QZ1234[\s\S]*Jane Smith\s+v\s+Acme Kitchens Ltd/);
    // The photo, stored on its side, is shown upright on A4 portrait: red at the top, blue at the foot.
    expect(read.sizes[10]).toEqual({ width: 595.28, height: 841.89 });
    const [top, foot] = [colourAt(saved, 11, 0.5, 0.2), colourAt(saved, 11, 0.5, 0.8)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(80);
    expect(foot[2]).toBeGreaterThan(200);
    expect(foot[0]).toBeLessThan(80);
  });

  test('reordered by keyboard, announced, focus kept on the button; and by dragging', async ({ page }) => {
    await open(page);
    await fileInput(page).setInputFiles([fixture('claim-form.pdf'), fixture('witness-statement.pdf'), fixture('invoice-letter-size.pdf')]);
    const titles = () => bundleForm(page).locator('li[data-bundle-document] h4');
    await expect(titles()).toHaveText(['Document 1: claim-form.pdf', 'Document 2: witness-statement.pdf', 'Document 3: invoice-letter-size.pdf']);
    const down = bundleForm(page).getByRole('button', { name: 'Move down: claim-form' });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(titles()).toHaveText(['Document 1: witness-statement.pdf', 'Document 2: claim-form.pdf', 'Document 3: invoice-letter-size.pdf']);
    await expect(bundleForm(page).locator('p[aria-live="polite"]')).toHaveText('claim-form moved to position 2 of 3 in Documents in date order.');
    await expect(down).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bundleForm(page).locator('p[aria-live="polite"]')).toHaveText('claim-form moved to position 3 of 3 in Documents in date order.');
    // Last in its section, it cannot go further down: focus is on Move up.
    await expect(down).toBeDisabled();
    await expect(bundleForm(page).getByRole('button', { name: 'Move up: claim-form' })).toBeFocused();

    // A pointer drags a document by its name row onto another: a window tall enough to hold both, as a drag cannot scroll.
    await page.setViewportSize({ width: 1280, height: 2400 });
    await documentRow(page, 'invoice-letter-size.pdf').locator('[data-drag-handle]').dragTo(documentRow(page, 'witness-statement.pdf').locator('[data-drag-handle]'));
    await expect(titles()).toHaveText(['Document 1: invoice-letter-size.pdf', 'Document 2: witness-statement.pdf', 'Document 3: claim-form.pdf']);
    await expect(bundleForm(page).locator('p[aria-live="polite"]')).toHaveText('invoice-letter-size moved to position 1 of 3 in Documents in date order.');

    await bundleForm(page).getByRole('button', { name: 'Remove: witness-statement' }).click();
    await expect(bundleForm(page).locator('p[aria-live="polite"]')).toHaveText('witness-statement removed. 2 in the bundle.');
    await expect(documentRow(page, 'claim-form.pdf').getByLabel(words.titleLabel)).toBeFocused();
  });

  test('after a reload the titles, dates, sections and order are kept, the page names the files to choose again, and a file chosen again takes back its place', async ({ page }) => {
    await open(page);
    await fileInput(page).setInputFiles([fixture('claim-form.pdf'), fixture('invoice-letter-size.pdf')]);
    await documentRow(page, 'invoice-letter-size.pdf').getByLabel(words.titleLabel).fill('Invoice 1043');
    await documentRow(page, 'claim-form.pdf').getByLabel(words.sectionLabel).selectOption({ label: 'Statements of case' });
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), HEARING_BUNDLE_DRAFT_KEY)).toContain('Invoice 1043');
    await page.reload();
    const again = page.locator('[data-choose-again]');
    await expect(again).toContainText('claim-form.pdf, invoice-letter-size.pdf');
    await expect(documentRow(page, 'invoice-letter-size.pdf').getByLabel(words.titleLabel)).toHaveValue('Invoice 1043');
    // Made now, the bundle would leave them out: the summary asks for them.
    await bundleForm(page).getByRole('button', { name: words.buildButton }).click();
    await expect(page.locator('[data-slot="error-summary"]').getByRole('link')).toHaveText(['Choose claim-form.pdf, invoice-letter-size.pdf again, or remove it']);
    await fileInput(page).setInputFiles([fixture('invoice-letter-size.pdf')]);
    await expect(again).toContainText('this file is no longer attached: claim-form.pdf');
    await expect(documentRow(page, 'invoice-letter-size.pdf').getByLabel(words.titleLabel)).toHaveValue('Invoice 1043');
    await expect(bundleForm(page).locator('li[data-bundle-document]')).toHaveCount(2);
    await fileInput(page).setInputFiles([fixture('claim-form.pdf')]);
    await expect(again).toBeHidden();
    await expect(bundleForm(page).getByRole('heading', { name: 'Statements of case' })).toBeVisible();
  });

  test('a build can be cancelled while it runs, and made again', async ({ page }) => {
    await open(page);
    // The PDF maker's script is held on the line, so the build is still waiting for it when Cancel is pressed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_shell\/hearing-bundle-worker-/, async (route) => {
      await held;
      await route.continue();
    });
    await fileInput(page).setInputFiles([fixture('claim-form.pdf')]);
    await expect(documentRow(page, 'claim-form.pdf')).toBeVisible();
    await bundleForm(page).getByRole('button', { name: words.buildButton }).click();
    await expect(bundleForm(page).locator('[data-bundle-progress]')).toContainText(words.loading);
    await bundleForm(page).getByRole('button', { name: words.cancel }).click();
    await expect(bundleForm(page).locator('[data-bundle-progress]')).toHaveText(words.cancelled);
    await expect(bundleForm(page).getByRole('button', { name: words.buildButton })).toBeFocused();
    release();
    await bundleForm(page).getByRole('button', { name: words.buildButton }).click();
    await expect(page.getByRole('heading', { name: words.readyTitle })).toBeFocused();
    await expect(page.locator('[data-bundle-built]')).toContainText('Your bundle has 3 pages');
  });

  test('no documents: the error summary links to the file input', async ({ page }) => {
    await open(page);
    await bundleForm(page).getByRole('button', { name: words.buildButton }).click();
    const summary = page.locator('[data-slot="error-summary"]');
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Add at least one document' }).click();
    await expect(fileInput(page)).toBeFocused();
  });
});
