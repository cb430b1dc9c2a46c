import { EX50_URL } from '../fees';
import { DIRECTIONS_QUESTIONNAIRE_ASKS, GOODS_ENFORCEMENT_COURT, MEDIATION_REFERRAL } from '../shared-passages';
import type { CourtForm } from './schema';

/**
 * The court forms library (spec 2 "Court forms library", spec 3 "court form"): the spec's eight codes and
 * categories, in spec order, each with its real official name and purpose (FACTS.md §6). Where the spec's label
 * is not what the form is (N9A, N245, EX50, N322A, N316), `watchFor` says so and names the form that does that
 * job. No fee figures here: fees change, so every entry sends the visitor to the current EX50 list.
 *
 * Official pages: N1, N9A, N180, N244 and EX50 use their GOV.UK publication pages (FACTS.md §6). We could not
 * confirm the exact GOV.UK pages for N245, N322A and N316, so those link to a GOV.UK search for the form.
 */

/** GOV.UK search for a form whose publication page we could not confirm; always a valid page. */
function govukSearch(code: string): string {
  return `https://www.gov.uk/search/all?keywords=${code}+form`;
}

const checkFee = `check the current fee on the [EX50 fees list](${EX50_URL})`;

export const courtForms: readonly CourtForm[] = [
  {
    code: 'N1',
    title: 'Claim form (CPR Part 7)',
    category: 'Essential',
    description:
      'Use it to start a money claim on paper in the County Court. If you are claiming a fixed sum of money, you can usually claim online instead: Online Civil Money Claims for claims up to £25,000, or Money Claim Online for larger fixed-sum claims.',
    watchFor: `Send a letter before action first and give the other side time to reply. Use the defendant’s correct legal name and address, and set out clearly what happened, what you are claiming and how you worked out any interest. Send the paper form with the issue fee to the Civil National Business Centre, St Katharine’s House, 21–27 St Katharine’s Street, Northampton NN1 2LH. The fee depends on the amount you claim, including interest, so ${checkFee}; online and paper fees are the same. Guidance for defendants (N1C) is on the same GOV.UK page.`,
    officialUrl: 'https://www.gov.uk/government/publications/form-n1-claim-form-cpr-part-7',
    guidance: { label: 'Form completion assistance', href: '/services/form-completion-assistance' },
  },
  {
    code: 'N9A',
    title: 'Admission (specified amount)',
    category: 'Defence',
    description:
      'For a defendant who admits all or part of a claim for a fixed sum of money. It comes in the response pack (N9) sent with the claim form, and lets you offer to pay in full, by a set date or by instalments, with details of your income and outgoings.',
    watchFor:
      'N9A is the admission form, not a defence. To dispute the claim, use **N9B** (defence and counterclaim, specified amount) from the same pack; N9C and N9D are the versions for claims where the amount is not fixed. Reply within **14 days** of service of the particulars of claim; if you file the acknowledgment of service, you have **28 days** from service to file a defence. If you admit the whole claim and the claimant rejects your instalment offer, the court decides the rate of payment; if you admit only part and the claimant does not accept it, the claim goes on as a defended claim. If you do nothing, the claimant can ask for judgment against you.',
    officialUrl: 'https://www.gov.uk/government/publications/form-n9a-admission-specified-amount',
    guidance: { label: 'Step-by-step guide: when the defendant responds', href: '/step-by-step-guide' },
  },
  {
    code: 'N180',
    title: 'Directions questionnaire (small claims track)',
    category: 'Case Management',
    description:
      `Once a defence is filed, the court sends each side a directions questionnaire, so that it can allocate the claim to the small claims track and give directions. ${DIRECTIONS_QUESTIONNAIRE_ASKS}`,
    watchFor: `Return it by the date on the court’s notice, or the court may strike out your claim or defence. Ask here for permission if you want to rely on an expert: without it, no expert evidence is allowed at a small claims hearing. ${MEDIATION_REFERRAL}`,
    officialUrl: 'https://www.gov.uk/government/publications/form-n180-directions-questionnaire-small-claims-track',
    guidance: { label: 'Directions Questionnaire help', href: '/directions-questionnaire-help' },
  },
  {
    code: 'N244',
    title: 'Application notice',
    category: 'Applications',
    description:
      'Use it to ask the court for an order while a claim is going on: for example to change a direction, move (adjourn) a hearing, get permission for expert evidence, or set aside a judgment.',
    watchFor: `Apply as early as you can. Say exactly what order you want and why, attach your evidence, and send a copy to the other side unless the court says otherwise. A fee is payable, lower if the other side agrees or the application is made without notice: ${checkFee}, and see whether Help with Fees (form EX160) applies. If you missed a small claims hearing and want the judgment set aside, apply within **14 days** of being served with notice of the judgment.`,
    officialUrl: 'https://www.gov.uk/government/publications/form-n244-application-notice',
    guidance: {
      label: 'Understanding CPR Part 27: directions and changing them',
      href: '/blog/understanding-cpr-part-27-small-claims-track-guide',
    },
  },
  {
    code: 'N245',
    title: 'Application for suspension of a warrant and/or variation of an order',
    category: 'Judgment',
    description:
      'For someone who owes money under a County Court judgment: use it to offer to pay by instalments, or by smaller instalments, so that the court suspends a warrant of control or changes (varies) the payment terms of the judgment. You give a signed statement of your income and outgoings.',
    watchFor: `N245 is **not** an application for judgment. To ask for judgment when the defendant has not replied or has admitted the claim, the claimant uses form **N225** (specified amount) or **N227** (amount to be decided by the court), or the online service if the claim was made online. For N245, a fee is usually payable: ${checkFee}, and see whether Help with Fees applies. The creditor is sent a copy and has 14 days to object; a court officer may then set the payments, or a District Judge decides at a hearing.`,
    officialUrl: govukSearch('N245'),
    guidance: { label: 'Judgment enforcement', href: '/services/judgment-enforcement' },
  },
  {
    code: 'EX50',
    title: 'Civil and family court fees (EX50)',
    category: 'Enforcement',
    description:
      'The official list of fees in the civil and family courts: the fees to issue a claim, for a hearing, for an application and for each way of enforcing a judgment. Check it before you pay any court fee.',
    watchFor: `EX50 is a list of fees, **not** a warrant of control. To ask County Court enforcement agents (bailiffs) to collect a judgment debt by taking control of goods, use form **N323** (request for a warrant of control); to transfer a judgment to the High Court for enforcement by a writ of control, use **N293A**. ${GOODS_ENFORCEMENT_COURT} Fees change, so check the list on the day you pay; if money is tight, see Help with Fees (form EX160).`,
    officialUrl: EX50_URL,
    guidance: { label: 'Understanding small claims court fees and costs', href: '/blog/understanding-small-claims-court-fees-and-costs' },
  },
  {
    code: 'N322A',
    title: 'Application to enforce an award (tribunal decision or ACAS settlement)',
    category: 'Enforcement',
    description:
      'Use it to register an unpaid decision of a tribunal, or an ACAS settlement recorded on form COT3, with the County Court so that it can be enforced as if it were a County Court order.',
    watchFor: `N322A is **not** a third party debt order: to freeze money in the debtor’s bank account, use form **N349**. Acas explains that N322A is for decisions and conditional ACAS settlements that need the court’s permission to proceed; for most ACAS settlements you can apply on form **N322B**, or use the Acas and Employment Tribunal Fast Track scheme, which sends a High Court enforcement officer. Attach a copy of the decision or COT3. A fee is payable: ${checkFee}. Once the award is registered, you still have to choose an enforcement method.`,
    officialUrl: govukSearch('N322A'),
    guidance: { label: 'Judgment enforcement', href: '/services/judgment-enforcement' },
  },
  {
    code: 'N316',
    title: 'Application for order that debtor attend court for questioning',
    category: 'Enforcement',
    description:
      'After judgment, if the debtor has not paid and you do not know what they earn or own, use it to ask for an order to obtain information: the debtor must come to court and answer questions on oath about their income, assets and debts. The answers help you choose the right enforcement method.',
    watchFor: `N316 is **not** a charging order: to secure the debt against the debtor’s land or property, use form **N379**. If the debtor is a company, use **N316A** to have one of its officers, such as a director, questioned. The order must normally be served on the debtor personally, at least 14 days before the hearing. A fee is payable: ${checkFee}. Enforcement is paused while the debtor is in Breathing Space, and a judgment more than 6 years old generally needs the court’s permission to enforce.`,
    officialUrl: govukSearch('N316'),
    guidance: { label: 'Judgment enforcement', href: '/services/judgment-enforcement' },
  },
];
