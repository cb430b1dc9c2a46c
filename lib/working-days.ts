import { addDays, format, isValid, startOfDay } from 'date-fns';
import { BANK_HOLIDAYS_FILE, BANK_HOLIDAYS_REFRESH, bankHolidayCoverage, bankHolidays, type BankHolidayFile } from '@/content/bank-holidays';

/**
 * Working days in England and Wales: every day but Saturdays, Sundays and bank holidays (FACTS.md section 10,
 * CPR 2.8). The one implementation the site counts deadlines with.
 *
 * Dates are calendar dates in the visitor's own time zone: a `Date` stands for the local day it falls on (its
 * time is ignored), results are local midnight, and days are stepped with date-fns `addDays`, which moves the
 * calendar date, so a clock change never skips or repeats a day.
 *
 * Outside the days the data covers nobody can say whether a weekday is a bank holiday, so every question that
 * needs the data there throws `BankHolidayDataError` (a `RangeError`): a deadline is never counted as if an
 * unknown day were a working day. Saturdays and Sundays need no data.
 */

/** A bank holiday as the working shows it: GOV.UK's title and notes, and whether GOV.UK has announced it yet. */
export type BankHoliday = { date: string; title: string; notes: string; projected: boolean };

/** Bank holidays by ISO date (YYYY-MM-DD) and the days the data covers. */
export type BankHolidayCalendar = { from: string; to: string; byDate: ReadonlyMap<string, BankHoliday> };

/** The lookup for a bank holidays file: GOV.UK's events and the projected ones, which are flagged as such. */
export function bankHolidayCalendar(file: BankHolidayFile): BankHolidayCalendar {
  const byDate = new Map<string, BankHoliday>();
  for (const { title, date, notes } of file.events) byDate.set(date, { date, title, notes, projected: false });
  for (const { title, date, notes } of file.projected?.events ?? []) byDate.set(date, { date, title, notes, projected: true });
  const { from, to } = bankHolidayCoverage(file);
  return { from, to, byDate };
}

/** England and Wales, from the site's data file (checked when loaded). */
export const englandAndWales: BankHolidayCalendar = bankHolidayCalendar(bankHolidays);

/** Thrown for a day the bank holiday data does not cover. */
export class BankHolidayDataError extends RangeError {
  /** The day asked about, and the first and last days the data covers (ISO dates). */
  readonly day: string;
  readonly from: string;
  readonly to: string;

  constructor(day: string, { from, to }: Pick<BankHolidayCalendar, 'from' | 'to'>) {
    super(`No England and Wales bank holiday data for ${day}: it covers ${from} to ${to}. Refresh ${BANK_HOLIDAYS_FILE} with ${BANK_HOLIDAYS_REFRESH}.`);
    this.name = 'BankHolidayDataError';
    this.day = day;
    this.from = from;
    this.to = to;
  }
}

/** The local calendar date of a Date as YYYY-MM-DD; throws a RangeError for an invalid Date. */
function isoDay(date: Date): string {
  if (!(date instanceof Date) || !isValid(date)) throw new RangeError('Invalid date');
  return format(date, 'yyyy-MM-dd');
}

function isWeekend(date: Date): boolean {
  const day = date.getDay();
  return day === 0 || day === 6;
}

/** The bank holiday on a day, or null; throws when the data does not cover the day. */
export function bankHolidayOn(date: Date, calendar: BankHolidayCalendar = englandAndWales): BankHoliday | null {
  const day = isoDay(date);
  if (day < calendar.from || day > calendar.to) throw new BankHolidayDataError(day, calendar);
  return calendar.byDate.get(day) ?? null;
}

/** Whether a day is a bank holiday in England and Wales. */
export function isBankHoliday(date: Date, calendar: BankHolidayCalendar = englandAndWales): boolean {
  return bankHolidayOn(date, calendar) !== null;
}

/** The bank holiday's name as GOV.UK gives it ("Boxing Day"; a substitute day has its holiday's name), or null. */
export function bankHolidayName(date: Date, calendar: BankHolidayCalendar = englandAndWales): string | null {
  return bankHolidayOn(date, calendar)?.title ?? null;
}

/** Whether a day is a working day: not a Saturday, Sunday or bank holiday. */
export function isWorkingDay(date: Date, calendar: BankHolidayCalendar = englandAndWales): boolean {
  isoDay(date);
  return !isWeekend(date) && !isBankHoliday(date, calendar);
}

/** Why a day is not a working day: a weekend day or a bank holiday, named. */
export type ClosedDay =
  | { kind: 'weekend'; name: 'Saturday' | 'Sunday' }
  | { kind: 'bank-holiday'; name: string; notes: string; projected: boolean };

/** Why the court office is closed on a day (a weekend or a bank holiday), or null on a working day. */
export function closedDay(day: Date, calendar: BankHolidayCalendar = englandAndWales): ClosedDay | null {
  isoDay(day);
  if (isWeekend(day)) return { kind: 'weekend', name: day.getDay() === 6 ? 'Saturday' : 'Sunday' };
  const holiday = bankHolidayOn(day, calendar);
  return holiday ? { kind: 'bank-holiday', name: holiday.title, notes: holiday.notes, projected: holiday.projected } : null;
}

/**
 * Whether the court office is closed on a day, as far as the calendar can tell: a weekend always; a bank holiday only
 * within the years it holds (past them, null: the day is not called closed on a guess).
 */
export function knownClosedDay(date: Date, calendar: BankHolidayCalendar = englandAndWales): ClosedDay | null {
  try {
    return closedDay(date, calendar);
  } catch (error) {
    if (!(error instanceof BankHolidayDataError)) throw error;
    return isWeekend(date) ? { kind: 'weekend', name: date.getDay() === 6 ? 'Saturday' : 'Sunday' } : null;
  }
}

/** One day looked at while counting: counted (the nth working day), or skipped with its name. */
export type WorkingDayStep = { date: Date; kind: 'working-day'; count: number } | ({ date: Date } & ClosedDay);

/** How a date n working days after a start was reached: every day from the day after the start to the end. */
export type WorkingDaysWorking = { start: Date; workingDays: number; end: Date; steps: WorkingDayStep[] };

/**
 * Which way a count runs from its day: `after` (the day after it, then on), or `before` (the day before it, then back:
 * a period that must end "at least n days before" an event, issue 56).
 */
export type CountDirection = 'after' | 'before';
const stepOf = (direction: CountDirection) => (direction === 'after' ? 1 : -1);

/**
 * Counts n working days after `start` (or before it), showing the working. Counting begins the day after `start`
 * (the day before, counting back), whatever day `start` is (a weekend or a bank holiday included); the end is the nth
 * working day. With n = 0 nothing is counted and the end is the start itself. Throws a RangeError for an invalid date
 * or an n that is not a whole number of 0 or more, and `BankHolidayDataError` when the count reaches a weekday the
 * data does not cover.
 */
export function explainWorkingDays(start: Date, n: number, calendar: BankHolidayCalendar = englandAndWales, direction: CountDirection = 'after'): WorkingDaysWorking {
  isoDay(start);
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a number of working days: ${n}`);
  const first = startOfDay(start);
  const steps: WorkingDayStep[] = [];
  let day = first;
  let count = 0;
  while (count < n) {
    day = addDays(day, stepOf(direction));
    const closed = closedDay(day, calendar);
    if (closed) {
      steps.push({ date: day, ...closed });
      continue;
    }
    count += 1;
    steps.push({ date: day, kind: 'working-day', count });
  }
  return { start: first, workingDays: n, end: day, steps };
}

/** One day of a period counted in calendar days: its number, and why the court office is closed on it, if it is. */
export type CalendarDayStep = { date: Date; count: number; closed: ClosedDay | null };
export type CalendarDaysWorking = { start: Date; days: number; end: Date; steps: CalendarDayStep[] };

/**
 * Counts n calendar days after `start` (or before it; clear days: `start` itself is not counted), every day counting,
 * with the weekends and bank holidays named as they are passed. Throws as `explainWorkingDays` does.
 */
export function explainCalendarDays(start: Date, n: number, calendar: BankHolidayCalendar = englandAndWales, direction: CountDirection = 'after'): CalendarDaysWorking {
  isoDay(start);
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a number of days: ${n}`);
  const first = startOfDay(start);
  const steps: CalendarDayStep[] = [];
  for (let count = 1; count <= n; count += 1) {
    const date = addDays(first, count * stepOf(direction));
    steps.push({ date, count, closed: closedDay(date, calendar) });
  }
  return { start: first, days: n, end: steps.at(-1)?.date ?? first, steps };
}

/** The date n working days after `start` (local midnight); see `explainWorkingDays` for the rules. */
export function addWorkingDays(start: Date, n: number, calendar: BankHolidayCalendar = englandAndWales): Date {
  return explainWorkingDays(start, n, calendar).end;
}

/**
 * One step of the working in words, e.g. "Monday 21 December 2026: working day 2", "Saturday 19 December 2026:
 * not counted (weekend)", "Monday 28 December 2026: not counted (bank holiday: Boxing Day, substitute day)".
 */
export function describeWorkingDayStep(step: WorkingDayStep): string {
  const day = format(step.date, 'EEEE d MMMM yyyy');
  return step.kind === 'working-day' ? `${day}: working day ${step.count}` : `${day}: not counted (${describeClosedDay(step)})`;
}

/** "weekend", or "bank holiday: Boxing Day, substitute day" (with a note when GOV.UK has not announced it yet). */
export function describeClosedDay(closed: ClosedDay): string {
  if (closed.kind === 'weekend') return 'weekend';
  const notes = closed.notes ? `, ${closed.notes.toLowerCase()}` : '';
  const projected = closed.projected ? '; expected, not yet announced by GOV.UK' : '';
  return `bank holiday: ${closed.name}${notes}${projected}`;
}

/** One day of a calendar-day count in words, e.g. "Saturday 26 December 2026: day 2 (counted, although a weekend)". */
export function describeCalendarDayStep(step: CalendarDayStep): string {
  const day = `${format(step.date, 'EEEE d MMMM yyyy')}: day ${step.count}`;
  return step.closed ? `${day} (counted, although a ${describeClosedDay(step.closed)})` : day;
}
