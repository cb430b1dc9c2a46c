import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BundleSection } from '@/content/tools/hearing-bundle';
import { NUMBER_STRIP } from './layout';
import { buildBundle, type BundleSource, type CoverDetails } from './pdf-builder';
import { printedNumbers, readBundle } from './pdf-read';

/**
 * Issue 56: the bundle built from the committed test files (e2e/fixtures/hearing-bundle), read back by poppler and qpdf.
 */
const FIXTURES = path.join(__dirname, '..', '..', 'e2e', 'fixtures', 'hearing-bundle');
const source = (name: string, section: BundleSection, title: string, date: string | null = null): BundleSource => ({
  id: name,
  name,
  title,
  date,
  section,
  read: async () => new Uint8Array(readFileSync(path.join(FIXTURES, name))),
});
const cover: CoverDetails = {
  claimNumber: 'K1QZ1234',
  claimant: 'Jane Smith',
  defendant: 'Acme Kitchens Ltd',
  court: 'County Court at Leeds',
  hearingDate: 'Tuesday 2 February 2027',
  preparedBy: 'claimant',
};

describe('the bundle, built from real files', () => {
  const documents = [
    source('photo-on-its-side.jpg', 'photos', 'The crack in the kitchen tiles', '2026-05-01'),
    source('claim-form.pdf', 'case', 'Claim form and particulars of claim'),
    source('locked.pdf', 'documents', 'Locked statement'),
    source('witness-statement.pdf', 'witness', 'Witness statement of Jane Smith', '2026-10-01'),
    source('invoice-letter-size.pdf', 'documents', 'Invoice 1043', '2026-03-02'),
    source('iphone-photo.heic', 'photos', 'iPhone photo'),
    source('letter-rotated.pdf', 'documents', 'Letter, scanned on its side', '2026-04-10'),
    source('bank-statement-restricted.pdf', 'documents', 'Bank statement (owner password only)', '2026-04-30'),
    source('damaged.pdf', 'documents', 'Damaged file'),
    source('statement.docx', 'witness', 'Statement in Word'),
    source('spreadsheet-landscape.pdf', 'costs', 'Costs schedule'),
    source('screenshot.png', 'photos', 'Screenshot of the message'),
  ];

  let built: Awaited<ReturnType<typeof buildBundle>>;
  let read: ReturnType<typeof readBundle>;
  const progress: string[] = [];
  beforeAll(async () => {
    built = await buildBundle({ documents, cover }, (p) => progress.push(p.stage === 'document' ? `${p.number}/${p.total} ${p.name}` : p.stage));
    read = readBundle(built.bytes);
  });

  it('leaves out the protected, damaged, HEIC and Word files, each named with its reason, and builds the rest', () => {
    expect(built.leftOut).toEqual([
      { id: 'statement.docx', name: 'statement.docx', reason: 'word' },
      { id: 'locked.pdf', name: 'locked.pdf', reason: 'protected' },
      { id: 'damaged.pdf', name: 'damaged.pdf', reason: 'damaged' },
      { id: 'iphone-photo.heic', name: 'iphone-photo.heic', reason: 'heic' },
    ]);
    expect(built.layout.documents.map((d) => d.id)).toEqual([
      'claim-form.pdf',
      'witness-statement.pdf',
      'invoice-letter-size.pdf',
      'letter-rotated.pdf',
      'bank-statement-restricted.pdf',
      'photo-on-its-side.jpg',
      'screenshot.png',
      'spreadsheet-landscape.pdf',
    ]);
  });

  it('reports each document as its turn comes, in the bundle’s order, then the index and the saving', () => {
    expect(progress[0]).toBe('1/12 claim-form.pdf');
    expect(progress[11]).toBe('12/12 spreadsheet-landscape.pdf');
    expect(progress.slice(12)).toEqual(['index', 'saving']);
  });

  it('is a sound PDF (qpdf --check) with the cover, the index and every page of every document', () => {
    expect(read.qpdfProblems).toBeNull();
    // Cover, one index page, 2 + 3 + 1 + 1 + 2 pages of PDFs, two photos, the landscape page.
    expect(read.pages).toBe(1 + 1 + 9 + 2 + 1);
    expect(built.layout.totalPages).toBe(read.pages);
  });

  it('numbers every page, the first page of the file being page 1, in a strip nothing else is drawn in', () => {
    expect(printedNumbers(read)).toEqual(Array.from({ length: read.pages }, (_, i) => ({ page: i + 1, of: read.pages })));
    for (const [i, words] of read.words.entries()) {
      const number = words.filter((w) => w.text === 'Page').at(-1)!;
      expect(number.yMin).toBeGreaterThan(read.sizes[i]!.height - NUMBER_STRIP);
    }
    // What each PDF page printed at its very foot is now above the strip: all 10 pages of the PDFs put in.
    const feet = read.words.flatMap((words, i) => words.filter((w) => w.text === 'Foot').map((w) => ({ bottom: w.yMax, limit: read.sizes[i]!.height - NUMBER_STRIP })));
    expect(feet).toHaveLength(10);
    for (const foot of feet) expect(foot.bottom).toBeLessThanOrEqual(foot.limit);
  });

  it('gives each index entry the page its document starts on, and an outline entry per document there', () => {
    const index = read.text[1]!;
    // What each file prints on its own first page (the photos: their caption).
    const firstPageSays: Record<string, string> = {
      'claim-form.pdf': 'Claim form, page 1 of 2',
      'witness-statement.pdf': 'Witness statement, page 1 of 3',
      'invoice-letter-size.pdf': 'Invoice, page 1 of 1',
      'letter-rotated.pdf': 'Rotated letter, page 1 of 1',
      'bank-statement-restricted.pdf': 'Bank statement, page 1 of 2',
      'photo-on-its-side.jpg': 'The crack in the kitchen tiles',
      'screenshot.png': 'Screenshot of the message',
      'spreadsheet-landscape.pdf': 'Spreadsheet, page 1 of 1',
    };
    for (const document of built.layout.documents) {
      const range = document.firstPage === document.lastPage ? `${document.firstPage}` : `${document.firstPage}–${document.lastPage}`;
      expect(index).toMatch(new RegExp(`\\b${document.number}\\s+.*\\s${range}\\n`));
      expect(read.text[document.firstPage - 1]).toContain(firstPageSays[document.id]);
      expect(read.text[document.firstPage - 2]).not.toContain(firstPageSays[document.id]);
    }
    expect(read.outline).toEqual([
      { title: 'Cover', page: 1 },
      { title: 'Index', page: 2 },
      ...built.layout.documents.map((d) => ({ title: `${d.number}. ${d.title}`, page: d.firstPage })),
    ]);
    expect(index).toContain('Statements of case');
    expect(index).toContain('1 Oct 2026');
  });

  it('puts a photo on A4 the right way up, under its title, and a landscape page on landscape A4', () => {
    const photo = built.layout.documents.find((d) => d.id === 'photo-on-its-side.jpg')!;
    expect(read.sizes[photo.firstPage - 1]).toEqual({ width: 595.28, height: 841.89 });
    expect(read.text[photo.firstPage - 1]).toContain('The crack in the kitchen tiles (1 May 2026)');
    const sheet = built.layout.documents.find((d) => d.id === 'spreadsheet-landscape.pdf')!;
    expect(read.sizes[sheet.firstPage - 1]).toEqual({ width: 841.89, height: 595.28 });
    const turned = built.layout.documents.find((d) => d.id === 'letter-rotated.pdf')!;
    expect(read.sizes[turned.firstPage - 1]).toEqual({ width: 841.89, height: 595.28 });
  });

  it('puts the cover first: the claim, the parties, the court and the hearing', () => {
    expect(read.text[0]).toMatch(/Claim number: K1QZ1234[\s\S]*Jane Smith\s+v\s+Acme Kitchens Ltd[\s\S]*Court: County Court at Leeds[\s\S]*Date of the hearing: Tuesday 2 February 2027[\s\S]*Hearing bundle[\s\S]*Bundle of the claimant/);
  });
});

describe('the bundle without a cover, and when nothing can go in', () => {
  it('starts with the index as page 1', async () => {
    const built = await buildBundle({ documents: [source('claim-form.pdf', 'case', 'Claim form')], cover: null });
    const read = readBundle(built.bytes);
    expect(read.pages).toBe(3);
    expect(read.text[0]).toMatch(/Index[\s\S]*1\s+Claim form\s+2–3/);
    expect(read.outline).toEqual([
      { title: 'Index', page: 1 },
      { title: '1. Claim form', page: 2 },
    ]);
  });

  it('refuses a bundle none of whose files can go in, saying which and why', async () => {
    await expect(buildBundle({ documents: [source('locked.pdf', 'case', 'Locked')], cover: null })).rejects.toMatchObject({
      leftOut: [{ id: 'locked.pdf', name: 'locked.pdf', reason: 'protected' }],
    });
  });

  it('draws a title in letters the standard font lacks, and keeps it whole in the outline', async () => {
    const built = await buildBundle({ documents: [source('claim-form.pdf', 'case', 'Umowa z Łodzi 📄')], cover: null });
    const read = readBundle(built.bytes);
    expect(read.text[0]).toContain('Umowa z ?odzi ?');
    expect(read.outline[1]).toEqual({ title: '1. Umowa z Łodzi 📄', page: 2 });
  });
});
