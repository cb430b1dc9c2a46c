import { HWF_CONTRIBUTION_SOURCE, HWF_SOURCES } from './help-with-fees';

/*
 * Issue 41: the check's questions and words, for the check and its page alone (the pages that only link to the check,
 * or show a likely fee, load content/tools/help-with-fees.ts without these).
 */

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
 * `benefit` hint (FACTS.md §13, "to check") is the list in GOV.UK's current guide (`HWF_SOURCES.benefitsGuide`).
 */
export const helpWithFeesEvidence = [
  'your National Insurance number (or Home Office reference number)',
  'the form number and the claim number, if you have one',
  'your latest bank statements for every current account',
  'your latest payslips, or your latest tax return if you are self-employed',
  'a letter about your benefit, if you get one',
  'your partner’s details, unless your case is against them',
] as const;

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
  debtLabel: 'The debt alone, without interest (£)',
  debtHint: 'Only if your claim includes interest. Whether it is a small claim, with a small claims hearing fee, depends on the debt alone: £10,000 or less, whatever the interest.',
  feeLabel: 'The fee (£)',
} as const;

/** The legend of the age question: about the visitor alone when single. */
export const over66Legend = (couple: boolean) => (couple ? 'Are you, or your partner, aged 66 or over?' : 'Are you aged 66 or over?');

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
    'Apply before you pay the fee: online on GOV.UK, or on form EX160 sent with your claim. Each fee needs its own application. If you have already paid a fee in the last 3 months and you were eligible when you paid it, you can apply to get the money back.',
  needsScript:
    'The check needs JavaScript. The tests it applies are below, with the figures in tables, so you can work out your own answer.',
} as const;

/**
 * The "as at" line: the sources and the day they were checked. Issue 51: what a visitor pays above the threshold is
 * HMCTS's own implementation, named as it is, since the fees order's Table could not be read.
 */
export const hwfAsAt = `Figures as at ${HWF_SOURCES.checkedOn}, from the ${HWF_SOURCES.order} and ${HWF_SOURCES.guide}; the list of benefits and the 3-month refund from the ${HWF_SOURCES.benefitsGuide}. What you pay when your income is above the threshold follows ${HWF_CONTRIBUTION_SOURCE.name} (its public code, as at ${HWF_CONTRIBUTION_SOURCE.dateText}): we could not read the Table of rates in the fees order itself (Schedule 2, paragraph 11).`;
