/**
 * Spec 9 "Trial and generator": the trial, the generator's calculations and the premium service, each defined
 * once. Where a figure is out of date (FACTS.md section 2), the generated document says it is an estimate to
 * check against the current EX50 fees list.
 */

/** The free trial lasts 5 minutes; the banner shows "Expires Soon" under a minute. */
export const TRIAL_SECONDS = 300;
export const EXPIRES_SOON_SECONDS = 60;
/**
 * WCAG 2.2.1 Timing Adjustable (issue 17): with the Expires Soon warning the visitor can add five minutes with
 * one action ("I need more time"), at least ten times. Without it the spec's five minutes stand.
 */
export const TRIAL_EXTENSION_SECONDS = 300;
export const MAX_TRIAL_EXTENSIONS = 10;

/**
 * Court fee by claim amount (pounds), used by the generator: up to 300: 35; up to 500: 50; up to 1,000: 70; up
 * to 1,500: 80; up to 3,000: 115; up to 5,000: 154; up to 10,000: 308; above: 770. The top three bands differ
 * from the current issue fees (£205, £455 and 5%; FACTS.md section 2).
 */
export const GENERATOR_FEE_BANDS: readonly { upTo: number; fee: number }[] = [
  { upTo: 300, fee: 35 },
  { upTo: 500, fee: 50 },
  { upTo: 1000, fee: 70 },
  { upTo: 1500, fee: 80 },
  { upTo: 3000, fee: 115 },
  { upTo: 5000, fee: 154 },
  { upTo: 10000, fee: 308 },
  { upTo: Number.POSITIVE_INFINITY, fee: 770 },
];

/** Interest: 8% a year, simple, per day from the invoice date to today. */
export const INTEREST_RATE_PER_YEAR = 0.08;
export const DAYS_PER_YEAR = 365;

/**
 * Deadlines from today, in working days: Saturdays, Sundays and England and Wales bank holidays are skipped (spec
 * 9 says weekends; a deadline on a bank holiday is wrong too). Counted by `addWorkingDays` in `lib/working-days.ts`.
 */
export const PAYMENT_DEADLINE_WORKING_DAYS = 14;
export const RESPONSE_DEADLINE_WORKING_DAYS = 7;

/** The premium bespoke service. */
export const PREMIUM_SERVICE = {
  price: 299,
  delivery: '48-hour delivery',
  consultation: '60-minute consultation',
  revisions: 2,
} as const;
