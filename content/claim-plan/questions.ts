import { FEE_CHANGES, FEES_AS_AT } from '../fees';
import { DUE_DATE_RULE } from '../tools/due-date';
import { LANDLORD_COUNTS_AS_BUSINESS } from '../protocol-scope';
/**
 * Issue 28: the questions "Plan my claim" asks, one a step (GOV.UK's question pages): each step's heading (the
 * question, also its fieldset's legend), its hint, its choices, the check-your-answers labels and the messages for
 * a missing or wrong answer, worded as GOV.UK's error messages are: what to do, in the visitor's words.
 */

export const claimPlanTool = {
  pathLegend: 'What do you need a plan for?',
  pathHint: 'Answer a few short questions. Nothing you type leaves this browser unless you choose to send it to us, except one thing: to find the hearing centre, the page fetches the court list for the postcode’s area (the letters it starts with, such as LS), so our server sees which area’s list was asked for.',
  pathChoices: [
    { value: 'claim', label: 'Someone owes me money and I want to get it back' },
    { value: 'defend', label: 'I have received a court claim' },
  ],
  continue: 'Continue',
  back: 'Back',
  checkTitle: 'Check your answers',
  checkLead: 'Change anything that is not right, then see your plan.',
  change: 'Change',
  seePlan: 'See my plan',
  planTitle: 'Your plan',
  working: 'Working out your plan…',
  planLead: (today: string) =>
    `Worked out on ${today}, from your answers. Dates follow the rules as we last checked them, and the fees are ${FEES_AS_AT}, when we last checked the official list (changes proposed from ${FEE_CHANGES.proposedFrom} could not be confirmed): check each before you act on it.`,
  /** Above the plan when the visitor gave names: whose claim it is, on screen and on paper. */
  planParties: (claimant: string, debtor: string) => `${claimant}’s claim against ${debtor}`,
  changeAnswers: 'Change my answers',
  startAgain: 'Start again',
  notGiven: 'Not given',
  /**
   * `of` is null while the path is unchosen: how many questions follow depends on it (never "Question 1 of 1"). `fewer`:
   * the questions the answer before this one left out, so a total that falls says why (issue 54).
   */
  stepCount: (step: number, of: number | null, fewer = 0) =>
    of === null
      ? `Question ${step}`
      : `Question ${step} of ${of}${fewer > 0 ? ` (your answer to the question before means ${fewer === 1 ? 'one question' : `${fewer} questions`} fewer)` : ''}`,
  prefilled: 'Some answers are filled in from the page you came from. Check each one as you go: you can change any of them.',
  restoredFromDevice: 'These are your answers saved on this device, worked out afresh for today.',
} as const;

/** The claimant's questions. `legend` is the question; `labels` name each answer on the check-your-answers page. */
export const claimQuestions = {
  claimant: {
    legend: 'Who is owed the money?',
    hint: LANDLORD_COUNTS_AS_BUSINESS,
    choices: [
      { value: 'individual', label: 'Me, as an individual' },
      { value: 'business', label: 'A business or sole trader (mine, or the one I act for)' },
    ],
    label: 'Who is owed',
  },
  debtor: {
    legend: 'Who owes the money?',
    hint: 'A sole trader is a person who trades in their own name, not through a company. A sole trader who owes you for something they bought for themselves, not for their business, counts as an individual here.',
    choices: [
      { value: 'individual', label: 'An individual, who owes it as a private person (not for a business)' },
      { value: 'sole-trader', label: 'A sole trader, who owes it for their business' },
      { value: 'organisation', label: 'A company or other organisation' },
    ],
    label: 'Who owes',
  },
  amount: {
    legend: 'How much is owed, and what for?',
    amountLabel: 'Amount owed, before interest (£)',
    amountHint: 'For example 2400 or 2400.50. The debt only: no interest, fees or charges.',
    descriptionLabel: 'What it is for',
    descriptionHint: 'For example “invoice INV-0042 for decorating” or “deposit not returned”.',
    label: 'Amount owed',
    descriptionAnswerLabel: 'What it is for',
  },
  dueDate: {
    legend: 'When was the payment due?',
    hint: `${DUE_DATE_RULE} Interest runs from this date. The six years you have to make a claim count from it too.`,
    label: 'Payment was due',
  },
  /** FACTS.md §12, §14 (Limitation Act 1980 ss.29(5), 30): asked before the plan says a time limit may have passed. */
  acknowledged: {
    legend: 'Since the money was due, has the debtor paid part of it, or signed something in writing that accepts they owe it?',
    hint: 'More than six years have passed since it was due. A part payment, or an acknowledgment of the debt in writing signed by the debtor, restarts the six years from its date, but only if it came before the six years then running had passed. If there were several, give the date of the latest.',
    choices: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No, or not that I know of' },
    ],
    dateLabel: 'Date of the latest part payment or signed acknowledgment',
    label: 'Part payment or signed acknowledgment',
  },
  interest: {
    legend: 'Which interest will you claim?',
    /** FACTS.md §14: said of what the visitor answered (a sole trader owing for their business, or an organisation). */
    hint: 'You said the debtor owes this for their business, so you both acted in the course of business and can claim either, but not both for the same time. Your plan shows the figures for the other as well, and the issue fee each leads to, so you can come back and change your choice.',
    choices: [
      { value: 'section-69', label: 'Interest under section 69: 8% a year, which the court may award' },
      { value: 'late-payment', label: 'Late Payment interest: 8% above the Bank of England reference rate, with fixed compensation of £40 to £100' },
    ],
    label: 'Interest',
  },
  letter: {
    legend: 'Have you sent a letter before action?',
    hint: 'A letter saying what is owed, asking for payment by a date and saying you will go to court if it is not paid.',
    choices: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No, not yet' },
    ],
    dateLabel: 'Date of the letter',
    payByLabel: 'Date the letter gave to pay or reply',
    payByHint: 'Leave it empty if the letter gave no date. A letter from our generator gives 14 working days from its date.',
    label: 'Letter before action',
  },
  reply: {
    legend: 'Did they reply to your letter?',
    choices: [
      { value: 'none', label: 'No reply yet' },
      { value: 'replied', label: 'Yes, they replied' },
      { value: 'disputed', label: 'Yes, they dispute the debt' },
      { value: 'asked-for-documents', label: 'Yes, they asked for documents' },
    ],
    replyDateLabel: 'Date the reply arrived',
    documentsDateLabel: 'Date you sent the documents (leave empty if not sent yet)',
    label: 'Their reply',
  },
  disputed: {
    legend: 'Does the debtor say they do not owe the money, or not all of it?',
    choices: [
      { value: 'yes', label: 'Yes, they dispute it' },
      { value: 'no', label: 'No, or not that I know of' },
    ],
    label: 'Disputed',
  },
  means: {
    legend: 'What do you know about the debtor’s money or property?',
    hint: 'Select all that apply. This decides how you could make them pay if they do not.',
    choices: [
      { value: 'employed', label: 'They are employed (they have a job and wages)' },
      { value: 'home-owner', label: 'They own their home or other property' },
      { value: 'trading', label: 'They run a trading business' },
      { value: 'bank-account', label: 'I know where they bank' },
      { value: 'nothing-known', label: 'I know nothing about their money', exclusive: true },
    ],
    label: 'What you know about their money',
  },
  where: {
    legend: 'Where are you and the debtor?',
    hint: 'The postcodes decide which court hears a defended claim and whether this plan applies. The names fill in the letter for you. All optional.',
    debtorPostcodeLabel: 'The debtor’s postcode',
    claimantPostcodeLabel: 'Your postcode',
    claimantNameLabel: 'Your name (or business name)',
    debtorNameLabel: 'The debtor’s name (or business name)',
    postcodeLabel: 'Postcodes',
    namesLabel: 'Names',
  },
} as const;

export const defendQuestions = {
  served: {
    legend: 'When was the claim served on you?',
    hint: 'The claim form or the court’s notice says which day it counts as served. A claim form that says “the day of service is taken as 5 days after the issue date” came from Money Claim Online or the County Court Business Centre (Northampton): choose that and give the issue date printed on it. If you only know the day the court posted a paper claim form, choose that.',
    choices: [
      { value: 'deemed', label: 'I know the day it counts as served' },
      { value: 'money-claim-online', label: 'It came from Money Claim Online or the County Court Business Centre (Northampton), and I know the issue date printed on it' },
      { value: 'claim-form-posted', label: 'I know the day the court posted a paper claim form' },
      { value: 'online', label: 'It was made online, and the court’s notice gives the day served' },
    ],
    dateLabel: 'The date',
    label: 'Served',
  },
  claimFor: {
    legend: 'Is the claim for a fixed amount of money?',
    choices: [
      { value: 'specified', label: 'Yes, a fixed amount (for example an unpaid invoice)' },
      { value: 'unspecified', label: 'No, an amount the court is to decide (for example damages)' },
    ],
    label: 'The claim is for',
  },
  response: {
    legend: 'Do you owe what they claim?',
    choices: [
      { value: 'dispute-all', label: 'No: I dispute all of it' },
      { value: 'dispute-part', label: 'Some of it: I dispute part' },
      { value: 'admit-all', label: 'Yes: I owe all of it' },
    ],
    label: 'Your answer to the claim',
  },
  counterclaim: {
    legend: 'Does the claimant owe you money in the same matter?',
    hint: 'If so, you can make a counterclaim with your defence.',
    choices: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
    label: 'Counterclaim',
  },
} as const;

export const planQuestionErrors = {
  pathMissing: 'Select what you need a plan for',
  claimantMissing: 'Select who is owed the money',
  debtorMissing: 'Select who owes the money',
  amountMissing: 'Enter the amount owed',
  amountInvalid: 'Enter the amount owed as a number of pounds, like 2400 or 2400.50',
  amountTooLarge: 'Enter an amount of £10,000,000 or less',
  amountZero: 'Enter an amount of at least 1p',
  descriptionTooLong: (max: number) => `What it is for must be ${max} characters or fewer`,
  dueDateMissing: 'Enter the date the payment was due',
  dueDateFuture: 'The date the payment was due must be today or in the past: the plan is for money already owed',
  interestMissing: 'Select which interest you will claim',
  acknowledgedMissing: 'Select yes if the debtor paid part of the debt or signed an acknowledgment of it',
  acknowledgedDateMissing: 'Enter the date of the latest part payment or signed acknowledgment',
  acknowledgedDateFuture: 'The date of the part payment or acknowledgment must be today or in the past',
  acknowledgedDateBeforeDue: 'The date of the part payment or acknowledgment must be on or after the date the payment was due',
  letterMissing: 'Select whether you have sent a letter before action',
  letterDateMissing: 'Enter the date of the letter',
  letterDateFuture: 'The date of the letter must be today or in the past',
  letterPayByBeforeLetter: 'The date the letter gave to pay or reply must be on or after the date of the letter',
  replyMissing: 'Select whether they replied',
  replyDateMissing: 'Enter the date the reply arrived',
  replyDateBeforeLetter: 'The date the reply arrived must be on or after the date of the letter',
  replyDateFuture: 'The date the reply arrived must be today or in the past',
  documentsDateBeforeReply: 'The date you sent the documents must be on or after the date they asked for them',
  documentsDateFuture: 'The date you sent the documents must be today or in the past',
  documentsDateMissing: 'Enter the date you sent the documents',
  disputedMissing: 'Select whether the debtor disputes the money',
  meansMissing: 'Select what you know about the debtor’s money, or “I know nothing about their money”',
  meansNothingAndSomething: 'Select “I know nothing about their money” on its own, or only what you know',
  postcodeInvalid: 'Enter a full UK postcode, like LS1 4DY, or leave it empty',
  nameTooLong: (max: number) => `The name must be ${max} characters or fewer`,
  servedHowMissing: 'Select what you know about when the claim was served',
  servedDateMissing: 'Enter the date',
  /** What each date is called in GOV.UK's date messages ("The date of the letter must include a month"). */
  dateSubjects: {
    dueDate: 'The date the payment was due',
    acknowledgedDate: 'The date of the part payment or acknowledgment',
    letterDate: 'The date of the letter',
    letterPayBy: 'The date the letter gave to pay or reply',
    replyDate: 'The date the reply arrived',
    documentsDate: 'The date you sent the documents',
    servedDate: 'The date',
  },
  servedDateFuture: 'The date must be today or in the past',
  claimForMissing: 'Select whether the claim is for a fixed amount',
  responseMissing: 'Select whether you owe what they claim',
  counterclaimMissing: 'Select whether the claimant owes you money',
} as const;

/** The words around the plan's items: how each date was counted, what a figure is, the hearing centre's states. */
export const planViewText = {
  date: 'Date',
  cost: 'Cost',
  free: 'Free',
  claimable: 'You can claim',
  claimValue: 'Claim value',
  issueFee: 'Issue fee',
  forms: 'Forms',
  rule: 'The rule',
  important: 'Important: ',
  stop: 'Stop and check: ',
  countedWorkingDays: 'Counted in working days: weekends and bank holidays are skipped.',
  countedCalendarDays: 'Counted in calendar days: every day counts.',
  countedYears: 'Six years from the date the money was due, or from a part payment or signed acknowledgment that restarted them.',
  movedOff: (days: string) => `Moved to the next working day, because the last day fell on ${days}.`,
  skippedHolidays: (names: string) => `Bank holidays skipped: ${names}.`,
  dateUnavailable:
    'We cannot work this date out yet: it falls after the last bank holidays published for England and Wales. Check it with the deadline calculator nearer the time.',
  summaryTitle: 'Your claim in figures',
  summaryDebt: 'The debt',
  summaryInterest: (date: string) => `Interest to ${date}`,
  summaryCompensation: 'Late Payment compensation',
  summaryClaim: 'Your claim (the amount on the claim form)',
  summaryIssueFee: 'Issue fee',
  hearingNoPostcode: (whose: 'debtor' | 'claimant') =>
    `Give ${whose === 'debtor' ? 'the debtor’s' : 'your'} postcode in your answers to see which hearing centre would hear a defended claim, or use the court finder.`,
  hearingLoading: 'Finding the hearing centre…',
  hearingFailed: 'We could not load the court list just now. Check your connection and try again, or use the court finder.',
  hearingRetry: 'Try again',
  hearingUnknown: (postcode: string) => `We could not find a hearing centre for ${postcode}. Use the court finder, or Find a Court on GOV.UK.`,
  hearingAnswer: (whose: 'debtor' | 'claimant', postcode: string) => `For ${whose === 'debtor' ? 'the debtor’s' : 'your'} postcode, ${postcode}:`,
  courtFinder: 'Use the court finder',
} as const;

/** The plan's own tools: calendar, answers file, saving, asking us, printing. */
export const planToolsText = {
  title: 'Keep and share your plan',
  calendar: 'Add the dates to my calendar (.ics)',
  calendarHint: 'One file with every date still to come, for Google, Apple or Outlook calendars.',
  download: 'Download my answers',
  downloadHint: 'A small file on your device. Open it here later to see your plan again, worked out afresh.',
  open: 'Open saved answers',
  openHint: 'Choose the answers file you downloaded from this page (claim-plan-answers.json). It stays in your browser.',
  opened: 'Your saved answers are open. Check them, then see your plan.',
  askUs: 'Ask us to look at this plan',
  askUsHint: 'Opens our consultation form with a short summary of this plan in it, for you to read and change. Nothing is sent until you press the form’s button.',
  print: 'Print this plan',
} as const;
