/** Issue 55: who can owe a judgment, and what the visitor may know they have (a module of its own: the questions need only these). */

export const DEBTORS = ['individual', 'sole-trader', 'company', 'partnership'] as const;
export type Debtor = (typeof DEBTORS)[number];
/** What the visitor knows the debtor has; none of them is "I don't know". */
export const ASSETS = ['employed', 'home', 'bank', 'goods'] as const;
export type Asset = (typeof ASSETS)[number];
