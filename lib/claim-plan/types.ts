import type { PlanActionKey, PlanItemKey, PlanOnly, PlanRuleKey, PlanStepId } from '@/content/claim-plan/wording';
import type { PlanFormCode } from '@/content/claim-plan/forms';

/**
 * Issue 28: what every step of the claim plan returns. Structured data only: keys into the wording records
 * (content/claim-plan/wording.ts), ISO dates, pence, and links. The page renders it; nothing here is worded.
 */

/** A day passed over because the rule does not count it, or moves a deadline off it. */
export type SkippedDay = { date: string; kind: 'weekend' | 'bank-holiday'; name: string };

/**
 * A dated item's date. `counting` says how it was reached: working days (weekends and bank holidays skipped),
 * calendar days (every day counts; `skipped` then lists the closed days a last day was moved off, CPR 2.8(5)),
 * years (the time limit), or `given` (a date the visitor gave, or the plan's own date).
 */
export type PlanDate = {
  iso: string;
  counting: 'working-days' | 'calendar-days' | 'years' | 'given';
  /** Whether weekends or bank holidays were skipped to reach it. */
  skippedClosedDays: boolean;
  skipped: readonly SkippedDay[];
};

export type PlanItem = {
  key: PlanItemKey;
  /** `info` a step to take or a fact; `warning` something to act on; `stop` a reason not to go on as planned. */
  tone: 'info' | 'warning' | 'stop';
  date: PlanDate | null;
  /**
   * Set when a date could not be worked out because it runs past the bank holidays the site holds: the plan never
   * guesses which days are working days.
   */
  dateUnavailable?: 'beyond-bank-holiday-data';
  /** What it costs, in pence; null when it has no fee or the fee is not one we can state (then the rule says where to check). */
  costPence: number | null;
  rule: PlanRuleKey | null;
  action: { key: PlanActionKey; href: string } | null;
  forms: readonly PlanFormCode[];
  /**
   * A date that holds for one way of claiming only (issue 37, FACTS.md §12): served and reply dates counted for a
   * paper claim, or for Money Claim Online; shown beside the title and in the calendar file.
   */
  only?: PlanOnly;
  /** The claim value and the issue fee another choice would lead to (the other kind of interest, issue 37). */
  figures?: { claimValuePence: number; issueFeePence: number };
};

export type { PlanOnly } from '@/content/claim-plan/wording';

export type PlanStep<Id extends PlanStepId = PlanStepId> = { id: Id; items: PlanItem[] };

/** The court finder's answer (issue 27), supplied by the page: the plan leaves a typed slot for it. */
export type HearingCentre = { name: string; href: string };

export function item(key: PlanItemKey, fields: Partial<Omit<PlanItem, 'key'>> = {}): PlanItem {
  return { key, tone: 'info', date: null, costPence: null, rule: null, action: null, forms: [], ...fields };
}

/** Pounds (the calculators' unit, already rounded to the penny) as whole pence. */
export const toPence = (pounds: number) => Math.round(pounds * 100);
