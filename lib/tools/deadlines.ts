import { addDays, addMonths, addYears, differenceInCalendarDays, format, startOfDay } from 'date-fns';
import { LIMITATION_WARNING_DAYS, MONEY_CLAIM_ONLINE_SERVICE_DAYS } from '@/content/claim-plan/constants';
import { deadlineNotes, deadlineRules as rules, type DeadlineEventKind } from '@/content/tools/deadline-calculator';
import {
  closedDay,
  describeCalendarDayStep,
  describeClosedDay,
  describeWorkingDayStep,
  englandAndWales,
  explainCalendarDays,
  explainWorkingDays,
  knownClosedDay,
  type BankHolidayCalendar,
} from '@/lib/working-days';

/**
 * Issue 19: court and pre-action deadlines with their working, built on the site's one working-day counter
 * (`lib/working-days.ts`, the bank holidays the letter generator uses). Every deadline says which rule it
 * comes from, how the days were counted (CPR 2.8 clear days, the five-days-or-less rule, CPR 2.8(5)) and every
 * day counted or skipped, by name. Dates are local calendar dates.
 */

export type DeadlineEvent =
  | { kind: Exclude<DeadlineEventKind, 'document-delivered' | 'period' | 'limitation'>; date: Date }
  /** `today`: the visitor's date, when known: the warnings then speak of the last day as near, today or passed. */
  | { kind: 'limitation'; date: Date; today?: Date }
  | { kind: 'document-delivered'; date: Date; beforeCutOff: boolean }
  | { kind: 'period'; date: Date; days: number };

export type Deadline = {
  /** A short id for the calendar file. */
  id: string;
  title: string;
  date: Date;
  /** The rules it comes from, in words with their citations. */
  rules: string[];
  /** How the days were counted, in sentences. */
  counting: string[];
  /** Every day looked at, in words. */
  steps: string[];
  /** CPR 2.8(5): when the last day falls on a day the court office is closed, the next day it is open. */
  nextOpenDay?: { date: Date; steps: string[] };
  /**
   * Issue 56: a period that must end before an event ("at least 14 days before the hearing") whose last day falls when
   * the court office is closed: the last day before it that the office is open, the safe day to do it by.
   */
  openDayBefore?: { date: Date; steps: string[] };
  /**
   * What to do about a time limit's last day (FACTS.md §12, §14): it falls when the court office is closed (and is near),
   * or it is today.
   */
  closedWarning?: string;
};

export type DeadlineResult = { deadlines: Deadline[]; notes: string[] };

const day = (date: Date) => format(date, 'EEEE d MMMM yyyy');
export const DAYS_IN_SHORT_PERIOD = 5;

/** The day the court office is next open after a closed day, with the days skipped. */
function nextOpenDay(date: Date, calendar: BankHolidayCalendar): Deadline['nextOpenDay'] {
  const working = explainWorkingDays(date, 1, calendar);
  return { date: working.end, steps: working.steps.map(describeWorkingDayStep) };
}

/**
 * A period of n days after an event, counted as CPR 2.8 counts it: clear days; for 5 days or less, weekends and
 * bank holidays left out; for more, every day counted and, where the act is done at the court office, the next
 * open day when the last day falls on a closed one.
 */
export function clearDaysAfter(
  start: Date,
  n: number,
  { courtOffice = true, calendar = englandAndWales }: { courtOffice?: boolean; calendar?: BankHolidayCalendar } = {},
): Pick<Deadline, 'date' | 'counting' | 'steps' | 'nextOpenDay'> {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a number of days: ${n}`);
  if (n <= DAYS_IN_SHORT_PERIOD) {
    const working = explainWorkingDays(start, n, calendar);
    return { date: working.end, counting: [rules.clearDays, rules.shortPeriod], steps: working.steps.map(describeWorkingDayStep) };
  }
  const working = explainCalendarDays(start, n, calendar);
  const last = working.steps.at(-1)!;
  const counting = [rules.clearDays, rules.longPeriod];
  if (!last.closed || !courtOffice) return { date: working.end, counting, steps: working.steps.map(describeCalendarDayStep) };
  const next = nextOpenDay(working.end, calendar);
  return {
    date: working.end,
    counting: [...counting, `${day(working.end)} is a ${describeClosedDay(last.closed)}. ${rules.courtOffice}`],
    steps: working.steps.map(describeCalendarDayStep),
    nextOpenDay: next,
  };
}

/**
 * Issue 56: the last day to do something "at least n days before" an event, counted as CPR 2.8 counts it: in clear
 * days, so neither the event's day nor the day it is done is counted, and the last day is the day before the n days
 * (for 5 days or less, weekends and bank holidays are not counted among them). A hearing on Tuesday 2 February 2027
 * gives Monday 18 January 2027 for 14 days (FACTS.md §14). Where the act is done at the court office and that day is
 * one the office is closed, `openDayBefore` is the last day before it that the office is open.
 */
export function clearDaysBefore(
  event: Date,
  n: number,
  { courtOffice = true, calendar = englandAndWales }: { courtOffice?: boolean; calendar?: BankHolidayCalendar } = {},
): Pick<Deadline, 'date' | 'counting' | 'steps' | 'openDayBefore'> {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a number of days: ${n}`);
  const short = n <= DAYS_IN_SHORT_PERIOD;
  const period = short ? explainWorkingDays(event, n, calendar, 'before') : explainCalendarDays(event, n, calendar, 'before');
  const steps = short
    ? (period as ReturnType<typeof explainWorkingDays>).steps.map(describeWorkingDayStep)
    : (period as ReturnType<typeof explainCalendarDays>).steps.map(describeCalendarDayStep);
  const last = explainCalendarDays(period.end, 1, calendar, 'before').end;
  const counting = [rules.clearDaysBefore, short ? rules.shortPeriod : rules.longPeriod];
  const lastStep = `${day(last)}: ${rules.dayBeforeThePeriod}`;
  const closed = closedDay(last, calendar);
  if (!closed || !courtOffice) return { date: last, counting, steps: [...steps, lastStep] };
  const before = explainWorkingDays(last, 1, calendar, 'before');
  return {
    date: last,
    counting: [...counting, `${day(last)} is a ${describeClosedDay(closed)}. ${rules.courtOfficeBefore}`],
    steps: [...steps, lastStep],
    openDayBefore: { date: before.end, steps: before.steps.map(describeWorkingDayStep) },
  };
}

/** CPR 6.14: a claim form posted first class is served on the second business day after posting. */
export function claimFormServed(posted: Date, calendar: BankHolidayCalendar = englandAndWales): Pick<Deadline, 'date' | 'steps'> {
  const working = explainWorkingDays(posted, 2, calendar);
  return { date: working.end, steps: working.steps.map((s) => describeWorkingDayStep(s).replace('working day', 'business day')) };
}

/** PD 7E: a claim form from Money Claim Online is treated as served 5 days after its issue date, whatever the day. */
export function moneyClaimOnlineServed(issued: Date): Pick<Deadline, 'date' | 'steps'> {
  const served = addDays(startOfDay(issued), MONEY_CLAIM_ONLINE_SERVICE_DAYS);
  return {
    date: served,
    steps: [`${day(issued)}: the issue date printed on the claim form`, `${day(served)}: ${MONEY_CLAIM_ONLINE_SERVICE_DAYS} days later, every day counted, business day or not`],
  };
}

/** CPR 6.26: another document posted first class is served on the second day after posting if a business day, else the next one. */
export function documentPostedServed(posted: Date, calendar: BankHolidayCalendar = englandAndWales): Pick<Deadline, 'date' | 'steps'> {
  const second = addDays(startOfDay(posted), 2);
  const steps = [`${day(addDays(startOfDay(posted), 1))}: the day after posting`];
  const closed = closedDay(second, calendar);
  if (!closed) return { date: second, steps: [...steps, `${day(second)}: the second day after posting, a business day`] };
  const next = explainWorkingDays(second, 1, calendar);
  return {
    date: next.end,
    steps: [
      ...steps,
      `${day(second)}: the second day after posting, not a business day (${describeClosedDay(closed)})`,
      ...next.steps.map((s) => (s.kind === 'working-day' ? `${day(s.date)}: the next business day` : describeWorkingDayStep(s))),
    ],
  };
}

/**
 * Issue 56: the last day a document can be posted first class to count as served by `servedBy` (CPR 6.26, as
 * `documentPostedServed` dates it): the latest posting day whose day of service is not after it.
 */
export function latestPostingFor(servedBy: Date, calendar: BankHolidayCalendar = englandAndWales): Pick<Deadline, 'date' | 'steps'> {
  const target = startOfDay(servedBy);
  // Served at the earliest on the second day after posting; a run of closed days (Christmas) moves it on a few more.
  for (let daysBefore = 2; daysBefore <= 14; daysBefore += 1) {
    const posted = addDays(target, -daysBefore);
    const served = documentPostedServed(posted, calendar);
    if (served.date <= target) return { date: posted, steps: [`${day(posted)}: posted`, ...served.steps] };
  }
  throw new RangeError(`No posting day serves a document by ${day(target)}`);
}

/**
 * CPR 6.26: emailed, handed over or left: that day if before 4.30pm on a business day, otherwise the next business
 * day. Email counts only where the other side agreed in writing to service by email (PD 6A para 4.1).
 */
export function documentDeliveredServed(
  delivered: Date,
  beforeCutOff: boolean,
  calendar: BankHolidayCalendar = englandAndWales,
): Pick<Deadline, 'date' | 'steps'> {
  const closed = closedDay(delivered, calendar);
  if (!closed && beforeCutOff) return { date: startOfDay(delivered), steps: [`${day(delivered)}: a business day, before 4.30pm: served that day`] };
  const why = closed ? `not a business day (${describeClosedDay(closed)})` : 'a business day, but at 4.30pm or later';
  const next = explainWorkingDays(delivered, 1, calendar);
  return {
    date: next.end,
    steps: [`${day(delivered)}: ${why}`, ...next.steps.map((s) => (s.kind === 'working-day' ? `${day(s.date)}: the next business day` : describeWorkingDayStep(s)))],
  };
}

/** The reply deadlines that run from service of the particulars of claim. */
function replyDeadlines(served: Date, calendar: BankHolidayCalendar): Deadline[] {
  return [
    { id: 'reply-14', title: 'Defence or acknowledgment of service due (14 days)', rules: [rules.replyWithout, rules.defaultJudgment], ...clearDaysAfter(served, 14, { calendar }) },
    { id: 'reply-28', title: 'Defence due after an acknowledgment of service (28 days)', rules: [rules.replyWith], ...clearDaysAfter(served, 28, { calendar }) },
  ];
}

/**
 * The deadlines that follow an event, each with its working. Throws a RangeError for a bad date or number, and
 * `BankHolidayDataError` when the count runs past the bank holidays the site holds.
 */
export function deadlinesFor(event: DeadlineEvent, calendar: BankHolidayCalendar = englandAndWales): DeadlineResult {
  const { date } = event;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new RangeError('Not a date');
  switch (event.kind) {
    case 'claim-form-posted': {
      const served = claimFormServed(date, calendar);
      // FACTS.md §14: a claim form the 5-day rule dates (Money Claim Online, the Business Centre) may be served earlier
      // than CPR 6.14 gives; a defendant who is not sure which theirs is must never be given only the later date.
      const fiveDays = moneyClaimOnlineServed(date);
      const reply = fiveDays.date < served.date ? clearDaysAfter(fiveDays.date, 14, { calendar }) : null;
      const earlier = reply ? deadlineNotes.fiveDayRuleEarlier(day(date), day(fiveDays.date), day(reply.nextOpenDay?.date ?? reply.date)) : null;
      return {
        deadlines: [
          { id: 'claim-form-served', title: 'Claim form treated as served', rules: [rules.claimForm, rules.businessDays], counting: [], ...served },
          ...replyDeadlines(served.date, calendar),
        ],
        notes: [...(earlier ? [earlier] : []), 'The reply dates assume the particulars of claim came with the claim form.', rules.onlineClaims],
      };
    }
    case 'money-claim-online-issued': {
      const served = moneyClaimOnlineServed(date);
      return {
        deadlines: [
          { id: 'claim-form-served', title: 'Claim form treated as served', rules: [rules.moneyClaimOnline], counting: [], ...served },
          ...replyDeadlines(served.date, calendar),
        ],
        notes: ['The reply dates assume the particulars of claim came with the claim form.'],
      };
    }
    case 'document-posted':
      return {
        deadlines: [{ id: 'document-served', title: 'Document treated as served', rules: [rules.postedDocument, rules.businessDays], counting: [], ...documentPostedServed(date, calendar) }],
        notes: [],
      };
    case 'document-delivered':
      return {
        deadlines: [
          {
            id: 'document-served',
            title: 'Document treated as served',
            rules: [rules.deliveredDocument, rules.businessDays],
            counting: [],
            ...documentDeliveredServed(date, event.beforeCutOff, calendar),
          },
        ],
        notes: [],
      };
    case 'letter-general':
      return {
        deadlines: [{ id: 'letter-reply', title: 'Reply expected (14 days)', rules: [rules.letterGeneral], ...clearDaysAfter(date, 14, { courtOffice: false, calendar }) }],
        notes: [],
      };
    case 'letter-protocol':
      return {
        deadlines: [{ id: 'protocol-reply', title: 'Reply Form due (30 days)', rules: [rules.letterProtocol], ...clearDaysAfter(date, 30, { courtOffice: false, calendar }) }],
        notes: [],
      };
    case 'particulars-served':
      return { deadlines: replyDeadlines(date, calendar), notes: [rules.particularsDeemedServed, rules.onlineClaims] };
    case 'judgment': {
      const registerBy = addMonths(startOfDay(date), 1);
      return {
        deadlines: [
          { id: 'appeal', title: 'Appellant’s notice due (21 days)', rules: [rules.appeal], ...clearDaysAfter(date, 21, { calendar }) },
          {
            id: 'register',
            title: 'Paid in full by this date, the judgment is removed from the register once the court has proof of payment',
            rules: [rules.register],
            date: registerBy,
            counting: ['One calendar month from the date of the judgment.'],
            steps: [`${day(date)}: judgment`, `${day(registerBy)}: one month later`],
          },
        ],
        notes: [rules.defaultSetAside],
      };
    }
    case 'judgment-served':
      return {
        deadlines: [{ id: 'set-aside', title: 'Application to set the judgment aside due (14 days)', rules: [rules.setAside], ...clearDaysAfter(date, 14, { calendar }) }],
        notes: [rules.judgmentPosted],
      };
    case 'limitation': {
      const last = addYears(startOfDay(date), 6);
      const closed = knownClosedDay(last, calendar);
      // FACTS.md §14 and issue 54: said while the last day is near (or always, when today is not known); today, "issue it today".
      const daysLeft = event.today ? differenceInCalendarDays(last, startOfDay(event.today)) : null;
      const near = daysLeft === null || (daysLeft >= 0 && daysLeft <= LIMITATION_WARNING_DAYS);
      const warning =
        daysLeft === 0
          ? closed
            ? `${day(last)} is a ${describeClosedDay(closed)}. ${rules.limitationClosedToday}`
            : rules.limitationToday
          : closed && near
            ? `${day(last)} is a ${describeClosedDay(closed)}. ${rules.limitationClosedDay}`
            : null;
      return {
        deadlines: [
          {
            id: 'limitation',
            title: 'Last day to issue the claim (6 years)',
            rules: [rules.limitation],
            date: last,
            ...(warning ? { closedWarning: warning } : {}),
            counting: ['Six years from the date the money was due, to the same date six years on (29 February counts to 28 February).'],
            steps: [`${day(date)}: the money was due`, `${day(last)}: six years on`],
          },
        ],
        notes: [rules.limitationRestart],
      };
    }
    case 'period':
      return {
        deadlines: [{ id: 'period', title: `${event.days} ${event.days === 1 ? 'day' : 'days'} after ${day(date)}`, rules: [rules.period], ...clearDaysAfter(date, event.days, { calendar }) }],
        notes: [],
      };
  }
}
