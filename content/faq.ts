import { FAQ_FEE_QUOTE } from './fees';
import { REFERRAL_PAYMENT_STATEMENT } from './referrals';
import { CHECK_CURRENT_FEE, HOUSING_DISREPAIR_LIMIT, LAY_REPRESENTATIVE, NOT_REGULATED_LEGAL_ADVICE, OVER_THE_SMALL_CLAIMS_LIMIT } from './shared-passages';
import type { FaqGroup } from './schema';
import { siteConfig } from './site';

/**
 * Spec 2 "FAQ and support": three groups of three questions. Answers may use `**bold**` and
 * `[label](href)`. Facts from FACTS.md; the cost answer quotes spec 9's FAQ fee range, with the check-the-fee note.
 */

export const faqPage = {
  reviewed: '2026-11-23',
  title: 'FAQ & Support',
  description:
    'Answers to common questions about small claims in England and Wales: the process, costs, court forms, evidence and who can speak for you in court.',
  intro:
    'Plain-English answers to the questions we hear most often about bringing or defending a small claim. If your question is not here, call or email us.',
};

export const faqGroups = [
  {
    icon: 'scale',
    title: 'General Process',
    faqs: [
      {
        question: 'How long does a small claim take?',
        answer:
          'It depends on how the defendant responds. If they do not reply in time, you can [ask for judgment](/county-court-judgments) within weeks of the claim being served. If they defend it, it takes much longer: government figures for January to March 2025 put the average time from issuing a claim to a small claims hearing at around 50 weeks. Many claims settle sooner, for example through the free Small Claims Mediation Service. See our [step-by-step guide](/step-by-step-guide) for each stage.',
      },
      {
        question: 'What is the most I can claim in the small claims court?',
        answer:
          `Most claims worth **£10,000 or less** go to the small claims track. A lower limit applies to personal injury claims (usually £1,500 for the injury itself). ${HOUSING_DISREPAIR_LIMIT} ${OVER_THE_SMALL_CLAIMS_LIMIT} You must also claim in time: usually within 6 years for a debt or broken contract.`,
      },
      {
        question: 'How much does it cost to make a small claim?',
        answer:
          `Court fees depend on how much you claim: from **£${FAQ_FEE_QUOTE.lowest.fee}** for ${FAQ_FEE_QUOTE.lowest.band}, to **£${FAQ_FEE_QUOTE.highest.fee}** for ${FAQ_FEE_QUOTE.highest.band}. ${CHECK_CURRENT_FEE} On a low income you may get [Help with Fees](https://www.gov.uk/get-help-with-court-fees), and if you win, the fees are normally added to what the other side must pay. Our [fees and costs guide](/blog/understanding-small-claims-court-fees-and-costs) explains the rest.`,
      },
    ],
  },
  {
    icon: 'file-text',
    title: 'Documentation',
    faqs: [
      {
        question: 'Which court forms will I need?',
        answer:
          'A claimant usually needs claim form **N1** (or the online service), and both sides fill in the directions questionnaire **N180** if the claim is defended. A defendant replies using the N9 response pack: N9A to admit the claim or N9B to defend it. Other forms cover applications to the court (N244) and enforcing a judgment. All are free to download from GOV.UK, and our [court forms library](/court-forms-library) explains what each one is for.',
      },
      {
        question: 'What evidence should I keep and bring?',
        answer:
          'Keep anything that shows what was agreed and what went wrong: contracts, quotes, invoices, receipts, emails, texts, letters and dated photos. The court\'s directions will tell you when to send copies to the court and the other side, usually at least 14 days before the hearing, and you cannot rely on a document you did not send. Bring the originals and spare copies to the hearing. Our [evidence guide](/blog/how-to-collect-evidence-for-your-small-claims-case) has more detail.',
      },
      {
        question: 'Can you write my witness statement for me?',
        answer:
          'No. A witness statement must be your own account in your own words, and you sign a statement of truth confirming it is true. Making a false statement without an honest belief in its truth can lead to proceedings for contempt of court. We can explain what a statement should cover, how to set it out and how to refer to your evidence, and we can review your draft: see [witness statement help](/services/witness-statement-help).',
      },
    ],
  },
  {
    icon: 'users',
    title: 'Representation',
    faqs: [
      {
        question: 'Do I need a solicitor for a small claim?',
        answer:
          'No. The small claims track is designed for people without lawyers, and hearings are informal. Even if you win, you usually cannot get your legal fees back from the other side, so paying a lawyer can cost more than the claim is worth. Many people handle their own claim, with guidance where they need it.',
      },
      {
        question: `Can ${siteConfig.name} represent me in court?`,
        answer: `No. We give guidance, not legal representation. ${NOT_REGULATED_LEGAL_ADVICE} In legal terms, we do not conduct litigation (take formal steps in the court case on your behalf) or exercise rights of audience (speak for you in court as an advocate): you sign and file your own documents and present your own case. ${LAY_REPRESENTATIVE}`,
      },
      {
        question: 'What if I want a solicitor or a barrister?',
        answer: `We can refer you to solicitors regulated by the Solicitors Regulation Authority, and to barristers who accept instructions directly from the public ("direct access" barristers). We only make the introduction: the firm or barrister advises and represents you under their own terms, and agrees their fees with you. ${REFERRAL_PAYMENT_STATEMENT} See [get representation](/representation/get-representation) or call us on [${siteConfig.phone.display}](tel:${siteConfig.phone.e164}).`,
      },
    ],
  },
] satisfies FaqGroup[];
