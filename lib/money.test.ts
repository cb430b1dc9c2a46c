import { articles } from '@/content/blog';
import { feeRowTotal, formatPounds } from './money';

describe('formatPounds', () => {
  it.each([
    [35, '£35'],
    [0, '£0'],
    [35.5, '£35.50'],
    [35.05, '£35.05'],
    [0.5, '£0.50'],
    [1090, '£1,090'],
    [10000, '£10,000'],
    [1234567, '£1,234,567'],
    [1090.25, '£1,090.25'],
  ])('formats %p as %p', (amount, expected) => {
    expect(formatPounds(amount)).toBe(expected);
  });

  it('formats negative amounts with a minus sign', () => {
    expect(formatPounds(-35)).toBe('-£35');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('throws on %p', (amount) => {
    expect(() => formatPounds(amount)).toThrow(RangeError);
  });
});

describe('feeRowTotal', () => {
  it('adds the issue fee and the hearing fee', () => {
    expect(feeRowTotal({ courtFee: 455, hearingFee: 335 })).toBe(790);
    expect(feeRowTotal({ courtFee: 35, hearingFee: 25 })).toBe(60);
    expect(feeRowTotal({ courtFee: 0, hearingFee: 0 })).toBe(0);
  });

  it('gives 790 for the top row of the fees article table (spec 9)', () => {
    const article = articles.find((a) => a.slug === 'understanding-small-claims-court-fees-and-costs');
    // The spec's table is the article's last fee table, after the current fees (issue 24).
    const table = article?.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'fee-table').at(-1);
    if (table?.type !== 'fee-table') throw new Error('fee table not found');
    const top = table.rows[table.rows.length - 1];
    expect(top).toMatchObject({ courtFee: 455, hearingFee: 335 });
    expect(top && feeRowTotal(top)).toBe(790);
    expect(table.rows.map(feeRowTotal)).toEqual([60, 75, 125, 160, 230, 375, 790]);
  });
});
