import { addDays, addYears } from 'date-fns';
import { ATTACHMENT_OF_EARNINGS_MIN } from '@/content/claim-plan/constants';
import { goodsCourt, type GoodsCourt } from './goods-court';
import { ASSETS, DEBTORS, type Asset, type Debtor } from './kinds';
import {
  DAYS_TO_PAY_A_JUDGMENT,
  ENFORCEMENT_FEES,
  JUDGMENT_INTEREST_FROM,
  JUDGMENT_INTEREST_RATE_PERCENT,
  PERMISSION_AFTER_YEARS,
  type EnforcementFee,
  type GetPaidRule,
} from '@/content/get-paid/figures';
import { fromIso, toIso } from '@/lib/iso-date';

/**
 * Issue 55, "Get paid": the rules of enforcing a County Court judgment for money, as pure functions (FACTS.md §15,
 * with §6, §8 and §10, and the texts named in content/get-paid/figures.ts). They return keys and figures (pence, ISO
 * dates), never words: the wording lives in content/get-paid/. Nothing here reads the clock: `today` is passed in.
 */

export { ASSETS, DEBTORS, type Asset, type Debtor } from './kinds';

export type PaymentTerms = { kind: 'by-date'; dueIso: string } | { kind: 'instalments'; paying: 'on-time' | 'behind' } | { kind: 'not-stated' };

export type GetPaidAnswers = {
  /** The judgment for the debt (with any interest to judgment), in pence. */
  judgmentPence: number;
  /** The costs the judgment awarded (court fees and fixed costs), in pence. */
  costsPence: number;
  /** What the debtor has paid since the judgment, in pence. */
  paidPence: number;
  judgmentIso: string;
  terms: PaymentTerms;
  debtor: Debtor;
  assets: readonly Asset[];
  /** A debt under an agreement regulated by the Consumer Credit Act 1974: 'unknown' is an answer. */
  regulatedCredit: 'yes' | 'no' | 'unknown';
  stops: 'breathing-space' | 'insolvency' | 'none' | 'unknown';
};

export { goodsCourt, type GoodsCourt } from './goods-court';

export type MethodId = 'order-to-obtain-information' | 'attachment-of-earnings' | 'third-party-debt-order' | 'charging-order' | 'warrant-of-control' | 'warrant-or-writ' | 'writ-of-control';
export type GetPaidForm = 'N316' | 'N316A' | 'N337' | 'N349' | 'N379' | 'N323' | 'N293A' | 'N244';

/** `open`: it fits what you know; `find-out`: it may fit, once you know more; `closed`: it cannot be used, for `reason`. */
export type MethodStatus = 'open' | 'find-out' | 'closed';
export type MethodReason =
  | 'fits'
  | 'first-find-out'
  | 'employment-unknown'
  | 'bank-unknown'
  | 'home-unknown'
  | 'goods-unknown'
  | 'no-wages'
  | 'under-aoe-minimum'
  | 'self-employed';

export type EnforcementMethod = {
  id: MethodId;
  status: MethodStatus;
  reason: MethodReason;
  rule: GetPaidRule | null;
  forms: readonly GetPaidForm[];
  /** The court fee to apply (not confirmed: shown with its date and source), and any High Court officers' fees. */
  fees: readonly EnforcementFee[];
  highCourtOfficers: boolean;
  /** A warrant or writ on a judgment six years old or more needs the court's permission first (CPR 83.2(3)(a)). */
  needsPermission: boolean;
};

/** Where the judgment stands: nothing to enforce yet, paused, stopped, or enforceable. */
export type PlanState = 'paid' | 'not-due' | 'instalments-on-time' | 'breathing-space' | 'insolvency' | 'enforceable';

export type GetPaidPlan = {
  state: PlanState;
  /** Judgment and costs, less what was paid: what is left, in pence (0 when paid or overpaid). */
  balancePence: number;
  totalPence: number;
  goodsCourt: GoodsCourt;
  /** Whether the answer on regulated credit was "I don't know" where it decides the court. */
  creditDecidesCourt: boolean;
  /** The date payment was due under the judgment (null for instalments: each has its own date). */
  dueIso: string | null;
  /** The last day a warrant or writ can be issued without permission (the sixth anniversary of the judgment). */
  permissionLastDayIso: string;
  permissionNeeded: boolean;
  interest: JudgmentInterest;
  /** In the order to try them: those that fit, then those to find out about, then those that cannot be used. */
  methods: EnforcementMethod[];
  /** Whether little is known, so finding out comes first. */
  findOutFirst: boolean;
};

export type JudgmentInterest =
  | { runs: false; reason: 'under-threshold' }
  | { runs: true; ratePercent: number; perDayPence: number; fromIso: string; limitedToSixYears: boolean };

const isIso = (iso: string) => toIso(fromIso(iso)) === iso;

function checkAnswers(a: GetPaidAnswers) {
  for (const [name, pence] of [
    ['judgment', a.judgmentPence],
    ['costs', a.costsPence],
    ['paid', a.paidPence],
  ] as const) {
    if (!Number.isSafeInteger(pence) || pence < 0) throw new RangeError(`Not an amount in pence for ${name}: ${pence}`);
  }
  if (a.judgmentPence === 0) throw new RangeError('A judgment of nothing');
  isIso(a.judgmentIso);
  if (a.terms.kind === 'by-date') isIso(a.terms.dueIso);
  if (!DEBTORS.includes(a.debtor)) throw new RangeError(`Not a debtor: ${String(a.debtor)}`);
  for (const asset of a.assets) if (!ASSETS.includes(asset)) throw new RangeError(`Not an asset: ${String(asset)}`);
}

/** The sixth anniversary of the judgment: the last day a warrant or writ needs no permission (CPR 83.2(3)(a)). */
export function permissionLastDay(judgmentIso: string): string {
  return toIso(addYears(fromIso(judgmentIso), PERMISSION_AFTER_YEARS));
}

/** Whether, on `todayIso`, six years or more have passed since the judgment, so a warrant or writ needs permission. */
export function needsPermission(judgmentIso: string, todayIso: string): boolean {
  return fromIso(todayIso) > fromIso(permissionLastDay(judgmentIso));
}

/** When payment was due: the date the judgment gave, or 14 days after it (CPR 40.11); null for instalments. */
export function dueDate(judgmentIso: string, terms: PaymentTerms): string | null {
  if (terms.kind === 'by-date') return terms.dueIso;
  if (terms.kind === 'not-stated') return toIso(addDays(fromIso(judgmentIso), DAYS_TO_PAY_A_JUDGMENT));
  return null;
}

/**
 * Judgment interest (County Courts (Interest on Judgment Debts) Order 1991): 8% a year simple on a judgment of £5,000
 * or more (the judgment with its costs), on what is left to pay. A debt between businesses under the Late Payment Act
 * can carry it at any amount: the plan says so beside a smaller judgment, as it cannot know the debt's kind.
 */
export function judgmentInterest(totalPence: number, balancePence: number, judgmentIso: string, todayIso: string): JudgmentInterest {
  if (totalPence < JUDGMENT_INTEREST_FROM * 100) return { runs: false, reason: 'under-threshold' };
  return {
    runs: true,
    ratePercent: JUDGMENT_INTEREST_RATE_PERCENT,
    perDayPence: Math.round((balancePence * JUDGMENT_INTEREST_RATE_PERCENT) / 100 / 365),
    fromIso: judgmentIso,
    limitedToSixYears: needsPermission(judgmentIso, todayIso),
  };
}

const GOODS_METHOD: Record<GoodsCourt, MethodId> = { county: 'warrant-of-control', either: 'warrant-or-writ', high: 'writ-of-control' };
const GOODS_FORMS: Record<GoodsCourt, readonly GetPaidForm[]> = { county: ['N323'], either: ['N323', 'N293A'], high: ['N293A'] };
const GOODS_FEES: Record<GoodsCourt, readonly EnforcementFee[]> = { county: ['warrantOfControl'], either: ['warrantOfControl', 'writOfControl'], high: ['writOfControl'] };

/** The enforcement methods for these answers, each with its status, in the order to try them. */
export function enforcementMethods(a: GetPaidAnswers, balancePence: number, court: GoodsCourt, permission: boolean): { methods: EnforcementMethod[]; findOutFirst: boolean } {
  const has = new Set(a.assets);
  const person = a.debtor === 'individual' || a.debtor === 'sole-trader';
  const method = (id: MethodId, status: MethodStatus, reason: MethodReason, rule: GetPaidRule | null, forms: readonly GetPaidForm[], fees: readonly EnforcementFee[], extra: Partial<EnforcementMethod> = {}): EnforcementMethod => ({
    id,
    status,
    reason,
    rule,
    forms,
    fees,
    highCourtOfficers: false,
    needsPermission: false,
    ...extra,
  });

  const wages = !person
    ? method('attachment-of-earnings', 'closed', 'no-wages', 'attachmentOfEarnings', ['N337'], ['attachmentOfEarnings'])
    : balancePence < ATTACHMENT_OF_EARNINGS_MIN * 100
      ? method('attachment-of-earnings', 'closed', 'under-aoe-minimum', 'attachmentOfEarnings', ['N337'], ['attachmentOfEarnings'])
      : has.has('employed')
        ? method('attachment-of-earnings', 'open', 'fits', 'attachmentOfEarnings', ['N337'], ['attachmentOfEarnings'])
        : method('attachment-of-earnings', 'find-out', a.debtor === 'sole-trader' ? 'self-employed' : 'employment-unknown', 'attachmentOfEarnings', ['N337'], ['attachmentOfEarnings']);
  const bank = method('third-party-debt-order', has.has('bank') ? 'open' : 'find-out', has.has('bank') ? 'fits' : 'bank-unknown', null, ['N349'], ['thirdPartyDebtOrder']);
  const goodsForms: readonly GetPaidForm[] = permission ? ['N244', ...GOODS_FORMS[court]] : GOODS_FORMS[court];
  const goods = method(GOODS_METHOD[court], has.has('goods') ? 'open' : 'find-out', has.has('goods') ? 'fits' : 'goods-unknown', 'goodsCourt', goodsForms, permission ? ['permission', ...GOODS_FEES[court]] : GOODS_FEES[court], {
    highCourtOfficers: court !== 'county',
    needsPermission: permission,
  });
  const home = method('charging-order', has.has('home') ? 'open' : 'find-out', has.has('home') ? 'fits' : 'home-unknown', null, ['N379'], ['chargingOrder']);

  const findOutFirst = ![wages, bank, goods, home].some((m) => m.status === 'open');
  const information = method('order-to-obtain-information', 'open', findOutFirst ? 'first-find-out' : 'fits', null, [a.debtor === 'company' ? 'N316A' : 'N316'], ['orderToObtainInformation']);
  const ranked = [wages, bank, goods, home];
  const methods = findOutFirst
    ? [information, ...ranked.filter((m) => m.status === 'find-out'), ...ranked.filter((m) => m.status === 'closed')]
    : [...ranked.filter((m) => m.status === 'open'), information, ...ranked.filter((m) => m.status === 'find-out'), ...ranked.filter((m) => m.status === 'closed')];
  return { methods, findOutFirst };
}

/** The plan for a judgment on `todayIso`. Throws a RangeError for answers that are not a judgment. */
export function getPaidPlan(a: GetPaidAnswers, todayIso: string): GetPaidPlan {
  checkAnswers(a);
  isIso(todayIso);
  const totalPence = a.judgmentPence + a.costsPence;
  const balancePence = Math.max(0, totalPence - a.paidPence);
  const regulated = a.regulatedCredit === 'yes' && a.debtor !== 'company';
  const court = goodsCourt(balancePence, regulated);
  const dueIso = dueDate(a.judgmentIso, a.terms);
  const permission = needsPermission(a.judgmentIso, todayIso);
  const { methods, findOutFirst } = enforcementMethods(a, balancePence, court, permission);

  let state: PlanState = 'enforceable';
  if (balancePence === 0) state = 'paid';
  else if (a.stops === 'insolvency') state = 'insolvency';
  else if (a.stops === 'breathing-space') state = 'breathing-space';
  else if (a.terms.kind === 'instalments' && a.terms.paying === 'on-time') state = 'instalments-on-time';
  else if (dueIso !== null && dueIso >= todayIso) state = 'not-due';

  return {
    state,
    balancePence,
    totalPence,
    goodsCourt: court,
    creditDecidesCourt: a.regulatedCredit === 'unknown' && a.debtor !== 'company' && court !== 'county',
    dueIso,
    permissionLastDayIso: permissionLastDay(a.judgmentIso),
    permissionNeeded: permission,
    interest: judgmentInterest(totalPence, balancePence, a.judgmentIso, todayIso),
    methods,
    findOutFirst,
  };
}

/** The court fee each form is sent with (none for N293A itself: the writ is sealed for its own fee once transferred). */
export const FORM_FEES: Readonly<Record<GetPaidForm, EnforcementFee>> = {
  N316: 'orderToObtainInformation',
  N316A: 'orderToObtainInformation',
  N337: 'attachmentOfEarnings',
  N349: 'thirdPartyDebtOrder',
  N379: 'chargingOrder',
  N323: 'warrantOfControl',
  N293A: 'writOfControl',
  N244: 'permission',
};

/** A form's fee, in pence (every fee here is unconfirmed: shown with its date and source). */
export const formFeePence = (form: GetPaidForm): number => ENFORCEMENT_FEES[FORM_FEES[form]].pence;
