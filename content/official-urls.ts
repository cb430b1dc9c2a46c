/**
 * Official pages the guidance, the templates and the claim plan all link to, in one small module with no imports:
 * the plan's island imports them without pulling in the templates that also use them.
 */

/** Where the Pre-Action Protocol for Debt Claims, with its Information Sheet and Reply Form in the annex, is published (FACTS.md §3). */
export const DEBT_PROTOCOL_URL = 'https://www.justice.gov.uk/courts/procedure-rules/civil/protocol/pre-action-protocol-for-debt-claims';

/** GOV.UK's start page for a money claim (online services and form N1; FACTS.md §8). */
export const MONEY_CLAIM_URL = 'https://www.gov.uk/make-court-claim-for-money';

/** GOV.UK's guide to statutory demands, with the official SD forms (FACTS.md §4). */
export const STATUTORY_DEMANDS_URL = 'https://www.gov.uk/statutory-demands';
