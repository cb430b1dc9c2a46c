import { siteConfig } from '../site';
import { EX50_URL } from '../fees';
import { RESPONSE_TIME } from '../promises';
import { DQ_FIXED_FEES } from '../terms';
import { DEFENDANT_HEARING_CENTRE, MEDIATION_SERVICE, NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import type { ServicePage } from './schema';

/** Spec 2 "Directions Questionnaire Help": importance, N180 guidance, four steps, spec 9 fixed-fee table, six FAQs. */
export const directionsQuestionnaireHelp = {
  family: 'resources',
  slug: 'directions-questionnaire-help',
  reviewed: '2026-11-23',
  name: 'Directions Questionnaire Help',
  description: `Help completing form N180, the small claims directions questionnaire: mediation, witnesses, experts and dates. Fixed fees from £${DQ_FIXED_FEES[0].fee} including VAT.`,
  hero: {
    eyebrow: 'Form N180, completed with confidence',
    lead: [
      'Once a defence has been filed, the court sends each side a directions questionnaire. For a small claim this is form N180, and your answers shape what happens next: whether the case goes to mediation, where and when the hearing takes place, and what evidence each side can use.',
      'It looks like a simple form, but a missed deadline or a careless answer can cost you your claim or leave you without the evidence you need. We explain every question, review your draft and help you get it right, for a fixed fee.',
    ],
    actions: [
      { kind: 'contact-here', label: 'Get Questionnaire Help' },
      { kind: 'phone' },
    ],
    points: [
      `Fixed fees from £${DQ_FIXED_FEES[0].fee}, including VAT`,
      'Every question on form N180 explained',
      'You sign and submit the form yourself',
    ],
  },
  sections: [
    {
      type: 'prose',
      id: 'why-it-matters',
      heading: 'Why the directions questionnaire matters',
      blocks: [
        {
          type: 'paragraph',
          text: 'The court uses the directions questionnaires from both sides to confirm that the claim belongs on the small claims track, decide whether to refer it to mediation, and set **directions**: the instructions each side must follow before the hearing, such as sending copies of documents and witness statements by a set date.',
        },
        {
          type: 'paragraph',
          text: 'What you say about witnesses, experts and the dates you cannot attend is hard to change later. If you do not ask for permission to use an expert now, for example, you may have to make a separate application, and pay a separate fee, to do it afterwards.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Do not miss the return date',
          text: 'The form must reach the court by the date given in the notice that came with it. If it does not, the court can strike out your claim, or your defence if you are the defendant.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'n180-guide',
      heading: 'Form N180, part by part',
      intro: 'Form N180 is the directions questionnaire for the small claims track. These are the questions it asks, and what to think about for each.',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Settlement and mediation',
              text: 'Whether you are willing to try the free Small Claims Mediation Service. Under the mediation pilot, many claims are now referred automatically once the questionnaires are filed (see below).',
            },
            {
              title: 'The track',
              text: 'Whether you agree the claim is suitable for the small claims track, and if not, why not. Interest and costs are ignored when the court decides the track, so interest does not take a claim over the £10,000 limit.',
            },
            {
              title: 'Hearing location',
              text: `Which County Court hearing centre you would like the hearing to take place at, and why, for example because it is near your home or your witnesses. ${DEFENDANT_HEARING_CENTRE}`,
            },
            {
              title: 'Experts',
              text: 'Whether you want to rely on expert evidence. No expert evidence is allowed on the small claims track without the court’s permission, so say what you need and why. If you need permission later, you apply on form N244.',
            },
            {
              title: 'Witnesses',
              text: 'How many witnesses, including yourself, will give evidence for you. Think about everyone who saw or knows something important first-hand.',
            },
            {
              title: 'Availability and needs',
              text: 'Any dates when you, or a witness you need, cannot attend a hearing, and any help you need at court, such as an interpreter or adjustments for a disability.',
            },
            {
              title: 'Other information',
              text: 'Anything else the court should know when it gives directions. Keep it short and factual: this is not the place to argue your case.',
            },
            {
              title: 'Signature and copies',
              text: 'You sign and date the form, return it to the court by the deadline, and send a copy to every other party, as the notes with the form ask.',
            },
          ],
        },
      ],
    },
    {
      type: 'prose',
      id: 'mediation',
      heading: 'Mediation after the questionnaires',
      blocks: [
        {
          type: 'paragraph',
          text: MEDIATION_SERVICE,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Check whether the pilot applies to you',
          text: 'The court’s letters will tell you whether your case has been referred; we check this with you as part of our help.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-we-help',
      heading: 'How our help works',
      intro: 'Four steps, from your first call to the form leaving your hands.',
      items: [
        {
          title: 'Initial discussion',
          description:
            'We talk through your claim or defence, the papers you have and the date the questionnaire is due back, so we can plan around your deadline.',
        },
        {
          title: 'Strategic guidance',
          description:
            'We explain each question on form N180 and the options open to you on mediation, witnesses, experts, hearing location and dates, so you can make your own informed choices.',
        },
        {
          title: 'Draft review',
          description:
            'You complete a draft of the form and send it to us. We review it for gaps, inconsistencies and answers that could cause you problems later, and suggest changes.',
        },
        {
          title: 'Final responsibility',
          description:
            'You finalise the form, sign it and submit it to the court yourself, and send a copy to the other side. The answers and the signature are yours.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'fixed-fees',
      heading: 'Fixed fees',
      intro: 'Directions questionnaire help is one of the few services we offer at a fixed fee, set by the value of the claim.',
      blocks: [
        {
          type: 'table',
          caption: 'Directions Questionnaire help: fixed fees',
          columns: ['Claim value', 'Fixed fee (including VAT)'],
          rows: DQ_FIXED_FEES.map((band) => [band.claimValue, `£${band.fee}`]),
        },
        {
          type: 'paragraph',
          text: `Court fees are separate and are paid to the court, not to us: check current court fees, including the small claims hearing fee and the fee for an application on form N244, on the [EX50 fees list](${EX50_URL}).`,
        },
      ],
    },
    {
      type: 'prose',
      id: 'terms',
      heading: 'Not a law firm: not regulated legal advice',
      blocks: [
        {
          type: 'callout',
          tone: 'info',
          title: 'The form is yours',
          text: `We help you complete your own directions questionnaire: we do not sign or submit documents on your behalf. ${NOT_REGULATED_LEGAL_ADVICE} If your case needs a lawyer, our [representation service](/representation/get-representation) can refer you.`,
        },
        {
          type: 'paragraph',
          text: 'To see where the questionnaire fits in the whole process, read our [step-by-step guide](/step-by-step-guide) or our guide to [CPR Part 27 and the small claims track](/blog/understanding-cpr-part-27-small-claims-track-guide).',
        },
      ],
    },
    {
      type: 'contact',
      heading: 'Get help with your directions questionnaire',
      text: `${siteConfig.phone.callUsTitle}, or send us your details and tell us the date your questionnaire is due back. We will reply ${RESPONSE_TIME} and confirm your fixed fee before any work starts.`,
    },
  ],
  faqs: [
    {
      question: 'What is form N180?',
      answer:
        'Form N180 is the directions questionnaire for the small claims track. The court sends it to each side after a defence is filed, and uses the answers to confirm the track, decide on mediation and set the directions for the hearing.',
    },
    {
      question: 'What happens if I miss the deadline to return it?',
      answer:
        'The court can strike out your claim, or your defence if you are the defendant. If the deadline is close, contact us straight away, and if you think you will miss it, tell the court as soon as possible.',
    },
    {
      question: 'Do I have to agree to mediation?',
      answer:
        'If your claim falls within the automatic referral pilot (see “Mediation after the questionnaires” above), the court refers it to the free Small Claims Mediation Service and you are expected to take part: the judge must consider a sanction if you do not. Outside the pilot the form asks whether you are willing to try it. Mediation is free, and since October 2024 the courts have had the power to order parties to try it.',
    },
    {
      question: 'Can I use an expert in a small claim?',
      answer: `Only with the court’s permission. Say on the questionnaire which expert evidence you want and why. If you need permission later, you apply on form N244 and pay a court fee (see the [EX50 fees list](${EX50_URL})). Even if you win, the amount you can usually recover for an expert’s fee is capped.`,
    },
    {
      question: 'Are your fixed fees the total I will pay?',
      answer: `Our fixed fee, from £${Math.min(...DQ_FIXED_FEES.map((band) => band.fee))} to £${Math.max(...DQ_FIXED_FEES.map((band) => band.fee))} including VAT depending on the value of the claim, covers our help with the questionnaire. Court fees, such as the small claims hearing fee, are separate and paid to the court.`,
    },
    {
      question: 'Will you complete and submit the form for me?',
      answer:
        'No. We explain every question, guide your choices and review your draft, but you finalise, sign and submit the form yourself and send a copy to the other side. That keeps you in control of your case, and the answers are truly yours.',
    },
  ],
  cta: {
    heading: 'Get your questionnaire right first time',
    text: 'Tell us when your questionnaire is due and what the case is about. We will confirm your fixed fee and start with an initial discussion.',
    actions: [
      { kind: 'contact-here', label: 'Get Support' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
