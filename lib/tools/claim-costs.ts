import { addDays, isValid } from 'date-fns';
import { LATE_PAYMENT_COMPENSATION, LATE_PAYMENT_UPLIFT_PERCENT, REFERENCE_RATES } from '@/content/tools/late-payment';
import { DAYS_PER_YEAR, INTEREST_RATE_PER_YEAR } from '@/content/templates/constants';
import { dailyInterest, interestDays, simpleInterest } from '@/lib/templates/calculations';
import { checkAmount, hearingFeeFor, issueFeeFor, isSmallClaim, roundPence, type FeeWorking } from './court-fees';

export { checkAmount, hearingFeeFor, issueFeeFor, isSmallClaim, roundPence, type FeeWorking };

/**
 * What a money claim costs to bring, with its working (issue 19): interest under section 69 of the County Courts
 * Act 1984 or, between businesses, under the Late Payment of Commercial Debts (Interest) Act 1998 (one or the
 * other, never both), the issue fee banded on the amount claimed including interest, the hearing fee and the
 * total. Section 69 interest is the same arithmetic as the letter before action's (`lib/templates/calculations.ts`).
 * A debt over £10,000 (not counting interest) is normally not a small claim (FACTS.md §11): its hearing fee is not
 * the small claims one, so none is given or added (issue 24).
 */

export type InterestKind = 'section-69' | 'late-payment';
export type HearingAnswer = 'yes' | 'no' | 'unknown';

export type ClaimCostInput = {
  /** The debt, in pounds. */
  amount: number;
  /** The day payment was due: interest runs from it. */
  dueDate: Date;
  /** The day interest is worked out to. */
  toDate: Date;
  interestKind: InterestKind;
  /** The Late Payment Act's reference rate in percent (needed only for `late-payment`). */
  referenceRatePercent?: number;
  hearing: HearingAnswer;
};

export type InterestWorking = {
  kind: InterestKind;
  /** Yearly rate in percent (8, or 8 + the reference rate). */
  ratePercent: number;
  days: number;
  daily: number;
  interest: number;
  /** Late Payment Act fixed compensation (0 for section 69). */
  compensation: number;
};

export type ClaimCosts = {
  amount: number;
  interest: InterestWorking;
  /** What the claim form would ask for: the debt, the interest and any compensation. */
  claimValue: number;
  issueFee: FeeWorking;
  /** Whether the claim fits the small claims track: the debt alone (interest left out) is £10,000 or less. */
  smallClaim: boolean;
  /** The small claims hearing fee for this claim value (owed only if it goes to a hearing); null when not a small claim. */
  hearingFee: FeeWorking | null;
  /** Whether the hearing fee is in the total: only for a small claim the visitor said is going to a hearing. */
  hearingFeeIncluded: boolean;
  total: number;
};


function checkDate(date: Date, what: string): void {
  if (!(date instanceof Date) || !isValid(date)) throw new RangeError(`Not a date: ${what}`);
}

/** Section 69 interest: 8% a year simple, amount x 8% / 365 a day, for each calendar day from due date to `to`. */
export function section69Interest(amount: number, dueDate: Date, toDate: Date): InterestWorking {
  checkAmount(amount);
  checkDate(dueDate, 'due date');
  checkDate(toDate, 'interest to');
  return {
    kind: 'section-69',
    ratePercent: INTEREST_RATE_PER_YEAR * 100,
    days: interestDays(dueDate, toDate),
    daily: dailyInterest(amount),
    interest: simpleInterest(amount, dueDate, toDate),
    compensation: 0,
  };
}

/** The Late Payment Act's fixed compensation for a debt of this amount (s.5A): £40, £70 or £100. */
export function latePaymentCompensation(amount: number): number {
  checkAmount(amount);
  return LATE_PAYMENT_COMPENSATION.find((band) => amount < band.under)!.amount;
}

/** Late Payment Act interest: (8% + reference rate) a year simple, per calendar day, plus the compensation. */
export function latePaymentInterest(amount: number, dueDate: Date, toDate: Date, referenceRatePercent: number): InterestWorking {
  checkAmount(amount);
  checkDate(dueDate, 'due date');
  checkDate(toDate, 'interest to');
  if (!Number.isFinite(referenceRatePercent) || referenceRatePercent < 0 || referenceRatePercent > 25) {
    throw new RangeError(`Not a reference rate: ${referenceRatePercent}`);
  }
  // Percentages kept in hundredths of a point so 8 + 3.75 is exactly 11.75.
  const ratePercent = Math.round((LATE_PAYMENT_UPLIFT_PERCENT + referenceRatePercent) * 100) / 100;
  const days = interestDays(dueDate, toDate);
  return {
    kind: 'late-payment',
    ratePercent,
    days,
    daily: roundPence((amount * ratePercent) / 100 / DAYS_PER_YEAR),
    interest: roundPence((amount * ratePercent * days) / 100 / DAYS_PER_YEAR),
    compensation: latePaymentCompensation(amount),
  };
}

/** The six-month period whose reference rate applies: the one the first overdue day (the day after due) falls in. */
export type ReferencePeriod = { from: string; to: string; fixedOn: string; rate: number | null };

export function referencePeriodFor(dueDate: Date): ReferencePeriod {
  checkDate(dueDate, 'due date');
  const overdue = addDays(dueDate, 1);
  const year = overdue.getFullYear();
  const firstHalf = overdue.getMonth() < 6;
  const from = firstHalf ? `${year}-01-01` : `${year}-07-01`;
  const to = firstHalf ? `${year}-06-30` : `${year}-12-31`;
  const fixedOn = firstHalf ? `${year - 1}-12-31` : `${year}-06-30`;
  const known = REFERENCE_RATES.find((period) => period.from === from);
  return { from, to, fixedOn, rate: known ? known.rate : null };
}

/** Everything the calculator shows, from checked input. Throws a RangeError on bad input. */
export function claimCosts(input: ClaimCostInput): ClaimCosts {
  const interest =
    input.interestKind === 'late-payment'
      ? latePaymentInterest(input.amount, input.dueDate, input.toDate, input.referenceRatePercent ?? Number.NaN)
      : section69Interest(input.amount, input.dueDate, input.toDate);
  const claimValue = roundPence(input.amount + interest.interest + interest.compensation);
  const issueFee = issueFeeFor(claimValue);
  const smallClaim = isSmallClaim(input.amount);
  const hearingFee = smallClaim ? hearingFeeFor(claimValue) : null;
  const hearingFeeIncluded = hearingFee !== null && input.hearing === 'yes';
  const total = roundPence(claimValue + issueFee.fee + (hearingFeeIncluded ? hearingFee.fee : 0));
  return { amount: input.amount, interest, claimValue, issueFee, smallClaim, hearingFee, hearingFeeIncluded, total };
}
