const whole = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const pence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** "£35" for whole pounds, "£35.50" otherwise. */
export function formatPounds(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return Number.isInteger(amount) ? whole.format(amount) : pence.format(amount);
}

/** Spec 3 "fee row": the total column is the sum of the issue (court) fee and the hearing fee. */
export function feeRowTotal(row: { courtFee: number; hearingFee: number }): number {
  return row.courtFee + row.hearingFee;
}
