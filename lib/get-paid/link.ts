/*
 * Issue 55: the planner's address with a judgment filled in, in a module with no imports, so Plan my claim links to it
 * without loading the planner's rules.
 */

/** The query parameter a link fills the judgment with (Plan my claim's "getting paid" step): pounds. */
export const GET_PAID_AMOUNT_PARAM = 'judgment';

/** The planner's address with a judgment amount filled in (`/tools/get-paid?judgment=3200.00`). */
export function getPaidHref(path: string, judgmentPounds?: number): string {
  if (judgmentPounds === undefined || !(judgmentPounds > 0) || !Number.isFinite(judgmentPounds)) return path;
  return `${path}?${GET_PAID_AMOUNT_PARAM}=${judgmentPounds.toFixed(2)}`;
}
