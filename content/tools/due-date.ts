/**
 * The due date as every form that asks for it explains it (FACTS.md §11, LPCDA 1998 s.4): the date agreed; between
 * businesses with no date agreed, the later of 30 days after performance and 30 days after notice of the debt. A date
 * printed only on an invoice does not set it.
 */
export const DUE_DATE_RULE =
  'The date payment was due under your agreement. Between businesses, if no date was agreed, it is 30 days after you delivered the goods or services or after the customer had your invoice, whichever is later: a due date printed only on the invoice does not set it.';
