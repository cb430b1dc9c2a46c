import { dateParts, dateProblem, dateValue, monthNumber } from './date-input';

const SUBJECT = 'Date the payment was due';
const MISSING = 'Enter the date the payment was due';

describe('dateValue and dateParts', () => {
  it('makes the ISO date of three boxes that are a real date, with or without leading zeros', () => {
    expect(dateValue({ day: '1', month: '3', year: '2025' })).toBe('2025-03-01');
    expect(dateValue({ day: '01', month: '03', year: '2025' })).toBe('2025-03-01');
    expect(dateValue({ day: ' 29 ', month: '2', year: '2024' })).toBe('2024-02-29');
  });

  it('keeps what was typed when it is not yet a real date, and gives it back box by box', () => {
    for (const parts of [
      { day: '1', month: '', year: '2025' },
      { day: '29', month: '2', year: '2025' },
      { day: '1', month: '3', year: '25' },
      { day: 'first', month: 'March', year: '2025' },
      { day: '31', month: 'Feb', year: '2025' },
      { day: '001', month: '3', year: '2025' },
    ]) {
      const value = dateValue(parts);
      expect(value).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(dateParts(value)).toEqual(parts);
    }
    expect(dateValue({ day: '', month: '', year: '' })).toBe('');
    expect(dateValue({ day: ' ', month: '', year: '' })).toBe('');
  });

  it('reads a month written as a name, in full or shortened, in any case (GOV.UK date input; issue 54)', () => {
    expect(dateValue({ day: '1', month: 'March', year: '2025' })).toBe('2025-03-01');
    for (const month of ['march', 'MARCH', 'Mar', 'mar', ' mar. ', 'MaR']) expect(dateValue({ day: '1', month, year: '2025' })).toBe('2025-03-01');
    expect(dateValue({ day: '17', month: 'Sept', year: '2026' })).toBe('2026-09-17');
    expect(dateValue({ day: '17', month: 'sep', year: '2026' })).toBe('2026-09-17');
    expect(dateValue({ day: '5', month: 'may', year: '2026' })).toBe('2026-05-05');
    expect(dateValue({ day: '29', month: 'february', year: '2024' })).toBe('2024-02-29');
    expect(
      ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map(monthNumber),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    // Any start of a name from three letters on is that month alone ("jun" and "jul" differ at the third).
    for (const [month, number] of [['Marc', '3'], ['Septem', '9'], ['octob', '10'], ['JUN', '6'], ['jul', '7']] as const) expect(monthNumber(month)).toBe(number);
    // Not a month's name: kept as typed, so nothing is lost and the error says the date is not real.
    for (const month of ['Ma', 'M', 'Ju', 'Marchh', 'Mars', '3rd', 'jan uary', 'mai', '']) expect(monthNumber(month)).toBe(month.trim());
    expect(dateValue({ day: '1', month: 'Mars', year: '2025' })).toBe('2025-Mars-1');
    // What the visitor typed comes back box by box, the name as they wrote it.
    expect(dateParts(dateValue({ day: '1', month: 'Mars', year: '2025' }))).toEqual({ day: '1', month: 'Mars', year: '2025' });
  });

  it('shows an ISO date (from a link, a draft or a file) without leading zeros, and an empty value as empty boxes', () => {
    expect(dateParts('2025-03-01')).toEqual({ day: '1', month: '3', year: '2025' });
    expect(dateParts('')).toEqual({ day: '', month: '', year: '' });
    // Something that is neither (an old draft's text) is not lost: it shows in the first box.
    expect(dateParts('next week')).toEqual({ day: 'next week', month: '', year: '' });
  });
});

describe('dateProblem (GOV.UK messages)', () => {
  const problem = (day: string, month: string, year: string) => dateProblem(dateValue({ day, month, year }), SUBJECT, MISSING);

  it('is null for a real date', () => {
    expect(problem('1', '3', '2025')).toBeNull();
    expect(dateProblem('2025-03-01', SUBJECT, MISSING)).toBeNull();
  });

  it('asks for the date when nothing is entered, and names the missing boxes otherwise', () => {
    expect(problem('', '', '')).toEqual({ message: MISSING, parts: ['day', 'month', 'year'] });
    expect(problem('1', '', '2025')).toEqual({ message: 'Date the payment was due must include a month', parts: ['month'] });
    expect(problem('', '', '2025')).toEqual({ message: 'Date the payment was due must include a day and month', parts: ['day', 'month'] });
    expect(problem('1', '3', '')).toEqual({ message: 'Date the payment was due must include a year', parts: ['year'] });
  });

  it('asks for a four-digit year, and a real date', () => {
    expect(problem('1', '3', '25')).toEqual({ message: 'Year must include 4 numbers', parts: ['year'] });
    expect(problem('31', '2', '2025')).toEqual({ message: 'Date the payment was due must be a real date', parts: ['day', 'month', 'year'] });
    expect(problem('1', '13', '2025')).toEqual({ message: 'Date the payment was due must be a real date', parts: ['day', 'month', 'year'] });
    expect(problem('1', 'March', '2025')).toBeNull();
    expect(problem('1', 'Mars', '2025')).toEqual({ message: 'Date the payment was due must be a real date', parts: ['month'] });
    // A month's name is a month: only the impossible day and month are marked, as for numbers.
    expect(problem('31', 'Feb', '2025')).toEqual({ message: 'Date the payment was due must be a real date', parts: ['day', 'month', 'year'] });
    expect(problem('x', 'Feb', '2025')).toEqual({ message: 'Date the payment was due must be a real date', parts: ['day'] });
    expect(problem('1', 'Mar', '25')).toEqual({ message: 'Year must include 4 numbers', parts: ['year'] });
    expect(dateProblem('next week', SUBJECT, MISSING)).toEqual({ message: 'Date the payment was due must include a month and year', parts: ['month', 'year'] });
  });
});
