import { COACHING_SESSIONS, COURT_PREPARATION_TERMS } from '../terms';
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

/** Spec 2 "Court Coaching": Essential Prep (2-hour), Complete Coaching (4-hour, mock hearing, Most Popular), Premium Support. */
export const courtPreparationCoaching = {
  family: 'services',
  slug: 'court-preparation-coaching',
  reviewed: '2026-11-23',
  name: 'Court Preparation Coaching',
  description:
    'One-to-one coaching for your small claims hearing in England and Wales: what to expect, how to present your case and a mock hearing on a made-up case.',
  hero: {
    eyebrow: 'Walk into your hearing ready',
    lead: [
      'A small claims hearing is less formal than most people expect: usually a District Judge, a table in the judge’s room and a conversation rather than a speech. But it is still your one chance to explain your case, and it often lasts less time than you would think.',
      'Our coaching sessions help you put your case in a clear order and find your documents quickly and, by practising on a made-up case, get used to answering a judge’s questions and responding to the other side. You present your own case; we make sure you are ready to.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Book Coaching' },
      { kind: 'phone' },
    ],
    points: [
      `Essential Prep: ${COACHING_SESSIONS.essential}`,
      'Mock hearing on a made-up case in Complete Coaching',
      'Remote video sessions',
      'Guidance, not representation',
    ],
  },
  sections: [
    {
      type: 'figures',
      id: 'why-preparation-matters',
      heading: 'Why preparation matters',
      intro:
        'Judges in small claims expect people to represent themselves and will not mark you down for not being a lawyer. What hurts a case is being unable to find a document, missing the point of a question, or leaving out the evidence that proves your loss.',
      items: ['selfRepresentedLostThroughPreparation'],
    },
    {
      type: 'prose',
      id: 'what-the-hearing-is-like',
      heading: 'What a small claims hearing is really like',
      blocks: [
        {
          type: 'paragraph',
          text: 'Most small claims are heard by a **District Judge**, generally in the **judge’s room** rather than a courtroom. The hearing is informal: the judge can use any method they consider fair, evidence does not have to be given on oath, and the judge may limit questioning of the other side. Hearings are public unless the judge orders otherwise, and the court can direct that a hearing takes place by video or phone.',
        },
        {
          type: 'paragraph',
          text: LAY_REPRESENTATIVE,
        },
        {
          type: 'rules',
          items: [
            {
              rule: 'Call the District Judge “Judge”',
              description: ADDRESSING_THE_JUDGE,
            },
            {
              rule: 'Speak to the judge, not the other side',
              description:
                'Address your points to the judge, wait until you are asked to speak, and do not interrupt, even when you disagree with what you hear.',
            },
            {
              rule: 'Have your documents to hand',
              description:
                'Bring the bundle you sent to the court and the other side, in the same order, so you can turn to any page the judge mentions.',
            },
            {
              rule: 'Answer the question you are asked',
              description:
                'Keep answers short and factual. If you do not know or do not remember, say so: it is far better than guessing.',
            },
          ],
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-coaching-works',
      heading: 'How coaching works',
      intro: 'Every programme follows the same four stages, scaled to the package you choose.',
      items: [
        {
          title: 'Review your papers',
          description:
            'You send us the claim, the defence, the court’s directions and your evidence. We check what the judge will have in front of them and what each side has to prove.',
        },
        {
          title: 'Build your case outline',
          description:
            'Together we turn your case into a short, ordered outline: what happened, what you are asking for, and which document proves each point.',
        },
        {
          title: 'Practise on a made-up case',
          description:
            'In a mock hearing on a **made-up case**, we ask you the kinds of questions a judge asks and raise the kinds of points another side makes, so that answering them feels familiar. On your own case we practise only your opening summary and finding your documents in the bundle: never your answers about the facts.',
        },
        {
          title: 'Final check before the day',
          description:
            'We go through the practicalities: what to bring, when to arrive, how the hearing will run and what happens after the judge decides.',
        },
      ],
    },
    {
      type: 'packages',
      id: 'coaching-packages',
      heading: 'Coaching packages',
      intro:
        'All sessions take place by video, at a time that suits you. Every package is priced for your case: we tell you the fee before any work starts.',
      items: [
        {
          name: 'Essential Prep',
          detail: COACHING_SESSIONS.essential,
          summary: 'A focused session for a straightforward case, when you mainly need to know what to expect and how to present it.',
          includes: [
            'A review of your claim, defence and the court’s directions',
            'How the hearing will run, step by step',
            'A short outline of the points you need to make',
            'Court etiquette, including how to address the judge',
            'A checklist of what to bring on the day',
          ],
          action: { kind: 'contact-home', label: 'Get a Quote' },
        },
        {
          name: 'Complete Coaching',
          badge: 'Most Popular',
          detail: COACHING_SESSIONS.complete,
          summary: 'Thorough preparation for a contested case, ending with a mock hearing on a made-up case.',
          includes: [
            'Everything in Essential Prep',
            'A detailed review of your evidence and witness statements',
            'Practising your opening summary and finding each document in your bundle',
            'A mock hearing on a made-up case, with feedback on how you came across',
            'Help finding the documents that answer the other side’s strongest points',
          ],
          action: { kind: 'contact-home', label: 'Get a Quote' },
        },
        {
          name: 'Premium Support',
          summary: 'Ongoing coaching from the moment the hearing is listed until the day itself, for complex cases or anyone who wants extra reassurance.',
          includes: [
            'Everything in Complete Coaching',
            'Extra sessions as your hearing date approaches',
            'A check that your bundle and witness statements are complete and in order',
            'Familiarisation with the hearing for your lay representative and witnesses, if you have them: how it runs and how to give evidence, never what to say',
            'A follow-up call after the hearing to talk through the outcome and next steps',
          ],
          action: { kind: 'contact-home', label: 'Get a Quote' },
        },
      ],
      note: `Each package prepares you for ${COURT_PREPARATION_TERMS.hearingsCovered}. If the hearing is adjourned and you want further sessions, they may cost extra; we will tell you the fee first.`,
    },
    {
      type: 'prose',
      id: 'hearing-day',
      heading: 'Your hearing day, step by step',
      intro: 'Part of every coaching programme is knowing exactly how the day will run, so nothing takes you by surprise.',
      blocks: [
        {
          type: 'timeline',
          items: [
            {
              time: 'At least 14 days before',
              title: 'Documents exchanged',
              description:
                'The court’s directions usually require each side to send the court and the other side copies of the documents they rely on, often at least 14 days before the hearing. Check your own directions for the exact date. Our [hearing bundle tool](/tools/hearing-bundle) works the date out from your hearing date and makes one numbered, indexed PDF of your documents.',
            },
            {
              time: '30 minutes before',
              title: 'Arrive at court',
              description: 'Allow time for security, finding the right floor and settling your nerves.',
            },
            {
              time: '15 minutes before',
              title: 'Check in',
              description: 'Tell the usher or court staff you have arrived, and who is with you. You may meet the other side in the waiting area.',
            },
            {
              time: 'The hearing',
              title: 'Explain your case',
              description:
                'The judge usually starts by saying what they have read and then asks questions. Each side has the chance to explain its case and respond to the other.',
            },
            {
              time: 'Afterwards',
              title: 'The decision',
              description: `The judge usually gives the decision at the end of the hearing. ${RESERVED_JUDGMENT}`,
            },
          ],
        },
      ],
    },
    {
      type: 'prose',
      id: 'witnesses',
      heading: 'Preparing with your witnesses',
      blocks: [{ type: 'paragraph', text: WITNESS_FAMILIARISATION }],
    },
    {
      type: 'comparison',
      id: 'what-coaching-covers',
      heading: 'What coaching is, and what it is not',
      columns: [
        {
          heading: 'What we do',
          tone: 'benefit',
          items: [
            'Explain how small claims hearings work and what the judge will expect',
            'Help you organise your case and your documents',
            'Practise your opening summary and finding your documents, and run a mock hearing on a made-up case',
            'Help a friend or relative who will speak for you as your lay representative to prepare',
            'Explain to your witnesses how the hearing runs and how to give evidence',
          ],
        },
        {
          heading: 'What we do not do',
          tone: 'plain',
          items: [
            'Act as your solicitor or conduct litigation for you',
            'Attend court or speak for you at the hearing',
            'Write your evidence for you: your account must be your own',
            'Rehearse, suggest or practise what you or a witness will say about the facts',
            'Promise a particular result: the judge decides',
          ],
        },
      ],
    },
    {
      type: 'prose',
      id: 'terms',
      heading: 'Guidance, not representation',
      blocks: [
        {
          type: 'callout',
          tone: 'info',
          title: 'You present your own case',
          text: `Coaching helps you represent yourself. ${NOT_REGULATED_LEGAL_ADVICE} If you would prefer a lawyer to represent you, our [representation service](/representation/get-representation) can refer you to a regulated solicitor or barrister.`,
        },
        {
          type: 'paragraph',
          text: 'For more on the day itself, read our guide on [what to expect on your court hearing day](/blog/what-to-expect-on-your-court-hearing-day).',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'What do I call the judge?',
      answer: `${ADDRESSING_THE_JUDGE} Older guides that say otherwise are out of date.`,
    },
    {
      question: 'Can someone speak for me at the hearing?',
      answer:
        'Yes. A lay representative, such as a friend or relative, has a right to speak for you as long as you attend the hearing as well; they do not need the judge’s permission. If they will be coming, they are welcome to join your coaching sessions.',
    },
    {
      question: 'What happens in the mock hearing?',
      answer: `The mock hearing is part of Complete Coaching (${COACHING_SESSIONS.complete}) and Premium Support. It uses a **made-up case**, not yours: we play the judge and the other side, and you present the case, answer questions and respond to the other side’s points, so that you know how a hearing runs and how questions come. Afterwards we talk through how clearly you came across, whether you could find each document quickly, and what to tighten up. On your own case we practise only your opening summary, finding documents in your bundle and how the hearing will run, never your answers about the facts: those must be your own recollection.`,
    },
    {
      question: 'Are the sessions in person?',
      answer:
        'Sessions take place by video call, so you can take part from home with your papers around you. If the court has directed that your own hearing will be by video or phone, we can practise in the same format.',
    },
    {
      question: 'What if I cannot attend my hearing?',
      answer:
        `${NOT_ATTENDING_A_HEARING} If you simply do not turn up without notice, getting the judgment set aside later is difficult. ${SETTING_ASIDE_AFTER_A_MISSED_HEARING}`,
    },
    {
      question: 'Will you come to court with me?',
      answer:
        'No. We prepare you to present your own case; we do not attend hearings or speak for you. You can bring a friend or relative as your lay representative, or ask our [representation service](/representation/get-representation) to refer you to a lawyer.',
    },
  ],
  cta: {
    heading: 'Make your hearing a conversation you are ready for',
    text: 'Tell us when your hearing is and what the case is about. In a free consultation we will suggest the right level of coaching and tell you what it would cost.',
    actions: [
      { kind: 'contact-home', label: 'Book a Free Consultation' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
