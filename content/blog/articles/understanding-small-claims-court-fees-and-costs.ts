import {
  APPLICATION_FEES,
  BLOG_FEE_TABLE,
  BLOG_FEE_TABLE_TOP_BAND,
  CURRENT_HEARING_FEES,
  CURRENT_ISSUE_FEES,
  EX50_URL,
  FAQ_FEE_QUOTE,
  FEES_CHECKED,
  SMALL_CLAIMS_LIMIT,
} from '../../fees';
import { CHECK_CURRENT_FEE, FEE_CHANGES_UNCONFIRMED, INTEREST_AND_THE_LIMIT } from '../../shared-passages';
import type { Article } from '../schema';


/**
 * The current fees for a small claim, as at FEES_CHECKED (FACTS.md §2): each issue fee band up to £10,000 with the
 * small claims hearing fee of the hearing band it falls in (the hearing bands' edges are issue bands' edges).
 */
const CURRENT_SMALL_CLAIMS_FEE_ROWS = CURRENT_ISSUE_FEES.flatMap((band, i) => {
  if (!('fee' in band) || band.upTo > SMALL_CLAIMS_LIMIT) return [];
  const from = CURRENT_ISSUE_FEES[i - 1]?.upTo ?? 0;
  const j = CURRENT_HEARING_FEES.findIndex((h) => band.upTo <= h.upTo);
  const hearing = CURRENT_HEARING_FEES[j];
  if (!hearing || from < (CURRENT_HEARING_FEES[j - 1]?.upTo ?? 0)) {
    throw new Error(`No single hearing fee band covers the issue fee band ${band.claimValue}`);
  }
  return [{ claimValue: band.claimValue, courtFee: band.fee, hearingFee: hearing.fee }];
});

/** The issue fee above £10,000 (a percentage of the amount claimed, including interest). */
const PERCENT_ISSUE_FEE = CURRENT_ISSUE_FEES.flatMap((band) => ('percent' in band ? [band] : []))[0]!;

export const feesAndCosts = {
  slug: 'understanding-small-claims-court-fees-and-costs',
  reviewed: '2026-11-29',
  title: 'Understanding Small Claims Court Fees and Costs',
  excerpt:
    'What a small claim really costs: court fees by claim value, the other expenses to budget for, Help with Fees, and what you can win back if you succeed.',
  description:
    'Small claims court fees and costs in England and Wales: issue and hearing fees, other expenses, Help with Fees and what you can recover if you win.',
  date: '2024-11-28',
  readTime: 5,
  category: 'Finance',
  intro: [
    'Going to court costs money, even on the small claims track. Here are the court fees, the other costs to budget for, help if money is tight, and what you can win back.',
  ],
  sections: [
    {
      id: 'court-fees',
      heading: 'Court fees for a small claim',
      blocks: [
        {
          type: 'paragraph',
          text: 'There are two main court fees, and both depend on the value of your claim. For the fee bands, that value includes any interest you claim. The **issue fee** is paid when you start your claim. The **hearing fee** is paid later, if the claim is defended and the court lists it for a hearing. The court tells you the amount and the deadline for paying it.',
        },
        {
          type: 'paragraph',
          text: `These are the fees as at ${FEES_CHECKED}, when we last checked them against the official [EX50 fees list](${EX50_URL}). Then, the issue fees had not changed since March 2015, nor the small claims hearing fees since 30 September 2021. The total is what you pay if your claim goes to a hearing.`,
        },
        {
          type: 'fee-table',
          caption: `Small claims court fees as at ${FEES_CHECKED}, by claim value`,
          rows: CURRENT_SMALL_CLAIMS_FEE_ROWS,
        },
        {
          type: 'paragraph',
          text: `If interest takes the amount you claim over £${SMALL_CLAIMS_LIMIT.toLocaleString('en-GB')}, the issue fee is ${PERCENT_ISSUE_FEE.percent}% of the whole amount claimed (for claims of ${PERCENT_ISSUE_FEE.claimValue}), even though the claim can still be a small claim: the small claims limit does not count interest. A claim worth more than £${SMALL_CLAIMS_LIMIT.toLocaleString('en-GB')} without interest is normally not a small claim, and its hearing fee is different. Online and paper fees have been the same since 18 May 2021, so there is no discount for claiming online.`,
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Fee changes',
          text: FEE_CHANGES_UNCONFIRMED,
        },
        {
          type: 'subheading',
          id: 'earlier-fee-figures',
          text: 'Earlier figures, now out of date',
        },
        {
          type: 'paragraph',
          text: `This article first showed the table below. Its issue fees are the same as the current ones above, but its hearing fees, and so its totals, are out of date: its top band adds up to £${BLOG_FEE_TABLE_TOP_BAND.courtFee + BLOG_FEE_TABLE_TOP_BAND.hearingFee}, and you may also see £${FAQ_FEE_QUOTE.highest.fee} quoted for ${FAQ_FEE_QUOTE.highest.band}. Use the current figures above. ${CHECK_CURRENT_FEE}`,
        },
        {
          type: 'fee-table',
          caption: 'Earlier figures, now out of date: the issue and hearing fees this article first showed',
          rows: [...BLOG_FEE_TABLE],
        },
      ],
    },
    {
      id: 'additional-costs',
      heading: 'Other costs to budget for',
      blocks: [
        {
          type: 'paragraph',
          text: 'Court fees are rarely the only cost. The ranges below are rough guides. The last column shows what the other side can be ordered to pay you if you win.',
        },
        {
          type: 'costs',
          items: [
            {
              type: 'Travel expenses',
              description:
                'Getting to the hearing, parking, and an overnight stay if the court is far away.',
              typical: '£10–£100+',
              recoverable: 'Yes, if reasonable: travel and overnight costs of a party or witness attending the hearing.',
            },
            {
              type: 'Time off work',
              description: 'Earnings or annual leave you or a witness lose by attending the hearing.',
              typical: '£50–£300+',
              recoverable: 'Partly: loss of earnings or leave, up to £95 a day for each person.',
            },
            {
              type: 'Expert witnesses',
              description: 'A report from a specialist, such as a surveyor or mechanic, on a technical point.',
              typical: '£200–£1,000+',
              recoverable: "Only if the court gave permission for the expert, and then up to £750 for each expert.",
            },
            {
              type: 'Document preparation',
              description: 'Paying someone to help draft documents, organise your bundle or guide you.',
              typical: '£100–£500+',
              recoverable:
                'Generally not. The exception is up to £260 for legal advice where you claim an injunction or specific performance.',
            },
          ],
        },
        {
          type: 'subheading',
          text: 'Applications to the court',
        },
        {
          type: 'paragraph',
          text: `To ask the court for permission to use an expert, if you did not ask in your directions questionnaire, you need an application. You make it on [form N244](/court-forms-library#form-n244) (an application notice), which carries a fee. That fee is often quoted as £275, the figure set in 2021. As at ${FEES_CHECKED}, when we last checked, the [EX50 fees list](${EX50_URL}) gave £${APPLICATION_FEES.onNotice} if the other side is given notice, or £${APPLICATION_FEES.byConsentOrWithoutNotice} if both sides agree (by consent) or the application is made without notice (the fees in force since ${APPLICATION_FEES.since}).`,
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Check the current fee',
          text: `Court fees change, and the £275 application fee is out of date. Check the current N244 fee on the [EX50 fees list](${EX50_URL}) before you apply.`,
        },
      ],
    },
    {
      id: 'help-with-fees',
      heading: 'Help with Fees if money is tight',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you have a low income and little in savings, you may not have to pay all of a court fee. You can [apply for Help with Fees on GOV.UK](https://www.gov.uk/get-help-with-court-fees) or on paper using form EX160. Read the guidance booklet EX160A first. The main tests under the scheme in force since 27 November 2023 are:',
        },
        {
          type: 'list',
          items: [
            '**Savings:** under £4,250 for fees up to £1,420, under three times the fee for fees of £1,421 to £5,000, and under £16,000 for higher fees.',
            '**Age:** if you or your partner are 66 or over, savings must be under £16,000, whatever the fee.',
            '**Income:** no fee at or under a gross monthly income (before tax) of £1,420 single or £2,130 for a couple, plus £425 a child aged 13 or under and £710 a child 14 or over; above it, part or all of it.',
            "**Partners:** your partner's income and savings usually count too.",
          ],
        },
        {
          type: 'paragraph',
          text: 'A £3,000 savings limit or an age of 61 belong to the old scheme. Apply before you pay.',
        },
        {
          type: 'paragraph',
          text: 'Our [Help with Fees check](/tools/help-with-fees) applies them to your claim.',
        },
      ],
    },
    {
      id: 'cost-recovery',
      heading: 'What you can win back',
      blocks: [
        {
          type: 'paragraph',
          text: 'Costs (legal fees and expenses) are limited on the small claims track. Under CPR 27.14, if you win, the judge can order the other side to pay:',
        },
        {
          type: 'list',
          items: [
            'your court fees, including issue, hearing and application fees;',
            'the small fixed issue costs set out in Part 45;',
            'reasonable travel and overnight costs for you and your witnesses;',
            'loss of earnings or leave, up to £95 a day for each person;',
            'expert fees, up to £750 for each expert the court allowed;',
            'up to £260 for legal advice, only if you claimed an injunction or specific performance.',
          ],
        },
        {
          type: 'paragraph',
          text: "You usually cannot recover the cost of a solicitor or of other help preparing your case. The exception is CPR 27.14(2)(g): the judge can order further costs against a party who has behaved unreasonably. Turning down a settlement offer is not unreasonable in itself (CPR 27.14(3)). The same limits protect you if you lose. Our [guide to CPR Part 27](/blog/understanding-cpr-part-27-small-claims-track-guide) explains the costs rule in more detail.",
        },
      ],
    },
    {
      id: 'faq',
      heading: 'Frequently asked questions',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              question: 'Can I get my court fees back if I win?',
              answer:
                'Usually, yes. The judge normally adds the court fees you paid to the judgment. You still have to collect the money, and enforcement has its own fees.',
            },
            {
              question: "Do I have to pay the other side's costs if I lose?",
              answer:
                "Only within the limits of CPR 27.14. You may have to repay their court fees, reasonable travel costs, capped loss of earnings and, if the court allowed one, capped expert fees. You will not normally pay their solicitor's bill unless the judge finds you behaved unreasonably.",
            },
            {
              question: 'Does interest count towards the £10,000 small claims limit?',
              answer: INTEREST_AND_THE_LIMIT,
            },
            {
              question: 'Are online court fees cheaper than paper fees?',
              answer:
                'No. Online and paper fees have been the same since 18 May 2021. Websites showing a lower online fee are out of date.',
            },
            {
              question: 'What if I cannot afford the fee?',
              answer:
                'Apply for Help with Fees online or on form EX160 before you pay. If you qualify, the fee is reduced or you pay nothing.',
            },
          ],
        },
      ],
    },
    {
      id: 'next-steps',
      heading: 'Before you pay: a quick checklist',
      blocks: [
        {
          type: 'list',
          items: [
            'Work out your claim value, including interest, to find your fee band.',
            'Check the current issue and hearing fees on the EX50 list.',
            'See whether you qualify for Help with Fees before paying anything.',
            'Keep every receipt for travel, time off work and expert fees, in case you win.',
          ],
        },
        {
          type: 'paragraph',
          text: 'For the full process from start to finish, read our [complete guide to the small claims process](/blog/complete-guide-uk-small-claims-court-process-2024).',
        },
      ],
    },
  ],
  related: [
    'complete-guide-uk-small-claims-court-process-2024',
    'understanding-cpr-part-27-small-claims-track-guide',
    'settlement-vs-court-when-to-negotiate-and-when-to-fight',
  ],
} satisfies Article;
