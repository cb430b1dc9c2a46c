import data from './england-and-wales.json';
import { parseBankHolidayFile } from './schema';

/**
 * England and Wales bank holidays (FACTS.md section 10: GOV.UK publishes them as data), checked when loaded.
 * GOV.UK's events, and while GOV.UK has not announced a year yet, that year's projected dates (see the file's
 * notes). Refresh with `npm run update:bank-holidays`; the build fails when GOV.UK's data ends less than 12
 * months ahead (`lib/bank-holiday-check.ts`).
 */
export const bankHolidays = parseBankHolidayFile(data);

export * from './schema';
