import { differenceInCalendarDays } from 'date-fns';
import { BANKRUPTCY_AT_LEAST, LIMITATION_WARNING_DAYS, WINDING_UP_MORE_THAN } from '@/content/claim-plan/constants';
import { PLAN_LINKS } from '@/content/claim-plan/wording';
import { FAST_TRACK_UP_TO, INTERMEDIATE_TRACK_UP_TO } from '@/content/fees';
import { isSmallClaim } from '@/lib/tools/claim-costs';
import type { ClaimAnswers } from './answers';
import { knownClosedDay } from '@/lib/working-days';
import { fromIso, givenDate, planDate, sixYearsFrom } from './dates';
import { jurisdictionOf, type Jurisdiction } from './jurisdiction';
import { item, type PlanItem, type PlanStep } from './types';

/**
 * Issue 28, step 1: can you still claim? The time limit (6 years from the due date, the safe reading, counted by
 * the deadline calculator), the small claims limit (the debt alone, `isSmallClaim`), whether a statutory demand
 * could fit (never for a disputed debt; FACTS.md §4, §10), and whether both sides are in England and Wales.
 */

export type LimitationStatus = 'in-time' | 'soon' | 'passed';
export type StatutoryDemandFit = 'disputed' | 'below-threshold' | 'possible';

export type CanYouClaim = PlanStep<'can-you-claim'> & {
  limitation: {
    lastDay: string;
    status: LimitationStatus;
    daysLeft: number;
    /** The part payment or acknowledgment the six years now run from, when it restarted them. */
    restartedOn: string | null;
    /** One was given, but after the six years from the due date had passed: it revives nothing. */
    acknowledgedTooLate: boolean;
  };
  smallClaim: boolean;
  statutoryDemand: StatutoryDemandFit;
  /** The worst of the two postcodes' answers; null when neither was given. */
  jurisdiction: Jurisdiction | null;
  /** Whether the plan can go on: false when a postcode is outside England and Wales. */
  inScope: boolean;
};

/** Whether the debt is disputed: said so, or the reply to the letter disputed it. */
export const isDisputed = (answers: Pick<ClaimAnswers, 'disputed' | 'letter'>) => answers.disputed === true || (answers.letter.sent && answers.letter.reply === 'disputed');

/**
 * The time limit: six years from the due date or, when the visitor gave a part payment or signed acknowledgment made
 * before those six years ran out, six years from that (Limitation Act 1980 ss.29(5), 30; FACTS.md §12, §14). One made
 * after them does not revive the debt.
 */
export function limitationStatus(dueIso: string, todayIso: string, acknowledgedOn?: string): CanYouClaim['limitation'] {
  const original = sixYearsFrom(fromIso(dueIso));
  const restarted = acknowledgedOn !== undefined && acknowledgedOn <= original.iso;
  const lastDay = restarted ? sixYearsFrom(fromIso(acknowledgedOn)) : original;
  const daysLeft = differenceInCalendarDays(fromIso(lastDay.iso), fromIso(todayIso));
  const status: LimitationStatus = daysLeft < 0 ? 'passed' : daysLeft <= LIMITATION_WARNING_DAYS ? 'soon' : 'in-time';
  return { lastDay: lastDay.iso, status, daysLeft, restartedOn: restarted ? acknowledgedOn : null, acknowledgedTooLate: acknowledgedOn !== undefined && !restarted };
}

/** A statutory demand: never for a disputed debt; otherwise only at or above the petition thresholds. */
export function statutoryDemandFit(answers: Pick<ClaimAnswers, 'debtor' | 'amountPence' | 'disputed' | 'letter'>): StatutoryDemandFit {
  if (isDisputed(answers)) return 'disputed';
  const pounds = answers.amountPence / 100;
  const enough = answers.debtor === 'organisation' ? pounds > WINDING_UP_MORE_THAN : pounds >= BANKRUPTCY_AT_LEAST;
  return enough ? 'possible' : 'below-threshold';
}

const ORDER: readonly Jurisdiction[] = ['england-and-wales', 'check', 'scotland', 'northern-ireland', 'outside-uk-mainland'];

/** The two postcodes' answer: any outside England and Wales wins, then any to check. */
export function combinedJurisdiction(postcodes: readonly (string | undefined)[]): Jurisdiction | null {
  const found = postcodes.filter((p): p is string => p !== undefined).map(jurisdictionOf);
  if (found.length === 0) return null;
  return found.reduce((worst, j) => (ORDER.indexOf(j) > ORDER.indexOf(worst) ? j : worst));
}

export function canYouClaim(answers: ClaimAnswers, todayIso: string): CanYouClaim {
  const today = fromIso(todayIso);
  if (fromIso(answers.dueDate) > today) throw new RangeError('The money is not due yet');
  const limitation = limitationStatus(answers.dueDate, todayIso, answers.acknowledgedOn);
  const lastDay = planDate(fromIso(limitation.lastDay), 'years');
  const items: PlanItem[] = [];

  items.push(
    item(limitation.status === 'in-time' ? 'limitation-in-time' : limitation.status === 'soon' ? 'limitation-soon' : 'limitation-passed', {
      tone: limitation.status === 'in-time' ? 'info' : limitation.status === 'soon' ? 'warning' : 'stop',
      date: lastDay,
      rule: 'limitation',
      action: { key: 'deadline-calculator', href: PLAN_LINKS.deadlineCalculator },
    }),
  );

  // FACTS.md §14: the part payment or acknowledgment the visitor gave, and what it did.
  if (limitation.restartedOn) items.push(item('limitation-restarted', { date: givenDate(fromIso(limitation.restartedOn)), rule: 'limitation' }));
  if (limitation.acknowledgedTooLate) items.push(item('limitation-acknowledged-late', { tone: 'stop', rule: 'limitation' }));

  // FACTS.md §12, §14: never an issue after the last day; on a closed day (said while the day is near, issue 54), online
  // before it; on the last day itself, today.
  const closed = knownClosedDay(fromIso(lastDay.iso));
  if (limitation.daysLeft === 0) {
    items.push(item(closed ? 'limitation-closed-today' : 'limitation-today', { tone: 'stop', date: lastDay, rule: 'limitation' }));
  } else if (limitation.status === 'soon' && closed) {
    items.push(item('limitation-closed-day', { tone: 'warning', date: lastDay, rule: 'limitation' }));
  }

  const smallClaim = isSmallClaim(answers.amountPence / 100);
  // FACTS.md §14 (CPR 26.9): over £25,000 is the intermediate track, over £100,000 the multi-track, never "the fast track".
  const pounds = answers.amountPence / 100;
  const track = smallClaim ? 'small-claim' : pounds <= FAST_TRACK_UP_TO ? 'over-small-claims-limit' : pounds <= INTERMEDIATE_TRACK_UP_TO ? 'intermediate-track' : 'multi-track';
  items.push(item(track, { tone: smallClaim ? 'info' : 'warning', rule: smallClaim ? 'smallClaimsLimit' : 'overSmallClaimsLimit' }));

  const statutoryDemand = statutoryDemandFit(answers);
  items.push(
    item(`statutory-demand-${statutoryDemand}`, {
      tone: statutoryDemand === 'disputed' ? 'warning' : 'info',
      rule: 'statutoryDemand',
      forms: statutoryDemand === 'possible' ? [answers.debtor === 'organisation' ? 'SD1' : 'SD2'] : [],
      action: statutoryDemand === 'possible' ? { key: 'statutory-demand', href: PLAN_LINKS.statutoryDemands } : null,
    }),
  );

  const jurisdiction = combinedJurisdiction([answers.debtorPostcode, answers.claimantPostcode]);
  const inScope = jurisdiction === null || jurisdiction === 'england-and-wales' || jurisdiction === 'check';
  if (!inScope) items.unshift(item('outside-england-wales', { tone: 'stop', rule: 'jurisdiction' }));
  else if (jurisdiction === 'check') items.push(item('postcode-check', { tone: 'warning', rule: 'jurisdiction' }));

  return { id: 'can-you-claim', items, limitation, smallClaim, statutoryDemand, jurisdiction, inScope };
}
