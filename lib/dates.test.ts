import { formatIsoDate, formatIsoMonth, formatLongDate } from './dates';

describe('formatLongDate', () => {
  it('formats as an en-GB long date', () => {
    expect(formatLongDate(new Date(2026, 10, 22))).toBe('22 November 2026');
  });

  it('has no leading zero on the day', () => {
    expect(formatLongDate(new Date(2024, 0, 5))).toBe('5 January 2024');
  });

  it('handles a leap day and the year end', () => {
    expect(formatLongDate(new Date(2024, 1, 29))).toBe('29 February 2024');
    expect(formatLongDate(new Date(2024, 11, 31, 23, 59))).toBe('31 December 2024');
  });

  it('throws on an invalid date', () => {
    expect(() => formatLongDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatLongDate(new Date('not a date'))).toThrow('Invalid date');
  });
});

describe('formatIsoDate', () => {
  it.each([
    ['2024-12-16', '16 December 2024'],
    ['2024-12-10', '10 December 2024'],
    ['2024-11-25', '25 November 2024'],
    ['2025-01-01', '1 January 2025'],
  ])('formats %p as %p', (iso, expected) => {
    expect(formatIsoDate(iso)).toBe(expected);
  });

  it.each(['', 'not a date', '2024-13-01', '2024-02-30', '16/12/2024'])('throws for %p', (iso) => {
    expect(() => formatIsoDate(iso)).toThrow(RangeError);
  });
});

describe('formatIsoMonth', () => {
  it.each([
    ['2021-03', 'March 2021'],
    ['2026-11', 'November 2026'],
    ['2025-01', 'January 2025'],
  ])('formats %p as %p', (iso, expected) => {
    expect(formatIsoMonth(iso)).toBe(expected);
  });

  it.each(['', '2021', '2021-3', '2021-13', '2021-00', '2021-03-01', 'March 2021'])('throws for %p', (iso) => {
    expect(() => formatIsoMonth(iso)).toThrow(RangeError);
  });
});
