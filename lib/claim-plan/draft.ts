import { claimQuestions } from '@/content/claim-plan/questions';
import { emptyPlanForm, type PlanFormValues } from './form';

/**
 * Issue 28: the plan's answers as a draft kept in this tab (sessionStorage holds strings: the means are joined),
 * and read back. Storage is something any script on the page could have written, so only known fields are read,
 * only strings, each cut to a sane length, and only real choices for the means.
 */

const DRAFT_FIELD_MAX = 1_000;
const fields = Object.keys(emptyPlanForm) as (keyof PlanFormValues)[];
const meansChoices: readonly string[] = claimQuestions.means.choices.map((c) => c.value);

export function draftOf(values: PlanFormValues): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, field === 'means' ? values.means.join(',') : (values[field] as string)]));
}

export function valuesFromDraft(raw: Readonly<Record<string, unknown>>): Partial<PlanFormValues> {
  const values: Partial<Record<keyof PlanFormValues, string | string[]>> = {};
  for (const field of fields) {
    const value = raw[field];
    if (typeof value !== 'string') continue;
    values[field] = field === 'means' ? value.split(',').filter((m, i, all) => meansChoices.includes(m) && all.indexOf(m) === i) : value.slice(0, DRAFT_FIELD_MAX);
  }
  return values as Partial<PlanFormValues>;
}
