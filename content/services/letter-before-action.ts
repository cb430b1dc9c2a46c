import { DEBT_PROTOCOL_AFTER_A_REPLY } from '../shared-passages';
import { NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import type { ServicePage } from './schema';

/** Spec 2 "Letter Before Action": four approach points, four risks, four steps, three example cases, a quote card. */
export const letterBeforeAction = {
  family: 'services',
  slug: 'letter-before-action',
  reviewed: '2026-11-23',
  name: 'Letter Before Action',
  description:
    'Help writing a clear, personal letter before action for a small claim in England and Wales, following the pre-action rules and giving a fair deadline to pay.',
  hero: {
    eyebrow: 'The letter that comes before court',
    lead: [
      'A letter before action is the last formal step before you issue a court claim, and your best chance of settling without one. It tells the other side exactly what you are claiming and why, how long they have to reply, and what you will do if they do not.',
      'We work through your dispute with you and help you write a letter in your own name that sets out the facts, the amount and the deadline, follows the pre-action rules that apply to your case, and reads as firm but fair. If the dispute does reach court, the judge may well read it, so it is worth getting right.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Start Your Letter' },
      { kind: 'phone' },
    ],
    points: ['Written around your facts, not a template', 'The right deadline for your type of dispute', 'Sent in your own name'],
  },
  sections: [
    {
      type: 'features',
      id: 'our-approach',
      heading: 'Our approach',
      intro: 'Every letter is built the same careful way, so the other side has no excuse to ignore it and no grounds to say it was unfair.',
      items: [
        {
          icon: 'search',
          title: 'Built from your facts',
          description:
            'We start with your documents, not a template: the contract or quote, invoices, messages and dates. The letter tells your story in a clear order, with the figures broken down.',
        },
        {
          icon: 'scale',
          title: 'The right rules for your dispute',
          description:
            'A business chasing an individual for a debt must follow the Pre-Action Protocol for Debt Claims. Other disputes follow the Practice Direction on Pre-Action Conduct. We check which applies and build the letter around it.',
        },
        {
          icon: 'pen-line',
          title: 'Firm, fair and in your voice',
          description:
            'No legal jargon and no threats you cannot carry out. The letter sounds like you at your most reasonable, because that is how you want a judge to see you if the case goes further.',
        },
        {
          icon: 'send',
          title: 'Ready to send',
          description:
            'You receive a finished letter with a clear deadline date, a list of enclosures and advice on sending it so that you can prove it was received: keep a copy, and get proof of posting or send it by email as well.',
        },
      ],
    },
    {
      type: 'list',
      id: 'risks-of-generic-letters',
      heading: 'The risks of a generic letter',
      intro: 'Free templates are a reasonable starting point, but a letter that does not fit your dispute can cost you time, money or credibility.',
      tone: 'risk',
      items: [
        '**The wrong deadline.** A business writing to an individual about a debt must allow 30 days for a reply under the Debt Claims protocol, not the 7 or 14 days many templates give.',
        '**Missing enclosures.** A debt letter to an individual should enclose the protocol’s Information Sheet, Reply Form and a financial statement. Without them the letter does not follow the protocol, and the court may take that into account later.',
        '**Empty threats.** Warning the other side that you will claim “all legal costs” or send bailiffs straight away is misleading: the costs you can recover on the small claims track are tightly limited, and enforcement only follows a court judgment.',
        '**Vague or wrong details.** The wrong name for the other party, no breakdown of the amount or interest under the wrong rule invites an argument instead of a payment, and can undermine your claim if it goes to court.',
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      heading: 'How it works',
      items: [
        {
          title: 'Tell us about the dispute',
          description:
            'In a free consultation you tell us what happened, who owes you what, and what you have already tried. You send us the documents: contract, invoices, emails, messages and photos.',
        },
        {
          title: 'We check the rules and the figures',
          description:
            'We confirm who the letter should go to, which pre-action rules apply, how long the other side must be given, what interest or compensation you can add, and that the claim is within the six-year limitation period for most contract and debt claims.',
        },
        {
          title: 'We draft it, you approve it',
          description:
            'We prepare the letter with you. You check every fact and we make the changes you ask for until it is accurate and sounds like you. It goes out in your name, with your signature.',
        },
        {
          title: 'You send it and we plan the next step',
          description:
            'You send the letter and keep proof that you did. We note the deadline and talk through what comes next: accepting an offer, negotiating, mediation, or issuing a claim if the deadline passes without a reply.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'rules-we-follow',
      heading: 'The rules your letter follows',
      blocks: [
        { type: 'subheading', text: 'Most disputes: the Practice Direction on Pre-Action Conduct' },
        {
          type: 'paragraph',
          text: 'For most claims, such as faulty goods, poor workmanship or an unreturned deposit, the court expects you to send the other side concise details of your claim before you issue it, and to give them a reasonable time to reply: **14 days** where the matter is straightforward, and up to three months where it is very complex. The letter should say what you want them to do, by when, and which documents you rely on.',
        },
        { type: 'subheading', text: 'A business claiming a debt from an individual: the Debt Claims protocol' },
        {
          type: 'paragraph',
          text: `If you are a business, including a sole trader, and the person who owes you money is an individual, including a sole trader, the Pre-Action Protocol for Debt Claims applies. Your letter of claim must give the details of the debt and a statement of account, and enclose the protocol’s **Information Sheet**, **Reply Form** and a **financial statement**. The debtor has **30 days** to reply. ${DEBT_PROTOCOL_AFTER_A_REPLY} The protocol does not apply between two companies.`,
        },
        { type: 'subheading', text: 'One business claiming from another: the Late Payment Act' },
        {
          type: 'paragraph',
          text: 'Where both sides are businesses, the Late Payment of Commercial Debts (Interest) Act 1998 lets you claim simple interest at **8% above the Bank of England reference rate** on an overdue invoice, fixed compensation based on the size of the debt, and reasonable further costs of recovering it. A contract can only displace these rights if it gives you a substantial remedy of its own.',
        },
        {
          type: 'table',
          caption: 'Late Payment Act fixed compensation',
          columns: ['Amount of the debt', 'Fixed compensation'],
          rows: [
            ['Less than £1,000', '£40'],
            ['£1,000 to £9,999.99', '£70'],
            ['£10,000 or more', '£100'],
          ],
        },
        {
          type: 'paragraph',
          text: 'Outside the Late Payment Act, you can usually ask the court for simple interest under section 69 of the County Courts Act 1984, normally claimed at 8% a year. It is at the court’s discretion, and you cannot claim it on top of contractual or Late Payment Act interest for the same period. Interest never pushes a claim off the small claims track: the £10,000 limit ignores it, although it does count towards the court fee.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Your letter, in your name',
          text: `The letter is sent by you, not on a law firm’s letterhead. ${NOT_REGULATED_LEGAL_ADVICE} If your dispute needs a lawyer, we will tell you and can refer you through our [representation service](/representation/get-representation).`,
        },
      ],
    },
    {
      type: 'examples',
      id: 'example-cases',
      heading: 'Example letters',
      intro:
        'These examples are illustrative: they show the kinds of dispute we help with, and the names, figures and details are invented. Each quote is an extract from the letter itself.',
      items: [
        {
          title: 'Unpaid decorating invoice: sole trader and homeowner',
          situation:
            'A self-employed decorator was owed £1,850 by a homeowner who had stopped answering calls, after raising a late complaint about the finish in one room.',
          personalTouch:
            'Because a business was claiming a debt from an individual, the letter followed the Debt Claims protocol: 30 days to reply, with the Information Sheet, Reply Form and a financial statement enclosed. It acknowledged the complaint calmly and set out when and how the room had been put right.',
          outcome:
            'The homeowner used the Reply Form to offer monthly instalments, which the decorator accepted in writing without going to court.',
          quote:
            'I am writing about my invoice 0412, dated 14 March, for £1,850 for decorating work at your home, which remains unpaid.',
        },
        {
          title: 'Leaking boiler: homeowner and installer',
          situation:
            'A homeowner paid an installer £3,200 for a new boiler. It leaked repeatedly in the first two months, and the installer stopped replying to emails.',
          personalTouch:
            'The letter followed the Practice Direction on Pre-Action Conduct, gave 14 days to reply, listed each leak by date with the photographs and emails enclosed, and asked for a specific remedy: the cost of repair by another engineer, supported by a written quote.',
          outcome:
            'The installer replied before the deadline and agreed to pay for the repair. The homeowner confirmed the settlement in writing.',
          quote:
            'Since the boiler was installed on 2 June it has leaked on four occasions, as my emails of 9 June, 30 June, 14 July and 21 July describe.',
        },
        {
          title: 'Overdue invoice: two small companies',
          situation:
            'A small design agency had invoiced a client company £4,600 for a finished project. The invoice was two months overdue and the client kept promising payment “next week”.',
          personalTouch:
            'As both sides were businesses, the letter claimed statutory interest under the Late Payment Act at 8% above the Bank of England reference rate from the due date, plus £70 fixed compensation, and set a clear date for payment before a claim would be issued.',
          outcome:
            'The client paid the invoice and the compensation by the deadline. The agency chose to waive the interest to keep the working relationship.',
          quote:
            'Invoice 2291 for £4,600 fell due on 30 April and remains unpaid. We are entitled to statutory interest and fixed compensation under the Late Payment of Commercial Debts (Interest) Act 1998.',
        },
      ],
    },
    {
      type: 'quote',
      text: 'A good letter before action is not a threat. If the case reaches court, it may be one of the first documents the judge reads, so we write every letter as though the judge were reading over your shoulder: clear, accurate and reasonable.',
      attribution: 'Small Claims Compass letter team',
    },
  ],
  faqs: [
    {
      question: 'Do I have to send a letter before action?',
      answer:
        'The court expects you to try to resolve the dispute before issuing a claim, and a letter before action is the standard way to show that you did. If you issue without one, the judge can take that into account, and the other side may say they would have paid had they been asked properly.',
    },
    {
      question: 'How long do I have to give the other side?',
      answer:
        `Under the Practice Direction on Pre-Action Conduct, 14 days is a reasonable time for a straightforward claim, and up to three months for a very complex one. If you are a business claiming a debt from an individual, the Debt Claims protocol gives them 30 days to reply, and longer once they reply: ${DEBT_PROTOCOL_AFTER_A_REPLY}`,
    },
    {
      question: 'Can I add interest to the amount I claim?',
      answer:
        'Usually, yes. Between businesses, the Late Payment Act allows interest at 8% above the Bank of England reference rate and fixed compensation of £40, £70 or £100 depending on the size of the debt. Otherwise you can normally claim simple interest under section 69 of the County Courts Act 1984, usually at 8% a year, at the court’s discretion. You cannot claim both for the same period.',
    },
    {
      question: 'Will the letter come from a solicitor?',
      answer:
        'No. The letter is sent in your own name and signed by you. We help you write it, but we are not a law firm and we do not act for you. The pre-action rules apply in the same way whether the letter comes from you or from a solicitor.',
    },
    {
      question: 'What if they ignore the letter?',
      answer:
        'Once the deadline has passed you can issue a claim, online or on form N1. Before you do, think about whether the other side can actually pay, because a judgment you cannot collect is rarely worth the fees. Our [claim filing service](/services/claim-filing-service) can help with the next step.',
    },
    {
      question: 'How much does the letter before action service cost?',
      answer:
        'It depends on the dispute and the documents involved. After a free consultation we give you a personalised quote, and we tell you the fee before any work starts.',
    },
  ],
  cta: {
    heading: 'Give the other side one clear chance to put things right',
    text: 'Tell us about your dispute in a free consultation. We will explain which rules apply to your letter and what our help would cost, with no obligation.',
    actions: [
      { kind: 'contact-home', label: 'Get Your Letter Started' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
