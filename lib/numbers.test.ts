import { formatMoney } from './templates/calculations';
import { formatPounds, groupDigits } from './numbers';

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [5000, '5,000'],
    [12480, '12,480'],
    [1234567, '1,234,567'],
    [0.4, '0.4'],
    [9.5, '9.5'],
    [1234.5, '1,234.5'],
    [-1500, '-1,500'],
  ])('writes %p as %p, as en-GB toLocaleString does for whole numbers and one decimal', (n, expected) => {
    expect(groupDigits(n)).toBe(expected);
    expect(groupDigits(n)).toBe(n.toLocaleString('en-GB', { maximumFractionDigits: 20 }));
  });

  it('does not group the digits after the decimal point', () => {
    expect(groupDigits(0.12345)).toBe('0.12345');
  });

  it('leaves what is not a finite number as JavaScript writes it', () => {
    expect(groupDigits(Number.NaN)).toBe('NaN');
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(groupDigits(1e21)).toBe('1e+21');
  });

  it('treats negative zero as zero', () => {
    expect(groupDigits(-0)).toBe('0');
  });
});

describe('formatPounds (money without Intl)', () => {
  it('writes pounds and pence with grouped thousands, as formatMoney does', () => {
    expect(formatPounds(2400)).toBe('£2,400.00');
    expect(formatPounds(1106.24)).toBe('£1,106.24');
    expect(formatPounds(0.5)).toBe('£0.50');
    expect(formatPounds(10_000_000)).toBe('£10,000,000.00');
    expect(formatPounds(-12.3)).toBe('-£12.30');
    for (const n of [0, 0.01, 999.99, 1234.5, 12_345_678.9]) expect(formatPounds(n)).toBe(formatMoney(n));
  });
  it('refuses what is not a number', () => {
    expect(() => formatPounds(Number.NaN)).toThrow(RangeError);
    expect(() => formatPounds(Infinity)).toThrow(RangeError);
  });
});
