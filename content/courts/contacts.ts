/** Contacts the court directory offers beside the six centres' own details. */

/**
 * The HMCTS helpline for money claims (FACTS.md §8), offered where the data gives a hearing centre no civil phone
 * line of its own.
 */
export const MONEY_CLAIMS_HELPLINE = { display: '0300 123 7050', name: 'HMCTS money claims helpline' } as const;

/** GOV.UK's Find a Court or Tribunal: where a visitor finds their own nearest hearing centre, and any other. */
export const FIND_A_COURT_URL = 'https://www.gov.uk/find-court-tribunal';
