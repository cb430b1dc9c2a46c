/**
 * Issue 55: the "Get paid" planner's questions, one a step (GOV.UK question pages), and their error messages
 * (GOV.UK style: what to do, not what went wrong). "I don't know" is an answer wherever the visitor may not know.
 * A module of its own with no imports, so the island's first chunk carries only these words.
 */

export const GET_PAID_STEPS = ['amount', 'judgmentDate', 'terms', 'paid', 'debtor', 'assets', 'credit', 'stops'] as const;

export const getPaidQuestions = {
  amount: {
    legend: 'How much did the court order them to pay?',
    hint: 'Both figures are on the judgment.',
    judgmentLabel: 'The judgment, for the debt and any interest (£)',
    judgmentHint: 'For example, 3200 or 3,200.50',
    costsLabel: 'Costs the court added, such as court fees (£)',
    costsHint: 'Enter 0 if none',
  },
  judgmentDate: { legend: 'What is the date of the judgment?', hint: 'It is on the judgment, for example 27 3 2026.' },
  terms: {
    legend: 'When did the judgment say they must pay?',
    choices: [
      { value: 'by-date', label: 'In one payment, by a date' },
      { value: 'instalments', label: 'By instalments' },
      { value: 'not-stated', label: 'It does not say, or I do not know' },
    ],
    dueLegend: 'The date they had to pay by',
    instalmentsLegend: 'Are the instalments being paid on time?',
    instalmentChoices: [
      { value: 'on-time', label: 'Yes, every one so far' },
      { value: 'behind', label: 'No, they have missed one or more' },
    ],
  },
  paid: { label: 'How much have they paid since the judgment? (£)', hint: 'Enter 0 if nothing.' },
  debtor: {
    legend: 'Who owes the money?',
    choices: [
      { value: 'individual', label: 'A person' },
      { value: 'sole-trader', label: 'A sole trader (a person trading under their own or a business name)' },
      { value: 'company', label: 'A company or LLP' },
      { value: 'partnership', label: 'A partnership' },
    ],
  },
  assets: {
    legend: 'What do you know about what they have?',
    hint: 'Select all that you know to be true.',
    choices: [
      { value: 'employed', label: 'They are employed (not self-employed), and I know who by' },
      { value: 'home', label: 'They own a home or other land' },
      { value: 'bank', label: 'I know a bank or building society where they have an account' },
      { value: 'goods', label: 'They have goods of value, such as a vehicle, stock or equipment' },
      { value: 'none', label: 'I do not know any of these', exclusive: true },
    ],
  },
  credit: {
    legend: 'Was the debt under a consumer credit agreement, such as a loan, credit card or hire purchase?',
    hint: 'An agreement regulated by the Consumer Credit Act 1974. It changes which court can enforce against goods.',
    choices: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
      { value: 'unknown', label: 'I do not know' },
    ],
  },
  stops: {
    legend: 'Is any of these true of them?',
    choices: [
      { value: 'breathing-space', label: 'They are in a Breathing Space (the Debt Respite Scheme)' },
      { value: 'insolvency', label: 'They are bankrupt, or the company is in liquidation' },
      { value: 'none', label: 'None of these' },
      { value: 'unknown', label: 'I do not know' },
    ],
  },
} as const;

export const getPaidErrors = {
  judgment: 'Enter the judgment in pounds, like 3200 or 3,200.50',
  judgmentZero: 'Enter a judgment of at least 1p',
  costs: 'Enter the costs in pounds, or 0',
  judgmentDate: 'Enter the date of the judgment',
  judgmentDateFuture: 'The date of the judgment must be today or in the past',
  terms: 'Select when the judgment said they must pay',
  dueDate: 'Enter the date they had to pay by',
  dueBeforeJudgment: 'The date they had to pay by must be on or after the date of the judgment',
  instalments: 'Select whether the instalments are being paid on time',
  paid: 'Enter what they have paid in pounds, or 0',
  debtor: 'Select who owes the money',
  assets: 'Select what you know about what they have, or that you do not know any of these',
  assetsNoneAndSome: 'Select what you know, or that you do not know any of these, not both',
  credit: 'Select whether the debt was under a consumer credit agreement',
  stops: 'Select whether any of these is true, or that you do not know',
} as const;

/** The words of the planner's frame: progress, buttons, check your answers, notices. */
export const getPaidText = {
  stepCount: (n: number, of: number) => `Question ${n} of ${of}`,
  continue: 'Continue',
  back: 'Back',
  change: 'Change',
  changeAnswers: 'Change my answers',
  checkTitle: 'Check your answers',
  checkLead: 'Your answers stay in this browser: nothing you enter is sent to us or anyone else.',
  seePlan: 'See my plan',
  working: 'Working out your plan…',
  startAgain: 'Start again',
  prefilled: 'We have filled in the amount from your claim plan. Check it against the judgment.',
  needsScript:
    'The planner needs JavaScript to work out your own plan. Without it, the table below shows every way of enforcing a judgment, when each can be used and the form for each.',
} as const;
