import { z } from 'zod';

/** Shared zod pieces for every content module (STYLE.md: one schema module for the common parts). */

/**
 * Content text, trimmed and non-empty. Supports `**bold**` and `[label](href)` links (internal paths, https,
 * mailto or tel); everything else renders as plain text.
 */
export const text = z.string().trim().min(1);

/** Stable, URL-safe ids for headings, anchors and slugs. */
export const anchorId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case kebab-case');

/** Meta description: 70 to 160 characters. */
export const metaDescription = text.min(70).max(160);

/** Spec 3: FAQ item (question, answer). */
export const faqItemSchema = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItemSchema>;

/**
 * The day a content record was last checked against its sources (FACTS.md), as an ISO date (YYYY-MM-DD) that
 * exists. Pages show it as "Last reviewed …"; set it when the record is checked, not when its layout changes.
 */
export const reviewedDate = z.iso.date();
