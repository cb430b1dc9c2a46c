import { addBusinessDays, addDays, format, parseISO } from 'date-fns';
import { bankHolidays, type BankHolidayEvent } from '@/content/bank-holidays';
import { checkBankHolidayFile } from '@/content/bank-holidays/schema';
import {
  addWorkingDays,
  BankHolidayDataError,
  bankHolidayCalendar,
  bankHolidayName,
  describeWorkingDayStep,
  englandAndWales,
  explainWorkingDays,
  isBankHoliday,
  isWorkingDay,
} from './working-days';

/** A local date at noon (the time of day must not matter), and a Date as YYYY-MM-DD in local time. */
const d = (iso: string) => new Date(`${iso}T12:00:00`);
const iso = (date: Date) => format(date, 'yyyy-MM-dd');

describe('the data file (GOV.UK, England and Wales)', () => {
  it('is well formed and covers 2026 to 2028', () => {
    expect(checkBankHolidayFile(bankHolidays).issues).toBeUndefined();
    expect(englandAndWales.from <= '2026-01-01').toBe(true);
    expect(englandAndWales.to >= '2028-12-31').toBe(true);
  });

  it.each([
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-28', 'Boxing Day'], // Boxing Day is a Saturday: the substitute day is Monday
    ['2027-01-01', 'New Year’s Day'],
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2027-05-03', 'Early May bank holiday'],
    ['2027-05-31', 'Spring bank holiday'],
    ['2027-08-30', 'Summer bank holiday'],
    ['2027-12-27', 'Christmas Day'],
    ['2027-12-28', 'Boxing Day'],
  ])('%s is %s', (day, name) => {
    expect(bankHolidayName(d(day))).toBe(name);
    expect(isBankHoliday(d(day))).toBe(true);
    expect(isWorkingDay(d(day))).toBe(false);
  });

  it.each([
    ['2026-12-24', true], // Thursday
    ['2026-12-26', false], // Saturday: Boxing Day itself, but its bank holiday is the Monday
    ['2026-12-27', false], // Sunday
    ['2026-12-29', true], // Tuesday
    ['2027-12-31', true], // Friday
  ])('%s is a working day: %p', (day, working) => {
    expect(isWorkingDay(d(day))).toBe(working);
    expect(isBankHoliday(d(day))).toBe(false);
    expect(bankHolidayName(d(day))).toBeNull();
  });
});

describe('addWorkingDays', () => {
  it('skips Christmas Day, the substitute Boxing Day and New Year’s Day: 14 working days from Thursday 17 December 2026', () => {
    expect(iso(addWorkingDays(d('2026-12-17'), 14))).toBe('2027-01-11');
    // Weekends only would have said Wednesday 6 January, three working days too soon.
    expect(iso(addBusinessDays(d('2026-12-17'), 14))).toBe('2027-01-06');
  });

  it('skips Good Friday and Easter Monday 2027: 7 working days from Wednesday 24 March 2027', () => {
    expect(iso(addWorkingDays(d('2027-03-24'), 7))).toBe('2027-04-06');
  });

  it('skips both substitute days of Christmas 2027 (25 and 26 December are a weekend)', () => {
    expect(iso(addWorkingDays(d('2027-12-24'), 1))).toBe('2027-12-29');
  });

  it.each([
    ['a Saturday', '2026-12-26'],
    ['a Sunday', '2026-12-27'],
    ['a bank holiday', '2026-12-25'],
    ['a substitute bank holiday', '2026-12-28'],
  ])('counts from the day after a start on %s', (_kind, start) => {
    expect(iso(addWorkingDays(d(start), 1))).toBe('2026-12-29');
  });

  it('with n = 0 gives the start date itself, even on a bank holiday', () => {
    expect(iso(addWorkingDays(d('2026-12-25'), 0))).toBe('2026-12-25');
    expect(iso(addWorkingDays(d('2026-11-23'), 0))).toBe('2026-11-23');
  });

  it('works on the local calendar date: the time of day does not matter and the result is local midnight', () => {
    for (const start of [new Date(2026, 11, 17, 0, 0), new Date(2026, 11, 17, 23, 59, 59)]) {
      const end = addWorkingDays(start, 14);
      expect(iso(end)).toBe('2027-01-11');
      expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([0, 0, 0, 0]);
    }
    // Across the clocks going forward (28 March 2027) and back (31 October 2027) in the UK.
    expect(iso(addWorkingDays(d('2027-03-26'), 1))).toBe('2027-03-30');
    expect(iso(addWorkingDays(d('2027-10-29'), 1))).toBe('2027-11-01');
  });

  it('agrees with weekends-only counting where no bank holiday falls', () => {
    for (let day = d('2026-06-01'); day < d('2026-08-01'); day = addDays(day, 1)) {
      expect(iso(addWorkingDays(day, 10))).toBe(iso(addBusinessDays(day, 10)));
    }
  });

  it.each([Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY])('refuses %p working days', (n) => {
    expect(() => addWorkingDays(d('2026-12-17'), n)).toThrow(RangeError);
    expect(() => explainWorkingDays(d('2026-12-17'), n)).toThrow('Not a number of working days');
  });

  it('refuses an invalid date', () => {
    const invalid = new Date('not a date');
    expect(() => addWorkingDays(invalid, 1)).toThrow(new RangeError('Invalid date'));
    expect(() => isWorkingDay(invalid)).toThrow(RangeError);
    expect(() => isBankHoliday(invalid)).toThrow(RangeError);
    expect(() => bankHolidayName(invalid)).toThrow(RangeError);
  });
});

describe('outside the data', () => {
  /** The nearest Monday to Friday, stepping a day at a time from `day` (itself included). */
  const weekdayFrom = (day: Date, step: 1 | -1): Date => ([0, 6].includes(day.getDay()) ? weekdayFrom(addDays(day, step), step) : day);
  const firstWeekdayAfter = weekdayFrom(addDays(parseISO(englandAndWales.to), 1), 1);
  const lastWeekdayBefore = weekdayFrom(addDays(parseISO(englandAndWales.from), -1), -1);

  it('refuses to say whether a weekday is a bank holiday, naming the data and how to refresh it', () => {
    for (const day of [firstWeekdayAfter, lastWeekdayBefore]) {
      expect(() => isBankHoliday(day)).toThrow(BankHolidayDataError);
      expect(() => bankHolidayName(day)).toThrow(RangeError);
      expect(() => isWorkingDay(day)).toThrow(
        `No England and Wales bank holiday data for ${iso(day)}: it covers ${englandAndWales.from} to ${englandAndWales.to}. Refresh content/bank-holidays/england-and-wales.json with npm run update:bank-holidays.`,
      );
    }
  });

  it('never counts an unknown day as a working day: a count that runs past the end throws', () => {
    expect(() => addWorkingDays(parseISO(englandAndWales.to), 1)).toThrow(BankHolidayDataError);
    expect(() => addWorkingDays(addDays(parseISO(englandAndWales.to), -30), 30)).toThrow(BankHolidayDataError);
  });

  it('knows a Saturday or Sunday is not a working day without the data', () => {
    expect(isWorkingDay(d('2100-01-02'))).toBe(false); // a Saturday
    expect(isWorkingDay(d('2100-01-03'))).toBe(false); // a Sunday
  });
});

describe('explainWorkingDays (the working, step by step)', () => {
  it('names every day counted and every weekend day and bank holiday skipped', () => {
    const working = explainWorkingDays(d('2026-12-17'), 14);
    expect(iso(working.start)).toBe('2026-12-17');
    expect(working.workingDays).toBe(14);
    expect(iso(working.end)).toBe('2027-01-11');
    expect(working.steps.map(describeWorkingDayStep)).toEqual([
      'Friday 18 December 2026: working day 1',
      'Saturday 19 December 2026: not counted (weekend)',
      'Sunday 20 December 2026: not counted (weekend)',
      'Monday 21 December 2026: working day 2',
      'Tuesday 22 December 2026: working day 3',
      'Wednesday 23 December 2026: working day 4',
      'Thursday 24 December 2026: working day 5',
      'Friday 25 December 2026: not counted (bank holiday: Christmas Day)',
      'Saturday 26 December 2026: not counted (weekend)',
      'Sunday 27 December 2026: not counted (weekend)',
      'Monday 28 December 2026: not counted (bank holiday: Boxing Day, substitute day)',
      'Tuesday 29 December 2026: working day 6',
      'Wednesday 30 December 2026: working day 7',
      'Thursday 31 December 2026: working day 8',
      'Friday 1 January 2027: not counted (bank holiday: New Year’s Day)',
      'Saturday 2 January 2027: not counted (weekend)',
      'Sunday 3 January 2027: not counted (weekend)',
      'Monday 4 January 2027: working day 9',
      'Tuesday 5 January 2027: working day 10',
      'Wednesday 6 January 2027: working day 11',
      'Thursday 7 January 2027: working day 12',
      'Friday 8 January 2027: working day 13',
      'Saturday 9 January 2027: not counted (weekend)',
      'Sunday 10 January 2027: not counted (weekend)',
      'Monday 11 January 2027: working day 14',
    ]);
  });

  it('gives each step as data too', () => {
    const { steps } = explainWorkingDays(d('2027-03-25'), 1);
    expect(steps.map((step) => ({ ...step, date: iso(step.date) }))).toEqual([
      { date: '2027-03-26', kind: 'bank-holiday', name: 'Good Friday', notes: '', projected: false },
      { date: '2027-03-27', kind: 'weekend', name: 'Saturday' },
      { date: '2027-03-28', kind: 'weekend', name: 'Sunday' },
      { date: '2027-03-29', kind: 'bank-holiday', name: 'Easter Monday', notes: '', projected: false },
      { date: '2027-03-30', kind: 'working-day', count: 1 },
    ]);
  });

  it('has no steps for n = 0', () => {
    expect(explainWorkingDays(d('2026-12-25'), 0).steps).toEqual([]);
  });
});

describe('a projected year (dates GOV.UK has not announced yet)', () => {
  const year = (y: number, dates: readonly [string, string, string?][]): BankHolidayEvent[] =>
    dates.map(([date, title, notes = '']) => ({ title, date: `${y}-${date}`, notes, bunting: true }));
  const standard = (y: number, christmas: string, boxing: string) =>
    year(y, [
      ['01-01', 'New Year’s Day'],
      ['04-11', 'Good Friday'],
      ['04-14', 'Easter Monday'],
      ['05-05', 'Early May bank holiday'],
      ['05-26', 'Spring bank holiday'],
      ['08-25', 'Summer bank holiday'],
      [christmas, 'Christmas Day'],
      [boxing, 'Boxing Day'],
    ]);
  const calendar = bankHolidayCalendar({
    source: 'test',
    division: 'england-and-wales',
    retrieved: '2030-06-01',
    events: standard(2030, '12-25', '12-26'),
    projected: { note: 'Worked out, not announced.', events: standard(2031, '12-25', '12-26') },
  });

  it('covers both years, and says which holidays are projected', () => {
    expect([calendar.from, calendar.to]).toEqual(['2030-01-01', '2031-12-31']);
    const { steps, end } = explainWorkingDays(d('2031-12-24'), 1, calendar); // a Wednesday
    expect(iso(end)).toBe('2031-12-29');
    expect(steps.map(describeWorkingDayStep)).toEqual([
      'Thursday 25 December 2031: not counted (bank holiday: Christmas Day; expected, not yet announced by GOV.UK)',
      'Friday 26 December 2031: not counted (bank holiday: Boxing Day; expected, not yet announced by GOV.UK)',
      'Saturday 27 December 2031: not counted (weekend)',
      'Sunday 28 December 2031: not counted (weekend)',
      'Monday 29 December 2031: working day 1',
    ]);
    expect(explainWorkingDays(d('2030-12-24'), 1, calendar).steps[0]).toMatchObject({ name: 'Christmas Day', projected: false });
  });

  it('refuses a day after the projected year', () => {
    expect(() => isBankHoliday(d('2032-01-01'), calendar)).toThrow(BankHolidayDataError);
    expect(() => addWorkingDays(d('2031-12-31'), 1, calendar)).toThrow(BankHolidayDataError);
  });
});
