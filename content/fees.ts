/**
 * Court fees shown on the site. Where the spec fixes a fee (spec 9) the page shows it; where FACTS.md §2 says the
 * figure is out of date, the page also sends the visitor to the official list, EX50, to check the current one.
 */

/** GOV.UK's list of civil court fees (EX50): where every fee on the site can be checked. */
export const EX50_URL = 'https://www.gov.uk/government/publications/fees-in-the-civil-and-family-courts-main-fees-ex50';

/**
 * Spec 9 "FAQ fee quote": from £35 for claims up to £300, to £770 for claims of £5,000-£10,000. The £770 top is
 * out of date (FACTS.md §2: the issue fee for £5,000.01-£10,000 is £455, plus a hearing fee of up to £346).
 */
export const FAQ_FEE_QUOTE = {
  lowest: { fee: 35, band: 'claims up to £300' },
  highest: { fee: 770, band: 'claims of £5,000 to £10,000' },
} as const;

/** Current official figures (FACTS.md §2) shown beside the spec's out-of-date ones. */
export const CURRENT_FEES = {
  /** Issue fee for a claim of £5,000.01 to £10,000, unchanged since 9 March 2015. */
  issueFeeTopSmallClaimsBand: 455,
  /** Small claims hearing fees since 30 September 2021: £27 (up to £300) to £346 (over £3,000). */
  hearingFeeLowest: 27,
  hearingFeeHighest: 346,
} as const;
