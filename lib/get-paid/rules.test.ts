import { ENFORCEMENT_FEES } from '@/content/get-paid/figures';
import { CASES_TODAY, WORKED_CASES } from './worked-cases';
import { dueDate, formFeePence, getPaidPlan, goodsCourt, needsPermission, permissionLastDay, type GetPaidAnswers } from './rules';

const answers = (fields: Partial<GetPaidAnswers> = {}): GetPaidAnswers => ({
  judgmentPence: 320_000,
  costsPence: 0,
  paidPence: 0,
  judgmentIso: '2026-09-01',
  terms: { kind: 'not-stated' },
  debtor: 'individual',
  assets: [],
  regulatedCredit: 'no',
  stops: 'none',
  ...fields,
});
const TODAY = '2026-11-30';
const plan = (fields: Partial<GetPaidAnswers> = {}, today = TODAY) => getPaidPlan(answers(fields), today);
const status = (fields: Partial<GetPaidAnswers>, id: string) => plan(fields).methods.find((m) => m.id === id)?.status;

describe('goods: which court (High Court and County Courts Jurisdiction Order 1991 art. 8)', () => {
  it.each([
    [59_999, 'county'],
    [60_000, 'either'],
    [499_999, 'either'],
    [500_000, 'high'],
    [0, 'county'],
  ] as const)('%i pence sought: %s', (pence, court) => {
    expect(goodsCourt(pence, false)).toBe(court);
  });

  it('a regulated consumer credit debt stays in the County Court at £6,000 (art. 8(1A))', () => {
    expect(goodsCourt(600_000, true)).toBe('county');
    expect(plan({ judgmentPence: 600_000, regulatedCredit: 'yes' }).goodsCourt).toBe('county');
    expect(plan({ judgmentPence: 600_000, regulatedCredit: 'no' }).goodsCourt).toBe('high');
  });

  it('turns on what is left to pay, with the costs, less what was paid', () => {
    expect(plan({ judgmentPence: 480_000, costsPence: 20_000 }).goodsCourt).toBe('high');
    expect(plan({ judgmentPence: 500_000, paidPence: 1 }).goodsCourt).toBe('either');
  });

  it('a company is never a regulated credit debtor here, whatever the answer', () => {
    expect(plan({ judgmentPence: 600_000, debtor: 'company', regulatedCredit: 'yes' }).goodsCourt).toBe('high');
  });

  it('refuses what is not an amount', () => {
    expect(() => goodsCourt(-1, false)).toThrow(RangeError);
    expect(() => goodsCourt(1.5, false)).toThrow(RangeError);
    expect(() => goodsCourt(Number.NaN, false)).toThrow(RangeError);
  });
});

describe('attachment of earnings: an employed individual, at least £50 owed (FACTS.md §8)', () => {
  it('£49.99 closed, £50 open', () => {
    expect(status({ judgmentPence: 4_999, assets: ['employed'] }, 'attachment-of-earnings')).toBe('closed');
    expect(plan({ judgmentPence: 4_999, assets: ['employed'] }).methods.find((m) => m.id === 'attachment-of-earnings')?.reason).toBe('under-aoe-minimum');
    expect(status({ judgmentPence: 5_000, assets: ['employed'] }, 'attachment-of-earnings')).toBe('open');
  });

  it('an individual, a sole trader and a company', () => {
    expect(status({ debtor: 'individual', assets: ['employed'] }, 'attachment-of-earnings')).toBe('open');
    expect(status({ debtor: 'sole-trader', assets: ['employed'] }, 'attachment-of-earnings')).toBe('open');
    expect(status({ debtor: 'sole-trader' }, 'attachment-of-earnings')).toBe('find-out');
    expect(plan({ debtor: 'sole-trader' }).methods.find((m) => m.id === 'attachment-of-earnings')?.reason).toBe('self-employed');
    expect(status({ debtor: 'company', assets: ['employed'] }, 'attachment-of-earnings')).toBe('closed');
    expect(status({ debtor: 'partnership', assets: ['employed'] }, 'attachment-of-earnings')).toBe('closed');
  });

  it('£50 is of what is left: £100 with £50.01 paid is under it', () => {
    expect(status({ judgmentPence: 10_000, paidPence: 5_001, assets: ['employed'] }, 'attachment-of-earnings')).toBe('closed');
  });
});

describe('the order to obtain information', () => {
  it('N316 for a person, a sole trader or a partnership; N316A for a company', () => {
    const form = (debtor: GetPaidAnswers['debtor']) => plan({ debtor }).methods.find((m) => m.id === 'order-to-obtain-information')?.forms;
    expect(form('individual')).toEqual(['N316']);
    expect(form('sole-trader')).toEqual(['N316']);
    expect(form('partnership')).toEqual(['N316']);
    expect(form('company')).toEqual(['N316A']);
  });

  it('comes first when nothing is known, after what fits otherwise', () => {
    expect(plan({ assets: [] }).findOutFirst).toBe(true);
    expect(plan({ assets: [] }).methods[0]!.id).toBe('order-to-obtain-information');
    expect(plan({ assets: ['bank'] }).findOutFirst).toBe(false);
    expect(plan({ assets: ['bank'] }).methods.map((m) => m.id).slice(0, 2)).toEqual(['third-party-debt-order', 'order-to-obtain-information']);
  });
});

describe('six years (CPR 83.2(3)(a))', () => {
  it('six years old: the last day without permission; six years and a day: permission', () => {
    expect(permissionLastDay('2020-11-30')).toBe('2026-11-30');
    expect(needsPermission('2020-11-30', '2026-11-30')).toBe(false);
    expect(needsPermission('2020-11-30', '2026-12-01')).toBe(true);
  });

  it('a warrant or writ then needs N244 and its fee first; the other methods do not', () => {
    const old = plan({ judgmentIso: '2020-11-29', judgmentPence: 45_000, assets: ['goods', 'bank'] });
    const warrant = old.methods.find((m) => m.id === 'warrant-of-control')!;
    expect(warrant.needsPermission).toBe(true);
    expect(warrant.forms).toEqual(['N244', 'N323']);
    expect(warrant.fees).toEqual(['permission', 'warrantOfControl']);
    expect(old.methods.find((m) => m.id === 'third-party-debt-order')!.needsPermission).toBe(false);
    expect(plan({ judgmentIso: '2020-11-30', assets: ['goods'] }).methods.find((m) => m.id === 'warrant-or-writ')!.forms).toEqual(['N323', 'N293A']);
  });

  it('interest past six years is limited (Limitation Act 1980 s.24(2))', () => {
    const old = plan({ judgmentIso: '2019-01-10', judgmentPence: 600_000 });
    expect(old.interest).toMatchObject({ runs: true, limitedToSixYears: true });
    expect(plan({ judgmentPence: 600_000 }).interest).toMatchObject({ runs: true, limitedToSixYears: false });
  });
});

describe('what stops or pauses enforcement', () => {
  it('Breathing Space pauses it; bankruptcy or liquidation stops it', () => {
    expect(plan({ stops: 'breathing-space' }).state).toBe('breathing-space');
    expect(plan({ stops: 'insolvency' }).state).toBe('insolvency');
    expect(plan({ stops: 'unknown' }).state).toBe('enforceable');
  });

  it('instalments paid on time: nothing to enforce; in arrears: enforceable', () => {
    expect(plan({ terms: { kind: 'instalments', paying: 'on-time' } }).state).toBe('instalments-on-time');
    expect(plan({ terms: { kind: 'instalments', paying: 'behind' } }).state).toBe('enforceable');
  });

  it('a due date today or later is not yet due; yesterday is', () => {
    expect(plan({ judgmentIso: '2026-11-01', terms: { kind: 'by-date', dueIso: TODAY } }).state).toBe('not-due');
    expect(plan({ judgmentIso: '2026-11-01', terms: { kind: 'by-date', dueIso: '2026-11-29' } }).state).toBe('enforceable');
    expect(plan({ judgmentIso: '2026-11-16' }).state).toBe('not-due');
    expect(plan({ judgmentIso: '2026-11-15' }).state).toBe('enforceable');
  });

  it('paid in full is paid, whatever else is said', () => {
    expect(plan({ paidPence: 320_000, stops: 'insolvency' }).state).toBe('paid');
    expect(plan({ paidPence: 400_000 }).balancePence).toBe(0);
  });
});

describe('dates and interest', () => {
  it('due 14 days after the judgment when it names no date (CPR 40.11); the date given otherwise', () => {
    expect(dueDate('2026-12-20', { kind: 'not-stated' })).toBe('2027-01-03');
    expect(dueDate('2026-12-20', { kind: 'by-date', dueIso: '2027-02-01' })).toBe('2027-02-01');
    expect(dueDate('2026-12-20', { kind: 'instalments', paying: 'behind' })).toBeNull();
  });

  it('interest only on a judgment of £5,000 or more: £4,999.99 none, £5,000 runs', () => {
    expect(plan({ judgmentPence: 499_999 }).interest).toEqual({ runs: false, reason: 'under-threshold' });
    expect(plan({ judgmentPence: 500_000 }).interest).toMatchObject({ runs: true, ratePercent: 8, perDayPence: 110 });
  });
});

describe('fees', () => {
  it('each form is sent with its own fee, every one shown as not confirmed', () => {
    expect(formFeePence('N323')).toBe(ENFORCEMENT_FEES.warrantOfControl.pence);
    expect(formFeePence('N316A')).toBe(ENFORCEMENT_FEES.orderToObtainInformation.pence);
    for (const fee of Object.values(ENFORCEMENT_FEES)) expect(fee.status).toBe('not-confirmed');
  });
});

describe('bad input', () => {
  it.each([
    ['a judgment of nothing', { judgmentPence: 0 }],
    ['negative costs', { costsPence: -1 }],
    ['pence with a fraction', { paidPence: 0.5 }],
    ['a date that is not real', { judgmentIso: '2026-02-30' }],
    ['a due date that is not real', { terms: { kind: 'by-date', dueIso: 'soon' } }],
    ['an unknown debtor', { debtor: 'trust' as GetPaidAnswers['debtor'] }],
    ['an unknown asset', { assets: ['yacht' as 'goods'] }],
  ])('%s throws', (_name, fields) => {
    expect(() => plan(fields as Partial<GetPaidAnswers>)).toThrow(RangeError);
  });
  it('today must be a real date', () => {
    expect(() => plan({}, '30/11/2026')).toThrow(RangeError);
  });
});

describe('hand-worked cases', () => {
  it('holds at least 20 cases, each with its source', () => {
    expect(WORKED_CASES.length).toBeGreaterThanOrEqual(20);
    for (const c of WORKED_CASES) expect(c.source.length).toBeGreaterThan(4);
  });

  it.each(WORKED_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const p = getPaidPlan(c.answers, c.today ?? CASES_TODAY);
    const actual: Record<string, unknown> = {
      state: p.state,
      balancePence: p.balancePence,
      goodsCourt: p.goodsCourt,
      methods: p.methods.map((m) => `${m.id}:${m.status}`),
      first: p.methods[0]!.id,
      permissionNeeded: p.permissionNeeded,
      permissionLastDayIso: p.permissionLastDayIso,
      dueIso: p.dueIso,
      interestPerDayPence: p.interest.runs ? p.interest.perDayPence : null,
      creditDecidesCourt: p.creditDecidesCourt,
    };
    // Only what the case states is compared.
    expect(Object.fromEntries(Object.keys(c.expect).map((key) => [key, actual[key]]))).toEqual(c.expect);
  });
});
