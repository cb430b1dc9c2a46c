import { EX50_URL } from '../fees';
import { DEEMED_SERVICE, REGISTER_OF_JUDGMENTS, NOT_ATTENDING_A_HEARING, NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import { RESPONSE_TIME, WORKING_DAYS_NOTE } from '../promises';
import { siteConfig } from '../site';
import { ASSESSMENT_TERMS } from '../terms';
import type { ServicePage } from './schema';

/** Spec 2 "Ongoing Support": four features, three retainer benefits, four case phases, emergency block, packages. */
export const ongoingSupport = {
  family: 'services',
  slug: 'ongoing-support',
  reviewed: '2026-11-23',
  name: 'Ongoing Support',
  description:
    'Monthly retainer support for your small claim in England and Wales: deadline tracking, document reviews, regular check-ins and help enforcing a judgment.',
  inServicesMenu: true,
  card: {
    description:
      'One team alongside you from the first letter to the final payment: deadline tracking, document reviews and regular check-ins for a monthly fee agreed before you start.',
    features: [
      'Progress and deadline tracking',
      `Messages any time, answered ${RESPONSE_TIME}`,
      'Help enforcing your judgment',
    ],
    keywords: ['ongoing support', 'monthly retainer', 'case progress tracking', 'judgment enforcement help'],
    icon: 'life-buoy',
  },
  hero: {
    eyebrow: 'From the first letter to the final payment',
    lead: [
      'A small claim rarely ends with a single form. There is a letter before action, a claim or a defence, a directions questionnaire, perhaps mediation, a hearing, and then, too often, a judgment that still has to be collected. Each step has its own deadline, and many people lose track somewhere in the middle.',
      'Ongoing Support is a monthly retainer that keeps the same team beside you for the whole case. We track your deadlines, review your documents before you send them, answer your questions as they come up and help you enforce the judgment if the other side does not pay. You stay in charge of your case throughout.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Get a Personalised Quote' },
      { kind: 'phone' },
    ],
    points: [
      `Phone lines open ${siteConfig.openingHours.display}`,
      `Messages any time, answered ${RESPONSE_TIME}`,
      'For individuals and businesses',
      'Not a law firm: you stay in control',
    ],
  },
  sections: [
    {
      type: 'features',
      id: 'what-is-included',
      heading: 'What ongoing support includes',
      intro: 'Four things every retainer covers, whatever stage your case has reached when you join.',
      items: [
        {
          icon: 'calendar',
          title: 'Progress and deadline tracking',
          description:
            'We keep a written timeline of your case: the date you were served, the deadline to respond, the dates in the court’s directions and the hearing date. We update it as the case moves and remind you well before anything falls due.',
        },
        {
          icon: 'message-square',
          title: 'Messages at any time',
          description:
            `Send a question, a letter from the other side or a photo of a court order whenever it arrives, evenings and weekends included. We answer ${RESPONSE_TIME}, and anything with an urgent court deadline goes to the front of the queue.`,
        },
        {
          icon: 'file-search',
          title: 'Document reviews',
          description:
            'Before you send a letter, file a form or serve a witness statement, we read it and tell you what is unclear, missing or likely to cause trouble. You make the changes and you sign it: the documents stay yours.',
        },
        {
          icon: 'gavel',
          title: 'Help after judgment',
          description:
            'If you win and the money does not arrive, we explain your enforcement options, help you choose the one that fits the debtor, and guide you through the right court form.',
        },
      ],
    },
    {
      type: 'list',
      id: 'retainer-benefits',
      heading: 'Why a retainer rather than one-off help',
      intro:
        'One-off services suit a single task. A retainer suits a case that will run for months, which most defended small claims do.',
      tone: 'benefit',
      items: [
        'The same team knows your case, so you never have to explain the whole dispute again each time something new arrives',
        'A monthly fee agreed in writing before you start, so you know what your support will cost while the case runs',
        'Nothing slips between stages: the deadlines from one step are already in your timeline when the next one starts',
      ],
    },
    {
      type: 'steps',
      id: 'case-phases',
      heading: 'Support through the four phases of a case',
      intro: 'You can join at any phase. We pick up from where your case is and plan the rest with you.',
      items: [
        {
          title: 'Before the claim',
          description:
            'We help you set out the claim and send a proper letter before action, following the pre-action rules that apply to your dispute, and we talk through any offers to settle so you can decide whether to accept, counter or go to court.',
        },
        {
          title: 'Claim and response',
          description:
            'If you are claiming, we review your claim form before it is issued. If a claim has been made against you, we make sure you meet the deadline: usually 14 days from service, or 28 days for your defence if you acknowledge service. We then help with the directions questionnaire (N180) and with preparing for mediation where your case is referred.',
        },
        {
          title: 'Preparing for the hearing',
          description:
            'We go through the court’s directions with you, build a checklist of what must be sent and by when (often at least 14 days before the hearing), review your witness statement and documents, and help you prepare to explain your case to the District Judge, who is addressed as “Judge”.',
        },
        {
          title: 'After judgment',
          description:
            `${REGISTER_OF_JUDGMENTS} If the debtor does not pay, we help you find out what they own or earn and choose between enforcement methods, each with its own form: order to obtain information (N316), warrant of control (N323), attachment of earnings (N337), third party debt order (N349) or charging order (N379).`,
        },
      ],
    },
    {
      type: 'prose',
      id: 'urgent-help',
      heading: 'When something urgent arrives',
      intro: 'Court deadlines do not keep office hours, so here is exactly what you can expect from us, and what to do in the meantime.',
      blocks: [
        {
          type: 'paragraph',
          text: `Our phone lines are open ${siteConfig.openingHours.display}. Outside those hours you can message us at any time through the contact form or at ${siteConfig.email}. Mark the message **urgent** and tell us the deadline: urgent court deadlines are the first thing we deal with on the next working day. We do not run a 24-hour phone line or give live advice overnight, and we would rather tell you that now than have you rely on it.`,
        },
        { type: 'subheading', text: 'If court papers arrive out of hours' },
        {
          type: 'list',
          items: [
            `Write down the date they arrived and keep the envelope. Many deadlines run from the date the papers are treated as served (deemed served), not the date they were posted or arrived. ${DEEMED_SERVICE}`,
            'Do not ignore a claim. You normally have 14 days from service to respond, or 28 days to file a defence if you acknowledge service in time. If nobody responds, the claimant can ask for judgment in default.',
            NOT_ATTENDING_A_HEARING,
            'Send us a photo or scan of every page with your message, so we can start work the moment we open.',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'When you need a solicitor instead',
          text: 'Some emergencies need someone who can act for you straight away, for example an urgent court application or an injunction. We do not conduct litigation or speak for you in court. If that is your situation, our [representation service](/representation/get-representation) can refer you to a regulated solicitor or barrister.',
        },
      ],
    },
    {
      type: 'packages',
      id: 'retainer-packages',
      heading: 'Retainer packages',
      intro:
        'Two starting points, one for people handling their own dispute and one for businesses. We shape the retainer around your case in the free consultation.',
      items: [
        {
          name: 'For individuals',
          detail: 'Monthly retainer',
          summary: 'For a person bringing or defending their own claim who wants steady support from start to finish.',
          includes: [
            'A written case timeline with every deadline, updated as the claim moves on',
            'Regular check-in calls at times that suit you',
            `Messages and documents any time, answered ${RESPONSE_TIME}`,
            'Reviews of your letters, court forms and witness statement before you send them',
            'Hearing preparation guidance as your hearing date approaches',
            'Enforcement guidance if the judgment is not paid',
          ],
          action: { kind: 'contact-home', label: 'Get a Quote' },
        },
        {
          name: 'For businesses',
          detail: 'Monthly retainer',
          summary: 'For sole traders and small companies with one or more unpaid invoices or disputes running at the same time.',
          includes: [
            'Progress tracking across several claims, with one point of contact for all of them',
            'Pre-action letters that follow the right rules: the Debt Claims protocol for individual customers, and Late Payment Act interest and compensation for business customers',
            'Reviews of claim forms, defences and directions questionnaires before they are filed',
            'Guidance for the member of staff who will attend the hearing for the business',
            'Enforcement guidance for each unpaid judgment, matched to what the debtor owns or earns',
            `Messages any time, answered ${RESPONSE_TIME}, with urgent court deadlines first`,
          ],
          action: { kind: 'contact-home', label: 'Get a Quote' },
        },
      ],
      note: 'There are no fixed prices for ongoing support. After a free consultation we give you a personalised quote for the monthly fee, and we tell you the fee before any work starts.',
    },
    {
      type: 'prose',
      id: 'terms',
      heading: 'Fees and terms',
      blocks: [
        {
          type: 'paragraph',
          text: `What the monthly fee covers, and how to end the retainer, are set out in writing before you start. You can cancel free of charge within the ${ASSESSMENT_TERMS.coolingOffDays}-day cooling-off period; after that you may owe for work already done. Court fees are separate: they are paid to the court, not to us. Enforcement fees change from time to time, so check the current figure on the official [EX50 fees list](${EX50_URL}) before you apply.`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Not a law firm: not regulated legal advice',
          text: `Ongoing Support helps you run your own case. ${NOT_REGULATED_LEGAL_ADVICE} Every decision, and every document you send, remains yours.`,
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Can I contact you 24 hours a day?',
      answer: `You can message us at any time of day or night, through the contact form or by email, and send documents with your message. We read and answer messages during working hours: you will hear back ${RESPONSE_TIME}, and urgent court deadlines are dealt with first. ${WORKING_DAYS_NOTE} Our phone lines are open ${siteConfig.openingHours.display}. We do not offer live advice overnight or at weekends.`,
    },
    {
      question: 'How is the monthly fee worked out?',
      answer:
        'It depends on your case: how many claims you have, what stage they have reached, and how much document review and hearing preparation you are likely to need. We discuss this in a free consultation and tell you the monthly fee before any work starts.',
    },
    {
      question: 'Can I stop the retainer if my case settles?',
      answer: `Yes. How and when you can end the retainer is set out in writing before you start, so there are no surprises. You can also cancel free of charge within the ${ASSESSMENT_TERMS.coolingOffDays}-day cooling-off period; after that you may owe for work already done.`,
    },
    {
      question: 'Will you come to court and speak for me?',
      answer:
        'No. We do not conduct litigation or speak for anyone in court. We prepare you to present your own case: what to bring, how the hearing runs and how to answer the judge’s questions. If you want someone to represent you, our [representation page](/representation/get-representation) explains how we can refer you to a regulated solicitor or barrister.',
    },
    {
      question: 'I won my case but have not been paid. Can you still help?',
      answer: `Yes. You can join at the enforcement stage. We help you find out what the debtor owns or earns, choose the method most likely to work, and complete the right form. Court fees for enforcement change, so check the current figure on the [EX50 fees list](${EX50_URL}). For a one-off enforcement plan, see our [judgment enforcement service](/services/judgment-enforcement).`,
    },
    {
      question: 'Do I need a retainer, or would a single service be enough?',
      answer:
        'If you need help with one task, such as a [letter before action](/services/letter-before-action) or a [case assessment](/services/case-assessment-strategy), a single service is usually the better choice, and we will tell you so. A retainer makes sense when your case will run for months, has several deadlines, or you are a business with more than one claim.',
    },
  ],
  cta: {
    heading: 'Keep the same team beside you until your case is over',
    text: 'Tell us where your case stands in a free consultation. We will explain what ongoing support would cover and give you a personalised quote, with no obligation.',
    actions: [
      { kind: 'contact-home', label: 'Discuss Ongoing Support' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
