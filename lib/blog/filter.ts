import { articleCategories, type ArticleCategory } from '@/content/blog/categories';

export const ALL_CATEGORIES = 'All';
export type CategoryFilter = typeof ALL_CATEGORIES | ArticleCategory;

export type BlogFilter = { query: string; category: CategoryFilter };
export const emptyFilter: BlogFilter = { query: '', category: ALL_CATEGORIES };

/** Reads a category from untrusted input (the query string); anything unknown means All. */
export function parseCategory(value: string | null | undefined): CategoryFilter {
  return (articleCategories as readonly string[]).includes(value ?? '') ? (value as ArticleCategory) : ALL_CATEGORIES;
}

/**
 * Spec 5: search matches title or excerpt, case-insensitive; category is All or an exact match.
 * Surrounding white space in the query is ignored.
 */
export function filterArticles<T extends { title: string; excerpt: string; category: string }>(
  articles: readonly T[],
  { query, category }: BlogFilter,
): T[] {
  const needle = query.trim().toLocaleLowerCase('en-GB');
  return articles.filter(
    (a) =>
      (category === ALL_CATEGORIES || a.category === category) &&
      (needle === '' ||
        a.title.toLocaleLowerCase('en-GB').includes(needle) ||
        a.excerpt.toLocaleLowerCase('en-GB').includes(needle)),
  );
}
