/**
 * The consultation form's fields, limits, messages and draft reading: everything the form needs while the
 * visitor types, without zod. The schema that checks a request (`consultation.ts`) is loaded by the form
 * only when it is needed, so the home page does not fetch zod on the way to its first paint.
 */
import { caseTypeValues, claimValueValues, type CaseType, type ClaimValue } from '@/content/consultation';
import { groupDigits } from '@/lib/numbers';

/** The form's fields in the order they appear: errors are listed in this order too. */
export const consultationFields = ['name', 'email', 'phone', 'caseType', 'claimValue', 'description'] as const;
export type ConsultationField = (typeof consultationFields)[number];

/** What the form holds while the visitor types: every field as text. */
export type ConsultationValues = Record<ConsultationField, string>;

export const emptyConsultation: ConsultationValues = {
  name: '',
  email: '',
  phone: '',
  caseType: '',
  claimValue: '',
  description: '',
};

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const DESCRIPTION_MAX = 5000;

/**
 * Characters as a visitor counts them: code points, so an emoji counts once (String#length would count
 * most emoji twice). The character counter under the description uses the same count.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** GOV.UK-style messages: say what to do, in the visitor's words. */
export const consultationErrors = {
  nameMissing: 'Enter your full name',
  nameTooLong: `Full name must be ${groupDigits(NAME_MAX)} characters or fewer`,
  emailMissing: 'Enter your email address',
  emailTooLong: `Email address must be ${groupDigits(EMAIL_MAX)} characters or fewer`,
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  phoneFormat: 'Enter a phone number, like 01632 960 001 or +44 808 157 0123',
  phoneTooLong: `Phone number must be ${groupDigits(PHONE_MAX)} characters or fewer`,
  caseTypeMissing: 'Select the type of case',
  claimValueMissing: 'Select the value of your claim',
  descriptionMissing: 'Enter a description of your case',
  descriptionTooLong: `Case description must be ${groupDigits(DESCRIPTION_MAX)} characters or fewer`,
} as const;

/**
 * A loose phone check, only when a number is given: UK or international, digits with optional spaces,
 * brackets, dots or dashes and a leading +; 7 to 15 digits (the E.164 maximum).
 */
export function isPlausiblePhone(phone: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/**
 * Reads a saved draft back (from sessionStorage, which anything on the page could have written): only the
 * known fields, only strings, and only real options for the two selects. Anything else is ignored.
 */
export function parseConsultationDraft(raw: unknown): Partial<ConsultationValues> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const record = raw as Record<string, unknown>;
  const draft: Partial<ConsultationValues> = {};
  for (const field of consultationFields) {
    const value = record[field];
    if (typeof value !== 'string') continue;
    if (field === 'caseType' && !isOneOf<CaseType>(caseTypeValues, value)) continue;
    if (field === 'claimValue' && !isOneOf<ClaimValue>(claimValueValues, value)) continue;
    draft[field] = value;
  }
  return draft;
}
