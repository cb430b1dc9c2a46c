import { GET_PAID_STEPS, getPaidErrors as errorsText, getPaidQuestions as q } from '@/content/get-paid/questions';
import { dateProblem, isIsoDate } from '@/lib/date-input';
import { parsePounds } from '@/lib/numbers';
import { GET_PAID_AMOUNT_PARAM } from './link';
import { ASSETS, DEBTORS, type Asset } from './kinds';
import type { GetPaidAnswers, PaymentTerms } from './rules';

/**
 * Issue 55: the planner's answers as the visitor types them (text), checked step by step, and turned into the rules'
 * answers. Plain functions, as the Help with Fees check's are (lib/tools/help-with-fees-form.ts). The ticked assets
 * are kept as one string, joined by commas, so every answer is text (the tab's draft keeps text only).
 */

export type GetPaidStep = (typeof GET_PAID_STEPS)[number];
export const getPaidFields = ['judgment', 'costs', 'judgmentDate', 'terms', 'dueDate', 'instalments', 'paid', 'debtor', 'assets', 'credit', 'stops'] as const;
export type GetPaidField = (typeof getPaidFields)[number];
/** The answers as typed and chosen: text, and the ticked assets as a list (a group of checkboxes, issue 52's form state). */
export type GetPaidValues = Record<Exclude<GetPaidField, 'assets'>, string> & { assets: readonly string[] };
export type GetPaidErrors = Partial<Record<GetPaidField, string>>;

export const emptyGetPaidForm: GetPaidValues = { ...(Object.fromEntries(getPaidFields.map((f) => [f, ''])) as Record<GetPaidField, string>), assets: [] };

export const GET_PAID_STEP_FIELDS: Record<GetPaidStep, readonly GetPaidField[]> = {
  amount: ['judgment', 'costs'],
  judgmentDate: ['judgmentDate'],
  terms: ['terms', 'dueDate', 'instalments'],
  paid: ['paid'],
  debtor: ['debtor'],
  assets: ['assets'],
  credit: ['credit'],
  stops: ['stops'],
};

const values = (choices: readonly { value: string }[]) => choices.map((c) => c.value);
const CHOICES: Partial<Record<GetPaidField, readonly string[]>> = {
  terms: values(q.terms.choices),
  instalments: values(q.terms.instalmentChoices),
  debtor: DEBTORS,
  credit: values(q.credit.choices),
  stops: values(q.stops.choices),
};

/** The ticked assets, in the order offered, each once; 'none' stands for "I do not know any of these". */
export const assetList = (ticked: readonly string[]): string[] => values(q.assets.choices).filter((v) => ticked.includes(v));

const DRAFT_TEXT_MAX = 200;

/** The answers as the tab's draft keeps them (text only: the assets joined by commas). */
export function getPaidDraftOf(v: GetPaidValues): Record<string, string> {
  return { ...(v as Record<string, string | readonly string[]>), assets: assetList(v.assets).join(',') } as Record<string, string>;
}

/** A stored draft read back: only the planner's fields, each text of a sane length, and only real assets. */
export function parseGetPaidDraft(raw: unknown): Partial<GetPaidValues> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: Partial<Record<GetPaidField, string | readonly string[]>> = {};
  for (const field of getPaidFields) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value !== 'string' || value.length > DRAFT_TEXT_MAX) continue;
    out[field] = field === 'assets' ? assetList(value.split(',')) : value;
  }
  return out as Partial<GetPaidValues>;
}

/** The steps asked for these answers: a company's debt is never regulated consumer credit, so that step is skipped. */
export function getPaidSteps(v: GetPaidValues): GetPaidStep[] {
  return GET_PAID_STEPS.filter((step) => !(step === 'credit' && v.debtor === 'company'));
}

/** The errors on one step's fields ({} when it is answered), on `todayIso`. */
export function checkGetPaidStep(step: GetPaidStep, v: GetPaidValues, todayIso: string): GetPaidErrors {
  const errors: GetPaidErrors = {};
  const choice = (field: Exclude<GetPaidField, 'assets'>, message: string) => {
    if (!CHOICES[field]!.includes(v[field])) errors[field] = message;
  };
  switch (step) {
    case 'amount': {
      const judgment = parsePounds(v.judgment);
      if (judgment === null) errors.judgment = errorsText.judgment;
      else if (judgment === 0) errors.judgment = errorsText.judgmentZero;
      if (parsePounds(v.costs) === null) errors.costs = errorsText.costs;
      break;
    }
    case 'judgmentDate': {
      const problem = dateProblem(v.judgmentDate, 'The date of the judgment', errorsText.judgmentDate);
      if (problem) errors.judgmentDate = problem.message;
      else if (v.judgmentDate > todayIso) errors.judgmentDate = errorsText.judgmentDateFuture;
      break;
    }
    case 'terms':
      choice('terms', errorsText.terms);
      if (v.terms === 'by-date') {
        const problem = dateProblem(v.dueDate, 'The date they had to pay by', errorsText.dueDate);
        if (problem) errors.dueDate = problem.message;
        else if (isIsoDate(v.judgmentDate) && v.dueDate < v.judgmentDate) errors.dueDate = errorsText.dueBeforeJudgment;
      }
      if (v.terms === 'instalments') choice('instalments', errorsText.instalments);
      break;
    case 'paid':
      if (parsePounds(v.paid) === null) errors.paid = errorsText.paid;
      break;
    case 'debtor':
      choice('debtor', errorsText.debtor);
      break;
    case 'assets': {
      const ticked = assetList(v.assets);
      if (ticked.length === 0 || ticked.length < new Set(v.assets).size) errors.assets = errorsText.assets;
      else if (ticked.includes('none') && ticked.length > 1) errors.assets = errorsText.assetsNoneAndSome;
      break;
    }
    case 'credit':
      choice('credit', errorsText.credit);
      break;
    case 'stops':
      choice('stops', errorsText.stops);
      break;
  }
  return errors;
}

/** The first step still to answer, or null when every step asked is answered. */
export function firstUnansweredStep(v: GetPaidValues, todayIso: string): GetPaidStep | null {
  return getPaidSteps(v).find((step) => Object.keys(checkGetPaidStep(step, v, todayIso)).length > 0) ?? null;
}

const pence = (raw: string) => Math.round(parsePounds(raw)! * 100);

/** The rules' answers, or null while a step asked is unanswered. */
export function getPaidAnswersFrom(v: GetPaidValues, todayIso: string): GetPaidAnswers | null {
  if (firstUnansweredStep(v, todayIso) !== null) return null;
  const terms: PaymentTerms =
    v.terms === 'by-date' ? { kind: 'by-date', dueIso: v.dueDate } : v.terms === 'instalments' ? { kind: 'instalments', paying: v.instalments as 'on-time' | 'behind' } : { kind: 'not-stated' };
  return {
    judgmentPence: pence(v.judgment),
    costsPence: pence(v.costs),
    paidPence: pence(v.paid),
    judgmentIso: v.judgmentDate,
    terms,
    debtor: v.debtor as GetPaidAnswers['debtor'],
    assets: assetList(v.assets).filter((a): a is Asset => (ASSETS as readonly string[]).includes(a)),
    regulatedCredit: v.debtor === 'company' ? 'no' : (v.credit as GetPaidAnswers['regulatedCredit']),
    stops: v.stops as GetPaidAnswers['stops'],
  };
}

export { GET_PAID_AMOUNT_PARAM, getPaidHref } from './link';

/** The answers a link carries: the judgment's amount, or {} when it carries none that can be used. */
export function parseGetPaidPrefill(params: URLSearchParams): Partial<GetPaidValues> {
  const raw = params.get(GET_PAID_AMOUNT_PARAM);
  const value = raw === null ? null : parsePounds(raw);
  return value ? { judgment: raw!.trim() } : {};
}
