/**
 * Spec 9 "Fixed fees and content claims": the service terms, fixed fees and durations the site quotes. Defined
 * once here and imported by the service pages and the terms of service.
 */

/** Cancellation and case assessment terms. */
export const ASSESSMENT_TERMS = {
  coolingOffDays: 14,
  turnaround: '2-3 business days',
  complexTurnaround: '5 business days',
} as const;

/** Court preparation: the fee covers one final hearing; adjournments may cost extra. */
export const COURT_PREPARATION_TERMS = {
  hearingsCovered: 'one final hearing',
} as const;

/** Directions Questionnaire help: fixed fees including VAT, by claim value. */
export const DQ_FIXED_FEES = [
  { claimValue: 'Up to £1,000', fee: 420 },
  { claimValue: '£1,001 to £5,000', fee: 480 },
  { claimValue: '£5,001 to £10,000', fee: 540 },
] as const;

/** Claim filing support: standard and express turnaround. */
export const FILING_TURNAROUND = { standard: '48-hour completion', express: 'Same-day completion' } as const;

/** Court preparation coaching: session lengths. */
export const COACHING_SESSIONS = { essential: '2-hour session', complete: '4-hour programme' } as const;
