import { HWF_CAPITAL, HWF_CAPITAL_EDGE, HWF_CONTRIBUTION_RATES, HWF_CONTRIBUTION_SOURCE, HWF_INCOME, HWF_SOURCES } from './help-with-fees';
import { helpWithFeesQuestions } from './help-with-fees-questions';

/*
 * A module of its own, for the page alone: its figures are worked out when it loads, which a bundler cannot leave
 * out of an island that imports the check's other words.
 */

const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB')}`;

/** The contribution bands as table rows: "The first £1,000 (up to £1,000)", "50%". */
function bandRows(): string[][] {
  let from = 0;
  return HWF_CONTRIBUTION_RATES.bands.map(({ width, percent }, i) => {
    const row = [`The ${i === 0 ? 'first' : 'next'} ${pounds(width)} (${i === 0 ? 'up to' : `${pounds(from)} to`} ${pounds(from + width)})`, `${percent}%`];
    from += width;
    return row;
  });
}

/**
 * The tests the check applies, for the page below it (and the only answer without JavaScript): each with its
 * figures in a table where it has some. Built from the constants above, so the page and the check cannot differ.
 */
export const helpWithFeesRules: readonly { title: string; text: readonly string[]; table?: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] } }[] = [
  {
    title: '1. Who can apply',
    text: ['Individuals, sole traders included. A company or other organisation cannot get Help with Fees. Each fee needs its own application: the issue fee, and the hearing fee later.'],
  },
  {
    title: '2. Savings and investments',
    text: [
      'Your savings and investments, with your partner’s, must be under a limit that depends on the fee. They include money in bank and savings accounts, ISAs, shares and bonds, and land or property other than your home.',
      `If your savings are exactly ${pounds(HWF_CAPITAL.lowLimit)} for a fee up to ${pounds(HWF_CAPITAL.lowFeeUpTo)}, or exactly ${pounds(HWF_CAPITAL.highLimit)} when you or your partner are ${HWF_CAPITAL.ageCap} or over (or less than ${pounds(HWF_CAPITAL_EDGE)} over either), you can still apply: the court decides. The fees order says under the limit, but HMCTS’s own calculator lets the limit itself through.`,
    ],
    table: {
      caption: 'Savings and investments must be under',
      columns: ['The fee', 'Limit'],
      rows: [
        [`Up to ${pounds(HWF_CAPITAL.lowFeeUpTo)}`, pounds(HWF_CAPITAL.lowLimit)],
        [`${pounds(HWF_CAPITAL.lowFeeUpTo + 100)} to ${pounds(HWF_CAPITAL.midFeeUpTo)}`, `${HWF_CAPITAL.multiple} times the fee`],
        [`${pounds(HWF_CAPITAL.midFeeUpTo + 100)} or more`, pounds(HWF_CAPITAL.highLimit)],
        [`Any fee, if you or your partner are ${HWF_CAPITAL.ageCap} or over`, pounds(HWF_CAPITAL.highLimit)],
      ],
    },
  },
  {
    title: '3. Benefits',
    text: [
      `If you pass the savings test and get ${helpWithFeesQuestions.benefit.hint.replace(/^[A-Z]/, (c) => c.toLowerCase()).replace(/\.$/, '')}, you are likely to pay no fee, whatever your income. This is the list in the ${HWF_SOURCES.benefitsGuide}, checked on ${HWF_SOURCES.checkedOn}.`,
    ],
  },
  {
    title: '4. Income',
    text: [
      'Otherwise, your gross monthly income (before tax, with your partner’s) is compared with a threshold that depends on your household. At or under the threshold, you are likely to pay no fee.',
      'Above it, you pay part of the fee, or all of it, from the income above the threshold (the “excess income”): see 5 below.',
    ],
    table: {
      caption: 'Gross monthly income threshold',
      columns: ['Household', 'Threshold'],
      rows: [
        ['Single, no children', pounds(HWF_INCOME.single)],
        ['A couple, no children', pounds(HWF_INCOME.single + HWF_INCOME.partner)],
        [`Add for each child aged ${HWF_INCOME.youngChildMaxAge} or under`, pounds(HWF_INCOME.youngChild)],
        [`Add for each child aged ${HWF_INCOME.youngChildMaxAge + 1} or over`, pounds(HWF_INCOME.olderChild)],
      ],
    },
  },
  {
    title: '5. Above the threshold: what you pay',
    text: [
      `Take your threshold from your gross monthly income, and round what is left (your excess income) down to the nearest ${pounds(HWF_CONTRIBUTION_RATES.roundDownTo)}. You pay a share of each slice of it, as in the table, added together. If that comes to the fee or more, you pay the whole fee; if it is less, you pay that and Help with Fees pays the rest. If your income is more than ${pounds(HWF_CONTRIBUTION_RATES.noHelpOver)} over the threshold, you get no help.`,
      `For example, a single person with no children earning £1,800 a month is £380 over the ${pounds(HWF_INCOME.single)} threshold, and pays 50% of £380: £190 of a £455 fee.`,
      `These rates are the ones ${HWF_CONTRIBUTION_SOURCE.name} uses (its public code, as at ${HWF_CONTRIBUTION_SOURCE.dateText}). We could not read the Table of rates in the fees order itself, so the court’s own working is what counts.`,
    ],
    table: {
      caption: 'What you pay from your excess income',
      columns: ['Excess income, rounded down to the nearest ' + pounds(HWF_CONTRIBUTION_RATES.roundDownTo), 'You pay'],
      rows: [
        ...bandRows(),
        [`More than ${pounds(HWF_CONTRIBUTION_RATES.noHelpOver)} (before rounding)`, 'The whole fee: no help'],
      ],
    },
  },
];
