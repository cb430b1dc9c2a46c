import { EX50_URL, HELP_WITH_FEES_URL } from '../fees';

/**
 * Issue 28: the court forms the claim plan names, with their official names (FACTS.md §6) and where to get them.
 * GOV.UK publication pages where FACTS.md confirms them [V]; otherwise a GOV.UK search for the form, as the court
 * forms library does (content/courts/forms.ts), which is always a valid page.
 */
const govukSearch = (code: string) => `https://www.gov.uk/search/all?keywords=${code}+form`;

export const PLAN_FORMS = {
  N1: { name: 'Claim form', href: 'https://www.gov.uk/government/publications/form-n1-claim-form-cpr-part-7' },
  N9: { name: 'Response pack, with the acknowledgment of service', href: govukSearch('N9') },
  N9A: { name: 'Admission (specified amount)', href: 'https://www.gov.uk/government/publications/form-n9a-admission-specified-amount' },
  N9B: { name: 'Defence and counterclaim (specified amount)', href: govukSearch('N9B') },
  N9C: { name: 'Admission (unspecified amount)', href: govukSearch('N9C') },
  N9D: { name: 'Defence and counterclaim (unspecified amount)', href: govukSearch('N9D') },
  N180: { name: 'Directions questionnaire (small claims track)', href: 'https://www.gov.uk/government/publications/form-n180-directions-questionnaire-small-claims-track' },
  N225: { name: 'Request for judgment (specified amount)', href: govukSearch('N225') },
  N244: { name: 'Application notice', href: 'https://www.gov.uk/government/publications/form-n244-application-notice' },
  N316: { name: 'Application for an order that the debtor attend court for questioning', href: govukSearch('N316') },
  N316A: { name: 'Application for an order that an officer of a company attend court for questioning', href: govukSearch('N316A') },
  N323: { name: 'Request for a warrant of control', href: govukSearch('N323') },
  N293A: { name: 'Transfer to the High Court for enforcement by a writ of control', href: govukSearch('N293A') },
  N337: { name: 'Request for an attachment of earnings order', href: 'https://www.gov.uk/government/publications/form-n337-request-for-attachment-of-earnings-order' },
  N349: { name: 'Application for a third party debt order', href: govukSearch('N349') },
  N379: { name: 'Application for a charging order on land or property', href: govukSearch('N379') },
  SD1: { name: 'Statutory demand (registered company or LLP)', href: 'https://www.gov.uk/statutory-demands' },
  SD2: { name: 'Statutory demand (individual, debt payable now)', href: 'https://www.gov.uk/statutory-demands' },
  EX160: { name: 'Help with Fees', href: HELP_WITH_FEES_URL },
  EX50: { name: 'Civil and family court fees', href: EX50_URL },
} as const satisfies Record<string, { name: string; href: string }>;

export type PlanFormCode = keyof typeof PLAN_FORMS;
