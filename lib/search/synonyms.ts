import { SEARCH_SYNONYMS } from '@/content/search';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrase = (term: string) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(term)}(?=$|[^a-z0-9])`, 'i');

/**
 * The searches to run for what the visitor typed: the query itself, then the query with each synonym phrase it
 * contains swapped for each of its equivalents ("ccj fees" also runs "county court judgment fees"). Whitespace is
 * tidied; an empty query gives none.
 */
export function expandQuery(query: string, groups: readonly (readonly string[])[] = SEARCH_SYNONYMS): string[] {
  const base = query.trim().replace(/\s+/g, ' ');
  if (base === '') return [];
  const queries = [base];
  for (const group of groups) {
    for (const term of group) {
      const pattern = phrase(term);
      if (!pattern.test(base)) continue;
      for (const other of group) {
        if (other === term) continue;
        const swapped = base.replace(pattern, (_match, before: string) => `${before}${other}`);
        if (!queries.some((q) => q.toLowerCase() === swapped.toLowerCase())) queries.push(swapped);
      }
    }
  }
  return queries;
}

/** Merges results of several searches by page, keeping each page's best score, best first. */
export function mergeResults<T extends { id: string; score: number }>(lists: readonly (readonly T[])[]): T[] {
  const best = new Map<string, T>();
  for (const list of lists) for (const result of list) if ((best.get(result.id)?.score ?? -Infinity) < result.score) best.set(result.id, result);
  return [...best.values()].sort((a, b) => b.score - a.score);
}
