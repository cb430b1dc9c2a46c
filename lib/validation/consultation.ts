import * as z from 'zod/mini';
import { caseTypeValues, claimValueValues } from '@/content/consultation';
import {
  characterCount,
  consultationErrors,
  consultationFields,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  isPlausiblePhone,
  NAME_MAX,
  PHONE_MAX,
  type ConsultationField,
  type ConsultationValues,
} from './consultation-fields';

export * from './consultation-fields';

const text = (missing: string, max: number, tooLong: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, missing),
    z.refine((v) => characterCount(v) <= max, tooLong),
  );

/**
 * The consultation request (spec 3 and 5). Every text is trimmed first, so a field of spaces counts as
 * empty. Nothing is truncated: a text over its limit gets a message instead. Written with `zod/mini`, the
 * tree-shakable form of zod, because this schema runs in the browser: it costs the home page a fraction of
 * the full zod API's size.
 */
export const consultationSchema = z.object({
  name: text(consultationErrors.nameMissing, NAME_MAX, consultationErrors.nameTooLong),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, consultationErrors.emailMissing),
      z.maxLength(EMAIL_MAX, consultationErrors.emailTooLong),
      z.regex(z.regexes.email, consultationErrors.emailFormat),
    ),
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(PHONE_MAX, consultationErrors.phoneTooLong),
      z.refine((v) => v === '' || isPlausiblePhone(v), consultationErrors.phoneFormat),
    ),
  caseType: z.enum(caseTypeValues, { error: consultationErrors.caseTypeMissing }),
  claimValue: z.enum(claimValueValues, { error: consultationErrors.claimValueMissing }),
  description: text(consultationErrors.descriptionMissing, DESCRIPTION_MAX, consultationErrors.descriptionTooLong),
});

export type ConsultationRequest = z.infer<typeof consultationSchema>;

export type ConsultationErrors = Partial<Record<ConsultationField, string>>;

const isField = (key: unknown): key is ConsultationField =>
  typeof key === 'string' && (consultationFields as readonly string[]).includes(key);

/** Maps zod issues to one message per field (the first found), keyed in the form's field order. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): ConsultationErrors {
  const firstByField = new Map<ConsultationField, string>();
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field) && !firstByField.has(field)) firstByField.set(field, issue.message);
  }
  const errors: ConsultationErrors = {};
  for (const field of consultationFields) {
    const message = firstByField.get(field);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

export type ConsultationValidation =
  | { ok: true; data: ConsultationRequest }
  | { ok: false; errors: ConsultationErrors };

export function validateConsultation(values: ConsultationValues): ConsultationValidation {
  const result = consultationSchema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: toFieldErrors(result.error.issues) };
}
