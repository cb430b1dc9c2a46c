/**
 * Issue 28: the figures the claim plan's rules use that the site did not already hold, each with its source
 * (FACTS.md section named). Figures the site already holds are imported where they live (the small claims limit in
 * content/tools/claim-calculator.ts, the fees in content/fees.ts, the Late Payment rates in
 * content/tools/late-payment.ts); the periods of the deadline calculator are counted by lib/tools/deadlines.ts.
 */

/** Online Civil Money Claims takes fixed-sum claims up to £25,000 (FACTS.md §8, §11), in pounds, interest counted. */
export const OCMC_LIMIT = 25_000;

/** Money Claim Online takes larger fixed-sum claims of less than £100,000, leaving out interest and costs (FACTS.md §12, PD 7E para 4), in pounds. */
export const MONEY_CLAIM_ONLINE_LIMIT = 100_000;
/** A Money Claim Online claim form counts as served this many days after its issue date, whatever the day (PD 7E; FACTS.md 12). */
export const MONEY_CLAIM_ONLINE_SERVICE_DAYS = 5;

/**
 * The plan warns that the time limit is close when it falls within this many days of the plan's date: less than
 * the Debt Protocol's waits (30 days, 30 after a reply, 14 days' notice) plus the time to prepare a claim.
 */
export const LIMITATION_WARNING_DAYS = 120;

/** The Debt Protocol's waits after a reply (FACTS.md §11 item 2): 30 days after the Reply Form or the documents sent. */
export const DEBT_PROTOCOL_WAIT_AFTER_REPLY_DAYS = 30;
/** Documents the debtor asks for are sent, or their absence explained, within 30 days of the request (FACTS.md §11). */
export const DEBT_PROTOCOL_DOCUMENTS_DAYS = 30;
/** At least 14 days' written notice before issuing, once the waits are over without agreement (FACTS.md §11). */
export const DEBT_PROTOCOL_NOTICE_DAYS = 14;

/**
 * Statutory demands (FACTS.md §4, §10): a winding-up petition needs a debt of more than £750 (exactly £750 is not
 * enough, s.123(1)(a)); a bankruptcy petition, £5,000 or more (s.267(4)). In pounds.
 */
export const WINDING_UP_MORE_THAN = 750;
export const BANKRUPTCY_AT_LEAST = 5_000;

/**
 * Enforcement against goods (FACTS.md §10, High Court and County Courts Jurisdiction Order 1991 art. 8), in pounds:
 * from £600 a judgment may be transferred to the High Court; from £5,000 it must be.
 */
export const HIGH_COURT_TRANSFER_FROM = 600;
export const HIGH_COURT_REQUIRED_FROM = 5_000;

/** Attachment of earnings needs at least £50 still owed (FACTS.md §8), in pounds. */
export const ATTACHMENT_OF_EARNINGS_MIN = 50;

/** The largest debt the plan takes, in pounds (the claim calculator's own ceiling). */
export const MAX_AMOUNT = 10_000_000;

/** The longest "what it is for" and name the plan keeps (the answers file refuses longer). */
export const TEXT_MAX = 500;
export const NAME_MAX = 200;

/** Far above a real answers file (about 1 kB); a file over this is refused before it is read or parsed. */
export const MAX_ANSWERS_FILE_BYTES = 16 * 1024;
