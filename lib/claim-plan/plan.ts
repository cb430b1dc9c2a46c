import type { AnswersFile, ClaimAnswers } from './answers';
import { afterYouClaim, type AfterYouClaim } from './after-you-claim';
import { beforeYouClaim, type BeforeYouClaim } from './before-you-claim';
import { canYouClaim, type CanYouClaim } from './can-you-claim';
import { claiming, type Claiming } from './claiming';
import { fromIso } from './dates';
import { defending, type Defending } from './defending';
import { gettingPaid, type GettingPaid } from './getting-paid';
import type { HearingCentre, PlanItem, PlanStep } from './types';

/**
 * Issue 28: the whole plan from the answers, step by step. `todayIso` is the plan's date (the page passes the
 * visitor's local date, tests a fixed one): every rule is a pure function of the answers and that date.
 */

export type ClaimPlan = {
  path: 'claim';
  today: string;
  steps: [CanYouClaim, BeforeYouClaim, Claiming, AfterYouClaim, GettingPaid];
};
export type DefendPlan = { path: 'defend'; today: string; steps: [Defending] };

export function claimPlan(answers: ClaimAnswers, todayIso: string, hearingCentre: HearingCentre | null = null): ClaimPlan {
  fromIso(todayIso);
  const can = canYouClaim(answers, todayIso);
  const before = beforeYouClaim(answers, todayIso);
  const claim = claiming(answers, todayIso, { earliestIssue: before.earliestIssue, limitationLastDay: can.limitation.lastDay });
  const after = afterYouClaim(answers, claim, hearingCentre);
  const judgmentPence = claim.money ? claim.money.claimValuePence + claim.money.issueFeePence : answers.amountPence;
  const paid = gettingPaid(answers, judgmentPence);
  return { path: 'claim', today: todayIso, steps: [can, before, claim, after, paid] };
}

export function defendPlan(answers: NonNullable<AnswersFile['defend']>, todayIso: string): DefendPlan {
  return { path: 'defend', today: todayIso, steps: [defending(answers, todayIso)] };
}

/** Every item with a date, in date order (stable for equal dates), with its step: what the calendar file holds. */
export function datedItems(steps: readonly PlanStep[]): { step: PlanStep['id']; item: PlanItem & { date: NonNullable<PlanItem['date']> } }[] {
  return steps
    .flatMap((step) => step.items.flatMap((it) => (it.date ? [{ step: step.id, item: { ...it, date: it.date } }] : [])))
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.item.date.iso < b.entry.item.date.iso ? -1 : a.entry.item.date.iso > b.entry.item.date.iso ? 1 : a.index - b.index))
    .map(({ entry }) => entry);
}
