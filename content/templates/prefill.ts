/**
 * Issue 19: answers another page may fill in when it opens a template (the claim calculator opens the letter
 * before action with the debt and its due date). Only these fields, each checked by its kind; anything else in
 * the address is ignored. A test checks each entry against the template's own field.
 */
export const TEMPLATE_PREFILL_FIELDS = {
  'letter-before-action': {
    amount_owed: 'pounds',
    invoice_date: 'date',
    sender_kind: ['business-to-individual', 'business-to-business', 'individual'],
  },
} as const satisfies Record<string, Record<string, 'pounds' | 'date' | readonly string[]>>;

export type PrefillTemplate = keyof typeof TEMPLATE_PREFILL_FIELDS;

/** The query parameter naming the template to open. */
export const TEMPLATE_QUERY_PARAM = 'template';
