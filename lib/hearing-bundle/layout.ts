import { BUNDLE_SECTIONS, type BundleSection } from '@/content/tools/hearing-bundle';

/**
 * Issue 56: the bundle's page arithmetic, as pure functions: the order of the documents, how the index is paginated and
 * on which page each document starts and ends. The first page of the file is page 1 (the cover when there is one),
 * then the index, then the documents in order; each index entry's first page is the page its document starts on.
 * The PDF builder (lib/hearing-bundle/pdf-builder.ts) draws exactly this layout.
 */

/** A4 in PDF points (1/72 inch): every page of the bundle is A4. */
export const A4 = { width: 595.28, height: 841.89 } as const;
/** The page's margins, and the strip at its foot that holds only the page number (so the number covers nothing). */
export const PAGE_MARGIN = 48;
export const NUMBER_STRIP = 32;
/** The index's type: its line height, the room its title takes on the first page and its column headings on each. */
export const INDEX_TEXT_SIZE = 10;
export const INDEX_LINE_HEIGHT = 14;
export const INDEX_TITLE_HEIGHT = 72;
export const INDEX_HEADINGS_HEIGHT = 2 * INDEX_LINE_HEIGHT;

/** The lines of the index that fit on its first page and on each page after it. */
export const INDEX_LINES = {
  first: Math.floor((A4.height - 2 * PAGE_MARGIN - NUMBER_STRIP - INDEX_TITLE_HEIGHT - INDEX_HEADINGS_HEIGHT) / INDEX_LINE_HEIGHT),
  next: Math.floor((A4.height - 2 * PAGE_MARGIN - NUMBER_STRIP - INDEX_HEADINGS_HEIGHT) / INDEX_LINE_HEIGHT),
} as const;

/** One document as the layout needs it. */
export type LayoutDocument = { id: string; section: BundleSection; title: string; date: string | null; pages: number };

/** A document in the bundle: its number in the index and its first and last pages. */
export type PlacedDocument = LayoutDocument & { number: number; firstPage: number; lastPage: number };

/** A row of the index: a section's heading, or a document's entry (taking `lines` lines, its title wrapped). */
export type IndexRow = { kind: 'section'; section: BundleSection } | { kind: 'entry'; id: string; lines: number };

export type BundleLayout = {
  /** 1 with a cover, 0 without. */
  coverPages: number;
  /** The index's rows, page by page. */
  indexPages: IndexRow[][];
  documents: PlacedDocument[];
  totalPages: number;
};

const sectionRank = (section: BundleSection) => BUNDLE_SECTIONS.findIndex((s) => s.value === section);

/** The bundle's order: the sections in their usual order, and the visitor's own order within each. */
export function bundleOrder<T extends { section: BundleSection }>(documents: readonly T[]): T[] {
  return documents
    .map((document, index) => ({ document, index }))
    .sort((a, b) => sectionRank(a.document.section) - sectionRank(b.document.section) || a.index - b.index)
    .map(({ document }) => document);
}

/**
 * Breaks text into lines no wider than `maxWidth` as `widthOf` measures them: at spaces, and within a word only when
 * the word alone is too wide. Always at least one line.
 */
export function wrapText(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  const push = (word: string) => {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= maxWidth) {
      line = candidate;
      return;
    }
    if (line) lines.push(line);
    line = '';
    if (widthOf(word) <= maxWidth) {
      line = word;
      return;
    }
    // A word wider than the column (a long file name): cut it where it fits.
    let piece = '';
    for (const char of word) {
      if (piece && widthOf(piece + char) > maxWidth) {
        lines.push(piece);
        piece = '';
      }
      piece += char;
    }
    line = piece;
  };
  for (const word of words) push(word);
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * Paginates the index's rows: `firstLines` lines on its first page, `nextLines` on each after. A section's heading is
 * never left alone at the foot of a page (it moves on with its first entry); an entry taller than a page is given a
 * page of its own (cut, as the builder draws it).
 */
export function paginateIndex(rows: readonly IndexRow[], firstLines: number, nextLines: number): IndexRow[][] {
  if (!(firstLines >= 2 && nextLines >= 2)) throw new RangeError('An index page must hold at least two lines');
  const height = (row: IndexRow) => (row.kind === 'section' ? 1 : Math.max(1, row.lines));
  const pages: IndexRow[][] = [[]];
  let room = firstLines;
  for (const [i, row] of rows.entries()) {
    const next = rows[i + 1];
    const needed = row.kind === 'section' && next ? 1 + Math.min(height(next), nextLines - 1) : height(row);
    const page = pages.at(-1)!;
    if (page.length > 0 && needed > room) {
      pages.push([row]);
      room = nextLines - Math.min(height(row), nextLines);
      continue;
    }
    page.push(row);
    room -= Math.min(height(row), room);
  }
  return pages;
}

/**
 * The bundle's layout: the documents in bundle order, numbered from 1, with the index's rows paginated and each
 * document's first and last page. `lines` says how many lines a document's entry takes in the index (1 by default).
 * Throws a RangeError for no documents, or a document without a whole number of pages of at least 1.
 */
export function bundleLayout(
  documents: readonly LayoutDocument[],
  { cover, lines = () => 1, indexLines = INDEX_LINES }: { cover: boolean; lines?: (document: LayoutDocument) => number; indexLines?: { first: number; next: number } },
): BundleLayout {
  if (documents.length === 0) throw new RangeError('A bundle needs at least one document');
  for (const document of documents) {
    if (!Number.isSafeInteger(document.pages) || document.pages < 1) throw new RangeError(`${document.title} has no pages`);
  }
  const ordered = bundleOrder(documents);
  const rows: IndexRow[] = [];
  for (const [i, document] of ordered.entries()) {
    if (i === 0 || ordered[i - 1]!.section !== document.section) rows.push({ kind: 'section', section: document.section });
    rows.push({ kind: 'entry', id: document.id, lines: Math.max(1, Math.floor(lines(document))) });
  }
  const indexPages = paginateIndex(rows, indexLines.first, indexLines.next);
  const coverPages = cover ? 1 : 0;
  let page = coverPages + indexPages.length + 1;
  const placed = ordered.map((document, i) => {
    const firstPage = page;
    page += document.pages;
    return { ...document, number: i + 1, firstPage, lastPage: page - 1 };
  });
  return { coverPages, indexPages, documents: placed, totalPages: page - 1 };
}

/** "5" for a one-page document, "5–7" for a longer one: the index's page column. */
export const pageRange = (document: Pick<PlacedDocument, 'firstPage' | 'lastPage'>) =>
  document.firstPage === document.lastPage ? String(document.firstPage) : `${document.firstPage}–${document.lastPage}`;
