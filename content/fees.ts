/**
 * Court fees shown on the site. Where the spec fixes a fee (spec 9) the page shows it; where FACTS.md §2 says the
 * figure is out of date, the page also sends the visitor to the official list, EX50, to check the current one
 * (the shared note is `CHECK_CURRENT_FEE` in `shared-passages.ts`).
 */

/**
 * The small claims track's general limit (FACTS.md §1 "Limits", CPR 26; spec 9 "typically under or up to 10,000
 * pounds"), in pounds, counting the amount claimed without interest or costs (FACTS.md §9): the small claims
 * hearing fees below stop here.
 */
export const SMALL_CLAIMS_LIMIT = 10_000;
/**
 * The tracks above it (CPR 26.9, from 1 October 2023; FACTS.md §14), in pounds, on the same value: up to £25,000
 * normally the fast track; over £25,000 up to £100,000 the intermediate track; above, the multi-track.
 */
export const FAST_TRACK_UP_TO = 25_000;
export const INTERMEDIATE_TRACK_UP_TO = 100_000;

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

/**
 * Spec 9 "Blog fee table" (issue fee / hearing fee by claim value), shown in the fees article. The total column
 * is the sum, so the top band reads £790 (455 + 335), not the FAQ's £770: spec 9 shows both. The issue fees
 * match the official list; the hearing fees are out of date (FACTS.md §2), so the article adds the note.
 */
export const BLOG_FEE_TABLE = [
  { claimValue: 'Up to £300', courtFee: 35, hearingFee: 25 },
  { claimValue: '£300.01 to £500', courtFee: 50, hearingFee: 25 },
  { claimValue: '£500.01 to £1,000', courtFee: 70, hearingFee: 55 },
  { claimValue: '£1,000.01 to £1,500', courtFee: 80, hearingFee: 80 },
  { claimValue: '£1,500.01 to £3,000', courtFee: 115, hearingFee: 115 },
  { claimValue: '£3,000.01 to £5,000', courtFee: 205, hearingFee: 170 },
  { claimValue: '£5,000.01 to £10,000', courtFee: 455, hearingFee: 335 },
] as const;

/**
 * Small claims hearing fees in force since 30 September 2021 (SI 2021/985; FACTS.md §2), by claim value; `upTo`
 * is the top of each band in pounds, inclusive.
 */
export const CURRENT_HEARING_FEES = [
  { claimValue: 'Up to £300', upTo: 300, fee: 27 },
  { claimValue: '£300.01 to £500', upTo: 500, fee: 59 },
  { claimValue: '£500.01 to £1,000', upTo: 1000, fee: 85 },
  { claimValue: '£1,000.01 to £1,500', upTo: 1500, fee: 123 },
  { claimValue: '£1,500.01 to £3,000', upTo: 3000, fee: 181 },
  { claimValue: 'Over £3,000', upTo: Number.POSITIVE_INFINITY, fee: 346 },
] as const;

/**
 * The issue fee for a money claim, in force since 9 March 2015 (Civil Proceedings Fees Order 2008 as amended by
 * SI 2015/576; the same online and on paper since 18 May 2021, SI 2021/588; FACTS.md §2), by the amount claimed
 * including interest; `upTo` is the top of each band in pounds, inclusive. From £10,000.01 to £200,000 the fee is
 * 5% of the claim. Checked as at FEES_CHECKED against GOV.UK's court fees page.
 */
export const CURRENT_ISSUE_FEES = [
  { claimValue: 'Up to £300', upTo: 300, fee: 35 },
  { claimValue: '£300.01 to £500', upTo: 500, fee: 50 },
  { claimValue: '£500.01 to £1,000', upTo: 1000, fee: 70 },
  { claimValue: '£1,000.01 to £1,500', upTo: 1500, fee: 80 },
  { claimValue: '£1,500.01 to £3,000', upTo: 3000, fee: 115 },
  { claimValue: '£3,000.01 to £5,000', upTo: 5000, fee: 205 },
  { claimValue: '£5,000.01 to £10,000', upTo: 10000, fee: 455 },
  { claimValue: '£10,000.01 to £200,000', upTo: 200000, percent: 5 },
  { claimValue: 'Over £200,000', upTo: Number.POSITIVE_INFINITY, fee: 10000 },
] as const;

/** Where the issue and hearing fees above come from. */
export const COURT_FEES_SOURCE = {
  name: 'GOV.UK, Make a court claim for money: court fees',
  url: 'https://www.gov.uk/make-court-claim-for-money/court-fees',
} as const;

/** GOV.UK's Help with Fees service (form EX160). */
export const HELP_WITH_FEES_URL = 'https://www.gov.uk/get-help-with-court-fees';

/**
 * When the "current" figures below were last checked against their sources (FACTS.md §2, which already notes the
 * Ministry of Justice's announcement of 19 June 2026 of changes proposed from 13 July 2026). Pages give these
 * figures "as at" this date with the EX50 link, never as today's fee. Re-check them on EX50 and update this date.
 */
export const FEES_CHECKED = 'June 2026';

/**
 * The Ministry of Justice's announcement of 19 June 2026 (FACTS.md, opening note: changes proposed from 13 July 2026,
 * subject to Parliament), and when we last tried to confirm whether they took effect. We could not confirm it from
 * the official list: pages say so, with this date, rather than guess (issue 24). Update both once EX50 is re-checked.
 */
export const FEE_CHANGES = { announced: '19 June 2026', proposedFrom: '13 July 2026', lookedFor: 'November 2026' } as const;

/** When we last looked for the dated facts an official source could not confirm (the fee changes, the mediation pilot). */
export const UNCONFIRMED_LAST_LOOKED = FEE_CHANGES.lookedFor;

/** The words beside every computed total that includes a court fee. */
export const FEES_AS_AT = `fees as at ${FEES_CHECKED}`;

/** Current official figures (FACTS.md §2) shown beside the spec's out-of-date ones. */
export const CURRENT_FEES = {
  /** Issue fee for a claim of up to £300, unchanged since 9 March 2015. */
  issueFeeLowest: 35,
  /** Issue fee for a claim of £5,000.01 to £10,000, unchanged since 9 March 2015. */
  issueFeeTopSmallClaimsBand: 455,
  /** Small claims hearing fees since 30 September 2021: £27 (up to £300) to £346 (over £3,000). */
  hearingFeeLowest: CURRENT_HEARING_FEES[0].fee,
  hearingFeeHighest: CURRENT_HEARING_FEES[5].fee,
} as const;

/** The N244 application fee from 8 April 2025 (SI 2025/351; FACTS.md §2), as at FEES_CHECKED. */
export const APPLICATION_FEES = { onNotice: 313, byConsentOrWithoutNotice: 123, since: '8 April 2025' } as const;

/** The blog fee table's top band (spec 9): £455 issue fee + £335 hearing fee, a £790 total. */
export const BLOG_FEE_TABLE_TOP_BAND = BLOG_FEE_TABLE[6];
