import { COSTS_FOR_UNREASONABLE_BEHAVIOUR } from '../../shared-passages';
import { ARTICLE_QUOTE_ATTRIBUTION } from '../../provider-claims';
import type { Article } from '../schema';

export const topTenMistakes = {
  slug: 'top-10-mistakes-that-lose-small-claims-cases',
  reviewed: '2026-11-23',
  title: 'Top 10 Mistakes That Lose Small Claims Cases',
  excerpt:
    'Many small claims are lost through avoidable errors, not weak facts. Here are the ten most common mistakes, what they cost and how to avoid each one.',
  description:
    'The ten most common mistakes that lose small claims cases in England and Wales, what each one costs you, and practical steps to avoid them.',
  date: '2024-12-08',
  readTime: 6,
  category: 'Expert Tips',
  intro: [
    'A strong case can still be lost. Judges in the small claims court are patient with people who do not have a lawyer, but they can only decide on the evidence and the rules in front of them. They cannot fill gaps in your case for you.',
    'The ten mistakes below come up again and again, for claimants (people bringing a claim) and defendants (people being sued) alike. Each one is easy to avoid if you know about it in time.',
  ],
  sections: [
    {
      id: 'why-cases-are-lost',
      heading: 'Why good claims still fail',
      blocks: [
        {
          type: 'paragraph',
          text: 'Most lost cases are not about the law. They go wrong because a deadline was missed, a document was never kept, or the wrong person was sued. Sometimes the claimant wins but never sees a penny, because nobody checked whether the other side could pay. The judge decides on the **balance of probabilities** (whether something is more likely than not to be true), so clear, organised proof matters more than strong feelings. The process also rewards people who behave reasonably: who try to settle, keep to the court\'s timetable and treat the other side fairly.',
        },
      ],
    },
    {
      id: 'the-ten-mistakes',
      heading: 'The ten mistakes and how to avoid them',
      blocks: [
        {
          type: 'mistakes',
          items: [
            {
              title: 'Skipping the letter before action',
              description:
                'Going straight to court, or sending only an angry email, instead of a formal **letter before action** (a letter setting out what you are owed and warning that you will go to court).',
              consequence:
                'You lose the chance to be paid without going to court. The judge can also treat it as unreasonable conduct. If a business claims a debt from an individual without following the Pre-Action Protocol for Debt Claims, the court can pause the claim until it does.',
              solution:
                'Send a clear letter stating the amount, the reason and a deadline: usually 14 days, or 30 days with the required reply form and information sheet under the debt protocol. Keep proof you sent it.',
            },
            {
              title: 'Suing the wrong defendant',
              description:
                'Naming the director when your contract was with a limited company, or naming a trading name instead of the person or company behind it.',
              consequence:
                'The claim can fail, or you win a judgment against someone who never owed you the money. You may have to start again and pay a new fee.',
              solution:
                'Check invoices, contracts and Companies House for the exact legal name and registered address. Look for "Ltd" or "Limited" on paperwork. Sue a sole trader in their own name, "trading as" their business name.',
            },
            {
              title: 'Missing deadlines',
              description:
                'Court deadlines are strict: 14 days to respond to a claim, a return date for the directions questionnaire, a date to pay the hearing fee and a date to send evidence.',
              consequence:
                'A defendant who misses the response deadline can face **default judgment** (judgment without a hearing). A claimant who misses a deadline can have the claim struck out or evidence excluded.',
              solution:
                'Write every date in a diary the day a document arrives, and count each deadline from the day the document is treated as served (deemed served), not the day it was posted or arrived. If you cannot meet one, ask the other side to agree more time and apply to the court before the deadline passes, not after.',
            },
            {
              title: 'Relying on your word instead of evidence',
              description:
                'Expecting the judge to believe you because you are telling the truth, with no documents, photos or messages to back it up.',
              consequence:
                'If it is your word against theirs, the judge may not be able to find that your version is more likely. If you are the claimant, you have to prove your case, so the claim fails.',
              solution:
                'Gather contracts, invoices, dated photos, bank records and messages early, and keep originals safe. Ask witnesses for statements while their memory is fresh. Our [evidence guide](/blog/how-to-collect-evidence-for-your-small-claims-case) shows what to collect.',
            },
            {
              title: 'Ignoring the limitation period',
              description:
                'Waiting too long. The **limitation period** (the legal deadline for starting a claim) for most contract and debt claims is 6 years from when the money was due or the contract was broken.',
              consequence:
                'A claim issued too late can be defeated entirely, however strong it is. The defendant only has to raise the point in their defence.',
              solution:
                'Work out the date your claim arose and write it down. If you are anywhere near 6 years, get advice and issue promptly rather than waiting for one more reply.',
            },
            {
              title: 'Not valuing the claim properly',
              description:
                'Guessing the figure, adding large sums for stress or inconvenience, or forgetting interest.',
              consequence:
                'An inflated claim damages your credibility and the judge will cut it. Forgetting interest leaves money on the table. Inflating the claim itself above £10,000 may take it off the small claims track, where costs rules are harsher (interest is not counted towards that limit).',
              solution:
                'Prepare a breakdown showing how each figure is made up, with a document behind every item. Claim interest, usually 8% a year simple interest, or under the Late Payment Act if you are a business claiming from a business.',
            },
            {
              title: 'Refusing mediation or talks unreasonably',
              description:
                'Refusing to speak to the other side, ignoring offers, or not taking part in mediation (a free, confidential negotiation with a neutral mediator) when the court refers you.',
              consequence:
                'Courts can order parties to try settlement, and the judge can consider whether you skipped mediation. Unreasonable behaviour can lead to a costs order against you under CPR 27.14(2)(g).',
              solution:
                'Take part in good faith. Turning down an offer is not unreasonable in itself, so listen, know your lowest acceptable figure and decide calmly. See [settlement vs court](/blog/settlement-vs-court-when-to-negotiate-and-when-to-fight).',
            },
            {
              title: 'Writing a poor witness statement',
              description:
                'Statements that argue the law, exaggerate, repeat the claim form, or were written by someone else in language the witness would never use.',
              consequence:
                'The judge gives them little weight, and questioning at the hearing can expose gaps between the statement and what the witness actually remembers. Signing a statement of truth you know is false can be contempt of court.',
              solution:
                'Write in the first person and your own words, in date order, with numbered paragraphs that refer to your documents. Keep to facts you know, and sign the statement of truth.',
            },
            {
              title: 'Not following the court\'s directions',
              description:
                'Ignoring the **directions** (the court\'s instructions), which usually require you to send all your documents to the court and the other side at least 14 days before the hearing.',
              consequence: `The judge may refuse to look at late documents or adjourn (postpone) the hearing. ${COSTS_FOR_UNREASONABLE_BEHAVIOUR} Bringing new papers on the day rarely helps.`,
              solution:
                'Read the order carefully. Send a paginated bundle of documents to the court and the other side on time, and keep proof of posting. Email it to the other side only if they (or their solicitor) have said in writing that they accept service by email and given the email address to use.',
            },
            {
              title: 'Not planning how you will get paid',
              description:
                'Suing someone with no job, no savings and no property, or a company that has stopped trading or is about to close.',
              consequence:
                'The court does not collect the money for you. You can win the judgment, pay fees to enforce it and still recover nothing.',
              solution:
                'Before you claim, check whether the other side is working, owns property or is trading. After judgment, an order to obtain information can reveal their means. See [the enforcement section of our complete guide](/blog/complete-guide-uk-small-claims-court-process-2024#after-judgment).',
            },
          ],
        },
      ],
    },
    {
      id: 'before-you-start',
      heading: 'Before you start your claim',
      blocks: [
        {
          type: 'quote',
          text: 'The judge can only decide on what is put in front of them. A short, well-organised bundle and a calm, honest account will do more for your case than any amount of legal language.',
          // Spec 2: "a quote attributed to a senior legal consultant", a claim to confirm before launch.
          attribution: ARTICLE_QUOTE_ATTRIBUTION,
        },
        {
          type: 'paragraph',
          text: 'Use this list as a checklist before you file and again before the hearing. Most of these mistakes come from rushing, so give yourself time at each stage. If you are the defendant, the same points apply to you: respond on time, keep your evidence and take mediation seriously.',
        },
        {
          type: 'list',
          items: [
            'Follow each stage in our [step-by-step guide](/step-by-step-guide).',
            'Find the right forms in our [court forms library](/court-forms-library).',
            'Check common questions on our [FAQ and support](/faq-support) page.',
          ],
        },
      ],
    },
  ],
  related: [
    'complete-guide-uk-small-claims-court-process-2024',
    'how-to-collect-evidence-for-your-small-claims-case',
    'settlement-vs-court-when-to-negotiate-and-when-to-fight',
  ],
} satisfies Article;
