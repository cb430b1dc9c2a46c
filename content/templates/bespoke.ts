import { caseTypeNotes, caseTypeOptions, claimValueNotes } from '../consultation';
import type { Template } from './schema';

/**
 * Spec 3 template 7, the premium service: a request for a document written for the visitor's case, not a
 * generated document, so its content is a summary of the request. The case types are the consultation's six
 * labels (spec 3); the urgency and contact options are the spec's. `name`, `email` and `phone` keep those ids so
 * the generator's email and phone checks apply (spec 5); phone is optional, as in the trial sign-up.
 */
export const bespokeTemplate = {
  id: 7,
  slug: 'bespoke-templates',
  title: 'Bespoke Case-Specific Templates',
  category: 'Premium Service',
  description:
    'Documents written for your case rather than filled in from a template: tell us about your dispute, how urgent it is and how you would like us to contact you, and we will come back to you to discuss it.',
  pages: 1,
  preview:
    'A request for documents written around the facts of your case, with the case type, value, urgency and your preferred way of being contacted.',
  fullContent: `REQUEST FOR BESPOKE CASE-SPECIFIC TEMPLATES
Date of request: [TODAY]

Name: [NAME]
Email: [EMAIL]
Phone: [PHONE]
Preferred contact: [PREFERRED_CONTACT]

Case type: [CASE_TYPE]
Case value: £[CASE_VALUE]
Urgency: [URGENCY]

Case details:
[CASE_DETAILS]`,
  version: '1.0',
  reviewed: '2026-11-23',
  nextSteps: [],
  features: [
    'Documents written around the facts of your case',
    'Choose standard, urgent or same-day turnaround',
    'Contact by phone, video call or email, whichever suits you',
  ],
  instructions: [
    'Choose the type of case and enter its value.',
    'Describe your case: what happened, what you want to achieve and which documents you need.',
    'Choose how urgent it is and how you would like to be contacted.',
    'Enter your name and email address, and a phone number if you would like a call, then send the request.',
  ],
  formFields: [
    {
      id: 'case_type',
      label: 'Case type',
      type: 'select',
      options: ['Unpaid Invoice/Debt', 'Faulty Goods/Services', 'Breach of Contract', 'Property Damage', 'Employment Dispute', 'Other'],
      required: true,
    },
    { id: 'case_value', label: 'Case value (£)', type: 'number', placeholder: 'e.g. 2500', required: true },
    {
      id: 'urgency',
      label: 'Urgency',
      type: 'select',
      options: ['Standard (48 hours)', 'Urgent (24 hours)', 'Emergency (Same day)'],
      required: true,
    },
    { id: 'case_details', label: 'Case details', type: 'textarea', placeholder: 'What happened, what you want to achieve and which documents you need', required: true },
    { id: 'preferred_contact', label: 'Preferred contact', type: 'select', options: ['Phone', 'Video Call', 'Email'], required: true },
    { id: 'name', label: 'Full name', type: 'text', placeholder: 'e.g. Jane Smith', required: true, autocomplete: 'name' },
    { id: 'email', label: 'Email address', type: 'text', placeholder: 'e.g. jane@example.co.uk', required: true, autocomplete: 'email' },
    { id: 'phone', label: 'Phone number', type: 'text', placeholder: 'e.g. 07700 900123', required: false, autocomplete: 'tel' },
  ],
} satisfies Template;

/**
 * The note the request form shows beside an answer, as the consultation form does (issue 16): for an employment
 * dispute, and for a case worth more than £10,000.
 */
export function bespokeFieldNote(fieldId: string, value: string): string | undefined {
  if (fieldId === 'case_type') {
    const option = caseTypeOptions.find((o) => o.label === value);
    return option ? caseTypeNotes[option.value] : undefined;
  }
  if (fieldId === 'case_value') {
    const amount = Number(value.replace(/[£,\s]/g, ''));
    return Number.isFinite(amount) && amount > 10_000 ? claimValueNotes['over-10000'] : undefined;
  }
  return undefined;
}
