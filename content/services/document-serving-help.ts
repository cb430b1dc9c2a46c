import { EX50_URL } from '../fees';
import { DEEMED_SERVICE, NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import type { ServicePage } from './schema';

/** Spec 2 "Document Serving": three packages, Postal Service, Process Server (Recommended) and Court Bailiff. */
export const documentServingHelp = {
  family: 'services',
  slug: 'document-serving-help',
  reviewed: '2026-11-23',
  name: 'Document Serving Help',
  description:
    'Guidance on serving small claims documents in England and Wales: first class post, process servers, court bailiffs, deemed service dates and proof of service.',
  hero: {
    eyebrow: 'Serve your papers properly, first time',
    lead: [
      'Court deadlines run from the date a document is served, not the date it was written or the date the other side says it arrived. Get service wrong and a deadline you were relying on may never have started.',
      'When the court issues a small claim it usually serves the claim form itself, by first class post. But some documents are yours to serve, and then you need to know which method to use, when the document counts as served and how to prove it. We guide you through each step so nothing is left to chance.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get Serving Help' },
      { kind: 'phone' },
    ],
    points: [
      'Post, process server or court bailiff',
      'Deemed service dates worked out with you',
      'Not a law firm: you stay in control',
    ],
  },
  sections: [
    {
      type: 'prose',
      id: 'why-service-matters',
      heading: 'Why service matters',
      blocks: [
        {
          type: 'paragraph',
          text: 'Almost every deadline in a small claim is counted from service. A defendant has **14 days** from service of the particulars of claim to respond, or **28 days** from service to file a defence if they acknowledge service first. Only when that time has passed without a response can the claimant ask for default judgment (on form N225 for a fixed sum or N227 for an unspecified one, or online).',
        },
        {
          type: 'paragraph',
          text: 'So the date of service is not a formality. If you count from the wrong day, you may apply too early, miss your own deadline, or hand the other side a reason to argue that they were never properly told about the case.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Deemed service of posted documents',
          text: `${DEEMED_SERVICE} Either way, the date counts whether or not the document actually arrived that day.`,
        },
        {
          type: 'paragraph',
          text: 'A document other than the claim form that is handed to the person, left at their address, or sent by email (a court document may be served by email only if the other side, or its solicitor, has said in writing that it accepts service by email and given the email address to use: Practice Direction 6A, paragraph 4.1) counts as served on the same day if that is done before 4.30pm on a business day, and otherwise on the next business day. Business days are Monday to Friday, except bank holidays, Good Friday and Christmas Day.',
        },
      ],
    },
    {
      type: 'features',
      id: 'who-serves-what',
      heading: 'Who serves what',
      intro:
        'In a small claim the court does much of the serving for you. These are the times when you need to check whether the job is yours.',
      items: [
        {
          icon: 'file-text',
          title: 'The claim form',
          description:
            'When the court issues your claim, online or on paper, it normally serves the claim form on the defendant by first class post. Your job is to give the defendant’s correct name and address, because the court can only post it where you tell it to.',
          tag: 'Court serves',
        },
        {
          icon: 'pen-line',
          title: 'Applications',
          description:
            'If you apply to the court during the case, for example on an application notice, the court may ask you to send a copy of the application and any supporting evidence to the other side yourself. Its letter or order will say so.',
          tag: 'N244',
        },
        {
          icon: 'gavel',
          title: 'Orders and documents the court asks you to serve',
          description:
            'Sometimes an order says that a party must serve it, or a document, on the other side. When that happens the court is relying on you: use the method the order allows and meet any date it sets.',
          tag: 'Court order',
        },
        {
          icon: 'send',
          title: 'Documents you exchange before the hearing',
          description:
            'Directions usually require each side to send the other copies of the documents and witness statements they rely on, often at least 14 days before the hearing. Keep a record of what you sent, how and when.',
          tag: 'Directions',
        },
      ],
    },
    {
      type: 'features',
      id: 'serving-options',
      heading: 'Your options for serving a document',
      intro: 'Which method suits you depends on the document, the person you are serving and how likely they are to say it never reached them.',
      items: [
        {
          icon: 'mail',
          title: 'First class post',
          description:
            'The simplest and cheapest method, and the one the court itself uses for claim forms. Ask for a free certificate of posting at the Post Office counter and keep a copy of exactly what you sent.',
        },
        {
          icon: 'user-check',
          title: 'A process server',
          description:
            'An independent agent who hands the papers to the person in person and then gives you a signed statement of when, where and how they did it. Useful when the other side is likely to deny receiving documents, or you want clear proof of a personal handover.',
        },
        {
          icon: 'landmark',
          title: 'A county court bailiff',
          description:
            `County court bailiffs are court staff. They serve documents and enforce judgments on the court’s instruction, not on yours, so you cannot hire them privately: you ask the court, and the court decides. Any court fee is on the [EX50 fees list](${EX50_URL}).`,
        },
      ],
    },
    {
      type: 'prose',
      id: 'proving-service',
      heading: 'Proving service: the certificate of service',
      blocks: [
        {
          type: 'paragraph',
          text: 'When you serve a document yourself, you may need to tell the court that you have done it by filing a **certificate of service**. It records which document you served, on whom, by what method, at what address, and the date it was sent or handed over.',
        },
        {
          type: 'list',
          items: [
            'Keep a complete copy of every document exactly as you served it, including any enclosures.',
            'Keep your certificate of posting, or the process server’s signed statement, with the copy.',
            'Write down the date of posting and the deemed date of service, and diary the deadlines that run from it.',
            'File the certificate of service with the court when the court or the rules ask for it, and keep a copy.',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Serve the right person at the right address',
          text: 'Most problems with service come from an out-of-date address or the wrong name for a business. Check the details before anything is posted or handed over: correcting them afterwards can cost weeks.',
        },
      ],
    },
    {
      type: 'packages',
      id: 'serving-packages',
      heading: 'Document serving packages',
      intro:
        'Choose the level of support that fits your document. Every package is priced for your case: we tell you the fee before any work starts.',
      items: [
        {
          name: 'Postal Service',
          summary: 'For straightforward service by first class post, when a document is yours to serve.',
          includes: [
            'A check of which documents need serving, on whom and by when',
            'Confirmation of the name and address to use',
            'The deemed date of service and the deadlines that follow from it',
            'Guidance on preparing your certificate of service',
            'A proof-of-posting checklist to keep with your file',
          ],
          action: { kind: 'contact-home', label: 'Get a Quote' },
        },
        {
          name: 'Process Server',
          badge: 'Recommended',
          summary:
            'For when you need to be able to prove that the papers were handed over in person, for example where the other side is likely to say they never received them.',
          includes: [
            'Whether personal service suits your document and your situation',
            'Help finding and briefing an independent process server',
            'What the process server’s signed statement should record',
            'The deadlines that run from the date of service',
            'What to do next if the person cannot be found at the address',
          ],
          action: { kind: 'contact-home', label: 'Get a Quote' },
        },
        {
          name: 'Court Bailiff',
          summary: 'For when you want to ask the court to serve a document through its own bailiffs, or are moving on to enforcement.',
          includes: [
            'An explanation of what county court bailiffs can and cannot do for you',
            'Whether the court is likely to serve your document by bailiff, and how to ask',
            'Help preparing your request and checking the current fee on the EX50 list',
            'What to expect once the court has your request, and how to follow it up',
            'How bailiffs enforce a judgment through a warrant of control, if it comes to that',
          ],
          action: { kind: 'contact-home', label: 'Get a Quote' },
        },
      ],
      note: 'Our packages are guidance. You, your process server or the court carry out the service; we do not serve documents ourselves or act for you in the proceedings.',
    },
    {
      type: 'list',
      id: 'common-mistakes',
      heading: 'Common service mistakes we help you avoid',
      tone: 'risk',
      items: [
        'Counting a deadline from the day you posted a document instead of the deemed date of service',
        'Forgetting that weekends and bank holidays are not business days',
        'Using the claim form’s service rule for other documents, or the other way round',
        'Posting to an old address, or naming a business wrongly',
        'Sending the main document but leaving out an enclosure the court expects',
        'Having no proof of posting when the other side says nothing arrived',
        'Missing a date the court set for sending documents to the other side',
      ],
    },
    {
      type: 'prose',
      id: 'terms',
      heading: 'How we work',
      blocks: [
        {
          type: 'paragraph',
          text: 'Tell us what you need to serve and any date the court has given you. If a deadline is close, say so when you first call and we will deal with the urgent points first. Once service is done, you may want help with the next stage: see our [Judgment Enforcement](/services/judgment-enforcement) page if the court has already given you judgment.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Not a law firm: not regulated legal advice',
          text: `We help you serve your own documents and run your own case. ${NOT_REGULATED_LEGAL_ADVICE} If your case needs a lawyer, our [representation service](/representation/get-representation) can refer you to one.`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Do I have to serve my claim form myself?',
      answer:
        'Usually not. When the court issues a small claim, online or on paper, it normally serves the claim form on the defendant itself by first class post. You need to make sure the defendant’s name and address on the claim are correct, because that is where it will be sent.',
    },
    {
      question: 'When is a posted document treated as served?',
      answer:
        `It depends on the document. ${DEEMED_SERVICE} Business days do not include weekends or bank holidays. Deadlines run from the deemed date of service, not from the day the document actually arrived.`,
    },
    {
      question: 'Is a process server better than the post?',
      answer:
        'Not always, but it gives you stronger proof. A process server hands the papers to the person and gives you a signed statement saying when, where and how. That is worth having when you expect the other side to say they never received anything.',
    },
    {
      question: 'Can I ask a county court bailiff to serve my papers?',
      answer:
        `County court bailiffs are court staff who serve documents and enforce judgments on the court’s instruction. You can ask the court whether it will serve a document by bailiff, but the court decides, and a fee may apply: check the [EX50 fees list](${EX50_URL}).`,
    },
    {
      question: 'What is a certificate of service?',
      answer:
        'A short statement to the court confirming which document you served, on whom, how, at what address and on what date. You file it when the court or the rules require it. Keep a copy of the certificate, of the document you served and of your proof of posting.',
    },
    {
      question: 'Will you serve the documents for me?',
      answer:
        'No. We guide you through serving them correctly: which method to use, the dates that follow and how to prove it. You post the papers, instruct a process server, or ask the court, and you stay in control of your case.',
    },
  ],
  cta: {
    heading: 'Not sure whether a document is yours to serve?',
    text: 'Tell us what you have and any dates the court has given you. In a free consultation we will explain what needs serving, how and by when, and what our help would cost.',
    actions: [
      { kind: 'contact-home', label: 'Book a Free Consultation' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
