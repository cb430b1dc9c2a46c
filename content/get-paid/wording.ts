/**
 * Issue 55: the words of the "Get paid" plan, keyed by what the rules return (lib/get-paid/rules.ts). Each method says
 * what it does, what it costs up front and who pays, and what happens if it fails (FACTS.md §15, §8, §10). No figure
 * here: fees and thresholds come from content/get-paid/figures.ts, with their dates and sources.
 */

export const METHOD_WORDS = {
  'order-to-obtain-information': {
    title: 'Order to obtain information',
    does: 'The debtor (for a company, one of its officers) must come to court and answer questions on oath about their income, bank accounts, property and debts, and bring documents. It tells you which method will work.',
    costs: 'You pay the court fee when you apply. The court’s order must then be served on them in person (you can pay a process server), and service proved by a sworn statement (an affidavit) before the hearing.',
    fails: 'If they do not come or will not answer, tell the court: it can take further steps against them. You still pay the fee.',
  },
  'attachment-of-earnings': {
    title: 'Attachment of earnings',
    does: 'The court orders their employer to take regular payments from their wages and send them on. It suits someone in steady employment.',
    costs: 'You pay the court fee when you apply. The court decides how much the employer takes each pay day.',
    fails: 'If they leave the job or earn too little, payments stop or are small: tell the court the new employer if you find out.',
  },
  'third-party-debt-order': {
    title: 'Third party debt order',
    does: 'Freezes money in their bank or building society account, then orders it paid to you. You must name the bank, and a branch or account details if you can.',
    costs: 'You pay the court fee when you apply, for each bank.',
    fails: 'It catches only what is in the account when the bank is served: if the account is empty then, you get nothing and the fee is spent.',
  },
  'charging-order': {
    title: 'Charging order',
    does: 'Secures the debt on land or property they own, so it is paid when the property is sold. It protects you but rarely brings money quickly.',
    costs: 'You pay the court fee when you apply, for each property.',
    fails: 'If the property has no equity after the mortgage, there may be nothing to secure. It does not by itself bring you money: take advice on what can follow.',
  },
  'warrant-of-control': {
    title: 'Warrant of control (County Court)',
    does: 'County Court enforcement agents visit and can take control of goods to sell towards the debt, unless the debtor pays or agrees to pay.',
    costs: 'You pay the court fee with the request; it is added to the amount of the warrant, for the debtor to pay.',
    fails: 'If the agents find nothing to take, or cannot get in, the court tells you why and the fee is spent.',
  },
  'warrant-or-writ': {
    title: 'Warrant of control or High Court writ of control',
    does: 'For this amount you may choose: a County Court warrant (N323), or a transfer to the High Court (N293A) for a writ of control, which a High Court Enforcement Officer acts on.',
    costs: 'A warrant: the court fee with the request, added to the warrant. A writ: the fee to seal the writ, then the officer’s fees (below), which are added to the debt and paid by the debtor when enforcement succeeds.',
    fails: 'A warrant that finds nothing: the fee is spent. A writ that recovers nothing: you pay the officer’s compliance fee, with VAT if you are not VAT-registered.',
  },
  'writ-of-control': {
    title: 'Writ of control (High Court)',
    does: 'For this amount a judgment enforced against goods must go to the High Court: transfer it (N293A) and a High Court Enforcement Officer acts on the writ of control.',
    costs: 'The fee to seal the writ, then the officer’s fees (below), which are added to the debt and paid by the debtor when enforcement succeeds.',
    fails: 'If nothing is recovered, you pay the officer’s compliance fee, with VAT if you are not VAT-registered.',
  },
} as const;

/** Why a method is open, to find out about, or closed. */
export const REASON_WORDS = {
  fits: 'Fits what you know.',
  'first-find-out': 'Start here: you do not yet know what they have, and a method that finds nothing costs fees and brings nothing.',
  'employment-unknown': 'Only if they are employed and you know the employer: find out first.',
  'self-employed': 'A sole trader is self-employed: this works only if they also have an employer, and you know who.',
  'bank-unknown': 'Only if you know where they bank: find out first.',
  'home-unknown': 'Only if they own land or property: check HM Land Registry first.',
  'goods-unknown': 'Only if they have goods worth taking: find out first.',
  'no-wages': 'A company, LLP or partnership has no wages to take from.',
  'under-aoe-minimum': 'Less than £50 is left to pay.',
} as const;

export const STATUS_WORDS = { open: 'Open', 'find-out': 'Find out first', closed: 'Closed' } as const;

/** What the plan says first, for where the judgment stands. */
export const STATE_WORDS = {
  paid: { title: 'Nothing is left to pay', text: 'From your answers the judgment and costs are paid. If they paid in full within a month of the judgment, they can ask for it to be removed from the register.' },
  'not-due': { title: 'Payment is not due yet', text: 'You can enforce only once the date to pay has passed without payment. Until then, the methods below are what you could do next.' },
  'instalments-on-time': {
    title: 'Nothing to enforce while the instalments are paid on time',
    text: 'Only a missed instalment can be enforced. Keep a record of each payment; if one is missed, come back and answer that they are behind.',
  },
  'breathing-space': {
    title: 'Enforcement is paused: they are in a Breathing Space',
    text: 'You must not take any enforcement step, contact them to ask for payment, or add interest or charges while it lasts, unless the court gives permission. The notice you were sent gives the end date of a standard Breathing Space (up to 60 days); a mental health crisis Breathing Space lasts for their treatment and 30 days after it. The methods below are for after it ends.',
  },
  insolvency: {
    title: 'Enforcement has stopped: they are bankrupt or in liquidation',
    text: 'The court’s enforcement methods are no longer open to you. Contact the trustee in bankruptcy or the liquidator (their details are on the Insolvency Register or at Companies House) about claiming in the bankruptcy or liquidation, where you share what is left with every other creditor.',
  },
  enforceable: { title: 'You can enforce the judgment', text: 'The date to pay has passed without payment in full. Here are the ways open to you, in the order to try them.' },
} as const;

export const PLAN_TEXT = {
  heading: 'Your plan',
  balance: 'Left to pay',
  balanceWorking: (judgment: string, costs: string, paid: string, balance: string) => `${judgment} judgment + ${costs} costs − ${paid} paid = ${balance}`,
  methodsHeading: 'Ways to enforce it',
  orderNote: 'In the order to try them: what fits what you know first, then what to find out about, then what cannot be used.',
  formsLabel: 'Form',
  feeLabel: 'Court fee',
  whatItDoes: 'What it does',
  whatItCosts: 'What it costs, and who pays',
  ifItFails: 'If it fails',
  goodsCourtNote: {
    county: 'Against goods: the County Court only (a warrant of control, N323).',
    either: 'Against goods: either court (a County Court warrant, N323, or a High Court writ after transfer, N293A).',
    high: 'Against goods: the High Court only (a writ of control after transfer, N293A).',
  },
  creditUnknown:
    'You did not know whether the debt was under a consumer credit agreement. If it was (a loan, credit card or hire purchase regulated by the Consumer Credit Act 1974), a warrant against goods stays in the County Court whatever the amount: check the claim form.',
  permission: (last: string) =>
    `The judgment is more than six years old (the last day without permission was ${last}). A warrant or writ of control now needs the court’s permission first: apply on form N244, giving the reasons for the delay. Other methods have no such rule in CPR 83.2, but the debtor may argue the judgment is too old: take advice before you spend more.`,
  permissionComing: (last: string) => `Ask for any warrant or writ of control well before ${last}: from the next day it needs the court’s permission (CPR 83.2(3)(a)).`,
  interestRuns: (perDay: string, rate: number) => `Interest runs on this judgment at ${rate}% a year, about ${perDay} a day on what is left, unless the court ordered otherwise. Add it to what you ask for, worked out to the day you apply.`,
  interestLimited: 'No more than six years of interest can be recovered on it (Limitation Act 1980, section 24(2)).',
  interestNone: 'A County Court judgment under £5,000 carries no interest after judgment, unless it was for a debt between businesses under the Late Payment Act: then interest can run whatever the amount (check the judgment).',
  hceoHeading: 'High Court Enforcement Officers’ fees',
  hceoIntro: 'Set by the Taking Control of Goods (Fees) Regulations 2014. The debtor pays them when enforcement succeeds; if nothing is recovered, you pay the compliance fee.',
  feesNote: (asAt: string, check: string) => `Court fees as at ${asAt}, from secondary sources: we could not confirm them in an official text, so ${check}.`,
  chosenHeading: 'What to write on the form',
  chooseLabel: 'Show the form for',
  boxesIntro: 'Copy these figures into the boxes that ask for them. The form’s own wording of each box may differ slightly.',
  datesHeading: 'Dates',
  interestHeading: 'Interest on the judgment',
  toolsHeading: 'Keep and use this plan',
  askUs: 'Ask us about enforcing this',
  askUsHint: 'Opens our consultation form with a short summary of this plan filled in, for you to read and change before sending. Nothing is sent until you send it.',
  calendar: 'Add these dates to my calendar',
  calendarHint: 'Downloads a calendar file (.ics) with each date and a reminder two days before.',
  print: 'Print this plan',
  unconfirmed: 'not confirmed',
} as const;

/** The lines the form's figures are given under ("What to write on the form"). */
export const BOX_WORDS = {
  judgment: 'Amount of the judgment (debt and interest to judgment)',
  costs: 'Costs awarded',
  total: 'Judgment and costs',
  paid: 'Paid since judgment',
  balance: 'Balance due now',
  fee: 'Court fee for this form',
  amount: 'Amount of the warrant (balance and fee)',
  writAmount: 'Amount to be enforced by the writ (balance and sealing fee)',
  permissionNote: 'First, form N244 asking for permission, with the reasons for the delay.',
} as const;

/** The dated steps, on the page and in the calendar file. */
export const DATE_WORDS = {
  due: { title: 'Payment was due under the judgment', text: 'The date the judgment gave to pay, or 14 days after it when it gave none (CPR 40.11).' },
  dueFuture: { title: 'Payment is due under the judgment', text: 'If it is not paid by the end of this day, you can start to enforce.' },
  apply: { title: 'Send the form for the method you chose', text: 'Send it to the court with the fee (check the EX50 first). Keep a copy.' },
  permissionLastDay: {
    title: 'Last day for a warrant or writ of control without the court’s permission',
    text: 'Six years from the judgment (CPR 83.2(3)(a)). After this day a warrant or writ needs the court’s permission first, on form N244.',
  },
  calendarProduct: 'Get paid planner',
  calendarFileName: 'get-paid-dates.ics',
  calendarFooter: 'From the Small Claims Compass "Get paid" planner: general guidance, not legal advice. Check each date against your judgment.',
} as const;

/** The free or cheap checks before spending money (FACTS.md §15), each with what it tells you. */
export const CHECKS = [
  {
    id: 'companies-house',
    title: 'Companies House',
    href: 'https://find-and-update.company-information.service.gov.uk/',
    tells: 'Whether a company or LLP is active, in liquidation or dissolved (a dissolved company cannot be enforced against), its registered office, its latest accounts and any charges over its assets. Free.',
    for: ['company'],
  },
  {
    id: 'insolvency-register',
    title: 'The Insolvency Register',
    href: 'https://www.gov.uk/search-bankruptcy-insolvency-register',
    tells: 'Whether a person is bankrupt, or has a debt relief order or an individual voluntary arrangement: then the court’s methods are closed to you. Free.',
    for: ['individual', 'sole-trader', 'partnership'],
  },
  {
    id: 'register-of-judgments',
    title: 'Registry Trust: a search for their judgments',
    href: 'https://www.trustonline.org.uk/',
    tells: 'Whether others have County Court judgments against them that are still unpaid: many suggest little left to take. A small fee for each search.',
    for: ['individual', 'sole-trader', 'company', 'partnership'],
  },
  {
    id: 'land-registry',
    title: 'HM Land Registry',
    href: 'https://www.gov.uk/search-property-information-land-registry',
    tells: 'Who owns a property and whether it is mortgaged: what a charging order could secure. A small fee for each title.',
    for: ['individual', 'sole-trader', 'company', 'partnership'],
  },
] as const;

/** The table the page shows without JavaScript: each way of enforcing, when it can be used, and its form. */
export const ROUTES_TABLE = {
  caption: 'The ways to enforce a County Court judgment for money',
  columns: ['Method', 'When it can be used', 'Form'],
} as const;

export const THRESHOLDS_TABLE = {
  caption: 'Which court enforces against goods, by what is left to pay',
  columns: ['Left to pay', 'Court', 'Form'],
} as const;

export const FEES_TABLE = {
  caption: 'Court fees to enforce (not confirmed: check the EX50 before you pay)',
  columns: ['Fee', 'Amount', 'As at, and source'],
} as const;

/** The page's own words around its tables (the answer without JavaScript). */
export const PAGE_TEXT = {
  routesHeading: 'Ways to enforce a judgment, and when each can be used',
  routesSummary:
    'A judgment must be paid by the date it gives, or within 14 days when it gives none. While instalments the court ordered are paid on time, there is nothing to enforce. A warrant or writ of control on a judgment six years old or more needs the court’s permission first. Nothing can be enforced while the debtor is in a Breathing Space, and bankruptcy or liquidation stops enforcement.',
  costsHeading: 'What it costs',
  ex50Link: 'The EX50 fees list on GOV.UK',
  checksHeading: 'Before you spend money: can they pay?',
  checksIntro: 'Each enforcement method costs a fee, and one that finds nothing brings nothing. These checks cost little or nothing.',
  rulesHeading: 'The rules the planner applies',
  ctaTitle: 'Want help enforcing your judgment?',
} as const;

/** How the summary for the consultation form names who owes it and what is known of them. */
export const SUMMARY_WORDS = {
  debtor: { individual: 'a person', 'sole-trader': 'a sole trader', company: 'a company or LLP', partnership: 'a partnership' },
  assets: { employed: 'employed, and I know the employer', home: 'owns a home or land', bank: 'I know a bank account', goods: 'has goods of value' },
  nothingKnown: 'nothing yet',
} as const;
