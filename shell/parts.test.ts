import { PAGE_PARTS, partsFor } from '@/shell/parts';

describe('partsFor', () => {
  it("names the parts whose marks a page's markup carries, in order", () => {
    expect(partsFor('<p>Plain</p>')).toEqual([]);
    expect(partsFor('<time data-today aria-hidden></time>')).toEqual(['page-details']);
    expect(partsFor('<details data-open-when-wide=""><summary>North</summary></details><button data-favourite-court="leeds">Save</button>')).toEqual([
      'favourite-toggles',
      'disclosures',
    ]);
    expect(partsFor('<section data-saved-courts hidden>')).toEqual(['saved-courts']);
  });

  it('is not fooled by a mark named in text or in a longer attribute', () => {
    expect(partsFor('<p>The attribute data-today marks a date.</p>')).toEqual([]);
    expect(partsFor('<time data-today-note="x"></time>')).toEqual([]);
  });

  it('gives each part a distinct module and install step', () => {
    expect(new Set(PAGE_PARTS.map((p) => p.module)).size).toBe(PAGE_PARTS.length);
    expect(new Set(PAGE_PARTS.map((p) => p.install)).size).toBe(PAGE_PARTS.length);
  });
});
