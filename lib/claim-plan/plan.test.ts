import { claimAnswersSchema } from './answers';
import { PLAN_ITEMS } from '@/content/claim-plan/wording';
import { paymentDeadline } from '@/lib/templates/calculations';
import { parseTemplatePrefill } from '@/lib/templates/prefill';
import { claimCosts } from '@/lib/tools/claim-costs';
import { deadlinesFor } from '@/lib/tools/deadlines';
import type { ClaimAnswers } from './answers';
import { claimPlan, datedItems, defendPlan } from './plan';
import { businessFromSoleTrader, disputedDebt, individualFromCompany, overTheLimit, servedBeforeChristmas, TODAY } from './test-answers';
import type { PlanItem, PlanStep } from './types';

const find = (step: PlanStep, key: PlanItem['key']) => {
  const found = step.items.find((i) => i.key === key);
  if (!found) throw new Error(`No ${key} in ${step.id}: ${step.items.map((i) => i.key).join(', ')}`);
  return found;
};
const has = (step: PlanStep, key: PlanItem['key']) => step.items.some((i) => i.key === key);

describe('"Write this letter" carries the names and postcodes the plan has', () => {
  const prefillOf = (answers: ClaimAnswers) => {
    const letter = claimPlan(answers, TODAY).steps[1].items.find((i) => i.action?.key === 'write-letter')!;
    return parseTemplatePrefill(new URL(letter.action!.href, 'https://example.co.uk').searchParams)?.values;
  };

  it('fills in both names and both postcodes', () => {
    const named: ClaimAnswers = {
      ...individualFromCompany,
      claimantName: 'Jane Smith',
      debtorName: 'Brown & Sons Builders Ltd',
      claimantPostcode: 'M1 1AA',
      debtorPostcode: 'ls1 3bg',
    };
    expect(prefillOf(named)).toEqual({
      amount_owed: '600.00',
      invoice_date: '2026-06-15',
      sender_kind: 'individual',
      claimant_name: 'Jane Smith',
      claimant_postcode: 'M1 1AA',
      debtor_name: 'Brown & Sons Builders Ltd',
      debtor_postcode: 'ls1 3bg',
    });
  });

  it('leaves out what the plan does not have', () => {
    expect(prefillOf({ ...individualFromCompany, debtorName: 'Acme Ltd' })).toEqual({
      amount_owed: '600.00',
      invoice_date: '2026-06-15',
      sender_kind: 'individual',
      debtor_name: 'Acme Ltd',
    });
  });

  it('writes pence exactly as pounds', () => {
    expect(prefillOf({ ...individualFromCompany, amountPence: 29 })?.amount_owed).toBe('0.29');
  });
});

describe('the issue’s case: a business claiming £2,400 from a sole trader, due 1 March 2021, no letter, planned 2 November 2026', () => {
  const plan = claimPlan(businessFromSoleTrader, TODAY);
  const [can, before, claim, after, paid] = plan.steps;

  it('can still claim, until 1 March 2027, and is warned the limit is close', () => {
    expect(can.limitation).toEqual({ lastDay: '2027-03-01', status: 'soon', daysLeft: 119, restartedOn: null, acknowledgedTooLate: false });
    expect(find(can, 'limitation-soon')).toMatchObject({ tone: 'warning', date: { iso: '2027-03-01', counting: 'years' }, rule: 'limitation' });
    expect(can.limitation.lastDay).toBe('2027-03-01');
    expect(can.smallClaim).toBe(true);
    expect(can.inScope).toBe(true);
  });

  it('its last day is an open day, so nothing is said of closed days', () => {
    expect(can.items.map((i) => i.key)).not.toContain('limitation-closed-day');
  });

  it('sends a Debt Protocol Letter of Claim today, with 30 days to reply, and "Write this letter" fills the generator', () => {
    expect(before.letter).toBe('debt-protocol');
    const letter = find(before, 'debt-protocol-letter');
    expect(letter.date?.iso).toBe('2026-11-02');
    const prefill = parseTemplatePrefill(new URL(letter.action!.href, 'https://example.co.uk').searchParams);
    expect(letter.action?.key).toBe('write-letter');
    expect(prefill).toEqual({ slug: 'letter-before-action', values: { amount_owed: '2400.00', invoice_date: '2021-03-01', sender_kind: 'business-to-sole-trader', interest_kind: 'section-69' } });
    // The deadline calculator's own Debt Protocol date for the same letter.
    const calculator = deadlinesFor({ kind: 'letter-protocol', date: new Date(2026, 10, 2) }).deadlines[0]!.date;
    expect(find(before, 'debt-protocol-reply-by').date).toMatchObject({ iso: '2026-12-02', counting: 'calendar-days', skippedClosedDays: false });
    expect(calculator).toEqual(new Date(2026, 11, 2));
  });

  it('issues on Thursday 3 December 2026 at the earliest, with interest to that day and the issue fee on debt plus interest', () => {
    expect(before.earliestIssue?.iso).toBe('2026-12-03');
    expect(claim.issueDate?.iso).toBe('2026-12-03');
    expect(claim.money).toEqual({
      interestKind: 'section-69',
      ratePercent: 8,
      interestDays: 2103,
      debtPence: 240_000,
      interestPence: 110_624,
      compensationPence: 0,
      claimValuePence: 350_624,
      issueFeePence: 20_500,
      issueFeeBand: '£3,000.01 to £5,000',
      smallClaim: true,
      hearingFeePence: 34_600,
    });
    // The same figures as the claim calculator's.
    const costs = claimCosts({ amount: 2400, dueDate: new Date(2021, 2, 1), toDate: new Date(2026, 11, 3), interestKind: 'section-69', hearing: 'unknown' });
    expect(costs.claimValue).toBe(3506.24);
    expect(costs.issueFee.fee).toBe(205);
    expect(find(claim, 'issue-fee').costPence).toBe(20_500);
    expect(find(claim, 'interest-section-69').costPence).toBe(110_624);
    expect(claim.route).toBe('online-civil-money-claims');
    expect(has(claim, 'late-payment-alternative')).toBe(true);
    // A business may be a sole trader, who can get Help with Fees (issue 41): the item says a company cannot.
    expect(has(claim, 'help-with-fees')).toBe(true);
    expect(has(claim, 'issue-before-limitation')).toBe(false);
  });

  it('after the claim: served Monday 7 December (the weekend skipped), reply by 21 December, defence by 4 January 2027', () => {
    expect(after.served).toMatchObject({ iso: '2026-12-07', counting: 'working-days', skippedClosedDays: true });
    expect(after.served?.skipped).toEqual([
      { date: '2026-12-05', kind: 'weekend', name: 'Saturday' },
      { date: '2026-12-06', kind: 'weekend', name: 'Sunday' },
    ]);
    expect(after.replyDue?.iso).toBe('2026-12-21');
    expect(after.defenceDueAfterAcknowledgment?.iso).toBe('2027-01-04');
    expect(find(after, 'default-judgment').date?.iso).toBe('2026-12-22');
    expect(find(after, 'hearing-fee').costPence).toBe(34_600);
    expect(after.hearingCentre).toEqual({ whose: 'debtor', postcode: null, centre: null });
    // Issue 56: after the questionnaire, mediation and the hearing fee, the documents for the hearing and the bundle tool.
    const keys = after.items.map((i) => i.key);
    expect(keys.slice(keys.indexOf('directions-questionnaire'))).toEqual(['directions-questionnaire', 'mediation', 'hearing-fee', 'hearing-documents', 'hearing-centre']);
    expect(find(after, 'hearing-documents')).toMatchObject({ rule: 'documentsBeforeHearing', action: { key: 'hearing-bundle', href: '/tools/hearing-bundle' } });
  });

  it('getting paid: nothing known, so the honest warning and the order to obtain information', () => {
    expect(paid.nothingKnown).toBe(true);
    expect(find(paid, 'nothing-known-warning').tone).toBe('warning');
    expect(find(paid, 'order-to-obtain-information').forms).toEqual(['N316']);
  });
});

describe('the issue’s case: an individual claiming £600 from a company', () => {
  const [can, before, claim, after, paid] = claimPlan(individualFromCompany, TODAY).steps;

  it('sends a letter under the Practice Direction, with the reply date the generator’s letter prints', () => {
    expect(before.letter).toBe('pre-action-conduct');
    const replyBy = find(before, 'pre-action-reply-by');
    expect(replyBy).toMatchObject({ rule: 'generatorDeadline', date: { iso: '2026-11-20', counting: 'working-days', skippedClosedDays: true } });
    expect(replyBy.date?.iso).toBe('2026-11-20');
    expect(paymentDeadline(new Date(2026, 10, 2))).toEqual(new Date(2026, 10, 20));
    expect(new URL(find(before, 'pre-action-letter').action!.href, 'https://x.uk').searchParams.get('sender_kind')).toBe('individual');
  });

  it('issues on Monday 23 November 2026 for £70, with £21.17 interest and Help with Fees offered', () => {
    expect(claim.issueDate).toMatchObject({ iso: '2026-11-23', skippedClosedDays: true });
    expect(claim.money).toMatchObject({ interestDays: 161, interestPence: 2117, claimValuePence: 62_117, issueFeePence: 7000, hearingFeePence: 8500 });
    expect(find(claim, 'help-with-fees').action).toEqual({ key: 'help-with-fees', href: '/tools/help-with-fees?claim=621.17&debt=600.00' });
    expect(has(claim, 'late-payment-alternative')).toBe(false);
    expect(can.statutoryDemand).toBe('below-threshold');
  });

  it('is heard, if defended, at the claimant’s centre; enforced through the bank', () => {
    expect(after.hearingCentre.whose).toBe('claimant');
    expect(paid.methods).toEqual(['third-party-debt-order']);
    expect(paid.nothingKnown).toBe(false);
  });
});

describe('the issue’s case: a £12,000 debt', () => {
  const [can, , claim, after] = claimPlan(overTheLimit, TODAY).steps;

  it('is not a small claim: the fast track warning, and no small claims hearing fee', () => {
    expect(can.smallClaim).toBe(false);
    expect(find(can, 'over-small-claims-limit')).toMatchObject({ tone: 'warning', rule: 'overSmallClaimsLimit' });
    expect(claim.money?.hearingFeePence).toBeNull();
    expect(find(after, 'hearing-fee-fast-track').costPence).toBeNull();
    expect(has(after, 'hearing-fee')).toBe(false);
    expect(has(after, 'mediation')).toBe(false);
    // Issue 56: the small claims documents' item and its tool are for a small claim only.
    expect(has(after, 'hearing-documents')).toBe(false);
    expect(find(after, 'directions-questionnaire').forms).toEqual([]);
    // 5% of £12,000 plus interest.
    expect(claim.money?.issueFeePence).toBe(Math.round((claim.money!.claimValuePence * 5) / 100));
  });

  it('a £9,800 debt stays a small claim though interest takes it past £10,000', () => {
    const [smallCan, , smallClaim] = claimPlan({ ...overTheLimit, amountPence: 980_000, dueDate: '2024-01-01' }, TODAY).steps;
    expect(smallClaim.money!.claimValuePence).toBeGreaterThan(1_000_000);
    expect(smallCan.smallClaim).toBe(true);
    expect(smallClaim.money?.hearingFeePence).toBe(34_600);
  });
});

describe('the issue’s case: a disputed debt', () => {
  const [can, before] = claimPlan(disputedDebt, TODAY).steps;

  it('is no case for a statutory demand, whatever its size', () => {
    expect(can.statutoryDemand).toBe('disputed');
    expect(find(can, 'statutory-demand-disputed')).toMatchObject({ tone: 'warning', forms: [] });
    expect(has(before, 'consider-reply')).toBe(true);
  });

  it('a disputed debt said so without a letter is the same', () => {
    expect(claimPlan({ ...individualFromCompany, amountPence: 800_000, disputed: true }, TODAY).steps[0].statutoryDemand).toBe('disputed');
    expect(claimPlan({ ...individualFromCompany, amountPence: 800_000 }, TODAY).steps[0].statutoryDemand).toBe('possible');
  });
});

describe('the issue’s case: a defendant served on Friday 18 December 2026', () => {
  const [defence] = defendPlan(servedBeforeChristmas, '2026-12-18').steps;

  it('replies by Monday 4 January 2027: the 14th day is New Year’s Day, a closed day, moved past the weekend', () => {
    expect(defence.replyDue).toEqual({
      iso: '2027-01-04',
      counting: 'calendar-days',
      skippedClosedDays: true,
      skipped: [
        { date: '2027-01-01', kind: 'bank-holiday', name: 'New Year’s Day' },
        { date: '2027-01-02', kind: 'weekend', name: 'Saturday' },
        { date: '2027-01-03', kind: 'weekend', name: 'Sunday' },
      ],
    });
    expect(find(defence, 'defend-acknowledge').forms).toEqual(['N9']);
    expect(find(defence, 'defend-defence')).toMatchObject({ forms: ['N9B'], date: { iso: '2027-01-04' } });
  });

  it('with an acknowledgment, defends by Friday 15 January 2027; default judgment possible from 5 January', () => {
    expect(defence.defenceDueAfterAcknowledgment).toMatchObject({ iso: '2027-01-15', skippedClosedDays: false });
    expect(find(defence, 'defend-default-judgment').date?.iso).toBe('2027-01-05');
    expect(has(defence, 'defend-ccj')).toBe(true);
    expect(has(defence, 'defend-mediation')).toBe(true);
    // Issue 56: then the documents for a hearing, with the hearing bundle tool.
    expect(find(defence, 'defend-hearing-documents')).toMatchObject({ rule: 'documentsBeforeHearing', action: { key: 'hearing-bundle', href: '/tools/hearing-bundle' } });
  });
});

describe('a part payment or signed acknowledgment (FACTS.md §12, §14: Limitation Act 1980 ss.29(5), 30)', () => {
  it('made before the six years ran out, it restarts them: due 1 June 2020, paid in part 1 March 2024, the last day is 1 March 2030', () => {
    const [can] = claimPlan({ ...businessFromSoleTrader, dueDate: '2020-06-01', acknowledgedOn: '2024-03-01' }, TODAY).steps;
    expect(can.limitation).toMatchObject({ lastDay: '2030-03-01', status: 'in-time', restartedOn: '2024-03-01', acknowledgedTooLate: false });
    expect(find(can, 'limitation-in-time')).toMatchObject({ date: { iso: '2030-03-01' } });
    expect(find(can, 'limitation-restarted')).toMatchObject({ date: { iso: '2024-03-01' }, tone: 'info' });
    expect(can.items.map((i) => i.key)).not.toContain('limitation-passed');
  });

  it('on the very last day of the six years, still in time; a day later, it revives nothing', () => {
    const onTheDay = claimPlan({ ...businessFromSoleTrader, dueDate: '2020-06-01', acknowledgedOn: '2026-06-01' }, TODAY).steps[0];
    expect(onTheDay.limitation).toMatchObject({ lastDay: '2032-06-01', restartedOn: '2026-06-01' });
    const late = claimPlan({ ...businessFromSoleTrader, dueDate: '2020-06-01', acknowledgedOn: '2026-06-02' }, TODAY).steps[0];
    expect(late.limitation).toMatchObject({ lastDay: '2026-06-01', status: 'passed', restartedOn: null, acknowledgedTooLate: true });
    expect(find(late, 'limitation-passed')).toMatchObject({ tone: 'stop' });
    expect(find(late, 'limitation-acknowledged-late')).toMatchObject({ tone: 'stop' });
  });

  it('the answers file keeps it, and refuses one dated before the debt was due', () => {
    const answers = { ...businessFromSoleTrader, acknowledgedOn: '2024-03-01' };
    expect(claimAnswersSchema.safeParse(answers).success).toBe(true);
    expect(claimAnswersSchema.safeParse({ ...answers, acknowledgedOn: '2021-02-28' }).success).toBe(false);
  });
});

describe('over the small claims limit: which track (FACTS.md §14, CPR 26.9)', () => {
  it.each([
    [1_200_000, 'over-small-claims-limit', /fast track \(for claims up to £25,000\)/],
    [2_500_000, 'over-small-claims-limit', /fast track/],
    [2_500_001, 'intermediate-track', /intermediate track/],
    [10_000_000, 'intermediate-track', /intermediate track/],
    [10_000_001, 'multi-track', /multi-track/],
  ])('a debt of %i pence: %s', (amountPence, key, words) => {
    const [can] = claimPlan({ ...individualFromCompany, amountPence }, TODAY).steps;
    const found = can.items.find((i) => i.key === key);
    expect(found).toMatchObject({ tone: 'warning', rule: 'overSmallClaimsLimit' });
    expect(PLAN_ITEMS[key as keyof typeof PLAN_ITEMS].text).toMatch(words);
  });

  it('never says a debt over £25,000 goes to the fast track', () => {
    for (const key of ['intermediate-track', 'multi-track'] as const) expect(PLAN_ITEMS[key].text).not.toMatch(/go to the fast track/);
  });
});

describe('a last day on New Year’s Day (FACTS.md §12: never issue after it; online before it)', () => {
  it('money due 1 January 2021: the last day is Friday 1 January 2027, a bank holiday, so the plan says to issue online before it', () => {
    const [can] = claimPlan({ ...businessFromSoleTrader, dueDate: '2021-01-01' }, TODAY).steps;
    expect(can.limitation.lastDay).toBe('2027-01-01');
    expect(find(can, 'limitation-closed-day')).toMatchObject({ tone: 'warning', date: { iso: '2027-01-01' }, rule: 'limitation' });
  });

  it('a closed last day years away is not yet a warning (issue 54): Saturday 7 June 2031', () => {
    const [can] = claimPlan({ ...businessFromSoleTrader, dueDate: '2025-06-07' }, TODAY).steps;
    expect(can.limitation.status).toBe('in-time');
    expect(can.items.map((i) => i.key)).not.toContain('limitation-closed-day');
  });

  it('once the time limit has passed, the closed day is no longer the point', () => {
    const [can] = claimPlan({ ...businessFromSoleTrader, dueDate: '2020-01-01' }, TODAY).steps;
    expect(can.limitation.status).toBe('passed');
    expect(can.items.map((i) => i.key)).not.toContain('limitation-closed-day');
  });
});

describe('dated items', () => {
  it('come in date order, each with its step', () => {
    const items = datedItems(claimPlan(businessFromSoleTrader, TODAY).steps);
    const dates = items.map((entry) => entry.item.date.iso);
    expect(dates).toEqual([...dates].sort());
    expect(items[0]).toMatchObject({ step: 'before-you-claim', item: { key: 'debt-protocol-letter' } });
    expect(items.at(-1)).toMatchObject({ step: 'can-you-claim', item: { key: 'limitation-soon' } });
  });
});

describe('bad input', () => {
  it.each(['', '2026-13-01', '2026-02-29', '02/11/2026'])('refuses the plan date %j', (today) => {
    expect(() => claimPlan(businessFromSoleTrader, today)).toThrow(RangeError);
  });

  it('refuses a due date after the plan date, and a letter or reply dated after it', () => {
    expect(() => claimPlan({ ...businessFromSoleTrader, dueDate: '2026-11-03' }, TODAY)).toThrow(RangeError);
    const letter = { sent: true, date: '2026-11-03', reply: 'none' } as const;
    expect(() => claimPlan({ ...businessFromSoleTrader, letter }, TODAY)).toThrow(RangeError);
    expect(() => defendPlan({ ...servedBeforeChristmas, served: { how: 'deemed', date: '2026-12-19' } }, '2026-12-18')).toThrow(RangeError);
  });

  it('past the bank holiday data, says so rather than guess', () => {
    const late: ClaimAnswers = { ...individualFromCompany, dueDate: '2028-11-01' };
    const [, before, claim, after] = claimPlan(late, '2028-12-20').steps;
    expect(find(before, 'pre-action-reply-by')).toMatchObject({ date: null, dateUnavailable: 'beyond-bank-holiday-data' });
    expect(before.earliestIssue).toBeNull();
    expect(claim.money).toBeNull();
    expect(find(claim, 'issue-fee')).toMatchObject({ costPence: null, dateUnavailable: 'beyond-bank-holiday-data' });
    expect(after.served).toBeNull();
  });
});
