import { format, isValid, parseISO, startOfDay } from 'date-fns';

/**
 * ISO calendar dates (YYYY-MM-DD) and local midnight, both ways: a module of its own with nothing but date-fns, so a
 * tool that needs only these (the "Get paid" planner) does not load the working-days calendar and its bank holidays.
 */

export const toIso = (date: Date) => format(date, 'yyyy-MM-dd');

/** An ISO date as local midnight; throws a RangeError for anything that is not a real YYYY-MM-DD date. */
export function fromIso(iso: string): Date {
  if (typeof iso !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new RangeError(`Not an ISO date: ${String(iso)}`);
  const date = parseISO(iso);
  if (!isValid(date) || toIso(date) !== iso) throw new RangeError(`Not a real date: ${iso}`);
  return startOfDay(date);
}
