import type { SearchKind } from '@/content/search';
import { SEARCH_KIND_WEIGHTS } from '@/content/search';
import { cleanResultUrl } from './excerpt';
import { searchQueries } from './synonyms';

/** The parts of Pagefind's search API the site uses (the browser bundle `pagefind.js`, or the same in Node). */
export type PagefindData = { url: string; excerpt: string; meta: { title?: string }; filters: { kind?: string[] } };
export type PagefindResult = { id: string; score: number; data: () => Promise<PagefindData> };
export type PagefindSearch = { search: (query: string) => Promise<{ results: PagefindResult[] } | null> };

export type SearchHit = { url: string; title: string; excerpt: string; kind: SearchKind | null };

/** Pagefind's ranking, tuned for this site (issue 26): long guidance pages are not marked down for their length. */
export const PAGEFIND_RANKING = { pageLength: 0.2, termFrequency: 1, termSaturation: 1.4, termSimilarity: 1 } as const;

/** How many pages, best first, are read and weighed by kind: more than anyone scrolls through. */
const CANDIDATES = 40;

const isKind = (value: string | undefined, kinds: readonly string[]): value is SearchKind => value !== undefined && kinds.includes(value);

/**
 * Issue 26: the site's search. Runs each form of the query (`searchQueries`: as typed, with spellings corrected and
 * synonyms swapped, then the key words alone), scores each page by its best whole-query match plus a share of
 * its matches on single key words (so a question whose every word no one page holds still finds the pages that
 * hold most of them), then weighs each page by its kind so that guidance comes before services. Best first.
 */
export async function searchSite(api: PagefindSearch, query: string, limit = CANDIDATES): Promise<SearchHit[]> {
  const { whole, words } = searchQueries(query);
  if (whole.length === 0) return [];
  const [wholeLists, wordLists] = await Promise.all([
    Promise.all(whole.map(async (q) => (await api.search(q))?.results ?? [])),
    Promise.all(words.map(async (q) => (await api.search(q))?.results ?? [])),
  ]);
  // Each list counts by how near a page comes to the list's best match, so that a rare word's high scores do not
  // outweigh a whole question's; a page found by several forms of the query adds them up.
  const scores = new Map<string, { result: PagefindResult; score: number }>();
  const addList = (list: readonly PagefindResult[], weight: number) => {
    const top = Math.max(...list.map((r) => r.score));
    if (!(top > 0)) return;
    for (const r of list) {
      const entry = scores.get(r.id);
      const score = (weight * r.score) / top;
      if (entry) entry.score += score;
      else scores.set(r.id, { result: r, score });
    }
  };
  for (const list of wholeLists) addList(list, 1);
  // A single word counts for less the more words the query has: together they weigh as much as one whole match.
  for (const list of wordLists) addList(list, 1 / Math.max(words.length, 2));

  const candidates = [...scores.values()].sort((a, b) => b.score - a.score).slice(0, Math.max(limit, CANDIDATES));
  const kinds = Object.keys(SEARCH_KIND_WEIGHTS);
  const hits = await Promise.all(
    candidates.map(async ({ result, score }) => {
      const data = await result.data();
      const kind = data.filters.kind?.[0];
      const hit: SearchHit = { url: cleanResultUrl(data.url), title: data.meta.title ?? data.url, excerpt: data.excerpt, kind: isKind(kind, kinds) ? kind : null };
      return { hit, score: score * (hit.kind ? SEARCH_KIND_WEIGHTS[hit.kind] : 1) };
    }),
  );
  return hits
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ hit }) => hit);
}
