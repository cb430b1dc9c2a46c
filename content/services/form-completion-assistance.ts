import { CURRENT_FEES, EX50_URL } from '../fees';
import {
  DEFENDANT_HEARING_CENTRE,
  INTEREST_AND_THE_LIMIT,
  NOT_REGULATED_LEGAL_ADVICE,
  ONLINE_CLAIM_QUESTIONS,
  PARTICULARS_STATEMENT_OF_TRUTH,
} from '../shared-passages';
import type { ServicePage } from './schema';

/** Spec 2 "Form Completion Assistance": mistakes list and support list for claim form N1. */
export const formCompletionAssistance = {
  family: 'services',
  slug: 'form-completion-assistance',
  reviewed: '2026-11-23',
  name: 'Form Completion Assistance',
  description:
    'Step-by-step guidance on completing claim form N1 for a small claim: the right defendant, clear particulars of claim, interest, the issue fee and how to submit.',
  hero: {
    eyebrow: 'Get the claim form right first time',
    lead: [
      'Claim form N1 starts your case, and what you put on it shapes everything that follows. A wrong name, a vague description of the claim or a mistake in the amount can cause delay, extra cost or a defence you could have avoided.',
      'We guide you through the form box by box, help you set out your particulars of claim clearly and check your draft before you send it. You complete, sign and submit the form yourself, knowing what each part means.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get Help With Your Form' },
      { kind: 'phone' },
    ],
    points: ['Online or paper claims', 'A personalised quote before any work starts', 'Not a law firm: you stay in control'],
  },
  sections: [
    {
      type: 'list',
      id: 'common-mistakes',
      heading: 'Common mistakes on form N1',
      intro: 'Each of these can delay a claim, add cost or give the other side an easy answer to it.',
      tone: 'risk',
      items: [
        'Naming the wrong defendant, or the right one in the wrong way: a limited company under a trading name instead of its registered name, or a sole trader without their own name',
        'Giving an old or incomplete address for the defendant, so the claim does not reach them',
        'Particulars of claim that are too vague to show what was agreed, what went wrong and how the amount is made up',
        'Claiming interest without saying what it is claimed under, the rate, and how it is worked out',
        'Paying the wrong issue fee because interest was left out of the claim value',
        'Leaving the statement of truth unsigned, or signing it without checking every fact',
        'Issuing a claim before sending a letter before action and giving the other side time to reply',
      ],
    },
    {
      type: 'list',
      id: 'how-we-help',
      heading: 'How we help you complete it',
      tone: 'benefit',
      items: [
        'We explain what each part of form N1 asks for, in plain English',
        'We help you identify the correct defendant and how to name them on the form',
        'We help you set out your particulars of claim in short, numbered paragraphs, in date order',
        'We help you work out the amount claimed, any interest and the total',
        'We show you how to find the right issue fee band and check it against the current fee list',
        'We explain the statement of truth, so you know what you are confirming when you sign',
        'We check your completed draft and point out anything to correct before you submit it',
        'We explain what happens after the claim is issued and the deadlines that follow',
      ],
    },
    {
      type: 'prose',
      id: 'form-n1-explained',
      heading: 'Form N1: the parts that matter most',
      intro:
        'Form N1 is the claim form for a money claim in the County Court. You can see the official form and its notes on [GOV.UK](https://www.gov.uk/government/publications/form-n1-claim-form-cpr-part-7).',
      blocks: [
        { type: 'subheading', text: 'Particulars of claim' },
        {
          type: 'paragraph',
          text: `The particulars of claim tell the defendant and the court what your claim is about: who the parties are, what was agreed, what went wrong, and how the amount you are claiming is made up. They can go on the form itself, or on a separate sheet. Keep them factual and in date order; the evidence itself comes later. ${PARTICULARS_STATEMENT_OF_TRUTH}`,
        },
        { type: 'subheading', text: 'Preferred hearing centre' },
        {
          type: 'paragraph',
          text: `The form asks which County Court hearing centre you would prefer for any hearing, usually the one nearest to you. ${DEFENDANT_HEARING_CENTRE}`,
        },
        { type: 'subheading', text: 'Interest' },
        {
          type: 'paragraph',
          text: 'If you claim interest, say so and explain the basis. Many claimants ask for simple interest at 8% a year under section 69 of the County Courts Act 1984, which the court has discretion to award. For a debt between businesses, the Late Payment of Commercial Debts (Interest) Act 1998 may apply instead. You cannot claim both for the same period.',
        },
        { type: 'subheading', text: 'Statement of truth' },
        {
          type: 'paragraph',
          text: 'At the end of the form you sign a statement of truth, confirming that you believe the facts in the claim are true. Only sign it once you have checked every fact and figure: the claim is made in your name and you are responsible for what it says.',
        },
        { type: 'subheading', text: 'The issue fee' },
        {
          type: 'paragraph',
          text: `The fee to issue a claim depends on the amount you claim, **including interest**. For small claims it runs from £${CURRENT_FEES.issueFeeLowest} for claims up to £300 to £${CURRENT_FEES.issueFeeTopSmallClaimsBand} for claims of £5,000.01 to £10,000. Fees can change, so always check the current figure in the [EX50 fees list](${EX50_URL}) before you pay. Interest counts for the fee band but not for the £10,000 small claims track limit.`,
        },
        { type: 'subheading', text: 'Online or on paper' },
        { type: 'paragraph', text: `${ONLINE_CLAIM_QUESTIONS} What this page says about each part of the form applies to your answers online too.` },
        {
          type: 'list',
          items: [
            '**Online Civil Money Claims**: the HMCTS online service for claims of a fixed amount up to £25,000.',
            '**Money Claim Online**: for fixed-amount claims that fall outside Online Civil Money Claims, of less than £100,000 (leaving out interest and costs).',
            '**Paper form N1**: for most money claims, sent to the Civil National Business Centre in Northampton. Online and paper issue fees have been the same since May 2021.',
          ],
        },
      ],
    },
    {
      type: 'features',
      id: 'other-forms',
      heading: 'Other forms we guide you on',
      intro: 'Claims involve more than one form. We also explain the forms used when responding to a claim and once it is defended.',
      items: [
        {
          icon: 'file-text',
          tag: 'N9A',
          title: 'Admission (specified amount)',
          description:
            'Used by a defendant who accepts they owe all or part of a fixed sum, with an offer of how to pay. It comes in the response pack sent with the claim.',
        },
        {
          icon: 'shield',
          tag: 'N9B',
          title: 'Defence and counterclaim (specified amount)',
          description:
            'Used by a defendant who disputes all or part of a fixed-sum claim, or who has a claim of their own against the claimant.',
        },
        {
          icon: 'clipboard-check',
          tag: 'N180',
          title: 'Directions questionnaire (small claims track)',
          description:
            'Completed by both sides once a claim is defended. It tells the court about your case, your witnesses and your availability. See our [Directions Questionnaire help](/directions-questionnaire-help).',
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
            'We talk through your claim, check you have sent a letter before action and confirm which way of issuing suits you: online or on paper.',
        },
        {
          title: 'Gather the details',
          description:
            'You send us the defendant’s details, the amount owed, how you worked it out and the key documents. We tell you the fee before any work starts.',
        },
        {
          title: 'Guided completion',
          description:
            'We take you through the form and help you draft the particulars of claim, the interest calculation and the total, ready for you to enter.',
        },
        {
          title: 'Final check, then you submit',
          description:
            'We review your completed draft. You then sign the statement of truth, pay the issue fee and submit the claim in your own name.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'your-responsibility',
      heading: 'What stays with you',
      blocks: [
        {
          type: 'callout',
          tone: 'info',
          title: 'We guide; you complete, sign and submit',
          text: `${NOT_REGULATED_LEGAL_ADVICE} We do not fill in or submit court forms on your behalf: you complete the form, sign the statement of truth, pay the court fee and submit the claim yourself. If you would like us to check the finished claim and walk you through issuing it, see our [Claim Filing Service](/services/claim-filing-service).`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Will you fill in the form for me?',
      answer:
        'No. We guide you through every part of it and check your draft, but you complete it, sign the statement of truth and submit it. The claim is yours and is made in your name, so you need to understand and agree with everything it says.',
    },
    {
      question: 'Should I claim online or on paper?',
      answer:
        'Online is often the simpler route for a fixed sum: Online Civil Money Claims handles fixed-amount claims up to £25,000, and Money Claim Online larger fixed-amount claims of less than £100,000 (leaving out interest and costs). If you prefer paper, or your claim is not for a fixed sum, you use paper form N1; for most money claims it goes to the Civil National Business Centre in Northampton. The issue fee is the same either way.',
    },
    {
      question: 'How much is the court fee?',
      answer: `It depends on the amount you claim, including interest: for small claims, from £${CURRENT_FEES.issueFeeLowest} for claims up to £300 to £${CURRENT_FEES.issueFeeTopSmallClaimsBand} for claims of £5,000.01 to £10,000. Check the current figure in the [EX50 fees list](${EX50_URL}) before you pay. If your income and savings are low, you may be able to get Help with Fees using form EX160.`,
    },
    {
      question: 'Does adding interest take my claim over the small claims limit?',
      answer: `No. ${INTEREST_AND_THE_LIMIT}`,
    },
    {
      question: 'I have received a claim. Can you help with the response forms?',
      answer:
        'Yes. We explain the response pack, including form N9A if you admit all or part of a fixed-sum claim and form N9B if you want to defend it or counterclaim. Act quickly: you usually have 14 days from service of the particulars of claim to respond, or 28 days if you file an acknowledgment of service.',
    },
  ],
  cta: {
    heading: 'Start your claim with confidence',
    text: 'Book a free consultation and we will explain how we can help with your claim form and what it would cost, with no obligation.',
    actions: [
      { kind: 'contact-home', label: 'Get Help With Your Form' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
