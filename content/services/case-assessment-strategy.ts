import { INTEREST_AND_THE_LIMIT, NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import { ASSESSMENT_TERMS } from '../terms';
import type { ServicePage } from './schema';

/** Spec 2 "Case Assessment & Strategy": four-step method, what-you-get list, six FAQs. */
export const caseAssessmentStrategy = {
  family: 'services',
  slug: 'case-assessment-strategy',
  reviewed: '2026-11-23',
  name: 'Case Assessment & Strategy',
  description:
    'An honest, written assessment of your small claim or defence in England and Wales: how strong it is, what it is worth and a clear plan for what to do next.',
  inServicesMenu: true,
  card: {
    description:
      'An honest look at your claim or defence before you spend money on it: how strong it is, what it is worth and how to run it.',
    features: ['Strengths and weaknesses of your case', 'Realistic value, interest and costs', 'A step-by-step plan and timetable'],
    keywords: ['case assessment', 'small claims strategy', 'claim value'],
    icon: 'clipboard-check',
  },
  hero: {
    eyebrow: 'Know where you stand before you start',
    lead: [
      'Most small claims are won or lost before anyone reaches a courtroom: on whether the claim was worth bringing, against the right person, for the right amount, with the right evidence.',
      'We look at your papers with you, test your case the way a District Judge would, and give you a written assessment and strategy in plain English. You then decide what to do, with the facts in front of you.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get Your Case Assessed' },
      { kind: 'phone' },
    ],
    points: [
      `Written report in ${ASSESSMENT_TERMS.turnaround}`,
      'For claimants and defendants',
      'Not a law firm: you stay in control',
    ],
  },
  sections: [
    {
      type: 'figures',
      id: 'why-assessment-matters',
      heading: 'Why an early assessment matters',
      intro:
        'A claim that looks obvious to you can still fail on a point of law, a missing document or a defendant with no money to pay. It is far cheaper to find that out now than after paying court fees.',
      items: ['casesLostThroughPoorAssessment'],
    },
    {
      type: 'steps',
      id: 'our-method',
      heading: 'Our four-step assessment method',
      intro: 'Every assessment follows the same structured method, so nothing important is missed.',
      items: [
        {
          title: 'Understand the dispute',
          description:
            'We talk through what happened, what you want to achieve and any deadlines. You send us the contract, invoices, messages and photos you have.',
        },
        {
          title: 'Test the legal basis',
          description:
            'We check what you would have to prove (a contract, a breach, a loss), whether the claim is within the six-year limitation period for most contract and debt claims, and whether it belongs on the small claims track.',
        },
        {
          title: 'Weigh the evidence and the other side',
          description:
            'We look for gaps in your evidence, the defence the other side is likely to run, and whether they could actually pay a judgment: a claim you cannot collect is rarely worth bringing.',
        },
        {
          title: 'Set the strategy',
          description:
            'You receive a written report: the realistic value of the claim, the fees and risks, the options (letter before action, negotiation, mediation, issuing a claim or defending one) and a timetable for each step.',
        },
      ],
    },
    {
      type: 'list',
      id: 'what-you-get',
      heading: 'What you get',
      tone: 'benefit',
      items: [
        'A plain-English written assessment of the strengths and weaknesses of your case',
        'A realistic value for the claim, including interest where it applies (section 69 interest the court may award, or Late Payment Act interest between businesses), and the court fees you would pay',
        'The likely defence or counterclaim, and how to answer it',
        'A checklist of the evidence you have and the evidence you still need',
        'A clear recommended next step, with the pre-action steps the court expects before a claim is issued',
        'A timetable of the deadlines that apply to your case',
        'A follow-up call to talk the report through and answer your questions',
      ],
    },
    {
      type: 'comparison',
      id: 'claimants-and-defendants',
      heading: 'For claimants and for defendants',
      columns: [
        {
          heading: 'If you are bringing a claim',
          tone: 'plain',
          items: [
            'Whether you have a claim the court can decide, and against whom',
            'How much to claim, and which items a judge is likely to allow',
            'Whether the other side can pay, and what enforcement would involve',
            'What to put in your letter before action',
          ],
        },
        {
          heading: 'If a claim has been made against you',
          tone: 'plain',
          items: [
            'The deadline to respond (usually 14 days from service, or 28 if you acknowledge service)',
            'Whether to admit, defend or partly admit the claim',
            'Whether you have a counterclaim of your own',
            'How to keep costs and risk down, including the free mediation service',
          ],
        },
      ],
    },
    {
      type: 'prose',
      id: 'terms',
      heading: 'Timescales and terms',
      blocks: [
        {
          type: 'paragraph',
          text: `Most assessments are delivered within ${ASSESSMENT_TERMS.turnaround} of receiving your documents; a complex case can take up to ${ASSESSMENT_TERMS.complexTurnaround}. We tell you the fee before any work starts, and you can cancel free of charge within the ${ASSESSMENT_TERMS.coolingOffDays}-day cooling-off period. Once the report has been delivered, the assessment fee is non-refundable.`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Not a law firm: not regulated legal advice',
          text: `The assessment is our view of your own case, to help you run it. ${NOT_REGULATED_LEGAL_ADVICE} If your case needs a lawyer, we will say so and can refer you through our [representation service](/representation/get-representation).`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'What do I need to send you for an assessment?',
      answer:
        'Whatever you have: the contract or quote, invoices, receipts, emails, text messages, photos, and any letters from the other side or the court. If a claim has already been issued, send the claim form and the date you received it, because deadlines may already be running.',
    },
    {
      question: 'How long does the assessment take?',
      answer: `Usually ${ASSESSMENT_TERMS.turnaround} from receiving your documents, and up to ${ASSESSMENT_TERMS.complexTurnaround} for a complex case. If you have a court deadline sooner than that, tell us when you first call and we will prioritise the points that cannot wait.`,
    },
    {
      question: 'Will you tell me if my case is weak?',
      answer:
        'Yes. An honest assessment is the point of the service. If the claim is unlikely to succeed, or the other side is unlikely to be able to pay, we will say so plainly and explain the options, which may include settling or not bringing a claim at all.',
    },
    {
      question: 'Does interest push my claim over the £10,000 small claims limit?',
      answer: `No. ${INTEREST_AND_THE_LIMIT} That is why the assessment sets out both figures.`,
    },
    {
      question: 'Can I get my money back if I do not go ahead?',
      answer: `You can cancel free of charge within the ${ASSESSMENT_TERMS.coolingOffDays}-day cooling-off period. After that you may owe for work already done, and once the written report has been delivered the assessment fee is non-refundable, because the work is complete.`,
    },
    {
      question: 'Is the assessment legal advice?',
      answer:
        `It is guidance on your own case, including how strong it is and what it may be worth, and you make your own decisions. ${NOT_REGULATED_LEGAL_ADVICE} If you want a regulated solicitor or barrister to advise you or speak for you, our [representation page](/representation/get-representation) explains how we can refer you.`,
    },
  ],
  cta: {
    heading: 'Find out how strong your case really is',
    text: 'Tell us about your dispute in a free consultation. We will explain what an assessment would cover for your case and what it would cost, with no obligation.',
    actions: [
      { kind: 'contact-home', label: 'Book Assessment' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
