import { APPLICATION_FEES, EX50_URL } from '../fees';
import { ATTACHMENT_OF_EARNINGS_MIN, HIGH_COURT_REQUIRED_FROM, HIGH_COURT_TRANSFER_FROM } from '../claim-plan/constants';

/**
 * Issue 55: every figure and rule the "Get paid" planner uses, each once, with where it comes from, the date it is
 * "as at" and whether we confirmed it in an official or primary text (FACTS.md's [V]) or only in secondary sources
 * ([S]). An unconfirmed figure is never shown as current: the page and the plan give it with its date, its source and
 * "check the EX50 before you pay". Amounts are in pence unless the name says pounds.
 *
 * The thresholds already on the site (goods enforcement, attachment of earnings) are imported from where they live.
 */

export type FigureStatus = 'confirmed' | 'not-confirmed';
export type SourcedFigure = { pence: number; source: string; asAt: string; status: FigureStatus };

/** The words every unconfirmed fee carries, on the page and in the plan. */
export const CHECK_EX50 = 'check the EX50 before you pay';

/**
 * The court fees for enforcing a County Court judgment (Civil Proceedings Fees Order 2008, Schedule 1). Not confirmed
 * in an official text (FACTS.md §2, §15): the official fees order in the stored copies we could read stops before
 * these figures, and GOV.UK's EX50 leaflet we could read is of July 2022. These are the 2025–26 secondary sources'
 * figures; changes proposed from 13 July 2026 were not confirmed either.
 */
const SECONDARY_2025_26 = 'FACTS.md §15: court fees in 2025–26 secondary sources (fees from 8 April 2025, SI 2025/351)';
const FEES_AS_AT = 'April 2025';
const courtFee = (pence: number): SourcedFigure => ({ pence, source: SECONDARY_2025_26, asAt: FEES_AS_AT, status: 'not-confirmed' });

export const ENFORCEMENT_FEES = {
  /** Request for a County Court warrant of control (N323). */
  warrantOfControl: courtFee(9_400),
  /** Application for an order to obtain information (N316 or N316A). */
  orderToObtainInformation: courtFee(7_100),
  /** Application for an attachment of earnings order (N337). */
  attachmentOfEarnings: courtFee(13_500),
  /** Application for a third party debt order (N349), for each bank or other third party. */
  thirdPartyDebtOrder: courtFee(13_500),
  /** Application for a charging order (N379), for each property. */
  chargingOrder: courtFee(13_500),
  /** Sealing a High Court writ of control after the transfer (N293A). */
  writOfControl: courtFee(8_000),
  /**
   * The court's permission for a warrant or writ on a judgment six years old or more (CPR 83.2(3)(a)): an N244
   * application, usually without notice (NHAS, 12 May 2022 [S]); the N244 fee from 8 April 2025 (FACTS.md §2 [S]).
   */
  permission: { pence: APPLICATION_FEES.byConsentOrWithoutNotice * 100, source: `FACTS.md §2: N244 fee without notice from ${APPLICATION_FEES.since} (SI 2025/351)`, asAt: FEES_AS_AT, status: 'not-confirmed' },
} as const satisfies Record<string, SourcedFigure>;

export type EnforcementFee = keyof typeof ENFORCEMENT_FEES;

/**
 * High Court Enforcement Officers' fees for a writ of control (Taking Control of Goods (Fees) Regulations 2014,
 * regulation 6 and the Schedule, Table 2). Not confirmed in the regulation's own text (the stored copies stop before
 * the Schedule); several enforcement officers' published pages (The Sheriffs Office; hceo.com; High Court Enforcement
 * Group) and FACTS.md §15 agree on them. The percentage is of the sum to be recovered above £1,000 (regulation 7).
 * Only the compliance fee falls on the creditor when nothing is recovered; VAT is added for a creditor who is not
 * VAT-registered. A 5 % uplift announced in June 2025 is not known to be in force.
 */
export const HCEO_FEES = {
  compliance: 7_500,
  firstEnforcement: 19_000,
  secondEnforcement: 49_500,
  sale: 52_500,
  percent: 7.5,
  percentAbovePence: 100_000,
  source: 'Taking Control of Goods (Fees) Regulations 2014, Schedule, Table 2, as published by High Court Enforcement Officers (The Sheriffs Office, hceo.com) and FACTS.md §15',
  asAt: 'the 2014 Regulations as published in 2025',
  status: 'not-confirmed' as FigureStatus,
} as const;

/** CPR 40.11: the days a judgment gives to pay when it names no date. */
export const DAYS_TO_PAY_A_JUDGMENT = 14;
/** CPR 83.2(3)(a): the years after which a warrant or writ needs the court's permission. */
export const PERMISSION_AFTER_YEARS = 6;
/** County Courts (Interest on Judgment Debts) Order 1991 art. 1(2): a judgment of this much or more carries interest, in pounds. */
export const JUDGMENT_INTEREST_FROM = 5_000;
/** The judgment rate (Judgments Act 1838 s.17, applied by the 1991 Order; FACTS.md §5), a year, simple. */
export const JUDGMENT_INTEREST_RATE_PERCENT = 8;

/** The rules, each with its source, whether we read it in an official or primary text, and when. */
export const GET_PAID_RULES = {
  goodsCourt: {
    cite: 'High Court and County Courts Jurisdiction Order 1991, article 8',
    text: `A judgment enforced against goods: under £${HIGH_COURT_TRANSFER_FROM} of it sought, in the County Court only (warrant of control, N323); £${HIGH_COURT_TRANSFER_FROM} to £4,999.99, in either court (a County Court warrant, or a transfer to the High Court for a writ of control, N293A); £${HIGH_COURT_REQUIRED_FROM.toLocaleString('en-GB')} or more, it must be enforced in the High Court. A judgment in proceedings about an agreement regulated by the Consumer Credit Act 1974 is enforced in the County Court only, whatever the amount.`,
    source: 'legislation.gov.uk, SI 1991/724 article 8, latest revised version',
    asAt: 'the revised text read in November 2026',
    status: 'confirmed' as FigureStatus,
  },
  attachmentOfEarnings: {
    cite: 'Attachment of earnings (N337)',
    text: `Only against a debtor who is employed (not self-employed), with at least £${ATTACHMENT_OF_EARNINGS_MIN} still owed. A company has no wages.`,
    source: 'GOV.UK, Enforce a judgment (FACTS.md §8)',
    asAt: 'FACTS.md §8',
    status: 'confirmed' as FigureStatus,
  },
  permission: {
    cite: 'CPR 83.2(3)(a)',
    text: 'A warrant or writ of control must not be issued without the court’s permission once six years or more have passed since the date of the judgment. The application (N244) must give the reasons for the delay.',
    source: 'legislation.gov.uk, Civil Procedure Rules 1998 rule 83.2 (from 6 April 2014; the 2018 amendment left (3)(a) as it was)',
    asAt: 'the text read in November 2026',
    status: 'confirmed' as FigureStatus,
  },
  interestLimit: {
    cite: 'Limitation Act 1980, section 24(2)',
    text: 'No more than six years of arrears of interest on a judgment can be recovered.',
    source: 'FACTS.md §15',
    asAt: 'FACTS.md §15',
    status: 'confirmed' as FigureStatus,
  },
  judgmentInterest: {
    cite: 'County Courts (Interest on Judgment Debts) Order 1991, article 1(2)',
    text: `A County Court judgment carries interest only if it is for £${JUDGMENT_INTEREST_FROM.toLocaleString('en-GB')} or more, or for a debt the Late Payment of Commercial Debts (Interest) Act 1998 covers (a debt between businesses), at the judgment rate of ${JUDGMENT_INTEREST_RATE_PERCENT}% a year simple, unless the court orders otherwise.`,
    source: 'legislation.gov.uk, SI 1991/1184 as made, and SI 1998/2400 (the Late Payment Act debts); 8% from FACTS.md §5',
    asAt: 'the texts read in November 2026',
    status: 'confirmed' as FigureStatus,
  },
  breathingSpace: {
    cite: 'Debt Respite Scheme (Breathing Space) Regulations 2020',
    text: 'While a debt is in a Breathing Space, no enforcement may be taken without the court’s permission. A standard Breathing Space lasts up to 60 days (the notice gives its end date); a mental health crisis Breathing Space lasts for the crisis treatment and 30 days after it.',
    source: 'GOV.UK, Debt Respite Scheme (Breathing Space) guidance for creditors, updated 9 June 2023',
    asAt: '9 June 2023',
    status: 'confirmed' as FigureStatus,
  },
  insolvency: {
    cite: 'Insolvency Act 1986',
    text: 'Once the debtor is made bankrupt or the company goes into liquidation, the judgment is no longer enforced by the court’s methods: you claim in the bankruptcy or liquidation instead.',
    source: 'FACTS.md §15',
    asAt: 'FACTS.md §15',
    status: 'confirmed' as FigureStatus,
  },
  dueDate: {
    cite: 'CPR 40.11',
    text: 'A judgment for money must be paid within 14 days of its date, unless it gives another date or instalments.',
    source: 'CPR 40.11 as quoted by a secondary source (lawzone.legal); not read in the rule’s own text',
    asAt: 'November 2026',
    status: 'not-confirmed' as FigureStatus,
  },
  instalments: {
    cite: 'CPR 40.11',
    text: 'While instalments ordered by the court are paid on time, there is nothing to enforce: only what is missed can be enforced.',
    source: 'GOV.UK, Enforce a judgment (you can only enforce once a payment has been missed)',
    asAt: 'FACTS.md §8',
    status: 'confirmed' as FigureStatus,
  },
} as const;

export type GetPaidRule = keyof typeof GET_PAID_RULES;


export { EX50_URL };
