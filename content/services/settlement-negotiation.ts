import { ASSESSMENT_TERMS } from '../terms';
import { AVOIDING_A_CCJ, MEDIATION_SERVICE, NOT_REGULATED_LEGAL_ADVICE, REGISTER_OF_JUDGMENTS, SETTLING_AN_ISSUED_CLAIM } from '../shared-passages';
import type { ServicePage } from './schema';

/**
 * Spec 2 "Settlement Support": advantages, four services, four-step process, seven FAQs, scope and
 * unresolved-disputes sections.
 */
export const settlementNegotiation = {
  family: 'services',
  slug: 'settlement-negotiation',
  reviewed: '2026-11-23',
  name: 'Settlement Support',
  description:
    'Support to settle your small claim in England and Wales: negotiation strategy, pre-action protocol steps, mediation preparation and settlement proposals.',
  inServicesMenu: true,
  card: {
    description:
      'Many disputes end without a hearing. We help you negotiate from a position of strength and record the deal properly.',
    features: ['Negotiation strategy and offers', 'Pre-action protocol steps', 'Mediation preparation and settlement proposals'],
    keywords: ['settlement', 'mediation', 'without prejudice offer', 'negotiation'],
    icon: 'handshake',
  },
  hero: {
    eyebrow: 'Resolve your dispute without a hearing',
    lead: [
      'The courts expect both sides to try to resolve a dispute before a claim is issued, and to keep talking once it has been. A fair settlement can get you paid, or end a claim against you, months sooner and with far less stress than a hearing.',
      'We help you work out what a fair outcome looks like, plan how to negotiate, prepare for mediation and put your proposals in writing. You stay in charge of every offer: we make sure you make it from a position of strength.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get Settlement Support' },
      { kind: 'phone' },
    ],
    points: [
      'For claimants and defendants',
      'Before or after a claim is issued',
      'Not a law firm: every decision stays yours',
    ],
  },
  sections: [
    {
      type: 'list',
      id: 'advantages',
      heading: 'The advantages of settling',
      intro:
        'A judge’s decision is not the only way to end a dispute. A settlement you agree can be better for you than a win at a hearing.',
      tone: 'benefit',
      items: [
        '**Speed**: a defended claim can take many months to reach a hearing; a settlement can be agreed in days',
        '**Certainty**: you know the outcome, instead of risking a judge deciding against you',
        '**Lower cost**: you can avoid further court fees and the time off work a hearing takes, and the small claims rules mean the cost of help is generally not recoverable from the other side',
        '**Flexible outcomes**: an agreement can include a repair, a replacement, a payment plan or an apology, not just a sum of money',
        '**Privacy**: hearings are generally public; the terms of a settlement can stay between you',
        '**Relationships**: a negotiated end makes it easier to keep dealing with a customer, supplier, landlord or neighbour',
      ],
    },
    {
      type: 'features',
      id: 'our-services',
      heading: 'How we help you settle',
      items: [
        {
          icon: 'target',
          title: 'Negotiation strategy',
          description:
            'We help you work out three figures before you talk: your full claim with interest and fees, what a judge would realistically award, and the lowest sum you would accept. Then we plan your opening position and how to respond to offers.',
        },
        {
          icon: 'clipboard-check',
          title: 'Pre-action protocol',
          description:
            'We take you through the steps the court expects before a claim is issued: a clear letter setting out the claim, time for a reply, and an exchange of key documents. If a business is claiming a debt from an individual, the stricter Pre-Action Protocol for Debt Claims applies.',
        },
        {
          icon: 'users',
          title: 'Mediation preparation',
          description:
            'We prepare you for the free Small Claims Mediation Service or a private mediation: your key points, your evidence summary, the offers you are willing to make and your walk-away figure.',
        },
        {
          icon: 'pen-line',
          title: 'Settlement proposals',
          description:
            'We help you write clear offers, marked “without prejudice” where appropriate, and make sure any agreement records exactly who pays what, by when, and what happens to the claim.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'pre-action-and-mediation',
      heading: 'Pre-action steps and the free mediation service',
      blocks: [
        {
          type: 'paragraph',
          text: 'Before issuing a claim, you should write to the other side with concise details of the claim and give them a reasonable time to reply: 14 days in a straightforward case, and up to three months in a very complex one. If a business (including a sole trader) claims a debt from an individual, the **Pre-Action Protocol for Debt Claims** applies: the letter of claim must enclose an information sheet, a reply form and a financial statement, and the debtor has 30 days to reply.',
        },
        {
          type: 'paragraph',
          text: MEDIATION_SERVICE,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'What is said in mediation stays there',
          text: 'If you do not reach agreement, nothing said in the mediation can be used at the hearing, so you can explore offers freely.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'our-process',
      heading: 'Our four-step settlement process',
      items: [
        {
          title: 'Understand your position',
          description:
            'We go through the dispute, your evidence and the other side’s likely arguments, so you know the strengths and weaknesses of your case and what a judge might realistically award.',
        },
        {
          title: 'Set your strategy',
          description:
            'We agree your aims, your opening position and your walk-away figure, and the right moment to talk: after a letter before action, once a defence is filed, or at mediation.',
        },
        {
          title: 'Prepare and negotiate',
          description:
            'We help you write your proposals and replies, prepare you for calls and mediation, and talk through each offer you receive before you answer it.',
        },
        {
          title: 'Record the agreement',
          description:
            'When you reach agreement, we help you make sure it is written down clearly, covers payment dates and what happens to any claim, and, if a claim has been issued, that the court is told that terms have been agreed and what follows: a consent judgment (which is a County Court judgment), a Tomlin order, or the claim being withdrawn.',
        },
      ],
    },
    {
      type: 'comparison',
      id: 'scope',
      heading: 'What we do and what we do not do',
      columns: [
        {
          heading: 'What we do',
          tone: 'benefit',
          items: [
            'Explain your options and the likely outcomes in plain English',
            'Help you plan your negotiation and your figures',
            'Review and improve the offers and letters you write',
            'Prepare you for the Small Claims Mediation Service or a private mediation',
            'Check that a settlement is recorded clearly before you agree to it',
          ],
        },
        {
          heading: 'What we do not do',
          tone: 'risk',
          items: [
            'Act as your solicitor: we are not a law firm',
            'Negotiate with the other side or write to them in our name',
            'Take part in the mediation appointment for you',
            'Conduct litigation or speak for you in court',
            'Promise a particular outcome: every decision to settle is yours',
          ],
        },
      ],
    },
    {
      type: 'prose',
      id: 'if-it-does-not-settle',
      heading: 'If your dispute does not settle',
      intro: 'Not every dispute can be settled. If talks fail, the preparation you have done is not wasted: it becomes the basis of your case.',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Issuing the claim',
              text: 'If you are owed money and the pre-action steps have been followed, you can issue a claim online or on form N1. Our [court document guidance](/services/legal-documentation) helps you set out the claim clearly.',
            },
            {
              title: 'Defending the claim',
              text: 'If a claim is issued against you, you usually have 14 days from service of the particulars of claim to respond, or 28 days if you acknowledge service. Do not let the deadline pass: the claimant can then ask for judgment without a hearing.',
            },
            {
              title: 'Mediation',
              text: 'Once a claim is defended, both sides file directions questionnaires. Claims within the pilot are referred to the free mediation service automatically; in others you can say in your questionnaire that you would like to mediate. See our [Directions Questionnaire help](/directions-questionnaire-help).',
            },
            {
              title: 'The hearing',
              text: 'If the case still does not settle, a District Judge decides it at a hearing. You can keep negotiating right up to the hearing, and our [court preparation](/services/court-preparation) helps you present your case.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: `Every case is different, so we give you a personalised quote: we tell you the fee before any work starts. You can cancel free of charge within the ${ASSESSMENT_TERMS.coolingOffDays}-day cooling-off period; after that you may owe for work already done.`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Do I have to try to settle before going to court?',
      answer:
        'The court expects both sides to try to resolve the dispute before a claim is issued and to consider settlement during it. Refusing an offer is not unreasonable in itself, so you can turn down a figure you think is too low. But if you behave unreasonably, for example by ignoring every attempt to talk, the judge can order you to pay some of the other side’s costs.',
    },
    {
      question: 'Will my claim be sent to mediation automatically?',
      answer:
        'It depends on your claim. Claims within the mediation pilot (see “Pre-action steps and the free mediation service” above) are referred to the free Small Claims Mediation Service automatically once the directions questionnaires are filed, and the court’s letters tell you whether yours has been. Outside the pilot you can say in your questionnaire that you would like to mediate, and since October 2024 the courts can also order parties to try mediation or another form of dispute resolution.',
    },
    {
      question: 'What does “without prejudice” mean?',
      answer:
        'An offer marked “without prejudice” is a genuine attempt to settle, and generally cannot be shown to the judge as an admission if the case goes to a hearing. That lets both sides make concessions safely. An offer marked “without prejudice save as to costs” stays hidden while the judge decides the case, but can be shown afterwards when costs are considered.',
    },
    {
      question: 'Can we still settle after a claim has been issued?',
      answer:
        'Yes, at any stage, even on the day of the hearing. Write the agreement down clearly, including what happens to the claim, and make sure the court is told that terms have been agreed and what follows (a consent judgment, which is a County Court judgment, a Tomlin order, or the claim being withdrawn), so that it can deal with the hearing. We help you check the terms before you agree to them.',
    },
    {
      question: 'What if the other side agrees but then does not pay?',
      answer:
        'A settlement is a binding agreement. What you can do next depends on how it was recorded and whether a claim had been issued, which is why we help you set out payment dates and what happens if a payment is missed before you sign. If an agreed payment is missed, call us and we will explain your options.',
    },
    {
      question: 'If I am the defendant, does settling avoid a County Court judgment?',
      answer:
        `Not always: it depends on how the settlement is recorded. Settling before a claim is issued means there is no claim and no judgment. ${AVOIDING_A_CCJ} ${SETTLING_AN_ISSUED_CLAIM} ${REGISTER_OF_JUDGMENTS} So if avoiding a judgment matters to you, ask for a Tomlin order or a private settlement rather than a consent judgment, and make sure the agreement says which it is.`,
    },
    {
      question: 'Will you negotiate with the other side for me?',
      answer:
        `No. We guide you, but you make and send every offer yourself, and you take part in any mediation yourself: we do not write to the other side in our name. ${NOT_REGULATED_LEGAL_ADVICE} If you want a lawyer to negotiate or act for you, our [representation page](/representation/get-representation) explains how we can refer you.`,
    },
  ],
  cta: {
    heading: 'Looking for a fair way to end your dispute?',
    text: 'Tell us about your dispute in a free consultation. We will explain how settlement support could help and tell you the fee before any work starts.',
    actions: [
      { kind: 'contact-home', label: 'Get Settlement Support' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
