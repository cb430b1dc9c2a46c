import { z } from 'zod';
import { blockSchema } from './blog/schema';
import { anchorId, faqItemSchema, metaDescription, reviewedDate, text } from './zod-parts';

export { faqItemSchema, type FaqItem } from './zod-parts';

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

/** Spec 2 "Step-by-Step Guide": its introduction, its eight steps and the day it was last checked. */
export const guideSchema = z.object({
  reviewed: reviewedDate,
  intro: text,
  steps: z.array(guideStepSchema).length(8),
});

/**
 * The copy of a resource page built from its own content (the court directory, the forms library, FAQ and
 * support): title, meta description, introduction, and the day its guidance was last checked.
 */
export const resourcePageSchema = z.object({
  reviewed: reviewedDate,
  title: text,
  description: metaDescription,
  intro: text,
});

/** A legal page (privacy notice, terms, cookie policy): sections of the same blocks the blog uses. */
export const legalDocumentSchema = z.object({
  title: text,
  description: metaDescription,
  intro: z.array(text).min(1),
  sections: z
    .array(z.object({ id: anchorId, heading: text, blocks: z.array(blockSchema).min(1) }))
    .min(3),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
