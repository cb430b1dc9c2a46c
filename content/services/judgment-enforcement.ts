import { EX50_URL } from '../fees';
import { GOODS_ENFORCEMENT_COURT, INSOLVENCY_THRESHOLDS, NOT_REGULATED_LEGAL_ADVICE, REGISTER_OF_JUDGMENTS } from '../shared-passages';
import type { ServicePage } from './schema';

/** Spec 2 "Judgment Enforcement": two packages (Full Enforcement Service: Most Effective), eight methods, result figures. */
export const judgmentEnforcement = {
  family: 'services',
  slug: 'judgment-enforcement',
  reviewed: '2026-11-23',
  name: 'Judgment Enforcement',
  description:
    'Guidance on enforcing a County Court judgment in England and Wales: warrants, attachment of earnings, charging orders and more, with the right form for each.',
  hero: {
    eyebrow: 'Turn your judgment into payment',
    lead: [
      'Winning a judgment does not put money in your account. If the other side does not pay, the court will not chase them for you: you have to choose an enforcement method, apply for it and pay the court fee.',
      'Choosing well depends on what the debtor has: wages, money in the bank, property or goods. We help you find that out, pick the method most likely to work, complete the right form and plan what to do if the first attempt fails.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get Enforcement Help' },
      { kind: 'phone' },
    ],
    points: [
      'Every court enforcement method explained',
      'The right form for each step',
      'Not a law firm: you stay in control',
    ],
  },
  sections: [
    {
      type: 'figures',
      id: 'enforcement-results',
      heading: 'Why enforcement needs a plan',
      intro:
        'Winning a judgment does not guarantee payment. Choosing an enforcement method that fits what the debtor has, and knowing what to try next if the first attempt fails, gives you the best chance of being paid.',
      items: ['winnersNeverCollecting', 'collectionSuccess', 'amountCollected', 'averageCollectionDays'],
    },
    {
      type: 'prose',
      id: 'before-you-enforce',
      heading: 'Before you enforce',
      blocks: [
        {
          type: 'paragraph',
          text: 'Start by checking what the judgment says ([County Court judgments explained](/county-court-judgments)): the amount, and whether it is payable at once, by a set date or by instalments. You can only enforce once a payment has been missed. A short letter to the debtor reminding them of the judgment and what you will do next sometimes brings payment without further cost.',
        },
        {
          type: 'paragraph',
          text: 'To see your own options first, use our free [Get paid planner](/tools/get-paid): answer a few questions about the judgment and the debtor, and it shows which methods are open and which are closed, which court, the forms with your figures, the fees with their dates, and the dates that matter.',
        },
        {
          type: 'list',
          items: [
            REGISTER_OF_JUDGMENTS,
            'Judgments of £5,000 or more usually carry interest at 8% a year until they are paid, unless a contract or the late payment rules already give interest.',
            `Each enforcement method has its own court fee, and fees change: check the current figure on the [EX50 fees list](${EX50_URL}) before you apply.`,
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'When you cannot enforce straight away',
          text: 'If the debtor enters a **Breathing Space** under the Debt Respite Scheme, enforcement is put on hold until it ends. And a judgment more than **6 years** old generally needs the court’s permission before you can enforce it.',
        },
      ],
    },
    {
      type: 'features',
      id: 'enforcement-methods',
      heading: 'Enforcement methods explained',
      intro: 'These are the main ways to enforce a judgment, with the official form for each. The best choice depends on what the debtor has and how they are likely to respond.',
      items: [
        {
          icon: 'gavel',
          title: 'Warrant of control',
          description: `Enforcement agents visit the debtor and can take control of goods to sell towards the debt. ${GOODS_ENFORCEMENT_COURT}`,
          tag: 'N323 (High Court writ: N293A)',
        },
        {
          icon: 'banknote',
          title: 'Attachment of earnings',
          description:
            'The court orders the debtor’s employer to take regular payments from their wages and send them on. It only works if the debtor is employed (not self-employed), and at least £50 must still be owed.',
          tag: 'N337',
        },
        {
          icon: 'landmark',
          title: 'Third party debt order',
          description:
            'The court freezes money that someone else holds for the debtor, usually a bank or building society account, and then orders it to be paid to you. It works best when you know where the debtor banks.',
          tag: 'N349',
        },
        {
          icon: 'building',
          title: 'Charging order',
          description:
            'Secures the debt against land or property the debtor owns, so that it is paid when the property is sold. It protects you for the longer term but rarely produces money quickly.',
          tag: 'N379',
        },
        {
          icon: 'search',
          title: 'Oral examination (order to obtain information)',
          description:
            'What used to be called an oral examination is now an order to obtain information. The debtor must come to court and answer questions about their income, assets and debts, so you can choose the right method. For a company, one of its officers is questioned.',
          tag: 'N316 (company officer: N316A)',
        },
        {
          icon: 'alert-triangle',
          title: 'Bankruptcy or winding-up petitions',
          description: `A serious step, usually begun with a statutory demand giving the debtor 21 days to pay or agree terms. ${INSOLVENCY_THRESHOLDS} Petitions carry a court fee and a deposit, and you then share the debtor’s assets with every other creditor.`,
          tag: 'Statutory demand first',
        },
        {
          icon: 'scale',
          title: 'High Court enforcement',
          description:
            'A High Court enforcement officer acts on a writ of control once the County Court has transferred the judgment to the High Court. The warrant of control above explains when you must transfer (judgments of £5,000 or more) and when you may.',
          tag: 'N293A',
        },
        {
          icon: 'handshake',
          title: 'Payment plans',
          description:
            'Agreeing instalments with the debtor, in writing, can be quicker and cheaper than the court. If the debtor instead applies to suspend a warrant or change the payment terms of the judgment, you can tell the court whether you accept their offer before it decides.',
          tag: 'N245 (debtor’s application)',
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-we-help',
      heading: 'How our enforcement support works',
      items: [
        {
          title: 'Check the judgment',
          description:
            'We look at the judgment, what has been paid, how old it is and whether anything, such as a Breathing Space or an application by the debtor, is stopping enforcement.',
        },
        {
          title: 'Find out what the debtor has',
          description:
            'We go through what you already know about their job, bank, home and business, and whether an order to obtain information would be worth applying for first.',
        },
        {
          title: 'Choose the method',
          description:
            'We compare the methods that could work, what each involves and the current court fee for each on the EX50 list, and recommend where to start.',
        },
        {
          title: 'Apply and follow through',
          description:
            'We guide you through the form, what to send to the court, and what to do next if the debtor pays part, offers instalments or does not respond.',
        },
      ],
    },
    {
      type: 'packages',
      id: 'enforcement-packages',
      heading: 'Enforcement packages',
      intro: 'Every package is priced for your case: we tell you the fee before any work starts. Court fees are separate and are paid to the court.',
      items: [
        {
          name: 'Enforcement Assessment',
          summary: 'A clear view of your options, for when you want to run the enforcement yourself.',
          includes: [
            'A review of your judgment and the payments made so far',
            'A check for anything that blocks or delays enforcement',
            'An assessment of the methods that fit the debtor’s circumstances',
            'A written recommendation of where to start, and the form to use',
            'A link to the current court fees, so you know the cost before you apply',
          ],
          action: { kind: 'contact-home', label: 'Get a Quote' },
        },
        {
          name: 'Full Enforcement Service',
          badge: 'Most Effective',
          summary: 'Step-by-step guidance from the first application until the debt is paid or every realistic option has been tried.',
          includes: [
            'Everything in the Enforcement Assessment',
            'Guidance on each application form, from the order to obtain information onwards',
            'Help responding if the debtor applies to suspend a warrant or change the payment terms',
            'A plan for the next method if the first does not recover the debt',
            'Guidance on agreeing and recording a payment plan',
            'Regular check-ins until the matter is closed',
          ],
          action: { kind: 'contact-home', label: 'Get a Quote' },
        },
      ],
      note: 'Our packages are guidance: you make each application, and any money recovered is paid to you, not to us.',
    },
    {
      type: 'list',
      id: 'what-can-delay-enforcement',
      heading: 'What can delay or stop enforcement',
      tone: 'risk',
      items: [
        'A Breathing Space: enforcement is on hold while it lasts',
        'A judgment more than 6 years old: you generally need the court’s permission first',
        'An application by the debtor to suspend a warrant or change the payment terms, until the court decides it',
        'A debtor with no job, savings, goods or property to enforce against: find out before you spend money on fees',
        'Choosing a method that does not fit, such as attachment of earnings against someone who is self-employed',
      ],
    },
    {
      type: 'prose',
      id: 'terms',
      heading: 'Not a law firm: not regulated legal advice',
      blocks: [
        {
          type: 'callout',
          tone: 'info',
          title: 'You stay in control',
          text: `We help you enforce your own judgment: we are not enforcement agents. ${NOT_REGULATED_LEGAL_ADVICE} If you need a lawyer, for example before presenting a bankruptcy or winding-up petition, our [representation service](/representation/get-representation) can refer you.`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How much does enforcement cost?',
      answer: `Each court enforcement method has its own fee, and court fees change, so we do not quote them here. Check the current figures on the [EX50 fees list](${EX50_URL}) before you apply. Our own fee for guidance is quoted personally, before any work starts.`,
    },
    {
      question: 'Which enforcement method is best?',
      answer:
        'The one that fits what the debtor has. Attachment of earnings suits someone in steady employment; a third party debt order suits someone with money in a known bank account; a charging order suits a homeowner; a warrant of control suits someone with goods of value. If you do not know, an order to obtain information can make the debtor tell you.',
    },
    {
      question: 'The debtor is self-employed. Can I still enforce?',
      answer:
        'Yes, but not by attachment of earnings, which needs an employer to take payments from wages. A warrant of control, a third party debt order or a charging order may work instead, and an order to obtain information can tell you which.',
    },
    {
      question: 'Is there a time limit for enforcing a judgment?',
      answer:
        'A judgment more than 6 years old generally needs the court’s permission before it can be enforced, so it is best to act promptly. Enforcement is also paused while the debtor is in a Breathing Space.',
    },
    {
      question: 'Can the debtor stop enforcement?',
      answer:
        'The debtor can apply to suspend a warrant or change the payment terms of the judgment, usually by offering instalments on form N245. You can tell the court whether you accept the offer, and the court decides. A Breathing Space also puts enforcement on hold.',
    },
    {
      question: 'Do you collect the money for me?',
      answer:
        'No. We guide you through choosing and applying for the right enforcement method; the court and its bailiffs, or High Court enforcement officers, carry it out. Any money recovered goes to you, not through us.',
    },
  ],
  cta: {
    heading: 'Won your case but still waiting to be paid?',
    text: 'Tell us about your judgment and what you know about the debtor. In a free consultation we will explain your enforcement options and what our help would cost.',
    actions: [
      { kind: 'contact-home', label: 'Book a Free Consultation' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
