import { isValid as isValidPostcode } from 'postcode';
import { dateProblem } from '@/lib/date-input';
import { REFERENCE_RATE_FIELD } from '@/content/tools/late-payment';
import { formatIsoDate } from '@/lib/dates';
import { parsePercent } from '@/lib/numbers';
import { referencePeriodFor } from '@/lib/tools/claim-costs';
import { parseDateField } from './calculations';
import { askedFields, type Condition } from './conditions';

/** Spec 5: the generator's messages, exactly. */
export const generatorMessages = {
  required: (label: string) => `${label} is required`,
  number: 'Please enter a valid positive number',
  email: 'Please enter a valid email address',
  postcode: 'Please enter a valid UK postcode',
  phone: 'Please enter a valid UK phone number',
  toastTitle: 'Please fix the following errors',
} as const;

type Field = {
  id: string;
  label: string;
  /** A date's name in its messages (the label otherwise). */
  subject?: string;
  type: string;
  required: boolean;
  when?: Condition;
  choices?: readonly { value: string; refusal?: string }[];
};

/** +44 or 0, then a non-zero digit and 9 to 11 more digits; spaces ignored (spec 5). */
export function isUkPhone(value: string): boolean {
  return /^(?:\+44|0)[1-9]\d{9,11}$/.test(value.replace(/\s+/g, ''));
}

/** A simple address pattern (spec 5): something@something.something, no spaces. */
export function isSimpleEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export function isUkPostcode(value: string): boolean {
  return isValidPostcode(value.trim().replace(/\s+/g, ' '));
}

/**
 * A Bank of England reference rate (a number field whose id ends in "rate", issue 37): a percentage from 0 to 25,
 * and, when the template's due date falls overdue in a period whose rate we have confirmed, that rate.
 */
function rateProblem(value: string, fields: readonly Field[], values: Readonly<Record<string, string>>): string | null {
  const rate = parsePercent(value);
  if (rate === null) return REFERENCE_RATE_FIELD.invalid;
  const dueField = fields.find((f) => f.type === 'date' && f.id.includes('invoice'));
  const due = dueField ? parseDateField((values[dueField.id] ?? '').trim()) : null;
  const period = due ? referencePeriodFor(due) : null;
  if (!period || period.rate === null || period.rate === rate) return null;
  return REFERENCE_RATE_FIELD.contradicted(formatIsoDate(period.from), formatIsoDate(period.to), period.rate, formatIsoDate(period.fixedOn));
}

/**
 * One message per failing field, in field order; {} when everything is valid. Only the fields asked for the
 * answers given are checked; a guardrail answer that stops the document fails with its refusal, and the fields
 * after it are not asked (issue 26), so the refusal is the only message.
 */
export function validateTemplateFields(fields: readonly Field[], values: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of askedFields(fields, values)) {
    const value = (values[field.id] ?? '').trim();
    if (value === '') {
      if (field.required) errors[field.id] = generatorMessages.required(field.label);
      continue;
    }
    if (field.type === 'choice') {
      const choice = field.choices?.find((c) => c.value === value);
      if (!choice) errors[field.id] = generatorMessages.required(field.label);
      else if (choice.refusal) errors[field.id] = choice.refusal;
    } else if (field.type === 'date') {
      // GOV.UK's date input (issue 40): the boxes left empty are named, and the date must be real.
      const problem = dateProblem(value, field.subject ?? field.label, generatorMessages.required(field.label));
      if (problem) errors[field.id] = problem.message;
    } else if (field.type === 'number' && /(^|_)rate$/.test(field.id)) {
      const problem = rateProblem(value, fields, values);
      if (problem) errors[field.id] = problem;
    } else if (field.type === 'number') {
      const number = Number(value.replace(/,/g, ''));
      if (!Number.isFinite(number) || number < 0 || !/^\d[\d,]*(\.\d+)?$/.test(value)) errors[field.id] = generatorMessages.number;
    } else if (field.id.includes('email') && !isSimpleEmail(value)) {
      errors[field.id] = generatorMessages.email;
    } else if (field.id.includes('postcode') && !isUkPostcode(value)) {
      errors[field.id] = generatorMessages.postcode;
    } else if (field.id.includes('phone') && !isUkPhone(value)) {
      errors[field.id] = generatorMessages.phone;
    }
  }
  return errors;
}
