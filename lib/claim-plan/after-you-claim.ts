import { addDays } from 'date-fns';
import { PLAN_LINKS } from '@/content/claim-plan/wording';
import type { ClaimAnswers } from './answers';
import { claimFormServedFor, fromIso, ifCovered, periodAfter, thisOrNextWorkingDay } from './dates';
import type { Claiming } from './claiming';
import { item, type HearingCentre, type PlanDate, type PlanItem, type PlanStep } from './types';

/**
 * Issue 28, step 4: after the claim is issued. The court serves the claim form (taken as posted on the day of
 * issue: CPR 6.14, second business day); the defendant has 14 days from service to reply, or 28 with an
 * acknowledgment of service (CPR 2.8 counted by the deadline calculator, CPR 2.8(5) included); then default
 * judgment. If defended: the directions questionnaire, free mediation, the hearing fee (small claims only) and the
 * hearing centre. The centre is the court finder's answer (issue 27) for the right postcode: the debtor's when an
 * individual or sole trader defends a claim for a fixed sum, otherwise the claimant's. The page passes it in.
 */

export type AfterYouClaim = PlanStep<'after-you-claim'> & {
  served: PlanDate | null;
  replyDue: PlanDate | null;
  defenceDueAfterAcknowledgment: PlanDate | null;
  /** Which postcode the court finder should be asked about, and its answer once the page has it. */
  hearingCentre: { whose: 'debtor' | 'claimant'; postcode: string | null; centre: HearingCentre | null };
};

/** Whose postcode decides the hearing centre of a defended fixed-sum claim (FACTS.md §10). */
export const hearingCentreParty = (answers: Pick<ClaimAnswers, 'debtor'>): 'debtor' | 'claimant' => (answers.debtor === 'organisation' ? 'claimant' : 'debtor');

export function afterYouClaim(answers: ClaimAnswers, claim: Pick<Claiming, 'issueDate' | 'money' | 'route'>, hearingCentre: HearingCentre | null = null): AfterYouClaim {
  const unavailable = { dateUnavailable: 'beyond-bank-holiday-data' as const };
  const issue = claim.issueDate ? fromIso(claim.issueDate.iso) : null;
  // Issue 37 (FACTS.md §12): the dates for the route the plan names. Money Claim Online's claim form is served 5 days
  // after issue; Online Civil Money Claims gives its own dates in the court's notice, so the paper rule's dates are
  // shown as a paper claim's only. Above Money Claim Online's limit a claim is on paper, and the dates are its own.
  const mcol = claim.route === 'money-claim-online';
  const only = claim.route === 'paper' ? {} : { only: mcol ? ('money-claim-online' as const) : ('paper-claim' as const) };
  const served = issue ? claimFormServedFor(mcol ? 'money-claim-online' : 'posted', issue) : null;
  const servedDay = served ? fromIso(served.iso) : null;
  const replyDue = servedDay ? ifCovered(() => periodAfter(servedDay, 14)) : null;
  const defenceDue = servedDay ? ifCovered(() => periodAfter(servedDay, 28)) : null;
  const judgmentFrom = replyDue ? ifCovered(() => thisOrNextWorkingDay(addDays(fromIso(replyDue.iso), 1))) : null;
  const dated = (date: PlanDate | null) => ({ date, ...(date ? {} : unavailable), ...only });

  const whose = hearingCentreParty(answers);
  const postcode = (whose === 'debtor' ? answers.debtorPostcode : answers.claimantPostcode) ?? null;
  const money = claim.money;

  // Over £10,000 the claim is not a small claim: no N180 (the small claims questionnaire), no Small Claims
  // Mediation Service, and no small claims hearing fee.
  const small = money?.smallClaim ?? true;
  const items: PlanItem[] = [
    item('claim-served', { ...dated(served), rule: mcol ? 'moneyClaimOnlineService' : 'claimFormService' }),
    item('reply-due', { ...dated(replyDue), rule: 'reply14', forms: ['N9'] }),
    item('defence-due-after-acknowledgment', { ...dated(defenceDue), rule: 'reply28' }),
    item('default-judgment', { ...dated(judgmentFrom), rule: 'defaultJudgment', forms: ['N225'] }),
    item('directions-questionnaire', { rule: 'directionsQuestionnaire', forms: small ? ['N180'] : [], action: { key: 'court-forms', href: PLAN_LINKS.courtForms } }),
    ...(small ? [item('mediation', { rule: 'mediation', costPence: 0 })] : []),
    small
      ? item('hearing-fee', { costPence: money?.hearingFeePence ?? null, rule: 'hearingFee', forms: ['EX50'] })
      : item('hearing-fee-fast-track', { tone: 'warning', rule: 'fastTrackHearingFee', forms: ['EX50'] }),
    // Issue 56: the documents for a small claims hearing, after the questionnaire, mediation and the hearing fee.
    ...(small ? [item('hearing-documents', { rule: 'documentsBeforeHearing', action: { key: 'hearing-bundle', href: PLAN_LINKS.hearingBundle } })] : []),
    item('hearing-centre', { rule: 'hearingCentre', action: hearingCentre ? { key: 'court-page', href: hearingCentre.href } : null }),
  ];
  return {
    id: 'after-you-claim',
    items,
    served,
    replyDue,
    defenceDueAfterAcknowledgment: defenceDue,
    hearingCentre: { whose, postcode, centre: hearingCentre },
  };
}
