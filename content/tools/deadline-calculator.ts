import { DEBT_PROTOCOL_AFTER_A_REPLY, REGISTER_OF_JUDGMENTS } from '../shared-passages';

/**
 * Issue 19: the deadline calculator's page, events, rules and messages (FACTS.md §3, §8, §9, §10; the Civil
 * Procedure Rules named beside each). Each rule is shown with the date it produces.
 */
export const deadlineCalculatorPage = {
  path: '/tools/deadline-calculator',
  reviewed: '2026-11-24',
  title: 'Court Deadline Calculator',
  crumb: 'Deadline Calculator',
  description:
    'Small claims deadlines in England and Wales, from deemed service and replies to appeals and limitation, counting weekends and bank holidays as the rules do.',
  intro:
    'Pick what happened and when. The calculator gives the deadline and shows how it got there: the rule, every day counted, and each weekend and bank holiday it skipped. You can add the date to your calendar.',
} as const;

export const DEADLINE_EVENTS = [
  { value: 'claim-form-posted', label: 'A claim form was posted first class, or emailed (only if email service was agreed in writing) or sent another way the rules allow' },
  { value: 'money-claim-online-issued', label: 'A claim form came from Money Claim Online or the County Court Business Centre (Northampton)' },
  { value: 'document-posted', label: 'Another court document was posted (first class)' },
  { value: 'document-delivered', label: 'Another court document was emailed (only if email service was agreed in writing), handed over or left at the address' },
  { value: 'letter-general', label: 'A letter before action was sent' },
  { value: 'letter-protocol', label: 'A business sent an individual a Letter of Claim under the Debt Protocol' },
  { value: 'particulars-served', label: 'The particulars of claim were treated as served (deemed served): when the reply is due' },
  { value: 'judgment', label: 'Judgment was given: appeal and the register' },
  { value: 'judgment-served', label: 'Judgment was given when you were not at the hearing: setting it aside' },
  { value: 'limitation', label: 'Money became due: the time limit for a claim' },
  { value: 'period', label: 'A number of days set by a court order or a rule' },
] as const;
export type DeadlineEventKind = (typeof DEADLINE_EVENTS)[number]['value'];

/** The date each event asks for. */
export const EVENT_DATE_LABELS: Record<DeadlineEventKind, string> = {
  'claim-form-posted': 'Date the claim form was posted or sent',
  'money-claim-online-issued': 'Issue date printed on the claim form',
  'document-posted': 'Date the document was posted',
  'document-delivered': 'Date it was emailed, handed over or left',
  'letter-general': 'Date of the letter',
  'letter-protocol': 'Date of the Letter of Claim',
  'particulars-served': 'Date the particulars of claim were treated as served (not the date they were posted)',
  judgment: 'Date of the judgment',
  'judgment-served': 'Date notice of the judgment was served on you',
  limitation: 'Date the money was due',
  period: 'Date the period runs from',
};

/** What each date is called in GOV.UK's date messages ("The issue date must include a month"): short, without the label's asides. */
export const EVENT_DATE_SUBJECTS: Record<DeadlineEventKind, string> = {
  'claim-form-posted': 'The date it was posted or sent',
  'money-claim-online-issued': 'The issue date',
  'document-posted': 'The date it was posted',
  'document-delivered': 'The date it was emailed, handed over or left',
  'letter-general': 'The date of the letter',
  'letter-protocol': 'The date of the Letter of Claim',
  'particulars-served': 'The date they were treated as served',
  judgment: 'The date of the judgment',
  'judgment-served': 'The date notice of the judgment was served',
  limitation: 'The date the money was due',
  period: 'The date the period runs from',
};

/**
 * What to check about the date, where an event needs more than the example (FACTS.md §11): replies run from the
 * day the particulars were deemed served, not the posting date; email service needs written agreement (PD 6A 4.1).
 */
export const EVENT_DATE_HINTS: Partial<Record<DeadlineEventKind, string>> = {
  'claim-form-posted':
    'The day it was posted, emailed or sent, not the day it arrived. If the claim form says “the day of service is taken as 5 days after the issue date”, it came from Money Claim Online or the County Court Business Centre (Northampton): choose that instead.',
  'money-claim-online-issued':
    'The issue date printed on the claim form, not the day it was posted or arrived: the claim form counts as served 5 days after it. A claim form that says “the day of service is taken as 5 days after the issue date” is one of these.',
  'document-delivered':
    'A court document may be served by email only if the other side (or its solicitor) has said in writing that it accepts service by email and given the email address to use (Practice Direction 6A, paragraph 4.1).',
  'particulars-served':
    'Enter the day the particulars were treated as served (deemed served), not the day they were posted or arrived: the posting date gives deadlines that are too early. If they came with a posted claim form, choose “A claim form was posted” instead; if they were posted on their own, find the day they were served first with “Another court document was posted”.',
};

export const deadlineFields = {
  event: { legend: 'What happened?', hint: 'Choose the event the deadline runs from.' },
  date: { hint: 'For example 24 12 2026.' },
  time: {
    legend: 'Was it done before 4.30pm?',
    choices: [
      { value: 'before', label: 'Yes, before 4.30pm' },
      { value: 'after', label: 'No, at 4.30pm or later' },
    ],
  },
  days: { label: 'Number of days', hint: 'As written in the order or rule, for example 14.' },
} as const;

export const deadlineMessages = {
  eventMissing: 'Select what happened',
  dateMissing: 'Enter the date',
  timeMissing: 'Select whether it was done before 4.30pm',
  daysMissing: 'Enter the number of days',
  daysInvalid: 'Enter the number of days as a whole number from 1 to 365',
  beyondData: 'We cannot work this deadline out: it runs past the bank holidays we hold, and we will not guess which days are working days. Count it with the court or check GOV.UK’s bank holidays.',
} as const;

/** The rules, cited beside each deadline and explained on the page. */
export const deadlineRules = {
  businessDays: 'A business day is any day except a Saturday, Sunday or bank holiday (Christmas Day and Good Friday included) (CPR 6.2).',
  claimForm:
    'A claim form sent by first class post, or by email or another method the rules allow, is treated as served on the second business day after it was posted or sent (CPR 6.3, 6.14). A court document may be served by email only if the other side (or its solicitor) has said in writing that it accepts service by email and given the email address to use (Practice Direction 6A, paragraph 4.1).',
  moneyClaimOnline:
    'A claim form from Money Claim Online or from the County Court Business Centre (Northampton) is treated as served 5 days after the issue date printed on it, whether or not that day is a business day (Practice Direction 7E; the notes on the Business Centre’s claim form): issued on Wednesday 23 December 2026, it is served on Monday 28 December, and the reply is due by Monday 11 January 2027. Such a claim form says “the day of service is taken as 5 days after the issue date”.',
  postedDocument:
    'Any other document sent by first class post is treated as served on the second day after posting if that is a business day, and otherwise on the next business day after it (CPR 6.26): posted on a Friday, served on the Monday.',
  deliveredDocument:
    'A document handed over, left at the address or sent by email is treated as served that day if it was done before 4.30pm on a business day, and otherwise on the next business day (CPR 6.26). A court document may be served by email only if the other side (or its solicitor) has said in writing that it accepts service by email and given the email address to use (Practice Direction 6A, paragraph 4.1).',
  clearDays: 'Periods are counted in clear days: the day of the event is not counted, and the period ends at the end of its last day (CPR 2.8).',
  /** Issue 56 (FACTS.md §14): a period before an event, as the hearing's directions set one. */
  clearDaysBefore:
    'A period that must pass before an event (“at least 14 days before the hearing”) is counted in clear days too: neither the day of the event nor the day the thing is done is counted (CPR 2.8), so the last day is the day before those days. For a hearing on Tuesday 2 February 2027, at least 14 days before means by Monday 18 January 2027.',
  dayBeforeThePeriod: 'the day before those days, the last day',
  courtOfficeBefore: 'The court office is closed that day: to be safe, do it by the last day before it that the office is open.',
  shortPeriod: 'For a period of 5 days or less, Saturdays, Sundays and bank holidays (Christmas Day and Good Friday included) are not counted (CPR 2.8(4)).',
  longPeriod: 'For a period of more than 5 days every day counts, weekends and bank holidays included.',
  courtOffice:
    'When the last day for something that must be done at the court office falls on a day the office is closed, it is in time if done on the next day the office is open (CPR 2.8(5)).',
  letterGeneral:
    'The Practice Direction on Pre-Action Conduct treats 14 days as a reasonable time to reply to a straightforward claim (up to 3 months for a very complex one). Allow for the letter to arrive, and do not start a claim before the date you gave.',
  letterProtocol: `Under the Pre-Action Protocol for Debt Claims the debtor has 30 days from the date of the Letter of Claim to reply. ${DEBT_PROTOCOL_AFTER_A_REPLY}`,
  replyWithout: 'The defendant must file a defence (or admit the claim) within 14 days after service of the particulars of claim (CPR 15.4(1)(a)), or acknowledge service in that time (CPR 10.3).',
  replyWith: 'With an acknowledgment of service filed in time, the defence is due 28 days after service of the particulars of claim (CPR 15.4(1)(b)).',
  particularsDeemedServed:
    'The reply deadlines count from the day the particulars of claim were treated as served (deemed served, CPR 6.26), not the day they were posted: counted from the posting date, they would come out too early.',
  defaultJudgment: 'If no reply comes in time, the claimant can ask the court for judgment in default (CPR Part 12).',
  onlineClaims: 'A claim made through Online Civil Money Claims is served through the court’s own process: use the dates in the court’s notice.',
  appeal:
    'An appeal needs permission. The appellant’s notice must be filed within 21 days after the date of the decision, unless the judge sets a different period (CPR 52.12(2)).',
  register: REGISTER_OF_JUDGMENTS,
  defaultSetAside: 'A judgment in default has no fixed deadline for an application to set it aside, but the application must be made promptly (CPR 13.3).',
  setAside:
    'A party who was neither at the small claims hearing nor represented, and had not asked the court to decide the claim without them, may apply to set the judgment aside and have the claim heard again, within 14 days after the day notice of the judgment was served on them (CPR 27.11). The court must be satisfied there was a good reason for not attending and a reasonable prospect of success.',
  judgmentPosted: 'If the court posted the judgment, find the day it was served first with “Another court document was posted”.',
  limitation:
    'A claim for a debt or a broken contract must usually be issued within 6 years of the date the cause of action arose (Limitation Act 1980, section 5). Counting from the date the money was due gives the earliest reading, and the safe one: issue before it, and well before if you can.',
  /** FACTS.md §14 (Pritam Kaur v S Russell & Sons Ltd [1973] QB 336, CA): held in time, but not to be relied on. */
  limitationClosedDay:
    'The court office is closed that day. A claim issued on the next day the office opens has been held in time, but claims can now be issued online on any day, so do not rely on that: issue the claim online before that day.',
  limitationClosedToday:
    'The court office is closed today, the last day. A claim issued on the next day the office opens has been held in time, but claims can now be issued online on any day, so do not rely on that: issue it today, online.',
  limitationToday: 'Today is the last day: issue it today.',
  limitationRestart: 'If the debtor acknowledges the debt in writing and signs it, or pays part of it, before the six years run out, time starts again from that date (Limitation Act 1980, sections 29 and 30): check before relying on it. Once the six years have run out, a later acknowledgment or payment does not revive the debt.',
  period: 'Check the order or rule for its exact words: “within 14 days of service” runs from service, not from the date on the order.',
} as const;

/** Notes the calculator adds beside a result, with the result's own dates. */
export const deadlineNotes = {
  /** The claim form may be one the 5-day rule dates (FACTS.md §14): the earlier date is the safe one for a reply. */
  fiveDayRuleEarlier: (issued: string, served: string, reply: string) =>
    `If this claim form came from Money Claim Online or the County Court Business Centre (Northampton), it counts as served 5 days after the issue date printed on it instead. Issued on ${issued}, the day you entered, it counts as served on ${served}, earlier than the date above, and the reply is then due by ${reply}. If you are not sure which yours is, reply by the earlier date.`,
} as const;

/** The rules by topic, as the page explains them (without JavaScript too). */
/** Issue 55: after judgment, the next question is how to get paid: the planner, linked under the rules. */
export const afterJudgmentLink = 'Won a judgment but not been paid? Our [Get paid planner](/tools/get-paid) works out how to enforce it: which methods fit, which court, the forms, the fees and the dates.';

export const deadlineRuleGroups: readonly { title: string; rules: readonly string[] }[] = [
  { title: 'Counting days', rules: [deadlineRules.clearDays, deadlineRules.shortPeriod, deadlineRules.longPeriod, deadlineRules.courtOffice] },
  {
    title: 'When a document counts as served',
    rules: [deadlineRules.businessDays, deadlineRules.claimForm, deadlineRules.moneyClaimOnline, deadlineRules.postedDocument, deadlineRules.deliveredDocument, deadlineRules.onlineClaims],
  },
  { title: 'Before a claim', rules: [deadlineRules.letterGeneral, deadlineRules.letterProtocol, deadlineRules.limitation, deadlineRules.limitationRestart] },
  { title: 'Replying to a claim', rules: [deadlineRules.replyWithout, deadlineRules.replyWith, deadlineRules.particularsDeemedServed, deadlineRules.defaultJudgment] },
  { title: 'After judgment', rules: [deadlineRules.appeal, deadlineRules.setAside, deadlineRules.defaultSetAside, deadlineRules.register] },
];
