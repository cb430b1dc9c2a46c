import { articles } from '@/content/blog';
import { FEED_PATH, FEED_TITLE } from '@/content/feed';
import { siteConfig } from '@/content/site';
import { absoluteUrl, allRoutes } from './routes';

/**
 * Issue 19: an Atom 1.0 feed (RFC 4287) of guidance updates: every article (published on its date, updated when
 * last reviewed) and every other page with a review date (the guides, services and tools), newest first.
 */

export type FeedEntry = { url: string; title: string; summary: string; updated: string; published?: string };

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
    title: article.title,
    summary: article.description,
    updated: article.reviewed,
    published: article.date,
  }));
  const reviewedPages: FeedEntry[] = allRoutes().flatMap((route) =>
    route.lastModified && !route.path.startsWith('/blog/')
      ? [{ url: absoluteUrl(route.path), title: route.crumb ?? route.title, summary: route.description, updated: route.lastModified }]
      : [],
  );
  return [...fromArticles, ...reviewedPages].sort((a, b) => b.updated.localeCompare(a.updated) || a.title.localeCompare(b.title));
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
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl('/'))}"/>`,
    `  <updated>${rfc3339(updated)}</updated>`,
    `  <author><name>${escapeXml(siteConfig.name)}</name></author>`,
    ...entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
