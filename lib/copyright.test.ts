import { copyrightYears } from './copyright';

describe('copyrightYears', () => {
  it('runs from the first year to the year of the build', () => {
    expect(copyrightYears(2024, new Date('2026-11-23T12:00:00Z'))).toBe('2024–2026');
    expect(copyrightYears(2024, new Date('2025-01-01T00:00:00Z'))).toBe('2024–2025');
  });

  it('is one year while the build is in the first year', () => {
    expect(copyrightYears(2024, new Date('2024-12-31T23:59:59Z'))).toBe('2024');
  });

  it('never runs backwards when the clock is wrong', () => {
    expect(copyrightYears(2024, new Date('2023-06-01T00:00:00Z'))).toBe('2024');
  });

  it('takes the year in UTC, which is UK time (GMT) at the turn of the year', () => {
    expect(copyrightYears(2024, new Date('2026-12-31T23:30:00Z'))).toBe('2024–2026');
    expect(copyrightYears(2024, new Date('2027-01-01T00:30:00Z'))).toBe('2024–2027');
  });

  it('refuses an invalid date or year', () => {
    expect(() => copyrightYears(2024, new Date('nonsense'))).toThrow(RangeError);
    expect(() => copyrightYears(2024.5, new Date('2026-01-01'))).toThrow(RangeError);
  });
});
