import { EX50_URL } from '../fees';
import { CONSULTATION_LENGTH, RESPONSE_TIME } from '../promises';
import { NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import type { ServicePage } from './schema';

/** Spec 1 and 2 "Consumer claims": a coming-soon page that points people to the help available now. */
export const consumerClaims = {
  family: 'representation',
  slug: 'consumer-claims',
  reviewed: '2026-11-23',
  name: 'Consumer Claims',
  description:
    'Our dedicated consumer claims service is coming soon. Until then, get help with your small claim against a business through our existing guidance services.',
  hero: {
    eyebrow: 'Coming soon',
    lead: [
      'We are preparing a dedicated service for consumers with a claim against a business: a retailer, a tradesperson, a garage or a service provider that has not put things right. It is not available yet, and we would rather tell you that plainly than keep you waiting.',
      'You do not have to wait to get help. Our existing guidance services already cover every stage of a small claim, from the first letter to the hearing, and our free guides explain the process step by step.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get Free Consultation' },
      { kind: 'phone' },
    ],
    points: ['Help available now through our existing services', 'Free guides to the small claims process', 'Free initial consultation'],
  },
  sections: [
    {
      type: 'list',
      id: 'what-it-will-offer',
      heading: 'What the consumer claims service will offer',
      intro:
        'We are still shaping the service, so the details may change, but it is being designed around the problems consumers bring to us most often.',
      tone: 'plain',
      items: [
        'Guidance built around common consumer disputes, such as faulty goods, poor workmanship, undelivered orders and refused refunds',
        'Help putting your complaint to the business clearly, before any court claim, so it has a fair chance to put things right',
        'Support pulling together receipts, messages, photos and other evidence into a clear case',
        'Step-by-step help with issuing a small claim and preparing for the hearing if the business still will not pay',
        'Plain-English explanations of each stage, so you stay in control of your own case',
      ],
    },
    {
      type: 'features',
      id: 'get-help-now',
      heading: 'How to get help now',
      intro: 'These services are available today and cover most of what a consumer claim needs.',
      items: [
        {
          icon: 'phone',
          title: 'Free consultation',
          description:
            `A free conversation about your dispute (${CONSULTATION_LENGTH}), available ${RESPONSE_TIME}. We will tell you which kind of help, if any, makes sense for your case, and what it would cost, before any work starts.`,
        },
        {
          icon: 'mail',
          title: 'Letter Before Action',
          description:
            'A clear, firm letter to the business setting out what went wrong and what you want, with a deadline to respond. Often this alone resolves the dispute. See [Letter Before Action](/services/letter-before-action).',
        },
        {
          icon: 'clipboard-check',
          title: 'Initial Assessment Help',
          description:
            'An honest look at how strong your claim is, what you could realistically recover and the steps to take. See [Initial Assessment Help](/services/initial-assessment-help).',
        },
        {
          icon: 'camera',
          title: 'Evidence Support',
          description:
            'Help finding, preserving and organising the receipts, photos, messages and witness accounts that prove your case. See [Evidence Support](/services/evidence-collection).',
        },
      ],
    },
    {
      type: 'list',
      id: 'free-guides',
      heading: 'Free guides you can read today',
      intro: 'Our guides explain the small claims process in plain English.',
      tone: 'plain',
      items: [
        '[Step-by-step guide](/step-by-step-guide): the whole small claims process in eight steps',
        '[The complete guide to the small claims court process](/blog/complete-guide-uk-small-claims-court-process-2024)',
        '[How to collect evidence for your small claims case](/blog/how-to-collect-evidence-for-your-small-claims-case)',
        '[Settlement versus court: when to negotiate and when to fight](/blog/settlement-vs-court-when-to-negotiate-and-when-to-fight)',
        '[Understanding small claims court fees and costs](/blog/understanding-small-claims-court-fees-and-costs)',
        '[FAQ and support](/faq-support): answers to the questions we are asked most',
      ],
    },
    {
      type: 'steps',
      id: 'small-claims-in-brief',
      heading: 'The small claims process in brief',
      intro:
        'Whatever the dispute, a consumer claim against a business follows the same small claims process in England and Wales.',
      items: [
        {
          title: 'Write to the business first',
          description:
            'Before going to court you are expected to set out your claim in writing and give the business a fair time to reply; in a straightforward case that is usually 14 days. Many disputes end here.',
        },
        {
          title: 'Issue the claim',
          description: `If the business does not pay or put things right, you can issue a claim in the County Court, online or on paper. The issue fee depends on the amount claimed, starting at £35 for claims up to £300: check the current figures on the official [EX50 fees list](${EX50_URL}).`,
        },
        {
          title: 'The business responds',
          description:
            'The business usually has 14 days from service to respond, or 28 if it acknowledges service. If it does not respond at all, you can ask the court for judgment without a hearing.',
        },
        {
          title: 'Mediation and the hearing',
          description:
            'If the claim is defended, both sides fill in a directions questionnaire and many claims go to the free Small Claims Mediation Service. If that does not settle it, a District Judge decides the claim at an informal hearing.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'about-our-help',
      heading: 'About our help',
      blocks: [
        {
          type: 'paragraph',
          text: 'Claims worth up to £10,000 usually go on the small claims track, which is designed for people without lawyers. Each side normally pays its own legal costs there, so most consumers run their own claim, with guidance where they need it.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Not a law firm: not regulated legal advice',
          text: `We help you run your own claim. ${NOT_REGULATED_LEGAL_ADVICE} If your case needs a lawyer, our [representation page](/representation/get-representation) explains how we can refer you to a regulated solicitor or barrister.`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'When will the consumer claims service launch?',
      answer:
        'We have not set a launch date, and we would rather not promise one we cannot keep. In the meantime our existing services cover every stage of a small claim, so you do not need to wait to get help with your dispute.',
    },
    {
      question: 'Can you help with my dispute with a business now?',
      answer:
        'Yes. Book a free consultation or call us and tell us what happened. We can help you write a letter before action, assess your claim, organise your evidence and prepare for court, and we tell you the fee for any of these before work starts.',
    },
    {
      question: 'Do I need a solicitor to claim against a business?',
      answer:
        'Usually not. The small claims track is designed for people who represent themselves, and the hearing is informal. You normally cannot recover a lawyer’s fees from the other side, even if you win, so most people bring their own claim with guidance.',
    },
    {
      question: 'How long do I have to bring a claim?',
      answer:
        'For most claims based on a contract, including a purchase or a job someone did for you, the limit is six years from when the claim arose. It is still best to act promptly, while the evidence is fresh and the business is still trading.',
    },
  ],
  cta: {
    heading: 'Have a problem with a business now?',
    text: 'You do not need to wait for the new service. Tell us about your dispute in a free consultation and we will explain how we can help, and what it would cost, with no obligation.',
    actions: [
      { kind: 'contact-home', label: 'Book a Free Consultation' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
