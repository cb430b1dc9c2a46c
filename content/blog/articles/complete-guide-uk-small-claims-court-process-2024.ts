import type { Article } from '../schema';
import { EX50_URL } from '../../fees';
import {
  ADDRESSING_THE_JUDGE,
  APPEALS,
  CLAIM_FORM_SERVICE,
  CPR_SCOPE,
  DEFENDANT_HEARING_CENTRE,
  GOODS_ENFORCEMENT_COURT,
  HEARING_FEE_UNPAID,
  LAY_REPRESENTATIVE,
  MEDIATION_REFERRAL,
  ONLINE_CLAIM_QUESTIONS,
  PARTICULARS_STATEMENT_OF_TRUTH,
  REGISTER_OF_JUDGMENTS,
  SETTING_ASIDE_AFTER_A_MISSED_HEARING,
  NOT_ATTENDING_A_HEARING,
} from '../../shared-passages';

export const completeGuide = {
  slug: 'complete-guide-uk-small-claims-court-process-2024',
  reviewed: '2026-11-23',
  title: 'Complete Guide to UK Small Claims Court Process 2024',
  excerpt:
    'Everything you need to know about the small claims process in England and Wales, from your first letter before action to filing, the hearing and getting paid.',
  description:
    'A step-by-step guide to the small claims process in England and Wales: pre-action letters, filing online or on form N1, the hearing and enforcing a judgment.',
  date: '2024-12-10',
  readTime: 8,
  category: 'Legal Guide',
  intro: [
    'The small claims court is designed for people without a lawyer, and its hearings are far less formal than most people expect. Even so, the process has steps and deadlines, and missing one can cost you the case.',
    'This guide walks you through the whole journey in England and Wales, from deciding whether to claim to collecting your money. It is general information, not legal advice.',
  ],
  sections: [
    {
      id: 'what-is-small-claims',
      heading: 'What is the small claims track?',
      blocks: [
        {
          type: 'paragraph',
          text: `Money claims in England and Wales are dealt with by the County Court. A defended claim is put on a "track" (a route with its own rules); the **small claims track** is the simplest. Its rules are in [Part 27](/blog/understanding-cpr-part-27-small-claims-track-guide) of the **Civil Procedure Rules** (the CPR, ${CPR_SCOPE}), and its limits are in rule 26.9. Interest and costs are not counted when the court decides whether a claim fits those limits.`,
        },
        {
          type: 'table',
          caption: 'Which claims normally go to the small claims track (CPR 26.9)',
          columns: ['Type of claim', 'Usual limit'],
          rows: [
            ['Most money claims (debts, goods, services, contracts)', 'Up to £10,000'],
            [
              'Personal injury',
              'Total claim up to £10,000, and the part for pain and suffering up to £1,500 (different limits apply to road traffic claims)',
            ],
            ['Housing disrepair claims by tenants asking the court to order repairs', 'Repairs up to £1,000 and other damages up to £1,000'],
            ['Housing disrepair claims by tenants for damages only, with no repair order', 'Up to £10,000'],
            ['A residential occupier’s claim against their landlord for harassment or unlawful eviction relating to residential premises', 'Never on the small claims track'],
          ],
        },
        {
          type: 'paragraph',
          text: 'The biggest difference from other tracks is **costs** (legal fees and expenses): the loser usually pays only the court fees and some limited expenses, not the other side\'s lawyers, but you cannot usually recover your own lawyer\'s fees either. See [small claims fees and costs](/blog/understanding-small-claims-court-fees-and-costs).',
        },
      ],
    },
    {
      id: 'when-to-use',
      heading: 'When to use the small claims court',
      blocks: [
        {
          type: 'paragraph',
          text: 'The small claims court suits fairly simple disputes over modest sums, such as:',
        },
        {
          type: 'list',
          items: [
            'unpaid invoices and loans',
            'faulty goods or poor workmanship',
            'a tenancy deposit or other money that was not returned',
            'damage to your car or property',
            'a business customer who refuses to pay',
          ],
        },
        {
          type: 'subheading',
          text: 'Try to settle before you claim',
        },
        {
          type: 'paragraph',
          text: 'The court expects you to try to settle first. Start with a **letter before action** (a formal letter saying what you are owed, why, and that you will go to court if it is not paid). Which rules apply depends on who is claiming from whom:',
        },
        {
          type: 'list',
          items: [
            '**A business claiming a debt from an individual** (including a sole trader) must follow the **Pre-Action Protocol for Debt Claims**. The letter of claim must include an information sheet, a reply form and a financial statement, and the debtor has **30 days** to reply.',
            '**Other cases** follow the Practice Direction on Pre-Action Conduct. You send short details of your claim, and the other side should reply within a reasonable time, usually **14 days** for a straightforward claim.',
          ],
        },
        {
          type: 'paragraph',
          text: 'If you skip these steps, the judge can take it into account later, even if you win.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Watch the time limit',
          text: 'Claims have a **limitation period** (a deadline for starting court action). For most contract and debt claims it is **6 years** from the date the money became due or the contract was broken. After that, the defendant can usually defeat the claim on time alone.',
        },
        {
          type: 'paragraph',
          text: 'Also ask whether the other side can pay: a judgment against someone with nothing may never be collected.',
        },
      ],
    },
    {
      id: 'filing-claim',
      heading: 'Filing your claim',
      blocks: [
        {
          type: 'paragraph',
          text: 'You, as the **claimant** (the person bringing the claim), can start a claim online or on paper:',
        },
        {
          type: 'list',
          items: [
            `**Online.** For a fixed sum of money up to £25,000, use the **Online Civil Money Claims** service on GOV.UK. Larger fixed-sum claims use **Money Claim Online**. ${ONLINE_CLAIM_QUESTIONS}`,
            '**On paper.** Complete [form N1](/court-forms-library#form-n1), the claim form (download it from [GOV.UK](https://www.gov.uk/government/publications/form-n1-claim-form-cpr-part-7)), and send it with the fee to the **Civil National Business Centre**, St Katharine\'s House, 21–27 St Katharine\'s Street, Northampton NN1 2LH.',
          ],
        },
        {
          type: 'paragraph',
          text: 'You pay an **issue fee** when you file. It depends on the amount you claim, including interest, and it is the same online and on paper. See [small claims fees and costs](/blog/understanding-small-claims-court-fees-and-costs) for the figures and for Help with Fees if you are on a low income.',
        },
        {
          type: 'paragraph',
          text: `Your **particulars of claim** (the written explanation of your claim) should say what was agreed, what went wrong and how you worked out the amount. You can usually add interest, worked out in our [claim calculator](/tools/claim-calculator). You must sign a **statement of truth** confirming the facts are true. ${PARTICULARS_STATEMENT_OF_TRUTH} You also name a hearing centre. ${DEFENDANT_HEARING_CENTRE}`,
        },
        {
          type: 'timeline',
          items: [
            {
              time: 'Day 0',
              title: 'The court serves the claim',
              description: `The court sends the claim to the **defendant** (the person being sued). ${CLAIM_FORM_SERVICE}`,
            },
            {
              time: '14 days',
              title: 'The defendant responds',
              description:
                'Within 14 days of service the defendant must pay, admit, defend or file an **acknowledgment of service**, which gives them 28 days from service to file a defence.',
            },
            {
              time: 'No reply',
              title: 'Default judgment',
              description:
                'If the defendant does nothing, you can ask for **default judgment** (a decision in your favour without a hearing), online or on form N225 for a fixed amount.',
            },
            {
              time: 'After a defence',
              title: 'Directions questionnaire',
              description:
                'Each side completes a **directions questionnaire** ([form N180](/court-forms-library#form-n180)), telling the court about witnesses, dates you cannot attend and mediation. See our [Directions Questionnaire help](/directions-questionnaire-help).',
            },
            {
              time: 'Next',
              title: 'Mediation and allocation',
              description: `${MEDIATION_REFERRAL} Skipping the appointment without good reason can count against you. If the case does not settle, a judge allocates it to a track.`,
            },
          ],
        },
      ],
    },
    {
      id: 'preparing-evidence',
      heading: 'Preparing your evidence',
      blocks: [
        {
          type: 'paragraph',
          text: 'After allocation, the court sends **directions** (what each side must do, and by when), usually including sending copies of every document you rely on to the court and the other side at least **14 days before the hearing**. Diary every date.',
        },
        {
          type: 'paragraph',
          text: 'Good evidence shows what was agreed, what happened and what it cost you. Gather:',
        },
        {
          type: 'list',
          items: [
            'contracts, quotes, invoices, receipts and bank statements',
            'emails, letters and text messages, with dates visible',
            'dated photographs of defects or damage',
            '**witness statements** (written accounts from people who saw what happened, each signed with a statement of truth)',
            'a simple timeline of events and a breakdown of the sum you claim',
          ],
        },
        {
          type: 'paragraph',
          text: 'You cannot use an expert, such as a surveyor, without the court\'s permission, so ask in your directions questionnaire. Put your documents in date order and number the pages. Our guide on [how to collect evidence](/blog/how-to-collect-evidence-for-your-small-claims-case) goes into more detail.',
        },
      ],
    },
    {
      id: 'court-hearing',
      heading: 'The court hearing',
      blocks: [
        {
          type: 'paragraph',
          text: `Be ready to wait: official figures showed an average of about 49.8 weeks from claim to small claims trial in early 2025, varying by court (see the latest [civil justice statistics](https://www.gov.uk/government/collections/civil-justice-statistics-quarterly)). You will get at least 21 days' notice of the date. ${HEARING_FEE_UNPAID}`,
        },
        {
          type: 'paragraph',
          text: 'A **District Judge** usually hears the case, often in the judge\'s room rather than a courtroom. The hearing is informal, and the judge may ask most of the questions. Some hearings take place by video or telephone if the court directs.',
        },
        {
          type: 'list',
          items: [
            `Do not interrupt, and address the judge correctly. ${ADDRESSING_THE_JUDGE}`,
            LAY_REPRESENTATIVE,
            NOT_ATTENDING_A_HEARING,
          ],
        },
        {
          type: 'paragraph',
          text: 'The judge usually gives the decision at the end of the hearing. For what happens hour by hour, read [what to expect on your court hearing day](/blog/what-to-expect-on-your-court-hearing-day).',
        },
      ],
    },
    {
      id: 'after-judgment',
      heading: 'After the judgment',
      blocks: [
        {
          type: 'paragraph',
          text: `A **judgment** (the court's decision) orders the losing side to pay by a set date or in instalments. ${REGISTER_OF_JUDGMENTS} A registered judgment can affect the debtor's credit rating. Interest after judgment only runs on judgments of £5,000 or more, unless your contract or the Late Payment Act gives it.`,
        },
        {
          type: 'paragraph',
          text: `If the money does not arrive, ask the court to **enforce** the judgment (use its powers to make the debtor pay). Each option has a fee, listed on the official [EX50 fees list](${EX50_URL}).`,
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Order to obtain information',
              text: 'The debtor must attend court and answer questions on oath about their income, assets and debts ([form N316](/court-forms-library#form-n316)), so you can choose the right method.',
            },
            {
              title: 'Warrant of control',
              text: `Enforcement agents (bailiffs) visit to collect payment or take goods to sell. ${GOODS_ENFORCEMENT_COURT}`,
            },
            {
              title: 'Attachment of earnings',
              text: 'The debtor\'s employer takes regular payments from their wages (form N337). The debtor must be employed and owe at least £50.',
            },
            {
              title: 'Third party debt order',
              text: 'Money is frozen and taken from the debtor\'s bank account or from someone else who owes them money.',
            },
            {
              title: 'Charging order',
              text: 'Secures the debt against property or land the debtor owns, so you are paid when it is sold (form N379).',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Enforcement is paused during "Breathing Space" debt respite, and a judgment over 6 years old generally needs the court\'s permission to enforce. GOV.UK explains each option in [Enforce a judgment](https://www.gov.uk/make-court-claim-for-money/enforce-a-judgment).',
        },
        {
          type: 'subheading',
          text: 'Appeals and missed hearings',
        },
        {
          type: 'paragraph',
          text: APPEALS,
        },
        {
          type: 'paragraph',
          text: SETTING_ASIDE_AFTER_A_MISSED_HEARING,
        },
      ],
    },
    {
      id: 'next-steps',
      heading: 'Your next steps',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Check the time limit and the small claims limits.',
            'Send a letter before action; keep a copy.',
            'Gather your documents before you file.',
            'Download the forms you need from our [court forms library](/court-forms-library).',
            'Read our [FAQ](/faq-support) if you are stuck.',
          ],
        },
      ],
    },
  ],
  related: [
    'understanding-cpr-part-27-small-claims-track-guide',
    'understanding-small-claims-court-fees-and-costs',
    'what-to-expect-on-your-court-hearing-day',
  ],
} satisfies Article;
