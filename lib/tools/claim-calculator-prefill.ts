import { claimCalculatorPage } from '@/content/tools/claim-calculator';
import { isIsoDate, penceToPounds, planPrefillHref, poundsToPence, type PlanPrefill } from '@/lib/claim-plan/prefill';
import { asksDebtorKind, MAX_CLAIM_AMOUNT, parsePounds, type ClaimFormValues } from './claim-form';

/**
 * Issue 28 "answers that travel": the claim calculator opened with answers filled in (from "Plan my claim"'s "See
 * the working in the claim calculator"), and the plan opened from the calculator's result. Only the answers the
 * two share; each is checked, anything else is dropped. The visitor sees them in the form and can change them:
 * nothing is calculated until they press Calculate.
 */

export const CALCULATOR_PREFILL_PARAMS = { amount: 'amount', dueDate: 'due', toDate: 'to', business: 'business', debtorKind: 'debtor' } as const;
const DEBTOR_KINDS = ['company', 'individual'] as const;
export type CalculatorDebtorKind = (typeof DEBTOR_KINDS)[number];

export type CalculatorPrefill = {
  amountPence: number;
  dueDate: string;
  /** The day to work interest out to (the plan's issue date); the calculator's default is today. */
  toDate?: string;
  /** Whether both sides acted in the course of a business. */
  business?: boolean;
  /** Who owes, asked only when both sides acted in business. */
  debtorKind?: CalculatorDebtorKind;
};

const MAX_PENCE = MAX_CLAIM_AMOUNT * 100;
const isPence = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PENCE;
const isDebtorKind = (value: unknown): value is CalculatorDebtorKind => typeof value === 'string' && (DEBTOR_KINDS as readonly string[]).includes(value);

/** The calculator's address with these answers filled in (only those valid; who owes only when it is asked). */
export function claimCalculatorPrefillHref(values: CalculatorPrefill): string {
  const params = new URLSearchParams();
  if (isPence(values.amountPence)) params.set(CALCULATOR_PREFILL_PARAMS.amount, penceToPounds(values.amountPence));
  if (isIsoDate(values.dueDate)) params.set(CALCULATOR_PREFILL_PARAMS.dueDate, values.dueDate);
  if (isIsoDate(values.toDate)) params.set(CALCULATOR_PREFILL_PARAMS.toDate, values.toDate);
  if (typeof values.business === 'boolean') params.set(CALCULATOR_PREFILL_PARAMS.business, values.business ? 'yes' : 'no');
  if (values.business === true && isDebtorKind(values.debtorKind)) params.set(CALCULATOR_PREFILL_PARAMS.debtorKind, values.debtorKind);
  const query = params.toString();
  return query ? `${claimCalculatorPage.path}?${query}` : claimCalculatorPage.path;
}

/** The form values a calculator address fills in, as the form holds them (text); nothing invalid. */
export function parseClaimCalculatorPrefill(params: URLSearchParams): Partial<ClaimFormValues> {
  const values: Partial<ClaimFormValues> = {};
  const amount = params.get(CALCULATOR_PREFILL_PARAMS.amount)?.trim();
  const pence = amount ? poundsToPence(amount) : null;
  if (pence !== null && pence <= MAX_PENCE) values.amount = penceToPounds(pence);
  const dueDate = params.get(CALCULATOR_PREFILL_PARAMS.dueDate)?.trim();
  if (isIsoDate(dueDate)) values.dueDate = dueDate;
  const toDate = params.get(CALCULATOR_PREFILL_PARAMS.toDate)?.trim();
  if (isIsoDate(toDate) && !(values.dueDate && toDate < values.dueDate)) values.toDate = toDate;
  const business = params.get(CALCULATOR_PREFILL_PARAMS.business);
  if (business === 'yes' || business === 'no') values.business = business;
  const debtorKind = params.get(CALCULATOR_PREFILL_PARAMS.debtorKind);
  if (business === 'yes' && isDebtorKind(debtorKind)) values.debtorKind = debtorKind;
  return values;
}

type PlanSide = { claimant: NonNullable<PlanPrefill['claimant']>; debtor: NonNullable<PlanPrefill['debtor']> };

/**
 * The calculator's answers from the plan's: both sides acted in business when a business (or sole trader) claims
 * from a sole trader or an organisation; a private individual on either side makes it "no". An organisation
 * owes as a company or other organisation; a sole trader as an individual or sole trader.
 */
export function calculatorPrefillFromPlan(answers: PlanSide & { amountPence: number; dueDate: string; plannedIssueDate?: string }): CalculatorPrefill {
  const business = answers.claimant === 'business' && answers.debtor !== 'individual';
  return {
    amountPence: answers.amountPence,
    dueDate: answers.dueDate,
    ...(answers.plannedIssueDate ? { toDate: answers.plannedIssueDate } : {}),
    business,
    ...(business ? { debtorKind: answers.debtor === 'organisation' ? ('company' as const) : ('individual' as const) } : {}),
  };
}

/**
 * "Plan my claim with these figures": the plan's address with the calculator's amount and due date, and who is
 * owed and who owes where the answers tell: both in business, so a business claims from an organisation or
 * from a sole trader. When at least one side is not in business the calculator does not know which, so neither
 * is passed.
 */
export function planHrefFromCalculator(values: Pick<ClaimFormValues, 'amount' | 'dueDate' | 'business' | 'debtorKind'>): string {
  const pounds = parsePounds(values.amount);
  const sides: Partial<PlanSide> =
    asksDebtorKind(values) && isDebtorKind(values.debtorKind)
      ? { claimant: 'business', debtor: values.debtorKind === 'company' ? 'organisation' : 'sole-trader' }
      : {};
  return planPrefillHref({
    ...(pounds === null ? {} : { amountPence: Math.round(pounds * 100) }),
    dueDate: values.dueDate.trim(),
    ...sides,
  });
}
