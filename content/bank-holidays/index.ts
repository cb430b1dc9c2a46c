import data from './england-and-wales.json';
import type { BankHolidayFile } from './source';

/**
 * England and Wales bank holidays (FACTS.md section 10: GOV.UK publishes them as data). GOV.UK's events, and while
 * GOV.UK has not announced a year yet, that year's projected dates (see the file's notes). Refresh with
 * `npm run update:bank-holidays`. The file is checked against ./schema.ts before every build, which fails when it
 * is malformed or when GOV.UK's data ends less than 12 months ahead (`build/bank-holiday-check.ts`), and by the unit
 * tests; so it is read here as typed data, and the browser's working-day sums carry no schema library.
 */
export const bankHolidays = data as BankHolidayFile;

export * from './source';
