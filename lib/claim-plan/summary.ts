import { PLAN_ITEMS, PLAN_STEPS } from '@/content/claim-plan/wording';
import { formatIsoDate } from '@/lib/dates';
import { toPlainText } from '@/content/inline-markup';
import { formatMoney } from '@/lib/templates/calculations';
import { answerRows } from './answer-rows';
import type { PlanFormValues } from './form';
import type { ClaimPlan, DefendPlan } from './plan';

/**
 * Issue 28: the visitor's answers and plan in words: the check-your-answers rows, and the short summary "Ask us to
 * look at this plan" puts in the consultation form's description for the visitor to edit before sending.
 */

/**
 * The plan in a few lines of plain text for the consultation form: the answers, then each dated step. Text only
 * (the visitor's own words included as they typed them); the form shows it in a textarea to edit.
 */
export function planSummary(plan: ClaimPlan | DefendPlan, values: PlanFormValues): string {
  const lines = [`My plan from “Plan my claim”, worked out on ${formatIsoDate(plan.today)}.`, '', 'My answers:'];
  for (const row of answerRows(values, plan.today)) lines.push(`- ${row.label}: ${row.value}`);
  for (const step of plan.steps) {
    const dated = step.items.filter((it) => it.date || it.costPence !== null || it.tone !== 'info');
    if (dated.length === 0) continue;
    const title = PLAN_STEPS[step.id].title;
    lines.push('', /[?!.:]$/.test(title) ? title : `${title}:`);
    for (const it of dated) {
      const parts = [toPlainText(PLAN_ITEMS[it.key].title)];
      if (it.date) parts.push(formatIsoDate(it.date.iso));
      if (it.costPence !== null && it.costPence > 0) parts.push(formatMoney(it.costPence / 100));
      lines.push(`- ${parts.join(': ')}`);
    }
  }
  lines.push('', 'Please look at this plan with me.');
  return lines.join('\n');
}
