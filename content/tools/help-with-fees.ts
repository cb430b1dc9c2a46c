/**
 * Issue 41: Help with Fees (fee remission) as FACTS.md §13 states it, from the Civil Proceedings Fees Order 2008,
 * Schedule 2, as amended from 27 November 2023 (the same scheme in the other fees orders), and GOV.UK's EX160A.
 * Amounts are in pence. The two points FACTS.md marks "to check" (the contribution rates above the income threshold,
 * and the current list of passporting benefits) are not used until they are confirmed from the current text:
 * `HWF_CONTRIBUTION_RATES` stays null until then, and the check says "part of the fee" without a figure.
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
 * The rates applied to the income above the threshold (Sch 2 para 10(5)) and any cap: not confirmed from the current
 * text (FACTS.md §13 "to check"), so not used. Set them, with their source and the date checked, to show a figure.
 */
export const HWF_CONTRIBUTION_RATES: null = null;

/** The sources, and the day they were last checked against the text. */
export const HWF_SOURCES = {
  order: 'Civil Proceedings Fees Order 2008, Schedule 2, as amended from 27 November 2023',
  guide: 'GOV.UK, How to apply for help with fees: EX160A',
  checked: '2026-11-28',
  checkedOn: '28 November 2026',
} as const;

/** The check's page (issue 41): a route of its own under /tools/. */
export const helpWithFeesPage = {
  path: '/tools/help-with-fees',
  reviewed: '2026-11-28',
  title: 'Help with Fees Check',
  crumb: 'Help with Fees Check',
  description:
    'Will you have to pay the court fee? A two-minute Help with Fees check for a small claim in England and Wales: savings, benefits and income.',
  intro:
    'Court fees can be reduced or waived for people on a low income or with little in savings. Answer a few questions to see whether you are likely to pay nothing, part or all of a fee, and what to have ready. Only the court decides, on your application.',
} as const;

/** The questions, one a step (GOV.UK question pages), in order. */
export const helpWithFeesQuestions = {
  applicant: {
    legend: 'Who would pay the fee?',
    hint: 'Help with Fees is for people. A sole trader (someone who runs a business in their own name) can apply; a company cannot.',
    choices: [
      { value: 'individual', label: 'Me, as an individual' },
      { value: 'sole-trader', label: 'Me, as a sole trader' },
      { value: 'company', label: 'A company or other organisation' },
    ],
  },
  couple: {
    legend: 'Are you single, or part of a couple?',
    hint: 'A couple means married, in a civil partnership or living together as if you were. If your case is against your partner, answer single.',
    choices: [
      { value: 'single', label: 'Single' },
      { value: 'couple', label: 'Part of a couple' },
    ],
  },
  over66: {
    legend: 'Are you, or your partner, aged 66 or over?',
    choices: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  children: {
    legend: 'How many children do you support?',
    hint: 'Children who live with you, or for whom you or your partner pay maintenance: under 16, or 16 to 19 and in full-time education (not university) or approved training.',
    young: 'Aged 13 or under',
    older: 'Aged 14 or over',
  },
  savings: {
    label: 'How much do you (and your partner) have in savings and investments? (£)',
    hint: 'Money in bank and savings accounts, ISAs, shares and bonds, and land or property other than your home. Leave out your home.',
  },
  benefit: {
    legend: 'Do you get one of these benefits?',
    hint: 'Income-based Jobseeker’s Allowance, income-related Employment and Support Allowance, Income Support, Pension Credit (guarantee credit), or Universal Credit with earnings under £6,000 a year.',
    choices: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  income: {
    label: 'What is your (and your partner’s) total monthly income, before tax? (£)',
    hint: 'Wages before tax and National Insurance, self-employed profit, pensions, maintenance, and benefits other than those that do not count (such as Disability Living Allowance, Attendance Allowance and Carer’s Allowance).',
  },
  fee: {
    label: 'The fee you want help with (£)',
    hint: 'The issue fee or the hearing fee: each needs its own application. The claim calculator gives both for your claim.',
  },
} as const;

/**
 * What to have ready (EX160A): the evidence the court may ask for. The list of passporting benefits in the
 * `benefit` hint is the one FACTS.md §13 marks "to check": confirm it from the current EX160A before launch.
 */
export const helpWithFeesEvidence = [
  'your National Insurance number (or Home Office reference number)',
  'the form number and the claim number, if you have one',
  'your latest bank statements for every current account',
  'your latest payslips, or your latest tax return if you are self-employed',
  'a letter about your benefit, if you get one',
  'your partner’s details, unless your case is against them',
] as const;

/** GOV.UK's form EX160 and its guide EX160A (FACTS.md §14). */
export const EX160_URL = 'https://www.gov.uk/government/publications/apply-for-help-with-court-and-tribunal-fees';

/** The steps of the check, one question each, in order. */
export const HWF_STEPS = ['applicant', 'couple', 'over66', 'children', 'savings', 'benefit', 'income', 'fee'] as const;

/** The fee step: the fees for a claim of a given value (the calculator's fee table), or one fee the visitor enters. */
export const hwfFeeQuestion = {
  legend: 'Which fee do you want help with?',
  hint: 'The issue fee and the hearing fee each need their own application.',
  choices: [
    { value: 'claim', label: 'The issue fee and hearing fee for my claim' },
    { value: 'fee', label: 'A fee I know the amount of' },
  ],
  claimLabel: 'How much is your claim for, including interest? (£)',
  claimHint: 'The fees are banded on the amount you claim. Our claim calculator works it out with interest.',
  feeLabel: 'The fee (£)',
} as const;

/** The legend of the age question: about the visitor alone when single. */
export const over66Legend = (couple: boolean) => (couple ? 'Are you, or your partner, aged 66 or over?' : 'Are you aged 66 or over?');

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
  fee: 'Enter the fee in pounds, like 205',
  feeZero: 'Enter a fee of at least 1p',
} as const;

/** The check's own words around the questions and the result. */
export const hwfText = {
  stepCount: (n: number, of: number) => `Question ${n} of ${of}`,
  continue: 'Continue',
  back: 'Back',
  checkTitle: 'Check your answers',
  checkLead: 'Change any answer before you see the result. Nothing you enter leaves this browser.',
  change: 'Change',
  seeResult: 'See if I am likely to get help',
  changeAnswers: 'Change my answers',
  startAgain: 'Start again',
  prefilled: 'We filled in the fee for your claim. Check it before you go on.',
  restoredFromDevice: 'We opened the answers you saved on this device.',
  resultTitle: 'Your likely result',
  resultLead: 'This is an estimate from your answers. Only the court decides, on your application.',
  apply: 'Apply for Help with Fees on GOV.UK',
  form: 'Form EX160 and its guide EX160A',
  evidenceTitle: 'What to have ready',
  applyTitle: 'How to apply',
  applyText:
    'Apply before you pay the fee: online on GOV.UK, or on form EX160 sent with your claim. Each fee needs its own application. If you have already paid, the guide EX160A explains how to ask for a refund.',
  needsScript:
    'The check needs JavaScript. The tests it applies are below, with the figures in tables, so you can work out your own answer.',
} as const;

/** The "as at" line: the sources and the day they were checked, and what could not be confirmed. */
export const hwfAsAt = `Figures as at ${HWF_SOURCES.checkedOn}, from the ${HWF_SOURCES.order} and ${HWF_SOURCES.guide}. We could not confirm from the current text the rates that set how much you pay when your income is above the threshold, or the current list of benefits, so the check does not give a figure for a part payment, and you should check the benefits list in EX160A.`;

const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB')}`;

/**
 * The tests the check applies, for the page below it (and the only answer without JavaScript): each with its
 * figures in a table where it has some. Built from the constants above, so the page and the check cannot differ.
 */
export const helpWithFeesRules: readonly { title: string; text: readonly string[]; table?: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] } }[] = [
  {
    title: '1. Who can apply',
    text: ['Individuals, sole traders included. A company or other organisation cannot get Help with Fees. Each fee needs its own application: the issue fee, and the hearing fee later.'],
  },
  {
    title: '2. Savings and investments',
    text: [
      'Your savings and investments, with your partner’s, must be under a limit that depends on the fee. They include money in bank and savings accounts, ISAs, shares and bonds, and land or property other than your home.',
    ],
    table: {
      caption: 'Savings and investments must be under',
      columns: ['The fee', 'Limit'],
      rows: [
        [`Up to ${pounds(HWF_CAPITAL.lowFeeUpTo)}`, pounds(HWF_CAPITAL.lowLimit)],
        [`${pounds(HWF_CAPITAL.lowFeeUpTo + 100)} to ${pounds(HWF_CAPITAL.midFeeUpTo)}`, `${HWF_CAPITAL.multiple} times the fee`],
        [`${pounds(HWF_CAPITAL.midFeeUpTo + 100)} or more`, pounds(HWF_CAPITAL.highLimit)],
        [`Any fee, if you or your partner are ${HWF_CAPITAL.ageCap} or over`, pounds(HWF_CAPITAL.highLimit)],
      ],
    },
  },
  {
    title: '3. Benefits',
    text: [
      `If you pass the savings test and get ${helpWithFeesQuestions.benefit.hint.replace(/^[A-Z]/, (c) => c.toLowerCase()).replace(/\.$/, '')}, you are likely to pay no fee, whatever your income. Check the current list in the guide EX160A: we could not confirm it from the current text.`,
    ],
  },
  {
    title: '4. Income',
    text: [
      'Otherwise, your gross monthly income (before tax, with your partner’s) is compared with a threshold that depends on your household. At or under the threshold, you are likely to pay no fee.',
      'Above it, you pay part of the fee, or all of it, worked out from the income above the threshold (the “excess income”) at rates set by the fees order. We could not confirm the current rates, so we do not give a figure: the court works it out on your application.',
    ],
    table: {
      caption: 'Gross monthly income threshold',
      columns: ['Household', 'Threshold'],
      rows: [
        ['Single, no children', pounds(HWF_INCOME.single)],
        ['A couple, no children', pounds(HWF_INCOME.single + HWF_INCOME.partner)],
        [`Add for each child aged ${HWF_INCOME.youngChildMaxAge} or under`, pounds(HWF_INCOME.youngChild)],
        [`Add for each child aged ${HWF_INCOME.youngChildMaxAge + 1} or over`, pounds(HWF_INCOME.olderChild)],
      ],
    },
  },
];

/** The line that opens the check from a page showing a fee (the claim calculator, Plan my claim). */
export const hwfLink = {
  check: 'Individual or sole trader? Check if you are likely to get Help with Fees',
  again: 'Check your Help with Fees answers again',
} as const;
