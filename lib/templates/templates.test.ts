import {
  courtFeeFor,
  dailyInterest,
  formatMoney,
  interestDays,
  parseDateField,
  paymentDeadline,
  responseDeadline,
  simpleInterest,
  totalClaim,
} from './calculations';
import { formatLongDate } from '@/lib/dates';
import { generateDocument, parseAmount, provenance } from './generate';
import { testDocuments } from './test-documents';
import { fillPlaceholders } from './placeholders';
import { generatorMessages, isUkPhone, isUkPostcode, validateTemplateFields } from './validation';

const d = (iso: string) => new Date(`${iso}T12:00:00`);

describe('courtFeeFor (spec 9 bands)', () => {
  it.each([
    [0, 35],
    [300, 35],
    [300.01, 50],
    [500, 50],
    [500.01, 70],
    [1000, 70],
    [1000.01, 80],
    [1500, 80],
    [1500.01, 115],
    [3000, 115],
    [3000.01, 154],
    [5000, 154],
    [5000.01, 308],
    [10000, 308],
    [10000.01, 770],
    [1e9, 770],
  ])('£%p → £%p', (amount, fee) => expect(courtFeeFor(amount)).toBe(fee));

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p', (amount) => expect(() => courtFeeFor(amount)).toThrow(RangeError));
});

describe('interest (8% a year, simple, per day)', () => {
  it('counts calendar days from the invoice date to today', () => {
    expect(interestDays(d('2026-01-01'), d('2026-01-31'))).toBe(30);
    expect(simpleInterest(1000, d('2026-01-01'), d('2026-01-31'))).toBe(6.58); // 1000 × 0.08 × 30 / 365
    expect(dailyInterest(1000)).toBe(0.22);
  });

  it('counts the extra day across a leap year', () => {
    expect(interestDays(d('2027-06-01'), d('2028-06-01'))).toBe(366);
    expect(simpleInterest(365, d('2027-06-01'), d('2028-06-01'))).toBe(29.28); // 365 × 0.08 × 366 / 365
  });

  it('gives no interest for today or a future invoice date', () => {
    expect(simpleInterest(5000, d('2026-11-22'), d('2026-11-22'))).toBe(0);
    expect(simpleInterest(5000, d('2027-01-01'), d('2026-11-22'))).toBe(0);
  });

  it('adds up the total claim to the penny', () => {
    expect(totalClaim(2400, 52.6, 115)).toBe(2567.6);
    expect(totalClaim(0.1, 0.2, 0)).toBe(0.3);
  });
});

describe('working-day deadlines (weekends and England and Wales bank holidays skipped)', () => {
  it.each([
    ['a Friday', '2026-11-20', '2026-12-10', '2026-12-01'],
    ['a Saturday', '2026-11-21', '2026-12-10', '2026-12-01'],
    ['a Sunday', '2026-11-22', '2026-12-10', '2026-12-01'],
    ['a Monday', '2026-11-23', '2026-12-11', '2026-12-02'],
    // Christmas Day (Fri 25), Boxing Day's substitute (Mon 28 Dec) and New Year's Day (Fri 1 Jan) are not counted.
    ['Thursday 17 December 2026', '2026-12-17', '2027-01-11', '2026-12-30'],
    ['Christmas Day 2026', '2026-12-25', '2027-01-18', '2027-01-07'],
    // Good Friday (26 March) and Easter Monday (29 March) 2027.
    ['Wednesday 24 March 2027', '2027-03-24', '2027-04-15', '2027-04-06'],
    // Both substitute days of Christmas 2027 (Mon 27 and Tue 28 December) and of New Year's Day 2028 (Mon 3 January).
    ['Friday 24 December 2027', '2027-12-24', '2028-01-18', '2028-01-07'],
  ])('from %s', (_day, today, payment, response) => {
    expect(formatLongDate(paymentDeadline(d(today)))).toBe(formatLongDate(d(payment)));
    expect(formatLongDate(responseDeadline(d(today)))).toBe(formatLongDate(d(response)));
  });

  it('gives the deadlines in the document in words, never as dd/mm/yyyy (issue 54)', () => {
    const text = generateDocument('Pay by {{PAYMENT_DEADLINE}}; reply by {{RESPONSE_DEADLINE}}.', [], {}, d('2026-12-17'));
    expect(text).toBe('Pay by 11 January 2027; reply by 30 December 2026.');
  });

  it.each(testDocuments.map((doc) => [doc.name, doc.text] as const))('%s: every date the document writes is in words', (_name, text) => {
    // The answers' dates are 24 August 2026 and "today" 22 November 2026; nothing typed holds a date.
    expect(text).not.toMatch(/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/);
    expect(text).toMatch(/\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/);
  });

  it('says when the rules were last checked in words', () => {
    expect(provenance({ title: 'Letter', version: '2', reviewed: '2026-03-01' })).toContain('last checked on 1 March 2026.');
  });
});

describe('formatting', () => {
  it.each([
    [0, '£0.00'],
    [35, '£35.00'],
    [1234.5, '£1,234.50'],
    [1234567.891, '£1,234,567.89'],
  ])('money %p → %p', (amount, text) => expect(formatMoney(amount)).toBe(text));

  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-30', false],
    ['28/02/2026', false],
    ['', false],
    ['not a date', false],
  ])('reads the date field %p: %p', (value, ok) => expect(parseDateField(value) !== null).toBe(ok));
});

describe('fillPlaceholders (spec 5)', () => {
  const values = { CLAIMANT_NAME: 'Jane Smith', AMOUNT: '£1,000.00' };

  it.each([
    ['[CLAIMANT_NAME]', 'Jane Smith'],
    ['{CLAIMANT_NAME}', 'Jane Smith'],
    ['{{CLAIMANT_NAME}}', 'Jane Smith'],
    ['{{ CLAIMANT_NAME }}', 'Jane Smith'],
    ['[claimant_name]', 'Jane Smith'],
    ['{claimant_name}', 'Jane Smith'],
    ['{{claimant_name}}', 'Jane Smith'],
  ])('replaces %p', (placeholder, expected) => {
    expect(fillPlaceholders(`Dear ${placeholder},`, values)).toBe(`Dear ${expected},`);
  });

  it('leaves unknown and mixed-case placeholders alone, and inserts values as they are', () => {
    expect(fillPlaceholders('[Claimant_Name] [UNKNOWN] [AMOUNT]', values)).toBe('[Claimant_Name] [UNKNOWN] £1,000.00');
    expect(fillPlaceholders('[CLAIMANT_NAME]', { CLAIMANT_NAME: '<script>alert(1)</script> $& $1' })).toBe('<script>alert(1)</script> $& $1');
  });
});

describe('validateTemplateFields (spec 5 messages)', () => {
  const fields = [
    { id: 'claimant_name', label: 'Your full name', type: 'text', required: true },
    { id: 'amount_owed', label: 'Amount owed', type: 'number', required: true },
    { id: 'claimant_email', label: 'Your email', type: 'text', required: false },
    { id: 'debtor_postcode', label: 'Their postcode', type: 'text', required: false },
    { id: 'claimant_phone', label: 'Your phone', type: 'text', required: false },
  ];

  it('names each missing required field', () => {
    expect(validateTemplateFields(fields, { claimant_name: '  ' })).toEqual({
      claimant_name: 'Your full name is required',
      amount_owed: 'Amount owed is required',
    });
  });

  it.each(['-5', 'abc', '1e5', '12.3.4', '£100'])('refuses the number %p', (value) => {
    expect(validateTemplateFields(fields, { claimant_name: 'J', amount_owed: value }).amount_owed).toBe(generatorMessages.number);
  });

  it.each(['0', '1500', '1,500.50', '99999999999'])('accepts the number %p', (value) => {
    expect(validateTemplateFields(fields, { claimant_name: 'J', amount_owed: value })).toEqual({});
  });

  it('checks emails, postcodes and phones by field id', () => {
    expect(validateTemplateFields(fields, { claimant_name: 'J', amount_owed: '1', claimant_email: 'jane@', debtor_postcode: 'XX', claimant_phone: '12345' })).toEqual({
      claimant_email: generatorMessages.email,
      debtor_postcode: generatorMessages.postcode,
      claimant_phone: generatorMessages.phone,
    });
  });

  it.each(['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'ls14ap'])('accepts the postcode %p', (value) => {
    expect(isUkPostcode(value)).toBe(true);
  });

  it.each(['', 'SW1A', '1AA SW1A', 'ABC 123', 'SW1A 1AAA', 'Q1 1AA!'])('refuses the postcode %p', (value) => {
    expect(isUkPostcode(value)).toBe(false);
  });

  it.each(['07700 900123', '+44 7700 900123', '0121 496 0000', '020 7946 0000', '+441214960000'])('accepts the phone %p', (value) => {
    expect(isUkPhone(value)).toBe(true);
  });

  it.each(['12345', '00121 496 0000', '+1 212 555 0100', '0770090', '07700 900123 4567', 'phone'])('refuses the phone %p', (value) => {
    expect(isUkPhone(value)).toBe(false);
  });
});

describe('generateDocument', () => {
  const fields = [
    { id: 'debtor_name', label: 'Debtor', type: 'text' as const, required: true },
    { id: 'amount_owed', label: 'Amount owed', type: 'number' as const, required: true },
    { id: 'invoice_date', label: 'Invoice date', type: 'date' as const, required: true },
  ];
  const content = 'To [DEBTOR_NAME]: {{amount_owed}} due since [INVOICE_DATE]. Interest [INTEREST] ([DAILY_INTEREST] a day), fee [COURT_FEE], total [TOTAL_CLAIM]. Pay by [PAYMENT_DEADLINE]; reply by [RESPONSE_DEADLINE]. Dated [TODAY].';

  it('fills fields and the computed values, to the penny and the day', () => {
    const text = generateDocument(content, fields, { debtor_name: 'Acme Ltd', amount_owed: '2,400', invoice_date: '2026-08-24' }, d('2026-11-22'));
    // 90 days at 8% a year on £2,400 = £47.34; fee band £1,500.01-£3,000 = £115; total £2,562.34.
    expect(text).toBe(
      'To Acme Ltd: £2,400.00 due since 24 August 2026. Interest £47.34 (£0.53 a day), fee £115.00, total £2,562.34. Pay by 10 December 2026; reply by 1 December 2026. Dated 22 November 2026.',
    );
  });

  it('keeps markup typed into a field as text and never charges negative interest', () => {
    const text = generateDocument('[DEBTOR_NAME] [INTEREST]', fields, { debtor_name: '<script>alert(1)</script>', amount_owed: '100', invoice_date: '2030-01-01' }, d('2026-11-22'));
    expect(text).toBe('<script>alert(1)</script> £0.00');
  });

  it('copes with huge amounts and a missing invoice date', () => {
    const text = generateDocument('[AMOUNT_OWED] [INTEREST] [COURT_FEE] [TOTAL_CLAIM]', fields, { amount_owed: '99999999999', invoice_date: 'nonsense' }, d('2026-11-22'));
    expect(text).toBe('£99,999,999,999.00 £0.00 £770.00 £100,000,000,769.00');
    expect(parseAmount('-1')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});
