import type { GuideStep } from './schema';
import { CURRENT_FEES } from './fees';
import {
  APPEALS,
  DIRECTIONS_QUESTIONNAIRE_ASKS,
  HEARING_FEE_UNPAID,
  FEE_CHANGES_UNCONFIRMED,
  CLAIM_FORM_SERVICE,
  GOODS_ENFORCEMENT_COURT,
  HOUSING_DISREPAIR_LIMIT,
  INTEREST_AND_THE_LIMIT,
  LAY_REPRESENTATIVE,
  MEDIATION_SERVICE,
  SETTING_ASIDE_AFTER_A_MISSED_HEARING,
  NOT_ATTENDING_A_HEARING,
  OVER_THE_SMALL_CLAIMS_LIMIT,
  DEBT_PROTOCOL_AFTER_A_REPLY,
} from './shared-passages';

/** When the guide was last checked against its sources (FACTS.md): shown on the page as "Last reviewed". */
export const guideReviewed = '2026-11-23';

/**
 * Spec 2 "Step-by-Step Guide": the eight steps of a small claim in England and Wales.
 * Sources: /work/shared/FACTS.md (CPR Parts 26, 27 and 52, PD 27A, PD 51ZE, the Pre-Action Protocol for
 * Debt Claims, the Limitation Act 1980, the EX50 fees list and GOV.UK guidance). Fees change: the details
 * send readers to the live EX50 list rather than promising a figure will stay the same.
 */

export const guideIntro =
  'A small claim in England and Wales usually passes through eight stages, from your first letter to getting paid. Here is what happens at each one and what you need to do.';

export const guideSteps = [
  {
    step: 1,
    title: 'Try to resolve it first',
    description:
      'Before you go to court, you are expected to try to settle the dispute. Usually this means sending a letter before action and giving the other side a fair chance to reply.',
    details: [
      'Send a "letter before action" (also called a letter of claim): a formal letter that says what went wrong, how much you want and why, and that you will go to court if it is not settled by a set date.',
      `If a business (including a sole trader) is claiming a debt from an individual, the Pre-Action Protocol for Debt Claims applies: the letter must include a statement of account, the Information Sheet, the Reply Form and a financial statement form, and the debtor has 30 days to reply. ${DEBT_PROTOCOL_AFTER_A_REPLY}`,
      'In most other disputes, give the other side a reasonable time to reply: 14 days is usual for a straightforward claim, and up to 3 months if it is very complex.',
      'Stay open to negotiation or mediation. If you ignore these steps or behave unreasonably, the court can take it into account later, including when it decides who pays which costs.',
      'Keep copies of every letter and email, and get proof of posting or delivery.',
    ],
  },
  {
    step: 2,
    title: 'Check your claim fits the small claims track',
    description:
      'The small claims track is the simplest and cheapest route through the County Court. Check that your claim is the right size and type, and that you are still in time.',
    details: [
      `Most claims worth £10,000 or less go to the small claims track. ${OVER_THE_SMALL_CLAIMS_LIMIT} ${INTEREST_AND_THE_LIMIT}`,
      'Personal injury claims have lower limits: the claim must be worth £10,000 or less and the part for the injury itself (pain, suffering and loss of amenity) no more than £1,500, with different limits for road traffic accident claims.',
      `${HOUSING_DISREPAIR_LIMIT} A claim by a residential occupier against their landlord for harassment or unlawful eviction relating to residential premises never goes on this track.`,
      'Check the time limit (the "limitation period"). For a contract or debt claim it is 6 years from the date the money was due or the contract was broken. Other claims can have different limits, so get advice early if you are near the deadline.',
      'Check you are suing the right person or business under their correct legal name (for a limited company, check Companies House), and think about whether they could pay if you win.',
    ],
  },
  {
    step: 3,
    title: 'Gather your evidence',
    description:
      'The judge decides on the evidence in front of them, not on what you say you could prove. Collect and organise it before you issue your claim.',
    details: [
      'Written agreements: contracts, terms and conditions, quotes, orders, invoices and receipts.',
      'Messages between you and the other side, including emails, texts, letters, your letter before action and any reply.',
      'Dated photos or videos of damage, defects or poor work, taken as soon as possible.',
      'Names and contact details of witnesses. Each will need to give a written witness statement in their own words later.',
      'Expert evidence is not allowed on the small claims track without the court\'s permission, so ask for it early if you think your case needs an expert report.',
      'Work out exactly what you are claiming, with a breakdown. You can usually add interest, often at 8% a year simple interest, or under the late payment rules if one business is claiming from another.',
    ],
  },
  {
    step: 4,
    title: 'Issue your claim',
    description:
      'You start a claim by filing a claim form and paying the court\'s issue fee. You can usually do this online if you are claiming a fixed amount of money.',
    details: [
      'Online: GOV.UK\'s "Make a court claim for money" service sends you to Online Civil Money Claims or Money Claim Online, depending on your claim. Online claims must be for a fixed amount.',
      'On paper: complete claim form N1 and send it to the Civil National Business Centre in Northampton, with the fee. The court then usually sends (serves) the claim on the defendant.',
      'Your "particulars of claim" should say briefly what was agreed, what went wrong, how the amount is made up and any interest you claim. You sign a statement of truth, so it must be accurate.',
      `The issue fee depends on the amount claimed, including interest. For claims up to £10,000 it runs from £${CURRENT_FEES.issueFeeLowest} (up to £300) to £${CURRENT_FEES.issueFeeTopSmallClaimsBand} (£5,000.01 to £10,000), and it is the same online or on paper. ${FEE_CHANGES_UNCONFIRMED}`,
      'If you are on a low income or certain benefits and have little savings, you may not have to pay some or all of the fee. Apply for Help with Fees online or with form EX160.',
      'If you win, the court fees you paid are normally added to what the defendant must pay you.',
    ],
  },
  {
    step: 5,
    title: 'The defendant responds',
    description:
      'Once the claim is served, the defendant has a short, fixed time to pay, admit or defend it. If they do nothing, you can ask the court for judgment.',
    details: [
      `The defendant has 14 days after the particulars of claim are served to respond. ${CLAIM_FORM_SERVICE}`,
      'If the defendant files an acknowledgment of service (part of the N9 response pack), they get 28 days from service of the particulars of claim to file a defence.',
      'The defendant can pay, admit all or part of the claim and offer to pay in instalments (form N9A), or file a defence and any counterclaim (form N9B).',
      'If they admit the whole claim but offer to pay by instalments and you reject the offer, the court decides the rate of payment (how much and how often); the claim does not go on as a defended claim. If they admit only part of the claim and you do not accept that, the claim goes on as a defended claim.',
      'If there is no response in time, you can ask for "default judgment" (judgment without a hearing): form N225 for a fixed amount, N227 if the court must decide the amount, or through the online service.',
    ],
  },
  {
    step: 6,
    title: 'Directions questionnaire, allocation and mediation',
    description:
      'If the claim is defended, both sides fill in a directions questionnaire. The court uses it to allocate the claim to a track, and many small claims are referred to free mediation.',
    details: [
      'The court sends each side a directions questionnaire. On the small claims track this is form N180. Return it by the deadline, or the court may strike out your claim or defence.',
      DIRECTIONS_QUESTIONNAIRE_ASKS,
      'A judge then "allocates" the claim to a track. Most defended claims worth £10,000 or less go to the small claims track.',
      MEDIATION_SERVICE,
      'If you settle, the agreement is binding. If you do not, the claim goes on to a hearing.',
    ],
  },
  {
    step: 7,
    title: 'Prepare for and attend the hearing',
    description:
      'The court sends you directions (instructions) and a hearing date. Follow the directions exactly and prepare so that you can explain your case clearly and briefly.',
    details: [
      'Read the directions carefully. They usually say you must send copies of all the documents you rely on, including witness statements, to the court and the other side at least 14 days before the hearing. Our [hearing bundle tool](/tools/hearing-bundle) works out that date from your hearing date and makes one numbered, indexed PDF of your documents.',
      `The claimant must pay a hearing fee by the date the court gives (for small claims, from £${CURRENT_FEES.hearingFeeLowest} to £${CURRENT_FEES.hearingFeeHighest} depending on the amount claimed), or apply for Help with Fees. ${HEARING_FEE_UNPAID}`,
      'Hearings are usually in front of a District Judge, often in a room at the court rather than a courtroom, and are informal. The judge can also direct a video or phone hearing.',
      'Prepare a short summary of your case, the documents in date order with page numbers, and copies for the judge and the other side. Arrive at least 30 minutes early.',
      `${NOT_ATTENDING_A_HEARING} ${LAY_REPRESENTATIVE}`,
      'Costs you can recover are limited, mainly court fees, reasonable travel costs and capped loss of earnings, so legal fees are usually not paid back even if you win.',
    ],
  },
  {
    step: 8,
    title: 'Judgment and enforcement',
    description:
      'The judge usually gives a decision at the end of the hearing. If the losing party does not pay by the date ordered, the court does not collect the money automatically: you must choose a way to enforce the judgment.',
    details: [
      'The judgment says how much must be paid and by when. If you lose and cannot pay on time, you can ask the court to let you pay in instalments instead of ignoring the order. Our [guide to County Court judgments](/county-court-judgments) explains the register, paying within a month and setting a judgment aside.',
      'If you win and are not paid, you can ask the court to: question the debtor about their finances (order to obtain information, form N316); send enforcement agents to collect or take goods (warrant of control, N323, or a High Court writ of control); take money from their wages (attachment of earnings, N337); freeze money in their bank account (third party debt order, N349); or secure the debt against their property (charging order, N379).',
      GOODS_ENFORCEMENT_COURT,
      'Each enforcement method has its own court fee, which is usually added to the debt. Check the current EX50 fees list, and pick the method that fits what the debtor has.',
      SETTING_ASIDE_AFTER_A_MISSED_HEARING,
      APPEALS,
    ],
  },
] satisfies GuideStep[];
