import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, isValid } from 'date-fns';
import { checkBankHolidayFile } from '@/content/bank-holidays/schema';
import { BANK_HOLIDAYS_DIVISION, BANK_HOLIDAYS_FILE, BANK_HOLIDAYS_URL, bankHolidayCoverage } from '@/content/bank-holidays/source';
import { bankHolidayDataProblem } from '@/build/bank-holiday-check';

/**
 * `npm run update:bank-holidays`: downloads GOV.UK's bank holidays, keeps England and Wales and writes the site's
 * data file dated today, in place of the old one (projected dates included: GOV.UK's data replaces them). It
 * refuses to write data the build would refuse (malformed, or ending less than 12 months ahead), so the file on
 * disk is always one the build accepts.
 */

/** GOV.UK's whole file (every division) as the site's file: England and Wales only, dated `today`. */
export function bankHolidayFileFromGovUk(govUk: unknown, today: Date): unknown {
  if (!isValid(today)) throw new RangeError('Invalid date');
  const division = typeof govUk === 'object' && govUk !== null ? (govUk as Record<string, unknown>)[BANK_HOLIDAYS_DIVISION] : undefined;
  const events = typeof division === 'object' && division !== null ? (division as { events?: unknown }).events : undefined;
  if (!Array.isArray(events)) throw new Error(`GOV.UK's file has no "${BANK_HOLIDAYS_DIVISION}" events`);
  return {
    source: BANK_HOLIDAYS_URL,
    division: (division as { division?: unknown }).division,
    retrieved: format(today, 'yyyy-MM-dd'),
    // Each event's four fields as GOV.UK gives them, in its order; the check refuses anything else.
    events: events.map((event: unknown) => {
      if (typeof event !== 'object' || event === null) return event;
      const { title, date, notes, bunting } = event as Record<string, unknown>;
      return { title, date, notes, bunting };
    }),
  };
}

async function main(): Promise<void> {
  const response = await fetch(BANK_HOLIDAYS_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${BANK_HOLIDAYS_URL} answered ${response.status} ${response.statusText}`);
  const today = new Date();
  const data = bankHolidayFileFromGovUk(await response.json(), today);
  const problem = bankHolidayDataProblem(data, today);
  const { file } = checkBankHolidayFile(data);
  if (problem || !file) {
    console.error(`${BANK_HOLIDAYS_FILE} not changed: ${problem ?? 'malformed'}.`);
    process.exitCode = 1;
    return;
  }
  writeFileSync(BANK_HOLIDAYS_FILE, `${JSON.stringify(file, null, 2)}\n`);
  const { from, announcedTo } = bankHolidayCoverage(file);
  console.info(`Wrote ${BANK_HOLIDAYS_FILE}: ${file.events.length} England and Wales bank holidays, covering ${from} to ${announcedTo}.`);
  console.info('Check the change (git diff) and commit it.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error(`${BANK_HOLIDAYS_FILE} not changed: ${error instanceof Error ? error.message : String(error)}${cause}`);
    process.exitCode = 1;
  });
}
