import { z } from 'zod';
import { text } from '../zod-parts';

/**
 * Spec 3 "template" and "form field". A template's `fullContent` holds bracketed placeholders: each one is a form
 * field's id in capitals, e.g. [CLAIMANT_NAME] for the field `claimant_name`, or one of the computed values below.
 * The generator also accepts {X}, {{X}} and the lower-case forms (spec 5).
 */
export const fieldTypes = ['text', 'textarea', 'number', 'date', 'select'] as const;

export const templateFieldSchema = z.object({
  /** Lower-case snake case. Ids containing "email", "postcode" or "phone" get those checks (spec 5). */
  id: z.string().regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/),
  label: text,
  type: z.enum(fieldTypes),
  placeholder: text.optional(),
  required: z.boolean(),
  options: z.array(text).min(2).optional(),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;

/** Values the generator works out (spec 9) rather than asks for. */
export const computedPlaceholders = [
  'TODAY',
  'INTEREST',
  'DAILY_INTEREST',
  'COURT_FEE',
  'TOTAL_CLAIM',
  'PAYMENT_DEADLINE',
  'RESPONSE_DEADLINE',
] as const;

export const templateSchema = z
  .object({
    /** Spec 3 numbers the seven templates 1 to 7. */
    id: z.number().int().min(1).max(7),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: text,
    category: text,
    description: text,
    /** Length of the finished document. */
    pages: z.number().int().positive(),
    /** A short extract shown on the card. */
    preview: text,
    fullContent: text,
    features: z.array(text).min(3),
    instructions: z.array(text).min(3),
    formFields: z.array(templateFieldSchema).min(1),
  })
  .superRefine((template, ctx) => {
    const ids = new Set(template.formFields.map((f) => f.id.toUpperCase()));
    const known = new Set<string>([...ids, ...computedPlaceholders]);
    for (const match of template.fullContent.matchAll(/\[([A-Z][A-Z0-9_]*)\]/g)) {
      if (!known.has(match[1]!)) ctx.addIssue({ code: 'custom', message: `${template.slug}: [${match[1]}] has no form field or computed value` });
    }
    for (const field of template.formFields) {
      if (field.type === 'select' && !field.options) ctx.addIssue({ code: 'custom', message: `${template.slug}: ${field.id} needs options` });
    }
  });
export type Template = z.infer<typeof templateSchema>;
