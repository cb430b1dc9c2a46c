import { afterYouClaim } from './after-you-claim';
import type { ClaimAnswers } from './answers';
import { beforeYouClaim, letterKindFor, senderKind, writeLetterHref } from './before-you-claim';
import { canYouClaim, limitationStatus, statutoryDemandFit } from './can-you-claim';
import { claimRoute, claiming } from './claiming';
import { fromIso, periodAfter, thisOrNextWorkingDay, workingDaysAfter } from './dates';
import { defending } from './defending';
import { gettingPaid, goodsMethod } from './getting-paid';
import { claimPlan } from './plan';
import { businessFromSoleTrader, individualFromCompany, servedBeforeChristmas, TODAY } from './test-answers';
import type { PlanItem, PlanStep } from './types';

const keys = (step: PlanStep) => step.items.map((i) => i.key);
const find = (step: PlanStep, key: PlanItem['key']) => step.items.find((i) => i.key === key);
const protocolAnswers = (letter: ClaimAnswers['letter']): ClaimAnswers => ({ ...businessFromSoleTrader, dueDate: '2026-03-01', letter });

describe('dates', () => {
  it('refuses what is not a real ISO date', () => {
    for (const bad of ['2026-02-29', '2026-1-1', '', '2026-11-02T00:00', 'tomorrow']) expect(() => fromIso(bad)).toThrow(RangeError);
    expect(() => fromIso(undefined as unknown as string)).toThrow(RangeError);
  });

  it('moves a closed day to the next open one, naming what it skipped: Christmas 2026', () => {
    expect(thisOrNextWorkingDay(fromIso('2026-12-25'))).toMatchObject({ iso: '2026-12-29', skipped: [{ name: 'Christmas Day' }, { name: 'Saturday' }, { name: 'Sunday' }, { name: 'Boxing Day' }] });
    expect(thisOrNextWorkingDay(fromIso('2026-12-24'))).toEqual({ iso: '2026-12-24', counting: 'given', skippedClosedDays: false, skipped: [] });
  });

  it('counts 5 days or less in working days, longer periods in calendar days', () => {
    expect(periodAfter(fromIso('2026-12-23'), 5)).toMatchObject({ iso: '2027-01-04', counting: 'working-days' });
    expect(periodAfter(fromIso('2026-12-11'), 14)).toMatchObject({ iso: '2026-12-29', counting: 'calendar-days', skipped: [{ date: '2026-12-25' }, { date: '2026-12-26' }, { date: '2026-12-27' }, { date: '2026-12-28' }] });
    expect(periodAfter(fromIso('2026-12-11'), 14, { courtOffice: false })).toMatchObject({ iso: '2026-12-25', skippedClosedDays: false });
    expect(workingDaysAfter(fromIso('2026-12-24'), 1)).toMatchObject({ iso: '2026-12-29' });
  });
});

describe('can you claim', () => {
  it('reads the time limit safely, six years to the day', () => {
    expect(limitationStatus('2020-11-02', TODAY)).toMatchObject({ lastDay: '2026-11-02', status: 'soon', daysLeft: 0 });
    expect(limitationStatus('2020-11-01', TODAY)).toMatchObject({ lastDay: '2026-11-01', status: 'passed', daysLeft: -1 });
    expect(limitationStatus('2021-07-02', TODAY)).toMatchObject({ status: 'in-time', daysLeft: 242 });
    expect(limitationStatus('2020-02-29', '2026-01-01').lastDay).toBe('2026-02-28');
  });

  it('says the time limit may have passed', () => {
    const step = canYouClaim({ ...businessFromSoleTrader, dueDate: '2020-01-01' }, TODAY);
    expect(find(step, 'limitation-passed')).toMatchObject({ tone: 'stop', date: { iso: '2026-01-01' } });
  });

  it('fits a statutory demand only to an undisputed debt over the petition thresholds', () => {
    const fit = (debtor: ClaimAnswers['debtor'], amountPence: number) => statutoryDemandFit({ debtor, amountPence, letter: { sent: false } });
    expect(fit('organisation', 75_000)).toBe('below-threshold');
    expect(fit('organisation', 75_001)).toBe('possible');
    expect(fit('individual', 499_999)).toBe('below-threshold');
    expect(fit('sole-trader', 500_000)).toBe('possible');
    expect(find(canYouClaim({ ...individualFromCompany, amountPence: 100_000 }, TODAY), 'statutory-demand-possible')?.forms).toEqual(['SD1']);
    expect(find(canYouClaim({ ...businessFromSoleTrader, amountPence: 600_000 }, TODAY), 'statutory-demand-possible')?.forms).toEqual(['SD2']);
  });

  it('stops at Scotland or Northern Ireland, and asks to check a border postcode', () => {
    const scotland = canYouClaim({ ...businessFromSoleTrader, debtorPostcode: 'EH1 1YZ', claimantPostcode: 'LS1 3BG' }, TODAY);
    expect(scotland.inScope).toBe(false);
    expect(scotland.items[0]).toMatchObject({ key: 'outside-england-wales', tone: 'stop' });
    expect(canYouClaim({ ...businessFromSoleTrader, claimantPostcode: 'BT1 5GS' }, TODAY).jurisdiction).toBe('northern-ireland');
    const border = canYouClaim({ ...businessFromSoleTrader, debtorPostcode: 'TD15 1AA' }, TODAY);
    expect(border.inScope).toBe(true);
    expect(keys(border)).toContain('postcode-check');
    expect(keys(canYouClaim({ ...businessFromSoleTrader, debtorPostcode: 'CF10 1EP' }, TODAY))).not.toContain('postcode-check');
  });
});

describe('before you claim', () => {
  it('chooses the letter by who is owed and who owes', () => {
    expect(letterKindFor({ claimant: 'business', debtor: 'individual' })).toBe('debt-protocol');
    expect(letterKindFor({ claimant: 'business', debtor: 'sole-trader' })).toBe('debt-protocol');
    expect(letterKindFor({ claimant: 'business', debtor: 'organisation' })).toBe('pre-action-conduct');
    expect(letterKindFor({ claimant: 'individual', debtor: 'sole-trader' })).toBe('pre-action-conduct');
    expect(senderKind({ claimant: 'business', debtor: 'organisation' })).toBe('business-to-business');
  });

  it('no reply to a Letter of Claim: the claim from the day after the 30 days, and no letter to write', () => {
    const step = beforeYouClaim(protocolAnswers({ sent: true, date: '2026-10-01', reply: 'none' }), TODAY);
    expect(find(step, 'debt-protocol-letter-sent')?.action).toBeNull();
    expect(find(step, 'debt-protocol-reply-by')?.date?.iso).toBe('2026-10-31');
    expect(step.earliestIssue?.iso).toBe('2026-11-02');
  });

  it('after a Reply Form: 30 days, then 14 days’ written notice', () => {
    const step = beforeYouClaim(protocolAnswers({ sent: true, date: '2026-09-01', reply: 'replied', replyDate: '2026-09-20' }), TODAY);
    expect(find(step, 'protocol-wait-after-reply')?.date?.iso).toBe('2026-10-20');
    // The wait is over; notice can go today, so the claim follows 14 clear days later.
    expect(find(step, 'protocol-notice')?.date?.iso).toBe('2026-11-02');
    expect(step.earliestIssue?.iso).toBe('2026-11-17');
  });

  it('documents asked for and not yet sent: send them within 30 days, and the wait runs from sending them (today at the soonest)', () => {
    const step = beforeYouClaim(protocolAnswers({ sent: true, date: '2026-09-25', reply: 'asked-for-documents', replyDate: '2026-10-20' }), TODAY);
    expect(find(step, 'send-documents')).toMatchObject({ tone: 'warning', date: { iso: '2026-11-19' } });
    expect(find(step, 'protocol-wait-after-reply')?.date?.iso).toBe('2026-12-02');
    expect(find(step, 'protocol-notice')?.date?.iso).toBe('2026-12-03');
    expect(step.earliestIssue?.iso).toBe('2026-12-18');
  });

  it('documents asked for and still not sent after the 30 days: the step is flagged as overdue (issue 37)', () => {
    const step = beforeYouClaim(protocolAnswers({ sent: true, date: '2026-08-01', reply: 'asked-for-documents', replyDate: '2026-09-01' }), TODAY);
    expect(find(step, 'send-documents-overdue')).toMatchObject({ tone: 'stop', date: { iso: '2026-10-01' } });
    expect(keys(step)).not.toContain('send-documents');
  });

  it('documents already sent: the later of the two waits', () => {
    const step = beforeYouClaim(protocolAnswers({ sent: true, date: '2026-09-25', reply: 'asked-for-documents', replyDate: '2026-10-20', documentsSentDate: '2026-10-25' }), TODAY);
    expect(keys(step)).not.toContain('send-documents');
    expect(find(step, 'protocol-wait-after-reply')?.date?.iso).toBe('2026-11-24');
    expect(step.earliestIssue?.iso).toBe('2026-12-10');
  });

  it('offers the "can they pay?" checks before a claim is issued, linked to the Get paid planner (issue 55)', () => {
    const step = beforeYouClaim(individualFromCompany, TODAY);
    expect(find(step, 'can-they-pay')).toMatchObject({ rule: 'enforcement', action: { key: 'can-they-pay', href: '/tools/get-paid#checks' } });
  });

  it('a letter sent under the Practice Direction: 14 days, and a reply to consider', () => {
    const step = beforeYouClaim({ ...individualFromCompany, letter: { sent: true, date: '2026-10-01', reply: 'replied', replyDate: '2026-10-10' } }, TODAY);
    expect(find(step, 'pre-action-reply-by')).toMatchObject({ rule: 'preActionConduct', date: { iso: '2026-10-15' } });
    expect(keys(step)).toContain('consider-reply');
    expect(step.earliestIssue?.iso).toBe(TODAY);
  });

  it('a letter from our generator sent on Thu 1 Oct 2026 gave until Wed 21 Oct (14 working days): no claim on or before it (issue 37)', () => {
    const sent = { sent: true, date: '2026-10-01', reply: 'none' } as const;
    const step = beforeYouClaim({ ...individualFromCompany, letter: { ...sent, payBy: '2026-10-21' } }, '2026-10-02');
    expect(find(step, 'pre-action-reply-by')).toMatchObject({ date: { iso: '2026-10-21' } });
    expect(step.earliestIssue?.iso).toBe('2026-10-22');
    // Without the letter's own date, the Practice Direction's 14 days; a date given earlier than that changes nothing.
    expect(beforeYouClaim({ ...individualFromCompany, letter: sent }, '2026-10-02').earliestIssue?.iso).toBe('2026-10-16');
    expect(beforeYouClaim({ ...individualFromCompany, letter: { ...sent, payBy: '2026-10-08' } }, '2026-10-02').earliestIssue?.iso).toBe('2026-10-16');
    // A Letter of Claim that gave more than the Protocol's 30 days.
    const protocol = beforeYouClaim(protocolAnswers({ ...sent, payBy: '2026-11-13' }), '2026-10-02');
    expect(find(protocol, 'debt-protocol-reply-by')).toMatchObject({ date: { iso: '2026-11-13' } });
    expect(protocol.earliestIssue?.iso).toBe('2026-11-16');
  });

  it('never issues on a closed day: a wait ending on Christmas Eve issues on 29 December', () => {
    const step = beforeYouClaim({ ...individualFromCompany, letter: { sent: true, date: '2026-12-10', reply: 'none' } }, '2026-12-11');
    expect(step.earliestIssue).toMatchObject({ iso: '2026-12-29', skippedClosedDays: true });
  });
});

describe('claiming', () => {
  it('chooses the route: Online Civil Money Claims up to £25,000 with interest, Money Claim Online for a debt under £100,000 without it (issue 37)', () => {
    expect(claimRoute(25_000)).toBe('online-civil-money-claims');
    expect(claimRoute(25_000.01)).toBe('money-claim-online');
    expect(claimRoute(99_999.99)).toBe('money-claim-online');
    expect(claimRoute(100_000)).toBe('paper');
    expect(() => claimRoute(-1)).toThrow(RangeError);
    expect(() => claimRoute(Number.NaN)).toThrow(RangeError);
    expect(claimRoute(24_000, 26_000)).toBe('money-claim-online');
    expect(claimRoute(99_999.99, 120_000)).toBe('money-claim-online');
    expect(() => claimRoute(1_000, 900)).toThrow(RangeError);
  });

  it('a £24,000 debt with interest taking the claim past £25,000 goes to Money Claim Online (no source lets Online Civil Money Claims leave interest out); £99,999 with interest too', () => {
    const route = (amountPence: number) => claimPlan({ ...individualFromCompany, amountPence, dueDate: '2022-01-10' }, TODAY).steps[2];
    const ocmc = route(2_400_000) as ReturnType<typeof claiming>;
    expect(ocmc.money!.claimValuePence).toBeGreaterThan(2_500_000);
    expect(ocmc.route).toBe('money-claim-online');
    expect(keys(ocmc)).toContain('how-larger');
    const mcol = route(9_999_900) as ReturnType<typeof claiming>;
    expect(mcol.money!.claimValuePence).toBeGreaterThan(10_000_000);
    expect(mcol.route).toBe('money-claim-online');
  });

  it('issues now when the waits would run past the time limit', () => {
    const [can, , claim] = claimPlan({ ...businessFromSoleTrader, dueDate: '2020-11-20' }, TODAY).steps;
    expect(can.limitation.lastDay).toBe('2026-11-20');
    expect(find(claim, 'issue-before-limitation')).toMatchObject({ tone: 'stop', date: { iso: '2026-11-20' } });
    expect(claim.issueDate?.iso).toBe(TODAY);
    // The Protocol's earliest day is past the limit: a warning, not a day to wait for.
    expect(find(claim, 'earliest-issue')).toMatchObject({ tone: 'warning' });
  });

  it('never dates the issue after the time limit: a last day on a Saturday, planned that day, issues online that day (issue 37)', () => {
    const plan = claimPlan({ ...businessFromSoleTrader, dueDate: '2020-11-28' }, '2026-11-28');
    const [can, , claim, after] = plan.steps;
    expect(can.limitation.lastDay).toBe('2026-11-28');
    expect(claim.issueDate).toMatchObject({ iso: '2026-11-28' });
    // FACTS.md §14: the last day is today: "issue it today" (online, the office being closed), said in both steps.
    expect(find(claim, 'issue-today-limitation')).toMatchObject({ tone: 'stop', date: { iso: '2026-11-28' } });
    expect(find(claim, 'issue-before-limitation')).toBeUndefined();
    expect(find(can, 'limitation-closed-today')).toMatchObject({ tone: 'stop', date: { iso: '2026-11-28' } });
    expect(find(claim, 'interest-section-69')).toMatchObject({ date: { iso: '2026-11-28' } });
    expect(find(claim, 'issue-fee')).toMatchObject({ date: { iso: '2026-11-28' } });
    // What follows is counted from that day, not from the Monday after the limit.
    expect(after.served?.iso).not.toBe(undefined);
    for (const step of plan.steps) for (const entry of step.items) if (entry.key !== 'earliest-issue' && entry.date?.iso === '2026-11-30') throw new Error(`${entry.key} is dated 30 November, after the limit`);
  });

  it('the last day is today and the office is open: issue it today (FACTS.md §14)', () => {
    const [can, , claim] = claimPlan({ ...businessFromSoleTrader, dueDate: '2020-11-26' }, '2026-11-26').steps;
    expect(find(can, 'limitation-today')).toMatchObject({ tone: 'stop', date: { iso: '2026-11-26' } });
    expect(find(claim, 'issue-today-limitation')).toMatchObject({ tone: 'stop' });
    expect(claim.issueDate?.iso).toBe('2026-11-26');
  });

  it('waits that run past the bank holidays held still stop before a time limit the data covers (FACTS.md §14)', () => {
    // Planned Sunday 10 December 2028: the Protocol's 30 days end in January 2029, past the data (to 31 December 2028),
    // and the time limit ends on Wednesday 20 December 2028.
    const [can, before, claim] = claimPlan({ ...businessFromSoleTrader, dueDate: '2022-12-20' }, '2028-12-10').steps;
    expect(can.limitation.lastDay).toBe('2028-12-20');
    expect(before.earliestIssue).toBeNull();
    expect(find(claim, 'issue-before-limitation')).toMatchObject({ tone: 'stop', date: { iso: '2028-12-20' } });
    expect(claim.issueDate?.iso).toBe('2028-12-11');
    // A last day past the data: whether the waits end before it cannot be known, so no stop is made up.
    const [, , later] = claimPlan({ ...businessFromSoleTrader, dueDate: '2023-01-20' }, '2028-12-10').steps;
    expect(find(later, 'issue-before-limitation')).toBeUndefined();
  });

  it('issues on the next open day when that is still in time (the last day a Monday, planned the Saturday before)', () => {
    const [, , claim] = claimPlan({ ...businessFromSoleTrader, dueDate: '2020-11-30' }, '2026-11-28').steps;
    expect(claim.issueDate?.iso).toBe('2026-11-30');
    expect(find(claim, 'issue-before-limitation')).toMatchObject({ date: { iso: '2026-11-30' } });
  });

  it('works interest out to a later planned day, moved off a weekend; an earlier one is ignored', () => {
    const base = { earliestIssue: workingDaysAfter(fromIso('2026-12-02'), 1), limitationLastDay: '2027-03-01' };
    expect(claiming({ ...businessFromSoleTrader, plannedIssueDate: '2027-01-16' }, TODAY, base).issueDate?.iso).toBe('2027-01-18');
    expect(claiming({ ...businessFromSoleTrader, plannedIssueDate: '2026-11-10' }, TODAY, base).issueDate?.iso).toBe('2026-12-03');
  });

  it('uses Late Payment interest between businesses when the reference rate is known or given', () => {
    const answers: ClaimAnswers = { ...businessFromSoleTrader, debtor: 'organisation', dueDate: '2026-03-01', interest: 'late-payment' };
    const claim = claimPlan(answers, TODAY).steps[2];
    expect(claim.money).toMatchObject({ interestKind: 'late-payment', ratePercent: 11.75, compensationPence: 7000 });
    expect(find(claim, 'interest-late-payment')?.costPence).toBe(claim.money!.interestPence + 7000);
    expect(keys(claim)).not.toContain('late-payment-alternative');
    // Beside it, the other choice: section 69, with the claim value and issue fee it leads to (issue 37).
    const other = find(claim, 'alternative-section-69')!;
    expect(other.figures?.claimValuePence).toBe(240_000 + other.costPence!);
    expect(other.costPence).toBeLessThan(claim.money!.interestPence + 7000);
    // The letter before action claims the same interest, at the same rate (issue 37).
    const letterAnswers = (a: ClaimAnswers) => Object.fromEntries(new URL(writeLetterHref(a), 'https://example.co.uk').searchParams);
    expect(letterAnswers(answers)).toMatchObject({ sender_kind: 'business-to-business', interest_kind: 'late-payment', reference_rate: '3.75' });
    expect(letterAnswers({ ...answers, interest: 'section-69' })).toMatchObject({ interest_kind: 'section-69' });
    expect(letterAnswers({ ...answers, interest: 'section-69' })).not.toHaveProperty('reference_rate');
    // 2021 has no rate we hold: the plan uses section 69, and says why, unless the visitor gives the rate.
    const old = claimPlan({ ...answers, dueDate: '2021-03-01' }, TODAY).steps[2];
    expect(letterAnswers({ ...answers, dueDate: '2021-03-01' })).toMatchObject({ interest_kind: 'section-69' });
    expect(letterAnswers({ ...answers, dueDate: '2021-03-01', referenceRatePercent: 0.1 })).toMatchObject({ interest_kind: 'late-payment', reference_rate: '0.1' });
    // An individual's letter asks nothing about interest: section 69 is the only kind.
    expect(letterAnswers({ ...individualFromCompany })).not.toHaveProperty('interest_kind');
    expect(old.money?.interestKind).toBe('section-69');
    expect(find(old, 'late-payment-rate-unknown')).toMatchObject({ tone: 'warning' });
    expect(keys(old)).not.toContain('alternative-late-payment');
    expect(keys(claimPlan({ ...answers, interest: 'section-69', dueDate: '2021-03-01' }, TODAY).steps[2])).toContain('late-payment-alternative');
    expect(claimPlan({ ...answers, dueDate: '2021-03-01', referenceRatePercent: 0.1 }, TODAY).steps[2].money?.ratePercent).toBe(8.1);
  });
});

describe('after you claim', () => {
  it('leaves a slot for the court finder’s hearing centre, for the right party’s postcode', () => {
    const claim = claimPlan(businessFromSoleTrader, TODAY).steps[2];
    const centre = { name: 'Leeds Combined Court Centre', href: '/court-locations/leeds-combined-court-centre' };
    const step = afterYouClaim({ ...businessFromSoleTrader, debtorPostcode: 'LS1 3BG', claimantPostcode: 'M1 1AE' }, claim, centre);
    expect(step.hearingCentre).toEqual({ whose: 'debtor', postcode: 'LS1 3BG', centre });
    expect(find(step, 'hearing-centre')?.action).toEqual({ key: 'court-page', href: centre.href });
    expect(afterYouClaim({ ...individualFromCompany, claimantPostcode: 'M1 1AE' }, claim).hearingCentre).toEqual({ whose: 'claimant', postcode: 'M1 1AE', centre: null });
  });

  it('dates service for the route named: Money Claim Online issued Wed 23 Dec 2026 is served Mon 28 Dec, the reply due Mon 11 Jan 2027 (issue 37)', () => {
    const issueDate = { iso: '2026-12-23', counting: 'given', skippedClosedDays: false, skipped: [] } as const;
    const after = (route: 'online-civil-money-claims' | 'money-claim-online' | 'paper') => afterYouClaim(individualFromCompany, { issueDate, money: null, route });
    const mcol = after('money-claim-online');
    expect(mcol.served?.iso).toBe('2026-12-28');
    expect(mcol.replyDue?.iso).toBe('2027-01-11');
    expect(find(mcol, 'claim-served')).toMatchObject({ rule: 'moneyClaimOnlineService', only: 'money-claim-online' });
    for (const key of ['reply-due', 'defence-due-after-acknowledgment', 'default-judgment'] as const) expect(find(mcol, key)?.only).toBe('money-claim-online');
    // Online Civil Money Claims: the court's notice gives the dates, so the paper rule's are a paper claim's only.
    const ocmc = after('online-civil-money-claims');
    expect(ocmc.served?.iso).toBe('2026-12-29');
    expect(ocmc.replyDue?.iso).toBe('2027-01-12');
    for (const key of ['claim-served', 'reply-due', 'defence-due-after-acknowledgment', 'default-judgment'] as const) expect(find(ocmc, key)).toMatchObject({ only: 'paper-claim' });
    expect(find(ocmc, 'claim-served')?.rule).toBe('claimFormService');
    // A paper claim (the only route at £100,000 or more): the dates are its own.
    for (const item of after('paper').items) expect(item.only).toBeUndefined();
  });
});

describe('getting paid', () => {
  it('goods: the County Court under £600, either court from £600, the High Court from £5,000', () => {
    expect(goodsMethod(599.99)).toBe('warrant-of-control');
    expect(goodsMethod(600)).toBe('warrant-or-writ');
    expect(goodsMethod(4999.99)).toBe('warrant-or-writ');
    expect(goodsMethod(5000)).toBe('writ-of-control');
    expect(() => goodsMethod(-1)).toThrow(RangeError);
  });

  it('offers every method that fits, with its forms', () => {
    const all = gettingPaid({ debtor: 'individual', means: ['employed', 'home-owner', 'trading', 'bank-account'] }, 350_000);
    expect(all.methods).toEqual(['attachment-of-earnings', 'third-party-debt-order', 'warrant-or-writ', 'charging-order']);
    expect(all.items.map((i) => i.forms)).toEqual([['N337'], ['N349'], ['N323', 'N293A'], ['N379'], [], []]);
    expect(keys(all)).not.toContain('nothing-known-warning');
  });

  it('ends with the Get paid planner, opened with the judgment expected (issue 55)', () => {
    const step = gettingPaid({ debtor: 'individual', means: ['employed'] }, 320_000);
    expect(step.items.at(-1)).toMatchObject({ key: 'get-paid-planner', action: { key: 'get-paid', href: '/tools/get-paid?judgment=3200.00' } });
  });

  it('never offers attachment of earnings against a company, nor under £50', () => {
    expect(gettingPaid({ debtor: 'organisation', means: ['employed'] }, 350_000)).toMatchObject({ nothingKnown: true, methods: ['order-to-obtain-information'] });
    expect(gettingPaid({ debtor: 'individual', means: ['employed'] }, 4_999).methods).toEqual(['order-to-obtain-information']);
  });

  it('warns honestly when nothing is known, and questions a company’s officer on N316A', () => {
    const company = gettingPaid({ debtor: 'organisation', means: ['nothing-known'] }, 100_000);
    expect(company.items[0]).toMatchObject({ key: 'nothing-known-warning', tone: 'warning' });
    expect(find(company, 'order-to-obtain-information')?.forms).toEqual(['N316A']);
  });

  it('refuses a judgment that is not whole pence', () => {
    expect(() => gettingPaid({ debtor: 'individual', means: [] }, 10.5)).toThrow(RangeError);
    expect(() => gettingPaid({ debtor: 'individual', means: [] }, -1)).toThrow(RangeError);
  });
});

describe('defending', () => {
  it('admitting the whole claim: the admission form, no defence, questionnaire or mediation', () => {
    const step = defending({ ...servedBeforeChristmas, response: 'admit-all' }, '2026-12-18');
    expect(find(step, 'defend-admit')).toMatchObject({ forms: ['N9A'], date: { iso: '2027-01-04' } });
    expect(keys(step)).toEqual(['defend-served', 'defend-admit', 'defend-default-judgment', 'defend-ccj']);
  });

  it('admitting part of a claim for an amount to be decided: N9C and N9D', () => {
    const step = defending({ ...servedBeforeChristmas, claimFor: 'unspecified', response: 'dispute-part' }, '2026-12-18');
    expect(find(step, 'defend-part-admit')?.forms).toEqual(['N9C', 'N9D']);
    expect(find(step, 'defend-defence')?.forms).toEqual(['N9D']);
  });

  it('a Money Claim Online claim issued Wednesday 23 December 2026 is served Monday 28 December, a bank holiday, and the reply is due Monday 11 January 2027 (issue 37)', () => {
    const step = defending({ ...servedBeforeChristmas, served: { how: 'money-claim-online', date: '2026-12-23' } }, '2027-01-04');
    expect(step.served).toMatchObject({ iso: '2026-12-28', counting: 'calendar-days' });
    expect(step.replyDue?.iso).toBe('2027-01-11');
    expect(step.defenceDueAfterAcknowledgment?.iso).toBe('2027-01-25');
    expect(find(step, 'defend-served')).toMatchObject({ rule: 'moneyClaimOnlineService', date: { iso: '2026-12-28' } });
    expect(find(step, 'defend-acknowledge')).toMatchObject({ date: { iso: '2027-01-11' } });
    // FACTS.md §14: counted only as a paper claim posted that day (CPR 6.14: Tuesday 29 December), the reply would be a
    // day late for a bulk claim from the Business Centre; "posted" never gives a later day than the 5-day rule.
    const paper = defending({ ...servedBeforeChristmas, served: { how: 'claim-form-posted', date: '2026-12-23' } }, '2027-01-04');
    expect(paper.served?.iso).toBe('2026-12-28');
    expect(paper.replyDue?.iso).toBe('2027-01-11');
    expect(find(paper, 'defend-served-earlier')).toMatchObject({ tone: 'warning', rule: 'moneyClaimOnlineService' });
  });

  it('a County Court Business Centre claim form issued Wednesday 24 March 2027 is served Monday 29 March, the reply due Monday 12 April, not 13 April, whichever answer is chosen (FACTS.md §14)', () => {
    for (const how of ['money-claim-online', 'claim-form-posted'] as const) {
      const step = defending({ ...servedBeforeChristmas, served: { how, date: '2027-03-24' } }, '2027-04-01');
      expect([step.served?.iso, step.replyDue?.iso]).toEqual(['2027-03-29', '2027-04-12']);
    }
    // Posted on a Monday, CPR 6.14's Wednesday comes first: the plan keeps it, and says nothing more.
    const monday = defending({ ...servedBeforeChristmas, served: { how: 'claim-form-posted', date: '2026-11-16' } }, '2026-11-20');
    expect(monday.served?.iso).toBe('2026-11-18');
    expect(find(monday, 'defend-served-earlier')).toBeUndefined();
  });

  it('a Money Claim Online claim issued Wednesday 24 March 2027 is served on Easter Monday and the reply is due Monday 12 April', () => {
    const step = defending({ ...servedBeforeChristmas, served: { how: 'money-claim-online', date: '2027-03-24' } }, '2027-04-01');
    expect(step.served?.iso).toBe('2027-03-29');
    expect(step.replyDue?.iso).toBe('2027-04-12');
  });

  it('a claim form the court posted on Friday 18 December is served on Tuesday 22 December', () => {
    const step = defending({ ...servedBeforeChristmas, served: { how: 'claim-form-posted', date: '2026-12-18' } }, '2026-12-23');
    expect(step.served).toMatchObject({ iso: '2026-12-22', skipped: [{ name: 'Saturday' }, { name: 'Sunday' }] });
    expect(step.replyDue?.iso).toBe('2027-01-05');
    expect(step.defenceDueAfterAcknowledgment?.iso).toBe('2027-01-19');
  });

  it('an online claim: the court’s notice gives the dates; a counterclaim goes with the defence', () => {
    const step = defending({ ...servedBeforeChristmas, served: { how: 'online', date: '2026-12-18' }, counterclaim: true }, '2026-12-18');
    expect(find(step, 'defend-online-notice')?.tone).toBe('warning');
    expect(find(step, 'defend-counterclaim')).toMatchObject({ forms: ['N9B', 'EX50'], date: { iso: '2027-01-04' }, costPence: null });
  });
});
