import { SEARCH_REPHRASINGS, SEARCH_SPELLINGS, SEARCH_STOP_WORDS, SEARCH_SYNONYMS } from '@/content/search';

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

/**
 * The query with each misspelt word swapped for its spelling (`SEARCH_SPELLINGS`), punctuation other than a word's
 * apostrophe or hyphen dropped, and a question the pages word otherwise put in their words (`SEARCH_REPHRASINGS`).
 */
export function correctSpelling(query: string, spellings: Readonly<Record<string, string>> = SEARCH_SPELLINGS, rephrasings: Readonly<Record<string, string>> = SEARCH_REPHRASINGS): string {
  const spelt = query
    .replace(/[^\p{L}\p{N}'’\-\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => spellings[word.toLowerCase()] ?? word)
    .join(' ');
  return Object.entries(rephrasings).reduce((text, [asked, worded]) => text.replace(phrase(asked), (_match, before: string) => `${before}${worded}`), spelt);
}

/** The words of a query that carry its meaning: the query without its stop words, or the whole query when every word is one. */
export function keyWords(query: string, stopWords: ReadonlySet<string> = SEARCH_STOP_WORDS): string[] {
  const words = query.split(/\s+/).filter(Boolean);
  const kept = words.filter((word) => !stopWords.has(word.toLowerCase().replace(/’/g, "'")));
  return kept.length > 0 ? kept : words;
}

/**
 * Issue 26: every search to run for what the visitor typed. `whole`: the query with its spelling corrected, each
 * synonym form of it (`expandQuery`), and each of those without its stop words, since Pagefind finds only pages
 * that hold every word ("how much does it cost to sue" holds "much", which no page on costs needs). `words`: the
 * key words one by one (each with its one-word synonyms), when there are several, so that a page holding most of
 * them is still found. Empty for an empty query.
 */
export function searchQueries(query: string): { whole: string[]; words: string[][] } {
  const variants = expandQuery(correctSpelling(query));
  const whole: string[] = [];
  const push = (list: string[], q: string) => {
    if (q && !list.some((x) => x.toLowerCase() === q.toLowerCase())) list.push(q);
  };
  for (const variant of variants) push(whole, variant);
  const base = variants[0] ? keyWords(variants[0]) : [];
  for (const variant of variants) {
    // Each key word once; a form that lost key words in the swap ("cost" for "how much") is left out.
    const key = [...new Set(keyWords(variant).map((w) => w.toLowerCase()))];
    if (key.length >= base.length) push(whole, key.join(' '));
  }
  const words: string[][] = [];
  if (base.length > 1) {
    for (const word of new Set(base.map((w) => w.toLowerCase()))) {
      // A word and its one-word synonyms ("defendant", "debtor"): a page holding either holds the word.
      const alternatives = [word];
      for (const group of SEARCH_SYNONYMS) if (group.includes(word)) for (const other of group) if (!other.includes(' ')) push(alternatives, other);
      words.push(alternatives);
    }
  }
  return { whole, words };
}

/**
 * What the search also looked for, in the visitor's words: the query with its spelling corrected (when it was),
 * then the other words for each synonym the query holds ("bailiff": "enforcement agent").
 */
export function alternativeTerms(query: string, groups: readonly (readonly string[])[] = SEARCH_SYNONYMS, spellings: Readonly<Record<string, string>> = SEARCH_SPELLINGS): string[] {
  const typed = correctSpelling(query, {}, {});
  const corrected = correctSpelling(query, spellings);
  const terms: string[] = corrected.toLowerCase() === typed.toLowerCase() ? [] : [corrected];
  for (const group of groups) {
    if (!group.some((term) => phrase(term).test(corrected))) continue;
    for (const other of group) if (!phrase(other).test(corrected) && !terms.includes(other)) terms.push(other);
  }
  return terms;
}
