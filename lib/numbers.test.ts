import { groupDigits } from './numbers';

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
