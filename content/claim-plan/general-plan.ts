import type { PlanFormCode } from './forms';
import { PLAN_LINKS, PLAN_RULES, type PlanItemKey, type PlanRuleKey, type PlanStepId } from './wording';

/**
 * Issue 28: the general plan, shown under the tool and without JavaScript: for each step, the items that apply in
 * general (no dates, no figures), each with the rule it rests on and the forms it names. The words are the plan's
 * own (PLAN_ITEMS, PLAN_RULES, PLAN_FORMS); this record only chooses and orders them. `when` says to whom an item
 * applies, where it does not apply to every claim. An item's rule and forms are the ones the plan's rules in
 * lib/claim-plan/ give it (a unit test holds the two together).
 */
export type GeneralPlanItem = {
  item: PlanItemKey;
  rule: PlanRuleKey;
  forms?: readonly PlanFormCode[];
  when?: string;
};

export type GeneralPlanLink = { label: string; href: string };

export type GeneralPlanStep = { items: readonly GeneralPlanItem[]; links?: readonly GeneralPlanLink[] };

/** The claimant's path, in order, then the defendant's. */
export const GENERAL_PLAN_PATHS = {
  claim: ['can-you-claim', 'before-you-claim', 'claiming', 'after-you-claim', 'getting-paid'],
  defend: ['defending'],
} as const satisfies Record<string, readonly PlanStepId[]>;

const COURT_FINDER = '/court-locations';

const calculators: readonly GeneralPlanLink[] = [
  { label: 'Claim cost and interest calculator', href: PLAN_LINKS.claimCalculator },
  { label: 'Deadline calculator', href: PLAN_LINKS.deadlineCalculator },
];

export const GENERAL_PLAN: Record<PlanStepId, GeneralPlanStep> = {
  'can-you-claim': {
    items: [
      { item: 'limitation-in-time', rule: 'limitation' },
      { item: 'small-claim', rule: 'smallClaimsLimit', when: 'A debt of £10,000 or less' },
      { item: 'over-small-claims-limit', rule: 'overSmallClaimsLimit', when: 'A debt over £10,000' },
      { item: 'statutory-demand-disputed', rule: 'statutoryDemand', when: 'A debt the debtor disputes' },
    ],
    links: [{ label: 'Deadline calculator: the time limit for your debt', href: PLAN_LINKS.deadlineCalculator }],
  },
  'before-you-claim': {
    items: [
      { item: 'debt-protocol-letter', rule: 'debtProtocol', when: 'A business or sole trader claiming from an individual or sole trader' },
      { item: 'debt-protocol-reply-by', rule: 'debtProtocol', when: 'Under the Debt Protocol' },
      { item: 'protocol-wait-after-reply', rule: 'debtProtocolAfterReply', when: 'Under the Debt Protocol, once the debtor replies' },
      { item: 'protocol-notice', rule: 'debtProtocolAfterReply', when: 'Under the Debt Protocol, once the debtor replies' },
      { item: 'pre-action-letter', rule: 'preActionConduct', when: 'Every other claim' },
      { item: 'consider-reply', rule: 'preActionConduct', when: 'Every other claim, once the debtor replies' },
      { item: 'can-they-pay', rule: 'enforcement' },
    ],
    links: [{ label: 'Get paid planner: the checks before you spend money', href: PLAN_LINKS.canTheyPay }],
  },
  claiming: {
    items: [
      { item: 'how-online', rule: 'onlineClaims', forms: ['N1'] },
      { item: 'issue-fee', rule: 'issueFee', forms: ['EX50'] },
      { item: 'interest-section-69', rule: 'section69' },
      { item: 'late-payment-alternative', rule: 'latePayment', when: 'Between businesses' },
      { item: 'help-with-fees', rule: 'helpWithFees', forms: ['EX160'], when: 'An individual or sole trader claiming' },
    ],
    links: [{ label: 'Claim cost and interest calculator: the fee and interest for your debt', href: PLAN_LINKS.claimCalculator }],
  },
  'after-you-claim': {
    items: [
      { item: 'claim-served', rule: 'claimFormService' },
      { item: 'reply-due', rule: 'reply14', forms: ['N9'] },
      { item: 'defence-due-after-acknowledgment', rule: 'reply28' },
      { item: 'default-judgment', rule: 'defaultJudgment', forms: ['N225'] },
      { item: 'directions-questionnaire', rule: 'directionsQuestionnaire', forms: ['N180'], when: 'If the claim is defended' },
      { item: 'mediation', rule: 'mediation', when: 'If the claim is defended' },
      { item: 'hearing-fee', rule: 'hearingFee', forms: ['EX50'], when: 'If the claim is defended' },
      { item: 'hearing-centre', rule: 'hearingCentre', when: 'If the claim is defended' },
    ],
    links: [
      { label: 'Deadline calculator: service and reply dates', href: PLAN_LINKS.deadlineCalculator },
      { label: 'Court finder: which hearing centre deals with a postcode', href: COURT_FINDER },
    ],
  },
  'getting-paid': {
    items: [
      { item: 'nothing-known-warning', rule: 'enforcement', when: 'If you know nothing about what the debtor has' },
      { item: 'attachment-of-earnings', rule: 'enforcement', forms: ['N337'], when: 'A debtor who is employed' },
      { item: 'third-party-debt-order', rule: 'enforcement', forms: ['N349'], when: 'A debtor whose bank you know' },
      { item: 'warrant-of-control', rule: 'goodsEnforcement', forms: ['N323'], when: 'A debtor with goods to sell, judgment under £600' },
      { item: 'warrant-or-writ', rule: 'goodsEnforcement', forms: ['N323', 'N293A'], when: 'A debtor with goods to sell, judgment from £600 to under £5,000' },
      { item: 'writ-of-control', rule: 'goodsEnforcement', forms: ['N293A'], when: 'A debtor with goods to sell, judgment of £5,000 or more' },
      { item: 'charging-order', rule: 'enforcement', forms: ['N379'], when: 'A debtor who owns property' },
      { item: 'order-to-obtain-information', rule: 'enforcement', forms: ['N316', 'N316A'], when: 'When you do not know what the debtor has' },
      { item: 'register-of-judgments', rule: 'register' },
      { item: 'get-paid-planner', rule: 'enforcement' },
    ],
    links: [{ label: 'Get paid planner: your own enforcement plan', href: PLAN_LINKS.getPaid }],
  },
  defending: {
    items: [
      { item: 'defend-served', rule: 'claimFormService' },
      { item: 'defend-acknowledge', rule: 'reply14', forms: ['N9'] },
      { item: 'defend-admit', rule: 'admission', forms: ['N9A', 'N9C'], when: 'If you owe the money' },
      { item: 'defend-part-admit', rule: 'admission', forms: ['N9A', 'N9B', 'N9C', 'N9D'], when: 'If you owe part of it' },
      { item: 'defend-defence', rule: 'reply14', forms: ['N9B', 'N9D'], when: 'If you dispute the claim' },
      { item: 'defend-defence-after-acknowledgment', rule: 'reply28', forms: ['N9B', 'N9D'], when: 'If you dispute the claim' },
      { item: 'defend-counterclaim', rule: 'counterclaim', forms: ['N9B', 'N9D', 'EX50'], when: 'If the claimant owes you money' },
      { item: 'defend-default-judgment', rule: 'defaultJudgment' },
      { item: 'defend-ccj', rule: 'register' },
      { item: 'defend-directions-questionnaire', rule: 'directionsQuestionnaire', forms: ['N180'], when: 'If you defend' },
      { item: 'defend-mediation', rule: 'mediation', when: 'If you defend' },
    ],
    links: [{ label: 'Deadline calculator: your reply dates', href: PLAN_LINKS.deadlineCalculator }],
  },
};

/** The section's heading and its opening words. */
export const generalPlanText = {
  heading: 'How a money claim runs: the general plan',
  intro: [
    'Every claim follows the same steps. Here they are without dates or figures: what to do at each step, the rule it rests on and the forms it uses. Which items apply to you depends on who owes whom, how much and what the debtor has; the plan above works that out and dates each step.',
    PLAN_RULES.jurisdiction.text,
  ],
  /** Shown above each step's items, for the claimant's path and the defendant's. */
  claimPath: 'If you are owed money',
  defendPath: 'If a claim has been made against you',
  ruleLabel: 'Rule',
  formsLabel: 'Forms',
  rulesHeading: 'The rules for this step',
  linksLabel: 'Work it out for your own claim',
  footer: 'General information about claims in the County Court in England and Wales, not legal advice. Rules and fees change: each rule names its source.',
  calculators,
  courtFinder: { label: 'Court finder', href: COURT_FINDER },
} as const;
