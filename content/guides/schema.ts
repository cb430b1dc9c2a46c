import type { Article } from '../blog/schema';

/**
 * Issue 26: a guide with its own route at `/<slug>`, outside the blog's seven articles (spec 9) but written with
 * the same record as an article (validated by `articleSchema`) and rendered by the same component; `crumb` is its
 * short name in breadcrumbs. Its `related` slugs are blog articles.
 */
export type GuidePage = Article & { crumb: string };

/** The guide's address. */
export function guidePath(guide: Pick<GuidePage, 'slug'>): `/${string}` {
  return `/${guide.slug}`;
}
