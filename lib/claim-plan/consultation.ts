import { consultationDraftWith } from '@/lib/consultation-prefill';
import type { ConsultationValues } from '@/lib/validation/consultation-fields';
import { parsePounds } from '@/lib/numbers';
import type { PlanFormValues } from './form';
import type { ClaimPlan, DefendPlan } from './plan';
import { planSummary } from './summary';

export { claimValueBand } from '@/lib/consultation-prefill';

/**
 * What "Ask us to look at this plan" puts in the consultation form (lib/consultation-prefill.ts): the plan's summary
 * as the case description, and for a debt the case type and the claim value band.
 */
export function consultationPrefill(plan: ClaimPlan | DefendPlan, values: PlanFormValues, kept: Partial<Record<string, string>> = {}): Partial<ConsultationValues> {
  const summary = planSummary(plan, values);
  if (plan.path === 'defend') return consultationDraftWith(summary, kept);
  return consultationDraftWith(summary, kept, { caseType: 'unpaid-invoice', pounds: parsePounds(values.amount) });
}
