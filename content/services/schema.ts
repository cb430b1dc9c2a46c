import { z } from 'zod';
import { blockSchema } from '../blog/schema';
import { iconNames } from '../icons';
import { providerStatistics, testimonials } from '../provider-claims';
import { anchorId, faqItemSchema, metaDescription, reviewedDate, text } from '../zod-parts';

/**
 * A service page as data (STYLE.md convention 3): the fifteen service pages, Directions Questionnaire help and
 * the three representation pages are records of this shape, rendered by the shared section components in
 * `components/services/`. Everything that names or links a page (menus, home cards, footer, route list,
 * sitemap, breadcrumbs, social images) derives from these records.
 */

const icon = z.enum(iconNames);

/** An internal page path (checked against the route list by the tests). */
const internalPath = z.string().regex(/^\/(?!\/)[a-z0-9\-/]*(#[a-z0-9-]+)?$/);

/**
 * What a button does. Spec 2 names four behaviours; `page` and `external` cover links to our own pages and to
 * other sites.
 */
export const serviceActionSchema = z.discriminatedUnion('kind', [
  /** Go home, then scroll smoothly to the consultation form (#contact) after 300 ms. */
  z.object({ kind: z.literal('contact-home'), label: text }),
  /** Scroll to this page's own contact section (#contact). */
  z.object({ kind: z.literal('contact-here'), label: text }),
  /** A tel: link to the support line; the label defaults to "Call <number>". */
  z.object({ kind: z.literal('phone'), label: text.optional() }),
  z.object({ kind: z.literal('page'), label: text, href: internalPath }),
  /** Another site, opened in a new tab without opener or referrer. */
  z.object({ kind: z.literal('external'), label: text, href: z.url({ protocol: /^https$/ }) }),
]);
export type ServiceAction = z.infer<typeof serviceActionSchema>;

const actions = z.array(serviceActionSchema).min(1).max(3);

const sectionBase = { id: anchorId, heading: text, intro: text.optional() };

const stepSchema = z.object({ title: text, description: text });

/** A package card (spec 2: Evidence Gathering, Claim Filing, Document Serving, Court Coaching, Enforcement). */
const packageSchema = z.object({
  name: text,
  /** e.g. "Most Popular", "Recommended", "Most Effective". */
  badge: text.optional(),
  /** e.g. "2-hour session", "Same-day completion". */
  detail: text.optional(),
  summary: text,
  includes: z.array(text).min(3),
  /** Only where spec 9 gives a price; every other package is quoted personally. */
  price: text.optional(),
  action: serviceActionSchema,
});
export type ServicePackage = z.infer<typeof packageSchema>;

/** Spec 3 "example case": the Letter Before Action page shows three. */
const exampleCaseSchema = z.object({
  title: text,
  situation: text,
  personalTouch: text,
  outcome: text,
  quote: text,
});

export const serviceSectionSchema = z.discriminatedUnion('type', [
  /** Free text, tables and callouts: the blocks the articles use. */
  z.object({ type: z.literal('prose'), ...sectionBase, blocks: z.array(blockSchema).min(1) }),
  /** A numbered process. */
  z.object({ type: z.literal('steps'), ...sectionBase, items: z.array(stepSchema).min(3).max(6) }),
  /** Spec 3 "feature card": icon, title, description; `tag` shows e.g. an official form code. */
  z.object({
    type: z.literal('features'),
    ...sectionBase,
    items: z.array(z.object({ icon, title: text, description: text, tag: text.optional() })).min(2),
  }),
  /** A list of points: `benefit` ticks, `risk` warnings, `plain` bullets. */
  z.object({
    type: z.literal('list'),
    ...sectionBase,
    tone: z.enum(['benefit', 'risk', 'plain']),
    items: z.array(text).min(2),
  }),
  /** Two lists side by side, e.g. mistakes versus benefits, law firms versus barristers. */
  z.object({
    type: z.literal('comparison'),
    ...sectionBase,
    columns: z
      .array(z.object({ heading: text, tone: z.enum(['benefit', 'risk', 'plain']), items: z.array(text).min(2) }))
      .length(2),
  }),
  z.object({ type: z.literal('examples'), ...sectionBase, items: z.array(exampleCaseSchema).min(1) }),
  z.object({ type: z.literal('packages'), ...sectionBase, items: z.array(packageSchema).min(2).max(4), note: text.optional() }),
  /** Provider figures, by id from the confirm-before-launch module. */
  z.object({
    type: z.literal('figures'),
    ...sectionBase,
    items: z.array(z.enum(Object.keys(providerStatistics) as [keyof typeof providerStatistics])).min(1),
  }),
  /** A quote card in the provider's own words. */
  z.object({ type: z.literal('quote'), text, attribution: text }),
  /** A quote card with a client testimonial, by id from the confirm-before-launch module. */
  z.object({ type: z.literal('testimonial'), testimonial: z.enum(Object.keys(testimonials) as [keyof typeof testimonials]) }),
  /**
   * The page's own contact section (anchor `contact`): phone, email and the consultation form on the home page.
   * Required when a button on the page has the `contact-here` action.
   */
  z.object({ type: z.literal('contact'), heading: text, text }),
]);
export type ServiceSection = z.infer<typeof serviceSectionSchema>;

export const serviceFamilies = ['services', 'representation', 'resources'] as const;
export type ServiceFamily = (typeof serviceFamilies)[number];

export const servicePageSchema = z
  .object({
    family: z.enum(serviceFamilies),
    slug: anchorId,
    /** When the page was last checked against its sources: shown on the page as "Last reviewed". */
    reviewed: reviewedDate,
    /** The page's name: its heading, breadcrumb, menu label and card title. */
    name: text,
    /** A full `<title>` where the spec fixes one; otherwise "<name> | <site name>". */
    title: text.optional(),
    description: metaDescription,
    /** Listed in the header's Our Services menu (spec 2: the six core pages and witness statement help). */
    inServicesMenu: z.boolean().optional(),
    /** A card in the home page's services section (spec 2: the six core services). */
    card: z
      .object({
        description: text.max(200),
        features: z.array(text).length(3),
        keywords: z.array(text).min(1),
        icon,
      })
      .optional(),
    hero: z.object({
      eyebrow: text,
      lead: z.array(text).min(1).max(3),
      actions,
      /** Short reassurance points under the buttons. */
      points: z.array(text).max(4).optional(),
    }),
    sections: z.array(serviceSectionSchema).min(3),
    faqs: z.array(faqItemSchema).optional(),
    cta: z.object({ heading: text, text, actions }),
  })
  .superRefine((page, ctx) => {
    const ids = page.sections.flatMap((s) => ('id' in s ? [s.id] : []));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: `${page.slug}: section ids repeat` });
    if (ids.includes('contact') || ids.includes('faqs')) {
      ctx.addIssue({ code: 'custom', message: `${page.slug}: the ids "contact" and "faqs" are reserved` });
    }
    const allActions = [
      ...page.hero.actions,
      ...page.cta.actions,
      ...page.sections.flatMap((s) => (s.type === 'packages' ? s.items.map((p) => p.action) : [])),
    ];
    const hasContact = page.sections.some((s) => s.type === 'contact');
    if (allActions.some((a) => a.kind === 'contact-here') && !hasContact) {
      ctx.addIssue({ code: 'custom', message: `${page.slug}: a button scrolls to #contact but the page has no contact section` });
    }
  });

export type ServicePage = z.infer<typeof servicePageSchema>;
