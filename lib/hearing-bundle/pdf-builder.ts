import { format, parseISO } from 'date-fns';
import {
  EncryptedPDFError,
  PDFArray,
  PDFContentStream,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  StandardFonts,
  clip,
  concatTransformationMatrix,
  degrees,
  drawObject,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type PDFRef,
} from '@cantoo/pdf-lib';
import { BUNDLE_SECTIONS, bundlePdfWords as words, type BundleSection, type LeftOutReason } from '@/content/tools/hearing-bundle';
import { jpegOrientation, type Orientation } from './exif';
import { fileKind, type FileKind } from './file-kind';
import { fit, imageMatrix, orientedSize, pageMatrix, shownSize, topCentred, type Box, type Matrix, type SourcePage } from './geometry';
import {
  A4,
  INDEX_HEADINGS_HEIGHT,
  INDEX_LINE_HEIGHT,
  INDEX_TEXT_SIZE,
  INDEX_TITLE_HEIGHT,
  NUMBER_STRIP,
  PAGE_MARGIN,
  bundleLayout,
  bundleOrder,
  pageRange,
  wrapText,
  type BundleLayout,
  type LayoutDocument,
} from './layout';
import { drawableText } from './text';

/**
 * Issue 56: builds the hearing bundle as one PDF, with @cantoo/pdf-lib (the maintained fork of pdf-lib: it also opens
 * PDFs that carry only an owner password, which bank statements often do). It runs in a Web Worker in the browser
 * (lib/hearing-bundle/worker.ts) and in Node for the tests; nothing here touches the network or the page.
 *
 * Each document is read and put in once: every page of a PDF is copied onto an A4 page (landscape for a landscape
 * page), scaled to leave a strip at its foot for the page number, so the number covers nothing; a photo is scaled
 * onto A4 the right way up (its EXIF orientation) under its title. A file that is protected, damaged or not a PDF,
 * JPEG or PNG is left out with the reason, and the rest is still built. Then the cover and the index go in front,
 * laid out by lib/hearing-bundle/layout.ts; each document gets an outline entry; every page is numbered, the
 * first page of the file being page 1.
 */

export type CoverDetails = {
  claimNumber: string;
  claimant: string;
  defendant: string;
  court: string;
  /** The hearing date as the page says it ("Tuesday 2 February 2027"), or ''. */
  hearingDate: string;
  preparedBy: 'claimant' | 'defendant' | '';
};

export type BundleSource = {
  id: string;
  /** The file's name, to say which was left out. */
  name: string;
  title: string;
  /** ISO date, or null. */
  date: string | null;
  section: BundleSection;
  /** The file's bytes (read only when its turn comes). */
  read: () => Promise<Uint8Array>;
};

export type BundleRequest = { documents: readonly BundleSource[]; cover: CoverDetails | null; claimNumber?: string };

export type LeftOut = { id: string; name: string; reason: LeftOutReason };

export type BuildProgress = { stage: 'document'; number: number; total: number; name: string } | { stage: 'index' } | { stage: 'saving' };

export type BuiltBundle = { bytes: Uint8Array; layout: BundleLayout; leftOut: LeftOut[] };

/** Where a document's page or photo is drawn: the page less its margins and the number's strip. */
const CONTENT_INSET = 12;
const contentArea = (size: { width: number; height: number }): Box => ({
  x: CONTENT_INSET,
  y: NUMBER_STRIP,
  width: size.width - 2 * CONTENT_INSET,
  height: size.height - NUMBER_STRIP - CONTENT_INSET,
});
const landscape = { width: A4.height, height: A4.width };
const a4For = (shown: { width: number; height: number }) => (shown.width > shown.height ? landscape : A4);
const CAPTION_SIZE = 11;
const NUMBER_SIZE = 10;
const ink = rgb(0, 0, 0);

/** A file that could not be put in, and why. */
class LeftOutError extends Error {
  constructor(readonly reason: LeftOutReason) {
    super(reason);
  }
}

/** Loads a PDF, opening one that carries only an owner password; one that needs a password to open is protected. */
async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    const document = await PDFDocument.load(bytes, { password: '', updateMetadata: false });
    if (document.getPageCount() === 0) throw new LeftOutError('damaged');
    return document;
  } catch (error) {
    if (error instanceof LeftOutError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (error instanceof EncryptedPDFError || /password/i.test(message)) throw new LeftOutError('protected');
    throw new LeftOutError('damaged');
  }
}

/** Wraps a page's own content in operators (before and after it), as pdf-lib's translateContent does. */
function wrapContent(page: PDFPage, before: ReturnType<typeof pushGraphicsState>[], after: ReturnType<typeof popGraphicsState>[]) {
  const { context } = page.doc;
  const start = context.register(PDFContentStream.of(context.obj({}), before));
  const end = context.register(PDFContentStream.of(context.obj({}), after));
  page.node.normalize();
  if (!page.node.wrapContentStreams(start, end)) page.node.set(PDFName.of('Contents'), context.obj([start, end]));
}

/** The visible part of a page and its turn, as a viewer shows it. */
function sourceOf(page: PDFPage): SourcePage {
  const box = page.getCropBox();
  return { x: box.x, y: box.y, width: box.width, height: box.height, rotate: page.getRotation().angle };
}

/** Puts every page of a PDF into the bundle on A4, each leaving the number's strip free; returns how many. */
async function addPdf(bundle: PDFDocument, bytes: Uint8Array): Promise<number> {
  const source = await loadPdf(bytes);
  // A filled-in form shows its answers through its fields: drawn into the pages, they are kept.
  try {
    source.getForm().flatten();
  } catch {
    // A form that cannot be flattened keeps what its pages draw.
  }
  const added: PDFPage[] = [];
  try {
    const pages = await bundle.copyPages(source, source.getPageIndices());
    for (const page of pages) {
      const from = sourceOf(page);
      const shown = shownSize(from);
      const size = a4For(shown);
      const placed = fit(shown.width, shown.height, contentArea(size), 1);
      const target = topCentred(placed, contentArea(size));
      const matrix = pageMatrix(from, target);
      // The page's own content, turned and scaled into place and cut to what it showed; its notes and links are not kept.
      wrapContent(page, [pushGraphicsState(), concatTransformationMatrix(...matrix), rectangle(from.x, from.y, from.width, from.height), clip(), endPath()], [popGraphicsState()]);
      page.node.delete(PDFName.of('Annots'));
      page.setRotation(degrees(0));
      page.setMediaBox(0, 0, size.width, size.height);
      page.setCropBox(0, 0, size.width, size.height);
      for (const box of ['BleedBox', 'TrimBox', 'ArtBox']) page.node.delete(PDFName.of(box));
      bundle.addPage(page);
      added.push(page);
    }
  } catch (error) {
    for (const page of added) bundle.removePage(bundle.getPages().indexOf(page));
    throw error instanceof LeftOutError ? error : new LeftOutError('damaged');
  }
  return added.length;
}

/** Draws an image with a matrix (pdf-lib's drawImage turns but never mirrors). */
function drawWithMatrix(page: PDFPage, image: PDFImage, matrix: Matrix) {
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...matrix), drawObject(name), popGraphicsState());
}

/** Puts a photo on an A4 page of its own, the right way up, under its title. */
async function addPhoto(bundle: PDFDocument, bytes: Uint8Array, kind: 'jpeg' | 'png', caption: string, font: PDFFont): Promise<number> {
  let image: PDFImage;
  let orientation: Orientation = 1;
  try {
    if (kind === 'jpeg') {
      orientation = jpegOrientation(bytes);
      image = await bundle.embedJpg(bytes);
    } else {
      image = await bundle.embedPng(bytes);
    }
  } catch {
    throw new LeftOutError('damaged');
  }
  const shown = orientedSize(image.width, image.height, orientation);
  const size = a4For(shown);
  const page = bundle.addPage([size.width, size.height]);
  const area = contentArea(size);
  const lines = wrapText(caption, area.width, (text) => font.widthOfTextAtSize(text, CAPTION_SIZE)).slice(0, 3);
  const captionHeight = lines.length * (CAPTION_SIZE + 4) + 8;
  lines.forEach((line, i) => page.drawText(line, { x: area.x, y: area.y + area.height - (i + 1) * (CAPTION_SIZE + 4), size: CAPTION_SIZE, font, color: ink }));
  const photoArea = { ...area, height: area.height - captionHeight };
  const placed = topCentred(fit(shown.width, shown.height, photoArea), photoArea);
  drawWithMatrix(page, image, imageMatrix(orientation, placed));
  return 1;
}

const longDate = (iso: string) => format(parseISO(iso), 'd MMMM yyyy');
const shortDate = (iso: string) => format(parseISO(iso), 'd MMM yyyy');
const sectionLabel = (section: BundleSection) => BUNDLE_SECTIONS.find((s) => s.value === section)!.label;

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Text the standard font can draw. */
const drawable = (font: PDFFont) => {
  const set = new Set(font.getCharacterSet());
  return (text: string) => drawableText(text, (code) => set.has(code));
};

/** The index's columns, from the left margin. */
const COLUMNS = { number: 0, title: 30, date: 340, pagesRight: A4.width - 2 * PAGE_MARGIN } as const;
const TITLE_WIDTH = COLUMNS.date - COLUMNS.title - 12;

/** The cover: the claim, the parties, the court and the hearing date. */
function drawCover(page: PDFPage, cover: CoverDetails, fonts: Fonts) {
  const text = drawable(fonts.regular);
  const x = PAGE_MARGIN;
  let y = A4.height - PAGE_MARGIN - 120;
  const line = (value: string, size: number, font: PDFFont, gap: number) => {
    for (const part of wrapText(text(value), A4.width - 2 * PAGE_MARGIN, (t) => font.widthOfTextAtSize(t, size))) {
      page.drawText(part, { x, y, size, font, color: ink });
      y -= size + 6;
    }
    y -= gap;
  };
  if (cover.claimNumber) line(`${words.claimNumber}: ${cover.claimNumber}`, 14, fonts.regular, 24);
  if (cover.claimant || cover.defendant) {
    line(cover.claimant, 18, fonts.bold, 4);
    line(words.versus, 14, fonts.regular, 4);
    line(cover.defendant, 18, fonts.bold, 24);
  }
  if (cover.court) line(`${words.court}: ${cover.court}`, 14, fonts.regular, 8);
  if (cover.hearingDate) line(`${words.hearingDate}: ${cover.hearingDate}`, 14, fonts.regular, 24);
  line(words.coverTitle, 28, fonts.bold, 8);
  if (cover.preparedBy) line(words.preparedBy[cover.preparedBy], 16, fonts.regular, 0);
}

/** One page of the index: its rows, with the title and column headings. */
function drawIndexPage(page: PDFPage, rows: BundleLayout['indexPages'][number], layout: BundleLayout, first: boolean, claimNumber: string, fonts: Fonts) {
  const text = drawable(fonts.regular);
  const left = PAGE_MARGIN;
  let y = A4.height - PAGE_MARGIN;
  if (first) {
    page.drawText(words.indexTitle, { x: left, y: y - 24, size: 22, font: fonts.bold, color: ink });
    if (claimNumber) page.drawText(text(`${words.claimNumber}: ${claimNumber}`), { x: left, y: y - 48, size: 11, font: fonts.regular, color: ink });
    y -= INDEX_TITLE_HEIGHT;
  }
  const size = INDEX_TEXT_SIZE;
  const headingY = y - INDEX_LINE_HEIGHT;
  page.drawText(words.columns.number, { x: left + COLUMNS.number, y: headingY, size, font: fonts.bold, color: ink });
  page.drawText(words.columns.title, { x: left + COLUMNS.title, y: headingY, size, font: fonts.bold, color: ink });
  page.drawText(words.columns.date, { x: left + COLUMNS.date, y: headingY, size, font: fonts.bold, color: ink });
  const pagesWidth = fonts.bold.widthOfTextAtSize(words.columns.pages, size);
  page.drawText(words.columns.pages, { x: left + COLUMNS.pagesRight - pagesWidth, y: headingY, size, font: fonts.bold, color: ink });
  page.drawLine({ start: { x: left, y: headingY - 5 }, end: { x: left + COLUMNS.pagesRight, y: headingY - 5 }, thickness: 0.5, color: ink });
  y -= INDEX_HEADINGS_HEIGHT;
  const bottom = PAGE_MARGIN + NUMBER_STRIP;
  for (const row of rows) {
    if (row.kind === 'section') {
      y -= INDEX_LINE_HEIGHT;
      page.drawText(text(sectionLabel(row.section)), { x: left, y, size, font: fonts.bold, color: ink });
      continue;
    }
    const document = layout.documents.find((d) => d.id === row.id)!;
    const titleLines = wrapText(text(document.title), TITLE_WIDTH, (t) => fonts.regular.widthOfTextAtSize(t, size));
    y -= INDEX_LINE_HEIGHT;
    page.drawText(`${document.number}`, { x: left + COLUMNS.number, y, size, font: fonts.regular, color: ink });
    if (document.date) page.drawText(shortDate(document.date), { x: left + COLUMNS.date, y, size, font: fonts.regular, color: ink });
    const range = pageRange(document);
    page.drawText(range, { x: left + COLUMNS.pagesRight - fonts.regular.widthOfTextAtSize(range, size), y, size, font: fonts.regular, color: ink });
    titleLines.forEach((line, i) => {
      if (i > 0) y -= INDEX_LINE_HEIGHT;
      if (y >= bottom) page.drawText(line, { x: left + COLUMNS.title, y, size, font: fonts.regular, color: ink });
    });
  }
}

/** The outline (bookmarks): the index, then one entry per document at its first page. */
function addOutline(bundle: PDFDocument, entries: readonly { title: string; page: PDFRef }[]) {
  const { context } = bundle;
  const outlines = context.obj({ Type: 'Outlines' }) as PDFDict;
  const outlinesRef = context.register(outlines);
  const refs = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const item = context.obj({}) as PDFDict;
    item.set(PDFName.of('Title'), PDFHexString.fromText(entry.title));
    item.set(PDFName.of('Parent'), outlinesRef);
    item.set(PDFName.of('Dest'), context.obj([entry.page, PDFName.of('Fit')]) as PDFArray);
    if (i > 0) item.set(PDFName.of('Prev'), refs[i - 1]!);
    if (i < entries.length - 1) item.set(PDFName.of('Next'), refs[i + 1]!);
    context.assign(refs[i]!, item);
  });
  if (refs.length > 0) {
    outlines.set(PDFName.of('First'), refs[0]!);
    outlines.set(PDFName.of('Last'), refs.at(-1)!);
  }
  outlines.set(PDFName.of('Count'), PDFNumber.of(refs.length));
  bundle.catalog.set(PDFName.of('Outlines'), outlinesRef);
  bundle.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/** What kind a file is, from its bytes; only PDFs, JPEGs and PNGs go in. */
function kindReason(kind: FileKind): LeftOutReason | null {
  if (kind === 'pdf' || kind === 'jpeg' || kind === 'png') return null;
  return kind === 'heic' ? 'heic' : kind === 'word' ? 'word' : 'unsupported';
}

/**
 * Builds the bundle. Documents go in the bundle's order (lib/hearing-bundle/layout.ts); `onProgress` hears of each as
 * its turn comes ("Adding document 7 of 20"), then the index and the saving. Throws a RangeError when no document
 * could be put in (the left-out ones are then on the error as `leftOut`).
 */
export async function buildBundle(request: BundleRequest, onProgress: (progress: BuildProgress) => void = () => {}): Promise<BuiltBundle> {
  const bundle = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = { regular: await bundle.embedFont(StandardFonts.Helvetica), bold: await bundle.embedFont(StandardFonts.HelveticaBold) };
  const captionText = drawable(fonts.regular);
  const ordered = bundleOrder(request.documents);
  const leftOut: LeftOut[] = [];
  const included: LayoutDocument[] = [];
  for (const [i, source] of ordered.entries()) {
    onProgress({ stage: 'document', number: i + 1, total: ordered.length, name: source.name });
    try {
      const bytes = await source.read();
      if (bytes.length === 0) throw new LeftOutError('empty');
      const kind = fileKind(source.name, bytes.subarray(0, 1024));
      const reason = kindReason(kind);
      if (reason) throw new LeftOutError(reason);
      const caption = captionText(source.date ? `${source.title} (${longDate(source.date)})` : source.title);
      const pages = kind === 'pdf' ? await addPdf(bundle, bytes) : await addPhoto(bundle, bytes, kind as 'jpeg' | 'png', caption, fonts.regular);
      included.push({ id: source.id, section: source.section, title: source.title, date: source.date, pages });
    } catch (error) {
      leftOut.push({ id: source.id, name: source.name, reason: error instanceof LeftOutError ? error.reason : 'damaged' });
    }
  }
  if (included.length === 0) throw Object.assign(new RangeError('No document could be put in the bundle'), { leftOut });

  onProgress({ stage: 'index' });
  const measure = (document: LayoutDocument) => wrapText(captionText(document.title), TITLE_WIDTH, (t) => fonts.regular.widthOfTextAtSize(t, INDEX_TEXT_SIZE)).length;
  const layout = bundleLayout(included, { cover: request.cover !== null, lines: measure });
  const claimNumber = request.cover?.claimNumber ?? request.claimNumber ?? '';
  let at = 0;
  if (request.cover) drawCover(bundle.insertPage(at++, [A4.width, A4.height]), request.cover, fonts);
  layout.indexPages.forEach((rows, i) => drawIndexPage(bundle.insertPage(at++, [A4.width, A4.height]), rows, layout, i === 0, claimNumber, fonts));

  const pages = bundle.getPages();
  if (pages.length !== layout.totalPages) throw new Error(`The bundle has ${pages.length} pages, its layout ${layout.totalPages}`);
  addOutline(bundle, [
    ...(request.cover ? [{ title: words.outlineCover, page: pages[0]!.ref }] : []),
    { title: words.outlineIndex, page: pages[layout.coverPages]!.ref },
    ...layout.documents.map((document) => ({ title: `${document.number}. ${document.title}`, page: pages[document.firstPage - 1]!.ref })),
  ]);
  pages.forEach((page, i) => {
    const label = words.pageNumber(i + 1, pages.length);
    const { width } = page.getSize();
    page.drawText(label, { x: (width - fonts.regular.widthOfTextAtSize(label, NUMBER_SIZE)) / 2, y: (NUMBER_STRIP - NUMBER_SIZE) / 2 + 2, size: NUMBER_SIZE, font: fonts.regular, color: ink });
  });
  bundle.setTitle(claimNumber ? `${words.coverTitle}: ${claimNumber}` : words.coverTitle);
  bundle.setProducer('Small Claims Compass');
  bundle.setCreator('Small Claims Compass');

  onProgress({ stage: 'saving' });
  const bytes = await bundle.save({ useObjectStreams: true });
  return { bytes, layout, leftOut };
}
