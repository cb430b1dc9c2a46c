import { CURRENT_FEES, EX50_URL, FEE_CHANGES, FEES_CHECKED, UNCONFIRMED_LAST_LOOKED } from './fees';
import { siteConfig } from './site';

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
  `The court’s **Small Claims Mediation Service** is **free** and **confidential**: a **one-hour telephone appointment**, usually within about 28 days of referral, in which the mediator speaks to each side separately and passes offers between you, so you do not have to talk to the other side directly. The mediator does not decide who is right; if you reach agreement, it is recorded and becomes binding. Under a pilot scheme (Practice Direction 51ZE), claims issued from **22 May 2024** in which the only thing claimed is a specified sum of money (a fixed amount, such as an unpaid invoice) are referred to the service automatically once both sides have filed their directions questionnaires. When the pilot began, all Online Civil Money Claims cases and all road traffic and personal injury claims were excluded. If a party fails to attend the appointment, the judge at the final hearing must consider a sanction, which can include an order about costs. The pilot’s stated end date was 21 May 2026. Some secondary sources report that it was extended, but when we looked in ${UNCONFIRMED_LAST_LOOKED} we could not confirm that from an official source, so rely on the court’s letters to tell you whether your claim has been referred.`;

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

/**
 * The Register of Judgments, Orders and Fines (FACTS.md §9 and §11: GOV.UK "County court judgments for debt";
 * Registry Trust): a judgment goes on the register; paid in full within one month, it is REMOVED once the court has
 * proof of payment (a letter with proof, or form N443); paying does not by itself keep it off. Plain text: the
 * letters (plain-text documents) use it too.
 */
export const REGISTER_OF_JUDGMENTS =
  'A County Court judgment goes on the Register of Judgments, Orders and Fines for 6 years. If it is paid in full within one month of the judgment, it is removed once the court has proof of payment (a letter with proof, or form N443 for a certificate of cancellation): paying does not by itself take it off. A judgment paid later, or by instalments, stays on the register even if every instalment is on time.';

/** Interest and the small claims limit (FACTS.md §9: the track ignores interest; the fee band counts it). */
export const INTEREST_AND_THE_LIMIT =
  'Interest does not count towards the £10,000 small claims limit: when the court decides the track, it ignores interest, costs, any amount that is not in dispute and any contributory negligence, so a £9,800 debt with interest on top stays on the small claims track. Interest does count when working out the issue fee.';

/**
 * The note beside a spec 9 fee figure that FACTS.md §2 says is out of date (the FAQ's £770, the fee table's
 * £790): check EX50, and the current top-band figures.
 */
export const CHECK_CURRENT_FEE = `**Check the current fee** on the official [EX50 fees list](${EX50_URL}) before you pay, because fees change. As at ${FEES_CHECKED}, when we last checked, it gave £${CURRENT_FEES.issueFeeTopSmallClaimsBand} to issue a claim of £5,000.01 to £10,000, with a separate hearing fee of £${CURRENT_FEES.hearingFeeLowest} to £${CURRENT_FEES.hearingFeeHighest} if the claim goes to a hearing.`;

/**
 * Deemed service of posted documents (FACTS.md §10): the claim form follows CPR 6.14 (second business day after
 * posting); every other document follows CPR 6.26 (second day after posting if a business day, else the next).
 */
export const DEEMED_SERVICE =
  'A **claim form** sent by first class post is deemed served on the **second business day after posting** (CPR 6.14), so one posted on a Friday is served on the Tuesday. **Any other document** sent by first class post, such as an application, an order, a witness statement or the documents you exchange under the court’s directions, is deemed served on the **second day after posting if that is a business day, or otherwise on the next business day** (CPR 6.26), so one posted on a Friday is served on the Monday.';

/** The claim form's rule alone (CPR 6.14), for the pages that explain how a claim starts. */
export const CLAIM_FORM_SERVICE =
  'A claim form sent by first class post is deemed served on the second business day after posting (CPR 6.14); other posted documents follow a different rule.';

/**
 * Winding-up and bankruptcy thresholds (FACTS.md §4 and §10: IA 1986 s.123(1)(a) "exceeding £750"; s.267(4)
 * £5,000 or more since 1 October 2015). Plain text, without markup, because the statutory demand template (a
 * plain-text document) uses it too.
 */
export const INSOLVENCY_THRESHOLDS =
  'A creditor can petition to wind up a company only for an unpaid debt of more than £750 (a debt of exactly £750 is not enough), and to make an individual bankrupt only for a debt of £5,000 or more (the limit since 1 October 2015).';

/**
 * The automatic mediation referral in one sentence, with its scope (FACTS.md §1 and §10: PD 51ZE, specified
 * sums only, claims issued from 22 May 2024; OCMC, road traffic and personal injury claims excluded at the start;
 * the pilot's stated end date was 21 May 2026; an extension is reported only by secondary sources [U], so the
 * passage says we could not confirm it, and when we looked).
 * MEDIATION_SERVICE gives the whole picture; this is for places with room for one sentence.
 */
export const MEDIATION_REFERRAL =
  `Under a pilot scheme, a claim issued from **22 May 2024** for a specified sum of money only is referred to the free Small Claims Mediation Service automatically once both sides have filed their directions questionnaires, unless it is an Online Civil Money Claims case or a road traffic or personal injury claim (all of which were excluded when the pilot began). A side that is referred is expected to attend the appointment. The pilot’s stated end date was 21 May 2026, and when we looked in ${UNCONFIRMED_LAST_LOOKED} we could not confirm from an official source what has applied since: whatever the scheme, the court’s letters tell you whether your claim has been referred.`;

/**
 * Which court enforces a judgment against goods (FACTS.md §6 and §10: High Court and County Courts Jurisdiction
 * Order 1991 art. 8): £5,000 or more must go to the High Court (except regulated consumer credit debts);
 * £600 to £4,999.99 may; under £600 stays in the County Court.
 */
export const GOODS_ENFORCEMENT_COURT =
  'Which court enforces a judgment against goods depends on its size. A judgment of **£5,000 or more must** be enforced in the High Court, by transferring it there (form N293A) for a writ of control, unless it is for a debt under a regulated consumer credit agreement, which stays in the County Court. From **£600 to £4,999.99** you **may** choose: a County Court warrant of control (form N323), or a transfer to the High Court. Under £600, enforcement stays in the County Court.';

/**
 * Settling a claim that has been issued (FACTS.md §10): a consent judgment is a County Court judgment; a Tomlin
 * order is not; a withdrawn claim leaves only a new claim on the agreement.
 */
export const SETTLING_AN_ISSUED_CLAIM =
  'Once a claim has been issued, how you record a settlement matters. A **consent judgment** (a judgment for the agreed sum that both sides ask the court to enter) is a County Court judgment: it goes on the register, and comes off only if it is paid in full within one month and the court has proof of payment. A **Tomlin order** puts the claim on hold on the terms set out in a schedule, with permission to go back to the court: it is not a judgment, and if the terms are broken you apply to the court under the order to enforce them. If the claim is simply withdrawn on a private agreement, there is no judgment either, but if the money then does not arrive, your only remedy is a new claim based on the agreement. A settlement agreement should say which of these will follow, and that the claim is settled only when the money has been received, except where judgment is entered by consent: the claim then merges in the judgment, and any unpaid money is enforced as a judgment debt.';

/**
 * Without prejudice offers (FACTS.md §10: plain "without prejudice" generally never, "save as to costs" on costs only;
 * §12: the exceptions, Unilever v Procter & Gamble).
 */
export const WITHOUT_PREJUDICE =
  'An offer marked **“without prejudice”** is a genuine attempt to settle, and it generally cannot be shown to the judge: not when the claim is decided, and not afterwards on costs. There are narrow exceptions: it can be shown to prove that a settlement was reached, or where hiding it would cover up something plainly improper, such as a threat or a lie. An offer marked **“without prejudice save as to costs”** stays hidden from the judge while the claim is decided, but can be shown afterwards, when the judge considers costs. An **open offer** can be shown to the judge at any time.';

/** Costs for late evidence or a wasted hearing (FACTS.md §1 and §10: only under CPR 27.14(2)(g)). */
export const COSTS_FOR_UNREASONABLE_BEHAVIOUR =
  'On the small claims track the judge can order you to pay the other side’s extra costs, such as the cost of a wasted hearing, only if you have behaved unreasonably (CPR 27.14(2)(g)).';

/** The housing disrepair limit (FACTS.md §1 and §10: it applies only when a repair order is sought). */
export const HOUSING_DISREPAIR_LIMIT =
  'A tenant’s housing disrepair claim that asks the court to **order the landlord to carry out repairs** goes on the small claims track only if the repairs are worth £1,000 or less and any other damages claimed are £1,000 or less. A claim for **damages only** (compensation, without asking for a repair order) uses the ordinary £10,000 limit.';

/** Where a defended claim is heard: in its own module, so the court finder loads it without every other passage. */
export { DEFENDANT_HEARING_CENTRE } from './hearing-centre-passage';

/**
 * An unpaid hearing fee (FACTS.md §12: CPR 3.7(4) and 3.7A1): the claim is struck out automatically. Said wherever
 * the hearing fee is dated or described.
 */
export const HEARING_FEE_UNPAID =
  'If the claimant does not pay the hearing fee, or apply for Help with Fees, by the date in the court’s notice, the claim is **struck out automatically**.';

/**
 * What the small claims directions questionnaire (N180) asks, and mediation beside it (FACTS.md §12: PD 51ZE; the
 * revised N180): never "it asks whether you will try mediation".
 */
export const DIRECTIONS_QUESTIONNAIRE_ASKS =
  'The questionnaire asks about your witnesses, any expert evidence, the hearing centre and the dates you cannot attend. Mediation is not yours to opt out of there for a claim the court refers automatically: a side that is referred is expected to attend the appointment, and the judge must consider a sanction against one that did not.';

/**
 * What avoids a County Court judgment for a defendant who owes the money (FACTS.md §12 "A CCJ on admission": CPR 14).
 */
export const AVOIDING_A_CCJ =
  'Only paying the claim in full before judgment, or a settlement that ends the claim without a judgment (the claim withdrawn, or put on hold by a Tomlin order), avoids a County Court judgment. Admitting the claim and paying by instalments through the court leads to a judgment, even if every instalment is paid on time.';

/** The online services and form N1 (issue 16 point 10): the same ground, not the same order. */
export const ONLINE_CLAIM_QUESTIONS =
  'The online services ask broadly the same questions as paper form N1, but in their own order.';

/** Particulars of claim on a separate sheet (FACTS.md §10: CPR 22.1, PD 22). */
export const PARTICULARS_STATEMENT_OF_TRUTH =
  'If you write the particulars of claim on a separate sheet, give them their own statement of truth, signed and dated; they must have one if they are served separately from the claim form.';

/** Witness familiarisation, never rehearsal (FACTS.md §10: R v Momodou [2005] EWCA Crim 177). */
export const WITNESS_FAMILIARISATION =
  '**Familiarisation, never rehearsal.** We help you and your witnesses know what to expect: how the hearing runs, who sits where, how the judge and the other side ask questions, and how to give evidence (listen to each question, answer it in your own words, and say so if you do not know or cannot remember). We never rehearse, suggest or practise what you or a witness will say about the facts of the case: evidence must be each person’s own recollection, and coaching a witness on it is improper and can destroy the value of their evidence.';

/**
 * Who the business is (FACTS.md §10 "Who the business is"): not a law firm, not regulated by the SRA, BSB or
 * CILEx Regulation, outside the Legal Ombudsman's remit, and how to complain. Shown on the terms, on every
 * service page's scope statement and in the footer.
 */
export const WHO_WE_ARE = `**${siteConfig.name} is not a law firm.** We are not regulated by the Solicitors Regulation Authority (SRA), the Bar Standards Board (BSB) or CILEx Regulation, and the Legal Ombudsman cannot take complaints about us. If you are unhappy with our service, please complain to us directly: our terms explain [how to complain](/terms-of-service#complaints).`;


/**
 * Not attending a small claims hearing (FACTS.md §11: CPR 27.9(1) and (2)): notice to the court AND the other side,
 * at least 7 days before, confirming service of every document filed; a claimant absent without it can have the
 * claim struck out. One passage for every page that mentions not attending (issue 24).
 */
export const NOT_ATTENDING_A_HEARING =
  'If you cannot attend the hearing, you can ask the judge to decide the claim without you: under rule 27.9 of the Civil Procedure Rules, write to **the court and the other side** at least **7 days before the hearing**, say that you will not attend and ask for the claim to be decided in your absence, and confirm that you have served on the other side every document you filed with the court. A claimant who neither attends nor gives this notice can have the claim **struck out**.';

/**
 * The Pre-Action Protocol for Debt Claims after the debtor replies (FACTS.md §11): no claim until 30 days after the
 * completed Reply Form or 30 days after sending the documents asked for (sent within 30 days), whichever is later;
 * then at least 14 days' written notice before issuing; allow for a Reply Form posted late. Written to the creditor.
 * Plain text: the templates' notes use it too.
 */
export const DEBT_PROTOCOL_AFTER_A_REPLY =
  'If the debtor replies, do not start a claim until 30 days after you receive their completed Reply Form or, if they ask for documents, 30 days after you send them (send the documents, or explain why you cannot, within 30 days of the request), whichever is later. If you have still not agreed how the debt will be paid, give the debtor at least 14 days’ written notice that you intend to start a claim before you issue it. A Reply Form posted near the end of the 30 days may still be in the post, so allow a few days for it to arrive before you issue.';

/**
 * A claim worth more than £10,000 (FACTS.md §11 "Over £10,000", §14, CPR 26.9): normally the fast track up to £25,000,
 * the intermediate track up to £100,000, the multi-track above; a different hearing fee (check EX50), and the loser can
 * be ordered to pay the other side's costs (fixed recoverable costs on the fast and intermediate tracks).
 */
export const OVER_THE_SMALL_CLAIMS_LIMIT = `A claim worth more than **£10,000** (the amount claimed, leaving out interest and costs) is normally **not a small claim**: claims up to £25,000 usually go to the **fast track**, claims over £25,000 and not more than £100,000 to the **intermediate track**, and larger ones to the **multi-track**. The hearing fee there is different from the small claims hearing fee (check the [EX50 fees list](${EX50_URL})), and the small claims limits on costs no longer protect you: the party who loses can usually be ordered to pay the other side’s costs on top of their own (on the fast and intermediate tracks, **fixed recoverable costs**).`;

/**
 * Who the business is, where a page describes what its help is (FACTS.md §11 "Legal advice"): assessing a case,
 * valuing it or saying whether to defend IS legal advice, lawful for an unregulated business; so never "we do not
 * give legal advice", but not a law firm, not regulated, and not regulated legal advice.
 */
export const NOT_REGULATED_LEGAL_ADVICE =
  'We are not a law firm and are not regulated by the Solicitors Regulation Authority (SRA), the Bar Standards Board (BSB) or CILEx Regulation, so our help is **not regulated legal advice**. We do not conduct litigation or speak for you in court: you stay in charge of your case.';

/**
 * What is known of the fee changes the Ministry of Justice proposed (FACTS.md, opening note), with the date we
 * looked (issue 24: never "proposed from 13 July 2026" as if it were still ahead).
 */
export const FEE_CHANGES_UNCONFIRMED = `The fees here are as at ${FEES_CHECKED}, when we last checked them against the official list. On ${FEE_CHANGES.announced} the Ministry of Justice announced changes proposed from ${FEE_CHANGES.proposedFrom}, subject to Parliament; when we looked again in ${FEE_CHANGES.lookedFor} we could not confirm from the official list whether they have taken effect, so check the current fee on the [EX50 fees list](${EX50_URL}) before you pay.`;

/**
 * The letter before action's court fee (spec 9's generator bands, which differ from the current fees above £3,000):
 * said wherever a page opens the letter with its own figures (the claim calculator, Plan my claim).
 */
export const LETTER_FEE_BANDS =
  'The letter’s court fee is an estimate from the template’s own fee bands, which differ from the current fees above £3,000: check the fee it gives against the current issue fee here or on EX50.';

/**
 * Issue 56 (FACTS.md §14: CPR 27.4(3)(a); PD 27A Appendix B): the small claims standard directions on the documents
 * for the hearing. The hearing bundle tool dates it; Plan my claim points to it.
 */
export const DOCUMENTS_BEFORE_THE_HEARING =
  'The court’s standard directions for a small claim say that each party must send the court and every other party copies of all the documents they will rely on at the hearing, witness statements and any expert’s report included, at least 14 days before the hearing (CPR 27.4(3)(a); Practice Direction 27A, Appendix B).';
