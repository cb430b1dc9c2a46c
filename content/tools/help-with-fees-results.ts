/*
 * Issue 51: the words of the Help with Fees check's result, one fee at a time (lib/tools/help-with-fees-form.ts fills
 * in the figures, already written as "£1,420"). Only literals and functions here, so a page that shows a likely fee
 * without the check's result (the claim calculator, Plan my claim) does not carry them.
 */

/** The likely result for one fee, in a few words. */
export const hwfHeadlines = {
  noFee: 'Likely no fee to pay',
  part: (pays: string, fee: string) => `Likely to pay ${pays} of the ${fee} fee`,
  wholeFee: 'Likely to pay the whole fee',
  noHelp: 'Not likely to get help',
  courtDecides: 'You can still apply: the court decides',
} as const;

/** Why: one sentence or two, with the figures that decided it. */
export const hwfReasons = {
  company: 'Help with Fees is for individuals, sole traders included. A company or other organisation cannot get it.',
  capital: (savings: string, limit: string, fee: string) => `Your savings and investments of ${savings} are not under ${limit}, the limit for a fee of ${fee}.`,
  capitalOver66: (savings: string, limit: string) =>
    `Your savings and investments of ${savings} are not under ${limit}, the limit whatever the fee when you or your partner are 66 or over.`,
  capitalEdge: (savings: string, limit: string) =>
    `Your savings and investments of ${savings} are at or just over the ${limit} limit. The fees order says they must be under ${limit}, but HMCTS’s own calculator lets ${limit} itself through, so you can still apply: the court decides.`,
  /** What follows if the court lets savings at the limit through: "If the court lets your savings through: likely to pay …". */
  ifSavingsPass: (headline: string) => `If the court lets your savings through: ${headline.charAt(0).toLowerCase()}${headline.slice(1)}`,
  benefit: (guide: string, checkedOn: string, savingsUnder: string | null) =>
    `You get one of the benefits listed in the ${guide} (checked on ${checkedOn})${savingsUnder ? `, and your savings are under ${savingsUnder}` : ''}.`,
  incomeAtOrUnder: (income: string, threshold: string) => `Your monthly income of ${income} is not more than your threshold: ${threshold}.`,
  incomeOver: (income: string, excess: string, threshold: string) => `Your monthly income of ${income} is ${excess} more than your threshold (${threshold}).`,
  rounding: (roundTo: string) => `Rounded down to the nearest ${roundTo}, that is £0, so you are likely to pay nothing towards the fee.`,
  part: (pays: string, fee: string, remitted: string) =>
    `From that excess income you are likely to pay ${pays}, less than the ${fee} fee, so Help with Fees is likely to pay the other ${remitted}.`,
  wholeFee: (contribution: string, fee: string) =>
    `From that excess income you would pay ${contribution}, which is at least the ${fee} fee, so you are likely to pay the whole fee: Help with Fees would pay none of it.`,
  incomeCap: (cap: string) => `With an income more than ${cap} over your threshold, Help with Fees gives no help: you pay the whole fee.`,
} as const;

/** The working, a line a step, under "How it is worked out". */
export const hwfWorking = {
  title: 'How it is worked out',
  excess: (income: string, threshold: string, excess: string) => `Excess income: ${income} − ${threshold} = ${excess}`,
  rounded: (roundTo: string, rounded: string) => `Rounded down to the nearest ${roundTo}: ${rounded}`,
  band: (first: boolean, percent: number, width: string, on: string, pays: string) =>
    `${percent}% of the ${first ? 'first' : 'next'} ${width}: ${percent}% × ${on} = ${pays}`,
  total: (parts: readonly string[], total: string) => `What you pay: ${parts.join(' + ')} = ${total}`,
  remitted: (fee: string, pays: string, remitted: string) => `Help with Fees pays: ${fee} − ${pays} = ${remitted}`,
  atLeastFee: (contribution: string, fee: string) => `${contribution} is at least the ${fee} fee: you pay the whole fee`,
  overCap: (excess: string, cap: string) => `${excess} is more than ${cap} over the threshold: no help`,
} as const;
