import { EX50_URL } from '../fees';
import { CLAIM_FORM_SERVICE, NOT_REGULATED_LEGAL_ADVICE, ONLINE_CLAIM_QUESTIONS } from '../shared-passages';
import { FILING_TURNAROUND } from '../terms';
import type { ServicePage } from './schema';

/** Spec 2 "Claim Filing": Standard Filing Support (48-hour completion) and Express Filing Support (same day, Most Popular). */
export const claimFilingService = {
  family: 'services',
  slug: 'claim-filing-service',
  reviewed: '2026-11-23',
  name: 'Claim Filing Service',
  description:
    'We prepare and check your small claim with you, then guide you as you issue it in your own name, online or on paper. Standard and same-day support.',
  hero: {
    eyebrow: 'Ready to issue your claim',
    lead: [
      'When you are ready to take your claim to court, the last step is issuing it: submitting the claim form and paying the court fee. Getting it right means the claim reaches the right defendant, for the right amount, with particulars the court and the other side can follow.',
      'We prepare and check the claim with you, then walk you through issuing it yourself, online or on paper. You stay the claimant throughout: the claim is made in your name, and you pay the issue fee directly to the court.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get Filing Support' },
      { kind: 'phone' },
    ],
    points: [`Standard: ${FILING_TURNAROUND.standard}`, `Express: ${FILING_TURNAROUND.express}`, 'Not a law firm: you stay in control'],
  },
  sections: [
    {
      type: 'prose',
      id: 'what-filing-support-means',
      heading: 'What “filing support” means',
      intro: 'We want you to know exactly what you are getting before you book.',
      blocks: [
        {
          type: 'paragraph',
          text: 'Issuing a claim is a step in the court case itself, and it must be taken by the claimant. We are not a firm of solicitors and we do not conduct litigation, so we do not issue claims for anyone. What we do is make sure that when you issue your claim, everything on it has been prepared and checked.',
        },
        {
          type: 'list',
          items: [
            '**We** go through the claim with you, help you prepare the particulars of claim and the amount claimed, and check the finished claim before it goes in.',
            '**You** issue it in your own name: online, or by sending paper form N1 to the Civil National Business Centre in Northampton for most money claims.',
            '**You** pay the issue fee to the court. It is a court fee, separate from our own fee, and it never passes through us.',
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Not a law firm: not regulated legal advice',
          text: `Our support helps you file and run your own claim. ${NOT_REGULATED_LEGAL_ADVICE} If you would rather a lawyer ran your claim, our [representation service](/representation/get-representation) can refer you to a regulated solicitor or barrister.`,
        },
      ],
    },
    {
      type: 'packages',
      id: 'packages',
      heading: 'Filing support packages',
      intro: 'Both packages include the same checks. The difference is how quickly we complete them.',
      items: [
        {
          name: 'Standard Filing Support',
          detail: FILING_TURNAROUND.standard,
          summary: `For claims with no immediate deadline: preparation and a full check, with ${FILING_TURNAROUND.standard.toLowerCase()}.`,
          includes: [
            'A review of your documents and the pre-action steps you have taken',
            'Help preparing the particulars of claim, the amount claimed and any interest',
            'A full check of the completed claim before you issue it',
            'Step-by-step guidance on issuing online or on paper',
            'A note of the deadlines that follow once the claim is issued',
          ],
          action: { kind: 'contact-home', label: 'Book Standard Support' },
        },
        {
          name: 'Express Filing Support',
          badge: 'Most Popular',
          detail: FILING_TURNAROUND.express,
          summary: 'The same preparation and checks, completed on the day, for when time matters.',
          includes: [
            'Everything in Standard Filing Support',
            'Preparation and checks completed the same day',
            'Priority for claims close to a limitation deadline',
            'A call to talk you through issuing the claim',
          ],
          action: { kind: 'contact-home', label: 'Book Express Support' },
        },
      ],
      note: 'Turnaround runs from when we have your information and documents, and we confirm the timing when you book. Our fee is a personalised quote, agreed before any work starts; the court’s issue fee is paid separately by you.',
    },
    {
      type: 'list',
      id: 'what-we-check',
      heading: 'What we check before you issue',
      tone: 'benefit',
      items: [
        'The defendant is the right person or business, named correctly, at an address where the claim will reach them',
        'You have sent a letter before action and allowed the other side time to reply',
        'The claim is within time: most contract and debt claims must be issued within six years',
        'The particulars of claim say clearly what was agreed, what went wrong and how the amount is made up',
        'Interest is claimed on the right basis and worked out correctly',
        'The issue fee is taken from the right band, with interest included in the claim value',
        'You understand the statement of truth before you sign it',
      ],
    },
    {
      type: 'comparison',
      id: 'online-or-paper',
      heading: 'Issuing online or on paper',
      intro: `${ONLINE_CLAIM_QUESTIONS} Issue fees have been the same online and on paper since May 2021. The fee depends on the amount claimed, including interest: check the current figure in the [EX50 fees list](${EX50_URL}).`,
      columns: [
        {
          heading: 'Online',
          tone: 'plain',
          items: [
            'Online Civil Money Claims, for claims of a fixed amount up to £25,000',
            'Money Claim Online, for larger fixed-amount claims of less than £100,000 (leaving out interest and costs)',
            'Only for a specified (fixed) amount of money',
            'You pay the issue fee online when you submit',
          ],
        },
        {
          heading: 'On paper',
          tone: 'plain',
          items: [
            'Claim form N1, completed and signed by you',
            'Suitable where the claim cannot be made online, including many claims that are not for a fixed sum',
            'For most money claims, sent to the Civil National Business Centre, St Katharine’s House, 21–27 St Katharine’s Street, Northampton NN1 2LH',
            'The issue fee is paid to the court with the claim',
          ],
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
            'We talk through your claim, check it is ready to issue and agree which package suits you. We tell you our fee before any work starts.',
        },
        {
          title: 'Send us the details',
          description:
            'You send the defendant’s details, the amount owed, how you worked it out, your letter before action and any reply, and the key documents.',
        },
        {
          title: 'Prepare and check together',
          description:
            'We work through the claim with you and check every part of it within the turnaround of your package.',
        },
        {
          title: 'You issue the claim',
          description:
            'We guide you as you submit the claim online or post it on paper, and you pay the issue fee to the court. The claim is made in your name.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'after-you-issue',
      heading: 'After your claim is issued',
      blocks: [
        {
          type: 'paragraph',
          text: `The defendant usually has 14 days from service of the particulars of claim to respond, or 28 days if they file an acknowledgment of service. ${CLAIM_FORM_SERVICE}`,
        },
        {
          type: 'list',
          items: [
            '**If the defendant does not respond**, you can ask for default judgment: online, or on form N225 for a specified amount or N227 for an unspecified amount.',
            '**If they admit the claim**, you can accept their payment offer or ask for judgment. If they admit the whole claim but offer instalments you reject, the court decides the rate of payment.',
            '**If they defend**, both sides complete a directions questionnaire (N180) and the court decides the track. For help with that stage, see our [Directions Questionnaire help](/directions-questionnaire-help).',
          ],
        },
        {
          type: 'paragraph',
          text: 'If you need to serve documents on the other side yourself, our [Document Serving Help](/services/document-serving-help) explains your options.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Will you issue the claim for me?',
      answer:
        'No. We do not conduct litigation, so we do not issue claims on anyone’s behalf. We prepare and check the claim with you and guide you through issuing it, but you submit it in your own name, online or on paper.',
    },
    {
      question: 'Who pays the court fee?',
      answer: `You do, directly to the court, when you issue the claim. It is separate from our fee. The amount depends on the value of your claim including interest; check the current figure in the [EX50 fees list](${EX50_URL}). If your income and savings are low, you may qualify for Help with Fees using form EX160.`,
    },
    {
      question: 'What is the difference between Standard and Express?',
      answer: `The checks are the same. Standard Filing Support offers ${FILING_TURNAROUND.standard.toLowerCase()} and suits most claims. Express Filing Support offers ${FILING_TURNAROUND.express.toLowerCase()}, for when time is short, for example when a limitation deadline is close. Turnaround runs from when we have everything we need.`,
    },
    {
      question: 'Do I need to send a letter before action first?',
      answer:
        'Yes, in almost every case. The court expects you to set out your claim and give the other side a chance to reply before you issue. Where a business claims a debt from an individual, the Pre-Action Protocol for Debt Claims applies and gives the debtor 30 days to reply. Our [Letter Before Action service](/services/letter-before-action) can help.',
    },
    {
      question: 'Can I claim online?',
      answer:
        'If you are claiming a fixed amount of money, usually yes: Online Civil Money Claims handles claims up to £25,000 and Money Claim Online larger claims of less than £100,000 (leaving out interest and costs). Claims that are not for a fixed sum are made on paper form N1.',
    },
    {
      question: 'What happens if the defendant ignores the claim?',
      answer:
        'If the defendant does not respond in time, you can ask the court for default judgment: online, or on form N225 for a specified amount or N227 for an unspecified amount. We explain the deadlines that apply to your claim when you issue it.',
    },
  ],
  cta: {
    heading: 'Issue your claim with confidence',
    text: 'Tell us about your claim in a free consultation. We will check it is ready, explain the filing support and tell you what it would cost, with no obligation.',
    actions: [
      { kind: 'contact-home', label: 'Get Filing Support' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
