/** Issue 55: the "Get paid" planner's page, a route of its own under /tools/. */
export const getPaidPage = {
  path: '/tools/get-paid',
  reviewed: '2026-11-30',
  title: 'Get Paid: Judgment Enforcement Planner',
  crumb: 'Get Paid',
  description:
    'Won a County Court judgment but not been paid? Plan how to enforce it in England and Wales: which methods fit, which court, the forms, the fees and the dates.',
  intro:
    'A judgment does not put money in your account: if they do not pay, you choose how to enforce it and pay the court’s fee. Answer a few questions about the judgment and what you know of them, and see which ways are open, which are closed and why, in what order to try them, the forms with your figures, and the dates that matter.',
} as const;
