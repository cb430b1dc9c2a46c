import { RESPONSE_TIME } from '../promises';
import { NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import { siteConfig } from '../site';
import { WITNESS_LANGUAGE_AND_READING } from '../templates/witness-statement';
import { ASSESSMENT_TERMS } from '../terms';
import type { ServicePage } from './schema';

/** Spec 2 "Witness Statement Help": importance, What We Help With (five), four steps, quote card, six FAQs. */
export const witnessStatementHelp = {
  family: 'services',
  slug: 'witness-statement-help',
  reviewed: '2026-11-23',
  name: 'Witness Statement Help',
  title: 'Witness Statement Help | Professional UK Small Claims Court Support',
  description:
    'Guidance on preparing your own witness statement for a small claims hearing in England and Wales: structure, exhibits, the statement of truth and deadlines.',
  inServicesMenu: true,
  hero: {
    eyebrow: 'Your account, clearly told',
    lead: [
      'Your witness statement is your evidence. It is where you tell the judge, in writing and in your own words, what happened, when, and how you know. In a small claims hearing time is short, and the judge will usually have read the statements before you walk in, so a clear one does a great deal of your work for you.',
      'We help you plan, structure and check your statement so that it is complete, easy to follow and in the form the court expects. We do not write it for you: the account must be your own, in your own words, and you sign the statement of truth yourself.',
    ],
    actions: [{ kind: 'contact-here', label: 'Get Statement Help' }],
    points: ['Your own words, clearly organised', 'Exhibits referred to properly', 'Ready by the court’s deadline'],
  },
  sections: [
    {
      type: 'prose',
      id: 'why-it-matters',
      heading: 'Why your witness statement matters',
      blocks: [
        {
          type: 'paragraph',
          text: 'Small claims hearings are informal, and the judge can limit questioning to keep the hearing short. That makes your written statement the fullest version of your case the judge will see. A statement that sets out the facts in order, with dates and documents, lets the judge follow your case at once. One that rambles, argues or leaves out key dates forces the judge to piece the story together, and can leave gaps the other side will use.',
        },
        {
          type: 'paragraph',
          text: 'A witness statement is evidence of fact: what you saw, did, said and received. It is not the place for legal argument or comments about the other side. Keeping to the facts makes your statement more persuasive, not less.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'We do not write your statement for you',
          text: 'The court needs your own account. Your statement must be in your own words and you must sign the statement of truth yourself. We guide, question and review; you write and decide what goes in. The same applies to anyone else who gives a statement for your case.',
        },
      ],
    },
    {
      type: 'list',
      id: 'what-we-help-with',
      heading: 'What We Help With',
      intro: 'Our guidance covers the whole statement, from the first plan to the version you serve.',
      tone: 'benefit',
      items: [
        'Planning the structure: a clear order of events, with headings where they help the judge follow the story',
        'Working out which facts matter to the issues the judge must decide, and which can be left out',
        'Referring to your documents as exhibits, labelled so the judge can find each one quickly',
        'Checking the format: the heading, numbered paragraphs, first person, the statement of truth, signature and date',
        'Meeting the deadline in the court’s directions, and sending copies to the court and the other side',
      ],
    },
    {
      type: 'prose',
      id: 'what-a-statement-needs',
      heading: 'What a witness statement needs',
      intro: 'Courts expect witness statements in a standard form. These are the practical points we check with you.',
      blocks: [
        {
          type: 'list',
          items: [
            'A heading with the court, the claim number and the names of the parties, then your full name and address.',
            'Numbered paragraphs, each dealing with one point, in date order wherever possible.',
            'Written in the first person (“I ordered…”, “I saw…”), in your own words.',
            `A short paragraph saying how the statement was prepared: written by you, written down by someone else from what you told them, or through an interpreter. ${WITNESS_LANGUAGE_AND_READING}`,
            'Where something comes from what someone told you rather than your own knowledge, say so and say who told you.',
            'Each document you rely on referred to as an exhibit, with a simple label, and a copy attached.',
            'The statement of truth at the end, signed and dated by you.',
            'Served by the date in the court’s directions: standard directions usually require your statement and documents at least 14 days before the hearing.',
          ],
        },
        { type: 'subheading', text: 'The statement of truth' },
        {
          type: 'paragraph',
          text: 'Your statement must end with these words, followed by your signature, your name and the date:',
        },
        {
          type: 'quote',
          text: 'I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth.',
          attribution: 'Statement of truth for a witness statement',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Only sign what you believe is true',
          text: 'Signing the statement of truth is a serious step. If you are unsure about a detail, such as an exact date, say so in the statement rather than guessing. A careful, honest statement that admits what you do not remember is stronger than a confident one that turns out to be wrong.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      heading: 'How it works',
      items: [
        {
          title: 'Free consultation',
          description:
            'You tell us about your case and send the court’s directions, so we can see the deadline for witness statements and what the judge needs to decide.',
        },
        {
          title: 'Plan and first draft',
          description:
            'We give you a structure for your statement and questions to answer under each heading. You write your first draft in your own words, and we help you list your exhibits.',
        },
        {
          title: 'Review and feedback',
          description:
            'We read your draft and tell you what is unclear, missing, repeated or not relevant, and whether your exhibits are referred to properly. You decide what to change and rewrite it in your own words.',
        },
        {
          title: 'You finalise, sign and serve',
          description:
            'We check the final format with you. You sign the statement of truth, and send copies to the court and the other side by the date in the directions.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'personalised-quote',
      heading: 'Your personalised quote',
      blocks: [
        {
          type: 'paragraph',
          text: `The fee depends on your case: how long the dispute has run, how many documents you rely on and how many rounds of review you would like. After a free consultation we give you a personalised quote. You can cancel free of charge within the ${ASSESSMENT_TERMS.coolingOffDays}-day cooling-off period; after that you may owe for work already done.`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'No hidden costs',
          text: 'We tell you the fee before any work starts. Nothing is charged until you have agreed it.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Not a law firm: not regulated legal advice',
          text: `This service helps you prepare your own evidence, in your own words. ${NOT_REGULATED_LEGAL_ADVICE} If your case needs a lawyer, our [representation service](/representation/get-representation) can refer you.`,
        },
      ],
    },
    {
      type: 'contact',
      heading: 'Get help with your witness statement',
      text: `Tell us about your case and when your statement is due. ${siteConfig.phone.callUsTitle} on ${siteConfig.phone.display} (${siteConfig.openingHours.display}) or send us a message at any time, and we will reply ${RESPONSE_TIME} to arrange your free consultation.`,
    },
  ],
  faqs: [
    {
      question: 'Will you write my witness statement for me?',
      answer:
        'No. Your statement must be your own account, in your own words, and you sign the statement of truth. We help you plan it, ask the questions that bring out the important facts, and review your drafts, but you write it and you decide what it says.',
    },
    {
      question: 'What is the statement of truth, and why does it matter?',
      answer:
        'It is the declaration at the end of your statement that you believe the facts in it are true, and that you understand proceedings for contempt of court may be brought against anyone who makes a false statement without an honest belief in its truth. Only sign it when you are satisfied that everything in the statement is accurate.',
    },
    {
      question: 'When do I have to send my witness statement?',
      answer:
        'By the date in the court’s directions, which is usually at least 14 days before the hearing. Send a copy to the court and to the other side, and keep a copy to take to the hearing. If you think you will miss the deadline, tell the court and the other side as early as possible.',
    },
    {
      question: 'Can other people give witness statements for my case?',
      answer:
        'Yes. Anyone who saw or heard something relevant can give a statement, such as a neighbour who saw the work being done. Each witness must give their own account in their own words and sign their own statement of truth. We can explain the format to them, but you must not write it for them.',
    },
    {
      question: 'What documents should I attach?',
      answer:
        'The documents your statement relies on: for example the contract, invoices, emails, messages and photographs. Give each one a simple label, refer to it at the right point in your statement, and attach copies in the order you mention them. Read our guide to [collecting evidence](/blog/how-to-collect-evidence-for-your-small-claims-case) for more.',
    },
    {
      question: 'How much does witness statement help cost?',
      answer:
        'We give you a personalised quote after a free consultation, based on your case and how much review you need. We tell you the fee before any work starts.',
    },
  ],
  cta: {
    heading: 'Tell your side of the story clearly',
    text: 'Get guidance on your witness statement well before the deadline in your directions. The first consultation is free and there is no obligation.',
    actions: [
      { kind: 'contact-here', label: 'Get Statement Help' },
      { kind: 'contact-here', label: 'Contact Us' },
    ],
  },
} satisfies ServicePage;
