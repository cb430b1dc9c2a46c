import { z } from 'zod';
import { blockSchema } from './blog/schema';

const text = z.string().trim().min(1);
const anchorId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Spec 3: FAQ item (question, answer). Answers may use `**bold**` and `[label](href)`. */
export const faqItemSchema = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItemSchema>;

/** Spec 3: FAQ group (icon, title, FAQs). */
export const faqGroupSchema = z.object({
  icon: z.enum(['scale', 'file-text', 'users', 'help-circle', 'gavel', 'pound']),
  title: text,
  faqs: z.array(faqItemSchema).min(1),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;

/** Spec 3: guide step (step, title, description, details list). */
export const guideStepSchema = z.object({
  step: z.number().int().positive(),
  title: text,
  description: text,
  details: z.array(text).min(1),
});
export type GuideStep = z.infer<typeof guideStepSchema>;

/** A legal page (privacy notice, terms, cookie policy): sections of the same blocks the blog uses. */
export const legalDocumentSchema = z.object({
  title: text,
  description: text.min(70).max(160),
  intro: z.array(text).min(1),
  sections: z
    .array(z.object({ id: anchorId, heading: text, blocks: z.array(blockSchema).min(1) }))
    .min(3),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
