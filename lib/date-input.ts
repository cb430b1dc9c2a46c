/**
 * Issue 40: the GOV.UK Design System's date input, as pure functions. A date is typed into three boxes (Day, Month,
 * Year), so no browser's locale can reorder it (a US-English `<input type="date">` reads 03/01/2025 as 3 January).
 * The field's value stays one string, so drafts, links and answers files are unchanged: the ISO date (2025-03-01)
 * once the three boxes make a real date, else what was typed, kept as `year-month-day` ("2025--1") so nothing typed is
 * lost, or '' when all three are empty.
 */
/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export type DatePart = 'day' | 'month' | 'year';
export type DateParts = Readonly<Record<DatePart, string>>;
export const DATE_PARTS: readonly DatePart[] = ['day', 'month', 'year'];

/** The suffix each box's `name` adds to the field's: `date-day`, `date-month`, `date-year`. */
export const DATE_BOX_SUFFIX: Readonly<Record<DatePart, string>> = { day: '-day', month: '-month', year: '-year' };

const EMPTY: DateParts = { day: '', month: '', year: '' };
const DIGITS = /^\d+$/;

// A literal, not a split string: a call at the top of the module would keep it in every bundle that imports anything
// from here (the shell's page details, through lib/dates.ts), as esbuild cannot tell the call has no side effects.
const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * The Month box's text as a number (issue 54): GOV.UK's date input asks services to accept a month written as a name,
 * in full or shortened ("March", "mar", "Sept."), in any case, as well as a number. A name, or its first three letters
 * or more, is read as its number ("3"); anything else is given back as typed.
 */
export function monthNumber(text: string): string {
  const name = text.trim().toLowerCase().replace(/\.$/, '');
  const index = name.length < 3 ? -1 : MONTH_NAMES.findIndex((month) => month.startsWith(name));
  return index === -1 ? text.trim() : String(index + 1);
}

/** The field's value for what the boxes hold. */
export function dateValue(parts: DateParts): string {
  const day = parts.day.trim();
  const month = monthNumber(parts.month);
  const year = parts.year.trim();
  if (day === '' && month === '' && year === '') return '';
  if (DIGITS.test(day) && DIGITS.test(month) && /^\d{4}$/.test(year)) {
    const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    if (day.length <= 2 && month.length <= 2 && isIsoDate(iso)) return iso;
  }
  return `${year}-${parts.month.trim()}-${day}`;
}

/** What the boxes show for a value (an ISO date shows without leading zeros, as GOV.UK's examples write it: 1 3 2025). */
export function dateParts(value: string): DateParts {
  if (value.trim() === '') return EMPTY;
  if (isIsoDate(value)) {
    const [year, month, day] = value.split('-') as [string, string, string];
    return { day: String(Number(day)), month: String(Number(month)), year };
  }
  const pieces = String(value).split('-');
  if (pieces.length !== 3) return { ...EMPTY, day: value };
  const [year, month, day] = pieces as [string, string, string];
  return { day, month, year };
}

/** What is wrong with a date field's value, GOV.UK's way, and which boxes to mark; null when it is a real date. */
export type DateProblem = { message: string; parts: readonly DatePart[] };

/**
 * GOV.UK's error messages for a date input, for a field whose label is `subject` ("Date the payment was due"):
 * "… must include a month" (or "a day and month"), "Year must include 4 numbers", "… must be a real date". An empty
 * field is the caller's own "Enter …" message (`missing`).
 */
export function dateProblem(value: string, subject: string, missing: string): DateProblem | null {
  if (isIsoDate(value)) return null;
  const typed = dateParts(value);
  const parts = { ...typed, month: monthNumber(typed.month) };
  const empty = DATE_PARTS.filter((part) => parts[part].trim() === '');
  if (empty.length === DATE_PARTS.length) return { message: missing, parts: DATE_PARTS };
  if (empty.length > 0) return { message: `${subject} must include a ${empty.join(' and ')}`, parts: empty };
  if (!DIGITS.test(parts.year.trim()) || parts.year.trim().length !== 4) {
    if (DIGITS.test(parts.day.trim()) && DIGITS.test(parts.month.trim())) return { message: 'Year must include 4 numbers', parts: ['year'] };
  }
  const wrong = DATE_PARTS.filter((part) => !DIGITS.test(parts[part].trim()));
  return { message: `${subject} must be a real date`, parts: wrong.length > 0 ? wrong : DATE_PARTS };
}
