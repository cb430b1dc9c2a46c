import { EX50_URL, FEES_AS_AT, HELP_WITH_FEES_URL } from '../fees';
import {
  DEBT_PROTOCOL_AFTER_A_REPLY,
  AVOIDING_A_CCJ,
  DEFENDANT_HEARING_CENTRE,
  DIRECTIONS_QUESTIONNAIRE_ASKS,
  DOCUMENTS_BEFORE_THE_HEARING,
  FEE_CHANGES_UNCONFIRMED,
  GOODS_ENFORCEMENT_COURT,
  INSOLVENCY_THRESHOLDS,
  INTEREST_AND_THE_LIMIT,
  LETTER_FEE_BANDS,
  MEDIATION_REFERRAL,
  OVER_THE_SMALL_CLAIMS_LIMIT,
  REGISTER_OF_JUDGMENTS,
} from '../shared-passages';
import { claimCalculatorRules } from '../tools/claim-calculator';
import { deadlineRules } from '../tools/deadline-calculator';
import { DEBT_PROTOCOL_URL, MONEY_CLAIM_URL, STATUTORY_DEMANDS_URL } from '../official-urls';

/**
 * Issue 28: the claim plan's words. The rules in lib/claim-plan/ return keys (a step, an item, a rule, an action);
 * the page looks the words up here, so the logic holds no wording and a correction is made once. Inline markup:
 * `**bold**` and `[label](href)`. Rules reuse the deadline and claim calculators' texts and the shared passages
 * (FACTS.md sections named beside each), so the plan says what the rest of the site says.
 */

export const PLAN_STEPS = {
  'can-you-claim': { title: 'Can you still claim?' },
  'before-you-claim': { title: 'Before you claim' },
  claiming: { title: 'Claiming' },
  'after-you-claim': { title: 'After you claim' },
  'getting-paid': { title: 'Getting paid' },
  defending: { title: 'Replying to a claim against you' },
} as const;
export type PlanStepId = keyof typeof PLAN_STEPS;

/** The rules the plan cites: a short citation shown beside each item, and the rule in words. */
export const PLAN_RULES = {
  limitation: { cite: 'Limitation Act 1980, section 5', text: `${deadlineRules.limitation} ${deadlineRules.limitationRestart}` },
  smallClaimsLimit: { cite: 'CPR Part 26', text: `${INTEREST_AND_THE_LIMIT}` },
  overSmallClaimsLimit: { cite: 'CPR Part 26', text: OVER_THE_SMALL_CLAIMS_LIMIT },
  statutoryDemand: {
    cite: 'Insolvency Act 1986, sections 123 and 267',
    text: `A statutory demand gives the debtor 21 days to pay or agree terms; it is free to serve, and is the first step towards a winding-up or bankruptcy petition. ${INSOLVENCY_THRESHOLDS} It must never be used for a debt that is genuinely disputed: the demand can be set aside, and you can be ordered to pay the costs.`,
  },
  jurisdiction: {
    cite: 'England and Wales only',
    text: 'This plan, and this site, cover claims in the County Court in England and Wales. Scotland and Northern Ireland have their own courts and rules.',
  },
  debtProtocol: { cite: 'Pre-Action Protocol for Debt Claims', text: deadlineRules.letterProtocol },
  debtProtocolAfterReply: { cite: 'Pre-Action Protocol for Debt Claims', text: DEBT_PROTOCOL_AFTER_A_REPLY },
  preActionConduct: { cite: 'Practice Direction – Pre-Action Conduct', text: deadlineRules.letterGeneral },
  generatorDeadline: {
    cite: 'Practice Direction – Pre-Action Conduct',
    text: 'The letter our generator writes gives the debtor 14 working days from the date of the letter to pay or reply, a little longer than the 14 days the Practice Direction treats as reasonable for a straightforward claim.',
  },
  issueFee: { cite: 'Civil Proceedings Fees Order 2008', text: claimCalculatorRules.issueFee },
  section69: { cite: 'County Courts Act 1984, section 69', text: `${claimCalculatorRules.section69} ${claimCalculatorRules.oneOrOther}` },
  latePayment: { cite: 'Late Payment of Commercial Debts (Interest) Act 1998', text: claimCalculatorRules.latePayment },
  onlineClaims: {
    cite: 'GOV.UK, make a court claim for money',
    text: `You can claim a fixed sum online: [Online Civil Money Claims](${MONEY_CLAIM_URL}) for claims up to £25,000, and Money Claim Online for larger ones of less than £100,000 (leaving out interest and costs). On paper, send form N1 with the fee to the Civil National Business Centre, St Katharine’s House, 21–27 St Katharine’s Street, Northampton NN1 2LH. Online and paper fees are the same.`,
  },
  helpWithFees: { cite: 'Help with Fees (EX160)', text: claimCalculatorRules.helpWithFees },
  claimFormService: { cite: 'CPR 6.14', text: `${deadlineRules.claimForm} ${deadlineRules.onlineClaims}` },
  moneyClaimOnlineService: { cite: 'PD 7E', text: deadlineRules.moneyClaimOnline },
  reply14: { cite: 'CPR 10.3, 15.4(1)(a)', text: deadlineRules.replyWithout },
  reply28: { cite: 'CPR 15.4(1)(b)', text: deadlineRules.replyWith },
  courtOffice: { cite: 'CPR 2.8(5)', text: deadlineRules.courtOffice },
  defaultJudgment: {
    cite: 'CPR Part 12',
    text: `${deadlineRules.defaultJudgment} For a fixed sum, ask on form N225 (or online, for a claim made online).`,
  },
  directionsQuestionnaire: {
    cite: 'CPR Part 26',
    text: `Once a defence is filed, the court sends each side a directions questionnaire (N180 for the small claims track). Return it by the date on the court’s notice, or the court may strike out the claim or the defence. ${DIRECTIONS_QUESTIONNAIRE_ASKS}`,
  },
  mediation: { cite: 'Small Claims Mediation Service', text: MEDIATION_REFERRAL },
  documentsBeforeHearing: { cite: 'CPR 27.4(3)(a)', text: DOCUMENTS_BEFORE_THE_HEARING },
  hearingFee: { cite: 'Civil Proceedings Fees Order 2008, CPR 3.7A1', text: `${claimCalculatorRules.hearingFee} ${FEE_CHANGES_UNCONFIRMED}` },
  fastTrackHearingFee: { cite: 'CPR Part 26', text: claimCalculatorRules.overLimitHearingFee },
  hearingCentre: { cite: 'CPR Part 26', text: DEFENDANT_HEARING_CENTRE },
  enforcement: {
    cite: 'GOV.UK, enforce a judgment',
    text: `The court does not collect the money for you: if the debtor does not pay, you choose a way to enforce the judgment, apply for it and pay its fee (fees change: check the [EX50 fees list](${EX50_URL})). Enforcement is paused while the debtor is in Breathing Space, and a judgment more than 6 years old generally needs the court’s permission to enforce.`,
  },
  goodsEnforcement: { cite: 'High Court and County Courts Jurisdiction Order 1991, article 8', text: GOODS_ENFORCEMENT_COURT },
  admission: {
    cite: 'CPR Part 14',
    text: 'If you admit the whole claim and offer instalments the claimant does not accept, the court decides the rate of payment; if you admit only part and the claimant does not accept it, the claim goes on as a defended claim.',
  },
  counterclaim: {
    cite: 'CPR Part 20',
    text: `A counterclaim (your own claim against the claimant) is made on the same form as the defence and filed with it. A fee is payable on a counterclaim: check the [EX50 fees list](${EX50_URL}).`,
  },
  register: { cite: 'GOV.UK, County Court judgments for debt', text: REGISTER_OF_JUDGMENTS },
} as const satisfies Record<string, { cite: string; text: string }>;
export type PlanRuleKey = keyof typeof PLAN_RULES;

/** Each item of the plan: a heading and what to do. The date, cost, rule and link come with the item. */
export const PLAN_ITEMS = {
  // Can you still claim?
  'limitation-in-time': { title: 'Last day to issue your claim', text: 'Six years from the date the money was due, the safe reading: issue well before it.' },
  'limitation-soon': { title: 'Last day to issue your claim: it is close', text: 'The time limit is near. Do not let the steps before a claim take you past it: if they would, issue the claim in time and get advice straight away.' },
  // One wording with the deadline calculator's (FACTS.md §12).
  'limitation-closed-day': { title: 'The last day falls when the court office is closed', text: deadlineRules.limitationClosedDay },
  'limitation-closed-today': { title: 'Today is the last day, and the court office is closed', text: deadlineRules.limitationClosedToday },
  'limitation-today': { title: 'Today is the last day to issue your claim', text: deadlineRules.limitationToday },
  'limitation-passed': {
    title: 'The time limit may have passed',
    text: 'Six years from the date the money was due have passed. A claim may still be possible only if the debtor acknowledged the debt in writing, or paid part of it, before the six years ran out: an acknowledgment or payment after that does not revive the debt. The debtor can defend on this ground alone: get advice before you spend money on a claim.',
  },
  'limitation-restarted': {
    title: 'The six years restarted',
    text: 'You said the debtor paid part of the debt, or signed a written acknowledgment of it, on this date, before the six years from the due date ran out: time runs again from that date, and the last day to issue is counted from it. Keep proof of it (a bank statement, the signed letter or email): the debtor can dispute it.',
  },
  'limitation-acknowledged-late': {
    title: 'The payment or acknowledgment came after the six years',
    text: 'You gave a part payment or signed acknowledgment after six years from the due date had passed. That does not revive a debt, unless an earlier payment or acknowledgment had already restarted the six years before they ran out. If there was one, the time limit may not have passed: get advice with the dates of each.',
  },
  'small-claim': { title: 'A small claim', text: 'The debt is £10,000 or less, so the claim normally goes on the small claims track, where the costs you can win or lose are limited.' },
  'over-small-claims-limit': { title: 'Not a small claim', text: 'The debt is over £10,000, so the claim will normally go to the fast track (for claims up to £25,000): a different hearing fee, and if you lose you can be ordered to pay the other side’s fixed costs.' },
  'intermediate-track': { title: 'Not a small claim', text: 'The debt is over £25,000, so the claim will normally go to the intermediate track (for claims of not more than £100,000), not the fast track: a different hearing fee, and if you lose you can be ordered to pay the other side’s fixed costs. Get advice before you start.' },
  'multi-track': { title: 'Not a small claim', text: 'The debt is over £100,000, so the claim will normally go to the multi-track: a different hearing fee, and if you lose you can be ordered to pay the other side’s costs, which can be large. Get advice before you start.' },
  'statutory-demand-disputed': {
    title: 'Not a statutory demand',
    text: 'The debtor disputes the debt, so a statutory demand is the wrong tool: a disputed debt belongs in a court claim, where a judge decides it.',
  },
  'statutory-demand-below-threshold': {
    title: 'Not a statutory demand',
    text: 'The debt is below the amount for a winding-up or bankruptcy petition, so a statutory demand cannot lead anywhere: a court claim is the way to recover it.',
  },
  'statutory-demand-possible': {
    title: 'A statutory demand is possible, but serious',
    text: `For an undisputed debt of this size a statutory demand is possible. It threatens insolvency, not payment, and if the debtor becomes insolvent you share what they have with every other creditor: for most people a court claim is the better route. Form SD1 is for a registered company or LLP: for a partnership or another kind of organisation, take advice before you serve a demand. See GOV.UK’s [statutory demands](${STATUTORY_DEMANDS_URL}) page.`,
  },
  'outside-england-wales': {
    title: 'Outside England and Wales',
    text: 'A postcode you gave is in Scotland or Northern Ireland (or outside the UK mainland). This plan covers claims in England and Wales only: their courts and rules may apply instead, so get advice before you start.',
  },
  'postcode-check': {
    title: 'Check where the debtor is',
    text: 'We could not tell from the postcode whether it is in England and Wales (some postcodes near the Scottish border cover both). This plan covers England and Wales only.',
  },
  // Before you claim
  'debt-protocol-letter': {
    title: 'Send a Letter of Claim under the Debt Protocol',
    text: `A business (or sole trader) claiming from an individual (or sole trader) must follow the [Pre-Action Protocol for Debt Claims](${DEBT_PROTOCOL_URL}): send the Letter of Claim with the Information Sheet, the Reply Form and a financial statement.`,
  },
  'debt-protocol-letter-sent': { title: 'Letter of Claim sent under the Debt Protocol', text: 'The 30 days for a reply run from the date of the letter.' },
  'pre-action-letter': {
    title: 'Send a letter before action',
    text: 'Set out what is owed and why, what you will do if it is not paid, and give a date to pay or reply, as the Practice Direction on Pre-Action Conduct expects.',
  },
  'pre-action-letter-sent': { title: 'Letter before action sent', text: 'Wait until the date your letter gave, or 14 days, whichever is later.' },
  'debt-protocol-reply-by': { title: 'The debtor’s reply is due', text: 'The debtor has 30 days from the date of the Letter of Claim to return the Reply Form. Allow a few days for a reply posted near the end.' },
  'pre-action-reply-by': { title: 'The debtor’s reply is due', text: 'Do not start a claim before this date.' },
  'send-documents': { title: 'Send the documents the debtor asked for', text: 'Send them, or explain why you cannot, within 30 days of the request.' },
  'send-documents-overdue': {
    title: 'Overdue: send the documents the debtor asked for',
    text: 'The 30 days to send them, or explain why you cannot, ended on this date. Do it now: the wait before a claim runs from the day you send them.',
  },
  'protocol-wait-after-reply': {
    title: 'The wait after the debtor’s reply ends',
    text: 'No claim until 30 days after the completed Reply Form arrived, or 30 days after you sent the documents asked for, whichever is later.',
  },
  'protocol-notice': {
    title: 'Give 14 days’ written notice',
    text: 'If you have still not agreed how the debt will be paid, write to the debtor that you intend to start a claim, at least 14 days before you issue it.',
  },
  'consider-reply': {
    title: 'Consider the reply and try to settle',
    text: 'Answer what the debtor says, send any documents they reasonably ask for, and consider an offer or mediation before you claim: the judge can look at how both sides behaved.',
  },
  // Claiming
  'earliest-issue': { title: 'The earliest day to issue your claim', text: 'The first working day after the waits before a claim are over.' },
  'issue-today-limitation': {
    title: 'Issue your claim today',
    text: 'Today is the last day of the time limit, so do not wait for the steps before a claim: issue the claim today, online if the court office is closed. Get advice straight away about completing the steps the Protocol expects.',
  },
  'issue-before-limitation': {
    title: 'Issue before the time limit',
    text: 'The waits before a claim end after the time limit, so do not wait for them: issue the claim before the last day. If the court office is closed from now until then (a weekend or bank holiday), issue it online now, before that day. Get advice straight away about completing the steps the Protocol expects.',
  },
  'issue-fee': { title: 'Issue fee', text: `Paid when you issue the claim, on the amount claimed including interest (${FEES_AS_AT}). If you win, the court normally orders the debtor to pay it back.` },
  'interest-section-69': { title: 'Interest to the day you issue', text: 'Interest under section 69 at 8% a year, from the day the money was due to the planned issue date. The court decides whether to award it.' },
  'interest-late-payment': {
    title: 'Late Payment interest and compensation to the day you issue',
    text: 'Late Payment Act interest at 8% above the reference rate, from the day the money was due to the planned issue date, with the fixed compensation for the debt.',
  },
  'late-payment-alternative': {
    title: 'Between businesses: Late Payment interest',
    text: 'If you and the debtor both acted in the course of business, you may claim Late Payment Act interest and compensation instead of section 69 interest, never both. Work it out with the claim calculator.',
  },
  'alternative-late-payment': {
    title: 'The other choice: Late Payment interest and compensation',
    text: 'Between businesses you claim one kind of interest or the other, never both. With Late Payment interest and compensation instead, the claim and its issue fee would be as shown. To plan with them, change your answer to “Which interest will you claim?”.',
  },
  'alternative-section-69': {
    title: 'The other choice: section 69 interest',
    text: 'Between businesses you claim one kind of interest or the other, never both. With section 69 interest instead, the claim and its issue fee would be as shown. To plan with it, change your answer to “Which interest will you claim?”.',
  },
  'late-payment-rate-unknown': {
    title: 'Late Payment interest: no confirmed reference rate',
    text: 'We hold no confirmed Bank of England reference rate for the half-year in which this debt became overdue, so the figures in this plan use section 69 interest instead. Work out Late Payment interest in the claim calculator with the rate for that period.',
  },
  'how-online': { title: 'Claim online', text: 'Use Online Civil Money Claims on GOV.UK (a fixed sum up to £25,000 with interest), or send form N1 on paper to the Civil National Business Centre.' },
  'how-larger': { title: 'Claim online or on paper', text: 'Over £25,000 with interest, use Money Claim Online (for less than £100,000, leaving out interest and costs) or send form N1 on paper to the Civil National Business Centre.' },
  'how-paper': { title: 'Claim on paper', text: 'For £100,000 or more (leaving out interest), send form N1 with the fee to the Civil National Business Centre.' },
  'help-with-fees': { title: 'Help with Fees', text: `On a low income with little in savings you may pay less, or nothing: [apply for Help with Fees](${HELP_WITH_FEES_URL}) (form EX160) before you pay. It is open to individuals, sole traders included, but not to companies.` },
  // After you claim
  'claim-served': { title: 'Your claim is served on the debtor', text: 'The court sends the claim to the debtor. The debtor’s time to reply counts from the day the claim form counts as served, which depends on how you claimed (the rule below).' },
  'reply-due': { title: 'The debtor must reply', text: 'A defence, an admission, or an acknowledgment of service, within 14 days of service.' },
  'defence-due-after-acknowledgment': { title: 'Defence due if they acknowledged service', text: 'An acknowledgment of service gives the debtor 28 days from service to file a defence.' },
  'default-judgment': { title: 'Ask for judgment if there is no reply', text: 'If the debtor has not replied in time, ask for judgment in default: form N225 for a fixed sum, or online for an online claim.' },
  'directions-questionnaire': { title: 'If the claim is defended: the directions questionnaire', text: 'Return it by the date on the court’s notice. It asks about your witnesses and the dates you cannot attend; it does not ask whether you will mediate.' },
  'hearing-documents': {
    title: 'If the claim goes to a hearing: your documents',
    text: 'Send the court and the other side copies of every document you will rely on, by the date the court’s order gives (usually at least 14 days before the hearing). Bring the originals on the day.',
  },
  mediation: { title: 'Free mediation', text: 'A one-hour telephone appointment with the court’s Small Claims Mediation Service. The court’s letters say whether your claim is referred; if it is, you are expected to attend.' },
  'hearing-fee': { title: 'Hearing fee, if the claim goes to a hearing', text: 'Due by the date in the court’s notice when it lists the hearing. If it is not paid (or Help with Fees applied for) by then, the claim is struck out automatically. Many claims settle or end without a hearing.' },
  'hearing-fee-fast-track': { title: 'Hearing fee, if the claim goes to a hearing', text: 'Not a small claims fee: the fast track hearing fee is different. Check it on the EX50 fees list.' },
  'hearing-centre': { title: 'Where a defended claim is heard', text: 'The County Court hearing centre for the postcode shown: the debtor’s when an individual or sole trader defends a claim for a fixed sum, otherwise the one you name on the claim form.' },
  // Before you claim, issue 55: the same checks the Get paid planner offers before money is spent
  'can-they-pay': {
    title: 'Before you claim: can they pay?',
    text: 'A judgment you cannot enforce costs fees and brings nothing. Check first: Companies House for a company (whether it is active, its accounts and charges), the Insolvency Register for a person, Registry Trust for other judgments still unpaid, and HM Land Registry for property they own.',
  },
  // Getting paid
  'attachment-of-earnings': { title: 'Attachment of earnings', text: 'The debtor’s employer takes regular payments from their wages. Only for a debtor who is employed (not self-employed), with at least £50 still owed.' },
  'charging-order': { title: 'Charging order', text: 'Secures the debt on land or property the debtor owns, paid when it is sold. It protects you, but rarely brings money quickly.' },
  'warrant-of-control': { title: 'Warrant of control', text: 'County Court enforcement agents take control of goods to sell towards the debt.' },
  'warrant-or-writ': { title: 'Warrant or writ of control', text: 'Enforcement agents take control of goods: a County Court warrant (N323), or a transfer to the High Court (N293A) for a writ of control. For this amount you may choose.' },
  'writ-of-control': { title: 'Writ of control (High Court)', text: 'A judgment of £5,000 or more must be transferred to the High Court (N293A) for a writ of control, unless it is for a regulated consumer credit debt.' },
  'third-party-debt-order': { title: 'Third party debt order', text: 'Freezes money the debtor’s bank holds for them and has it paid to you. It works best when you know where they bank.' },
  'order-to-obtain-information': { title: 'Order to obtain information', text: 'The debtor (or, for a company, one of its officers) must come to court and answer questions about their income and what they own, so you can choose how to enforce.' },
  'nothing-known-warning': {
    title: 'You know nothing about what the debtor has',
    text: '**A judgment you cannot enforce costs fees and brings nothing.** Before you claim, find out what you can: where they work, whether they own their home, where they bank, whether they trade. A company’s accounts and charges are on Companies House.',
  },
  'get-paid-planner': {
    title: 'Plan how to get paid',
    text: 'If they do not pay after judgment, the Get paid planner works out which ways of enforcing fit, which court, the forms with your figures, the fees and the dates.',
  },
  'register-of-judgments': { title: 'The judgment goes on the register', text: 'It stays there for 6 years. If it is paid in full within one month, it is removed once the court has proof of payment.' },
  // Defending
  'defend-served': { title: 'The claim was served on you', text: 'Your deadlines count from this day: the day the claim counts as served, not the day it arrived. If the claim form said the particulars of claim would follow, they count from the day the particulars are served instead.' },
  'defend-served-earlier': {
    title: 'We used the earlier of two days, to be safe',
    text: 'A paper claim form posted by the court counts as served on the second business day after posting. One from Money Claim Online or the County Court Business Centre (Northampton) counts as served 5 days after the issue date printed on it, which here is earlier, so your dates count from that day. If your claim form says “the day of service is taken as 5 days after the issue date”, choose that answer instead and give the issue date.',
  },
  'defend-online-notice': { title: 'A claim made online', text: 'For a claim made online, use the dates in the court’s notice or the online service: they can differ from these.' },
  'defend-acknowledge': { title: 'Acknowledge service (if you need more time)', text: 'Filing the acknowledgment of service (in the N9 response pack) within 14 days gives you 28 days from service for your defence.' },
  'defend-admit': { title: 'Admit the claim', text: 'Use the admission form and, if you cannot pay at once, offer instalments with your income and outgoings.' },
  'defend-part-admit': { title: 'Admit the part you owe', text: 'Admit the part you owe on the admission form and defend the rest on the defence form, both within the same time.' },
  'defend-defence': { title: 'File your defence', text: 'Say which parts of the claim you dispute and why, within 14 days of service.' },
  'defend-defence-after-acknowledgment': { title: 'File your defence (after an acknowledgment of service)', text: 'With the acknowledgment of service filed in time, the defence is due 28 days after service.' },
  'defend-counterclaim': { title: 'Your counterclaim goes with your defence', text: 'If the claimant owes you money, set it out on the defence and counterclaim form and file it with your defence: within 14 days of service, or 28 if you filed an acknowledgment of service.' },
  'defend-default-judgment': {
    title: 'If you do nothing: judgment against you',
    text: 'From the day after your deadline the claimant can ask for judgment without a hearing, a County Court judgment (CCJ) against you.',
  },
  'defend-ccj': {
    title: 'Avoiding a County Court judgment',
    text: `Reply in time. If you owe the money: ${AVOIDING_A_CCJ} A judgment paid in full within one month comes off the register once the court has proof of payment.`,
  },
  'defend-directions-questionnaire': { title: 'After your defence: the directions questionnaire', text: 'Return it by the date on the court’s notice.' },
  'defend-hearing-documents': {
    title: 'If the claim goes to a hearing: your documents',
    text: 'Send the court and the claimant copies of every document you will rely on, by the date the court’s order gives (usually at least 14 days before the hearing). Bring the originals on the day.',
  },
  'defend-mediation': { title: 'Free mediation', text: 'A one-hour telephone appointment in which a mediator passes offers between you. The court’s letters say whether your claim is referred; if it is, you are expected to attend.' },
} as const satisfies Record<string, { title: string; text: string }>;
export type PlanItemKey = keyof typeof PLAN_ITEMS;

/** A date that holds for one way of claiming only: the words beside the item's title and in the calendar file. */
export const PLAN_ONLY = {
  'paper-claim': 'Paper claim only: for a claim made online, use the dates in the court’s notice',
  'money-claim-online': 'Money Claim Online only: served 5 days after the issue date; a claim sent on paper is served on other dates, so check the court’s notice',
} as const;
export type PlanOnly = keyof typeof PLAN_ONLY;

/** The links that act on an item: their words. The address comes with the item (some carry the visitor's answers). */
export const PLAN_ACTIONS = {
  'write-letter': 'Write this letter',
  'claim-calculator': 'See the working in the claim calculator',
  'deadline-calculator': 'Check this date in the deadline calculator',
  'claim-online': 'Make a court claim for money on GOV.UK',
  'help-with-fees': 'Check if you are likely to get Help with Fees',
  'court-forms': 'Court forms explained',
  'court-page': 'See this hearing centre',
  'statutory-demand': 'Statutory demands on GOV.UK',
  'enforce-a-judgment': 'Enforce a judgment on GOV.UK',
  'official-form': 'Get the form on GOV.UK',
  'ccj-guide': 'County Court judgments explained',
  'get-paid': 'Plan it with the Get paid planner',
  'can-they-pay': 'See the checks and what each tells you',
  fees: 'Check the current fees (EX50)',
  'hearing-bundle': 'Date it and make your bundle',
} as const;
export type PlanActionKey = keyof typeof PLAN_ACTIONS;

/** A line under an action's link, where the page it opens works something out its own way (FACTS.md §14). */
export const PLAN_ACTION_NOTES: Partial<Record<PlanActionKey, string>> = {
  'write-letter': LETTER_FEE_BANDS,
};

/** Where the fixed links go (the letter, calculator and form links are built with the visitor's answers). */
export const PLAN_LINKS = {
  claimCalculator: '/tools/claim-calculator',
  deadlineCalculator: '/tools/deadline-calculator',
  courtForms: '/court-forms-library',
  ccjGuide: '/county-court-judgments',
  moneyClaim: MONEY_CLAIM_URL,
  /** Issue 41: our Help with Fees check (opened with the claim's value), which links on to GOV.UK's application. */
  helpWithFeesCheck: '/tools/help-with-fees',
  /** Issue 55: the Get paid planner (opened with the amount), and its checks before spending money. */
  getPaid: '/tools/get-paid',
  canTheyPay: '/tools/get-paid#checks',
  statutoryDemands: STATUTORY_DEMANDS_URL,
  enforceAJudgment: 'https://www.gov.uk/make-court-claim-for-money/enforce-a-judgment',
  fees: EX50_URL,
  /** Issue 56: the hearing bundle tool (the documents' date, and one numbered, indexed PDF). */
  hearingBundle: '/tools/hearing-bundle',
} as const;

/** The plan's calendar file: its name in PRODID, the file name and the line added to every event. */
export const PLAN_CALENDAR = {
  product: 'Claim plan',
  fileName: 'claim-plan.ics',
  footer: 'From your plan at Small Claims Compass. General information, not legal advice: check each date against the rules and the court’s notices.',
} as const;
