import { EX50_URL, FEES_AS_AT, HELP_WITH_FEES_URL } from '../fees';
import { FEE_CHANGES_UNCONFIRMED, HEARING_FEE_UNPAID, INTEREST_AND_THE_LIMIT, LETTER_FEE_BANDS, OVER_THE_SMALL_CLAIMS_LIMIT } from '../shared-passages';
import { DUE_DATE_RULE } from './due-date';
import { BANK_RATE_HISTORY_URL, INTEREST_KIND_QUESTION, REFERENCE_RATE_FIELD } from './late-payment';

/**
 * Issue 19: the claim cost and interest calculator's page, questions, messages and rules. The rules are shown
 * beside every figure, and on the page itself, so the arithmetic can be checked by hand.
 */
export const claimCalculatorPage = {
  path: '/tools/claim-calculator',
  reviewed: '2026-11-24',
  title: 'Claim Cost and Interest Calculator',
  crumb: 'Claim Calculator',
  description:
    'Work out the interest on an unpaid debt, the fee to issue a money claim in England and Wales, the hearing fee and the total, with the working shown.',
  intro:
    'Enter the amount owed and the date it was due. The calculator works out the interest you can ask the court for, the fee to issue the claim (which depends on the amount including interest), the hearing fee and the total, and shows how it got each figure.',
} as const;

/** The small claims track's limit: kept with the fee tables it ends (content/fees.ts). */
export { SMALL_CLAIMS_LIMIT } from '../fees';

/** The form's questions. */
export const claimCalculatorFields = {
  amount: {
    label: 'Amount owed, before interest (£)',
    hint: 'For example 1250.00. The debt only: no interest, fees or charges. Between businesses, work out one invoice at a time: Late Payment Act interest and compensation are worked out for each invoice.',
  },
  dueDate: {
    label: 'Date the payment was due',
    hint: `${DUE_DATE_RULE} Interest runs from this date.`,
  },
  toDate: { label: 'Work the interest out to', subject: 'The date to work the interest out to', hint: 'Today, or the date you expect to issue the claim.' },
  business: {
    legend: 'Were you and the other side both acting in the course of a business?',
    hint: 'For example a supplier claiming from a company it invoiced. Sole traders count as businesses.',
    choices: [
      { value: 'no', label: 'No (at least one of us is a consumer or a private individual)' },
      { value: 'yes', label: 'Yes, both of us were acting in the course of a business' },
    ],
  },
  debtorKind: {
    legend: 'Who owes the money?',
    hint: 'A sole trader is an individual in business in their own name. When a business claims from an individual or a sole trader, the Pre-Action Protocol for Debt Claims applies to the letter before action.',
    choices: [
      { value: 'company', label: 'A limited company, partnership or other organisation' },
      { value: 'individual', label: 'An individual or a sole trader' },
    ],
  },
  interestKind: INTEREST_KIND_QUESTION,
  referenceRate: { label: REFERENCE_RATE_FIELD.label, hint: REFERENCE_RATE_FIELD.hint },
  hearing: {
    legend: 'Is the claim going to a hearing?',
    hint: 'A hearing fee is paid only if the claim is defended and the court lists it for a hearing.',
    choices: [
      { value: 'unknown', label: 'Not known yet' },
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
} as const;

export const claimCalculatorMessages = {
  amountMissing: 'Enter the amount owed',
  amountInvalid: 'Enter the amount owed as a number of pounds, like 1250 or 1250.50',
  amountTooLarge: 'Enter an amount of £10,000,000 or less',
  amountZero: 'Enter an amount of at least 1p',
  dueDateMissing: 'Enter the date the payment was due',
  toDateMissing: 'Enter the date to work the interest out to',
  dueAfterTo: 'The date the payment was due must be on or before the date you work interest out to',
  businessMissing: 'Select whether you were both acting in the course of a business',
  debtorKindMissing: 'Select whether the debtor is a company or other organisation, or an individual or sole trader',
  interestKindMissing: 'Select which interest you will claim',
  referenceRateMissing: 'Enter the Bank of England reference rate for the period the debt became overdue',
  referenceRateInvalid: REFERENCE_RATE_FIELD.invalid,
  hearingMissing: 'Select whether the claim is going to a hearing',
} as const;

/** Issue 28: the calculator opened with answers filled in, and the link on to "Plan my claim". */
export const claimCalculatorPrefill = {
  notice: 'Some answers are filled in from the link you followed. Check them, change anything that is wrong, answer the rest and press Calculate.',
  planLink: 'Plan my claim with these figures',
} as const;

/** The rules each figure comes from, shown with the working and on the page. Inline markup: `**bold**`, `[label](href)`. */
export const claimCalculatorRules = {
  section69:
    'Section 69 of the County Courts Act 1984 lets the court award simple interest on a debt from the date it was due. It is the court’s decision (it may award it), and 8% a year is the rate usually claimed: the amount x 8% ÷ 365 for each day.',
  latePayment: `Between businesses, the Late Payment of Commercial Debts (Interest) Act 1998 gives **statutory interest** of 8% a year above the Bank of England reference rate, plus fixed compensation of £40, £70 or £100 for each debt, usually each invoice (and reasonable recovery costs above that). Interest and compensation are worked out one invoice at a time, each from its own due date. A contract can replace it only with a substantial remedy of its own. The reference rate is Bank Rate on 31 December or 30 June before the debt became overdue: [Bank Rate history](${BANK_RATE_HISTORY_URL}).`,
  oneOrOther:
    'You claim one kind of interest or the other, never both for the same period. If your contract sets its own interest rate, that applies instead.',
  issueFee: `The issue fee depends on the amount you claim **including interest** (and any Late Payment compensation). ${FEE_CHANGES_UNCONFIRMED}`,
  hearingFee: `If the claim is defended and listed for a small claims hearing, the claimant pays a hearing fee, which also depends on the amount claimed. ${HEARING_FEE_UNPAID} Many claims settle or are decided without one.`,
  overLimit: OVER_THE_SMALL_CLAIMS_LIMIT,
  overLimitHearingFee: `Not a small claims fee: a fast track hearing fee is different. Check it on the [EX50 fees list](${EX50_URL}). Not in the total.`,
  feesAsAt: FEES_AS_AT,
  helpWithFees: `On a low income with little in savings you may not have to pay all of a court fee: [apply for Help with Fees](${HELP_WITH_FEES_URL}) (form EX160).`,
  trackLimit: INTEREST_AND_THE_LIMIT,
  recoverable: 'If you win, the court normally orders the other side to pay the court fees back to you, as well as the debt and any interest it awards.',
  /** Under the link to the letter before action: what the letter works out, for the interest chosen (FACTS.md §14). */
  letter: (interest: 'section-69' | 'late-payment') =>
    `${interest === 'late-payment' ? 'The letter before action claims the same Late Payment interest and compensation, from the same amount, due date and reference rate, worked out to the date of the letter.' : 'The letter before action works out section 69 interest from the same amount and due date, to the date of the letter.'} ${LETTER_FEE_BANDS}`,
} as const;
