import { z } from 'zod';
import { anchorId, faqItemSchema, metaDescription, reviewedDate, text } from '../zod-parts';
import { articleCategories } from './categories';

export { articleCategories, type ArticleCategory } from './categories';

/** Issue 54: "1 1. Skipping the letter before action" read the number twice; the list's own badge is the number. */
const mistakeTitle = text.refine((title) => !/^\d+[.)]?\s/.test(title), 'A mistake is numbered by the list: its title must not start with a number');

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('subheading'), text, id: anchorId.optional() }),
  z.object({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(text).min(1) }),
  z.object({
    type: z.literal('table'),
    caption: text,
    columns: z.array(text).min(2),
    rows: z.array(z.array(z.string())).min(1),
    /** Index of a column whose cells are row headers (default 0). */
    rowHeader: z.number().int().min(0).optional(),
  }),
  z.object({
    type: z.literal('callout'),
    tone: z.enum(['info', 'tip', 'warning']),
    title: text.optional(),
    text,
  }),
  z.object({ type: z.literal('quote'), text, attribution: text }),
  z.object({ type: z.literal('faq'), items: z.array(faqItemSchema).min(1) }),
  /** Spec 3 "mistake": title, description, consequence, solution. The list numbers them: a title carries no number. */
  z.object({
    type: z.literal('mistakes'),
    items: z.array(z.object({ title: mistakeTitle, description: text, consequence: text, solution: text })).min(1),
  }),
  /** Spec 3 "evidence type": type, icon, examples. */
  z.object({
    type: z.literal('evidence-types'),
    items: z
      .array(
        z.object({
          type: text,
          icon: z.enum(['file-text', 'camera', 'users', 'message-square', 'receipt', 'scale']),
          description: text,
          examples: z.array(text).min(1),
        }),
      )
      .min(1),
  }),
  /** Spec 3 "hearing timeline item": time, title, description. */
  z.object({
    type: z.literal('timeline'),
    items: z.array(z.object({ time: text, title: text, description: text })).min(1),
  }),
  /** Spec 3 "etiquette rule": rule, description. */
  z.object({
    type: z.literal('rules'),
    items: z.array(z.object({ rule: text, description: text })).min(1),
  }),
  /** Spec 3 "additional cost": type, description, typical, recoverable. */
  z.object({
    type: z.literal('costs'),
    items: z
      .array(z.object({ type: text, description: text, typical: text, recoverable: text }))
      .min(1),
  }),
  /** Spec 3 "fee row": claimValue, courtFee, hearingFee — the total column is computed. */
  z.object({
    type: z.literal('fee-table'),
    caption: text,
    rows: z
      .array(z.object({ claimValue: text, courtFee: z.number().nonnegative(), hearingFee: z.number().nonnegative() }))
      .min(1),
  }),
  /** Titled cards, e.g. benefits, tactics, best practices, decision points. */
  z.object({
    type: z.literal('cards'),
    items: z.array(z.object({ title: text, text })).min(1),
  }),
]);

export type ArticleBlock = z.infer<typeof blockSchema>;

export const sectionSchema = z.object({
  id: anchorId,
  heading: text,
  blocks: z.array(blockSchema).min(1),
});
export type ArticleSection = z.infer<typeof sectionSchema>;

export const articleSchema = z
  .object({
    slug: anchorId,
    /** When the article was last checked against its sources: shown on the page and its `dateModified`. */
    reviewed: reviewedDate,
    title: text,
    /** Shown on cards and in the index; searched by the blog filter. */
    excerpt: text.max(300),
    /** Meta description: 70–160 characters. */
    description: metaDescription,
    /** ISO date (YYYY-MM-DD). */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** Minutes, shown as "N min read". */
    readTime: z.number().int().positive(),
    category: z.enum(articleCategories),
    /** Short paragraph(s) shown under the title, before the contents. */
    intro: z.array(text).min(1),
    sections: z.array(sectionSchema).min(3),
    related: z.array(anchorId).min(1).max(3),
  })
  .refine((article) => article.reviewed >= article.date, {
    message: 'an article cannot be reviewed before it is published',
    path: ['reviewed'],
  });

export type Article = z.infer<typeof articleSchema>;
