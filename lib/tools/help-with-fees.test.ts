import { capitalLimit, contributionFor, helpWithFees, incomeThreshold, type HwfAnswers, type HwfResult } from './help-with-fees';

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
  it('a single person with no children earning £1,420 a month pays no fee; £1,421 is £1 over, which rounds down to £0: no fee', () => {
    expect(helpWithFees({ ...single, incomePence: 142_000 }, FEE_455)).toEqual({ kind: 'no-fee', because: 'income', thresholdPence: 142_000 });
    expect(helpWithFees({ ...single, incomePence: 142_100 }, FEE_455)).toEqual({
      kind: 'no-fee',
      because: 'rounding',
      thresholdPence: 142_000,
      contribution: { thresholdPence: 142_000, excessPence: 100, roundedExcessPence: 0, bands: [], contributionPence: 0 },
    });
  });

  it('a couple with two children aged 10 and 15: £1,420 + £710 + £425 + £710 = £3,265', () => {
    expect(incomeThreshold(true, 1, 1)).toBe(326_500);
    expect(helpWithFees({ ...single, couple: true, youngChildren: 1, olderChildren: 1, incomePence: 326_500 }, FEE_455).kind).toBe('no-fee');
  });

  it('savings of £4,249 pass against a £455 fee; £4,250 is at the limit, where the court decides (issue 51)', () => {
    expect(helpWithFees({ ...single, savingsPence: 424_900 }, FEE_455).kind).toBe('no-fee');
    expect(helpWithFees({ ...single, savingsPence: 425_000 }, FEE_455)).toEqual({
      kind: 'capital-edge',
      capitalLimitPence: 425_000,
      then: { kind: 'no-fee', because: 'income', thresholdPence: 142_000 },
    });
  });

  it('a £5,000 fee with savings of £14,999 passes (under three times the fee)', () => {
    expect(capitalLimit(500_000, false)).toBe(1_500_000);
    expect(helpWithFees({ ...single, savingsPence: 1_499_900 }, 500_000).kind).toBe('no-fee');
    expect(helpWithFees({ ...single, savingsPence: 1_500_000 }, 500_000).kind).toBe('capital');
  });

  it('a person of 66 with £15,999 passes whatever the fee; £16,000 is at the limit, where the court decides (issue 51)', () => {
    expect(helpWithFees({ ...single, over66: true, savingsPence: 1_599_900 }, FEE_455).kind).toBe('no-fee');
    expect(helpWithFees({ ...single, over66: true, savingsPence: 1_600_000 }, FEE_455).kind).toBe('capital-edge');
    expect(helpWithFees({ ...single, over66: true, savingsPence: 1_600_100 }, FEE_455).kind).toBe('capital');
  });

  it('a company cannot apply; a sole trader can', () => {
    expect(helpWithFees({ ...single, applicant: 'company' }, FEE_455)).toEqual({ kind: 'company' });
    expect(helpWithFees({ ...single, applicant: 'sole-trader' }, FEE_455).kind).toBe('no-fee');
  });
});

/** A short form of a result, for the tables below: what is paid, and why not when nothing is remitted. */
function outcome(result: HwfResult): string {
  switch (result.kind) {
    case 'part':
      return `pays £${result.paysPence / 100}`;
    case 'whole-fee':
      return `whole fee (contribution £${result.contribution.contributionPence / 100})`;
    case 'no-fee':
      return 'no fee';
    case 'income-cap':
      return 'no help';
    default:
      return result.kind;
  }
}

const couple = (young: number, older: number, incomePence: number): HwfAnswers => ({ ...single, couple: true, youngChildren: young, olderChildren: older, incomePence });
const earning = (incomePence: number): HwfAnswers => ({ ...single, incomePence });

describe('Help with Fees above the threshold (issue 51: FACTS.md §14, HMCTS’s implementation)', () => {
  // [case, answers, fee in pence, outcome]
  const cases: [string, HwfAnswers, number, string][] = [
    ['single, £1,420: at the threshold', earning(142_000), FEE_455, 'no fee'],
    ['single, £1,421: £1 over, rounded down to £0', earning(142_100), FEE_455, 'no fee'],
    ['single, £1,429.99: £9.99 over, still £0', earning(142_999), FEE_455, 'no fee'],
    ['single, £1,431: £10 over, 50% of £10', earning(143_100), FEE_455, 'pays £5'],
    ['single, £1,800: £380 over, 50% of £380, of a £455 fee', earning(180_000), FEE_455, 'pays £190'],
    ['couple with children aged 10 and 15 (threshold £3,265), £3,800: £530 over', couple(1, 1, 380_000), FEE_455, 'pays £265'],
    ['single, excess £1,000: 50% of £1,000', earning(242_000), 200_000, 'pays £500'],
    ['single, excess £1,010: £500 + 70% of £10', earning(243_000), 200_000, 'pays £507'],
    ['single, excess £2,000: £500 + £700', earning(342_000), 200_000, 'pays £1200'],
    ['single, excess £3,000: £500 + £700 + £900', earning(442_000), 300_000, 'pays £2100'],
    ['single, excess £3,000.50: over £3,000 before rounding', earning(442_050), 300_000, 'no help'],
    ['single, excess £3,010: no help', earning(443_000), 300_000, 'no help'],
    ['single, £1,900 against a £205 issue fee: £240 is at least the fee', earning(190_000), 20_500, 'whole fee (contribution £240)'],
    ['single, £1,900 against a £346 hearing fee', earning(190_000), 34_600, 'pays £240'],
    ['single, £1,830 against a £205 fee: a contribution of exactly the fee', earning(183_000), 20_500, 'whole fee (contribution £205)'],
    ['single, £1,829 against a £205 fee: £409 over, rounded to £400, £200', earning(182_900), 20_500, 'pays £200'],
    ['couple with children 10 and 15, £3,265: at the threshold', couple(1, 1, 326_500), FEE_455, 'no fee'],
    ['a passporting benefit on £9,000 a month', { ...earning(900_000), passportingBenefit: true }, FEE_455, 'no fee'],
    // HMCTS's own tests of its calculation (spec/lib/band_base_calculation_spec.rb, "rounding rst-6179"), whole pounds.
    ['HMCTS: single, £4,000, £2,000 fee', earning(400_000), 200_000, 'pays £1722'],
    ['HMCTS: single, £2,500, £800 fee', earning(250_000), 80_000, 'pays £556'],
    ['HMCTS: single, £2,553, £800 fee', earning(255_300), 80_000, 'pays £591'],
    ['HMCTS: couple, two children 13 or under and one 14 or over, £5,314, £1,350 fee', couple(2, 1, 531_400), 135_000, 'pays £934'],
    ['HMCTS: couple, one child of each age band, £3,500, £300 fee', couple(1, 1, 350_000), 30_000, 'pays £115'],
    ['HMCTS: single, £2,005, £455 fee', earning(200_500), FEE_455, 'pays £290'],
    ['HMCTS: couple, three children 14 or over, £5,818, £1,750 fee', couple(0, 3, 581_800), 175_000, 'pays £885'],
  ];

  it.each(cases)('%s', (_case, answers, fee, expected) => {
    expect(outcome(helpWithFees(answers, fee))).toBe(expected);
  });

  it('a part payment leaves the rest of the fee to Help with Fees: £190 of £455 remits £265', () => {
    expect(helpWithFees(earning(180_000), FEE_455)).toMatchObject({ kind: 'part', paysPence: 19_000, remittedPence: 26_500 });
  });

  it('works the contribution band by band from the excess rounded down to £10', () => {
    expect(contributionFor(299_999, 142_000)).toEqual({
      thresholdPence: 142_000,
      excessPence: 299_999,
      roundedExcessPence: 299_000,
      bands: [
        { percent: 50, onPence: 100_000, paysPence: 50_000 },
        { percent: 70, onPence: 100_000, paysPence: 70_000 },
        { percent: 90, onPence: 99_000, paysPence: 89_100 },
      ],
      contributionPence: 209_100,
    });
    expect(contributionFor(300_000, 0)?.contributionPence).toBe(210_000);
    expect(contributionFor(300_001, 0)).toBeNull();
    expect(contributionFor(999, 0)).toMatchObject({ roundedExcessPence: 0, bands: [], contributionPence: 0 });
    expect(() => contributionFor(-1, 0)).toThrow(RangeError);
    expect(() => contributionFor(10.5, 0)).toThrow(RangeError);
  });
});

describe('Help with Fees: savings at a limit (issue 51: the Order says "less than", HMCTS lets the limit through)', () => {
  it('£4,250 against a fee up to £1,420, and anything under £1 over it: the court decides, with what the income test would give', () => {
    for (const savingsPence of [425_000, 425_099]) {
      expect(helpWithFees({ ...earning(180_000), savingsPence }, FEE_455)).toMatchObject({ kind: 'capital-edge', capitalLimitPence: 425_000, then: { kind: 'part', paysPence: 19_000 } });
    }
    expect(helpWithFees({ ...single, savingsPence: 425_000 }, 142_000).kind).toBe('capital-edge');
    expect(helpWithFees({ ...single, savingsPence: 425_100 }, FEE_455)).toEqual({ kind: 'capital', capitalLimitPence: 425_000 });
    expect(helpWithFees({ ...single, savingsPence: 424_999 }, FEE_455).kind).toBe('no-fee');
  });

  it('£16,000 at 66 or over, whatever the fee: the court decides', () => {
    expect(helpWithFees({ ...single, over66: true, savingsPence: 1_600_000 }, 600_000).kind).toBe('capital-edge');
    expect(helpWithFees({ ...single, over66: true, savingsPence: 1_600_099, passportingBenefit: true }, FEE_455)).toMatchObject({ kind: 'capital-edge', then: { kind: 'no-fee', because: 'benefit' } });
  });

  it('where the Order and HMCTS agree, the limit itself fails: three times a fee of £1,421 to £5,000, and £16,000 for a higher fee under 66', () => {
    expect(helpWithFees({ ...single, savingsPence: 450_000 }, 150_000)).toEqual({ kind: 'capital', capitalLimitPence: 450_000 });
    expect(helpWithFees({ ...single, savingsPence: 1_600_000 }, 600_000)).toEqual({ kind: 'capital', capitalLimitPence: 1_600_000 });
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
