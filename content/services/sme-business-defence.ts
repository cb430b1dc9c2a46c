import { EX50_URL } from '../fees';
import { REFERRAL_PAYMENT_STATEMENT } from '../referrals';
import { CLAIM_FORM_SERVICE, INSOLVENCY_THRESHOLDS, MEDIATION_SERVICE, NOT_REGULATED_LEGAL_ADVICE, REGISTER_OF_JUDGMENTS } from '../shared-passages';
import type { ServicePage } from './schema';

/** Spec 1 and 2 "SME defence": an introduction service connecting small businesses to an independent panel law firm. */
export const smeBusinessDefence = {
  family: 'representation',
  slug: 'sme-business-defence',
  reviewed: '2026-11-23',
  name: 'SME Business Defence',
  description:
    'Has your business received a small claim? Know your deadlines and defences, and get an introduction to an independent panel law firm to defend it.',
  hero: {
    eyebrow: 'For small businesses facing a claim',
    lead: [
      'A claim form landing on your desk is unsettling, and easy to put to one side while you run the business. Do not. The deadlines start as soon as the claim is served, and a business that does nothing can have judgment entered against it without a hearing.',
      'We help small businesses understand what a small claim involves and, where you want a lawyer to defend it, introduce you to an independent panel law firm. The firm advises you and acts for you directly: we only make the introduction, and we are not a law firm.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get Help Defending a Claim' },
      { kind: 'phone' },
    ],
    points: [
      'Respond within 14 days of service (28 if you acknowledge service)',
      'Introduction to an independent panel law firm',
      'Free initial consultation',
    ],
  },
  sections: [
    {
      type: 'prose',
      id: 'the-risk',
      heading: 'What a claim means for a small business',
      intro:
        'Most claims against small businesses are for modest sums, but the cost of handling one badly can be far higher than the amount claimed.',
      blocks: [
        {
          type: 'paragraph',
          text: 'A claim takes time away from the business: reading the papers, finding the contract and the emails, preparing a defence and attending a hearing. If it goes wrong, a County Court judgment can affect your credit, your suppliers’ terms and your ability to borrow. And on the small claims track each side usually pays its own legal costs, so even a business that wins rarely gets a lawyer’s fees back.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'The deadline runs from service, not from when you read the post',
          text: `You must respond within **14 days** of service of the particulars of claim, or within **28 days** if you file an acknowledgment of service within the 14 days. ${CLAIM_FORM_SERVICE} So the clock may already be running. If you do not respond in time, the claimant can ask the court for **default judgment** without any hearing.`,
        },
      ],
    },
    {
      type: 'prose',
      id: 'the-small-claims-court',
      heading: 'What the small claims court is',
      blocks: [
        {
          type: 'paragraph',
          text: 'There is no separate small claims court. Claims are issued in the County Court, and defended claims worth up to £10,000 are usually allocated to the **small claims track**, a simpler procedure under Part 27 of the Civil Procedure Rules. Hearings are informal, usually in front of a District Judge and often in the judge’s room rather than a courtroom. The judge can decide in any way that is fair, and evidence need not be given on oath.',
        },
        {
          type: 'paragraph',
          text: 'A business does not need a lawyer to defend a small claim. A company may send an employee to the hearing to put its case, and a lay representative has the right to speak for a party who attends. Before any hearing, the parties may be referred to the free, confidential **Small Claims Mediation Service**, a one-hour telephone appointment: see the questions below for how it works and which claims are referred.',
        },
        {
          type: 'paragraph',
          text: 'Defended claims can take many months to reach a hearing: official figures for January to March 2025 put the average wait from claim to small claims trial at just under 50 weeks.',
        },
      ],
    },
    {
      type: 'features',
      id: 'common-claims',
      heading: 'Common claims against small businesses',
      intro: 'Most small claims against businesses fall into a handful of familiar types.',
      items: [
        {
          icon: 'receipt',
          title: 'Unpaid invoices',
          description:
            'A supplier, contractor or freelancer says you owe them for goods or work, sometimes with statutory interest and compensation added for late payment.',
        },
        {
          icon: 'alert-triangle',
          title: 'Faulty goods or poor workmanship',
          description:
            'A customer says what you supplied was defective or the work was not done properly, and claims a refund or the cost of putting it right.',
        },
        {
          icon: 'banknote',
          title: 'Deposits and refunds',
          description:
            'A customer wants a deposit or prepayment back after a cancelled order or a job that did not go ahead.',
        },
        {
          icon: 'building',
          title: 'Damage to property',
          description:
            'Someone says your staff or your work caused damage to their home, vehicle or belongings.',
        },
        {
          icon: 'file-text',
          title: 'Contract disputes',
          description:
            'A disagreement over what was agreed: the price, the specification, the timescale or who was responsible for a delay.',
        },
        {
          icon: 'handshake',
          title: 'Disputes with other businesses',
          description:
            'Claims from landlords, service providers or business customers over fees, notice periods or the quality of a service.',
        },
      ],
    },
    {
      type: 'list',
      id: 'consequences-of-losing',
      heading: 'What happens if you lose, or do not respond',
      intro:
        'A judgment against your business is a court order to pay. If it is not paid, the claimant has strong powers to collect it.',
      tone: 'risk',
      items: [
        'A **County Court judgment (CCJ)** for the amount claimed, plus interest, court fees and the limited costs the small claims rules allow',
        REGISTER_OF_JUDGMENTS,
        'A registered judgment can be seen by lenders, suppliers and customers who run credit checks, and can make finance and trade credit harder to get',
        'Judgments of £5,000 or more usually carry interest at 8% a year until paid',
        'Enforcement if you do not pay: an order requiring a company officer to attend court and answer questions about the finances, a warrant of control (enforcement agents taking goods), a third party debt order freezing money in a business bank account, or a charging order over property',
        `${INSOLVENCY_THRESHOLDS} A sole trader is an individual, so for a sole trader the bankruptcy limit applies`,
      ],
    },
    {
      type: 'steps',
      id: 'introduction-service',
      heading: 'Our three-step introduction service',
      intro:
        'When you want a lawyer to defend the claim, we connect you with an independent panel law firm quickly, so the deadline is not lost.',
      items: [
        {
          title: 'Free consultation',
          description:
            'Tell us about the claim, the date it was served and what you say went wrong. We check the response deadline with you and explain the options, including what defending it with a law firm would involve.',
        },
        {
          title: 'Introduction to a panel law firm',
          description:
            'With your agreement, we pass a summary of the claim and your papers to an independent panel law firm, and tell them about any deadline that is close.',
        },
        {
          title: 'The firm advises and acts for you',
          description:
            'The firm reviews the claim, tells you what it thinks of your defence and what its work will cost, and agrees its terms with you. If you instruct it, the firm acts for your business directly.',
        },
      ],
    },
    {
      type: 'features',
      id: 'key-defences',
      heading: 'Common defences to a small claim',
      intro:
        'This is general information, not advice on your case: whether any defence applies depends on your facts and your documents, which is what the law firm will look at.',
      items: [
        {
          icon: 'file-search',
          title: 'No contract, or no breach',
          description:
            'There was no agreement on the terms the claimant relies on, or the business did what it agreed to do. The claimant has to prove both the agreement and the breach.',
        },
        {
          icon: 'clipboard-check',
          title: 'The goods or work were as agreed',
          description:
            'What was supplied matched the order, the specification or the quote, and any fault was caused by something else, such as misuse or a later change.',
        },
        {
          icon: 'clock',
          title: 'The claim is too late',
          description:
            'Most claims for breach of contract or a debt must be brought within six years of the date the claim arose. A claim issued after that may be out of time.',
        },
        {
          icon: 'scale',
          title: 'Set-off or counterclaim',
          description:
            'The claimant owes your business money too, for example for unpaid invoices or defective work. You can set that off against the claim, or counterclaim for it, on the defence and counterclaim form.',
        },
        {
          icon: 'receipt',
          title: 'Already paid or settled',
          description:
            'The sum has been paid, refunded or settled in full, and you have the bank records, receipts or written agreement to prove it.',
        },
        {
          icon: 'user-check',
          title: 'Wrong defendant',
          description:
            'The claim names the wrong party: a director personally rather than the company, a different company in a group, or a business that was never involved.',
        },
      ],
    },
    {
      type: 'list',
      id: 'prevention',
      heading: 'Preventing claims in the first place',
      intro: 'Many claims against small businesses can be avoided, or answered far more easily, with a few habits.',
      tone: 'benefit',
      items: [
        'Put prices, specifications and timescales in writing before work starts, and keep signed quotes and terms',
        'Keep records of what was delivered and when: delivery notes, dated photos, sign-offs and emails',
        'Deal with complaints promptly and in writing, and keep a note of what you offered',
        'Reply to a letter before claim within the time it gives; in a straightforward case that is usually 14 days',
        'Consider offering to settle or mediate early: a sensible offer often ends a dispute before it reaches court',
        'Make sure post to your registered office and trading address is opened and acted on, because court papers can be served there',
      ],
    },
    {
      type: 'prose',
      id: 'fees',
      heading: 'Fees',
      blocks: [
        {
          type: 'paragraph',
          text: `The panel law firm sets its own fees and agrees them with you before it does any work; you pay the firm, under its own terms. How our introduction works is explained in your free consultation, so you know where you stand before anything is passed on. ${REFERRAL_PAYMENT_STATEMENT}`,
        },
        {
          type: 'paragraph',
          text: `Remember the small claims costs rules when you decide: even if your business successfully defends the claim, the claimant can usually only be ordered to pay limited items such as court fees and reasonable expenses, not your lawyer’s fees. Equally, if you lose, you will not normally have to pay the claimant’s legal fees unless you have behaved unreasonably. Court fees can be checked on the official [EX50 fees list](${EX50_URL}).`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Who does what',
          text: `We make the introduction, and the panel firm advises your business. ${NOT_REGULATED_LEGAL_ADVICE} The panel firm is independent of us and is responsible for its own advice and work.`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How long does my business have to respond to a claim?',
      answer:
        `Usually 14 days from service of the particulars of claim. If you file an acknowledgment of service within that time, you have 28 days from service to file your defence. ${CLAIM_FORM_SERVICE} Check the dates carefully and act straight away.`,
    },
    {
      question: 'What happens if we miss the deadline?',
      answer:
        'The claimant can ask the court for default judgment, and judgment can be entered against the business without a hearing. It may be possible to apply to the court to set a default judgment aside, but that needs an application (usually on form N244, which carries a fee), is not guaranteed, and should be made immediately. Get help as soon as you realise.',
    },
    {
      question: 'Who can attend the hearing for our company?',
      answer:
        'A company may send an employee to the hearing to put its case. A lay representative may also speak for a party who attends. You do not need a lawyer, though you can instruct one if you prefer, bearing in mind that their fees are usually not recoverable from the other side.',
    },
    {
      question: 'What is the Small Claims Mediation Service?',
      answer: MEDIATION_SERVICE,
    },
    {
      question: 'Will a judgment show up on our credit record?',
      answer:
        `${REGISTER_OF_JUDGMENTS} Businesses that check credit can see registered judgments.`,
    },
    {
      question: 'Is the panel law firm part of your company?',
      answer:
        'No. The firm is independent of us. It gives its own advice, agrees its own fees and terms with your business, and is responsible for its own work. We only make the introduction.',
    },
  ],
  cta: {
    heading: 'Received a claim? Talk to us today',
    text: 'Tell us when the claim was served and what it is about. In a free consultation we will check your deadline with you and explain how an introduction to an independent panel law firm works.',
    actions: [
      { kind: 'contact-home', label: 'Book a Free Consultation' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
