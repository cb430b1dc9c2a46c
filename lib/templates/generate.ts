import type { TemplateField } from '@/content/templates/schema';
import {
  courtFeeFor,
  dailyInterest,
  formatMoney,
  formatShortDate,
  parseDateField,
  paymentDeadline,
  responseDeadline,
  simpleInterest,
  totalClaim,
} from './calculations';
import { fillPlaceholders } from './placeholders';

/** A number field's value as pounds ("1,500.50" → 1500.5), or null. */
export function parseAmount(value: string): number | null {
  const number = Number(value.trim().replace(/,/g, ''));
  return value.trim() !== '' && Number.isFinite(number) && number >= 0 ? number : null;
}

/**
 * Spec 5 and 9: the values a document is filled with. Each field's value as typed (money fields as pounds and
 * pence, dates as dd/mm/yyyy), and the computed ones: the claim amount is the template's first number field,
 * interest runs from its invoice date field to today, and deadlines count working days from today.
 */
export function documentValues(fields: readonly TemplateField[], values: Readonly<Record<string, string>>, today: Date): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const raw = (values[field.id] ?? '').trim();
    const amount = field.type === 'number' ? parseAmount(raw) : null;
    const date = field.type === 'date' ? parseDateField(raw) : null;
    out[field.id.toUpperCase()] = amount !== null && field.id.includes('amount') ? formatMoney(amount) : date ? formatShortDate(date) : raw;
  }
  const amountField = fields.find((f) => f.type === 'number');
  const invoiceField = fields.find((f) => f.type === 'date' && f.id.includes('invoice'));
  const amount = amountField ? (parseAmount(values[amountField.id] ?? '') ?? 0) : 0;
  const invoiceDate = invoiceField ? parseDateField(values[invoiceField.id] ?? '') : null;
  const interest = invoiceDate ? simpleInterest(amount, invoiceDate, today) : 0;
  const fee = courtFeeFor(amount);
  return {
    ...out,
    TODAY: formatShortDate(today),
    INTEREST: formatMoney(interest),
    DAILY_INTEREST: formatMoney(dailyInterest(amount)),
    COURT_FEE: formatMoney(fee),
    TOTAL_CLAIM: formatMoney(totalClaim(amount, interest, fee)),
    PAYMENT_DEADLINE: formatShortDate(paymentDeadline(today)),
    RESPONSE_DEADLINE: formatShortDate(responseDeadline(today)),
  };
}

/** The customised document: the template with every placeholder filled, as plain text. */
export function generateDocument(content: string, fields: readonly TemplateField[], values: Readonly<Record<string, string>>, today: Date): string {
  return fillPlaceholders(content, documentValues(fields, values, today));
}
