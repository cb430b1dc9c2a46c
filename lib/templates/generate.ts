import { addDays } from 'date-fns';
import type { Template, TemplateField } from '@/content/templates/schema';
import { siteConfig } from '@/content/site';
import { formatLongDate } from '@/lib/dates';
import { courtFeeFor, formatMoney, parseDateField, paymentDeadline, responseDeadline, totalClaim } from './calculations';
import { issueFeeFor, latePaymentInterest, section69Interest } from '@/lib/tools/claim-costs';
import { parsePercent } from '@/lib/numbers';
import { fillPlaceholders } from './placeholders';
import { conditionHolds, resolveConditions, shownFields } from './conditions';

/** Pre-Action Protocol for Debt Claims (FACTS.md §3): the debtor has 30 days from the letter to reply. */
export const PROTOCOL_REPLY_DAYS = 30;

/** A number field's value as pounds ("1,500.50" → 1500.5), or null. */
export function parseAmount(value: string): number | null {
  const number = Number(value.trim().replace(/,/g, ''));
  return value.trim() !== '' && Number.isFinite(number) && number >= 0 ? number : null;
}

/**
 * Spec 5 and 9: the values a document is filled with. Each field's value as typed (money fields as pounds and
 * pence, dates in words, a question's answer as its label), and the computed ones: the claim amount is
 * the template's first number field, interest runs from its invoice date field to today (section 69, or Late
 * Payment interest and compensation when `interest_kind` chose them at `reference_rate`), the court fee is
 * banded on the amount claimed with interest and compensation (the claim's value, FACTS.md §2), and deadlines count
 * working days from today. COURT_FEE is the spec's generator fee (spec 9); CURRENT_COURT_FEE is the current official
 * fee from the table the claim calculator uses, for instructions on filling in the court form (issue 24).
 *
 * Dates (issue 54): spec 9's "en-GB day/month/year" is kept as the order, day then month then year, but written in
 * words, "1 March 2025", as every page writes them: a formal letter is read by people (and firms abroad) for whom
 * "01/03/2025" is 3 January, and it must not be ambiguous.
 */
export function documentValues(fields: readonly TemplateField[], values: Readonly<Record<string, string>>, today: Date): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const raw = (values[field.id] ?? '').trim();
    if (field.type === 'choice') {
      out[field.id.toUpperCase()] = field.choices?.find((choice) => choice.value === raw)?.label ?? raw;
      continue;
    }
    const amount = field.type === 'number' ? parseAmount(raw) : null;
    const date = field.type === 'date' ? parseDateField(raw) : null;
    out[field.id.toUpperCase()] = amount !== null && field.id.includes('amount') ? formatMoney(amount) : date ? formatLongDate(date) : raw;
  }
  const amountField = fields.find((f) => f.type === 'number');
  const invoiceField = fields.find((f) => f.type === 'date' && f.id.includes('invoice'));
  const amount = amountField ? (parseAmount(values[amountField.id] ?? '') ?? 0) : 0;
  const dueDate = (invoiceField ? parseDateField(values[invoiceField.id] ?? '') : null) ?? today;
  // Issue 37: Late Payment interest and compensation when the visitor chose them (with a reference rate), else section 69.
  const referenceRate = values.interest_kind === 'late-payment' ? parsePercent(values.reference_rate ?? '') : null;
  const working = referenceRate === null ? section69Interest(amount, dueDate, today) : latePaymentInterest(amount, dueDate, today, referenceRate);
  const claimed = amount + working.interest + working.compensation;
  const fee = courtFeeFor(claimed);
  const currentFee = issueFeeFor(claimed).fee;
  return {
    ...out,
    ...(referenceRate === null ? {} : { REFERENCE_RATE: `${referenceRate}%` }),
    TODAY: formatLongDate(today),
    INTEREST: formatMoney(working.interest),
    DAILY_INTEREST: formatMoney(working.daily),
    INTEREST_RATE: `${working.ratePercent}%`,
    COMPENSATION: formatMoney(working.compensation),
    COURT_FEE: formatMoney(fee),
    TOTAL_CLAIM: formatMoney(totalClaim(claimed, 0, fee)),
    CURRENT_COURT_FEE: formatMoney(currentFee),
    CURRENT_TOTAL_CLAIM: formatMoney(totalClaim(claimed, 0, currentFee)),
    PAYMENT_DEADLINE: formatLongDate(paymentDeadline(today)),
    RESPONSE_DEADLINE: formatLongDate(responseDeadline(today)),
    PROTOCOL_REPLY_DEADLINE: formatLongDate(addDays(today, PROTOCOL_REPLY_DAYS)),
  };
}

/** An address the visitor types over several lines: a field whose id ends in "address". */
export const isAddressField = (field: Pick<TemplateField, 'id'>) => /(^|_)address$/.test(field.id);

/** The placeholders (field ids in capitals) whose several lines are joined with commas inside running text. */
export const inlineAddresses = (fields: readonly TemplateField[]) => fields.filter(isAddressField).map((field) => field.id.toUpperCase());

/**
 * A document with every placeholder filled, as plain text. An address keeps its lines where it stands on lines of
 * its own (a letter's address block) and is joined with commas inside a sentence (issue 26).
 */
export function generateDocument(content: string, fields: readonly TemplateField[], values: Readonly<Record<string, string>>, today: Date): string {
  return fillPlaceholders(content, documentValues(fields, values, today), { inline: inlineAddresses(fields) });
}

/** Only the answers to the questions asked: an answer to a question the visitor no longer sees counts for nothing. */
export function askedValues(template: Pick<Template, 'formFields'>, values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(shownFields(template.formFields, values).map((field) => [field.id, values[field.id] ?? '']));
}

/** Issue 17 point 8: where the document came from, at its end. */
export function provenance(template: Pick<Template, 'title' | 'version' | 'reviewed'>): string {
  const [year, month, day] = template.reviewed.split('-').map(Number);
  const checked = formatLongDate(new Date(year!, month! - 1, day!));
  return [
    '----------------------------------------------------------------',
    `Made with the ${template.title} template, version ${template.version}, from ${siteConfig.name} (${siteConfig.url}). The rules it follows were last checked on ${checked}. General guidance, not legal advice: check it fits your case before you use it.`,
  ].join('\n');
}

/**
 * The customised document for the answers given: the blocks the guardrail questions choose, every placeholder
 * filled, and the provenance at the end.
 */
export function buildDocument(template: Template, values: Readonly<Record<string, string>>, today: Date): string {
  const asked = askedValues(template, values);
  const body = generateDocument(resolveConditions(template.fullContent, asked), template.formFields, asked, today);
  return `${body.trimEnd()}\n\n${provenance(template)}\n`;
}

/** What to do next, for these answers, with the dates filled in. */
export function buildNextSteps(template: Template, values: Readonly<Record<string, string>>, today: Date): string[] {
  const asked = askedValues(template, values);
  const filled = documentValues(template.formFields, asked, today);
  return template.nextSteps.filter((step) => conditionHolds(step.when, asked)).map((step) => fillPlaceholders(step.text, filled, { inline: inlineAddresses(template.formFields) }));
}
