import type { Article } from '../schema';
import { EX50_URL } from '../../fees';
import {
  ADDRESSING_THE_JUDGE,
  APPEALS,
  HEARING_FEE_UNPAID,
  COSTS_FOR_UNREASONABLE_BEHAVIOUR,
  LAY_REPRESENTATIVE,
  RESERVED_JUDGMENT,
  SETTING_ASIDE_AFTER_A_MISSED_HEARING,
  NOT_ATTENDING_A_HEARING,
} from '../../shared-passages';

export const hearingDay = {
  slug: 'what-to-expect-on-your-court-hearing-day',
  reviewed: '2026-11-23',
  title: 'What to Expect on Your Court Hearing Day',
  excerpt:
    'What to bring, how the day runs, how to behave in front of the judge, the mistakes to avoid, and what happens after the decision in a small claims hearing.',
  description:
    'Your small claims hearing day in England and Wales: what to bring, how the day runs, court etiquette, common mistakes and what happens after the decision.',
  date: '2024-11-25',
  readTime: 9,
  category: 'Court Process',
  intro: [
    'Most people feel nervous before a court hearing, especially if they have never been to court. The good news is that small claims hearings are designed for people without lawyers. They are usually short, informal and held around a table rather than in a grand courtroom.',
    'This guide walks you through the day: what to bring, what happens and when, how to behave, the mistakes that catch people out, and what to do after the judge has decided. It is general information for England and Wales, not legal advice about your case.',
  ],
  sections: [
    {
      id: 'before-the-day',
      heading: 'Before the day',
      blocks: [
        {
          type: 'paragraph',
          text: 'Read your **notice of hearing** (the court’s letter giving the date, time and place) carefully. Check whether the hearing is in person, by video or by phone, and how long it is listed for. Read the court’s **directions** (its instructions on preparing for the hearing) again and make sure you have done everything they ask, such as sending your documents and witness statements by the deadline. If your claim was referred to the free Small Claims Mediation Service, be ready to explain to the judge whether you took part, because the judge must consider what to do if a party failed to attend mediation.',
        },
        {
          type: 'paragraph',
          text: `If you are the **claimant** (the person bringing the claim), check that any hearing fee the court asked for has been paid on time. ${HEARING_FEE_UNPAID} Plan your journey, check the court building’s address and opening hours (our [court directory](/court-locations) covers six major courts, and GOV.UK’s Find a Court service lists them all), and practise a two-minute summary of your case out loud.`,
        },
      ],
    },
    {
      id: 'what-to-bring',
      heading: 'What to bring',
      blocks: [
        {
          type: 'list',
          items: [
            'Your notice of hearing, with the case number',
            'Copies of your **bundle** (your indexed, page-numbered set of documents): one for you, one for the judge and one for the other side, in case a spare is needed. Our [hearing bundle tool](/tools/hearing-bundle) makes one PDF of your documents, numbered and indexed, and dates when it is due',
            'The original documents, photos and devices holding messages or recordings you rely on',
            'Short notes of the points you want to make, with page references',
            'Photo ID, in case you are asked to confirm who you are',
            'A pen and paper, or something else to note the judge’s decision and any dates',
            'Money or a card for travel, parking and food, as you may wait some time',
            'Receipts for travel costs and evidence of lost earnings, in case you win and ask for them',
            'Any medication you need, and something quiet to do while you wait',
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Security at the door',
          text: 'Court buildings have airport-style security checks. Leave sharp items such as scissors or knives at home, and allow extra time to get through the queue.',
        },
      ],
    },
    {
      id: 'hearing-timeline',
      heading: 'How the day usually runs',
      blocks: [
        {
          type: 'paragraph',
          text: 'Most small claims hearings take place in front of a **District Judge**, often in the judge’s own room (called chambers) rather than a courtroom. Everyone sits around a table. The hearing is informal: the judge can use any fair method, evidence need not be given on oath, and the judge may limit questioning between the parties. Hearings are usually open to the public unless the judge orders otherwise. If the court directs, your hearing may take place by video or phone instead.',
        },
        {
          type: 'timeline',
          items: [
            {
              time: '30 minutes before',
              title: 'Arrive at court',
              description:
                'Get through security, find the right floor and the waiting area. Use the time to settle your nerves and find your notes.',
            },
            {
              time: '15 minutes before',
              title: 'Check in with the usher',
              description:
                'The usher is the member of court staff who manages the day’s list. Give your name and case number, say whether you have witnesses with you, and mention anything you need, such as an interpreter you arranged.',
            },
            {
              time: 'Hearing starts',
              title: 'Called in and introductions',
              description:
                'The usher calls your case. The judge introduces themselves, checks who everyone is and that they have the same documents, and explains how the hearing will run. Hearings can start late if earlier cases overrun.',
            },
            {
              time: 'During the hearing',
              title: 'Each side puts its case',
              description:
                'The judge usually asks questions, lets each side explain its case and may allow questions to the other side or witnesses. Keep answers short and point to the page numbers in your bundle.',
            },
            {
              time: 'Judgment',
              title: 'The decision',
              description:
                'The judge often gives the decision, called the **judgment**, and brief reasons at the end. Sometimes the judge reserves judgment, which means deciding later in writing.',
            },
          ],
        },
        {
          type: 'subheading',
          text: 'Video and phone hearings',
        },
        {
          type: 'paragraph',
          text: 'Follow the court’s joining instructions exactly. Test your device and connection the day before, find a quiet private room, and have your bundle open in front of you. Join a few minutes early. The same rules of courtesy apply as in person.',
        },
      ],
    },
    {
      id: 'etiquette',
      heading: 'Court etiquette',
      blocks: [
        {
          type: 'paragraph',
          text: 'You do not need to know legal language. What matters is being clear, honest and respectful. These simple rules help.',
        },
        {
          type: 'rules',
          items: [
            {
              rule: 'Address the judge correctly',
              description: `${ADDRESSING_THE_JUDGE} If you forget, do not worry: politeness matters more than the exact words.`,
            },
            {
              rule: 'Stay seated unless asked to stand',
              description:
                'Small claims hearings are usually seated, including when you speak. If your hearing is in a courtroom, follow the usher’s lead, as you may be asked to stand when the judge comes in.',
            },
            {
              rule: 'Do not interrupt',
              description:
                'Wait for your turn, even if you disagree with what is said. Jot down points and raise them when the judge invites you to.',
            },
            {
              rule: 'Turn your phone off',
              description:
                'Switch it off or to silent before you go in. Only use it if it holds evidence and the judge agrees.',
            },
            {
              rule: 'Be polite to the other side',
              description:
                'Speak to the judge, not across the table. Avoid sarcasm, insults and raised voices, however frustrated you feel.',
            },
            {
              rule: 'Speak clearly and stick to the point',
              description:
                'Answer the question you were asked. If you do not know or cannot remember, say so honestly.',
            },
            {
              rule: 'Refer to page numbers',
              description:
                'When you mention a document, give its page number in the bundle, for example “the invoice at page 8”, so everyone can find it.',
            },
          ],
        },
      ],
    },
    {
      id: 'help-on-the-day',
      heading: 'Adjustments, interpreters and support',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you have a disability or health condition, or need support to take part, ask the court in advance for **reasonable adjustments**, such as step-free access, a hearing loop, extra breaks or attending by video. If you or a witness need an interpreter, tell the court well before the hearing and ask how one can be arranged. Do not wait until the day.',
        },
        {
          type: 'paragraph',
          text: `${LAY_REPRESENTATIVE} Tell the court in advance who will be with you.`,
        },
      ],
    },
    {
      id: 'cannot-attend',
      heading: 'If you cannot attend',
      blocks: [
        {
          type: 'paragraph',
          text: NOT_ATTENDING_A_HEARING,
        },
        {
          type: 'paragraph',
          text: `If you want the hearing moved instead, apply to the court as early as possible, explain why and include evidence, such as a medical note. There is usually a fee, so check the current amount on the [EX50 fees list](${EX50_URL}). A new date is not guaranteed. Until the court agrees, assume the hearing will go ahead.`,
        },
      ],
    },
    {
      id: 'common-mistakes',
      heading: 'Common hearing-day mistakes',
      blocks: [
        {
          type: 'mistakes',
          items: [
            {
              title: 'Arriving late',
              description: 'Underestimating travel time, parking or the security queue.',
              consequence:
                'The hearing may go ahead without you, or your case may be dismissed or decided against you.',
              solution:
                'Plan to arrive 30 minutes early. If you are delayed, phone the court straight away with your case number.',
            },
            {
              title: 'Bringing evidence the other side has not seen',
              description: 'Producing new documents or photos for the first time at the hearing.',
              consequence: `The judge may refuse to look at them, or postpone the hearing. ${COSTS_FOR_UNREASONABLE_BEHAVIOUR}`,
              solution:
                'Send everything by the deadline in your directions. Bring only what you have already shared.',
            },
            {
              title: 'Reading out a long speech',
              description: 'Reading your witness statement word for word or telling the whole history.',
              consequence: 'The judge has already read your papers, and your key points can get lost.',
              solution:
                'Prepare a short summary of the three or four points that matter, with page references.',
            },
            {
              title: 'Arguing with the other side',
              description: 'Interrupting, raising your voice or making personal remarks.',
              consequence: 'It damages your credibility and wastes the limited time available.',
              solution: 'Address the judge, make notes while others speak, and wait to be invited to reply.',
            },
            {
              title: 'Leaving without understanding the decision',
              description: 'Not noting what the judge ordered, how much, and by when.',
              consequence: 'You may miss a payment date or the short deadline for an appeal.',
              solution:
                'Write the decision down, and politely ask the judge to repeat anything you did not understand.',
            },
          ],
        },
      ],
    },
    {
      id: 'after-the-hearing',
      heading: 'After the hearing',
      blocks: [
        {
          type: 'subheading',
          text: 'Getting the judgment',
        },
        {
          type: 'paragraph',
          text: `Many judgments are given on the day, at the end of the hearing. ${RESERVED_JUDGMENT} The court also sends a written order setting out what was decided.`,
        },
        {
          type: 'subheading',
          text: 'Costs you can claim back',
        },
        {
          type: 'paragraph',
          text: 'On the small claims track, the winner can recover only limited costs from the loser. These include court fees, reasonable travel costs, and lost earnings for you and your witnesses, capped at £95 a day for each person. Ask the judge for these at the end of the hearing, with your receipts and evidence of lost pay to hand.',
        },
        {
          type: 'subheading',
          text: 'Paying or being paid',
        },
        {
          type: 'paragraph',
          text: 'If you have to pay, do so within the time the order says, which is often 14 days, and keep proof of payment. If you cannot pay in one go, contact the other side quickly or ask the court about paying in instalments. If you are owed money and it is not paid, you can ask the court to **enforce** the judgment, for example by sending enforcement agents or taking money from the debtor’s wages. See GOV.UK’s guide on [how to enforce a judgment](https://www.gov.uk/make-court-claim-for-money/enforce-a-judgment).',
        },
        {
          type: 'subheading',
          text: 'If you missed the hearing',
        },
        {
          type: 'paragraph',
          text: SETTING_ASIDE_AFTER_A_MISSED_HEARING,
        },
        {
          type: 'subheading',
          text: 'Appealing',
        },
        {
          type: 'paragraph',
          text: APPEALS,
        },
      ],
    },
    {
      id: 'hearing-checklist',
      heading: 'Your hearing-day checklist',
      blocks: [
        {
          type: 'list',
          items: [
            'I know the date, time, place and format of the hearing.',
            'I have done everything the directions asked, by the deadlines.',
            'My bundle copies, originals, notes and ID are packed.',
            'I will arrive 30 minutes early and check in with the usher 15 minutes before.',
            'I have asked the court in advance about any adjustments or interpreter I need.',
            'I will write down the decision, any amount and any dates.',
          ],
        },
        {
          type: 'paragraph',
          text: 'To prepare your documents, read [how to collect evidence for your small claims case](/blog/how-to-collect-evidence-for-your-small-claims-case), or follow our [step-by-step guide](/step-by-step-guide).',
        },
      ],
    },
  ],
  related: [
    'how-to-collect-evidence-for-your-small-claims-case',
    'top-10-mistakes-that-lose-small-claims-cases',
    'understanding-cpr-part-27-small-claims-track-guide',
  ],
} satisfies Article;
