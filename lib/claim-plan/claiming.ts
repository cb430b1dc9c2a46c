import { calculatorPrefillFromPlan, claimCalculatorPrefillHref } from '@/lib/tools/claim-calculator-prefill';
import { MONEY_CLAIM_ONLINE_LIMIT, OCMC_LIMIT } from '@/content/claim-plan/constants';
import { PLAN_LINKS } from '@/content/claim-plan/wording';
import { claimCosts, referencePeriodFor, type ClaimCosts } from '@/lib/tools/claim-costs';
import { helpWithFeesHref } from '@/lib/tools/help-with-fees-form';
import type { ClaimAnswers } from './answers';
import { englandAndWales } from '@/lib/working-days';
import { fromIso, givenDate, ifCovered, thisOrNextWorkingDay } from './dates';
import { item, toPence, type PlanDate, type PlanItem, type PlanStep } from './types';

/**
 * Issue 28, step 3: claiming. The earliest day to issue (from the steps before a claim), the day the plan issues
 * on (the visitor's planned day if not earlier), how (Online Civil Money Claims up to £25,000 including interest,
 * Money Claim Online for a debt under £100,000, or form N1), and the claim calculator's own figures to that day: interest
 * (section 69, or Late Payment interest between businesses when the reference rate is known), the claim value and
 * the issue fee. Help with Fees for an individual claimant.
 */

export type ClaimRoute = 'online-civil-money-claims' | 'money-claim-online' | 'paper';

export type ClaimMoney = {
  interestKind: ClaimCosts['interest']['kind'];
  ratePercent: number;
  interestDays: number;
  debtPence: number;
  interestPence: number;
  compensationPence: number;
  /** What the claim form asks for: the debt, interest and any compensation. */
  claimValuePence: number;
  issueFeePence: number;
  /** The issue fee band, as the fee list names it. */
  issueFeeBand: string;
  smallClaim: boolean;
  /** The small claims hearing fee for this claim value, if it goes to a hearing; null when not a small claim. */
  hearingFeePence: number | null;
};

export type Claiming = PlanStep<'claiming'> & {
  /** The day the plan issues the claim (and works interest out to); null past the bank holiday data. */
  issueDate: PlanDate | null;
  route: ClaimRoute | null;
  money: ClaimMoney | null;
};

/**
 * How to claim, in pounds: Online Civil Money Claims for a claim of up to £25,000 counting interest (FACTS.md gives
 * no source for leaving it out, and Money Claim Online takes whatever it refuses), Money Claim Online for a debt of
 * less than £100,000 leaving out interest and costs (FACTS.md §12, PD 7E para 4), paper beyond.
 */
export function claimRoute(debt: number, claimValue = debt): ClaimRoute {
  if (!Number.isFinite(debt) || debt < 0 || !Number.isFinite(claimValue) || claimValue < debt) throw new RangeError(`Not a debt and claim value: ${debt}, ${claimValue}`);
  return claimValue <= OCMC_LIMIT ? 'online-civil-money-claims' : debt < MONEY_CLAIM_ONLINE_LIMIT ? 'money-claim-online' : 'paper';
}

/** The Late Payment reference rate to use: the one we hold for the period, else the visitor's; null when neither. */
function referenceRate(answers: ClaimAnswers): number | null {
  return referencePeriodFor(fromIso(answers.dueDate)).rate ?? answers.referenceRatePercent ?? null;
}

/** Whether Late Payment interest can be claimed: a business or sole trader owed by a sole trader or an organisation. */
const bothInBusiness = (answers: Pick<ClaimAnswers, 'claimant' | 'debtor'>) => answers.claimant === 'business' && answers.debtor !== 'individual';

/**
 * The claim calculator's figures, in pence, for the debt worked out to the issue day: with Late Payment interest when
 * the visitor chose it and its reference rate is known, else section 69 (the plan then says why: never silently).
 */
export function claimMoney(answers: ClaimAnswers, issueIso: string): ClaimMoney {
  return moneyWith(answers, issueIso, latePaymentRate(answers));
}

/**
 * The reference rate the plan claims Late Payment interest at: when the visitor chose it between businesses and the
 * rate is known; null means section 69 interest (the letter before action claims the same, issue 37).
 */
export function latePaymentRate(answers: ClaimAnswers): number | null {
  return answers.interest === 'late-payment' && bothInBusiness(answers) ? referenceRate(answers) : null;
}

/** The figures with Late Payment interest at `rate`, or with section 69 interest when `rate` is null. */
function moneyWith(answers: ClaimAnswers, issueIso: string, rate: number | null): ClaimMoney {
  const costs = claimCosts({
    amount: answers.amountPence / 100,
    dueDate: fromIso(answers.dueDate),
    toDate: fromIso(issueIso),
    interestKind: rate === null ? 'section-69' : 'late-payment',
    ...(rate === null ? {} : { referenceRatePercent: rate }),
    hearing: 'unknown',
  });
  return {
    interestKind: costs.interest.kind,
    ratePercent: costs.interest.ratePercent,
    interestDays: costs.interest.days,
    debtPence: answers.amountPence,
    interestPence: toPence(costs.interest.interest),
    compensationPence: toPence(costs.interest.compensation),
    claimValuePence: toPence(costs.claimValue),
    issueFeePence: toPence(costs.issueFee.fee),
    issueFeeBand: costs.issueFee.band,
    smallClaim: costs.smallClaim,
    hearingFeePence: costs.hearingFee ? toPence(costs.hearingFee.fee) : null,
  };
}

export function claiming(answers: ClaimAnswers, todayIso: string, before: { earliestIssue: PlanDate | null; limitationLastDay: string }): Claiming {
  const today = fromIso(todayIso);
  const items: PlanItem[] = [];
  const { earliestIssue } = before;
  const unavailable = { dateUnavailable: 'beyond-bank-holiday-data' as const };

  let issueDate: PlanDate | null = earliestIssue;
  if (earliestIssue && answers.plannedIssueDate && answers.plannedIssueDate > earliestIssue.iso) {
    issueDate = ifCovered(() => thisOrNextWorkingDay(fromIso(answers.plannedIssueDate!)));
  }
  // Whether the waits end after the time limit. Waits that run past the bank holidays held end after any last day the
  // data covers (FACTS.md §14: the stop must not depend on how far the data reaches).
  const lateForLimitation =
    before.limitationLastDay >= todayIso && (issueDate !== null ? issueDate.iso > before.limitationLastDay : before.limitationLastDay <= englandAndWales.to);
  if (lateForLimitation) {
    // Issue 37 (FACTS.md 12): the waits end after the time limit, so the plan issues now and never dates the issue
    // after the last day. The next day the court office is open, if that is still in time; else today, online (a claim
    // made online is brought when it is sent, whatever the day): "issue online now, before that day". On the last day
    // itself: today.
    const nextOpen = ifCovered(() => thisOrNextWorkingDay(today));
    issueDate = nextOpen !== null && nextOpen.iso <= before.limitationLastDay ? nextOpen : givenDate(today);
    const key = before.limitationLastDay === todayIso ? 'issue-today-limitation' : 'issue-before-limitation';
    items.push(item(key, { tone: 'stop', date: givenDate(fromIso(before.limitationLastDay)), rule: 'limitation' }));
  }
  // The earliest day the Protocol's waits allow: past the time limit it is no day to wait for, and says so.
  items.push(
    item('earliest-issue', {
      ...(lateForLimitation ? { tone: 'warning' as const } : {}),
      date: earliestIssue,
      ...(earliestIssue ? {} : unavailable),
      action: { key: 'claim-online', href: PLAN_LINKS.moneyClaim },
    }),
  );

  const money = issueDate ? claimMoney(answers, issueDate.iso) : null;
  const route = money ? claimRoute(answers.amountPence / 100, money.claimValuePence / 100) : null;
  const interestKey = money?.interestKind === 'late-payment' ? 'interest-late-payment' : 'interest-section-69';
  // The working a click away: the calculator opened with the plan's answers filled in, to the same issue date.
  const calculator = {
    key: 'claim-calculator' as const,
    href: claimCalculatorPrefillHref(calculatorPrefillFromPlan({ ...answers, ...(issueDate ? { plannedIssueDate: issueDate.iso } : {}) })),
  };
  items.push(
    item(interestKey, {
      date: issueDate,
      ...(issueDate ? {} : unavailable),
      costPence: money ? money.interestPence + money.compensationPence : null,
      rule: money?.interestKind === 'late-payment' ? 'latePayment' : 'section69',
      action: calculator,
    }),
  );
  items.push(
    item('issue-fee', { date: issueDate, ...(issueDate ? {} : unavailable), costPence: money?.issueFeePence ?? null, rule: 'issueFee', action: calculator, forms: ['EX50'] }),
  );
  if (route) {
    items.push(
      item(route === 'online-civil-money-claims' ? 'how-online' : route === 'money-claim-online' ? 'how-larger' : 'how-paper', {
        rule: 'onlineClaims',
        action: { key: 'claim-online', href: PLAN_LINKS.moneyClaim },
        forms: ['N1'],
      }),
    );
  }
  // Issue 37: between businesses, the other kind of interest beside the one chosen, with the claim value and the issue
  // fee it leads to (a different fee band is a warning); Late Payment chosen without a known rate says so.
  if (money && issueDate && bothInBusiness(answers)) {
    const rate = referenceRate(answers);
    if (answers.interest === 'late-payment' && rate === null) items.push(item('late-payment-rate-unknown', { tone: 'warning', rule: 'latePayment', action: calculator }));
    const other = money.interestKind === 'late-payment' ? moneyWith(answers, issueDate.iso, null) : rate === null ? null : moneyWith(answers, issueDate.iso, rate);
    if (other) {
      items.push(
        item(other.interestKind === 'late-payment' ? 'alternative-late-payment' : 'alternative-section-69', {
          tone: other.issueFeePence === money.issueFeePence ? 'info' : 'warning',
          costPence: other.interestPence + other.compensationPence,
          figures: { claimValuePence: other.claimValuePence, issueFeePence: other.issueFeePence },
          rule: other.interestKind === 'late-payment' ? 'latePayment' : 'section69',
          action: calculator,
        }),
      );
    } else if (answers.interest !== 'late-payment') {
      items.push(item('late-payment-alternative', { rule: 'latePayment', action: calculator }));
    }
  }
  // Help with Fees is open to individuals and sole traders (a business claimant may be one), never to a company. Issue
  // 41: the check opens with this claim's value, so it gives the likely result for its issue and hearing fees.
  const helpWithFeesCheck = helpWithFeesHref(PLAN_LINKS.helpWithFeesCheck, money ? money.claimValuePence / 100 : undefined, answers.amountPence / 100);
  items.push(item('help-with-fees', { rule: 'helpWithFees', action: { key: 'help-with-fees', href: helpWithFeesCheck }, forms: ['EX160'] }));
  return { id: 'claiming', items, issueDate, route, money };
}
