import { correctSpelling, keyWords, searchQueries, alternativeTerms } from './synonyms';
import { searchSite, withCourtHits, type PagefindResult, type PagefindSearch, type SearchHit } from './run-search';
import { RELEVANCE_SET, describeRelevance, scoreRelevance } from './relevance-set';
import { allRoutes } from '@/lib/routes';

/** A fake Pagefind: each page holds some words; a search finds the pages holding every word, scored by count. */
function fakePagefind(pages: Record<string, { kind: string; words: string[] }>): PagefindSearch & { queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    search: async (query: string) => {
      queries.push(query);
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const results: PagefindResult[] = Object.entries(pages)
        .filter(([, page]) => words.every((w) => page.words.includes(w)))
        .map(([url, page]) => ({
          id: url,
          score: words.length,
          data: async () => ({ url: `${url}.html`, excerpt: page.words.join(' '), meta: { title: url }, filters: { kind: [page.kind] } }),
        }));
      return { results };
    },
  };
}

describe('query forms', () => {
  it('corrects common misspellings and the British "judgement", dropping punctuation', () => {
    expect(correctSpelling('Baliffs?')).toBe('bailiffs');
    expect(correctSpelling('county court judgement!')).toBe('county court judgment');
    expect(correctSpelling("they won't pay")).toBe("they won't pay");
    expect(correctSpelling('  ')).toBe('');
  });

  it('keeps the words that carry meaning, or every word when none does', () => {
    expect(keyWords('how much does it cost to sue')).toEqual(['cost', 'sue']);
    expect(keyWords('what is a CCJ')).toEqual(['CCJ']);
    expect(keyWords('how do I')).toEqual(['how', 'do', 'I']);
  });

  it('searches the question whole, in its synonym forms, without stop words, and word by word', () => {
    const { whole, words } = searchQueries('how much does it cost to sue');
    expect(whole[0]).toBe('how much does it cost to sue');
    expect(whole).toEqual(expect.arrayContaining(['cost sue', 'fees sue', 'cost claim', 'how much does it cost to claim']));
    // Swapping "cost" for "how much" leaves one key word: that form is searched whole only, never as "sue" alone.
    expect(whole).not.toContain('sue');
    expect(whole).not.toContain('cost cost sue');
    expect(words).toEqual([
      ['cost', 'fees'],
      ['sue', 'claim'],
    ]);
    expect(searchQueries('defendant not paying').words).toEqual([['defendant', 'debtor'], ['paying']]);
    expect(searchQueries('bailiff')).toEqual({ whole: ['bailiff', 'enforcement agent'], words: [] });
    expect(searchQueries('  ?! ')).toEqual({ whole: [], words: [] });
  });

  it('tells the visitor what else was searched for, in their words', () => {
    expect(alternativeTerms('bailiff')).toEqual(['enforcement agent']);
    expect(alternativeTerms('baliff')).toEqual(['bailiff', 'enforcement agent']);
    expect(alternativeTerms('CCJ')).toEqual(['county court judgment']);
    expect(alternativeTerms('hearing')).toEqual([]);
  });
});

describe('searchSite', () => {
  const pages = {
    '/services/costs-help': { kind: 'Service', words: ['cost', 'fees', 'help'] },
    '/blog/fees': { kind: 'Article', words: ['cost', 'fees', 'claim', 'make'] },
    '/faq-support': { kind: 'FAQ', words: ['sue', 'time'] },
  };

  it('finds pages for a question no page holds every word of, those holding most words first', async () => {
    const api = fakePagefind(pages);
    const hits = await searchSite(api, 'how much does it cost to sue');
    // The FAQ and the service page each hold one of the two words: the guidance comes first.
    expect(hits.map((h) => h.url)).toEqual(['/blog/fees', '/faq-support', '/services/costs-help']);
    expect(hits[0]).toEqual({ url: '/blog/fees', title: '/blog/fees', excerpt: 'cost fees claim make', kind: 'Article', matchesAll: true });
    // "Sue" is "claim" on the guidance page, which holds both key words; the other two hold one each (issue 40).
    expect(hits.map((h) => h.matchesAll)).toEqual([true, false, false]);
  });

  it('puts guidance before a service page that matches as well', async () => {
    const hits = await searchSite(fakePagefind(pages), 'fees');
    expect(hits.map((h) => h.url)).toEqual(['/blog/fees', '/services/costs-help']);
  });

  it('gives nothing for an empty query without searching, and a kind it does not know as none', async () => {
    const api = fakePagefind({ '/x': { kind: 'Nonsense', words: ['word'] } });
    expect(await searchSite(api, '   ')).toEqual([]);
    expect(api.queries).toEqual([]);
    expect((await searchSite(api, 'word'))[0]?.kind).toBeNull();
  });

  it('copes with a search that answers null, and keeps to the limit', async () => {
    const api: PagefindSearch = { search: async () => null };
    expect(await searchSite(api, 'anything')).toEqual([]);
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`/p${i}`, { kind: 'Article', words: ['w'] }]));
    expect(await searchSite(fakePagefind(many), 'w', 5)).toHaveLength(5);
  });
});

describe('the relevance set', () => {
  it('has at least 40 questions, each expecting pages that exist', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
    const paths = new Set(allRoutes().map((r) => r.path));
    for (const q of RELEVANCE_SET) {
      expect(q.expected.length).toBeGreaterThan(0);
      for (const path of q.expected) expect([q.query, paths.has(path)]).toEqual([q.query, true]);
    }
    expect(new Set(RELEVANCE_SET.map((q) => q.query.toLowerCase())).size).toBe(RELEVANCE_SET.length);
  });

  it('counts a question answered only when an expected page is in the top 3, and lists each miss', () => {
    const score = scoreRelevance([
      { query: 'a', expected: ['/x'], urls: ['/y', '/z', '/x'] },
      { query: 'b', expected: ['/x'], urls: ['/y', '/z', '/w', '/x'] },
      { query: 'c', expected: ['/x'], urls: [] },
    ]);
    expect(score).toMatchObject({ answered: 1, total: 3 });
    expect(score.share).toBeCloseTo(1 / 3);
    expect(score.misses.map((m) => m.query)).toEqual(['b', 'c']);
    expect(describeRelevance(score)).toContain('1 of 3 questions answered in the top 3 (33.3%)');
    expect(describeRelevance(score)).toContain('miss “c”: expected /x; got nothing');
    expect(scoreRelevance([]).share).toBe(0);
  });
});

describe('withCourtHits (issue 27)', () => {
  const guide = (url: string): SearchHit => ({ url, title: url, excerpt: '', kind: 'Article', matchesAll: true });
  const court = (slug: string, title: string): SearchHit => ({ url: `/court-locations/${slug}`, title, excerpt: '', kind: 'Courts', matchesAll: true });
  const guidance = [guide('/blog/a'), guide('/blog/b')];
  const cardiff = court('cardiff-civil-and-family-justice-centre', 'Cardiff Civil and Family Justice Centre');
  const truro = court('truro-combined-court', 'Truro Combined Court');
  const central = court('central-london-county-court', 'Central London County Court');

  it('puts the courts whose names hold a place the query names first, best match first', () => {
    expect(withCourtHits('Cardiff court', guidance, [cardiff, truro]).map((h) => h.url)).toEqual([cardiff.url, '/blog/a', '/blog/b']);
    expect(withCourtHits('truro', guidance, [truro, cardiff]).map((h) => h.url)).toEqual([truro.url, '/blog/a', '/blog/b']);
    expect(withCourtHits('London', guidance, [central])[0]).toBe(central);
  });

  it('leaves the guidance alone when the query names no place: words every court name has do not count', () => {
    for (const query of ['county court fees', 'what happens at the hearing', 'family court', 'civil justice centre', 'how much does it cost to sue', 'N1 form 2']) {
      expect(withCourtHits(query, guidance, [cardiff, truro, central])).toEqual(guidance);
    }
  });

  it('shows at most three courts, and a court page the guidance also found only once', () => {
    const many = ['a', 'b', 'c', 'd'].map((x) => court(`london-${x}`, `London ${x.toUpperCase()} Court`));
    expect(withCourtHits('london', guidance, many).filter((h) => h.kind === 'Courts')).toHaveLength(3);
    expect(withCourtHits('cardiff', [cardiff, ...guidance], [cardiff])).toEqual([cardiff, ...guidance]);
  });

  it('handles an empty query and no courts', () => {
    expect(withCourtHits('', guidance, [cardiff])).toEqual(guidance);
    expect(withCourtHits('cardiff', guidance, [])).toEqual(guidance);
  });
});
