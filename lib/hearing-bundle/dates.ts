import { differenceInCalendarDays, format, startOfDay } from 'date-fns';
import {
  ABSENCE_NOTICE_DAYS,
  DOCUMENTS_BEFORE_HEARING_DAYS,
  hearingBundleRules as rules,
  hearingDateNotes as notes,
  hearingDateTitles as titles,
} from '@/content/tools/hearing-bundle';
import { clearDaysBefore, latestPostingFor, type Deadline } from '@/lib/tools/deadlines';
import { englandAndWales, type BankHolidayCalendar } from '@/lib/working-days';

/**
 * Issue 56: the dates before a small claims hearing, each with its rule and working, counted by the site's one date
 * implementation (lib/tools/deadlines.ts on lib/working-days.ts): the last day to send the documents (the standard
 * directions' 14 clear days, or the order's own date, which wins), the last day to post them, the hearing fee's date
 * (from the court's notice) and the last day for a CPR 27.9 notice.
 */
export type HearingDatesInput = {
  hearing: Date;
  /** The order's own date for the documents, when it gives one. */
  orderDeadline?: Date | null;
  /** The hearing fee's date, from the court's notice. */
  hearingFeeDue?: Date | null;
  /** The visitor's date: a date already passed, or today, is said so. */
  today?: Date;
};

/** A date of the result: a deadline as the deadline calculator gives one, with what to say about it today. */
export type HearingDate = Deadline & { notes: string[] };

export type HearingDates = {
  /** The last day for the documents, and (when a standard date was overridden by the order) what the directions give. */
  documents: HearingDate;
  standardDocuments: Date;
  /** The last day to post them first class (CPR 6.26), counted back from the documents' day (or the open day before it). */
  posting: HearingDate;
  hearingFee: HearingDate | null;
  absence: HearingDate;
  hearing: HearingDate;
  /** Notes for the whole result. */
  notes: string[];
};

const day = (date: Date) => format(date, 'EEEE d MMMM yyyy');

/** What to say of a date against today: passed, today, or nothing. */
function whenNotes(date: Date, today: Date | undefined): string[] {
  if (!today) return [];
  const left = differenceInCalendarDays(date, startOfDay(today));
  if (left < 0) return [notes.passed];
  return left === 0 ? [notes.today] : [];
}

/**
 * The dates before a hearing. Throws a RangeError for an invalid date, and `BankHolidayDataError` when a count runs
 * past the bank holidays the site holds.
 */
export function hearingDates(input: HearingDatesInput, calendar: BankHolidayCalendar = englandAndWales): HearingDates {
  const { hearing, orderDeadline, hearingFeeDue, today } = input;
  for (const date of [hearing, orderDeadline, hearingFeeDue]) {
    if (date !== null && date !== undefined && (!(date instanceof Date) || Number.isNaN(date.getTime()))) throw new RangeError('Not a date');
  }
  const standard = clearDaysBefore(hearing, DOCUMENTS_BEFORE_HEARING_DAYS, { calendar });
  const documents: HearingDate = orderDeadline
    ? {
        id: 'documents',
        title: titles.documents,
        date: startOfDay(orderDeadline),
        rules: [rules.orderWins, rules.documents],
        counting: [notes.fromOrder],
        steps: [`${day(orderDeadline)}: the date in your order`],
        notes: [
          ...(differenceInCalendarDays(orderDeadline, standard.openDayBefore?.date ?? standard.date) > 0 ? [notes.orderAfterStandard(day(standard.openDayBefore?.date ?? standard.date))] : []),
          ...whenNotes(orderDeadline, today),
        ],
      }
    : { id: 'documents', title: titles.documents, rules: [rules.documents, rules.orderWins], ...standard, notes: whenNotes(standard.openDayBefore?.date ?? standard.date, today) };
  const sendBy = documents.openDayBefore?.date ?? documents.date;
  const posted = latestPostingFor(sendBy, calendar);
  const absence = clearDaysBefore(hearing, ABSENCE_NOTICE_DAYS, { calendar });
  return {
    documents,
    standardDocuments: standard.openDayBefore?.date ?? standard.date,
    posting: { id: 'posting', title: titles.posting, rules: [rules.posted], counting: [], ...posted, notes: whenNotes(posted.date, today) },
    hearingFee: hearingFeeDue
      ? {
          id: 'hearing-fee',
          title: titles.hearingFee,
          date: startOfDay(hearingFeeDue),
          rules: [rules.hearingFee],
          counting: [],
          steps: [`${day(hearingFeeDue)}: the date in the court’s notice`],
          notes: whenNotes(hearingFeeDue, today),
        }
      : null,
    absence: { id: 'absence-notice', title: titles.absence, rules: [rules.absence], ...absence, notes: whenNotes(absence.openDayBefore?.date ?? absence.date, today) },
    hearing: { id: 'hearing', title: titles.hearing, date: startOfDay(hearing), rules: [rules.originals], counting: [], steps: [], notes: [] },
    notes: hearingFeeDue ? [] : [notes.noFeeDate],
  };
}

/** The dates in the order they fall, for the page and the calendar file. */
export function datesInOrder(dates: HearingDates): HearingDate[] {
  const all = [dates.posting, dates.documents, dates.hearingFee, dates.absence, dates.hearing].filter((d): d is HearingDate => d !== null);
  return all.sort((a, b) => (a.openDayBefore?.date ?? a.date).getTime() - (b.openDayBefore?.date ?? b.date).getTime());
}
