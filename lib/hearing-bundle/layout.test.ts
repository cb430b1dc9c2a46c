import type { BundleSection } from '@/content/tools/hearing-bundle';
import { INDEX_LINES, bundleLayout, bundleOrder, pageRange, paginateIndex, wrapText, type IndexRow, type LayoutDocument } from './layout';

const doc = (n: number, pages: number, section: BundleSection = 'documents'): LayoutDocument => ({ id: `d${n}`, section, title: `Document ${n}`, date: null, pages });
const entries = (page: IndexRow[]) => page.filter((row) => row.kind === 'entry').map((row) => (row.kind === 'entry' ? row.id : ''));

describe('page numbers: the first page of the file is page 1', () => {
  it('without a cover: a one-page index is page 1, and the documents follow from page 2', () => {
    const layout = bundleLayout([doc(1, 3), doc(2, 1), doc(3, 5)], { cover: false });
    expect(layout.coverPages).toBe(0);
    expect(layout.indexPages).toHaveLength(1);
    expect(layout.documents.map((d) => [d.number, d.firstPage, d.lastPage, pageRange(d)])).toEqual([
      [1, 2, 4, '2–4'],
      [2, 5, 5, '5'],
      [3, 6, 10, '6–10'],
    ]);
    expect(layout.totalPages).toBe(10);
  });

  it('with a cover, everything moves on a page: the cover is page 1, the index page 2', () => {
    const layout = bundleLayout([doc(1, 3), doc(2, 1)], { cover: true });
    expect(layout.documents.map((d) => [d.firstPage, d.lastPage])).toEqual([
      [3, 5],
      [6, 6],
    ]);
    expect(layout.totalPages).toBe(6);
  });

  it('a photo is one page like any one-page document', () => {
    const photo: LayoutDocument = { id: 'p', section: 'photos', title: 'The cracked tiles', date: '2026-05-01', pages: 1 };
    const layout = bundleLayout([doc(1, 2), photo], { cover: true });
    expect(layout.documents.at(-1)).toMatchObject({ id: 'p', firstPage: 5, lastPage: 5 });
  });

  it('1 to 40 documents, single and multi-page, with and without a cover: each entry starts where the one before ended, after the index', () => {
    for (const cover of [false, true]) {
      for (let n = 1; n <= 40; n += 1) {
        const documents = Array.from({ length: n }, (_, i) => doc(i + 1, (i % 7) + 1, (['case', 'witness', 'documents', 'photos', 'costs'] as const)[i % 5]));
        const layout = bundleLayout(documents, { cover, lines: (d) => (Number(d.id.slice(1)) % 3) + 1 });
        const front = (cover ? 1 : 0) + layout.indexPages.length;
        expect(layout.documents[0]!.firstPage).toBe(front + 1);
        for (const [i, placed] of layout.documents.entries()) {
          expect(placed.number).toBe(i + 1);
          expect(placed.lastPage - placed.firstPage + 1).toBe(placed.pages);
          expect(placed.firstPage).toBe(i === 0 ? front + 1 : layout.documents[i - 1]!.lastPage + 1);
        }
        expect(layout.totalPages).toBe(front + documents.reduce((sum, d) => sum + d.pages, 0));
        // Every document is in the index once, in bundle order.
        expect(layout.indexPages.flatMap(entries)).toEqual(layout.documents.map((d) => d.id));
      }
    }
  });

  it('40 two-line entries take a second index page, and every page number moves on by one', () => {
    const documents = Array.from({ length: 40 }, (_, i) => doc(i + 1, 2));
    const oneLine = bundleLayout(documents, { cover: false });
    const twoLines = bundleLayout(documents, { cover: false, lines: () => 2 });
    expect(oneLine.indexPages).toHaveLength(1);
    expect(twoLines.indexPages).toHaveLength(2);
    expect(twoLines.documents.map((d) => d.firstPage)).toEqual(oneLine.documents.map((d) => d.firstPage + 1));
  });

  it('refuses no documents, and a document with no pages', () => {
    expect(() => bundleLayout([], { cover: false })).toThrow(RangeError);
    expect(() => bundleLayout([doc(1, 0)], { cover: false })).toThrow(RangeError);
    expect(() => bundleLayout([doc(1, 1.5)], { cover: false })).toThrow(RangeError);
  });
});

describe('the bundle order and the index', () => {
  it('puts the sections in their usual order, keeping the visitor’s order within each', () => {
    const order = bundleOrder([doc(1, 1, 'photos'), doc(2, 1, 'case'), doc(3, 1, 'documents'), doc(4, 1, 'case'), doc(5, 1, 'costs'), doc(6, 1, 'witness')]);
    expect(order.map((d) => d.id)).toEqual(['d2', 'd4', 'd6', 'd3', 'd1', 'd5']);
  });

  it('heads each section once, and never leaves a heading alone at the foot of a page', () => {
    const rows: IndexRow[] = [
      { kind: 'section', section: 'case' },
      { kind: 'entry', id: 'a', lines: 2 },
      { kind: 'section', section: 'witness' },
      { kind: 'entry', id: 'b', lines: 1 },
    ];
    // 4 lines on the first page: the heading and entry a take 3, and witness's heading would be left alone on the 4th.
    expect(paginateIndex(rows, 4, 10)).toEqual([rows.slice(0, 2), rows.slice(2)]);
    expect(paginateIndex(rows, 5, 10)).toEqual([rows]);
    const layout = bundleLayout([doc(1, 1, 'case'), doc(2, 1, 'case'), doc(3, 1, 'photos')], { cover: false });
    expect(layout.indexPages[0]!.filter((row) => row.kind === 'section')).toEqual([
      { kind: 'section', section: 'case' },
      { kind: 'section', section: 'photos' },
    ]);
  });

  it('fits as many one-line entries on the first index page as its lines allow', () => {
    const fits = INDEX_LINES.first - 1;
    const full = bundleLayout(Array.from({ length: fits }, (_, i) => doc(i + 1, 1)), { cover: false });
    expect(full.indexPages).toHaveLength(1);
    const over = bundleLayout(Array.from({ length: fits + 1 }, (_, i) => doc(i + 1, 1)), { cover: false });
    expect(over.indexPages).toHaveLength(2);
    expect(over.indexPages[1]).toEqual([{ kind: 'entry', id: `d${fits + 1}`, lines: 1 }]);
  });

  it('gives an entry taller than a page a page of its own', () => {
    const rows: IndexRow[] = [{ kind: 'entry', id: 'a', lines: 1 }, { kind: 'entry', id: 'b', lines: 30 }, { kind: 'entry', id: 'c', lines: 1 }];
    expect(paginateIndex(rows, 10, 10)).toEqual([[rows[0]], [rows[1]], [rows[2]]]);
    expect(() => paginateIndex(rows, 1, 10)).toThrow(RangeError);
  });
});

describe('wrapText', () => {
  const width = (text: string) => text.length;
  it('breaks at spaces, and inside a word only when the word alone is too wide', () => {
    expect(wrapText('Invoice 1043 for the kitchen', 12, width)).toEqual(['Invoice 1043', 'for the', 'kitchen']);
    expect(wrapText('IMG_20260501_093012.jpg', 10, width)).toEqual(['IMG_202605', '01_093012.', 'jpg']);
    expect(wrapText('', 10, width)).toEqual(['']);
    expect(wrapText('  two   spaces ', 20, width)).toEqual(['two spaces']);
  });
});
