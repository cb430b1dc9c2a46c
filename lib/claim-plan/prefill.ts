import { MAX_AMOUNT } from '@/content/claim-plan/constants';
import { isIsoDate } from '@/lib/dates';

export { isIsoDate };

/**
 * Issue 28 "answers that travel": the answers another tool (the claim calculator) can hand to "Plan my claim"
 * through the address, and the plan reads back. Only these four, each checked; anything else is dropped, so a
 * link never fills in a value the plan would refuse. Amounts travel as pounds ("1250.00"), kept in whole pence.
 */

/** The plan's address (its page record, when it lands, should take it from here or the other way round). */
export const CLAIM_PLAN_PATH = '/tools/claim-plan';
export const PLAN_PREFILL_PARAMS = { amount: 'amount', dueDate: 'due', claimant: 'claimant', debtor: 'debtor' } as const;
/**
 * The answers model's kinds (lib/claim-plan/answers.ts), repeated here so that the calculator's bundle does not
 * carry zod for a link; a test holds them equal.
 */
export const CLAIMANT_PREFILL_KINDS = ['individual', 'business'] as const;
export const DEBTOR_PREFILL_KINDS = ['individual', 'sole-trader', 'organisation'] as const;

export type ClaimantKind = (typeof CLAIMANT_PREFILL_KINDS)[number];
export type DebtorKind = (typeof DEBTOR_PREFILL_KINDS)[number];
export type PlanPrefill = { amountPence?: number; dueDate?: string; claimant?: ClaimantKind; debtor?: DebtorKind };

const MAX_PENCE = MAX_AMOUNT * 100;

const isPence = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PENCE;
const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T => typeof value === 'string' && (choices as readonly string[]).includes(value);

/** Whole pence as pounds with two decimals ("1250.00"), in integer arithmetic. */
export function penceToPounds(pence: number): string {
  return `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/**
 * Pounds as typed in a link ("1250", "1250.5", "1250.50": up to 8 digits and 2 decimals, the generator's prefill
 * rule) as whole pence; null for anything else (a sign, a comma, a third decimal, an exponent, zero).
 */
export function poundsToPence(text: string): number | null {
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return pence >= 1 ? pence : null;
}

/** The address of "Plan my claim" with these answers filled in: only those given and valid, in a fixed order. */
export function planPrefillHref(values: PlanPrefill): string {
  const params = new URLSearchParams();
  if (isPence(values.amountPence)) params.set(PLAN_PREFILL_PARAMS.amount, penceToPounds(values.amountPence));
  if (isIsoDate(values.dueDate)) params.set(PLAN_PREFILL_PARAMS.dueDate, values.dueDate);
  if (isOneOf(CLAIMANT_PREFILL_KINDS, values.claimant)) params.set(PLAN_PREFILL_PARAMS.claimant, values.claimant);
  if (isOneOf(DEBTOR_PREFILL_KINDS, values.debtor)) params.set(PLAN_PREFILL_PARAMS.debtor, values.debtor);
  const query = params.toString();
  return query ? `${CLAIM_PLAN_PATH}?${query}` : CLAIM_PLAN_PATH;
}

/** The answers a "Plan my claim" address carries; anything missing, repeated oddly or invalid is left out. */
export function parsePlanPrefill(params: URLSearchParams): PlanPrefill {
  const prefill: PlanPrefill = {};
  const amount = params.get(PLAN_PREFILL_PARAMS.amount)?.trim();
  const pence = amount ? poundsToPence(amount) : null;
  if (pence !== null && pence <= MAX_PENCE) prefill.amountPence = pence;
  const dueDate = params.get(PLAN_PREFILL_PARAMS.dueDate)?.trim();
  if (isIsoDate(dueDate)) prefill.dueDate = dueDate;
  const claimant = params.get(PLAN_PREFILL_PARAMS.claimant);
  if (isOneOf(CLAIMANT_PREFILL_KINDS, claimant)) prefill.claimant = claimant;
  const debtor = params.get(PLAN_PREFILL_PARAMS.debtor);
  if (isOneOf(DEBTOR_PREFILL_KINDS, debtor)) prefill.debtor = debtor;
  return prefill;
}
