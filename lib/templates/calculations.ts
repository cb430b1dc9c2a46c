import { differenceInCalendarDays, isValid, parseISO, startOfDay } from 'date-fns';
import {
  DAYS_PER_YEAR,
  GENERATOR_FEE_BANDS,
  INTEREST_RATE_PER_YEAR,
  PAYMENT_DEADLINE_WORKING_DAYS,
  RESPONSE_DEADLINE_WORKING_DAYS,
} from '@/content/templates/constants';
import { addWorkingDays } from '@/lib/working-days';

/** Spec 9: the generator's court fee for a claim amount in pounds (bands are inclusive at the top). */
export function courtFeeFor(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a claim amount: ${amount}`);
  return GENERATOR_FEE_BANDS.find((band) => amount <= band.upTo)!.fee;
}

/** Whole days of interest from the invoice date to today; none for a date in the future. */
export function interestDays(invoiceDate: Date, today: Date): number {
  return Math.max(0, differenceInCalendarDays(startOfDay(today), startOfDay(invoiceDate)));
}

/** Spec 9: simple interest at 8% a year, per day (rate ÷ 365), rounded to the penny. */
export function dailyInterest(amount: number): number {
  return roundPence((amount * INTEREST_RATE_PER_YEAR) / DAYS_PER_YEAR);
}

export function simpleInterest(amount: number, invoiceDate: Date, today: Date): number {
  return roundPence((amount * INTEREST_RATE_PER_YEAR * interestDays(invoiceDate, today)) / DAYS_PER_YEAR);
}

/** Spec 9: total claim = claim amount + interest + court fee. */
export function totalClaim(amount: number, interest: number, courtFee: number): number {
  return roundPence(amount + interest + courtFee);
}

/**
 * Spec 9: the deadlines count working days from today. The spec says "weekends skipped"; England and Wales bank
 * holidays are skipped as well, since a deadline that lands on Christmas Day is wrong (`lib/working-days.ts`).
 * Throws a RangeError past the end of the bank holiday data rather than guess.
 */
export const paymentDeadline = (today: Date) => addWorkingDays(today, PAYMENT_DEADLINE_WORKING_DAYS);
export const responseDeadline = (today: Date) => addWorkingDays(today, RESPONSE_DEADLINE_WORKING_DAYS);

function roundPence(value: number): number {
  return Math.round(value * 100) / 100;
}

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec 9: money with a pound sign, two decimals and thousands separators, e.g. "£1,234.50". */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return money.format(amount);
}

/** A date field's value (yyyy-mm-dd from a date input) as a Date, or null if it is not a real date. */
export function parseDateField(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}
