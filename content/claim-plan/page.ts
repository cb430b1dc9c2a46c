import { PLAN_LINKS } from './wording';

/**
 * Issue 28: the "Plan my claim" page. The menu, breadcrumbs and footer show the crumb; the title is the page's
 * heading and its title in search results.
 */
const path = '/tools/claim-plan';

export const claimPlanPage = {
  path,
  reviewed: '2026-11-26',
  title: 'Plan My Claim: Your Dated Plan for a Money Claim',
  crumb: 'Plan my claim',
  description:
    'A dated plan for a money claim in England and Wales: the last day to claim, the letter before action, fees, interest, deadlines and getting paid, or your reply.',
  intro:
    'Answer a few questions about the debt and who owes it. The plan sets out each step with its date, what it costs and the rule behind it, from the letter before action to getting paid. If a claim has been made against you, it plans your reply instead.',
  /** Without JavaScript (the island works the dates out in the browser). */
  needsScript: `The plan needs JavaScript to work out your dates. The general plan below shows every step and the rules behind it; for a date or a figure, use the [claim calculator](${PLAN_LINKS.claimCalculator}) or the [deadline calculator](${PLAN_LINKS.deadlineCalculator}).`,
  /** The line on the claim calculator's page that leads here. */
  calculatorLink: `Want every step of your claim dated, from the letter before action to getting paid? [Plan my claim](${path}).`,
} as const;
