import { CURRENT_HEARING_FEES, CURRENT_ISSUE_FEES, SMALL_CLAIMS_LIMIT } from '@/content/fees';

/**
 * The court fees for a money claim of a given value, from the current fee tables (content/fees.ts), and whether a debt
 * fits the small claims track. A module of its own so that a page needing only the fees (the Help with Fees check)
 * does not load the interest arithmetic.
 */

export type FeeWorking = { band: string; fee: number; percent?: number };

export const roundPence = (value: number) => Math.round(value * 100) / 100;

export function checkAmount(amount: number): void {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an amount of money: ${amount}`);
}

function feeFor(bands: readonly { claimValue: string; upTo: number; fee?: number; percent?: number }[], value: number): FeeWorking {
  checkAmount(value);
  const band = bands.find((b) => value <= b.upTo)!;
  if (band.percent !== undefined) return { band: band.claimValue, fee: roundPence((value * band.percent) / 100), percent: band.percent };
  return { band: band.claimValue, fee: band.fee! };
}

/** The issue fee for a claim of this value (the value includes interest: FACTS.md §2). */
export const issueFeeFor = (claimValue: number): FeeWorking => feeFor(CURRENT_ISSUE_FEES, claimValue);

/** The small claims hearing fee for a claim of this value. */
export const hearingFeeFor = (claimValue: number): FeeWorking => feeFor(CURRENT_HEARING_FEES, claimValue);

/**
 * Whether a debt fits the small claims track: £10,000 or less, counting the debt only. The track ignores interest
 * and costs (FACTS.md §9), so interest never takes a claim off it; a larger debt normally goes to the fast track (up to
 * £25,000), the intermediate track (up to £100,000) or the multi-track (FACTS.md §14).
 */
export function isSmallClaim(debt: number): boolean {
  checkAmount(debt);
  return debt <= SMALL_CLAIMS_LIMIT;
}
