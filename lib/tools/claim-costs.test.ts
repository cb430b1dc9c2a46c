import { REFERENCE_RATES, REFERENCE_RATES_CHECKED, REFERENCE_RATES_UNCONFIRMED, referenceRateNotConfirmed } from '@/content/tools/late-payment';
import { claimCosts, hearingFeeFor, isSmallClaim, issueFeeFor, latePaymentCompensation, latePaymentInterest, referencePeriodFor, section69Interest } from './claim-costs';
import { checkClaimForm, letterSenderKind, parsePercent, parsePounds, type ClaimFormValues } from './claim-form';

const day = (iso: string) => new Date(`${iso}T00:00:00`);

describe('section 69 interest', () => {
  it('is £66.85 on £1,250 due 3 March 2026, worked to 2 November 2026 (244 days at £0.27 a day)', () => {
    expect(section69Interest(1250, day('2026-03-03'), day('2026-11-02'))).toEqual({
      kind: 'section-69',
      ratePercent: 8,
      days: 244,
      daily: 0.27,
      interest: 66.85,
      compensation: 0,
    });
  });

  it('counts 29 February in a leap year: £1,000 over 1 February to 1 March 2028 is 29 days, £6.36', () => {
    expect(section69Interest(1000, day('2028-02-01'), day('2028-03-01'))).toMatchObject({ days: 29, interest: 6.36 });
  });

  it('is nothing on the due date itself and for a due date still to come', () => {
    expect(section69Interest(500, day('2026-11-24'), day('2026-11-24')).interest).toBe(0);
    expect(section69Interest(500, day('2026-12-24'), day('2026-11-24'))).toMatchObject({ days: 0, interest: 0 });
  });

  it('is a year of interest over 365 days: £10,000 for a year is £800', () => {
    expect(section69Interest(10000, day('2025-01-01'), day('2026-01-01')).interest).toBe(800);
  });

  it('refuses bad input', () => {
    expect(() => section69Interest(-1, day('2026-01-01'), day('2026-02-01'))).toThrow(RangeError);
    expect(() => section69Interest(Number.NaN, day('2026-01-01'), day('2026-02-01'))).toThrow(RangeError);
    expect(() => section69Interest(100, new Date('nope'), day('2026-02-01'))).toThrow(RangeError);
  });
});

describe('Late Payment Act', () => {
  it('compensation is £40 under £1,000, £70 from £1,000 to £9,999.99 and £100 from £10,000', () => {
    expect(latePaymentCompensation(0)).toBe(40);
    expect(latePaymentCompensation(999.99)).toBe(40);
    expect(latePaymentCompensation(1000)).toBe(70);
    expect(latePaymentCompensation(9999.99)).toBe(70);
    expect(latePaymentCompensation(10000)).toBe(100);
    expect(() => latePaymentCompensation(-5)).toThrow(RangeError);
  });

  it('interest is 8% above the reference rate: £1,250 at 8% + 3.75% for 244 days is £98.22', () => {
    // 1250 x 11.75% x 244 / 365 = 98.1849...
    expect(latePaymentInterest(1250, day('2026-03-03'), day('2026-11-02'), 3.75)).toEqual({
      kind: 'late-payment',
      ratePercent: 11.75,
      days: 244,
      daily: 0.4,
      interest: 98.18,
      compensation: 70,
    });
  });

  it('refuses a reference rate that is not one', () => {
    expect(() => latePaymentInterest(100, day('2026-01-01'), day('2026-02-01'), Number.NaN)).toThrow(RangeError);
    expect(() => latePaymentInterest(100, day('2026-01-01'), day('2026-02-01'), -1)).toThrow(RangeError);
    expect(() => latePaymentInterest(100, day('2026-01-01'), day('2026-02-01'), 26)).toThrow(RangeError);
  });

  it('takes the reference rate of the six months in which the debt became overdue', () => {
    expect(referencePeriodFor(day('2026-03-03'))).toEqual({ from: '2026-01-01', to: '2026-06-30', fixedOn: '2025-12-31', rate: 3.75 });
    // Due 30 June: overdue from 1 July, so the rate fixed on 30 June applies.
    expect(referencePeriodFor(day('2025-06-30'))).toEqual({ from: '2025-07-01', to: '2025-12-31', fixedOn: '2025-06-30', rate: 4.25 });
    expect(referencePeriodFor(day('2024-12-31')).from).toBe('2025-01-01');
  });

  it('has no rate for a period we have not confirmed: the visitor enters it', () => {
    expect(referencePeriodFor(day('2026-08-01'))).toMatchObject({ from: '2026-07-01', fixedOn: '2026-06-30', rate: null });
    expect(referencePeriodFor(day('2020-05-01')).rate).toBeNull();
  });
});

describe('court fees', () => {
  it.each([
    [0, 35],
    [300, 35],
    [300.01, 50],
    [500, 50],
    [500.01, 70],
    [1000, 70],
    [1000.01, 80],
    [1500, 80],
    [1500.01, 115],
    [3000, 115],
    [3000.01, 205],
    [5000, 205],
    [5000.01, 455],
    [10000, 455],
    [10000.01, 500],
    [12345.67, 617.28],
    [200000, 10000],
    [200000.01, 10000],
    [5_000_000, 10000],
  ])('the issue fee for a claim of £%d is £%d', (value, fee) => {
    expect(issueFeeFor(value).fee).toBe(fee);
  });

  it('names the 5% band', () => {
    expect(issueFeeFor(10000.01)).toEqual({ band: '£10,000.01 to £200,000', fee: 500, percent: 5 });
  });

  it.each([
    [300, 27],
    [300.01, 59],
    [500.01, 85],
    [1000.01, 123],
    [1500.01, 181],
    [3000, 181],
    [3000.01, 346],
    [250000, 346],
  ])('the hearing fee for a claim of £%d is £%d', (value, fee) => {
    expect(hearingFeeFor(value).fee).toBe(fee);
  });

  it('bands the issue fee on the amount including interest: £290 + £10.04 interest is £300.04, so £50', () => {
    // £290 at 8% for 158 days is 290 x 0.08 x 158 / 365 = 10.0427..., £10.04
    const costs = claimCosts({ amount: 290, dueDate: day('2026-01-01'), toDate: day('2026-06-08'), interestKind: 'section-69', hearing: 'no' });
    expect(costs.interest.interest).toBe(10.04);
    expect(costs.claimValue).toBe(300.04);
    expect(costs.issueFee.fee).toBe(50);
    expect(issueFeeFor(290).fee).toBe(35);
  });

  it('bands on the amount including Late Payment compensation', () => {
    // £980 due the day before: £40 compensation takes the claim to £1,020.26, the £1,000.01 to £1,500 band.
    const costs = claimCosts({ amount: 980, dueDate: day('2026-03-01'), toDate: day('2026-03-02'), interestKind: 'late-payment', referenceRatePercent: 3.75, hearing: 'no' });
    expect(costs.interest.compensation).toBe(40);
    expect(costs.claimValue).toBe(1020.32);
    expect(costs.issueFee.fee).toBe(80);
  });
});

describe('the total', () => {
  const base = { amount: 1250, dueDate: day('2026-03-03'), toDate: day('2026-11-02') } as const;

  it('is debt + interest + issue fee, and the hearing fee only when going to a hearing', () => {
    const noHearing = claimCosts({ ...base, interestKind: 'section-69', hearing: 'no' });
    expect(noHearing).toMatchObject({ claimValue: 1316.85, issueFee: { fee: 80 }, hearingFee: { fee: 123 }, hearingFeeIncluded: false, total: 1396.85 });
    expect(claimCosts({ ...base, interestKind: 'section-69', hearing: 'unknown' }).total).toBe(1396.85);
    expect(claimCosts({ ...base, interestKind: 'section-69', hearing: 'yes' }).total).toBe(1519.85);
  });

  it('never includes both kinds of interest', () => {
    const late = claimCosts({ ...base, interestKind: 'late-payment', referenceRatePercent: 3.75, hearing: 'no' });
    // 1250 + 98.18 + 70 compensation = 1418.18; fee £80
    expect(late.claimValue).toBe(1418.18);
    expect(late.total).toBe(1498.18);
  });

  it('throws for a Late Payment claim without a rate', () => {
    expect(() => claimCosts({ ...base, interestKind: 'late-payment', hearing: 'no' })).toThrow(RangeError);
  });
});

describe('over £10,000 (issue 24: not a small claim, so never the small claims hearing fee)', () => {
  it('£12,000 under the Late Payment Act, due 1 March 2026, to 1 December 2026: £1,062.33 interest, £100, £658.12 fee, no £346', () => {
    // 275 days; 12000 x (8% + 3.75%) x 275 / 365 = 1062.328...; claim 13,162.33; 5% = 658.1165
    const costs = claimCosts({
      amount: 12000,
      dueDate: day('2026-03-01'),
      toDate: day('2026-12-01'),
      interestKind: 'late-payment',
      referenceRatePercent: referencePeriodFor(day('2026-03-01')).rate!,
      hearing: 'yes',
    });
    expect(costs.interest).toMatchObject({ days: 275, ratePercent: 11.75, interest: 1062.33, compensation: 100 });
    expect(costs.claimValue).toBe(13162.33);
    expect(costs.issueFee).toEqual({ band: '£10,000.01 to £200,000', fee: 658.12, percent: 5 });
    expect(costs.smallClaim).toBe(false);
    expect(costs.hearingFee).toBeNull();
    expect(costs.hearingFeeIncluded).toBe(false);
    expect(costs.total).toBe(13820.45);
    expect(JSON.stringify(costs)).not.toContain('346');
  });

  it('counts the debt only: interest that takes £9,800 over £10,000 leaves it a small claim, with its hearing fee', () => {
    const costs = claimCosts({ amount: 9800, dueDate: day('2024-01-01'), toDate: day('2026-01-01'), interestKind: 'section-69', hearing: 'yes' });
    expect(costs.claimValue).toBeGreaterThan(10000);
    expect(costs.smallClaim).toBe(true);
    expect(costs.hearingFee).toEqual({ band: 'Over £3,000', fee: 346 });
    expect(costs.hearingFeeIncluded).toBe(true);
  });

  it('puts the line at £10,000: £10,000 is a small claim, £10,000.01 is not', () => {
    expect(isSmallClaim(10000)).toBe(true);
    expect(isSmallClaim(10000.01)).toBe(false);
    expect(isSmallClaim(0)).toBe(true);
    expect(() => isSmallClaim(-1)).toThrow(RangeError);
    expect(() => isSmallClaim(Number.NaN)).toThrow(RangeError);
  });
});

describe('the form', () => {
  const valid: ClaimFormValues = { amount: '1,250.00', dueDate: '2026-03-03', toDate: '2026-11-02', business: 'no', debtorKind: '', interestKind: '', referenceRate: '', hearing: 'unknown' };

  it('reads amounts of money and nothing else', () => {
    expect(parsePounds('£1,250.50')).toBe(1250.5);
    expect(parsePounds(' 1250 ')).toBe(1250);
    expect(parsePounds('0')).toBe(0);
    for (const bad of ['', '-5', '1.234', 'abc', '1e5', '12,34', 'Infinity', '1 000']) expect(parsePounds(bad)).toBeNull();
    expect(parsePercent('3.75%')).toBe(3.75);
    for (const bad of ['', '-1', '26', 'x', '3.75.1']) expect(parsePercent(bad)).toBeNull();
  });

  it('gives the input for valid values, section 69 for a consumer debt whatever the hidden questions hold', () => {
    const { errors, input } = checkClaimForm({ ...valid, interestKind: 'late-payment', referenceRate: 'junk' });
    expect(errors).toEqual({});
    expect(input).toMatchObject({ amount: 1250, interestKind: 'section-69', hearing: 'unknown' });
    expect(input).not.toHaveProperty('referenceRatePercent');
  });

  it('refuses a debt of £0 (issue 37), and takes 1p', () => {
    for (const zero of ['0', '0.00', '£0']) expect(checkClaimForm({ ...valid, amount: zero }).errors).toEqual({ amount: 'Enter an amount of at least 1p' });
    expect(checkClaimForm({ ...valid, amount: '0.01' }).errors).toEqual({});
  });

  it('asks who owes, the interest kind and, for Late Payment, the rate, between businesses', () => {
    expect(checkClaimForm({ ...valid, business: 'yes' }).errors).toEqual({
      debtorKind: 'Select whether the debtor is a company or other organisation, or an individual or sole trader',
      interestKind: 'Select which interest you will claim',
    });
    expect(checkClaimForm({ ...valid, business: 'yes', debtorKind: 'someone' }).errors).toHaveProperty('debtorKind');
    expect(checkClaimForm({ ...valid, business: 'no', debtorKind: 'someone' }).errors).toEqual({});
    expect(checkClaimForm({ ...valid, business: 'yes', debtorKind: 'company', interestKind: 'late-payment' }).errors).toHaveProperty('referenceRate');
    expect(checkClaimForm({ ...valid, business: 'yes', debtorKind: 'company', interestKind: 'late-payment', referenceRate: '30' }).errors.referenceRate).toMatch(/between 0 and 25/);
    expect(checkClaimForm({ ...valid, business: 'yes', debtorKind: 'company', interestKind: 'late-payment', referenceRate: '3.75' }).input).toMatchObject({
      interestKind: 'late-payment',
      referenceRatePercent: 3.75,
    });
  });

  it('names every missing answer once', () => {
    const { errors, input } = checkClaimForm({ amount: '', dueDate: '', toDate: '', business: '', debtorKind: '', interestKind: '', referenceRate: '', hearing: '' });
    expect(input).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(['amount', 'business', 'dueDate', 'hearing', 'toDate']);
  });

  it('maps who owes to the letter before action: a sole trader gets the Debt Protocol letter, a company the business one', () => {
    expect(letterSenderKind({ business: 'yes', debtorKind: 'individual' })).toBe('business-to-sole-trader');
    expect(letterSenderKind({ business: 'yes', debtorKind: 'company' })).toBe('business-to-business');
    expect(letterSenderKind({ business: 'yes', debtorKind: '' })).toBeUndefined();
    // Not both in business: the claimant may be an individual or a business claiming from a consumer, so the letter asks.
    expect(letterSenderKind({ business: 'no', debtorKind: 'company' })).toBeUndefined();
    expect(letterSenderKind({ business: 'no', debtorKind: 'individual' })).toBeUndefined();
  });

  it('refuses impossible dates, a due date after the interest date, and huge amounts', () => {
    expect(checkClaimForm({ ...valid, dueDate: '2026-02-30' }).errors.dueDate).toBe('Date the payment was due must be a real date');
    // GOV.UK's date input (issue 40): the boxes left empty are named.
    expect(checkClaimForm({ ...valid, dueDate: '2026--1' }).errors.dueDate).toBe('Date the payment was due must include a month');
    expect(checkClaimForm({ ...valid, toDate: '-12-' }).errors.toDate).toBe('The date to work the interest out to must include a day and year');
    expect(checkClaimForm({ ...valid, dueDate: '2026-12-01' }).errors.dueDate).toMatch(/on or before/);
    expect(checkClaimForm({ ...valid, amount: '10000000.01' }).errors.amount).toMatch(/10,000,000/);
    expect(checkClaimForm({ ...valid, amount: '<script>' }).errors.amount).toMatch(/number of pounds/);
  });
});

describe('the reference rates we hold (FACTS.md §14: never a rate not confirmed)', () => {
  it('a debt overdue from July to December 2026 has no confirmed rate: the visitor is asked for it, and the page says why', () => {
    expect(referencePeriodFor(new Date(2026, 6, 15))).toEqual({ from: '2026-07-01', to: '2026-12-31', fixedOn: '2026-06-30', rate: null });
    expect(REFERENCE_RATES_UNCONFIRMED.map((p) => p.from)).toContain('2026-07-01');
    expect(referenceRateNotConfirmed('30 June 2026')).toBe('Not yet confirmed: Bank Rate on 30 June 2026. Check it in the Bank of England’s rate history.');
  });

  it('every half-year begun by the day the rates were checked is either confirmed or listed as not confirmed, never both', () => {
    const confirmed = new Set(REFERENCE_RATES.map((p) => p.from));
    for (const period of REFERENCE_RATES_UNCONFIRMED) expect(confirmed.has(period.from)).toBe(false);
    const listed = new Set([...confirmed, ...REFERENCE_RATES_UNCONFIRMED.map((p) => p.from)]);
    const checked = REFERENCE_RATES_CHECKED;
    const begun: string[] = [];
    for (let year = 2023; `${year}-01-01` <= checked; year += 1) begun.push(...[`${year}-01-01`, `${year}-07-01`].filter((from) => from <= checked));
    expect(begun.filter((from) => !listed.has(from))).toEqual([]);
    expect(begun).toContain('2026-07-01');
  });
});
