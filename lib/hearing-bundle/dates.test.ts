import { format } from 'date-fns';
import { BankHolidayDataError } from '@/lib/working-days';
import { clearDaysBefore, latestPostingFor } from '@/lib/tools/deadlines';
import { hearingDateMessages } from '@/content/tools/hearing-bundle';
import { datesInOrder, hearingDates } from './dates';
import { checkHearingDates } from './dates-form';

const d = (iso: string) => new Date(`${iso}T12:00:00`);
const iso = (date: Date | undefined) => (date ? format(date, 'yyyy-MM-dd') : undefined);
/** The day to send the documents by: the last day, or the open day before it when the court office is closed then. */
const sendBy = (hearing: string) => {
  const { documents } = hearingDates({ hearing: d(hearing) });
  return [iso(documents.date), iso(documents.openDayBefore?.date)];
};

describe('the documents deadline: at least 14 clear days before the hearing (CPR 27.4(3)(a), CPR 2.8)', () => {
  it('a hearing on Tuesday 2 February 2027 gives Monday 18 January 2027 (FACTS.md §14), with every day counted', () => {
    const { documents } = hearingDates({ hearing: d('2027-02-02') });
    expect(iso(documents.date)).toBe('2027-01-18');
    expect(documents.openDayBefore).toBeUndefined();
    expect(documents.steps[0]).toBe('Monday 1 February 2027: day 1');
    expect(documents.steps[13]).toBe('Tuesday 19 January 2027: day 14');
    expect(documents.steps.at(-1)).toBe('Monday 18 January 2027: the day before those days, the last day');
    expect(documents.steps).toHaveLength(15);
    expect(documents.rules[0]).toMatch(/CPR 27\.4\(3\)\(a\); Practice Direction 27A, Appendix B/);
    expect(documents.counting.join(' ')).toMatch(/clear days.*CPR 2\.8.*Monday 18 January 2027/);
  });

  it('over Christmas and New Year 2026-27: a last day on a closed day gives the last open day before it', () => {
    // Mon 11 Jan 2027: the last day is Sun 27 Dec; Sat 26 and Christmas Day are closed, so Thursday 24 December.
    expect(sendBy('2027-01-11')).toEqual(['2026-12-27', '2026-12-24']);
    // Tue 12 Jan 2027: Mon 28 Dec 2026 is Boxing Day's substitute.
    expect(sendBy('2027-01-12')).toEqual(['2026-12-28', '2026-12-24']);
    const { documents } = hearingDates({ hearing: d('2027-01-12') });
    expect(documents.counting.at(-1)).toBe(
      'Monday 28 December 2026 is a bank holiday: Boxing Day, substitute day. The court office is closed that day: to be safe, do it by the last day before it that the office is open.',
    );
    expect(documents.openDayBefore?.steps).toEqual([
      'Sunday 27 December 2026: not counted (weekend)',
      'Saturday 26 December 2026: not counted (weekend)',
      'Friday 25 December 2026: not counted (bank holiday: Christmas Day)',
      'Thursday 24 December 2026: working day 1',
    ]);
    // Mon 18 Jan 2027: Sun 3 Jan; New Year's Day (Fri 1 Jan) is closed too, so Thursday 31 December 2026.
    expect(sendBy('2027-01-18')).toEqual(['2027-01-03', '2026-12-31']);
    // Fri 8 Jan 2027: the last day, Thu 24 Dec, is open; the holidays inside the 14 days are counted.
    expect(sendBy('2027-01-08')).toEqual(['2026-12-24', undefined]);
    expect(hearingDates({ hearing: d('2027-01-08') }).documents.steps).toContain('Friday 25 December 2026: day 14 (counted, although a bank holiday: Christmas Day)');
  });

  it('over Christmas and New Year 2027-28, both substitute days, and New Year 2028’s projected substitute', () => {
    expect(sendBy('2028-01-12')).toEqual(['2027-12-28', '2027-12-24']);
    expect(sendBy('2028-01-11')).toEqual(['2027-12-27', '2027-12-24']);
    expect(sendBy('2028-01-18')).toEqual(['2028-01-03', '2027-12-31']);
    expect(hearingDates({ hearing: d('2028-01-18') }).documents.counting.at(-1)).toMatch(/^Monday 3 January 2028 is a bank holiday: New Year’s Day, substitute day; expected, not yet announced by GOV\.UK\./);
  });

  it('over Easter 2026, 2027 and 2028 (Good Friday and Easter Monday closed)', () => {
    expect(sendBy('2026-04-20')).toEqual(['2026-04-05', '2026-04-02']);
    expect(sendBy('2026-04-21')).toEqual(['2026-04-06', '2026-04-02']);
    expect(sendBy('2027-04-12')).toEqual(['2027-03-28', '2027-03-25']);
    expect(sendBy('2027-04-13')).toEqual(['2027-03-29', '2027-03-25']);
    expect(sendBy('2028-05-02')).toEqual(['2028-04-17', '2028-04-13']);
    expect(sendBy('2028-05-01')).toEqual(['2028-04-16', '2028-04-13']);
  });

  it('a hearing the day after a bank holiday: the holiday is day 1, counted like any other day', () => {
    // Tue 30 Mar 2027, the day after Easter Monday.
    const easter = hearingDates({ hearing: d('2027-03-30') });
    expect(iso(easter.documents.date)).toBe('2027-03-15');
    expect(easter.documents.steps[0]).toBe('Monday 29 March 2027: day 1 (counted, although a bank holiday: Easter Monday)');
    expect(iso(easter.absence.date)).toBe('2027-03-22');
    // Tue 29 Dec 2026, the day after Boxing Day's substitute; Tue 4 May 2027, after the Early May bank holiday.
    expect(sendBy('2026-12-29')).toEqual(['2026-12-14', undefined]);
    expect(sendBy('2027-05-04')).toEqual(['2027-04-19', undefined]);
  });

  it('the order’s own date wins, and says so when it is later than the standard directions’ day', () => {
    const dates = hearingDates({ hearing: d('2027-02-02'), orderDeadline: d('2027-01-20') });
    expect(iso(dates.documents.date)).toBe('2027-01-20');
    expect(dates.documents.rules[0]).toMatch(/^The date in your own court’s order wins/);
    expect(dates.documents.notes[0]).toBe('Without that order, the standard directions would give Monday 18 January 2027: check you have read the order’s date correctly.');
    expect(iso(dates.standardDocuments)).toBe('2027-01-18');
    expect(hearingDates({ hearing: d('2027-02-02'), orderDeadline: d('2027-01-12') }).documents.notes).toEqual([]);
  });

  it('says when a date has passed or is today', () => {
    expect(hearingDates({ hearing: d('2027-02-02'), today: d('2027-01-19') }).documents.notes).toEqual(['This date has passed. Send your documents as soon as you can, and get advice.']);
    expect(hearingDates({ hearing: d('2027-02-02'), today: d('2027-01-18') }).documents.notes).toEqual(['This is today.']);
    expect(hearingDates({ hearing: d('2027-02-02'), today: d('2027-01-17') }).documents.notes).toEqual([]);
  });

  it('refuses a date the bank holidays do not reach, and a date that is not one', () => {
    expect(() => hearingDates({ hearing: d('2029-06-01') })).toThrow(BankHolidayDataError);
    expect(() => hearingDates({ hearing: new Date('nope') })).toThrow(RangeError);
    expect(() => hearingDates({ hearing: d('2027-02-02'), hearingFeeDue: new Date(Number.NaN) })).toThrow(RangeError);
  });
});

describe('the other dates', () => {
  it('CPR 27.9: at least 7 clear days before, so Mon 25 Jan 2027 for Tue 2 Feb; a closed day gives the open day before', () => {
    expect(iso(hearingDates({ hearing: d('2027-02-02') }).absence.date)).toBe('2027-01-25');
    // Tue 5 Jan 2027: the last day is Mon 28 Dec 2026 (substitute), so Thursday 24 December.
    const absence = hearingDates({ hearing: d('2027-01-05') }).absence;
    expect([iso(absence.date), iso(absence.openDayBefore?.date)]).toEqual(['2026-12-28', '2026-12-24']);
    expect(absence.rules[0]).toMatch(/rule 27\.9/);
  });

  it('the last day to post them first class so that they count as served in time (CPR 6.26)', () => {
    const posting = (hearing: string) => iso(hearingDates({ hearing: d(hearing) }).posting.date);
    expect(posting('2027-02-02')).toBe('2027-01-16');
    // Sent by Thu 24 Dec 2026: posted Tue 22 Dec is served Thu 24 Dec.
    expect(posting('2027-01-12')).toBe('2026-12-22');
    expect(posting('2027-04-13')).toBe('2027-03-23');
    expect(iso(latestPostingFor(d('2026-12-30')).date)).toBe('2026-12-28');
    // Served by Tue 29 Dec 2026: posted as late as Sun 27 Dec, whose second day after, Tue 29, is a business day.
    expect(iso(latestPostingFor(d('2026-12-29')).date)).toBe('2026-12-27');
  });

  it('the hearing fee’s date is the notice’s, with the strike-out warning; without it, a note says where to find it', () => {
    const dates = hearingDates({ hearing: d('2027-02-02'), hearingFeeDue: d('2027-01-05') });
    expect(iso(dates.hearingFee?.date)).toBe('2027-01-05');
    expect(dates.hearingFee?.rules[0]).toMatch(/struck out automatically/);
    expect(hearingDates({ hearing: d('2027-02-02') }).hearingFee).toBeNull();
    expect(hearingDates({ hearing: d('2027-02-02') }).notes[0]).toMatch(/by the date in the court’s notice/);
  });

  it('lists the dates in the order they fall', () => {
    const dates = hearingDates({ hearing: d('2027-02-02'), hearingFeeDue: d('2027-01-05') });
    expect(datesInOrder(dates).map((x) => x.id)).toEqual(['hearing-fee', 'posting', 'documents', 'absence-notice', 'hearing']);
  });
});

describe('clearDaysBefore, the counting itself', () => {
  it('5 days or less leaves weekends and bank holidays out (CPR 2.8(4))', () => {
    // At least 2 days before Wed 30 Dec 2026: Tue 29 and Thu 24 Dec are the 2 working days, so the last day is Wed 23.
    const short = clearDaysBefore(d('2026-12-30'), 2);
    expect(iso(short.date)).toBe('2026-12-23');
    expect(short.steps).toContain('Monday 28 December 2026: not counted (bank holiday: Boxing Day, substitute day)');
  });

  it('refuses a period that is not a whole number of days', () => {
    expect(() => clearDaysBefore(d('2027-02-02'), 0)).toThrow(RangeError);
    expect(() => clearDaysBefore(d('2027-02-02'), 1.5)).toThrow(RangeError);
  });
});

describe('the dates form', () => {
  const values = { hearing: '2027-02-02', orderDate: '', feeDate: '' };
  it('takes a hearing date alone, and the optional dates when they are real and before the hearing', () => {
    expect(checkHearingDates(values).input?.hearing).toEqual(new Date(2027, 1, 2));
    expect(checkHearingDates({ ...values, orderDate: '2027-01-20', feeDate: '2027-01-05' }).input).toMatchObject({ orderDeadline: new Date(2027, 0, 20), hearingFeeDue: new Date(2027, 0, 5) });
  });
  it('gives GOV.UK’s messages', () => {
    expect(checkHearingDates({ ...values, hearing: '' }).errors).toEqual({ hearing: hearingDateMessages.hearingMissing });
    expect(checkHearingDates({ ...values, hearing: '2027--2' }).errors.hearing).toBe('The date of the hearing must include a month');
    expect(checkHearingDates({ ...values, orderDate: '2027-02-31' }).errors.orderDate).toBe('The date your order gives must be a real date');
    expect(checkHearingDates({ ...values, orderDate: '2027-02-02' }).errors.orderDate).toBe(hearingDateMessages.orderAfterHearing);
    expect(checkHearingDates({ ...values, feeDate: '2027-03-01' }).errors.feeDate).toBe(hearingDateMessages.feeAfterHearing);
    expect(checkHearingDates({ ...values, feeDate: '2027-03-01' }).input).toBeNull();
  });
});
