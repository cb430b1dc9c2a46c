import { HWF_CAPITAL, HWF_INCOME, HWF_SOURCES } from './help-with-fees';
import { helpWithFeesQuestions } from './help-with-fees-questions';

/*
 * A module of its own, for the page alone: its figures are worked out when it loads, which a bundler cannot leave
 * out of an island that imports the check's other words.
 */

const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB')}`;

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
      'Above it, you pay part of the fee, or all of it, worked out from the income above the threshold (the “excess income”) at rates set by the fees order. We could not confirm the current rates, so we do not give a figure: the court works it out on your application.',
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
];
