/**
 * The England and Wales bank holidays file (`england-and-wales.json` beside this module): GOV.UK's published data,
 * with the day it was taken and, while GOV.UK has not yet announced a year the site needs, that year's dates worked
 * out from the statute in a separate `projected` part. Its shape, where it comes from, and what it covers; the check
 * of a file is ./schema.ts (build and tests only).
 */

/** GOV.UK's data: the whole file, of which the site keeps one division. */
export const BANK_HOLIDAYS_URL = 'https://www.gov.uk/bank-holidays.json';
export const BANK_HOLIDAYS_DIVISION = 'england-and-wales';
/** Where the file lives, and the command that downloads it again (README, "Before launch"). */
export const BANK_HOLIDAYS_FILE = 'content/bank-holidays/england-and-wales.json';
export const BANK_HOLIDAYS_REFRESH = 'npm run update:bank-holidays';

/**
 * Every year England and Wales has at least eight bank holidays (New Year's Day, Good Friday, Easter Monday,
 * early May, spring, summer, Christmas Day, Boxing Day); a year with fewer in the file is incomplete.
 */
export const MIN_BANK_HOLIDAYS_A_YEAR = 8;

/** One event as GOV.UK gives it: its title ("Boxing Day"), date (YYYY-MM-DD), notes ("Substitute day" or empty), bunting. */
export type BankHolidayEvent = { title: string; date: string; notes: string; bunting: boolean };

export type BankHolidayFile = {
  /** Where the data comes from: GOV.UK's address. */
  source: string;
  /** How this copy was made, when it was not downloaded by the refresh script. */
  sourceNote?: string;
  division: typeof BANK_HOLIDAYS_DIVISION;
  /** The day the data was taken. */
  retrieved: string;
  /** GOV.UK's events, as published, in date order. */
  events: BankHolidayEvent[];
  /** Dates not yet announced by GOV.UK, worked out from the statute; to be replaced by GOV.UK's data. */
  projected?: { note: string; events: BankHolidayEvent[] };
};

/**
 * The days a well-formed file covers, as ISO dates. GOV.UK publishes whole years, so a file covers 1 January of
 * its first year to 31 December of its last: `announcedTo` is the end of GOV.UK's own data, `to` the end of the
 * projected year when there is one.
 */
export function bankHolidayCoverage(file: BankHolidayFile): { from: string; announcedTo: string; to: string } {
  const lastAnnounced = file.events.at(-1)!.date;
  const last = file.projected?.events.at(-1)?.date ?? lastAnnounced;
  return { from: `${file.events[0]!.date.slice(0, 4)}-01-01`, announcedTo: `${lastAnnounced.slice(0, 4)}-12-31`, to: `${last.slice(0, 4)}-12-31` };
}
