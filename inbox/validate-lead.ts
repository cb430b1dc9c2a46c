import { leadKinds, type LeadKind } from '@/content/consultation';
import { premiumTemplate } from '@/content/templates';
import { validateTemplateFields } from '@/lib/templates/validation';
import { consultationFields, validateConsultation, type ConsultationValues } from '@/lib/validation/consultation';
import { trialSignupFields, trialSignupSchema } from '@/lib/validation/trial-signup';

export type LeadValidation = { ok: true; data: Record<string, string> } | { ok: false; errors: Record<string, string> };

export function parseLeadKind(value: string | undefined): LeadKind | null {
  if (value === undefined || value === '') return 'consultation';
  return (leadKinds as readonly string[]).includes(value) ? (value as LeadKind) : null;
}

const pick = (fields: Readonly<Record<string, string>>, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, fields[name] ?? '']));

/** Each kind of request is checked by the same rules as the form that sends it. */
export function validateLead(kind: LeadKind, fields: Readonly<Record<string, string>>): LeadValidation {
  switch (kind) {
    case 'consultation': {
      const result = validateConsultation(pick(fields, consultationFields) as ConsultationValues);
      return result.ok ? { ok: true, data: result.data } : { ok: false, errors: result.errors };
    }
    case 'trial': {
      const result = trialSignupSchema.safeParse(pick(fields, trialSignupFields));
      if (result.success) return { ok: true, data: result.data };
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]);
        errors[field] ??= issue.message;
      }
      return { ok: false, errors };
    }
    case 'premium': {
      const names = premiumTemplate.formFields.map((f) => f.id);
      const values = pick(fields, names);
      const errors = validateTemplateFields(premiumTemplate.formFields, values);
      for (const field of premiumTemplate.formFields) {
        const value = values[field.id]!.trim();
        if (field.options && value !== '' && !field.options.includes(value)) errors[field.id] ??= `Choose one of the ${field.label} options`;
      }
      return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) };
    }
  }
}
