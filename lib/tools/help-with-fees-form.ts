import { HWF_APPLICANTS, HWF_STEPS, hwfErrors, hwfLikelyFee } from '@/content/tools/help-with-fees';
import { formatPounds } from '@/lib/money';
import { parsePounds } from '@/lib/numbers';
import { hearingFeeFor, isSmallClaim, issueFeeFor } from '@/lib/tools/court-fees';
import { helpWithFees, type HwfAnswers, type HwfResult } from './help-with-fees';

/**
 * Issue 41: the Help with Fees check's answers as the visitor types them (text), checked step by step, and turned
 * into the rules' answers and the fees they are applied to. Plain functions, shared by the check and by the pages
 * that show a likely fee beside the full one (the claim calculator, Plan my claim).
 */

export type HwfStep = (typeof HWF_STEPS)[number];
export const hwfFields = ['applicant', 'couple', 'over66', 'youngChildren', 'olderChildren', 'savings', 'benefit', 'income', 'feeKind', 'claimValue', 'debtValue', 'fee'] as const;
export type HwfField = (typeof hwfFields)[number];
export type HwfFormValues = Record<HwfField, string>;
export type HwfFormErrors = Partial<Record<HwfField, string>>;

export const emptyHwfForm: HwfFormValues = Object.fromEntries(hwfFields.map((f) => [f, ''])) as HwfFormValues;

/** The fields each step asks. */
export const HWF_STEP_FIELDS: Record<HwfStep, readonly HwfField[]> = {
  applicant: ['applicant'],
  couple: ['couple'],
  over66: ['over66'],
  children: ['youngChildren', 'olderChildren'],
  savings: ['savings'],
  benefit: ['benefit'],
  income: ['income'],
  fee: ['feeKind', 'claimValue', 'debtValue', 'fee'],
};

const CHOICES: Partial<Record<HwfField, readonly string[]>> = {
  applicant: HWF_APPLICANTS,
  couple: ['single', 'couple'],
  over66: ['yes', 'no'],
  benefit: ['yes', 'no'],
  feeKind: ['claim', 'fee'],
};

/** The steps asked for these answers: a company's answer ends the check; a benefit makes income irrelevant. */
export function hwfSteps(values: HwfFormValues): HwfStep[] {
  if (values.applicant === 'company') return ['applicant'];
  return HWF_STEPS.filter((step) => !(step === 'income' && values.benefit === 'yes'));
}

const wholeCount = (raw: string): number | null => (/^\s*\d{1,2}\s*$/.test(raw) && Number(raw) <= 30 ? Number(raw) : null);
const pence = (pounds: number) => Math.round(pounds * 100);

/** The errors on one step's fields ({} when it is answered). */
export function checkHwfStep(step: HwfStep, values: HwfFormValues): HwfFormErrors {
  const errors: HwfFormErrors = {};
  const choice = (field: HwfField) => {
    if (!CHOICES[field]!.includes(values[field])) errors[field] = hwfErrors[field as keyof typeof hwfErrors];
  };
  const money = (field: 'savings' | 'income', allowZero = true) => {
    const value = parsePounds(values[field]);
    if (value === null || (!allowZero && value === 0)) errors[field] = hwfErrors[field];
  };
  switch (step) {
    case 'children':
      for (const field of ['youngChildren', 'olderChildren'] as const) {
        if (values[field].trim() === '') errors[field] = hwfErrors[field];
        else if (wholeCount(values[field]) === null) errors[field] = hwfErrors.children;
      }
      break;
    case 'savings':
    case 'income':
      money(step);
      break;
    case 'fee': {
      choice('feeKind');
      const field = values.feeKind === 'claim' ? 'claimValue' : values.feeKind === 'fee' ? 'fee' : null;
      if (field) {
        const value = parsePounds(values[field]);
        if (value === null) errors[field] = hwfErrors[field];
        else if (value === 0) errors[field] = field === 'fee' ? hwfErrors.feeZero : hwfErrors.claimValueZero;
      }
      if (field === 'claimValue' && values.debtValue.trim() !== '') {
        const debt = parsePounds(values.debtValue);
        const claim = parsePounds(values.claimValue);
        if (debt === null || debt === 0) errors.debtValue = hwfErrors.debtValue;
        else if (claim !== null && debt > claim) errors.debtValue = hwfErrors.debtOverClaim;
      }
      break;
    }
    default:
      choice(step);
  }
  return errors;
}

/** The first step still to answer, or null when every step asked is answered. */
export function firstUnansweredHwfStep(values: HwfFormValues): HwfStep | null {
  return hwfSteps(values).find((step) => Object.keys(checkHwfStep(step, values)).length > 0) ?? null;
}

/** The rules' answers, or null while a step asked is unanswered. */
export function hwfAnswersFrom(values: HwfFormValues): HwfAnswers | null {
  if (firstUnansweredHwfStep(values) !== null) return null;
  const company = values.applicant === 'company';
  return {
    applicant: values.applicant as HwfAnswers['applicant'],
    couple: values.couple === 'couple',
    over66: values.over66 === 'yes',
    youngChildren: company ? 0 : wholeCount(values.youngChildren)!,
    olderChildren: company ? 0 : wholeCount(values.olderChildren)!,
    savingsPence: company ? 0 : pence(parsePounds(values.savings)!),
    passportingBenefit: values.benefit === 'yes',
    incomePence: company || values.benefit === 'yes' ? 0 : pence(parsePounds(values.income)!),
  };
}

export type HwfFee = { id: 'issue' | 'hearing' | 'fee'; label: string; pence: number; working?: string };

/**
 * The fees the check is about: for a claim, its issue fee and (for a small claim) its hearing fee from the claim
 * calculator's table; otherwise the one fee entered. [] when the fee step is unanswered. The fees are banded on the
 * claim with its interest, but whether it is a small claim is the debt's alone (FACTS.md §9, §11): a £9,900 debt
 * claimed with £837.57 interest still has a small claims hearing fee. Without the debt, the claim stands for it.
 */
export function hwfFeesFrom(values: HwfFormValues): HwfFee[] {
  if (values.feeKind === 'fee') {
    const fee = parsePounds(values.fee);
    return fee ? [{ id: 'fee', label: 'The fee', pence: pence(fee) }] : [];
  }
  const claim = values.feeKind === 'claim' ? parsePounds(values.claimValue) : null;
  if (!claim) return [];
  const issue = issueFeeFor(claim);
  const fees: HwfFee[] = [{ id: 'issue', label: 'Issue fee', pence: pence(issue.fee), working: `claims of ${issue.band}` }];
  const debt = values.debtValue.trim() === '' ? null : parsePounds(values.debtValue);
  if (isSmallClaim(debt || claim)) {
    const hearing = hearingFeeFor(claim);
    fees.push({ id: 'hearing', label: 'Hearing fee', pence: pence(hearing.fee), working: `claims of ${hearing.band}` });
  }
  return fees;
}

/** The likely outcome for each fee, or null while the answers are incomplete. */
export function hwfOutcome(values: HwfFormValues): { answers: HwfAnswers; fees: { fee: HwfFee; result: HwfResult }[] } | null {
  const answers = hwfAnswersFrom(values);
  const fees = hwfFeesFrom(values);
  if (!answers || (answers.applicant !== 'company' && fees.length === 0)) return null;
  return { answers, fees: fees.map((fee) => ({ fee, result: helpWithFees(answers, fee.pence) })) };
}

/** A stored draft (sessionStorage or this device), keeping only known fields with text values. */
export function parseHwfDraft(raw: unknown): Partial<HwfFormValues> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: Partial<HwfFormValues> = {};
  for (const field of hwfFields) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length <= 40) out[field] = value;
  }
  return out;
}

/** The query parameters a link fills the fee step with: the claim's value in pounds, and the debt without interest. */
export const HWF_PREFILL_PARAM = 'claim';
export const HWF_DEBT_PARAM = 'debt';

/**
 * The check's link with a claim's value filled in (from the claim calculator and Plan my claim), and the debt alone
 * when interest makes the claim larger (it decides the small claims track, and so the hearing fee).
 */
export function helpWithFeesHref(path: string, claimValuePounds?: number, debtPounds?: number): string {
  if (claimValuePounds === undefined || !(claimValuePounds > 0)) return path;
  const debt = debtPounds !== undefined && debtPounds > 0 && debtPounds < claimValuePounds ? `&${HWF_DEBT_PARAM}=${debtPounds.toFixed(2)}` : '';
  return `${path}?${HWF_PREFILL_PARAM}=${claimValuePounds.toFixed(2)}${debt}`;
}

/** The fee step's answers a link carries (`?claim=3041.18&debt=2700.00`), or {} when it carries none that can be used. */
export function parseHwfPrefill(params: URLSearchParams): Partial<HwfFormValues> {
  const claim = params.get(HWF_PREFILL_PARAM);
  const value = claim === null ? null : parsePounds(claim);
  if (!value) return {};
  const debt = params.get(HWF_DEBT_PARAM);
  const debtValue = debt === null ? null : parsePounds(debt);
  // The debt replaces one the tab held, or clears it: it belongs to the claim the link carries.
  return { feeKind: 'claim', claimValue: claim!.trim(), debtValue: debtValue && debtValue <= value ? debt!.trim() : '' };
}

const money = (p: number) => formatPounds(p / 100);

/** The line the claim calculator and Plan my claim show beside a full fee, once the visitor has done the check. */
export function likelyFeeLine(result: HwfResult): string {
  switch (result.kind) {
    case 'no-fee':
      return hwfLikelyFee.noFee;
    case 'part':
      return hwfLikelyFee.part(money(result.paysPence));
    case 'whole-fee':
      return hwfLikelyFee.wholeFee;
    case 'capital-edge':
      return hwfLikelyFee.courtDecides;
    default:
      return hwfLikelyFee.noHelp;
  }
}
