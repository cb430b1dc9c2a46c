import { z } from 'zod';
import { conditionRefs } from './condition-syntax';
import { reviewedDate, text } from '../zod-parts';

/**
 * Spec 3 "template" and "form field". A template's `fullContent` holds bracketed placeholders: each one is a form
 * field's id in capitals, e.g. [CLAIMANT_NAME] for the field `claimant_name`, or one of the computed values below.
 * The generator also accepts {X}, {{X}} and the lower-case forms (spec 5).
 */
export const fieldTypes = ['text', 'textarea', 'number', 'date', 'select'] as const;

/**
 * Issue 17: a guardrail question, asked at the top of a template's form as radio buttons (type "choice"). Its
 * answer is stored as the choice's value; conditions (`when`, and `[[IF id=value]]` blocks in the document)
 * test that value, and the document's placeholder gets the label. A choice with a `refusal` stops the document:
 * the refusal is shown as the question's error and says what to do instead.
 */
export const choiceSchema = z.object({
  value: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  label: text,
  refusal: text.optional(),
});
export type Choice = z.infer<typeof choiceSchema>;

/** Asked (or, for a next step, shown) only when each listed question has one of the listed answers. */
const conditionSchema = z.record(z.string(), z.array(z.string()).min(1));

export const templateFieldSchema = z.object({
  /** Lower-case snake case. Ids containing "email", "postcode" or "phone" get those checks (spec 5). */
  id: z.string().regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/),
  label: text,
  type: z.enum([...fieldTypes, 'choice']),
  placeholder: text.optional(),
  /** A line of help under the label. */
  hint: text.optional(),
  /**
   * A date's name in GOV.UK's date messages ("The date the payment was due must include a month"): short, without the
   * label's asides. Every date field has one.
   */
  subject: text.optional(),
  required: z.boolean(),
  /**
   * The visitor's own details only (WCAG 1.3.5): the browser offers what it knows of them. Another party's fields have
   * none, so the visitor's own name, address or postcode is never offered for the debtor's.
   */
  autocomplete: z.enum(['name', 'email', 'tel', 'street-address', 'postal-code']).optional(),
  options: z.array(text).min(2).optional(),
  choices: z.array(choiceSchema).min(2).optional(),
  when: conditionSchema.optional(),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;

/** Values the generator works out (spec 9) rather than asks for. */
export const computedPlaceholders = [
  'TODAY',
  'INTEREST',
  'DAILY_INTEREST',
  /** The yearly interest rate claimed: "8%", or 8% above the reference rate for Late Payment interest ("11.75%"). */
  'INTEREST_RATE',
  /** The Late Payment Act's fixed compensation (issue 37); £0.00 with section 69 interest. */
  'COMPENSATION',
  'COURT_FEE',
  'TOTAL_CLAIM',
  /** The current official issue fee (content/fees.ts, as the claim calculator), and the total with it. */
  'CURRENT_COURT_FEE',
  'CURRENT_TOTAL_CLAIM',
  'PAYMENT_DEADLINE',
  'RESPONSE_DEADLINE',
  /** The Pre-Action Protocol for Debt Claims' reply date: 30 days after the date of the letter. */
  'PROTOCOL_REPLY_DEADLINE',
] as const;

/** What to do once the document is generated, with its dates (placeholders are filled as in the document). */
export const nextStepSchema = z.object({ text, when: conditionSchema.optional() });

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
    /** Provenance printed at the end of every document: the template's version and when its rules were checked. */
    version: z.string().regex(/^\d+\.\d+$/),
    reviewed: reviewedDate,
    nextSteps: z.array(nextStepSchema),
  })
  .superRefine((template, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message: `${template.slug}: ${message}` });
    const ids = new Set(template.formFields.map((f) => f.id.toUpperCase()));
    const known = new Set<string>([...ids, ...computedPlaceholders]);
    // Condition lines ([[IF id=value]], [[ELSE]], [[END]]) hold no placeholders: "[ELSE]" inside "[[ELSE]]" is not one.
    const withoutConditionLines = (content: string) =>
      content
        .split('\n')
        .filter((line) => !/^\s*\[\[(?:IF [^\]]*|ELSE|END)\]\]\s*$/.test(line))
        .join('\n');
    for (const source of [withoutConditionLines(template.fullContent), ...template.nextSteps.map((step) => step.text)]) {
      for (const match of source.matchAll(/\[([A-Z][A-Z0-9_]*)\]/g)) {
        if (!known.has(match[1]!)) issue(`[${match[1]}] has no form field or computed value`);
      }
    }
    // A condition names an earlier question and answers it can have.
    const checkCondition = (where: string, id: string, values: readonly string[], before: number) => {
      const index = template.formFields.findIndex((f) => f.id === id);
      const question = template.formFields[index];
      if (!question || question.type !== 'choice' || index >= before) return issue(`${where}: ${id} is not an earlier question`);
      for (const value of values) {
        if (!question.choices?.some((c) => c.value === value)) issue(`${where}: ${id} has no answer "${value}"`);
      }
    };
    template.formFields.forEach((field, index) => {
      if (field.type === 'select' && !field.options) issue(`${field.id} needs options`);
      if (field.type === 'choice' && !field.choices) issue(`${field.id} needs choices`);
      if (field.type === 'date' && !field.subject) issue(`${field.id} needs a subject for its date messages`);
      for (const [id, values] of Object.entries(field.when ?? {})) checkCondition(field.id, id, values, index);
    });
    const all = template.formFields.length;
    for (const step of template.nextSteps) for (const [id, values] of Object.entries(step.when ?? {})) checkCondition('a next step', id, values, all);
    try {
      for (const ref of conditionRefs(template.fullContent)) checkCondition('the document', ref.id, ref.values, all);
    } catch (error) {
      issue(`the document: ${(error as Error).message}`);
    }
  });
export type Template = z.infer<typeof templateSchema>;
