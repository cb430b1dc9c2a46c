import { ATTACHMENT_OF_EARNINGS_MIN, HIGH_COURT_REQUIRED_FROM, HIGH_COURT_TRANSFER_FROM } from '../claim-plan/constants';
import { CHECK_EX50, ENFORCEMENT_FEES, GET_PAID_RULES, HCEO_FEES, type EnforcementFee } from './figures';
import { FEES_TABLE, METHOD_WORDS, ROUTES_TABLE, THRESHOLDS_TABLE } from './wording';

/*
 * Issue 55: the page's tables, the planner's only answer without JavaScript: the ways to enforce, when each can be
 * used and its form; which court enforces against goods; the fees with their dates and sources. Built from the
 * figures and words the planner uses, so the page and the plan cannot differ. A module of its own, for the page alone.
 */

const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: pence % 100 === 0 ? 0 : 2 })}`;
const whole = (n: number) => `£${n.toLocaleString('en-GB')}`;

export const routesTable = {
  ...ROUTES_TABLE,
  rows: [
    [METHOD_WORDS['order-to-obtain-information'].title, 'Any time after payment is missed, to find out what they have. Start here when you know little.', 'N316 (a person); N316A (an officer of a company)'],
    [METHOD_WORDS['attachment-of-earnings'].title, `A person who is employed (not self-employed), with at least ${whole(ATTACHMENT_OF_EARNINGS_MIN)} still owed. Never a company.`, 'N337'],
    [METHOD_WORDS['third-party-debt-order'].title, 'When you know a bank or building society where they have an account.', 'N349'],
    [METHOD_WORDS['charging-order'].title, 'When they own a home or other land.', 'N379'],
    [METHOD_WORDS['warrant-of-control'].title, `Goods, when less than ${whole(HIGH_COURT_TRANSFER_FROM)} is left, or a regulated consumer credit debt of any amount; or by choice up to ${whole(HIGH_COURT_REQUIRED_FROM)}.`, 'N323'],
    [METHOD_WORDS['writ-of-control'].title, `Goods, by choice from ${whole(HIGH_COURT_TRANSFER_FROM)}; always from ${whole(HIGH_COURT_REQUIRED_FROM)} (not a regulated consumer credit debt).`, 'N293A'],
  ],
} as const;

export const thresholdsTable = {
  ...THRESHOLDS_TABLE,
  rows: [
    [`Under ${whole(HIGH_COURT_TRANSFER_FROM)}`, 'County Court only', 'N323'],
    [`${whole(HIGH_COURT_TRANSFER_FROM)} to ${whole(HIGH_COURT_REQUIRED_FROM - 0.01)}`, 'Either: County Court or High Court', 'N323 or N293A'],
    [`${whole(HIGH_COURT_REQUIRED_FROM)} or more`, 'High Court only', 'N293A'],
    ['Any amount, on an agreement regulated by the Consumer Credit Act 1974', 'County Court only', 'N323'],
  ],
} as const;

const FEE_NAMES: Record<EnforcementFee, string> = {
  warrantOfControl: 'Warrant of control (N323)',
  orderToObtainInformation: 'Order to obtain information (N316, N316A)',
  attachmentOfEarnings: 'Attachment of earnings (N337)',
  thirdPartyDebtOrder: 'Third party debt order (N349), each bank',
  chargingOrder: 'Charging order (N379), each property',
  writOfControl: 'Sealing a High Court writ of control (after N293A)',
  permission: 'Permission for a warrant or writ on a judgment over six years old (N244, without notice)',
};

export const feesTable = {
  ...FEES_TABLE,
  rows: (Object.keys(FEE_NAMES) as EnforcementFee[]).map((fee) => [FEE_NAMES[fee], pounds(ENFORCEMENT_FEES[fee].pence), `As at ${ENFORCEMENT_FEES[fee].asAt}: ${ENFORCEMENT_FEES[fee].source}`]),
} as const;

export const hceoTable = {
  caption: 'High Court Enforcement Officers’ fees for a writ of control (not confirmed in the regulations’ text)',
  columns: ['Stage', 'Fee'],
  rows: [
    ['Compliance (you pay it if nothing is recovered)', pounds(HCEO_FEES.compliance)],
    ['First enforcement', `${pounds(HCEO_FEES.firstEnforcement)} and ${HCEO_FEES.percent}% of the sum above ${pounds(HCEO_FEES.percentAbovePence)}`],
    ['Second enforcement (only if an agreement to pay is broken, or none is made)', pounds(HCEO_FEES.secondEnforcement)],
    ['Sale', `${pounds(HCEO_FEES.sale)} and ${HCEO_FEES.percent}% of the sum above ${pounds(HCEO_FEES.percentAbovePence)}`],
  ],
  note: `As at ${HCEO_FEES.asAt}, from ${HCEO_FEES.source}. VAT is added for a creditor who is not VAT-registered.`,
} as const;

/** The rules beneath the tables, each with its source, the date, and whether we confirmed it. */
export const rulesList = Object.values(GET_PAID_RULES).map((rule) => ({
  cite: rule.cite,
  text: rule.text,
  source: `${rule.status === 'confirmed' ? 'Confirmed' : 'Not confirmed'}: ${rule.source} (${rule.asAt}).`,
}));

export const feesWarning = `We could not confirm these fees in an official text: ${CHECK_EX50}.`;
