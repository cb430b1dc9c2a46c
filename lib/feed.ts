import { articles } from '@/content/blog';
import { FEED_PAGE_PATH, FEED_PATH, FEED_TITLE } from '@/content/feed';
import { guidePages, guidePath } from '@/content/guides';
import { servicePagePath, servicePages } from '@/content/services';
import { siteConfig } from '@/content/site';
import { absoluteUrl, allRoutes, type Route } from './routes';

/**
 * Issue 19: an Atom 1.0 feed (RFC 4287) of guidance updates: every article (published on its date, updated when
 * last reviewed) and every other guide or tool with a review date, newest first. Issue 26: guidance only; the
 * pages that sell a service (the services and representation families) are not updates a reader subscribes to.
 */

/** What an entry is, in the reader's words (the feed's `<category>` and the heading it is listed under). */
export type FeedKind = 'article' | 'guide' | 'tool';
export const FEED_KIND_LABELS: Record<FeedKind, string> = { article: 'Article', guide: 'Guide', tool: 'Tool' };

export type FeedEntry = {
  url: string;
  /** The page's path on this site (what the feed's HTML page links to). */
  path?: string;
  title: string;
  summary: string;
  updated: string;
  published?: string;
  kind?: FeedKind;
};

/** The pages that sell a service: every service record outside the free `resources` family. */
const salesPaths: ReadonlySet<string> = new Set(servicePages.filter((p) => p.family !== 'resources').map(servicePagePath));

/** Whether a route is guidance (an article, a guide or a tool) rather than a sales page. */
export function isGuidance(route: Pick<Route, 'path'>): boolean {
  return !salesPaths.has(route.path);
}

/** A guidance page's kind: one that carries an interactive island (a calculator, a directory) is a tool. */
export function feedKind(route: Pick<Route, 'path' | 'island'>): FeedKind {
  if (route.path.startsWith('/blog/')) return 'article';
  return route.island ? 'tool' : 'guide';
}

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** An ISO date (YYYY-MM-DD) as an RFC 3339 timestamp at midnight UTC. */
export function rfc3339(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(Date.parse(isoDate))) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return `${isoDate}T00:00:00Z`;
}

/** The feed's entries, from the article records and the route list (one source each), newest update first. */
export function feedEntries(): FeedEntry[] {
  const fromArticles: FeedEntry[] = articles.map((article) => ({
    url: absoluteUrl(`/blog/${article.slug}`),
    path: `/blog/${article.slug}`,
    title: article.title,
    summary: article.description,
    updated: article.reviewed,
    published: article.date,
    kind: 'article',
  }));
  // Issue 26: a guide written like an article (County Court judgments) has a publication date as well.
  const fromGuides: FeedEntry[] = guidePages.map((guide) => ({
    url: absoluteUrl(guidePath(guide)),
    path: guidePath(guide),
    title: guide.title,
    summary: guide.description,
    updated: guide.reviewed,
    published: guide.date,
    kind: 'guide',
  }));
  const written = new Set(fromGuides.map((entry) => entry.path));
  const reviewedPages: FeedEntry[] = allRoutes().flatMap((route) =>
    route.lastModified && !route.path.startsWith('/blog/') && !written.has(route.path) && isGuidance(route)
      ? [{ url: absoluteUrl(route.path), path: route.path, title: route.crumb ?? route.title, summary: route.description, updated: route.lastModified, kind: feedKind(route) }]
      : [],
  );
  return [...fromArticles, ...fromGuides, ...reviewedPages].sort((a, b) => b.updated.localeCompare(a.updated) || a.title.localeCompare(b.title));
}

/** The feed document. */
export function atomFeed(entries: readonly FeedEntry[] = feedEntries()): string {
  const updated = entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), '1970-01-01');
  const entry = (e: FeedEntry) =>
    [
      '  <entry>',
      `    <id>${escapeXml(e.url)}</id>`,
      `    <title>${escapeXml(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>`,
      ...(e.published ? [`    <published>${rfc3339(e.published)}</published>`] : []),
      `    <updated>${rfc3339(e.updated)}</updated>`,
      ...(e.kind ? [`    <category term="${e.kind}" label="${escapeXml(FEED_KIND_LABELS[e.kind])}"/>`] : []),
      `    <summary>${escapeXml(e.summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">',
    `  <id>${escapeXml(absoluteUrl('/'))}</id>`,
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    `  <subtitle>${escapeXml('New and reviewed guidance on small claims in England and Wales, with the date each page was last checked.')}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(FEED_PATH))}"/>`,
    // A browser shows the feed's raw XML: this page lists the same entries readably and says how to subscribe.
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(FEED_PAGE_PATH))}"/>`,
    `  <updated>${rfc3339(updated)}</updated>`,
    `  <author><name>${escapeXml(siteConfig.name)}</name></author>`,
    ...entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
