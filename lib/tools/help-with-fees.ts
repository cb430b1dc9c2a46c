import { HWF_CAPITAL, HWF_CAPITAL_EDGE, HWF_CONTRIBUTION_RATES, HWF_INCOME, type HWF_APPLICANTS } from '@/content/tools/help-with-fees';

/**
 * Issue 41: whether a fee is likely to be remitted under Help with Fees, from the visitor's answers. Always "likely":
 * only the court decides, on a full application. Amounts in whole pence; each function throws a RangeError on input
 * that is not a possible answer.
 */

export type HwfApplicant = (typeof HWF_APPLICANTS)[number];

export type HwfAnswers = {
  applicant: HwfApplicant;
  couple: boolean;
  /** The party or their partner is 66 or over. */
  over66: boolean;
  /** Children aged 13 or under. */
  youngChildren: number;
  /** Children aged 14 or over. */
  olderChildren: number;
  /** Savings and investments (disposable capital), with a partner's. */
  savingsPence: number;
  /** Receives a passporting benefit. */
  passportingBenefit: boolean;
  /** Gross monthly income, with a partner's. */
  incomePence: number;
};

/** One band of the contribution: its percentage of the part of the rounded excess income that falls in it. */
export type HwfBand = { percent: number; onPence: number; paysPence: number };

/** The working of a contribution: the excess income, rounded down, and what each band adds. */
export type HwfContribution = {
  thresholdPence: number;
  excessPence: number;
  roundedExcessPence: number;
  bands: HwfBand[];
  contributionPence: number;
};

/** What the income test gives, once the savings test lets the visitor through. */
export type HwfIncomeResult =
  | { kind: 'no-fee'; because: 'benefit' | 'income'; thresholdPence: number }
  /** Above the threshold, but the excess rounds down to a contribution of £0. */
  | { kind: 'no-fee'; because: 'rounding'; thresholdPence: number; contribution: HwfContribution }
  | { kind: 'part'; thresholdPence: number; contribution: HwfContribution; paysPence: number; remittedPence: number }
  | { kind: 'whole-fee'; thresholdPence: number; contribution: HwfContribution }
  | { kind: 'income-cap'; thresholdPence: number; excessPence: number };

export type HwfResult =
  | { kind: 'company' }
  | { kind: 'capital'; capitalLimitPence: number }
  /** Savings at the limit or just over: the Order and HMCTS's code differ, so the court decides; `then` if it lets them through. */
  | { kind: 'capital-edge'; capitalLimitPence: number; then: HwfIncomeResult }
  | HwfIncomeResult;

const wholePence = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not an amount in pence: ${what} ${value}`);
};
const count = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0 || value > 30) throw new RangeError(`Not a number of children: ${what} ${value}`);
};

/** The capital a party must have less than, for this fee (Sch 2 para 3–4). */
export function capitalLimit(feePence: number, over66: boolean): number {
  wholePence(feePence, 'fee');
  if (over66 || feePence > HWF_CAPITAL.midFeeUpTo) return HWF_CAPITAL.highLimit;
  if (feePence <= HWF_CAPITAL.lowFeeUpTo) return HWF_CAPITAL.lowLimit;
  return HWF_CAPITAL.multiple * feePence;
}

/** The gross monthly income threshold (Sch 2 para 10(2)–(3)). */
export function incomeThreshold(couple: boolean, youngChildren: number, olderChildren: number): number {
  count(youngChildren, 'aged 13 or under');
  count(olderChildren, 'aged 14 or over');
  return HWF_INCOME.single + (couple ? HWF_INCOME.partner : 0) + youngChildren * HWF_INCOME.youngChild + olderChildren * HWF_INCOME.olderChild;
}

/**
 * What a visitor pays from `excessPence` of income above the threshold (FACTS.md §14, HMCTS's implementation): the
 * excess rounded down to £10, then 50% of the first £1,000, 70% of the next and 90% of the next. null when the excess
 * is over £3,000 before rounding: no help.
 */
export function contributionFor(excessPence: number, thresholdPence: number): HwfContribution | null {
  wholePence(excessPence, 'excess income');
  if (excessPence > HWF_CONTRIBUTION_RATES.noHelpOver) return null;
  const step = HWF_CONTRIBUTION_RATES.roundDownTo;
  const roundedExcessPence = Math.floor(excessPence / step) * step;
  const bands: HwfBand[] = [];
  let from = 0;
  for (const { width, percent } of HWF_CONTRIBUTION_RATES.bands) {
    const onPence = Math.min(Math.max(roundedExcessPence - from, 0), width);
    // A multiple of £10 at a whole percentage: always whole pence.
    if (onPence > 0) bands.push({ percent, onPence, paysPence: (onPence * percent) / 100 });
    from += width;
  }
  const contributionPence = bands.reduce((sum, band) => sum + band.paysPence, 0);
  return { thresholdPence, excessPence, roundedExcessPence, bands, contributionPence };
}

/** Savings at a limit HMCTS's code lets through (£4,250 for a fee up to £1,420; £16,000 at 66 or over), or under £1 over it. */
function atCapitalEdge(savingsPence: number, limitPence: number, feePence: number, over66: boolean): boolean {
  const edgeLimit = over66 || feePence <= HWF_CAPITAL.lowFeeUpTo;
  return edgeLimit && savingsPence >= limitPence && savingsPence < limitPence + HWF_CAPITAL_EDGE;
}

function incomeResult(answers: HwfAnswers, feePence: number): HwfIncomeResult {
  const threshold = incomeThreshold(answers.couple, answers.youngChildren, answers.olderChildren);
  if (answers.passportingBenefit) return { kind: 'no-fee', because: 'benefit', thresholdPence: threshold };
  if (answers.incomePence <= threshold) return { kind: 'no-fee', because: 'income', thresholdPence: threshold };
  const excessPence = answers.incomePence - threshold;
  const contribution = contributionFor(excessPence, threshold);
  if (!contribution) return { kind: 'income-cap', thresholdPence: threshold, excessPence };
  if (contribution.contributionPence === 0) return { kind: 'no-fee', because: 'rounding', thresholdPence: threshold, contribution };
  if (contribution.contributionPence >= feePence) return { kind: 'whole-fee', thresholdPence: threshold, contribution };
  return { kind: 'part', thresholdPence: threshold, contribution, paysPence: contribution.contributionPence, remittedPence: feePence - contribution.contributionPence };
}

/** The likely outcome for one fee: a company cannot apply; then the capital test; then a benefit, or the income test. */
export function helpWithFees(answers: HwfAnswers, feePence: number): HwfResult {
  wholePence(feePence, 'fee');
  wholePence(answers.savingsPence, 'savings');
  wholePence(answers.incomePence, 'income');
  if (answers.applicant === 'company') return { kind: 'company' };
  const limit = capitalLimit(feePence, answers.over66);
  if (atCapitalEdge(answers.savingsPence, limit, feePence, answers.over66)) return { kind: 'capital-edge', capitalLimitPence: limit, then: incomeResult(answers, feePence) };
  if (answers.savingsPence >= limit) return { kind: 'capital', capitalLimitPence: limit };
  return incomeResult(answers, feePence);
}
