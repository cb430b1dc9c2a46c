import type { Article } from '../schema';
import { MEDIATION_SERVICE, SETTLING_AN_ISSUED_CLAIM, WITHOUT_PREJUDICE } from '../../shared-passages';

export const settlementVsCourt = {
  slug: 'settlement-vs-court-when-to-negotiate-and-when-to-fight',
  reviewed: '2026-11-23',
  title: 'Settlement vs Court: When to Negotiate and When to Fight',
  excerpt:
    'Should you accept an offer or let a judge decide? Weigh the benefits of settling against going to court, use a simple decision framework and negotiate with confidence.',
  description:
    'When to settle a small claim and when to go to court: benefits of each, without prejudice offers, free mediation, a decision framework and negotiation tactics.',
  date: '2024-12-03',
  readTime: 7,
  category: 'Strategy',
  intro: [
    'Many small claims never reach a hearing. They end in a **settlement** (an agreement between the two sides that ends the dispute), sometimes before a claim is even issued and sometimes on the morning of the hearing.',
    'Settling is not the same as giving in, and going to court is not the same as winning. This guide helps you weigh up both options so you can make a calm, informed choice.',
  ],
  sections: [
    {
      id: 'settle-or-fight',
      heading: 'Why the choice matters',
      blocks: [
        {
          type: 'paragraph',
          text: 'The courts expect both sides to try to resolve a dispute before and during a claim. You can negotiate at any stage, and you can keep your claim running while you talk. The real question is which outcome serves you better: an agreed sum now, or a judge\'s decision later, with the risk that it goes against you.',
        },
        {
          type: 'paragraph',
          text: 'The same applies whether you are the **claimant** (the person bringing the claim) or the **defendant** (the person being sued). A defendant who thinks they owe something can often limit the damage by offering that sum early, rather than risking a judgment for more plus interest and fees.',
        },
        {
          type: 'paragraph',
          text: 'There are natural points to talk: after your letter before action, once a defence is filed, at mediation, and even outside the hearing room. An offer can usually be withdrawn until it is accepted, so do not sit on a fair one for too long.',
        },
      ],
    },
    {
      id: 'benefits-of-settling',
      heading: 'The benefits of settling',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Certainty',
              text: 'You know the result. At a hearing, even a strong case can be lost on a point you did not expect.',
            },
            {
              title: 'Speed',
              text: 'A settlement can be agreed in days. Waiting for a small claims hearing often takes many months.',
            },
            {
              title: 'Lower cost and stress',
              text: 'You avoid further court fees, time off work and the strain of preparing for a hearing.',
            },
            {
              title: 'Money that actually arrives',
              text: 'People tend to keep promises they helped shape. A realistic instalment plan may be paid when a judgment would simply be ignored.',
            },
            {
              title: 'Flexible terms',
              text: 'A judge mostly awards money. An agreement can include a repair, a refund, returned goods, a payment plan or an apology.',
            },
          ],
        },
      ],
    },
    {
      id: 'benefits-of-court',
      heading: 'The benefits of going to court',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'An independent decision',
              text: 'If the other side will not engage or makes no sensible offer, a judge decides the dispute on the evidence.',
            },
            {
              title: 'A judgment you can enforce',
              text: 'A **judgment** (the court\'s decision) can be enforced through the court, for example by bailiffs or deductions from wages.',
            },
            {
              title: 'The full amount',
              text: 'If you win, the judge can award the whole sum proved, plus interest and your court fees, rather than a discounted figure.',
            },
            {
              title: 'Limited risk on costs',
              text: 'On the small claims track the loser usually pays only fees and limited expenses, not the other side\'s legal bills. See [fees and costs](/blog/understanding-small-claims-court-fees-and-costs).',
            },
            {
              title: 'Pressure to talk',
              text: 'Issuing a claim often prompts a serious offer from someone who ignored your letters.',
            },
          ],
        },
      ],
    },
    {
      id: 'offers-and-mediation',
      heading: 'Without prejudice offers and mediation',
      blocks: [
        {
          type: 'paragraph',
          text: `Offers are usually made without prejudice, which lets both sides make concessions safely. ${WITHOUT_PREJUDICE}`,
        },
        {
          type: 'subheading',
          text: 'The free Small Claims Mediation Service',
        },
        {
          type: 'paragraph',
          text: '**Mediation** is a negotiation helped by a neutral person, the mediator. Because it is confidential, nothing said in mediation can be used at a hearing.',
        },
        {
          type: 'paragraph',
          text: MEDIATION_SERVICE,
        },
        {
          type: 'paragraph',
          text: 'If your claim is not referred automatically, you can still say in your directions questionnaire that you would like to try mediation.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Courts can require you to try',
          text: 'Following the Court of Appeal\'s decision in Churchill v Merthyr Tydfil County Borough Council [2023] EWCA Civ 1416, courts can order parties to take part in alternative dispute resolution (ADR, such as mediation), and the court rules were changed from 1 October 2024 to reflect this. Where a case is referred to mediation, the judge can consider whether a party failed to attend.',
        },
        {
          type: 'subheading',
          text: 'Can refusing an offer cost you?',
        },
        {
          type: 'paragraph',
          text: 'Refusing an offer is **not unreasonable in itself** (CPR 27.14(3)), so you are free to turn down a figure you think is too low. But the judge may take the offer into account, and if you **behave unreasonably**, for example by ignoring every attempt to talk or refusing mediation without good reason, the court can order you to pay some of the other side\'s costs under CPR 27.14(2)(g).',
        },
      ],
    },
    {
      id: 'decision-framework',
      heading: 'A decision framework: five questions to ask',
      blocks: [
        {
          type: 'paragraph',
          text: 'Before you accept, reject or make an offer, work through these questions honestly. Write your answers down.',
        },
        {
          type: 'table',
          caption: 'Questions to help you decide between settling and going to court',
          columns: ['Question', 'Points towards settling', 'Points towards court'],
          rows: [
            [
              'How strong is my evidence?',
              'Key facts rest on your word alone, or the documents are unclear',
              'Clear written contract, invoices, messages and photos support you',
            ],
            [
              'Can the other side pay?',
              'They have little money, so a realistic payment plan is worth more than a bigger judgment',
              'They are working, own property or are trading, so a judgment can be enforced',
            ],
            [
              'What will it cost in time and money?',
              'Further fees, time off work and months of waiting outweigh the gap between offer and claim',
              'The gap is large and the extra fees are modest in comparison',
            ],
            [
              'Does the relationship matter?',
              'A customer, landlord, neighbour or supplier you will deal with again',
              'A one-off dealing you have no wish to continue',
            ],
            [
              'Is it about principle or money?',
              'Your main aim is to be paid and move on',
              'A finding by a judge matters to you, and you accept the risk of losing',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'Compare any offer with what you would **realistically** recover after a hearing, not the best possible result. A smaller sum paid now can be worth more than a larger judgment that may never be paid.',
        },
      ],
    },
    {
      id: 'negotiation-tactics',
      heading: 'Four negotiation tactics',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: '1. Know your numbers',
              text: 'Work out three figures before you talk: your full claim with interest and fees, what you think a judge would realistically award, and your **walk-away figure** (the lowest sum you would accept). Do not reveal the last one.',
            },
            {
              title: '2. Make a reasoned offer in writing',
              text: 'Explain how you reached your figure and point to your evidence. A short, polite letter marked "without prejudice" is harder to dismiss than a number shouted on the phone.',
            },
            {
              title: '3. Set a reasonable deadline',
              text: 'Give a clear date for a reply, such as 14 days, and say what you will do next if there is none. Then do it, so your deadlines are taken seriously.',
            },
            {
              title: '4. Trade on terms, not just money',
              text: 'If the amount is stuck, move something else: a payment date, instalments, returned goods or a repair. Flexibility on terms often unlocks agreement on the sum.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Stay calm and keep records',
          text: 'Keep every message polite and factual, as if a judge may one day read it. Keep notes of phone calls with the date and what was said.',
        },
      ],
    },
    {
      id: 'put-it-in-writing',
      heading: 'Put any settlement in writing',
      blocks: [
        {
          type: 'paragraph',
          text: 'A verbal promise is easy to dispute. Record what you agree in a **settlement agreement** (a written, signed document setting out the terms). It should cover:',
        },
        {
          type: 'list',
          items: [
            'the full names of both parties',
            'the amount to be paid, how (for example bank transfer) and by when',
            'any instalments and what happens if a payment is missed',
            'anything else agreed, such as returned goods or a repair',
            'that the payment is in **full and final settlement** of the dispute',
            'what happens to any court claim',
            'both signatures and the date',
          ],
        },
        {
          type: 'paragraph',
          text: `If a claim has already been issued, tell the court in writing that terms have been agreed, and what follows: a consent judgment, a Tomlin order, or the claim being withdrawn (discontinued). ${SETTLING_AN_ISSUED_CLAIM} Keep all your evidence until the money is paid: if the other side breaks the agreement, you may need to go back to court. Our [legal templates](/legal-templates) include a settlement agreement you can adapt.`,
        },
      ],
    },
    {
      id: 'next-steps',
      heading: 'Your next steps',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Answer the five questions above and write down your walk-away figure.',
            'If you have not yet sent one, send a clear letter before action.',
            'Agree to mediation if it is offered, and prepare for it as carefully as for a hearing.',
            'Get any deal in writing before you withdraw or pause your claim.',
            'Read [the top 10 mistakes that lose small claims cases](/blog/top-10-mistakes-that-lose-small-claims-cases) before you decide.',
          ],
        },
      ],
    },
  ],
  related: [
    'top-10-mistakes-that-lose-small-claims-cases',
    'complete-guide-uk-small-claims-court-process-2024',
    'understanding-small-claims-court-fees-and-costs',
  ],
} satisfies Article;
