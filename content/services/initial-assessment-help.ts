import { siteConfig } from '../site';
import { RESPONSE_TIME } from '../promises';
import { NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import { ASSESSMENT_TERMS } from '../terms';
import type { ServicePage } from './schema';

/** Spec 2 "Initial Assessment Help" (with spec 1's free initial assessment): mistakes versus benefits, what the assessment includes, success rates, testimonial. */
export const initialAssessmentHelp = {
  family: 'services',
  slug: 'initial-assessment-help',
  reviewed: '2026-11-23',
  name: 'Initial Assessment Help',
  description:
    'A free initial assessment of your small claim or defence in England and Wales: how strong it looks, whether you could recover the money, and what to do next.',
  hero: {
    eyebrow: 'Free, with no obligation',
    lead: [
      'Before you send a demand, pay a court fee or reply to a claim, it helps to have someone look at the whole picture with you. Our free initial assessment gives you an honest first view of your case: how strong it looks, whether the other side could actually pay, and the sensible next step.',
      'You tell us what happened and share what you have. We talk it through with you in plain English and tell you what we see, including the weak points. There is no charge and no obligation to use any of our other services.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get Your Free Assessment' },
      { kind: 'phone' },
    ],
    points: ['Free, with no obligation', `We reply ${RESPONSE_TIME}`, 'For claimants and defendants', 'Not a law firm: you stay in control'],
  },
  sections: [
    {
      type: 'comparison',
      id: 'mistakes-and-benefits',
      heading: 'Why a first look matters',
      intro:
        'Many small claims go wrong before the claim form is even filled in. A short, honest assessment at the start helps you avoid the mistakes that are hardest to put right later.',
      columns: [
        {
          heading: 'Common mistakes without an assessment',
          tone: 'risk',
          items: [
            'Suing the wrong person, for example a company director personally when the contract was with the company',
            'Claiming costs the court will not award, such as the hours you spent preparing your case or, in most cases, legal fees on the small claims track',
            'Leaving it too late: most contract and debt claims must be issued within six years',
            'Winning a judgment against someone who has no money, no job and nothing to enforce against',
            'Skipping the letter before action and the other pre-action steps the court expects',
            'Going to court with gaps in the evidence that a judge will notice straight away',
          ],
        },
        {
          heading: 'What an early assessment gives you',
          tone: 'benefit',
          items: [
            'An honest view of your chances before you spend money on court fees',
            'The right person or business to claim against, and a realistic amount to claim',
            'A view on whether the other side could pay, before you commit to a claim',
            'A clear next step, whether that is a letter, a negotiation, mediation or a claim',
            'If you are being sued, the deadline you are working to and your options for responding',
            'Peace of mind: a decision made with the facts in front of you',
          ],
        },
      ],
    },
    {
      type: 'features',
      id: 'what-the-assessment-includes',
      heading: 'What the assessment includes',
      intro: 'We look at the three questions that decide whether a small claim is worth bringing, or how best to defend one.',
      items: [
        {
          icon: 'scale',
          title: 'Case strength',
          description:
            'What you would have to prove (usually an agreement, a breach of it and the loss it caused), the evidence you have for each point, the defence the other side is likely to raise, and whether the claim is still in time.',
        },
        {
          icon: 'banknote',
          title: 'Recovery: can the other side pay?',
          description:
            'A judgment is only worth having if you can collect it. We look at what you know about the other side, such as whether a business is still trading or an individual is employed or owns property, because that decides which enforcement methods could work.',
        },
        {
          icon: 'target',
          title: 'Your roadmap',
          description:
            'The steps that make sense for your case, in order: a letter before action, negotiation, mediation, issuing a claim or responding to one, with the deadlines that apply and the court fees to expect.',
        },
      ],
    },
    {
      type: 'figures',
      id: 'success-rates',
      heading: 'Preparation makes a difference',
      intro:
        'How well a case is assessed and prepared before the claim starts can decide it. Every case is different, and no one can promise the outcome of yours.',
      items: ['selfRepresentedSuccess', 'clientSuccess', 'casesLostThroughPoorAssessment'],
    },
    { type: 'testimonial', testimonial: 'initialAssessment' },
    {
      type: 'steps',
      id: 'how-it-works',
      heading: 'How the free assessment works',
      items: [
        {
          title: 'Tell us about your dispute',
          description:
            `Use the consultation form or ${siteConfig.phone.callUs}. Give us a short summary, the amount involved and any deadline you already know about. We reply ${RESPONSE_TIME}.`,
        },
        {
          title: 'Share what you have',
          description:
            'Send the documents that matter most: the contract or quote, invoices, key emails or messages, photos, and any letter or claim form from the other side or the court.',
        },
        {
          title: 'Talk it through',
          description:
            'We go through the case with you on a call, covering its strength, the chances of recovering the money and the options open to you, and answer your questions.',
        },
        {
          title: 'You decide',
          description:
            'You leave with a clear next step. You can take it on your own, or ask for further help from us, with the fee agreed before any paid work starts.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'free-or-full-assessment',
      heading: 'Free initial assessment or full Case Assessment & Strategy?',
      intro:
        'The free initial assessment is a first view, given in conversation. If your case needs a closer look, our paid [Case Assessment & Strategy](/services/case-assessment-strategy) service goes into it in depth.',
      blocks: [
        {
          type: 'table',
          caption: 'How the two assessments compare',
          columns: ['What differs', 'Free initial assessment', 'Case Assessment & Strategy'],
          rows: [
            ['Cost', 'Free, with no obligation', 'A personalised quote, agreed before any work starts'],
            ['Format', 'A conversation about your case', 'A written report in plain English, plus a follow-up call'],
            [
              'Depth',
              'The main strengths, risks and next step',
              'A detailed review of your documents, the value of the claim, interest and fees, the likely defence and a full strategy',
            ],
            [
              'Timing',
              `We reply ${RESPONSE_TIME} to arrange it`,
              `Usually ${ASSESSMENT_TERMS.turnaround} from receiving your documents; up to ${ASSESSMENT_TERMS.complexTurnaround} if complex`,
            ],
            ['Best for', 'Deciding whether and how to take things further', 'Cases with larger sums, several issues or a defence to answer'],
          ],
        },
        {
          type: 'paragraph',
          text: 'The free assessment may be all you need to take the next step yourself. If we think your case would benefit from the full service, we will explain why and what it would cost, and the choice is yours.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Not a law firm: not regulated legal advice',
          text: `The assessment is our view of your own case, to help you run it. ${NOT_REGULATED_LEGAL_ADVICE} If your case needs a lawyer, we will tell you, and our [representation service](/representation/get-representation) can refer you to a regulated solicitor or barrister.`,
        },
      ],
    },
    {
      type: 'list',
      id: 'what-to-have-ready',
      heading: 'What to have ready',
      intro: 'You do not need everything in order before you contact us, but these help us give you a useful view.',
      tone: 'plain',
      items: [
        'The name and address of the person or business you are in dispute with',
        'The amount involved and how you worked it out',
        'The contract, quote, order confirmation or terms you agreed',
        'Invoices, receipts and bank records showing what was paid or is owed',
        'Emails, texts and letters between you, including any demand you have already sent',
        'Any claim form or court letter you have received, and the date it arrived',
      ],
    },
  ],
  faqs: [
    {
      question: 'Is the initial assessment really free?',
      answer:
        'Yes. There is no charge and no obligation to use any of our paid services afterwards. If you do want further help, we tell you the fee before any work starts.',
    },
    {
      question: 'How is this different from your Case Assessment & Strategy service?',
      answer:
        'The free initial assessment is a conversation that gives you a first view of your case and a clear next step. The paid [Case Assessment & Strategy](/services/case-assessment-strategy) service is a detailed written report with a full strategy and timetable, for cases that need a closer look.',
    },
    {
      question: 'I have been sent a claim. Can you still help?',
      answer:
        'Yes. Tell us the date you received the claim when you first contact us. A defendant usually has 14 days from service of the particulars of claim to respond, or 28 days if they file an acknowledgment of service, so those dates come first in our assessment.',
    },
    {
      question: 'Will you tell me if my case is not worth pursuing?',
      answer:
        'Yes. An honest view is the point of the assessment. If the claim looks weak, or the other side is unlikely to be able to pay, we will say so and explain the alternatives, which may include negotiating, mediation or not claiming at all.',
    },
    {
      question: 'Can you guarantee I will win?',
      answer:
        'No. Nobody can promise the outcome of a case: the judge decides on the evidence and the law. What the assessment does is show you where your case is strong, where it is weak and what you can do about it.',
    },
    {
      question: 'Is the assessment legal advice?',
      answer:
        `It is guidance on your own case, including where it is strong and where it is weak, and you make your own decisions. ${NOT_REGULATED_LEGAL_ADVICE} If you want a regulated solicitor or barrister to advise you or act for you, our [representation page](/representation/get-representation) explains how we can refer you.`,
    },
  ],
  cta: {
    heading: 'Get a free, honest view of your case',
    text: `Tell us what happened and we will reply ${RESPONSE_TIME} to arrange your free initial assessment. No charge and no obligation.`,
    actions: [
      { kind: 'contact-home', label: 'Request Free Assessment' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
