import { ATTACHMENT_OF_EARNINGS_MIN } from '@/content/claim-plan/constants';
import { goodsCourt } from '@/lib/get-paid/goods-court';
import { getPaidHref } from '@/lib/get-paid/link';
import { PLAN_LINKS } from '@/content/claim-plan/wording';
import type { PlanFormCode } from '@/content/claim-plan/forms';
import type { ClaimAnswers } from './answers';
import { item, type PlanItem, type PlanStep } from './types';

/**
 * Issue 28, step 5: getting paid. The enforcement methods that fit what is known about the debtor (FACTS.md §8 and
 * §10), each with its form: wages (attachment of earnings, N337: an employed individual, at least £50 owed), a home
 * (charging order, N379), a trading business or goods (a County Court warrant of control, N323, or a High Court writ
 * after transfer on N293A, by the judgment's size), a bank account (third party debt order, N349). When nothing is
 * known, the order to obtain information (N316, N316A for a company's officer) and the honest warning that a
 * judgment you cannot enforce costs fees. Enforcement fees are not stated: FACTS.md could not confirm them, so the
 * rule sends the visitor to EX50.
 */

export type EnforcementMethod = 'attachment-of-earnings' | 'charging-order' | 'warrant-of-control' | 'warrant-or-writ' | 'writ-of-control' | 'third-party-debt-order' | 'order-to-obtain-information';

export type GettingPaid = PlanStep<'getting-paid'> & { methods: EnforcementMethod[]; nothingKnown: boolean };

/** Goods: which court, by the judgment in pounds (High Court and County Courts Jurisdiction Order 1991 art. 8). */
export function goodsMethod(judgment: number): 'warrant-of-control' | 'warrant-or-writ' | 'writ-of-control' {
  if (!Number.isFinite(judgment) || judgment < 0) throw new RangeError(`Not a judgment: ${judgment}`);
  // The one rule, with the "Get paid" planner (issue 55): before a claim, the debt is not known to be regulated credit.
  const court = goodsCourt(Math.round(judgment * 100), false);
  return court === 'high' ? 'writ-of-control' : court === 'either' ? 'warrant-or-writ' : 'warrant-of-control';
}

const GOODS_FORMS: Record<ReturnType<typeof goodsMethod>, PlanFormCode[]> = {
  'warrant-of-control': ['N323'],
  'warrant-or-writ': ['N323', 'N293A'],
  'writ-of-control': ['N293A'],
};

/**
 * The methods that fit, in the order the plan lists them. `judgmentPence` is what the judgment is expected to be
 * (the claim value and the issue fee); the goods rule turns on it.
 */
export function gettingPaid(answers: Pick<ClaimAnswers, 'debtor' | 'means'>, judgmentPence: number): GettingPaid {
  if (!Number.isSafeInteger(judgmentPence) || judgmentPence < 0) throw new RangeError(`Not an amount in pence: ${judgmentPence}`);
  const means = new Set(answers.means);
  const person = answers.debtor !== 'organisation';
  const methods: EnforcementMethod[] = [];
  if (means.has('employed') && person && judgmentPence >= ATTACHMENT_OF_EARNINGS_MIN * 100) methods.push('attachment-of-earnings');
  if (means.has('bank-account')) methods.push('third-party-debt-order');
  if (means.has('trading')) methods.push(goodsMethod(judgmentPence / 100));
  if (means.has('home-owner')) methods.push('charging-order');
  const nothingKnown = methods.length === 0;
  // Questioning the debtor under oath is how to find out what they have.
  if (nothingKnown) methods.push('order-to-obtain-information');

  const forms = (method: EnforcementMethod): PlanFormCode[] => {
    switch (method) {
      case 'attachment-of-earnings':
        return ['N337'];
      case 'third-party-debt-order':
        return ['N349'];
      case 'charging-order':
        return ['N379'];
      case 'order-to-obtain-information':
        return [person ? 'N316' : 'N316A'];
      default:
        return GOODS_FORMS[method];
    }
  };
  const enforce = { key: 'enforce-a-judgment' as const, href: PLAN_LINKS.enforceAJudgment };
  const items: PlanItem[] = [];
  if (nothingKnown) items.push(item('nothing-known-warning', { tone: 'warning', rule: 'enforcement' }));
  for (const method of methods) {
    const goods = method === 'warrant-of-control' || method === 'warrant-or-writ' || method === 'writ-of-control';
    items.push(item(method, { rule: goods ? 'goodsEnforcement' : 'enforcement', forms: forms(method), action: enforce }));
  }
  items.push(item('register-of-judgments', { rule: 'register', action: { key: 'ccj-guide', href: PLAN_LINKS.ccjGuide } }));
  // Issue 55: the Get paid planner, opened with the judgment the plan expects.
  items.push(item('get-paid-planner', { rule: 'enforcement', action: { key: 'get-paid', href: getPaidHref(PLAN_LINKS.getPaid, judgmentPence / 100) } }));
  return { id: 'getting-paid', items, methods, nothingKnown };
}
