import { NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import type { ServicePage } from './schema';

/** Spec 2 "Evidence Gathering Support": three packages, Evidence Review, Full Evidence Support (Most Popular), Premium Support. */
export const evidenceGatheringSupport = {
  family: 'services',
  slug: 'evidence-gathering-support',
  reviewed: '2026-11-23',
  name: 'Evidence Gathering Support',
  description:
    'Help to find, sort and present the evidence for your small claim or defence: a gap review, a gathering plan and an organised bundle ready for the court.',
  hero: {
    eyebrow: 'Prove what happened',
    lead: [
      'In a small claim, the judge decides on the evidence put in front of them. A strong case with thin or disorganised evidence can lose; a modest case that is clearly documented often does well.',
      'We help you work out what you need to prove, check the evidence you already have, find what is missing and put it together in a clear, page-numbered bundle. You gather and own your evidence; we guide you at every step.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get Evidence Support' },
      { kind: 'phone' },
    ],
    points: ['For claimants and defendants', 'A personalised quote before any work starts', 'Not a law firm: you stay in control'],
  },
  sections: [
    {
      type: 'prose',
      id: 'what-makes-good-evidence',
      heading: 'What makes good evidence',
      intro:
        'Good evidence answers the questions the judge will ask: what was agreed, what went wrong, and what it cost you. It comes in a few main forms.',
      blocks: [
        {
          type: 'evidence-types',
          items: [
            {
              type: 'Documents',
              icon: 'file-text',
              description: 'The paperwork that shows what was agreed and what was paid.',
              examples: ['Contracts, quotes and terms and conditions', 'Invoices, receipts and bank statements', 'Letters, including your letter before action and any reply'],
            },
            {
              type: 'Messages',
              icon: 'message-square',
              description: 'What each side said at the time, in their own words.',
              examples: ['Emails with their dates and senders showing', 'Text and app messages, captured with dates and names', 'Notes of phone calls written up soon after'],
            },
            {
              type: 'Photos and video',
              icon: 'camera',
              description: 'What the goods, the work or the damage actually looked like.',
              examples: ['Dated photos of defects or damage, with close-ups and wider shots', 'Before-and-after pictures where you have them', 'Short videos that show a fault in use'],
            },
            {
              type: 'Witnesses',
              icon: 'users',
              description: 'People who saw or heard what happened, giving their own account.',
              examples: ['A family member or neighbour who was present', 'A tradesperson who inspected the work afterwards', 'A colleague who handled the order or the complaint'],
            },
          ],
        },
        {
          type: 'cards',
          items: [
            { title: 'Relevant', text: 'Each item proves a point you need to prove. Evidence that goes to nothing in dispute only makes the bundle harder to follow.' },
            { title: 'Dated and complete', text: 'Whole email threads rather than single messages, photos with the date they were taken, statements with the full period showing.' },
            { title: 'Made at the time', text: 'Records created when things happened usually carry more weight than accounts pieced together months later.' },
            { title: 'Easy to follow', text: 'In date order, page-numbered and indexed, so you and the judge can find any page quickly at the hearing.' },
          ],
        },
      ],
    },
    {
      type: 'packages',
      id: 'packages',
      heading: 'Choose the support you need',
      intro: 'Three levels of help, depending on how much of the work you want to do yourself.',
      items: [
        {
          name: 'Evidence Review',
          summary: 'A structured check of the evidence you already have, so you know where you stand.',
          includes: [
            'A review of your documents, messages and photos against what you need to prove',
            'A written list of gaps and weak points',
            'Practical suggestions for where to find the missing evidence',
            'A call to talk the review through',
          ],
          action: { kind: 'contact-home', label: 'Request Evidence Review' },
        },
        {
          name: 'Full Evidence Support',
          badge: 'Most Popular',
          summary: 'Guidance from the first review to a finished, court-ready bundle.',
          includes: [
            'Everything in Evidence Review',
            'A gathering plan, with guidance on asking the other side or third parties for documents',
            'Help building a clear chronology of events',
            'Guidance on preparing your own witness statement and those of your witnesses',
            'Help organising an indexed, page-numbered bundle',
            'A check of your bundle against the court’s directions before you send it',
          ],
          action: { kind: 'contact-home', label: 'Get Full Evidence Support' },
        },
        {
          name: 'Premium Support',
          summary: 'Our most hands-on level of guidance, continuing up to your hearing.',
          includes: [
            'Everything in Full Evidence Support',
            'A review of the evidence the other side sends you, and how to answer it',
            'Guidance on whether you need expert evidence and how to ask the court for permission',
            'Help with evidence for any counterclaim',
            'Preparation for questions about your evidence at the hearing',
            'Priority contact while your case is running',
          ],
          action: { kind: 'contact-home', label: 'Ask About Premium Support' },
        },
      ],
      note: 'Every package is priced for your case: we tell you the fee before any work starts.',
    },
    {
      type: 'steps',
      id: 'our-process',
      heading: 'How we work with you',
      items: [
        {
          title: 'Understand your case',
          description:
            'We talk through what happened and identify the points you have to prove, or, if you are defending, the points you need to challenge.',
        },
        {
          title: 'Review what you have',
          description: 'You send us what you have gathered so far. We check each item against those points and list the gaps.',
        },
        {
          title: 'Fill the gaps',
          description:
            'We guide you on obtaining the missing pieces: records from your bank or email account, photos, documents from third parties, or statements from people who saw what happened.',
        },
        {
          title: 'Organise and present',
          description:
            'We help you put everything into a logical, indexed bundle that meets the court’s directions, so it is ready to send on time and easy to use at the hearing.',
        },
      ],
    },
    {
      type: 'features',
      id: 'small-claims-evidence-rules',
      heading: 'How evidence works on the small claims track',
      intro: 'Small claims are less formal than other court cases, but a few rules about evidence still matter.',
      items: [
        {
          icon: 'calendar',
          title: 'The court sets the deadlines',
          description:
            'Once your case is allocated, the court sends directions saying what to send and when. Documents are usually due at least 14 days before the hearing: always check the dates in your own order.',
        },
        {
          icon: 'search',
          title: 'No formal disclosure process',
          description:
            'The formal disclosure rules used for larger claims do not apply, so you rely mainly on what you gather yourself and on the documents the directions require each side to send.',
        },
        {
          icon: 'user-check',
          title: 'Experts need permission',
          description:
            'You cannot rely on an expert’s evidence without the court’s permission, and the expert fees you can recover from the other side are capped. Ask first, then instruct.',
        },
        {
          icon: 'gavel',
          title: 'An informal hearing',
          description:
            'The judge can run the hearing in any fair way, and evidence need not be given on oath. Clear, organised evidence makes it easier for the judge to follow your case.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'what-we-do-and-do-not-do',
      heading: 'What we do, and what stays with you',
      blocks: [
        {
          type: 'paragraph',
          text: 'We guide you on what evidence to gather, how to obtain it and how to present it. The evidence and the case remain yours: you collect the documents, you decide what goes into your bundle, and you send it to the court and the other side.',
        },
        {
          type: 'paragraph',
          text: 'For more on the basics, read our guide [how to collect evidence for your small claims case](/blog/how-to-collect-evidence-for-your-small-claims-case). If you need help with a witness statement in particular, see [Witness Statement Help](/services/witness-statement-help).',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Not a law firm: not regulated legal advice',
          text: `${NOT_REGULATED_LEGAL_ADVICE} We do not write witness statements: each witness gives their own account and signs their own statement of truth.`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Which package should I choose?',
      answer:
        'If you have most of your evidence and want to know whether it is enough, Evidence Review is usually the right start. If you want guidance all the way to a finished bundle, choose Full Evidence Support. Premium Support suits cases with a lot of documents, a counterclaim or a possible need for expert evidence. We will recommend one in your free consultation.',
    },
    {
      question: 'How much does it cost?',
      answer:
        'Each package is priced for your case, depending on how much evidence there is and how far along the case is. We tell you the fee before any work starts, and there is no obligation after the free consultation.',
    },
    {
      question: 'Can you write my witness statement for me?',
      answer:
        'No. A witness statement must be in your own words and you sign a statement of truth confirming it. We explain what a statement should cover and how to set it out, and we can review your draft, but the account and the signature are yours.',
    },
    {
      question: 'When do I have to send my evidence to the court?',
      answer:
        'The court’s directions set the deadline. On the small claims track documents are usually due at least 14 days before the hearing, but your own order may say something different, so always follow the dates it gives.',
    },
    {
      question: 'Do I need an expert?',
      answer:
        'Often not: many small claims are decided on documents, photos and the parties’ own accounts. If your case turns on a technical question, such as the standard of building work, you need the court’s permission before you can rely on an expert. We help you decide whether to ask.',
    },
    {
      question: 'I am defending a claim. Can you help me too?',
      answer:
        'Yes. Defendants need evidence just as much as claimants: to show that work was done properly, that a payment was made, or that the amount claimed is wrong. We help you gather it and present it in the same way.',
    },
  ],
  cta: {
    heading: 'Make your evidence work for you',
    text: 'Tell us about your case in a free consultation. We will tell you which package fits and what it would cost, with no obligation.',
    actions: [
      { kind: 'contact-home', label: 'Get Evidence Support' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
