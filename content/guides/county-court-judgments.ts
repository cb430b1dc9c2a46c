import { GOODS_ENFORCEMENT_COURT, REGISTER_OF_JUDGMENTS, SETTING_ASIDE_AFTER_A_MISSED_HEARING } from '../shared-passages';
import type { GuidePage } from './schema';

/**
 * Issue 26: the plain guide to County Court judgments that search had no page for ("ccj" found only sales pages).
 * Facts from FACTS.md: §8 (responding, default judgment, enforcement), §5 (interest after judgment), §6 (forms),
 * §9 and §11 (the register: REGISTER_OF_JUDGMENTS), §1 (CPR 27.11: SETTING_ASIDE_AFTER_A_MISSED_HEARING), §10
 * (consent judgments; enforcement against goods: GOODS_ENFORCEMENT_COURT). No fee is quoted: the N244 fee is
 * left to the EX50 list. A guide with its own route (/county-court-judgments), not one of the blog's seven articles
 * (spec 9), written and rendered like them.
 */
export const ccjGuide = {
  slug: 'county-court-judgments',
  crumb: 'County Court Judgments',
  reviewed: '2026-11-25',
  title: 'County Court Judgments (CCJs) Explained',
  excerpt:
    'What a County Court judgment (CCJ) is, when it goes on the register, how paying within a month gets it removed, what “satisfied” means, setting a judgment aside and its effect on your credit.',
  description:
    'What a County Court judgment (CCJ) is, the register, paying within one month with proof of payment, setting aside, “satisfied” judgments and credit.',
  date: '2026-11-25',
  readTime: 5,
  category: 'Legal Guide',
  intro: [
    'A **County Court judgment**, or **CCJ**, is the court’s order that one person or business must pay money to another. It is how most money claims in England and Wales end when the claimant wins, whether the defendant defended the claim or never replied to it.',
    'This guide explains what a CCJ is, when it goes on the register, how to get it taken off by paying in time, what happens if you pay later, how to ask the court to set a judgment aside, and what a CCJ means for your credit. It is general guidance, not advice on your case.',
  ],
  sections: [
    {
      id: 'what-is-a-ccj',
      heading: 'What a County Court judgment is',
      blocks: [
        {
          type: 'paragraph',
          text: 'A CCJ is a judgment of the County Court ordering someone to pay a sum of money. It says how much is owed (the claim, usually with interest and the court fees) and how it must be paid: all at once, often within 14 days, or by monthly instalments.',
        },
        {
          type: 'list',
          items: [
            '**Default judgment:** the defendant did not reply to the claim in time. They have 14 days from service of the particulars of claim to reply, or 28 days if they file an acknowledgment of service; after that the claimant can ask for judgment (form N225 for a fixed sum, N227 for an amount the court must decide, or online).',
            '**Judgment on an admission:** the defendant admits the claim, in full or in part, and the court orders payment.',
            '**Judgment after a hearing:** the judge decides the claim and the defendant loses.',
            '**Judgment by consent:** both sides agree a sum and ask the court to enter judgment for it. This is a CCJ too, with the same consequences.',
          ],
        },
      ],
    },
    {
      id: 'the-register',
      heading: 'Going on the register',
      blocks: [
        { type: 'paragraph', text: REGISTER_OF_JUDGMENTS },
        {
          type: 'paragraph',
          text: 'The register is public: anyone can search it, and lenders and credit reference agencies use it. It is kept by Registry Trust for the Ministry of Justice.',
        },
      ],
    },
    {
      id: 'paying-within-a-month',
      heading: 'Paying within one month, with proof of payment',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you have a CCJ against you and can pay the whole amount, paying it within one month of the date of the judgment is the way to have the entry removed from the register. Pay the person or business named in the judgment, not the court, in the way the judgment or the claimant’s letters say, and keep proof: a bank transfer record, a receipt, or the claimant’s written confirmation.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Paying is not enough on its own',
          text: 'The entry comes off only once the court has proof that you paid in full within the month. Send the court that proof yourself (a letter with a copy of the payment record, or form N443 asking for a certificate of cancellation) rather than relying on the claimant to tell it.',
        },
        {
          type: 'paragraph',
          text: 'Our [court deadline calculator](/tools/deadline-calculator) works out the last day of the month from the date of your judgment.',
        },
      ],
    },
    {
      id: 'satisfied',
      heading: 'Paying later: a “satisfied” judgment',
      blocks: [
        {
          type: 'paragraph',
          text: 'A judgment paid in full after the first month stays on the register for the full 6 years. Once the court has proof of payment, the entry can be marked as **satisfied**, meaning the debt has been paid. Ask the court to record it, with proof of payment, on form N443 for a certificate of satisfaction. A satisfied judgment still shows, but anyone who checks can see that you paid it.',
        },
        {
          type: 'paragraph',
          text: 'A judgment you are paying by instalments is on the register even when every instalment is on time. If you cannot keep up with the payments the judgment orders, you can ask the court to change them (form N245, which also asks the court to suspend a warrant), rather than falling behind.',
        },
      ],
    },
    {
      id: 'setting-aside',
      heading: 'Setting a judgment aside',
      blocks: [
        {
          type: 'paragraph',
          text: 'To **set aside** a judgment is to cancel it, so that the claim goes back to be decided properly. If the court sets a judgment aside, its entry is removed from the register. It is not a way to avoid a debt you owe: you need a real reason.',
        },
        {
          type: 'list',
          items: [
            '**A default judgment** (you never replied to the claim): apply to the court on form N244, promptly, as soon as you learn of the judgment. The court will look at whether you have a real prospect of defending the claim or some other good reason, and whether you acted quickly. If the claim was never properly served on you, say so.',
            `**A judgment after a hearing you missed:** ${SETTING_ASIDE_AFTER_A_MISSED_HEARING}`,
          ],
        },
        {
          type: 'paragraph',
          text: 'If you went to the hearing and think the judge got it wrong, that is an appeal, not a set-aside: [our CPR Part 27 guide](/blog/understanding-cpr-part-27-small-claims-track-guide) explains both.',
        },
      ],
    },
    {
      id: 'credit',
      heading: 'What a CCJ means for your credit',
      blocks: [
        {
          type: 'paragraph',
          text: 'Credit reference agencies copy entries from the register into credit files, so for as long as a CCJ is on the register it can make it harder or dearer to borrow, take out a mortgage or a phone contract, or rent a home. A judgment marked satisfied usually counts against you less than an unpaid one, and an entry that has been removed (paid within the month, or set aside) no longer shows. Once 6 years have passed, the entry drops off the register whether or not it was paid, but the debt itself is still owed.',
        },
      ],
    },
    {
      id: 'if-you-are-owed',
      heading: 'If you won: when the judgment is not paid',
      blocks: [
        {
          type: 'paragraph',
          text: 'A judgment tells the debtor to pay; it does not make them. If the deadline passes without payment, you can ask the court to **enforce** it: an order to obtain information (N316) to find out what the debtor has, a warrant of control for enforcement agents (bailiffs) to take goods, an attachment of earnings order (N337) to take money from wages, a third party debt order (N349) to take money from a bank account, or a charging order (N379) on property.',
        },
        { type: 'paragraph', text: GOODS_ENFORCEMENT_COURT },
        {
          type: 'paragraph',
          text: 'A County Court judgment of £5,000 or more can carry interest at 8% a year until it is paid; a smaller one usually does not, unless a contract or the late payment law gives interest. A judgment more than 6 years old generally needs the court’s permission to enforce. Our [judgment enforcement](/services/judgment-enforcement) page explains each method, and the [court forms library](/court-forms-library) lists the forms. Our free [Get paid planner](/tools/get-paid) works out your own plan: which methods fit, which court, the forms with your figures, and the dates.',
        },
      ],
    },
  ],
  related: ['complete-guide-uk-small-claims-court-process-2024', 'understanding-cpr-part-27-small-claims-track-guide', 'settlement-vs-court-when-to-negotiate-and-when-to-fight'],
} satisfies GuidePage;
