import * as z from 'zod/mini';

/**
 * The England and Wales bank holidays file (`england-and-wales.json` beside this module): GOV.UK's published
 * data, with the day it was taken and, while GOV.UK has not yet announced a year the site needs, that year's
 * dates worked out from the statute in a separate `projected` part. Written with `zod/mini` because the
 * working-day functions, and so this schema, run in the browser (the generator's deadlines).
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

const isoDate = z.iso.date('a real date written YYYY-MM-DD');

/** One event as GOV.UK gives it: its title ("Boxing Day"), date, notes ("Substitute day" or empty), bunting. */
const eventSchema = z.object(
  {
    title: z.string().check(z.minLength(1, 'a title')),
    date: isoDate,
    notes: z.string('text, empty when there is none'),
    bunting: z.boolean('true or false'),
  },
  'an event (title, date, notes, bunting)',
);
export type BankHolidayEvent = z.infer<typeof eventSchema>;

const yearOf = (iso: string) => Number(iso.slice(0, 4));

/** Years from the first event's to the last event's that hold fewer than the minimum of events. */
function incompleteYears(events: readonly BankHolidayEvent[]): number[] {
  const counts = new Map<number, number>();
  for (const event of events) counts.set(yearOf(event.date), (counts.get(yearOf(event.date)) ?? 0) + 1);
  const short: number[] = [];
  for (let year = yearOf(events[0]!.date); year <= yearOf(events.at(-1)!.date); year++) {
    if ((counts.get(year) ?? 0) < MIN_BANK_HOLIDAYS_A_YEAR) short.push(year);
  }
  return short;
}

const eventsSchema = z.array(eventSchema, 'a list of events').check(
  z.minLength(1, { message: 'at least one event', abort: true }),
  z.refine((events) => events.every((event, i) => i === 0 || events[i - 1]!.date < event.date), {
    message: 'dates in order, each once',
    abort: true,
  }),
  z.superRefine((events, ctx) => {
    const short = incompleteYears(events);
    if (short.length === 0) return;
    ctx.addIssue({
      code: 'custom',
      input: events,
      message: `every year from the first to the last complete (at least ${MIN_BANK_HOLIDAYS_A_YEAR} bank holidays), not ${short.join(', ')}`,
    });
  }),
);

export const bankHolidayFileSchema = z
  .object({
    /** Where the data comes from: GOV.UK's address. */
    source: z.string().check(z.minLength(1, 'where the data comes from')),
    /** How this copy was made, when it was not downloaded by the refresh script. */
    sourceNote: z.optional(z.string()),
    division: z.literal(BANK_HOLIDAYS_DIVISION, `"${BANK_HOLIDAYS_DIVISION}"`),
    /** The day the data was taken. */
    retrieved: isoDate,
    /** GOV.UK's events, as published. */
    events: eventsSchema,
    /** Dates not yet announced by GOV.UK, worked out from the statute; to be replaced by GOV.UK's data. */
    projected: z.optional(z.object({ note: z.string().check(z.minLength(1, 'a note saying why')), events: eventsSchema }, 'a note and events')),
  }, 'an object with source, division, retrieved and events')
  .check(
    z.refine((file) => !file.projected?.events[0] || !file.events.at(-1) || yearOf(file.projected.events[0].date) > yearOf(file.events.at(-1)!.date), {
      message: 'projected years only after the last year GOV.UK has published',
      path: ['projected'],
    }),
  );
export type BankHolidayFile = z.infer<typeof bankHolidayFileSchema>;

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

/** The file checked: its data, or what is wrong with it (one line each, naming where). */
export function checkBankHolidayFile(data: unknown): { file: BankHolidayFile; issues?: never } | { file?: never; issues: string[] } {
  const result = bankHolidayFileSchema.safeParse(data);
  if (result.success) return { file: result.data };
  return { issues: result.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the file'}: ${issue.message}`) };
}

/** The file, checked; throws with every problem and how to download it again when it is not well formed. */
export function parseBankHolidayFile(data: unknown): BankHolidayFile {
  const { file, issues } = checkBankHolidayFile(data);
  if (!file) throw new Error(`${BANK_HOLIDAYS_FILE} is malformed (${issues.join('; ')}). Download it again: ${BANK_HOLIDAYS_REFRESH}.`);
  return file;
}
