import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';

/** en-GB long date, e.g. "22 November 2026". */
export function formatLongDate(date: Date): string {
  if (!isValid(date)) throw new RangeError('Invalid date');
  return format(date, 'd MMMM yyyy', { locale: enGB });
}

/** An ISO date (YYYY-MM-DD) shown as an en-GB long date. */
export function formatIsoDate(iso: string): string {
  return formatLongDate(parseISO(iso));
}
