import { articles } from '@/content/blog';
import { ccjGuide } from '@/content/guides';
import { servicePagePath, servicePages } from '@/content/services';
import { atomFeed, escapeXml, feedEntries, feedKind, isGuidance, rfc3339 } from './feed';
import { absoluteUrl } from './routes';

describe('the Atom feed', () => {
  it('has an entry per article, published on its date and updated when reviewed', () => {
    const entries = feedEntries();
    for (const article of articles) {
      expect(entries).toContainEqual(
        expect.objectContaining({ url: absoluteUrl(`/blog/${article.slug}`), published: article.date, updated: article.reviewed }),
      );
    }
  });

  it('lists issue 26’s guide to County Court judgments once, as a guide published on its date', () => {
    const entries = feedEntries().filter((e) => e.path === '/county-court-judgments');
    expect(entries).toEqual([
      {
        url: absoluteUrl('/county-court-judgments'),
        path: '/county-court-judgments',
        title: ccjGuide.title,
        summary: ccjGuide.description,
        updated: ccjGuide.reviewed,
        published: ccjGuide.date,
        kind: 'guide',
      },
    ]);
    expect(feedEntries().filter((e) => e.url.includes('ccj'))).toEqual([]);
  });

  it('has an entry per reviewed guide and tool, newest first, and no sales page', () => {
    const entries = feedEntries();
    const urls = entries.map((e) => e.url);
    for (const path of ['/step-by-step-guide', '/faq-support', '/court-forms-library', '/directions-questionnaire-help', '/tools/claim-calculator']) {
      expect(urls).toContain(absoluteUrl(path));
    }
    expect(urls).not.toContain(absoluteUrl('/privacy-policy'));
    // Issue 26: the services and representation pages sell; the feed is guidance only.
    for (const page of servicePages.filter((p) => p.family !== 'resources')) expect(urls).not.toContain(absoluteUrl(servicePagePath(page)));
    expect(urls.filter((url) => url.includes('/services/') || url.includes('/representation/'))).toEqual([]);
    const updated = entries.map((e) => e.updated);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it('is an Atom document with the required elements, escaped', () => {
    const xml = atomFeed([{ url: 'https://example.com/a?b=1&c=2', title: 'Fees & <costs>', summary: 'It\'s "quoted"', updated: '2026-11-24', published: '2024-12-10' }]);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">');
    expect(xml).toContain('<updated>2026-11-24T00:00:00Z</updated>');
    expect(xml).toContain('<id>https://example.com/a?b=1&amp;c=2</id>');
    expect(xml).toContain('<title>Fees &amp; &lt;costs&gt;</title>');
    expect(xml).toContain('<summary>It&apos;s &quot;quoted&quot;</summary>');
    expect(xml).toContain('<published>2024-12-10T00:00:00Z</published>');
    expect(xml).toMatch(/<link rel="self" type="application\/atom\+xml" href="[^"]+\/feed\.xml"\/>/);
  });

  it('says what each entry is, and links the feed to its HTML page', () => {
    const kinds = new Map(feedEntries().map((e) => [e.path, e.kind]));
    expect(kinds.get(`/blog/${articles[0]!.slug}`)).toBe('article');
    expect(kinds.get('/step-by-step-guide')).toBe('guide');
    expect(kinds.get('/tools/deadline-calculator')).toBe('tool');
    const xml = atomFeed([{ url: 'https://example.com/a', title: 'A', summary: 'S', updated: '2026-11-24', kind: 'guide' }]);
    expect(xml).toContain('<category term="guide" label="Guide"/>');
    expect(xml).toMatch(/<link rel="alternate" type="text\/html" href="[^"]+\/guidance-updates"\/>/);
    expect(atomFeed([{ url: 'https://example.com/a', title: 'A', summary: 'S', updated: '2026-11-24' }])).not.toContain('<category');
  });

  it('tells guidance from sales pages and tools from guides', () => {
    expect(isGuidance({ path: '/services/judgment-enforcement' })).toBe(false);
    expect(isGuidance({ path: '/representation/consumer-claims' })).toBe(false);
    expect(isGuidance({ path: '/directions-questionnaire-help' })).toBe(true);
    expect(isGuidance({ path: '/no-such-page' })).toBe(true);
    expect(feedKind({ path: '/blog/x' })).toBe('article');
    expect(feedKind({ path: '/court-locations', island: 'court search' })).toBe('tool');
    expect(feedKind({ path: '/faq-support' })).toBe('guide');
  });

  it('refuses a date that is not one', () => {
    expect(() => rfc3339('24/11/2026')).toThrow(RangeError);
    expect(() => rfc3339('2026-13-45')).toThrow(RangeError);
    expect(escapeXml('<&>')).toBe('&lt;&amp;&gt;');
  });
});
