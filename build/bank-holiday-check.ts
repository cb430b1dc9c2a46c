import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addMonths, format, isValid, parseISO, startOfDay } from 'date-fns';
import { checkBankHolidayFile } from '@/content/bank-holidays/schema';
import { BANK_HOLIDAYS_FILE, BANK_HOLIDAYS_REFRESH, BANK_HOLIDAYS_URL, bankHolidayCoverage } from '@/content/bank-holidays/source';
import { formatLongDate } from '@/lib/dates';

/**
 * The check at the start of `npm run build` (package.json), before Next.js spends minutes building: the bank
 * holiday data must be well formed and GOV.UK's own data must reach at least 12 months past today, so that every
 * working-day deadline the site works out for the next year counts real bank holidays. Projected dates (a year
 * GOV.UK has not announced yet) keep an old deployment counting sensibly but do not satisfy the check.
 */
export const BANK_HOLIDAY_MONTHS_AHEAD = 12;

/**
 * What is wrong with the data (malformed, or GOV.UK's data ending less than 12 months after today), in words that
 * do not assume where it came from, or null when it will do.
 */
export function bankHolidayDataProblem(data: unknown, today: Date): string | null {
  if (!isValid(today)) throw new RangeError('Invalid date');
  const { file, issues } = checkBankHolidayFile(data);
  if (!file) return `the England and Wales bank holidays data is malformed (${issues.join('; ')})`;
  const { announcedTo } = bankHolidayCoverage(file);
  const needed = addMonths(startOfDay(today), BANK_HOLIDAY_MONTHS_AHEAD);
  if (announcedTo >= format(needed, 'yyyy-MM-dd')) return null;
  return (
    `GOV.UK's England and Wales bank holidays data ends on ${formatLongDate(parseISO(announcedTo))}, less than ` +
    `${BANK_HOLIDAY_MONTHS_AHEAD} months after today (${formatLongDate(today)}): it must reach ${formatLongDate(needed)}` +
    (file.projected ? ' (projected dates do not count)' : '')
  );
}

const REFRESH_ADVICE =
  `Refresh it: run \`${BANK_HOLIDAYS_REFRESH}\` (downloads ${BANK_HOLIDAYS_URL} and keeps England and Wales), ` +
  'check the change and commit it.';

/** The build's message for bad data: the problem, the file and how to refresh it; or null. */
export function bankHolidayCoverageProblem(data: unknown, today: Date): string | null {
  const problem = bankHolidayDataProblem(data, today);
  if (!problem) return null;
  return `Bank holidays (${BANK_HOLIDAYS_FILE}): ${problem}. The site's working-day deadlines depend on it.\n${REFRESH_ADVICE}`;
}

/** The check of the data file on disk, as the build runs it: its problem, or null. */
export function bankHolidayFileProblem(file: string, today: Date): string | null {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return `Bank holidays (${file}) cannot be read: ${error instanceof Error ? error.message : String(error)}.\n${REFRESH_ADVICE}`;
  }
  return bankHolidayCoverageProblem(data, today);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const problem = bankHolidayFileProblem(BANK_HOLIDAYS_FILE, new Date());
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
  } else {
    console.info(`Bank holidays: ${BANK_HOLIDAYS_FILE} reaches at least ${BANK_HOLIDAY_MONTHS_AHEAD} months ahead.`);
  }
}
