import { articles } from '@/content/blog';
import { atomFeed, escapeXml, feedEntries, rfc3339 } from './feed';
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

  it('has an entry per reviewed guide, service and tool, newest first', () => {
    const entries = feedEntries();
    const urls = entries.map((e) => e.url);
    for (const path of ['/step-by-step-guide', '/faq-support', '/court-forms-library', '/tools/claim-calculator', '/services/judgment-enforcement']) {
      expect(urls).toContain(absoluteUrl(path));
    }
    expect(urls).not.toContain(absoluteUrl('/privacy-policy'));
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

  it('refuses a date that is not one', () => {
    expect(() => rfc3339('24/11/2026')).toThrow(RangeError);
    expect(() => rfc3339('2026-13-45')).toThrow(RangeError);
    expect(escapeXml('<&>')).toBe('&lt;&amp;&gt;');
  });
});
