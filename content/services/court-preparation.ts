import { ASSESSMENT_TERMS, COURT_PREPARATION_TERMS } from '../terms';
import {
  ADDRESSING_THE_JUDGE,
  LAY_REPRESENTATIVE,
  RESERVED_JUDGMENT,
  SETTING_ASIDE_AFTER_A_MISSED_HEARING,
  WITNESS_FAMILIARISATION,
  NOT_ATTENDING_A_HEARING,
  NOT_REGULATED_LEGAL_ADVICE,
} from '../shared-passages';
import type { ServicePage } from './schema';

/** Spec 2 "Court Preparation": four features, four FAQs, quote buttons scroll to this page's contact section. */
export const courtPreparation = {
  family: 'services',
  slug: 'court-preparation',
  reviewed: '2026-11-23',
  name: 'Court Preparation',
  description:
    'Prepare for your small claims hearing in England and Wales: video sessions, mock questions and answers on a made-up case, court etiquette and what to bring.',
  inServicesMenu: true,
  card: {
    description:
      'Walk into your hearing knowing what will happen, how the judge asks questions and how to put your case simply.',
    features: ['Remote video preparation sessions', 'Mock questions and answers', 'Court etiquette and what to bring'],
    keywords: ['hearing preparation', 'small claims hearing', 'court etiquette'],
    icon: 'gavel',
  },
  hero: {
    eyebrow: 'Ready for your hearing day',
    lead: [
      'A small claims hearing is informal, but it is still the one chance you have to put your case to the judge. Knowing what will happen, what you will be asked and where each document is in your bundle makes a real difference to how clearly you come across.',
      'We prepare you over remote video sessions: we walk you through the day, practise answering questions on a made-up case, help you with your opening summary and check that your documents are in order. On the day, you present your own case with confidence.',
    ],
    actions: [
      { kind: 'contact-here', label: 'Get a Quote' },
      { kind: 'phone' },
    ],
    points: [
      'Sessions by video, wherever you are',
      'For claimants and defendants',
      'Guidance, not representation: you present your own case',
    ],
  },
  sections: [
    {
      type: 'figures',
      id: 'why-preparation-matters',
      heading: 'Why preparation matters',
      intro:
        'Judges decide on the evidence and on what they hear at the hearing. A good case can still go badly if you cannot find the right document or answer a simple question clearly.',
      items: ['selfRepresentedLostThroughPreparation'],
    },
    {
      type: 'features',
      id: 'what-we-cover',
      heading: 'What your preparation covers',
      items: [
        {
          icon: 'video',
          title: 'Remote video sessions',
          description:
            'One-to-one sessions by video at times that suit you, so you can prepare from home with your papers in front of you. They also help if the court has directed a video or telephone hearing.',
        },
        {
          icon: 'message-square',
          title: 'Mock questions and answers',
          description:
            'On a **made-up case**, we ask you the kinds of questions a judge and the other side ask, including awkward ones, so that you get used to listening to each question, answering briefly and finding the right page in a bundle. On your own case we practise only your opening summary, finding your documents and how the hearing runs: never your answers about the facts.',
        },
        {
          icon: 'scale',
          title: 'Court etiquette',
          description:
            'How to address the judge, when to speak, how to deal with the other side, and how to stay calm and focused if the hearing does not go the way you expected.',
        },
        {
          icon: 'briefcase',
          title: 'What to bring and your bundle',
          description:
            'A checklist for the day and a final check of your bundle: the right copies, the originals, your notes with page references and the costs you may ask for if you win. Our free [hearing bundle tool](/tools/hearing-bundle) numbers and indexes one for you.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'what-the-hearing-is-like',
      heading: 'What a small claims hearing is like',
      blocks: [
        {
          type: 'paragraph',
          text: 'Most small claims are heard by a **District Judge**, generally in the judge’s room rather than a formal courtroom. The hearing is informal: the judge can use any fair method, evidence does not have to be given on oath, and the judge often asks most of the questions. Hearings are generally public, unless the judge orders otherwise, and some take place by video or telephone if the court directs it.',
        },
        {
          type: 'paragraph',
          text: LAY_REPRESENTATIVE,
        },
        {
          type: 'paragraph',
          text: WITNESS_FAMILIARISATION,
        },
        {
          type: 'rules',
          items: [
            {
              rule: 'Call the judge “Judge”',
              description: ADDRESSING_THE_JUDGE,
            },
            {
              rule: 'Speak to the judge, not the other side',
              description:
                'Direct what you say to the judge, keep to the facts and never interrupt. You will get your turn, so note down points you want to answer.',
            },
            {
              rule: 'Use your page numbers',
              description:
                'When you rely on a document, give its page number in the bundle, for example “the invoice at page 12”, so that everyone can find it quickly.',
            },
            {
              rule: 'Stay calm and polite',
              description:
                'Even if the other side says something you believe is untrue, stay courteous. Judges notice how each side behaves.',
            },
          ],
        },
      ],
    },
    {
      type: 'prose',
      id: 'hearing-day',
      heading: 'Your hearing day, step by step',
      blocks: [
        {
          type: 'timeline',
          items: [
            {
              time: '30 minutes before',
              title: 'Arrive at court',
              description:
                'Allow time for the security check at the entrance and to find the right floor. Turn your phone to silent.',
            },
            {
              time: '15 minutes before',
              title: 'Check in with the usher',
              description:
                'Give your name and case number, and tell the usher who is with you, such as a witness or lay representative. You may then wait some time before your case is called.',
            },
            {
              time: 'The hearing',
              title: 'Put your case',
              description:
                'The judge explains how the hearing will run, reads the papers, hears from each side and any witnesses, and asks questions. This is where your preparation pays off.',
            },
            {
              time: 'The decision',
              title: 'Judgment',
              description: `The judge usually gives the decision at the end of the hearing. ${RESERVED_JUDGMENT}`,
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Our guide to [what to expect on your court hearing day](/blog/what-to-expect-on-your-court-hearing-day) covers the day in more detail.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      heading: 'How court preparation works',
      items: [
        {
          title: 'Review your case and the court’s directions',
          description:
            'We read the court’s directions, your notice of hearing and your bundle, check that you have done everything the court asked, and note what is still to do before the hearing.',
        },
        {
          title: 'Prepare your case summary',
          description:
            'We help you put the heart of your case into a short, clear summary you can give in a couple of minutes, with the page numbers that prove each point.',
        },
        {
          title: 'Practise by video',
          description:
            'In mock question-and-answer sessions on a made-up case, you practise answering a judge’s questions and responding to the other side’s points. On your own case, you practise giving your summary and finding each document quickly.',
        },
        {
          title: 'Final check before the day',
          description:
            'We go through the checklist of what to bring, the timetable of the day and any last questions, so that you arrive prepared.',
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
          text: `Every case is different, so we give you a personalised quote: we tell you the fee before any work starts. The court preparation fee covers preparation for ${COURT_PREPARATION_TERMS.hearingsCovered}. If the hearing is adjourned and has to be relisted, further preparation may cost extra, and we will tell you the fee before doing it. You can cancel free of charge within the ${ASSESSMENT_TERMS.coolingOffDays}-day cooling-off period; after that you may owe for work already done.`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'We prepare you; we do not speak for you',
          text: `Court preparation helps you present your own case: we do not attend the hearing. ${NOT_REGULATED_LEGAL_ADVICE} If you want someone to represent you, our [representation service](/representation/get-representation) can refer you to a regulated solicitor or barrister.`,
        },
      ],
    },
    {
      type: 'contact',
      heading: 'Get a quote for your court preparation',
      text: 'Tell us your hearing date and a little about your case. We will explain what your preparation would cover and give you a personalised quote, with no obligation.',
    },
  ],
  faqs: [
    {
      question: 'Will you come to court and speak for me?',
      answer:
        'No. We prepare you to present your own case; we do not attend the hearing or speak for you. You can bring a lay representative, such as a friend or relative, who has the right to speak for you as long as you attend too. If you want a lawyer to represent you, our [representation page](/representation/get-representation) explains how we can refer you.',
    },
    {
      question: 'What happens if my hearing is adjourned?',
      answer: `The court preparation fee covers ${COURT_PREPARATION_TERMS.hearingsCovered}. If the hearing is postponed and relisted, some of the preparation may need to be repeated or updated, and that may cost extra. We always tell you the fee before doing any further work.`,
    },
    {
      question: 'My hearing is by video or telephone. Can you still help?',
      answer:
        'Yes. The court can direct a hearing by video or telephone, and the same preparation applies. Because our sessions are by video, we can also help you get used to speaking on screen, keeping your bundle to hand and checking your connection and surroundings beforehand.',
    },
    {
      question: 'What if I cannot attend the hearing?',
      answer:
        `${NOT_ATTENDING_A_HEARING} If you simply do not turn up without giving notice, the judge can deal with the case without you, and it is hard to undo. ${SETTING_ASIDE_AFTER_A_MISSED_HEARING}`,
    },
  ],
  cta: {
    heading: 'Walk into your hearing prepared',
    text: 'Tell us your hearing date and we will give you a personalised quote for your preparation, with the fee agreed before any work starts.',
    actions: [
      { kind: 'contact-here', label: 'Get a Quote' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
