import { allRoutes } from '@/lib/routes';
import { cleanResultUrl, decodeEntities, parseExcerpt } from './excerpt';
import { searchKind } from './kinds';
import { expandQuery, mergeResults } from './synonyms';

describe('search kinds', () => {
  it('sorts the site into kinds, leaving out home, the blog index, search and the policies', () => {
    expect(searchKind('/blog/understanding-cpr-part-27-small-claims-track-guide')).toBe('Article');
    expect(searchKind('/services/judgment-enforcement')).toBe('Service');
    expect(searchKind('/representation/get-representation')).toBe('Service');
    expect(searchKind('/tools/claim-calculator')).toBe('Tool');
    expect(searchKind('/step-by-step-guide')).toBe('Guide');
    // Issue 26: the guide to County Court judgments is guidance, on its own route.
    expect(searchKind('/county-court-judgments')).toBe('Guide');
    expect(searchKind('/county-court-judgments/')).toBeNull();
    expect(searchKind('/faq-support')).toBe('FAQ');
    expect(searchKind('/court-forms-library')).toBe('Court forms');
    expect(searchKind('/court-locations')).toBe('Courts');
    expect(searchKind('/court-locations/truro-county-court-and-family-court')).toBe('Courts');
    for (const path of ['/', '/blog', '/search', '/privacy-policy', '/terms-of-service', '/cookie-policy']) expect(searchKind(path)).toBeNull();
  });

  it('indexes most of the site', () => {
    const indexed = allRoutes().filter((r) => searchKind(r.path));
    expect(indexed.length).toBeGreaterThan(allRoutes().length - 8);
  });
});

describe('synonyms', () => {
  it('also searches the other words for the same thing', () => {
    expect(expandQuery('CCJ')).toEqual(['CCJ', 'county court judgment']);
    expect(expandQuery('  county   court judgment ')).toEqual(['county court judgment', 'ccj', 'small claims court judgment']);
    expect(expandQuery('bailiff fees')).toEqual(['bailiff fees', 'enforcement agent fees', 'bailiff cost']);
    expect(expandQuery('Enforcement agent')).toEqual(['Enforcement agent', 'bailiff']);
  });

  it('matches whole words only', () => {
    expect(expandQuery('ccjs')).toEqual(['ccjs']);
    expect(expandQuery('n10')).toEqual(['n10']);
    expect(expandQuery('form n1')).toEqual(['form n1', 'form claim form']);
  });

  it('gives nothing for an empty query', () => {
    expect(expandQuery('   ')).toEqual([]);
  });

  it('merges results by page, best score first', () => {
    expect(
      mergeResults([
        [
          { id: 'a', score: 1 },
          { id: 'b', score: 3 },
        ],
        [
          { id: 'a', score: 5 },
          { id: 'c', score: 2 },
        ],
      ]),
    ).toEqual([
      { id: 'a', score: 5 },
      { id: 'b', score: 3 },
      { id: 'c', score: 2 },
    ]);
  });
});

describe('excerpts', () => {
  it('become text and highlighted parts, never HTML', () => {
    expect(parseExcerpt('a <mark>County</mark> <mark>Court</mark> judgment &amp; costs')).toEqual([
      { text: 'a ', mark: false },
      { text: 'County', mark: true },
      { text: ' ', mark: false },
      { text: 'Court', mark: true },
      { text: ' judgment & costs', mark: false },
    ]);
    expect(parseExcerpt('&lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror=alert(1)>')).toEqual([{ text: '<script>alert(1)</script> ', mark: false }]);
  });

  it('decodes numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&#8217;&#x2019;&bogus;&#0;')).toBe('’’&bogus;&#0;');
  });
});

describe('result addresses', () => {
  it('are the clean URLs the site links to', () => {
    expect(cleanResultUrl('/services/judgment-enforcement.html')).toBe('/services/judgment-enforcement');
    expect(cleanResultUrl('/index.html')).toBe('/');
    expect(cleanResultUrl('/blog/index.html')).toBe('/blog');
    expect(cleanResultUrl('/court-forms-library')).toBe('/court-forms-library');
  });
});

describe('the results count (issue 40)', () => {
  const { results } = require('@/content/search').searchMessages as typeof import('@/content/search')['searchMessages'];
  it('counts the pages holding every word apart from those holding some', () => {
    expect(results(3, 29, 'which court will hear my claim')).toBe('3 pages match “which court will hear my claim”, and 29 more pages have some of its words');
    expect(results(1, 1, 'ccj')).toBe('1 page matches “ccj”, and 1 more page has some of its words');
    expect(results(4, 0, 'bailiff')).toBe('4 pages match “bailiff”');
    expect(results(0, 2, 'purple court')).toBe('No page has every word of “purple court”; 2 pages have some of them');
  });
});

describe('rephrasings (issue 40)', () => {
  const { correctSpelling } = require('./synonyms') as typeof import('./synonyms');
  it('puts a question the pages word otherwise in their words, and leaves other questions alone', () => {
    expect(correctSpelling('Which court will hear my claim?')).toBe('Which court will deal with my claim');
    expect(correctSpelling('what court will hear my case')).toBe('what court will deal with my claim');
    expect(correctSpelling('what happens at the hearing')).toBe('what happens at the hearing');
  });
});
