/**
 * Issue 19: answers another page may fill in when it opens a template (the claim calculator opens the letter
 * before action with the debt and its due date; issue 28, "Plan my claim" adds the names and postcodes; issue 37,
 * the interest chosen between businesses and its reference rate). Only
 * these fields, each checked by its kind; anything else in the address is ignored. A test checks each entry
 * against the template's own field.
 */
export type PrefillKind = 'pounds' | 'percent' | 'date' | 'text' | 'postcode' | readonly string[];

export const TEMPLATE_PREFILL_FIELDS = {
  'letter-before-action': {
    amount_owed: 'pounds',
    invoice_date: 'date',
    sender_kind: ['business-to-individual', 'business-to-sole-trader', 'business-to-business', 'individual'],
    interest_kind: ['section-69', 'late-payment'],
    reference_rate: 'percent',
    claimant_name: 'text',
    claimant_postcode: 'postcode',
    debtor_name: 'text',
    debtor_postcode: 'postcode',
  },
} as const satisfies Record<string, Record<string, PrefillKind>>;

export type PrefillTemplate = keyof typeof TEMPLATE_PREFILL_FIELDS;

/** The query parameter naming the template to open. */
export const TEMPLATE_QUERY_PARAM = 'template';

/** The longest name a link may fill in (the plan's own limit for a name). */
export const PREFILL_TEXT_MAX = 200;
