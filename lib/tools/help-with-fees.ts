import { HWF_CAPITAL, HWF_INCOME, type HWF_APPLICANTS } from '@/content/tools/help-with-fees';

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

export type HwfResult =
  | { kind: 'company' }
  | { kind: 'capital'; capitalLimitPence: number }
  | { kind: 'no-fee'; because: 'benefit' | 'income'; thresholdPence: number }
  | { kind: 'part'; thresholdPence: number; excessPence: number };

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

/** The likely outcome for one fee: a company cannot apply; then the capital test; then a benefit, or the income test. */
export function helpWithFees(answers: HwfAnswers, feePence: number): HwfResult {
  wholePence(feePence, 'fee');
  wholePence(answers.savingsPence, 'savings');
  wholePence(answers.incomePence, 'income');
  if (answers.applicant === 'company') return { kind: 'company' };
  const limit = capitalLimit(feePence, answers.over66);
  if (answers.savingsPence >= limit) return { kind: 'capital', capitalLimitPence: limit };
  const threshold = incomeThreshold(answers.couple, answers.youngChildren, answers.olderChildren);
  if (answers.passportingBenefit) return { kind: 'no-fee', because: 'benefit', thresholdPence: threshold };
  if (answers.incomePence <= threshold) return { kind: 'no-fee', because: 'income', thresholdPence: threshold };
  return { kind: 'part', thresholdPence: threshold, excessPence: answers.incomePence - threshold };
}
