import { HIGH_COURT_REQUIRED_FROM, HIGH_COURT_TRANSFER_FROM } from '@/content/claim-plan/constants';

/** Which court may enforce against goods (High Court and County Courts Jurisdiction Order 1991 art. 8). */
export type GoodsCourt = 'county' | 'either' | 'high';

/**
 * Art. 8(1) turns on "the sum which it is sought to enforce" (what is left to pay), art. 8(1A) sends a judgment on an
 * agreement regulated by the Consumer Credit Act 1974 to the County Court whatever the sum. In pence.
 */
export function goodsCourt(soughtPence: number, regulatedCredit: boolean): GoodsCourt {
  if (!Number.isSafeInteger(soughtPence) || soughtPence < 0) throw new RangeError(`Not an amount in pence: ${soughtPence}`);
  if (regulatedCredit) return 'county';
  if (soughtPence >= HIGH_COURT_REQUIRED_FROM * 100) return 'high';
  return soughtPence >= HIGH_COURT_TRANSFER_FROM * 100 ? 'either' : 'county';
}
