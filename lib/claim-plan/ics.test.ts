import { planCalendar } from './ics';
import { claimPlan, datedItems, defendPlan } from './plan';
import { businessFromSoleTrader, disputedDebt, servedBeforeChristmas, TODAY } from './test-answers';

const stamp = new Date(Date.UTC(2026, 10, 2, 9, 30, 5));
const host = 'www.smallclaimscompass.co.uk';

/** Unfolds an iCalendar file into its content lines (RFC 5545 3.1). */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('the plan’s calendar file', () => {
  const plan = claimPlan(businessFromSoleTrader, TODAY);
  const file = planCalendar(plan.steps, { stamp, host, todayIso: TODAY });
  const lines = unfold(file);

  it('holds every dated step from today on, one VEVENT each, in date order', () => {
    const dated = datedItems(plan.steps);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(dated.length);
    expect(lines.filter((l) => l.startsWith('DTSTART;VALUE=DATE:'))).toEqual(dated.map(({ item }) => `DTSTART;VALUE=DATE:${item.date.iso.replace(/-/g, '')}`));
    expect(lines).toContain('DTSTART;VALUE=DATE:20270301');
    // The page's warning words come with it (FACTS.md §14).
    expect(lines).toContain('SUMMARY:Important: Last day to issue your claim: it is close');
  });

  it('marks the dates that hold for a paper claim only (issue 37)', () => {
    expect(lines).toContain('SUMMARY:Your claim is served on the debtor (Paper claim only: for a claim made online\\, use the dates in the court’s notice)');
  });

  it('is RFC 5545: CRLF lines of at most 75 octets, DTSTAMP as given, unique stable UIDs, escaped text without markup', () => {
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.filter((l) => l.startsWith('DTSTAMP:'))).toEqual(lines.filter((l) => l.startsWith('DTSTAMP:')).map(() => 'DTSTAMP:20261102T093005Z'));
    const uids = lines.filter((l) => l.startsWith('UID:'));
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toContain('UID:2026-12-03-claiming-issue-fee@www.smallclaimscompass.co.uk');
    expect(planCalendar(plan.steps, { stamp: new Date(), host, todayIso: TODAY }).match(/UID:.*/g)).toEqual(file.match(/UID:.*/g));
    const description = lines.find((l) => l.startsWith('DESCRIPTION:A business (or sole trader) claiming'))!;
    expect(description).not.toContain('**');
    expect(description).not.toContain('](');
    expect(description).toContain('\\, ');
    expect(description).toContain('\\n');
    expect(lines.find((l) => l.startsWith('PRODID:'))).toBe('PRODID:-//Small Claims Compass//Claim plan//EN');
  });

  it('leaves out dates already past, such as the day a letter was sent', () => {
    const disputed = unfold(planCalendar(claimPlan(disputedDebt, TODAY).steps, { stamp, host, todayIso: TODAY }));
    expect(disputed.some((l) => l.startsWith('DTSTART;VALUE=DATE:202609'))).toBe(false);
  });

  it('holds the defendant’s deadlines', () => {
    const defence = unfold(planCalendar(defendPlan(servedBeforeChristmas, '2026-12-18').steps, { stamp, host, todayIso: '2026-12-18' }));
    expect(defence).toContain('DTSTART;VALUE=DATE:20270104');
    expect(defence).toContain('DTSTART;VALUE=DATE:20270115');
  });

  it('near the time limit: no issue date after the last day, and the stop carried in (FACTS.md §14)', () => {
    // Due 20 November 2020, planned 2 November 2026: the Protocol's waits end after the last day, 20 November 2026.
    const near = claimPlan({ ...businessFromSoleTrader, dueDate: '2020-11-20' }, TODAY);
    const earliest = near.steps[2].items.find((i) => i.key === 'earliest-issue')!;
    expect(earliest.date!.iso > '2026-11-20').toBe(true);
    const events = unfold(planCalendar(near.steps, { stamp, host, todayIso: TODAY }));
    expect(events.filter((l) => l.startsWith('SUMMARY:'))).not.toContain('SUMMARY:Important: The earliest day to issue your claim');
    expect(events.filter((l) => l.startsWith('SUMMARY:')).join('\n')).not.toMatch(/earliest day to issue/i);
    expect(events).toContain('SUMMARY:Stop and check: Issue before the time limit');
    expect(events).toContain('DTSTART;VALUE=DATE:20261120');
    const claimingDates = events.filter((l) => l.startsWith('UID:') && l.includes('-claiming-')).map((l) => l.slice(4, 14));
    expect(claimingDates.every((date) => date <= '2026-11-20')).toBe(true);
  });

  it('a claim whose time limit may have passed: one warning event today, no claim dates (FACTS.md §14)', () => {
    const late = claimPlan({ ...businessFromSoleTrader, dueDate: '2020-06-01' }, TODAY);
    expect(late.steps[0].limitation.status).toBe('passed');
    const events = unfold(planCalendar(late.steps, { stamp, host, todayIso: TODAY }));
    expect(events.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(events).toContain('SUMMARY:Stop and check: The time limit may have passed');
    expect(events).toContain('DTSTART;VALUE=DATE:20261102');
    expect(events.find((l) => l.startsWith('DESCRIPTION:Six years'))).toContain('acknowledged the debt in writing');
  });

  it('refuses a bad host or date', () => {
    expect(() => planCalendar(plan.steps, { stamp, host: 'evil host\r\nX:1', todayIso: TODAY })).toThrow(RangeError);
    expect(() => planCalendar(plan.steps, { stamp, host, todayIso: '2026-02-30' })).toThrow(RangeError);
  });
});
