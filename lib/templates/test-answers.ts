import type { Template } from '@/content/templates';
import { buildDocument, buildNextSteps } from './generate';

/**
 * For tests: complete answers for each template's main path, and the fixed "today" they are built on (Monday
 * 23 November 2026: the 14-working-day payment deadline is 11 December 2026, the 7-working-day response deadline
 * 2 December 2026 and the Protocol's 30-day reply date 23 December 2026). The end-to-end tests fill the same answers
 * (e2e/template-values.ts).
 */
export const TEST_TODAY = new Date('2026-11-23T12:00:00');

/** The document for these answers, built on TEST_TODAY. */
export const build = (template: Template, values: Record<string, string>) => buildDocument(template, values, TEST_TODAY);

/** The next steps for these answers, built on TEST_TODAY, as one text. */
export const steps = (template: Template, values: Record<string, string>) => buildNextSteps(template, values, TEST_TODAY).join('\n');

export const letter = {
  sender_kind: 'business-to-individual',
  claimant_name: 'Jane Smith trading as Smith Decorating',
  claimant_address: '1 High Street, Shrewsbury',
  claimant_postcode: 'SY1 1AA',
  claimant_email: 'jane@example.co.uk',
  claimant_phone: '07700 900123',
  debtor_name: 'John Brown',
  debtor_address: '2 Mill Lane, Leeds',
  debtor_postcode: 'LS1 3BG',
  amount_owed: '2400',
  invoice_number: 'INV-0042',
  invoice_date: '2026-08-22',
  interest_kind: 'section-69',
  debt_details: 'On 1 August 2026 you agreed by phone that I would decorate your hall for £2,400.',
  statement_of_account: '22/08/2026 invoice INV-0042: £2,400.00. Payments received: none. Balance owed: £2,400.00.',
  payment_details: 'Bank transfer to J Smith, sort code 00-00-00, account 12345678, quoting INV-0042',
  enclosures: 'Copy invoice INV-0042',
};

export const demand = {
  debt_disputed: 'no',
  debtor_kind: 'company',
  creditor_name: 'Smith Decorating Ltd',
  creditor_address: '1 High Street, Leeds',
  creditor_postcode: 'LS1 3BG',
  creditor_phone: '0113 496 0000',
  creditor_email: 'accounts@example.co.uk',
  debtor_name: 'Brown Builders Ltd',
  debtor_address: '2 Mill Lane, Birmingham',
  debtor_postcode: 'B4 6DS',
  debt_amount: '6200',
  debt_due_date: '2026-09-01',
  debt_details: 'Invoice INV-0042 dated 1 August 2026 for decorating work, payable within 30 days. No part has been paid.',
  interest_charges: 'None',
};

export const witness = {
  preparation: 'witness-wrote',
  court_name: 'County Court at Manchester',
  claim_number: 'K1QZ1234',
  claimant_name: 'Jane Smith',
  defendant_name: 'Brown Builders Ltd',
  supporting_party: 'Claimant',
  witness_name: 'Piotr Kowalski',
  witness_address: '3 Park Road, Manchester',
  witness_postcode: 'M60 9DJ',
  witness_occupation: 'plasterer',
  connection: 'I worked with the Claimant on the job this claim is about.',
  events: 'On 1 March 2026 I saw the Defendant agree the price of £1,250.',
  exhibits: 'PK1: photographs of the finished work',
};

export const settlement = {
  claim_issued: 'no',
  receiving_party_name: 'Jane Smith',
  receiving_party_address: '1 High Street, Newcastle',
  receiving_party_postcode: 'NE1 8QF',
  paying_party_name: 'Brown Builders Ltd',
  paying_party_address: '2 Mill Lane, London',
  paying_party_postcode: 'WC2A 2LL',
  dispute_description: 'the unpaid balance of the price of decorating work done in March 2026',
  settlement_amount: '900',
  payment_method: 'Bank Transfer',
  payment_date: '2026-12-15',
  payment_details: 'account name J Smith, sort code 00-00-00, account 12345678, reference SETTLEMENT',
};
export const issued = { ...settlement, claim_issued: 'yes', claim_number: 'K1QZ1234', court_name: 'County Court at Newcastle' };

export const n1 = {
  claimant_name: 'Mrs Jane Smith',
  claimant_address: '1 High Street, Birmingham',
  claimant_postcode: 'B4 6DS',
  claimant_phone: '07700 900123',
  claimant_email: 'jane@example.co.uk',
  defendant_name: 'Mr John Brown',
  defendant_address: '2 Mill Lane, Bristol',
  defendant_postcode: 'BS1 6GR',
  brief_details: 'Unpaid invoice for decorating work carried out in March 2026',
  amount_owed: '290',
  invoice_date: '2026-01-01',
  lba_date: '2026-10-01',
  claim_particulars: 'On 1 March 2026 the Defendant agreed to pay £290 for painting a fence.',
  preferred_court: 'County Court at Birmingham',
};

export const checklist = {
  your_name: 'Jane Smith',
  other_party_name: 'Brown Builders Ltd',
  case_type: 'Unpaid Invoice',
  amount_claimed: '1250',
  dispute_summary: 'Brown Builders Ltd has not paid my invoice for decorating work.',
};
