import { toIso } from '@/lib/iso-date';
import { clearDaysAfter, claimFormServed, deadlinesFor, moneyClaimOnlineServed } from '@/lib/tools/deadlines';
import { BankHolidayDataError, closedDay, englandAndWales, explainWorkingDays, type BankHolidayCalendar, type WorkingDayStep } from '@/lib/working-days';
import type { PlanDate, SkippedDay } from './types';

/**
 * Issue 28: the plan's dates, every one counted by the site's one implementation (lib/working-days.ts and the
 * deadline calculator's lib/tools/deadlines.ts), with the days skipped kept as data. Dates are ISO calendar dates
 * (YYYY-MM-DD); a Date here is local midnight, as working-days.ts uses them.
 */

export { fromIso, toIso } from '@/lib/iso-date';

const skippedOf = (steps: readonly WorkingDayStep[]): SkippedDay[] =>
  steps.flatMap((step) => (step.kind === 'working-day' ? [] : [{ date: toIso(step.date), kind: step.kind, name: step.name }]));

export function planDate(date: Date, counting: PlanDate['counting'], skipped: SkippedDay[] = []): PlanDate {
  return { iso: toIso(date), counting, skippedClosedDays: skipped.length > 0, skipped };
}

export const givenDate = (date: Date): PlanDate => planDate(date, 'given');

/** n working days after `start` (weekends and bank holidays skipped). */
export function workingDaysAfter(start: Date, n: number, calendar: BankHolidayCalendar = englandAndWales): PlanDate {
  const working = explainWorkingDays(start, n, calendar);
  return planDate(working.end, 'working-days', skippedOf(working.steps));
}

/** The day itself if the court office is open, otherwise the next day it is. */
export function thisOrNextWorkingDay(day: Date, calendar: BankHolidayCalendar = englandAndWales): PlanDate {
  const closed = closedDay(day, calendar);
  if (!closed) return givenDate(day);
  const next = explainWorkingDays(day, 1, calendar);
  return planDate(next.end, 'working-days', [{ date: toIso(day), kind: closed.kind, name: closed.name }, ...skippedOf(next.steps)]);
}

/**
 * A period of n days after an event, as CPR 2.8 counts it (`clearDaysAfter`): 5 days or less in working days; more
 * in calendar days, moved to the next open day when the last day falls on a closed one and the act is done at the
 * court office. `skipped` lists the closed days passed over.
 */
export function periodAfter(start: Date, n: number, { courtOffice = true, calendar = englandAndWales }: { courtOffice?: boolean; calendar?: BankHolidayCalendar } = {}): PlanDate {
  const period = clearDaysAfter(start, n, { courtOffice, calendar });
  if (n <= 5) return workingDaysAfter(start, n, calendar);
  if (!period.nextOpenDay) return planDate(period.date, 'calendar-days');
  const moved = thisOrNextWorkingDay(period.date, calendar);
  return planDate(period.nextOpenDay.date, 'calendar-days', [...moved.skipped]);
}

/** CPR 6.14: a claim form posted first class is served on the second business day after posting. */
export function claimFormServedOn(posted: Date, calendar: BankHolidayCalendar = englandAndWales): PlanDate {
  const served = claimFormServed(posted, calendar);
  return planDate(served.date, 'working-days', skippedOf(explainWorkingDays(posted, 2, calendar).steps));
}

/** The six-year time limit, read safely from the date the money was due (the deadline calculator's reading). */
/**
 * When a claim form the court sends counts as served (FACTS.md §10, §12): one from Money Claim Online 5 days after its
 * issue date, whatever the day (PD 7E); one posted, the second business day after posting (CPR 6.14). Null past the
 * bank holiday data.
 */
export function claimFormServedFor(how: 'posted' | 'money-claim-online', day: Date): PlanDate | null {
  return how === 'money-claim-online' ? planDate(moneyClaimOnlineServed(day).date, 'calendar-days') : ifCovered(() => claimFormServedOn(day));
}

export const sixYearsFrom = (due: Date): PlanDate => planDate(deadlinesFor({ kind: 'limitation', date: due }).deadlines[0]!.date, 'years');

export const laterOf = (a: Date, b: Date) => (a > b ? a : b);

/** Runs a date rule; null when it runs past the bank holiday data (the plan then says so), other errors thrown. */
export function ifCovered<T>(rule: () => T): T | null {
  try {
    return rule();
  } catch (error) {
    if (error instanceof BankHolidayDataError) return null;
    throw error;
  }
}
