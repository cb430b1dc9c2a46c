/** A complete Letter Before Action, field by field: the values the template tests fill in. */
export const letter = {
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
