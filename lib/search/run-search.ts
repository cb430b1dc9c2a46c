import type { SearchKind } from '@/content/search';
import { SEARCH_KIND_WEIGHTS } from '@/content/search';
import { cleanResultUrl } from './excerpt';
import { searchQueries } from './synonyms';

/** The parts of Pagefind's search API the site uses (the browser bundle `pagefind.js`, or the same in Node). */
export type PagefindData = { url: string; excerpt: string; meta: { title?: string }; filters: { kind?: string[] } };
export type PagefindResult = { id: string; score: number; data: () => Promise<PagefindData> };
export type PagefindSearch = { search: (query: string) => Promise<{ results: PagefindResult[] } | null> };

/** `matchesAll`: the page holds every key word of the question (some form of the whole of it), not just some of them. */
export type SearchHit = { url: string; title: string; excerpt: string; kind: SearchKind | null; matchesAll: boolean };

/** Where the build writes the search index (build/search-index.ts), from the site's root. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Issue 27: the 140 court pages have an index of their own, in `pagefind/courts/`, merged into every search. In the
 * main index, 140 short pages alike would change how every guidance page ranks (Pagefind weighs a word by how few
 * pages hold it); apart, a court is found by its name, town, postcode or areas of law, and the guidance ranks as it did.
 */
export const COURT_SEARCH_INDEX = `${SEARCH_INDEX_DIR}/courts`;

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
  const find = async (q: string) => (await api.search(q))?.results ?? [];
  const [wholeLists, wordLists] = await Promise.all([Promise.all(whole.map(find)), Promise.all(words.map((alternatives) => Promise.all(alternatives.map(find))))]);
  // Each list counts by how near a page comes to the list's best match, so that a rare word's high scores do not
  // outweigh a whole question's. A page counts its best form of the whole query (however many forms it matches),
  // plus a share for each key word it holds.
  const scores = new Map<string, { result: PagefindResult; whole: number; words: number }>();
  const entry = (r: PagefindResult) => {
    const found = scores.get(r.id) ?? { result: r, whole: 0, words: 0 };
    scores.set(r.id, found);
    return found;
  };
  const relative = (list: readonly PagefindResult[]) => {
    const top = Math.max(0, ...list.map((r) => r.score));
    return list.map((r) => ({ r, share: top > 0 ? r.score / top : 0 }));
  };
  for (const list of wholeLists) for (const { r, share } of relative(list)) entry(r).whole = Math.max(entry(r).whole, share);
  // Together the single words weigh as much as one whole match.
  for (const lists of wordLists) {
    const best = new Map<string, { r: PagefindResult; share: number }>();
    for (const list of lists) for (const found of relative(list)) if ((best.get(found.r.id)?.share ?? -1) < found.share) best.set(found.r.id, found);
    for (const { r, share } of best.values()) entry(r).words += share / words.length;
  }

  const candidates = [...scores.values()].map((page) => ({ result: page.result, score: page.whole + page.words, matchesAll: page.whole > 0 })).sort((a, b) => b.score - a.score).slice(0, Math.max(limit, CANDIDATES));
  const kinds = Object.keys(SEARCH_KIND_WEIGHTS);
  const hits = await Promise.all(
    candidates.map(async ({ result, score, matchesAll }) => {
      const data = await result.data();
      const kind = data.filters.kind?.[0];
      const hit: SearchHit = { url: cleanResultUrl(data.url), title: data.meta.title ?? data.url, excerpt: data.excerpt, kind: isKind(kind, kinds) ? kind : null, matchesAll };
      return { hit, score: score * (hit.kind ? SEARCH_KIND_WEIGHTS[hit.kind] : 1) };
    }),
  );
  return hits
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ hit }) => hit);
}

/**
 * Words in court names that say what a court is rather than where: a question about "court fees" or "the hearing"
 * is not a search for a court, so these never bring a court's page forward.
 */
const COURT_NAME_WORDS = new Set(
  'and the of at court courts county combined centre center civil family justice law hearing hearings tribunal tribunals crown magistrates magistrates’ building house hall'.split(' '),
);

const words = (text: string) => text.toLowerCase().replace(/’/g, "'").split(/[^a-z0-9']+/).filter(Boolean);

/**
 * Issue 27: the court pages, searched in their own index (`COURT_SEARCH_INDEX`), join the results only when the query
 * names a place in the court's name ("Cardiff", "Truro court", "Caernarfon"): then they come first, best match first,
 * at most `max`. Otherwise the guidance answers alone, ranked as it was before the court pages existed.
 */
export function withCourtHits(query: string, guidance: readonly SearchHit[], courts: readonly SearchHit[], max = 3): SearchHit[] {
  const asked = new Set(words(query).filter((word) => !COURT_NAME_WORDS.has(word) && !/^\d+$/.test(word)));
  const named = courts.filter((court) => words(court.title).some((word) => !COURT_NAME_WORDS.has(word) && asked.has(word))).slice(0, max);
  return [...named, ...guidance.filter((hit) => !named.some((court) => court.url === hit.url))];
}

