import { NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import { ASSESSMENT_TERMS } from '../terms';
import type { ServicePage } from './schema';

/** Spec 2 "Evidence Support": three evidence types, three-step process, five FAQs; home contact or phone. */
export const evidenceCollection = {
  family: 'services',
  slug: 'evidence-collection',
  reviewed: '2026-11-23',
  name: 'Evidence Support',
  description:
    'Help to find, preserve and organise the evidence for your small claim in England and Wales: documents, messages, photos and witnesses, in a clear bundle.',
  inServicesMenu: true,
  card: {
    description:
      'Judges decide on evidence. We help you find, preserve and organise the documents, photos and witnesses that prove your case.',
    features: ['Evidence checklist for your case type', 'Preserving messages and photos', 'Organising a clear, paginated bundle'],
    keywords: ['evidence', 'witness', 'documents', 'evidence bundle'],
    icon: 'search',
  },
  hero: {
    eyebrow: 'Prove what happened',
    lead: [
      'The judge was not there when things went wrong. They decide your case on the balance of probabilities, which means asking whose version is more likely, based on the evidence each side puts forward. A strong claim or defence with weak evidence can still fail.',
      'We help you work out what you need to prove, find the documents, messages, photos and witnesses that prove it, keep them safe and put them in a bundle the judge can follow. You gather your own evidence; we make sure nothing important is missed.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get Evidence Support' },
      { kind: 'phone' },
    ],
    points: [
      'For claimants and defendants',
      'A checklist tailored to your case',
      'Not a law firm: you stay in control',
    ],
  },
  sections: [
    {
      type: 'prose',
      id: 'evidence-types',
      heading: 'The three kinds of evidence we help with',
      blocks: [
        {
          type: 'evidence-types',
          items: [
            {
              type: 'Documents and records',
              icon: 'file-text',
              description:
                'The paper trail of the agreement and what went wrong: often the strongest evidence in a small claim.',
              examples: [
                'Contracts, quotes, terms and conditions',
                'Invoices, receipts and bank statements',
                'Letters and emails, including your letter before action and any reply',
                'Repair estimates and reports',
              ],
            },
            {
              type: 'Digital evidence and photos',
              icon: 'camera',
              description:
                'Messages and images that show what was said and the state of things at the time, kept in a form that shows when they were made and by whom.',
              examples: [
                'Text, WhatsApp and social media messages, with names and dates visible',
                'Dated photos and videos of damage or defective work',
                'Website listings, adverts and online order confirmations',
                'Call logs and notes of phone calls made at the time',
              ],
            },
            {
              type: 'Witnesses',
              icon: 'users',
              description:
                'People who saw or heard what happened and can confirm your account in a signed witness statement and at the hearing.',
              examples: [
                'Someone who was present when the agreement was made',
                'A neighbour or colleague who saw the work or the damage',
                'A tradesperson who inspected or repaired the problem afterwards',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'steps',
      id: 'our-process',
      heading: 'Our three-step evidence process',
      items: [
        {
          title: 'Identify what you need to prove',
          description:
            'We break your claim or defence into the points you must prove, such as the agreement, what went wrong and the loss it caused, and match each point to the evidence you already have.',
        },
        {
          title: 'Fill the gaps and preserve what you have',
          description:
            'You receive a checklist of the evidence still missing and where to find it, with guidance on keeping it safe: exporting messages, backing up photos with their dates, and keeping originals away from the copies you send.',
        },
        {
          title: 'Organise it for the court',
          description:
            'We help you put copies of your documents in date order, number every page, write an index and refer to page numbers in your witness statement, ready to send by the deadline in the court’s directions.',
        },
      ],
    },
    {
      type: 'list',
      id: 'what-you-get',
      heading: 'What you get',
      tone: 'benefit',
      items: [
        'A review of the evidence you already have, and how well it supports each point of your case',
        'A checklist of the evidence still missing, with practical ways to obtain it',
        'Guidance on preserving digital evidence so its date and source are clear',
        'Help deciding which witnesses to ask and what their statements should cover',
        'A clear, indexed, page-numbered bundle structure',
        'A timetable working back from the court’s deadlines for sending documents',
      ],
    },
    {
      type: 'prose',
      id: 'experts-and-deadlines',
      heading: 'Experts and the court’s deadlines',
      blocks: [
        {
          type: 'paragraph',
          text: 'On the small claims track, no expert evidence, written or spoken, can be used without the court’s permission (CPR 27.5). If your case turns on a technical question, such as the quality of building work, you need to ask for permission, usually in your directions questionnaire. Even when permission is given, the amount of an expert’s fee you can recover from the other side is capped at £750 per expert, so a simple, focused report is often best.',
        },
        {
          type: 'paragraph',
          text: 'After a claim is defended, the court sends directions: its instructions for preparing the case. Standard directions usually require each side to send the court and the other side copies of the documents they rely on at least 14 days before the hearing. Evidence sent late may be refused, so keep to the dates in your directions, and tell the court and the other side before a deadline passes if you cannot meet it.',
        },
        {
          type: 'paragraph',
          text: 'For a fuller guide, read [how to collect evidence for your small claims case](/blog/how-to-collect-evidence-for-your-small-claims-case).',
        },
      ],
    },
    {
      type: 'prose',
      id: 'terms',
      heading: 'Fees and terms',
      blocks: [
        {
          type: 'paragraph',
          text: `Every case needs different evidence, so we give you a personalised quote: we tell you the fee before any work starts. You can cancel free of charge within the ${ASSESSMENT_TERMS.coolingOffDays}-day cooling-off period; after that you may owe for work already done. If you want a fixed package, our [evidence gathering support](/services/evidence-gathering-support) offers three levels of help.`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Not a law firm: not regulated legal advice',
          text: `Evidence support helps you gather and organise your own evidence: we do not obtain evidence on your behalf. ${NOT_REGULATED_LEGAL_ADVICE} If you need a lawyer, our [representation service](/representation/get-representation) can refer you to one.`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Can I use screenshots of text and WhatsApp messages?',
      answer:
        'Yes. Make sure each screenshot shows who sent the message and when, and include enough of the conversation to show the context. Keep the phone or account that holds the originals, export the chat where the app allows it, and bring the device to the hearing in case the judge wants to check.',
    },
    {
      question: 'Do I need an expert report?',
      answer:
        'Often not. Many small claims are decided on documents, photos and the parties’ own evidence. If your case depends on a technical opinion, you need the court’s permission before using any expert evidence, and the expert’s fee you can recover from the other side is capped at £750. We help you decide whether an expert is worth asking for.',
    },
    {
      question: 'Does my witness have to come to the hearing?',
      answer:
        'A witness should normally attend so the judge and the other side can ask them questions. Small claims hearings are informal and evidence need not be given on oath, so the judge may still read a statement from a witness who does not attend, but may give it less weight. Give your witnesses the hearing date as soon as you have it.',
    },
    {
      question: 'When do I have to send my evidence to the court?',
      answer:
        'By the date in the court’s directions. Standard directions usually require copies of the documents you rely on to be sent to the court and the other side at least 14 days before the hearing. Send copies, never your only originals, and bring the originals with you on the day.',
    },
    {
      question: 'Will you collect the evidence for me?',
      answer:
        'No. You gather your own evidence, because you have access to it and you will need to explain it at the hearing. We tell you what to look for, how to keep it safe and how to organise it, and we review what you collect, but we do not act for you.',
    },
  ],
  cta: {
    heading: 'Make sure your evidence proves your case',
    text: 'Tell us about your dispute in a free consultation. We will explain how evidence support could help and tell you the fee before any work starts.',
    actions: [
      { kind: 'contact-home', label: 'Get Evidence Support' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
