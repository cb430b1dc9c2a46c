import { claimCalculatorFields as fields, claimCalculatorMessages as messages } from '@/content/tools/claim-calculator';
import { dateProblem } from '@/lib/date-input';
import { parseDateField } from '@/lib/templates/calculations';
import { parsePercent, parsePounds } from '@/lib/numbers';

export { parsePercent, parsePounds };
import type { ClaimCostInput, HearingAnswer, InterestKind } from './claim-costs';

/** The calculator form's raw values, as typed (all strings, as in the inputs and the query string). */
export type ClaimFormValues = {
  amount: string;
  dueDate: string;
  toDate: string;
  business: string;
  debtorKind: string;
  interestKind: string;
  referenceRate: string;
  hearing: string;
};
export type ClaimFormField = keyof ClaimFormValues;
export type ClaimFormErrors = Partial<Record<ClaimFormField, string>>;

export const MAX_CLAIM_AMOUNT = 10_000_000;



/** Who owes, asked when both sides acted in business: a company or other organisation, or an individual or sole trader. */
export const asksDebtorKind = (values: Pick<ClaimFormValues, 'business'>) => values.business === 'yes';

/**
 * The letter before action's first answer for these answers (issue 24 point 6): a business claiming from an
 * individual or sole trader writes under the Pre-Action Protocol for Debt Claims (FACTS.md §3); from a company, a
 * business-to-business letter. When at least one side is not a business, the claimant may be an individual or a
 * business claiming from a consumer, so the letter asks.
 */
export function letterSenderKind(values: Pick<ClaimFormValues, 'business' | 'debtorKind'>): 'business-to-sole-trader' | 'business-to-business' | undefined {
  if (!asksDebtorKind(values)) return undefined;
  // Both acting in the course of business: an individual debtor here is a sole trader owing for their business.
  if (values.debtorKind === 'individual') return 'business-to-sole-trader';
  if (values.debtorKind === 'company') return 'business-to-business';
  return undefined;
}

/** Whether the Late Payment Act questions apply: only when both sides acted in the course of a business. */
export const asksInterestKind = (values: Pick<ClaimFormValues, 'business'>) => values.business === 'yes';
export const asksReferenceRate = (values: Pick<ClaimFormValues, 'business' | 'interestKind'>) =>
  asksInterestKind(values) && values.interestKind === 'late-payment';

/**
 * Checks the form: the errors by field (GOV.UK wording, one per field) or the calculator's input. Questions that
 * are not asked (the interest kind for a consumer debt) are ignored, whatever they hold.
 */
export function checkClaimForm(values: ClaimFormValues): { errors: ClaimFormErrors; input: ClaimCostInput | null } {
  const errors: ClaimFormErrors = {};
  const amount = parsePounds(values.amount);
  if (values.amount.trim() === '') errors.amount = messages.amountMissing;
  else if (amount === null) errors.amount = messages.amountInvalid;
  else if (amount > MAX_CLAIM_AMOUNT) errors.amount = messages.amountTooLarge;
  else if (amount === 0) errors.amount = messages.amountZero;

  const dueDate = parseDateField(values.dueDate.trim());
  const dueProblem = dateProblem(values.dueDate.trim(), fields.dueDate.label, messages.dueDateMissing);
  if (dueProblem) errors.dueDate = dueProblem.message;
  const toDate = parseDateField(values.toDate.trim());
  const toProblem = dateProblem(values.toDate.trim(), fields.toDate.subject, messages.toDateMissing);
  if (toProblem) errors.toDate = toProblem.message;
  if (dueDate && toDate && dueDate > toDate) errors.dueDate = messages.dueAfterTo;

  if (values.business !== 'yes' && values.business !== 'no') errors.business = messages.businessMissing;
  if (asksDebtorKind(values) && values.debtorKind !== 'company' && values.debtorKind !== 'individual') errors.debtorKind = messages.debtorKindMissing;
  const interestKind: InterestKind = asksInterestKind(values) && values.interestKind === 'late-payment' ? 'late-payment' : 'section-69';
  if (asksInterestKind(values) && values.interestKind !== 'section-69' && values.interestKind !== 'late-payment') {
    errors.interestKind = messages.interestKindMissing;
  }
  const referenceRate = parsePercent(values.referenceRate);
  if (asksReferenceRate(values)) {
    if (values.referenceRate.trim() === '') errors.referenceRate = messages.referenceRateMissing;
    else if (referenceRate === null) errors.referenceRate = messages.referenceRateInvalid;
  }
  const hearing = values.hearing as HearingAnswer;
  if (!['yes', 'no', 'unknown'].includes(hearing)) errors.hearing = messages.hearingMissing;

  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      amount: amount!,
      dueDate: dueDate!,
      toDate: toDate!,
      interestKind,
      ...(interestKind === 'late-payment' ? { referenceRatePercent: referenceRate! } : {}),
      hearing,
    },
  };
}
