import type { Article } from '@/content/blog/schema';
import { formatIsoDate } from '@/lib/dates';

export type ArticleSummary = Pick<Article, 'slug' | 'title' | 'excerpt' | 'date' | 'readTime' | 'category'> & {
  /** Pre-formatted on the server, so no date library ships to the browser. */
  dateLabel: string;
};

/** What a teaser card needs (spec 3: title, excerpt, date, readTime, category, slug). */
export function toSummary(article: Article): ArticleSummary {
  const { slug, title, excerpt, date, readTime, category } = article;
  return { slug, title, excerpt, date, readTime, category, dateLabel: formatIsoDate(date) };
}
