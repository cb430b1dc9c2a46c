import { addDays } from 'date-fns';
import { PLAN_LINKS } from '@/content/claim-plan/wording';
import type { PlanFormCode } from '@/content/claim-plan/forms';
import type { DefendAnswers } from './answers';
import { claimFormServedFor, fromIso, givenDate, ifCovered, periodAfter, thisOrNextWorkingDay } from './dates';
import { item, type PlanDate, type PlanItem, type PlanStep } from './types';

/**
 * Issue 28: the defending path, for someone who has received a claim. Deadlines run from the day the claim counts
 * as served (a claim form posted by the court: CPR 6.14, the second business day after posting): 14 days to
 * acknowledge service, admit or file a defence; 28 days for the defence with an acknowledgment (CPR 10.3, 14, 15.4;
 * counted by the deadline calculator, so a last day on a closed day moves to the next open day, CPR 2.8(5)). The
 * forms from the N9 response pack: N9A/N9B for a fixed sum, N9C/N9D otherwise; a counterclaim goes on the defence
 * form, with the defence. Then what a CCJ means and how to avoid one, the questionnaire and mediation.
 */

export type Defending = PlanStep<'defending'> & {
  served: PlanDate | null;
  /** The last day to acknowledge service, admit or defend (14 days). */
  replyDue: PlanDate | null;
  /** The last day for the defence with an acknowledgment of service filed in time (28 days). */
  defenceDueAfterAcknowledgment: PlanDate | null;
};

export function defending(answers: DefendAnswers, todayIso: string): Defending {
  const today = fromIso(todayIso);
  const given = fromIso(answers.served.date);
  if (given > today) throw new RangeError('The claim cannot be served after today');
  const unavailable = { dateUnavailable: 'beyond-bank-holiday-data' as const };
  const dated = (date: PlanDate | null) => ({ date, ...(date ? {} : unavailable) });

  // Issue 37 (FACTS.md 12): a Money Claim Online claim form counts as served 5 days after its issue date, whatever the
  // day; a paper one posted by the court, on the second business day after posting (CPR 6.14). FACTS.md §14: the
  // Business Centre's bulk claim forms count like Money Claim Online's, and a defendant who chose "posted" for one is
  // never given a later day than the 5-day rule would give: the earlier of the two is the safe one.
  const fiveDays = claimFormServedFor('money-claim-online', given)!;
  const posted = answers.served.how === 'claim-form-posted' ? claimFormServedFor('posted', given) : null;
  const fiveDaysEarlier = posted !== null && fiveDays.iso < posted.iso;
  const served =
    answers.served.how === 'claim-form-posted'
      ? fiveDaysEarlier
        ? fiveDays
        : posted
      : answers.served.how === 'money-claim-online'
        ? fiveDays
        : givenDate(given);
  const servedDay = served ? fromIso(served.iso) : null;
  const replyDue = servedDay ? ifCovered(() => periodAfter(servedDay, 14)) : null;
  const defenceDue = servedDay ? ifCovered(() => periodAfter(servedDay, 28)) : null;
  const judgmentFrom = replyDue ? ifCovered(() => thisOrNextWorkingDay(addDays(fromIso(replyDue.iso), 1))) : null;

  const specified = answers.claimFor === 'specified';
  const admission: PlanFormCode = specified ? 'N9A' : 'N9C';
  const defenceForm: PlanFormCode = specified ? 'N9B' : 'N9D';
  const forms = { key: 'court-forms' as const, href: PLAN_LINKS.courtForms };

  const serviceRule = { 'claim-form-posted': 'claimFormService', 'money-claim-online': 'moneyClaimOnlineService' } as const;
  const items: PlanItem[] = [item('defend-served', { ...dated(served), rule: answers.served.how in serviceRule ? serviceRule[answers.served.how as keyof typeof serviceRule] : null })];
  if (fiveDaysEarlier) items.push(item('defend-served-earlier', { tone: 'warning', rule: 'moneyClaimOnlineService' }));
  if (answers.served.how === 'online') items.push(item('defend-online-notice', { tone: 'warning', rule: 'claimFormService' }));

  if (answers.response === 'admit-all') {
    items.push(item('defend-admit', { ...dated(replyDue), rule: 'admission', forms: [admission], action: forms }));
  } else {
    if (answers.response === 'dispute-part') items.push(item('defend-part-admit', { ...dated(replyDue), rule: 'admission', forms: [admission, defenceForm], action: forms }));
    items.push(item('defend-acknowledge', { ...dated(replyDue), rule: 'reply14', forms: ['N9'], action: forms }));
    items.push(item('defend-defence', { ...dated(replyDue), rule: 'reply14', forms: [defenceForm], action: forms }));
    items.push(item('defend-defence-after-acknowledgment', { ...dated(defenceDue), rule: 'reply28', forms: [defenceForm], action: forms }));
  }
  if (answers.counterclaim) {
    items.push(item('defend-counterclaim', { ...dated(replyDue), rule: 'counterclaim', forms: [defenceForm, 'EX50'] }));
  }
  items.push(item('defend-default-judgment', { tone: 'warning', ...dated(judgmentFrom), rule: 'defaultJudgment' }));
  items.push(item('defend-ccj', { rule: 'register', action: { key: 'ccj-guide', href: PLAN_LINKS.ccjGuide } }));
  if (answers.response !== 'admit-all') {
    items.push(item('defend-directions-questionnaire', { rule: 'directionsQuestionnaire', forms: ['N180'] }));
    items.push(item('defend-mediation', { rule: 'mediation', costPence: 0 }));
    // Issue 56: the documents for the hearing, if it comes to one.
    items.push(item('defend-hearing-documents', { rule: 'documentsBeforeHearing', action: { key: 'hearing-bundle', href: PLAN_LINKS.hearingBundle } }));
  }
  return { id: 'defending', items, served, replyDue, defenceDueAfterAcknowledgment: defenceDue };
}
