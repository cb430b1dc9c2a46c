import * as z from 'zod/mini';
import { BANK_HOLIDAYS_DIVISION, BANK_HOLIDAYS_FILE, BANK_HOLIDAYS_REFRESH, MIN_BANK_HOLIDAYS_A_YEAR, type BankHolidayEvent, type BankHolidayFile } from './source';

/**
 * The check of the England and Wales bank holidays file (`england-and-wales.json` beside this module), run before
 * every build (build/bank-holiday-check.ts), by the refresh script and by the unit tests. Never in the browser: the
 * working-day functions there read the checked file as typed data (./index.ts), so no schema ships to visitors.
 */

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
