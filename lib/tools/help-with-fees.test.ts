import { capitalLimit, helpWithFees, incomeThreshold, type HwfAnswers } from './help-with-fees';

/** A single person with no children, no savings and no benefit, earning £1,000 a month. */
const single: HwfAnswers = {
  applicant: 'individual',
  couple: false,
  over66: false,
  youngChildren: 0,
  olderChildren: 0,
  savingsPence: 0,
  passportingBenefit: false,
  incomePence: 100_000,
};
const FEE_455 = 45_500;

describe('Help with Fees: the issue’s worked cases (FACTS.md §13)', () => {
  it('a single person with no children earning £1,420 a month pays no fee; £1,421 pays part, on £1 of excess income', () => {
    expect(helpWithFees({ ...single, incomePence: 142_000 }, FEE_455)).toEqual({ kind: 'no-fee', because: 'income', thresholdPence: 142_000 });
    expect(helpWithFees({ ...single, incomePence: 142_100 }, FEE_455)).toEqual({ kind: 'part', thresholdPence: 142_000, excessPence: 100 });
  });

  it('a couple with two children aged 10 and 15: £1,420 + £710 + £425 + £710 = £3,265', () => {
    expect(incomeThreshold(true, 1, 1)).toBe(326_500);
    expect(helpWithFees({ ...single, couple: true, youngChildren: 1, olderChildren: 1, incomePence: 326_500 }, FEE_455).kind).toBe('no-fee');
  });

  it('savings of £4,249 pass and £4,250 fail against a £455 fee', () => {
    expect(helpWithFees({ ...single, savingsPence: 424_900 }, FEE_455).kind).toBe('no-fee');
    expect(helpWithFees({ ...single, savingsPence: 425_000 }, FEE_455)).toEqual({ kind: 'capital', capitalLimitPence: 425_000 });
  });

  it('a £5,000 fee with savings of £14,999 passes (under three times the fee)', () => {
    expect(capitalLimit(500_000, false)).toBe(1_500_000);
    expect(helpWithFees({ ...single, savingsPence: 1_499_900 }, 500_000).kind).toBe('no-fee');
    expect(helpWithFees({ ...single, savingsPence: 1_500_000 }, 500_000).kind).toBe('capital');
  });

  it('a person of 66 with £15,999 passes whatever the fee; £16,000 does not', () => {
    expect(helpWithFees({ ...single, over66: true, savingsPence: 1_599_900 }, FEE_455).kind).toBe('no-fee');
    expect(helpWithFees({ ...single, over66: true, savingsPence: 1_600_000 }, FEE_455).kind).toBe('capital');
  });

  it('a company cannot apply; a sole trader can', () => {
    expect(helpWithFees({ ...single, applicant: 'company' }, FEE_455)).toEqual({ kind: 'company' });
    expect(helpWithFees({ ...single, applicant: 'sole-trader' }, FEE_455).kind).toBe('no-fee');
  });
});

describe('Help with Fees: the edges', () => {
  it('capital limits at each fee band: £1,420, £1,421, £5,000, £5,001', () => {
    expect(capitalLimit(142_000, false)).toBe(425_000);
    expect(capitalLimit(142_100, false)).toBe(426_300);
    expect(capitalLimit(500_100, false)).toBe(1_600_000);
    expect(capitalLimit(0, false)).toBe(425_000);
  });

  it('a passporting benefit means no fee whatever the income, once the capital test is passed', () => {
    expect(helpWithFees({ ...single, passportingBenefit: true, incomePence: 900_000 }, FEE_455)).toMatchObject({ kind: 'no-fee', because: 'benefit' });
    expect(helpWithFees({ ...single, passportingBenefit: true, savingsPence: 500_000 }, FEE_455).kind).toBe('capital');
  });

  it('refuses what cannot be an answer', () => {
    expect(() => helpWithFees({ ...single, incomePence: -1 }, FEE_455)).toThrow(RangeError);
    expect(() => helpWithFees({ ...single, savingsPence: 1.5 }, FEE_455)).toThrow(RangeError);
    expect(() => helpWithFees(single, Number.NaN)).toThrow(RangeError);
    expect(() => incomeThreshold(false, -1, 0)).toThrow(RangeError);
    expect(() => incomeThreshold(false, 0, 31)).toThrow(RangeError);
  });
});
