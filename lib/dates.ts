import { isValid, parseISO } from 'date-fns';

/**
 * The platform's en-GB long date (no locale data to ship to the browser), made on first use: creating an
 * Intl formatter loads locale data, a pause a page that only prefetches this module should not pay.
 */
let longDate: Intl.DateTimeFormat | undefined;
let monthAndYear: Intl.DateTimeFormat | undefined;

/** en-GB long date, e.g. "22 November 2026". */
export function formatLongDate(date: Date): string {
  if (!isValid(date)) throw new RangeError('Invalid date');
  longDate ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  return longDate.format(date);
}

/** An ISO date (YYYY-MM-DD) shown as an en-GB long date. */
export function formatIsoDate(iso: string): string {
  return formatLongDate(parseISO(iso));
}

/** An ISO year and month (YYYY-MM) shown in en-GB, e.g. "March 2021". */
export function formatIsoMonth(iso: string): string {
  if (!/^\d{4}-\d{2}$/.test(iso)) throw new RangeError(`Not an ISO year and month: ${iso}`);
  const date = parseISO(`${iso}-01`);
  if (!isValid(date)) throw new RangeError(`Not an ISO year and month: ${iso}`);
  monthAndYear ??= new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
  return monthAndYear.format(date);
}

export { isIsoDate } from './date-input';
