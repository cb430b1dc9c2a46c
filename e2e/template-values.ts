/**
 * A complete Letter Before Action, field by field: the values the template tests fill in, in the order a visitor
 * answers them. An individual writing (not a business to an individual), so the spec's 14-day letter.
 */
export const letter = {
  sender_kind: 'individual',
  claimant_name: 'Jane Smith',
  claimant_address: '1 High Street, Shrewsbury',
  claimant_postcode: 'SY1 1AA',
  claimant_email: 'jane@example.co.uk',
  claimant_phone: '07700 900123',
  debtor_name: 'Brown Builders Ltd',
  debtor_address: '2 Mill Lane, Leeds',
  debtor_postcode: 'LS1 3BG',
  amount_owed: '2400',
  invoice_number: 'INV-0042',
  invoice_date: '2026-08-22',
  debt_details: 'Decorating work finished on 1 August 2026.',
  payment_details: 'Bank transfer quoting INV-0042',
  enclosures: 'Invoice INV-0042',
};

/**
 * A business (a sole trader) writing to a consumer: the Pre-Action Protocol for Debt Claims letter, with section 69
 * interest only (no question about Late Payment interest is asked of a letter to a consumer: FACTS.md §14).
 */
export const protocolLetter = {
  ...letter,
  sender_kind: 'business-to-individual',
  claimant_name: 'Jane Smith trading as Smith Decorating',
  debtor_name: 'John Brown',
  statement_of_account: 'Invoice INV-0042, 22 August 2026: £2,400.00. Payments received: none. Balance: £2,400.00.',
};
