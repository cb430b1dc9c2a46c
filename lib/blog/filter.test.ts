import { articles } from '@/content/blog';
import { articleCategories } from '@/content/blog/schema';
import { ALL_CATEGORIES, emptyFilter, filterArticles, parseCategory, type BlogFilter, type CategoryFilter } from './filter';

const all = (query: string): BlogFilter => ({ query, category: ALL_CATEGORIES });
const slugs = (list: readonly { slug: string }[]) => list.map((a) => a.slug);

const fixtures = [
  { slug: 'a', title: 'Filing a Claim (N1)', excerpt: 'How to fill in form N1.', category: 'Legal Guide' },
  { slug: 'b', title: 'Court Fees', excerpt: 'What it costs: £35 to £455.', category: 'Finance' },
  { slug: 'c', title: 'Hearing Day', excerpt: 'Arrive early. Use .* wildcards? No.', category: 'Court Process' },
  { slug: 'd', title: 'ÉVIDENCE Tips', excerpt: 'Keep receipts and photos.', category: 'Expert Tips' },
] as const;

describe('filterArticles on fixtures', () => {
  it('returns everything, in order, for the empty filter', () => {
    expect(slugs(filterArticles(fixtures, emptyFilter))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('treats a whitespace-only query as empty', () => {
    expect(slugs(filterArticles(fixtures, all('   \t\n ')))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches the title case-insensitively', () => {
    expect(slugs(filterArticles(fixtures, all('court fees')))).toEqual(['b']);
    expect(slugs(filterArticles(fixtures, all('HEARING')))).toEqual(['c']);
    expect(slugs(filterArticles(fixtures, all('évidence')))).toEqual(['d']);
  });

  it('matches the excerpt', () => {
    expect(slugs(filterArticles(fixtures, all('receipts')))).toEqual(['d']);
    expect(slugs(filterArticles(fixtures, all('£455')))).toEqual(['b']);
  });

  it('ignores surrounding white space in the query', () => {
    expect(slugs(filterArticles(fixtures, all('  receipts  ')))).toEqual(['d']);
  });

  it('does not search the category or slug', () => {
    expect(filterArticles(fixtures, all('Finance'))).toEqual([]);
    expect(filterArticles(fixtures, all('Legal Guide'))).toEqual([]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterArticles(fixtures, all('zzz-no-such-text'))).toEqual([]);
  });

  it('treats regex-special characters literally', () => {
    expect(slugs(filterArticles(fixtures, all('(N1)')))).toEqual(['a']);
    expect(slugs(filterArticles(fixtures, all('(')))).toEqual(['a']);
    expect(slugs(filterArticles(fixtures, all('.*')))).toEqual(['c']);
    expect(filterArticles(fixtures, all('[a-z]+'))).toEqual([]);
    expect(filterArticles(fixtures, all('^Court'))).toEqual([]);
    expect(slugs(filterArticles(fixtures, all('?')))).toEqual(['c']);
  });

  it('filters by exact category', () => {
    expect(slugs(filterArticles(fixtures, { query: '', category: 'Finance' }))).toEqual(['b']);
    expect(filterArticles(fixtures, { query: '', category: 'Strategy' })).toEqual([]);
  });

  it('requires an exact category match (no case folding, no trimming)', () => {
    for (const bad of ['finance', 'FINANCE', ' Finance', 'Fin']) {
      expect(filterArticles(fixtures, { query: '', category: bad as CategoryFilter })).toEqual([]);
    }
  });

  it('combines category and query (both must match)', () => {
    expect(slugs(filterArticles(fixtures, { query: 'n1', category: 'Legal Guide' }))).toEqual(['a']);
    expect(filterArticles(fixtures, { query: 'n1', category: 'Finance' })).toEqual([]);
  });

  it('does not mutate the input and returns a new array', () => {
    const input = [...fixtures];
    const out = filterArticles(input, emptyFilter);
    expect(out).not.toBe(input);
    expect(input).toEqual([...fixtures]);
  });

  it('handles an empty list', () => {
    expect(filterArticles([], all('anything'))).toEqual([]);
  });
});

describe('filterArticles on the real articles', () => {
  it('returns all seven for the empty filter', () => {
    expect(filterArticles(articles, emptyFilter)).toHaveLength(7);
  });

  it('finds the CPR Part 27 guide by title in any case', () => {
    expect(slugs(filterArticles(articles, all('cpr part 27')))).toEqual([
      'understanding-cpr-part-27-small-claims-track-guide',
    ]);
  });

  it('finds an article by a phrase only in its excerpt', () => {
    expect(slugs(filterArticles(articles, all('HELP WITH FEES')))).toEqual([
      'understanding-small-claims-court-fees-and-costs',
    ]);
  });

  it('matches several articles for a common word', () => {
    const found = slugs(filterArticles(articles, all('evidence')));
    expect(found).toContain('how-to-collect-evidence-for-your-small-claims-case');
  });

  it('gives exactly the articles in each category', () => {
    for (const category of articleCategories) {
      const found = filterArticles(articles, { query: '', category });
      expect(found).toEqual(articles.filter((a) => a.category === category));
    }
    expect(slugs(filterArticles(articles, { query: '', category: 'Legal Guide' })).sort()).toEqual(
      ['complete-guide-uk-small-claims-court-process-2024', 'understanding-cpr-part-27-small-claims-track-guide'].sort(),
    );
  });

  it('combines category and query', () => {
    expect(slugs(filterArticles(articles, { query: 'mistakes', category: 'Expert Tips' }))).toEqual([
      'top-10-mistakes-that-lose-small-claims-cases',
    ]);
    expect(filterArticles(articles, { query: 'CPR Part 27', category: 'Finance' })).toEqual([]);
  });

  it('returns nothing for an unmatched query', () => {
    expect(filterArticles(articles, all('scotland tax returns'))).toEqual([]);
  });
});

describe('parseCategory', () => {
  it.each(articleCategories)('accepts %p', (category) => {
    expect(parseCategory(category)).toBe(category);
  });

  it.each([null, undefined, '', 'All', 'Unknown', 'legal guide', 'FINANCE', ' Finance', 'Finance '])(
    'maps %p to All',
    (value) => {
      expect(parseCategory(value)).toBe(ALL_CATEGORIES);
    },
  );

  it('uses All as the empty filter category', () => {
    expect(emptyFilter).toEqual({ query: '', category: 'All' });
  });
});
