import { ENFORCEMENT_FEES } from '@/content/get-paid/figures';
import { datedSteps, formBoxes, getPaidCalendar, getPaidSummary } from './plan-parts';
import { getPaidPlan, type GetPaidAnswers } from './rules';

const TODAY = '2026-11-30';
const a: GetPaidAnswers = {
  judgmentPence: 45_000,
  costsPence: 5_000,
  paidPence: 10_000,
  judgmentIso: '2026-09-01',
  terms: { kind: 'not-stated' },
  debtor: 'individual',
  assets: ['goods'],
  regulatedCredit: 'no',
  stops: 'none',
};
const plan = getPaidPlan(a, TODAY);

describe('what to write on the form', () => {
  it('N323: the balance (£450 + £50 − £100 = £400) and the amount of the warrant with its fee', () => {
    const fee = ENFORCEMENT_FEES.warrantOfControl.pence;
    expect(formBoxes('N323', a, plan)).toEqual([
      { key: 'judgment', pence: 45_000 },
      { key: 'costs', pence: 5_000 },
      { key: 'total', pence: 50_000 },
      { key: 'paid', pence: 10_000 },
      { key: 'balance', pence: 40_000 },
      { key: 'fee', pence: fee },
      { key: 'amount', pence: 40_000 + fee },
    ]);
  });
  it('N349 and N316A: no warrant amount; N293A: the writ with its sealing fee', () => {
    expect(formBoxes('N349', a, plan).map((b) => b.key)).not.toContain('amount');
    expect(formBoxes('N316A', a, plan).find((b) => b.key === 'fee')!.pence).toBe(ENFORCEMENT_FEES.orderToObtainInformation.pence);
    expect(formBoxes('N293A', a, plan).at(-1)).toEqual({ key: 'writAmount', pence: 40_000 + ENFORCEMENT_FEES.writOfControl.pence });
  });
});

describe('dated steps and the calendar file', () => {
  it('due 15 September (past), apply today, the six-year day', () => {
    expect(datedSteps(plan, TODAY)).toEqual([
      { key: 'due', iso: '2026-09-15' },
      { key: 'apply', iso: TODAY },
      { key: 'permissionLastDay', iso: '2032-09-01' },
    ]);
  });
  it('not due yet: no "apply" step', () => {
    const later = getPaidPlan({ ...a, judgmentIso: '2026-11-25', terms: { kind: 'by-date', dueIso: '2026-12-09' } }, TODAY);
    expect(datedSteps(later, TODAY).map((s) => s.key)).toEqual(['dueFuture', 'permissionLastDay']);
  });
  it('the .ics holds the dates from today on, each an all-day event with a stable UID and a reminder', () => {
    const file = getPaidCalendar(plan, { stamp: new Date(Date.UTC(2026, 10, 30, 9)), host: 'example.co.uk', todayIso: TODAY });
    expect(file).toContain('PRODID:-//Small Claims Compass//Get paid planner//EN');
    expect(file).toContain('UID:2026-11-30-get-paid-apply@example.co.uk');
    expect(file).toContain('DTSTART;VALUE=DATE:20320901');
    expect(file).not.toContain('20260915');
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(file.match(/TRIGGER:-P2D/g)).toHaveLength(2);
    expect(file.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(() => getPaidCalendar(plan, { stamp: new Date(), host: 'bad host/', todayIso: TODAY })).toThrow(RangeError);
  });
});

describe('the summary for "Ask us about enforcing this"', () => {
  it('says the judgment, who owes it, what is known, where it stands and the ways open', () => {
    const summary = getPaidSummary(a, plan);
    expect(summary).toContain('Judgment of 1 September 2026: £450.00, costs £50.00, paid since £100.00; £400.00 left to pay.');
    expect(summary).toContain('Owed by: a person.');
    expect(summary).toContain('You can enforce the judgment.');
    expect(summary).toContain('Ways open: Warrant of control (County Court) (N323)');
    expect(summary.length).toBeLessThan(600);
  });
});
