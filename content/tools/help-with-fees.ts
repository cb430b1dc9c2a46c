/**
 * Issue 41: Help with Fees (fee remission) as FACTS.md §13 states it, from the Civil Proceedings Fees Order 2008,
 * Schedule 2, as amended from 27 November 2023 (the same scheme in the other fees orders), and GOV.UK's EX160A.
 * Amounts are in pence. The passporting benefits match GOV.UK's current guide (`HWF_SOURCES.benefitsGuide`). Issue 51:
 * what a visitor pays above the income threshold follows HMCTS's own implementation (FACTS.md §14,
 * `HWF_CONTRIBUTION_SOURCE`), since no stored copy of the Order reaches its Table of rates.
 */

/** Who can apply: individuals, sole traders included; never a company (EX160A). */
export const HWF_APPLICANTS = ['individual', 'sole-trader', 'company'] as const;

/** Disposable capital test (Sch 2 para 3–4): the limit depends on the fee, or is £16,000 from age 66. */
export const HWF_CAPITAL = {
  /** A fee up to and including this: capital must be under `lowLimit`. */
  lowFeeUpTo: 142_000,
  lowLimit: 425_000,
  /** A fee from `lowFeeUpTo` to this: capital must be under `multiple` times the fee. */
  midFeeUpTo: 500_000,
  multiple: 3,
  /** A fee over `midFeeUpTo`, or a party or partner aged `ageCap` or over: capital must be under this. */
  highLimit: 1_600_000,
  ageCap: 66,
} as const;

/** Gross monthly income test (Sch 2 para 10/11): the threshold, in pence a month. */
export const HWF_INCOME = {
  single: 142_000,
  /** Added for a partner (so a couple's threshold is £2,130). */
  partner: 71_000,
  /** Each child aged 13 or under. */
  youngChild: 42_500,
  /** Each child aged 14 or over. */
  olderChild: 71_000,
  youngChildMaxAge: 13,
} as const;

/**
 * Issue 51: where the contribution rates come from. The business adopts HMCTS's own implementation, its public staff
 * application (FACTS.md §14), because the Order's Table (Sch 2 para 11(5)–(6)) could not be read in any stored copy;
 * CPAG's "three-banded taper" corroborates it. `orderTableRead` stays false until someone reads the Table itself.
 */
export const HWF_CONTRIBUTION_SOURCE = {
  name: 'HMCTS’s Help with Fees staff application',
  repository: 'https://github.com/hmcts/hwf-staffapp',
  files: ['app/lib/band_calculation_income.rb', 'app/lib/band_base_calculation.rb'],
  commit: 'cbe41099f7a793ab3015fd032a3a153e6f761474',
  date: '2026-08-20',
  dateText: '20 August 2026',
  orderTableRead: false,
} as const;

/**
 * What the visitor pays from the income above the threshold (the "excess income"), as HMCTS's code works it out:
 * the excess rounded down to `roundDownTo`, then each band's percentage of the part of it in that band, in order.
 * Excess over `noHelpOver` (tested before rounding) gets no help; a contribution of at least the fee is the whole fee.
 */
export const HWF_CONTRIBUTION_RATES = {
  roundDownTo: 1_000,
  bands: [
    { width: 100_000, percent: 50 },
    { width: 100_000, percent: 70 },
    { width: 100_000, percent: 90 },
  ],
  noHelpOver: 300_000,
  source: HWF_CONTRIBUTION_SOURCE,
} as const;

/**
 * Issue 51: the savings limits are "less than" in the Order, but HMCTS's code lets the limit itself through for a fee
 * up to £1,420 (`saving_amount > 4250`) and at 66 or over (`> 16000`); its online application takes whole pounds. So
 * savings at one of these limits, or less than this much over it, are told "you can still apply: the court decides".
 */
export const HWF_CAPITAL_EDGE = 100;

/** The sources, and the day they were last checked against the text. */
export const HWF_SOURCES = {
  order: 'Civil Proceedings Fees Order 2008, Schedule 2, as amended from 27 November 2023',
  guide: 'GOV.UK, How to apply for help with fees: EX160A',
  /** The passporting benefits and the 3-month refund: GOV.UK's guide for the scheme since 27 November 2023. */
  benefitsGuide: 'GOV.UK guide Get help paying court and tribunal fees',
  checked: '2026-11-28',
  checkedOn: '28 November 2026',
} as const;

/** The check's page (issue 41): a route of its own under /tools/. */
export const helpWithFeesPage = {
  path: '/tools/help-with-fees',
  reviewed: '2026-11-29',
  title: 'Help with Fees Check',
  crumb: 'Help with Fees Check',
  description:
    'Will you have to pay the court fee? A two-minute Help with Fees check for a small claim in England and Wales: savings, benefits and income.',
  intro:
    'Court fees can be reduced or waived for people on a low income or with little in savings. Answer a few questions to see whether you are likely to pay nothing, part or all of a fee, and what to have ready. Only the court decides, on your application.',
} as const;

/** GOV.UK's form EX160 and its guide EX160A (FACTS.md §14). */
export const EX160_URL = 'https://www.gov.uk/government/publications/apply-for-help-with-court-and-tribunal-fees';

/** The steps of the check, one question each, in order. */
export const HWF_STEPS = ['applicant', 'couple', 'over66', 'children', 'savings', 'benefit', 'income', 'fee'] as const;

/** Error messages, GOV.UK style: what to do, not what went wrong. */
export const hwfErrors = {
  applicant: 'Select who would pay the fee',
  couple: 'Select whether you are single or part of a couple',
  over66: 'Select yes if you or your partner are aged 66 or over',
  youngChildren: 'Enter the number of children aged 13 or under, or 0',
  olderChildren: 'Enter the number of children aged 14 or over, or 0',
  children: 'Enter a whole number from 0 to 30',
  savings: 'Enter your savings and investments in pounds, or 0',
  benefit: 'Select yes if you get one of these benefits',
  income: 'Enter your total monthly income before tax in pounds, or 0',
  feeKind: 'Select which fee you want help with',
  claimValue: 'Enter the amount of your claim in pounds, like 3000 or 3,000.50',
  claimValueZero: 'Enter an amount of at least 1p',
  debtValue: 'Enter the debt without interest in pounds, like 9900, or leave it empty',
  debtOverClaim: 'The debt without interest cannot be more than the claim',
  fee: 'Enter the fee in pounds, like 205',
  feeZero: 'Enter a fee of at least 1p',
} as const;

/** The line that opens the check from a page showing a fee (the claim calculator, Plan my claim). */
export const hwfLink = {
  check: 'Individual or sole trader? Check if you are likely to get Help with Fees',
  again: 'Check your Help with Fees answers again',
} as const;

/** Issue 51: the line beside a full fee once the visitor has done the check (the claim calculator, Plan my claim). */
export const hwfLikelyFee = {
  noFee: 'With Help with Fees: likely £0 from your answers',
  part: (pays: string) => `With Help with Fees: likely ${pays} from your answers`,
  wholeFee: 'With Help with Fees: likely the whole fee, from your answers',
  noHelp: 'Help with Fees: not likely from your answers',
  courtDecides: 'Help with Fees: your savings are at the limit, so the court decides (you can still apply)',
} as const;
