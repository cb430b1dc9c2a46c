import { siteConfig } from '../site';
import { EX50_URL } from '../fees';
import { NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import { ASSESSMENT_TERMS } from '../terms';
import type { ServicePage } from './schema';

/** Spec 2 "Court Document Guidance": four document types, three benefit blocks, phone call to action. */
export const legalDocumentation = {
  family: 'services',
  slug: 'legal-documentation',
  reviewed: '2026-11-23',
  name: 'Court Document Guidance',
  description:
    'Guidance on your small claims court documents in England and Wales: claim form N1 and particulars, witness statements, evidence bundles and court letters.',
  inServicesMenu: true,
  card: {
    description:
      'Guidance on the forms and papers the court expects, so that what you file is clear, complete and on time.',
    features: ['Claim form N1 and particulars of claim', 'Witness statements in your own words', 'Evidence bundles and court letters'],
    keywords: ['N1 claim form', 'witness statement', 'evidence bundle', 'court documents'],
    icon: 'file-text',
  },
  hero: {
    eyebrow: 'Clear papers, filed on time',
    lead: [
      'The judge who decides your claim relies on your papers as much as on what you say at the hearing. A claim form that sets out the facts in order, a witness statement that tells your story plainly and a bundle with every page numbered make it easy for the judge to follow your case.',
      'We guide you through each document the small claims process asks for: what it must contain, how to set it out and when it is due. You write and sign your own documents, and we check them with you before they go to the court.',
    ],
    actions: [
      { kind: 'phone', label: 'Call for Document Guidance' },
      { kind: 'contact-home', label: 'Request a Quote' },
    ],
    points: [
      'For claimants and defendants',
      'Your documents, in your own words',
      'Not a law firm: you stay in control',
    ],
  },
  sections: [
    {
      type: 'features',
      id: 'documents-we-cover',
      heading: 'The documents we help with',
      intro: 'Four kinds of document carry most small claims. We help you get each one right, from the first draft to the version you file.',
      items: [
        {
          icon: 'file-text',
          title: 'Claim form N1 and particulars of claim',
          tag: 'N1',
          description:
            'Who you are claiming against, what happened, what it cost you and the interest you claim, set out briefly and in date order. If you are defending, the same care goes into your defence and any counterclaim.',
        },
        {
          icon: 'pen-line',
          title: 'Witness statements',
          description:
            'Your own account of the events, in numbered paragraphs, referring to the documents in your bundle by page number and ending with a statement of truth that you sign.',
        },
        {
          icon: 'book-open',
          title: 'Evidence bundles',
          description:
            'A tidy, indexed set of copies of the documents you rely on, in date order with every page numbered, ready to send to the court and the other side by the deadline in the court’s directions.',
        },
        {
          icon: 'mail',
          title: 'Court correspondence',
          tag: 'N180 · N244',
          description:
            'Letters to the court and the other side, the directions questionnaire (N180), and application notices (N244) when you need to ask the court for something, such as more time.',
        },
      ],
    },
    {
      type: 'features',
      id: 'why-it-helps',
      heading: 'Why well-prepared documents help you',
      items: [
        {
          icon: 'target',
          title: 'The judge can follow your case',
          description:
            'Time at a small claims hearing is limited. When your papers tell the story clearly, the time is spent on the points that matter rather than searching for a missing invoice.',
        },
        {
          icon: 'calendar',
          title: 'Nothing is missed or late',
          description:
            'We work to the deadlines in your claim and the court’s directions, so that you are not caught out by a late defence, a missing document or evidence the judge refuses to look at.',
        },
        {
          icon: 'user-check',
          title: 'You stay in control',
          description:
            'Every document remains yours. You understand what it says and why, which matters when the judge asks you about it at the hearing.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'claim-form',
      heading: 'Getting the claim form and particulars right',
      blocks: [
        {
          type: 'paragraph',
          text: 'The [claim form N1](https://www.gov.uk/government/publications/form-n1-claim-form-cpr-part-7) starts a money claim in the County Court. Its **particulars of claim** explain why the defendant owes you money: the agreement, what went wrong, the loss it caused and how you worked out the figure. You can issue online for a fixed sum of money, or send a paper form to the Civil National Business Centre in Northampton.',
        },
        {
          type: 'list',
          items: [
            'The defendant’s correct legal name and address: a sole trader, a partnership and a limited company are each named differently',
            'A short, factual account in date order, without opinion or exaggeration',
            'A breakdown of the amount claimed, with interest worked out and explained separately',
            'A statement of truth, which you may only sign if you believe the contents are true',
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Interest, fees and the £10,000 limit',
          text: `Interest is ignored when the court decides whether a claim belongs on the small claims track, but it does count when working out the issue fee. Check the current fee for your claim in the official [EX50 fees list](${EX50_URL}) before you issue.`,
        },
      ],
    },
    {
      type: 'prose',
      id: 'witness-statements',
      heading: 'Witness statements: your own account',
      blocks: [
        {
          type: 'paragraph',
          text: 'A witness statement is your evidence, so it must be in your own words. We do not write it for you. We help you plan it, put the events in order, link each point to the documents in your bundle and cut what does not help, and we review your drafts. You then sign the statement of truth yourself, which means you must believe everything in it is true.',
        },
        {
          type: 'paragraph',
          text: 'If a witness statement is the part of your case that worries you most, our dedicated [witness statement help](/services/witness-statement-help) goes through it in more depth.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      heading: 'How document guidance works',
      items: [
        {
          title: 'Tell us where you are',
          description:
            'Call us or send the papers you have: the claim form, any response, the court’s letters and orders, and your evidence. We note every deadline first.',
        },
        {
          title: 'Plan each document',
          description:
            'We agree which documents you need, what each must contain and the order to write them in, with a checklist and a timetable that works back from the court’s dates.',
        },
        {
          title: 'Review your drafts',
          description:
            'You write the drafts and we go through them with you: gaps in the facts, points that need a document behind them, wording a judge may find unclear, and anything missing from the form.',
        },
        {
          title: 'File and serve on time',
          description:
            'We explain how and where to file each document and who must receive a copy, so that the court and the other side have what they need by the deadline.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'terms',
      heading: 'Fees and what we do not do',
      blocks: [
        {
          type: 'paragraph',
          text: `Every case needs different documents, so we give you a personalised quote: we tell you the fee before any work starts. You can cancel free of charge within the ${ASSESSMENT_TERMS.coolingOffDays}-day cooling-off period; after that you may owe for work already done.`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Not a law firm: not regulated legal advice',
          text: `Our document guidance helps you prepare and file your own documents: we do not file anything in our name. ${NOT_REGULATED_LEGAL_ADVICE} If you need a lawyer, our [representation service](/representation/get-representation) can refer you to one.`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Will you fill in the claim form for me?',
      answer:
        'No. You complete and sign your own claim form, because you are the one bringing the claim and confirming the statement of truth. We guide you through each box, help you plan the particulars of claim and check your draft before you file it.',
    },
    {
      question: 'Can you help if I am the defendant?',
      answer:
        'Yes. If a claim has been made against you, you usually have 14 days from service of the particulars of claim to respond, or 28 days if you file an acknowledgment of service. We help you understand the response pack, decide whether to admit, defend or partly admit, and set out a clear defence and any counterclaim.',
    },
    {
      question: 'How should I put my evidence bundle together?',
      answer:
        'Put copies of the documents you rely on in date order, number every page and add an index listing each document, its date and its page number. Refer to those page numbers in your witness statement. Keep the originals safe and bring them to the hearing. Our [evidence guide](/blog/how-to-collect-evidence-for-your-small-claims-case) explains more.',
    },
    {
      question: 'I have a letter from the court that I do not understand. Can you help?',
      answer:
        'Yes. Court orders and notices often set deadlines, such as when to return the directions questionnaire or send your documents. Call us as soon as it arrives: we explain what it asks you to do and by when, and help you reply or apply to the court if you need to. For the questionnaire itself, see our [Directions Questionnaire help](/directions-questionnaire-help).',
    },
    {
      question: 'Is this legal advice?',
      answer:
        `It is guidance on preparing the court documents in your own case, which you sign and send yourself: we do not send documents to the court in our name. ${NOT_REGULATED_LEGAL_ADVICE} If you want a regulated solicitor or barrister to advise you or act for you, our [representation page](/representation/get-representation) explains how we can refer you.`,
    },
  ],
  cta: {
    heading: 'Talk to us about your court documents',
    text: `${siteConfig.phone.callUsTitle} and tell us which document you are working on and when it is due. We will explain how we can help and tell you the fee before any work starts.`,
    actions: [
      { kind: 'phone' },
      { kind: 'contact-home', label: 'Request a Call Back' },
    ],
  },
} satisfies ServicePage;
