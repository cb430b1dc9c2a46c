import { CURRENT_FEES, EX50_URL } from './fees';

/**
 * Passages that several pages share, written once so that a correction is made once (STYLE.md: one source per
 * fact). Pages use them as a block's `text` or inside template literals. Inline markup: `**bold**` and
 * `[label](href)`. Facts from FACTS.md (section numbers below); each passage reads on its own, in the second
 * person, so it fits an article, a guide step, a service page or an FAQ answer.
 */

/**
 * What the Civil Procedure Rules govern (FACTS.md §9: CPR 2.1). Used after "the Civil Procedure Rules (the CPR, "
 * so it is a phrase, not a sentence.
 */
export const CPR_SCOPE =
  'the rules for civil cases in the County Court, the High Court and the Court of Appeal; family and insolvency cases have their own rules';

/**
 * The Small Claims Mediation Service and the automatic referral pilot (FACTS.md §1 "2024 changes" and §9:
 * PD 51ZE excluded all OCMC cases and all road traffic and personal injury claims at the start, never "some").
 */
export const MEDIATION_SERVICE =
  'The court’s **Small Claims Mediation Service** is **free** and **confidential**: a **one-hour telephone appointment**, usually within about 28 days of referral, in which the mediator speaks to each side separately and passes offers between you, so you do not have to talk to the other side directly. The mediator does not decide who is right; if you reach agreement, it is recorded and becomes binding. Under a pilot scheme (Practice Direction 51ZE), claims issued from **22 May 2024** in which the only thing claimed is a specified sum of money (a fixed amount, such as an unpaid invoice) are referred to the service automatically once both sides have filed their directions questionnaires. When the pilot began, all Online Civil Money Claims cases and all road traffic and personal injury claims were excluded. If a party fails to attend the appointment, the judge at the final hearing must consider a sanction, which can include an order about costs. The pilot’s stated end date was 21 May 2026 and it is reported to have been extended, so rely on the court’s letters to tell you whether your claim has been referred.';

/**
 * Setting aside a judgment after missing the hearing (FACTS.md §1, CPR 27.11): absent, unrepresented, no 27.9
 * notice; within 14 days of service; both a good reason and a reasonable prospect; not after a 27.10 decision.
 */
export const SETTING_ASIDE_AFTER_A_MISSED_HEARING =
  'If you missed the hearing, you can ask the court to **set aside** (cancel) the judgment and hear the claim again under rule 27.11 of the Civil Procedure Rules, but only if you did not attend, nobody represented you, and you had not given the court written notice under rule 27.9 asking it to decide the case without you. You must apply within **14 days** of being served with notice of the judgment, usually on form N244 with a fee, and show **both** a good reason for not attending **and** a reasonable prospect of success at a new hearing. This route is not available if the claim was decided on the papers, without a hearing, because everyone agreed to that under rule 27.10.';

/** Appeals (FACTS.md §1 "Appeals": Part 52, permission, District Judge to Circuit Judge, N164, usually 21 days). */
export const APPEALS =
  'An appeal is not a second chance to argue the whole case: you generally need to show that the decision was wrong, or unjust because of a serious irregularity in the proceedings. Appeals follow Part 52 of the Civil Procedure Rules, and you need **permission to appeal**, which you can ask for from the judge at the end of the hearing or from the appeal court in your appeal notice. An appeal from a District Judge goes to a Circuit Judge. You use form **N164** (the appellant’s notice for small claims), usually within **21 days** of the decision, and the small claims limits on costs still apply.';

/** Reserved judgments (spec 9 "Hearing day": 7-14 days, contact the court after 3 weeks; FACTS.md §9: "often"). */
export const RESERVED_JUDGMENT =
  'If the judge reserves judgment (decides later, in writing), the decision often arrives by post within 7 to 14 days, but it can take longer; if you have heard nothing after 3 weeks, contact the court with your case number.';

/** How to address the judge (FACTS.md §9: "Judge" for a District Judge since 1 December 2022). */
export const ADDRESSING_THE_JUDGE =
  'Since 1 December 2022 District Judges, who hear most small claims, are addressed as “Judge”, not “Sir” or “Madam”. A Circuit Judge, who hears appeals, is addressed as “Your Honour”.';

/** Lay representatives (FACTS.md §9: a right of audience if the party attends; PD 27A para 3.2). */
export const LAY_REPRESENTATIVE =
  'A **lay representative** (someone who is not a lawyer, such as a friend, relative or adviser) has the right to speak for you at a small claims hearing as long as you attend too: no permission from the judge is needed. A company can send one of its employees to put its case.';

/** The Register of Judgments, Orders and Fines (FACTS.md §9: one month; instalment judgments are registered). */
export const REGISTER_OF_JUDGMENTS =
  'A County Court judgment is entered on the Register of Judgments, Orders and Fines unless it is paid in full within one month. A judgment paid by instalments is registered even if every instalment is paid on time.';

/** Interest and the small claims limit (FACTS.md §9: the track ignores interest; the fee band counts it). */
export const INTEREST_AND_THE_LIMIT =
  'Interest does not count towards the £10,000 small claims limit: when the court decides the track, it ignores interest, costs, any amount that is not in dispute and any contributory negligence, so a £9,800 debt with interest on top stays on the small claims track. Interest does count when working out the issue fee.';

/**
 * The note beside a spec 9 fee figure that FACTS.md §2 says is out of date (the FAQ's £770, the fee table's
 * £790): check EX50, and the current top-band figures.
 */
export const CHECK_CURRENT_FEE = `**Check the current fee** on the official [EX50 fees list](${EX50_URL}) before you pay: fees change, and the list now gives £${CURRENT_FEES.issueFeeTopSmallClaimsBand} to issue a claim of £5,000.01 to £10,000, with a separate hearing fee of £${CURRENT_FEES.hearingFeeLowest} to £${CURRENT_FEES.hearingFeeHighest} if the claim goes to a hearing.`;
