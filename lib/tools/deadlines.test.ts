import { format } from 'date-fns';
import { BankHolidayDataError } from '@/lib/working-days';
import { checkDeadlineForm } from './deadline-form';
import { clearDaysAfter, deadlinesFor, documentDeliveredServed, documentPostedServed } from './deadlines';

const d = (iso: string) => new Date(`${iso}T12:00:00`);
const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const dates = (kind: Parameters<typeof deadlinesFor>[0]) => deadlinesFor(kind).deadlines.map((x) => [x.id, iso(x.date)]);

describe('deemed service', () => {
  it('a claim form posted on Christmas Eve 2026 is served on Wednesday 30 December (CPR 6.14), and the replies follow', () => {
    const { deadlines } = deadlinesFor({ kind: 'claim-form-posted', date: d('2026-12-24') });
    expect(deadlines.map((x) => [x.id, iso(x.date)])).toEqual([
      ['claim-form-served', '2026-12-30'],
      ['reply-14', '2027-01-13'],
      ['reply-28', '2027-01-27'],
    ]);
    expect(deadlines[0]!.steps).toEqual([
      'Friday 25 December 2026: not counted (bank holiday: Christmas Day)',
      'Saturday 26 December 2026: not counted (weekend)',
      'Sunday 27 December 2026: not counted (weekend)',
      'Monday 28 December 2026: not counted (bank holiday: Boxing Day, substitute day)',
      'Tuesday 29 December 2026: business day 1',
      'Wednesday 30 December 2026: business day 2',
    ]);
    expect(deadlines[0]!.rules[0]).toMatch(/CPR 6\.3, 6\.14/);
  });

  it('a Money Claim Online claim issued Wed 23 Dec 2026 is served Mon 28 Dec (PD 7E, every day counted); the reply is due Mon 11 Jan 2027 (issue 37)', () => {
    const { deadlines } = deadlinesFor({ kind: 'money-claim-online-issued', date: d('2026-12-23') });
    expect(deadlines.map((x) => [x.id, iso(x.date)])).toEqual([
      ['claim-form-served', '2026-12-28'],
      ['reply-14', '2027-01-11'],
      ['reply-28', '2027-01-25'],
    ]);
    expect(deadlines[0]!.steps).toEqual(['Wednesday 23 December 2026: the issue date printed on the claim form', 'Monday 28 December 2026: 5 days later, every day counted, business day or not']);
    expect(deadlines[0]!.rules[0]).toMatch(/Practice Direction 7E/);
    // Issued the Wednesday before Easter 2027: served Monday 29 March, the reply due Monday 12 April.
    expect(dates({ kind: 'money-claim-online-issued', date: d('2027-03-24') })).toEqual([
      ['claim-form-served', '2027-03-29'],
      ['reply-14', '2027-04-12'],
      ['reply-28', '2027-04-26'],
    ]);
  });

  it('a claim form posted Wed 23 Dec 2026: CPR 6.14 gives Tue 29 Dec, and the note gives the Business Centre’s earlier dates, served Mon 28 Dec and the reply by Mon 11 Jan 2027 (FACTS.md §14)', () => {
    const { deadlines, notes } = deadlinesFor({ kind: 'claim-form-posted', date: d('2026-12-23') });
    expect(deadlines.map((x) => [x.id, iso(x.date)])).toEqual([
      ['claim-form-served', '2026-12-29'],
      ['reply-14', '2027-01-12'],
      ['reply-28', '2027-01-26'],
    ]);
    expect(notes[0]).toBe(
      'If this claim form came from Money Claim Online or the County Court Business Centre (Northampton), it counts as served 5 days after the issue date printed on it instead. Issued on Wednesday 23 December 2026, the day you entered, it counts as served on Monday 28 December 2026, earlier than the date above, and the reply is then due by Monday 11 January 2027. If you are not sure which yours is, reply by the earlier date.',
    );
    // Wed 24 Mar 2027, before Easter: CPR 6.14 gives Tue 30 Mar; the 5-day rule Mon 29 Mar and a reply by Mon 12 Apr.
    expect(deadlinesFor({ kind: 'claim-form-posted', date: d('2027-03-24') }).notes[0]).toContain('counts as served on Monday 29 March 2027, earlier than the date above, and the reply is then due by Monday 12 April 2027');
    // Posted on a Monday, CPR 6.14's Wednesday is the earlier: no note.
    expect(deadlinesFor({ kind: 'claim-form-posted', date: d('2026-11-16') }).notes.join(' ')).not.toMatch(/5 days after the issue date/);
  });

  it('the claim form choice says email or another agreed method counts like the post, and names the Business Centre beside Money Claim Online (FACTS.md §14)', () => {
    expect(deadlinesFor({ kind: 'claim-form-posted', date: d('2026-11-16') }).deadlines[0]!.rules[0]).toBe(
      'A claim form sent by first class post, or by email or another method the rules allow, is treated as served on the second business day after it was posted or sent (CPR 6.3, 6.14). A court document may be served by email only if the other side (or its solicitor) has said in writing that it accepts service by email and given the email address to use (Practice Direction 6A, paragraph 4.1).',
    );
    expect(deadlinesFor({ kind: 'money-claim-online-issued', date: d('2026-11-16') }).deadlines[0]!.rules[0]).toMatch(/^A claim form from Money Claim Online or from the County Court Business Centre \(Northampton\) is treated as served 5 days after/);
  });

  it('a claim form posted the day before Good Friday 2027 is served on Wednesday 31 March', () => {
    const { deadlines } = deadlinesFor({ kind: 'claim-form-posted', date: d('2027-03-25') });
    expect(iso(deadlines[0]!.date)).toBe('2027-03-31');
    expect(deadlines[0]!.steps.join('\n')).toMatch(/Good Friday[\s\S]*Easter Monday/);
  });

  it('another document posted is served the second day after posting if a business day, else the next (CPR 6.26)', () => {
    expect(iso(documentPostedServed(d('2026-11-18')).date)).toBe('2026-11-20');
    // Posted on a Friday: the second day is a Sunday, so Monday.
    const friday = documentPostedServed(d('2026-11-20'));
    expect(iso(friday.date)).toBe('2026-11-23');
    expect(friday.steps).toEqual([
      'Saturday 21 November 2026: the day after posting',
      'Sunday 22 November 2026: the second day after posting, not a business day (weekend)',
      'Monday 23 November 2026: the next business day',
    ]);
    // Easter: posted Thursday 25 March 2027, Saturday, Sunday and Easter Monday pass before Tuesday.
    const easter = documentPostedServed(d('2027-03-25'));
    expect(iso(easter.date)).toBe('2027-03-30');
    expect(easter.steps).toContain('Monday 29 March 2027: not counted (bank holiday: Easter Monday)');
  });

  it('a document emailed or handed over is served that day before 4.30pm on a business day, otherwise the next business day', () => {
    expect(iso(documentDeliveredServed(d('2026-11-23'), true).date)).toBe('2026-11-23');
    expect(iso(documentDeliveredServed(d('2026-11-23'), false).date)).toBe('2026-11-24');
    const christmasEve = documentDeliveredServed(d('2026-12-24'), false);
    expect(iso(christmasEve.date)).toBe('2026-12-29');
    expect(christmasEve.steps[0]).toBe('Thursday 24 December 2026: a business day, but at 4.30pm or later');
    const saturday = documentDeliveredServed(d('2026-12-26'), true);
    expect(iso(saturday.date)).toBe('2026-12-29');
    expect(saturday.steps[0]).toBe('Saturday 26 December 2026: not a business day (weekend)');
  });
});

describe('counting periods (CPR 2.8)', () => {
  it('leaves out weekends and bank holidays in a period of 5 days or less', () => {
    const five = clearDaysAfter(d('2026-12-23'), 5);
    expect(iso(five.date)).toBe('2027-01-04');
    expect(five.counting.join(' ')).toMatch(/5 days or less/);
    expect(five.steps).toContain('Friday 1 January 2027: not counted (bank holiday: New Year’s Day)');
    expect(five.steps.at(-1)).toBe('Monday 4 January 2027: working day 5');
  });

  it('counts every day in a longer period, naming the weekends and bank holidays it passes', () => {
    const fourteen = clearDaysAfter(d('2026-12-23'), 14);
    expect(iso(fourteen.date)).toBe('2027-01-06');
    expect(fourteen.steps).toHaveLength(14);
    expect(fourteen.steps[1]).toBe('Friday 25 December 2026: day 2 (counted, although a bank holiday: Christmas Day)');
    expect(fourteen.counting.join(' ')).toMatch(/more than 5 days every day counts/);
    expect(fourteen.nextOpenDay).toBeUndefined();
  });

  it('moves an act at the court office to the next open day when the last day is closed (CPR 2.8(5))', () => {
    const six = clearDaysAfter(d('2026-12-19'), 6);
    expect(iso(six.date)).toBe('2026-12-25');
    expect(iso(six.nextOpenDay!.date)).toBe('2026-12-29');
    expect(six.counting.at(-1)).toMatch(/^Friday 25 December 2026 is a bank holiday: Christmas Day\. .*CPR 2\.8\(5\)/);
    expect(clearDaysAfter(d('2026-12-19'), 6, { courtOffice: false }).nextOpenDay).toBeUndefined();
  });

  it('refuses a number of days that is not one', () => {
    for (const bad of [0, -3, 2.5, Number.NaN]) expect(() => clearDaysAfter(d('2026-12-01'), bad)).toThrow(RangeError);
  });

  it('will not guess past the bank holiday data', () => {
    expect(() => clearDaysAfter(d('2028-12-20'), 30)).toThrow(BankHolidayDataError);
    expect(() => deadlinesFor({ kind: 'claim-form-posted', date: d('2028-12-31') })).toThrow(BankHolidayDataError);
  });
});

describe('the events', () => {
  it('letters before action: 14 days, or 30 under the Debt Protocol, with no court-office extension', () => {
    expect(dates({ kind: 'letter-general', date: d('2026-12-02') })).toEqual([['letter-reply', '2026-12-16']]);
    const protocol = deadlinesFor({ kind: 'letter-protocol', date: d('2026-12-02') }).deadlines[0]!;
    expect(iso(protocol.date)).toBe('2027-01-01');
    expect(protocol.nextOpenDay).toBeUndefined();
  });

  it('particulars served: 14 days, or 28 with an acknowledgment of service', () => {
    expect(dates({ kind: 'particulars-served', date: d('2027-03-12') })).toEqual([
      ['reply-14', '2027-03-26'],
      ['reply-28', '2027-04-09'],
    ]);
    // Day 14 is Good Friday: filing at the court office moves to Tuesday 30 March.
    expect(iso(deadlinesFor({ kind: 'particulars-served', date: d('2027-03-12') }).deadlines[0]!.nextOpenDay!.date)).toBe('2027-03-30');
  });

  it('judgment: appeal in 21 days, and a month to pay and stay off the register', () => {
    const { deadlines, notes } = deadlinesFor({ kind: 'judgment', date: d('2026-12-07') });
    expect(deadlines.map((x) => [x.id, iso(x.date)])).toEqual([
      ['appeal', '2026-12-28'],
      ['register', '2027-01-07'],
    ]);
    expect(iso(deadlines[0]!.nextOpenDay!.date)).toBe('2026-12-29');
    expect(notes.join(' ')).toMatch(/promptly \(CPR 13\.3\)/);
  });

  it('setting aside a judgment given in your absence: 14 days after notice was served (CPR 27.11)', () => {
    const result = deadlinesFor({ kind: 'judgment-served', date: d('2026-11-23') });
    expect(iso(result.deadlines[0]!.date)).toBe('2026-12-07');
    expect(result.deadlines[0]!.rules[0]).toMatch(/CPR 27\.11/);
  });

  it('limitation: six years to the same date, 29 February to 28 February', () => {
    expect(dates({ kind: 'limitation', date: d('2020-03-03') })).toEqual([['limitation', '2026-03-03']]);
    expect(dates({ kind: 'limitation', date: d('2024-02-29') })).toEqual([['limitation', '2030-02-28']]);
  });

  it('limitation on a day the court office is closed: no next open day, but issue online before it (FACTS.md §12)', () => {
    const warning = (due: string) => deadlinesFor({ kind: 'limitation', date: d(due) }).deadlines[0]!;
    // New Year's Day, a Saturday (Boxing Day), Easter Saturday: each said, and the date stays the last day.
    expect(iso(warning('2021-01-01').date)).toBe('2027-01-01');
    expect(warning('2021-01-01')).toMatchObject({
      closedWarning:
        'Friday 1 January 2027 is a bank holiday: New Year’s Day. The court office is closed that day. A claim issued on the next day the office opens has been held in time, but claims can now be issued online on any day, so do not rely on that: issue the claim online before that day.',
    });
    expect(warning('2020-12-26').closedWarning).toMatch(/^Saturday 26 December 2026 is a weekend\./);
    expect(warning('2021-04-03').closedWarning).toMatch(/^Saturday 3 April 2027 is a weekend\./);
    expect(warning('2021-01-01').nextOpenDay).toBeUndefined();
    // An open day: nothing to say.
    expect(warning('2021-03-03').closedWarning).toBeUndefined();
    // Past the bank holidays held: a weekend is still known, a weekday is not called closed on a guess, and nothing throws.
    expect(warning('2025-06-07').closedWarning).toMatch(/^Saturday 7 June 2031 is a weekend\./);
    expect(warning('2025-06-02').closedWarning).toBeUndefined();
  });

  it('limitation seen from today (FACTS.md §14, issue 54): a closed last day is said while it is near; on the last day, issue it today', () => {
    const limit = (due: string, today: string) => deadlinesFor({ kind: 'limitation', date: d(due), today: d(today) }).deadlines[0]!.closedWarning;
    // New Year's Day 2027, seen from 24 November 2026 (38 days): said.
    expect(limit('2021-01-01', '2026-11-24')).toMatch(/^Friday 1 January 2027 is a bank holiday: New Year’s Day\. The court office is closed that day\./);
    // Saturday 7 June 2031, seen from 2026: years away, nothing to act on yet.
    expect(limit('2025-06-07', '2026-11-24')).toBeUndefined();
    // The last day is today: issue it today, and online when the office is closed.
    expect(limit('2020-11-24', '2026-11-24')).toBe('Today is the last day: issue it today.');
    expect(limit('2020-11-28', '2026-11-28')).toBe(
      'Saturday 28 November 2026 is a weekend. The court office is closed today, the last day. A claim issued on the next day the office opens has been held in time, but claims can now be issued online on any day, so do not rely on that: issue it today, online.',
    );
    // Passed: no advice to issue before it.
    expect(limit('2020-11-28', '2026-11-30')).toBeUndefined();
  });

  it('a period set by an order', () => {
    expect(dates({ kind: 'period', date: d('2026-12-23'), days: 3 })).toEqual([['period', '2026-12-30']]);
  });
});

describe('the form', () => {
  const valid = { event: 'claim-form-posted', date: '2026-12-24', time: '', days: '' };

  it('gives the event for valid answers', () => {
    expect(checkDeadlineForm(valid)).toEqual({ errors: {}, event: { kind: 'claim-form-posted', date: new Date(2026, 11, 24) } });
    expect(checkDeadlineForm({ ...valid, event: 'document-delivered', time: 'after' }).event).toMatchObject({ beforeCutOff: false });
    expect(checkDeadlineForm({ ...valid, event: 'period', days: '14' }).event).toMatchObject({ days: 14 });
  });

  it('names what is missing or wrong', () => {
    expect(checkDeadlineForm({ event: '', date: '', time: '', days: '' }).errors).toEqual({ event: 'Select what happened', date: 'Enter the date' });
    expect(checkDeadlineForm({ ...valid, date: '2026-02-30' }).errors).toEqual({ date: 'The date it was posted or sent must be a real date' });
    expect(checkDeadlineForm({ ...valid, date: '2026--24' }).errors).toEqual({ date: 'The date it was posted or sent must include a month' });
    // FACTS.md §14: each date has a short subject, as GOV.UK's messages do, never the label with its brackets.
    expect(checkDeadlineForm({ ...valid, event: 'particulars-served', date: '2026--24' }).errors.date).toBe('The date they were treated as served must include a month');
    expect(checkDeadlineForm({ ...valid, event: '', date: '26-12-24' }).errors.date).toBe('Year must include 4 numbers');
    expect(checkDeadlineForm({ ...valid, event: 'document-delivered' }).errors).toEqual({ time: 'Select whether it was done before 4.30pm' });
    for (const days of ['0', '-1', '1.5', '366', 'ten']) expect(checkDeadlineForm({ ...valid, event: 'period', days }).errors.days).toMatch(/whole number/);
    expect(checkDeadlineForm({ ...valid, event: 'nonsense' }).errors).toEqual({ event: 'Select what happened' });
  });
});
