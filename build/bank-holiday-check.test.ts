import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bankHolidays, type BankHolidayEvent } from '@/content/bank-holidays';
import { parseBankHolidayFile } from '@/content/bank-holidays/schema';
import { bankHolidayCoverageProblem, bankHolidayDataProblem, bankHolidayFileProblem } from '@/build/bank-holiday-check';
import { bankHolidayFileFromGovUk } from '@/build/update-bank-holidays';

const d = (iso: string) => new Date(`${iso}T12:00:00`);

/** A year's eight England and Wales bank holidays (the dates need only be in order). */
const year = (y: number): BankHolidayEvent[] =>
  [
    ['01-01', 'New Year’s Day'],
    ['04-02', 'Good Friday'],
    ['04-05', 'Easter Monday'],
    ['05-03', 'Early May bank holiday'],
    ['05-31', 'Spring bank holiday'],
    ['08-30', 'Summer bank holiday'],
    ['12-25', 'Christmas Day'],
    ['12-28', 'Boxing Day'],
  ].map(([date, title]) => ({ title: title!, date: `${y}-${date}`, notes: '', bunting: true }));

/** A well-formed file with GOV.UK's data for the years given. */
const file = (years: number[], extra: Record<string, unknown> = {}) => ({
  source: 'https://www.gov.uk/bank-holidays.json',
  division: 'england-and-wales',
  retrieved: '2026-11-23',
  events: years.flatMap(year),
  ...extra,
});

describe('bankHolidayCoverageProblem (the check at the start of the build)', () => {
  it('passes data that ends 13 months after today', () => {
    expect(bankHolidayCoverageProblem(file([2026, 2027]), d('2026-11-30'))).toBeNull();
  });

  it('passes data that ends exactly 12 months after today, and fails it a day later', () => {
    expect(bankHolidayCoverageProblem(file([2026, 2027]), d('2026-12-31'))).toBeNull();
    expect(bankHolidayCoverageProblem(file([2026, 2027]), d('2027-01-01'))).not.toBeNull();
  });

  it('fails data that ends 11 months after today, saying when it ends and how to refresh it', () => {
    expect(bankHolidayCoverageProblem(file([2026, 2027]), d('2027-01-31'))).toBe(
      "Bank holidays (content/bank-holidays/england-and-wales.json): GOV.UK's England and Wales bank holidays data ends on " +
        '31 December 2027, less than 12 months after today (31 January 2027): it must reach 31 January 2028. ' +
        "The site's working-day deadlines depend on it.\n" +
        'Refresh it: run `npm run update:bank-holidays` (downloads https://www.gov.uk/bank-holidays.json and keeps England and ' +
        'Wales), check the change and commit it.',
    );
  });

  it('does not count projected dates towards the 12 months', () => {
    const withProjected = file([2026, 2027], { projected: { note: 'Worked out from the statute.', events: year(2028) } });
    expect(bankHolidayCoverageProblem(withProjected, d('2027-01-31'))).toContain('ends on 31 December 2027');
    expect(bankHolidayCoverageProblem(withProjected, d('2027-01-31'))).toContain('(projected dates do not count)');
    expect(bankHolidayCoverageProblem(withProjected, d('2026-11-30'))).toBeNull();
  });

  const sevenInAYear = file([2026, 2027]);
  sevenInAYear.events.splice(9, 1);
  const projectedOverlap = file([2026, 2027], { projected: { note: 'Worked out.', events: year(2027) } });

  it.each([
    ['nothing', undefined],
    ['an array', []],
    ['another division', file([2026, 2027], { division: 'scotland' })],
    ['no events', file([])],
    ['an event without a title', file([2026, 2027], { events: [{ ...year(2026)[0], title: '' }, ...year(2026).slice(1), ...year(2027)] })],
    ['an event without bunting', file([2026, 2027], { events: [{ title: 'New Year’s Day', date: '2026-01-01', notes: '' }] })],
    ['a date that does not exist', file([2026, 2027], { events: [...year(2026), { ...year(2027)[0], date: '2027-02-30' }] })],
    ['a date not written YYYY-MM-DD', file([2026, 2027], { events: [{ ...year(2026)[0], date: '1/1/2026' }] })],
    ['dates out of order', file([2027, 2026])],
    ['a date twice', file([2026, 2027], { events: [...year(2026), ...year(2026)] })],
    ['a year with only seven bank holidays', sevenInAYear],
    ['a missing year', file([2025, 2027])],
    ['projected dates for a year GOV.UK has published', projectedOverlap],
    ['a projected part without a note', file([2026], { projected: { note: '', events: year(2027) } })],
  ])('fails a malformed file: %s', (_what, data) => {
    const problem = bankHolidayCoverageProblem(data, d('2026-11-23'));
    expect(problem).toMatch(/^Bank holidays \(content\/bank-holidays\/england-and-wales\.json\): the England and Wales bank holidays data is malformed \(.+\)/);
    expect(problem).toContain('npm run update:bank-holidays');
  });

  it('names what is wrong', () => {
    expect(bankHolidayDataProblem(file([2027, 2026]), d('2026-11-23'))).toContain('events: dates in order, each once');
    expect(bankHolidayDataProblem(sevenInAYear, d('2026-11-23'))).toContain('every year from the first to the last complete');
    expect(bankHolidayDataProblem(projectedOverlap, d('2026-11-23'))).toContain('projected: projected years only after');
  });

  it('reports a file that cannot be read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bank-holidays-'));
    try {
      const broken = path.join(dir, 'broken.json');
      writeFileSync(broken, '{"events": [');
      expect(bankHolidayFileProblem(broken, d('2026-11-23'))).toMatch(/^Bank holidays \(.*broken\.json\) cannot be read: .+\nRefresh it: run `npm run update:bank-holidays`/);
      expect(bankHolidayFileProblem(path.join(dir, 'missing.json'), d('2026-11-23'))).toContain('cannot be read');
      const good = path.join(dir, 'good.json');
      writeFileSync(good, JSON.stringify(file([2026, 2027])));
      expect(bankHolidayFileProblem(good, d('2026-11-23'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an invalid today', () => {
    expect(() => bankHolidayCoverageProblem(file([2026, 2027]), new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('the data file as loaded', () => {
  it('is checked when loaded: a malformed file stops everything that uses it, saying how to refresh it', () => {
    expect(() => parseBankHolidayFile(file([2027, 2026]))).toThrow(
      'content/bank-holidays/england-and-wales.json is malformed (events: dates in order, each once). Download it again: npm run update:bank-holidays.',
    );
  });

  it('keeps GOV.UK’s data apart from any projected dates, which come after it', () => {
    const last = bankHolidays.events.at(-1)!.date;
    for (const event of bankHolidays.projected?.events ?? []) expect(event.date > last).toBe(true);
    expect(bankHolidays.projected === undefined || /not published by GOV\.UK/i.test(bankHolidays.projected.note)).toBe(true);
  });
});

describe('bankHolidayFileFromGovUk (npm run update:bank-holidays)', () => {
  const govUk = {
    'england-and-wales': { division: 'england-and-wales', events: [...year(2026), ...year(2027)].map((event) => ({ ...event, extra: 1 })) },
    scotland: { division: 'scotland', events: [{ title: 'St Andrew’s Day', date: '2026-11-30', notes: '', bunting: true }] },
    'northern-ireland': { division: 'northern-ireland', events: [] },
  };

  it('keeps England and Wales, each event’s four fields as GOV.UK gives them, dated today', () => {
    expect(bankHolidayFileFromGovUk(govUk, d('2026-11-23'))).toEqual(file([2026, 2027]));
    expect(bankHolidayCoverageProblem(bankHolidayFileFromGovUk(govUk, d('2026-11-23')), d('2026-11-23'))).toBeNull();
  });

  it('leaves data the build would refuse to the same check, so the script does not write it', () => {
    expect(bankHolidayDataProblem(bankHolidayFileFromGovUk(govUk, d('2027-06-01')), d('2027-06-01'))).toContain('ends on 31 December 2027');
    const broken = { 'england-and-wales': { division: 'england-and-wales', events: [null, { date: '2026-01-01' }] } };
    expect(bankHolidayDataProblem(bankHolidayFileFromGovUk(broken, d('2026-11-23')), d('2026-11-23'))).toContain('malformed');
  });

  it('throws when GOV.UK’s file has no England and Wales events', () => {
    for (const data of [null, 'text', {}, { scotland: govUk.scotland }, { 'england-and-wales': {} }]) {
      expect(() => bankHolidayFileFromGovUk(data, d('2026-11-23'))).toThrow(`GOV.UK's file has no "england-and-wales" events`);
    }
  });
});
