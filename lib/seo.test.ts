import type { Metadata } from 'next';
import { siteConfig } from '@/content/site';
import { buildMetadata, metadataFor, ogImageFile, ogImagePath, routeForOgImage } from './seo';
import { FEED_PATH, FEED_TITLE } from '@/content/feed';

/** Issue 19: every page's head names the Atom feed. */
const feedLink = { 'application/atom+xml': [{ url: FEED_PATH, title: FEED_TITLE }] };

const base = siteConfig.url;
/** The route's own 1200x630 social image, titled like the page. */
const image = { url: `${base}/og/some-page.png`, width: 1200, height: 630, alt: `Some Page | ${siteConfig.name}` };

function og(meta: Metadata): Record<string, unknown> {
  return meta.openGraph as Record<string, unknown>;
}

describe('per-route social images', () => {
  it('names one file per route and maps it back', () => {
    expect(ogImageFile('/')).toBe('home.png');
    expect(ogImageFile('/faq-support')).toBe('faq-support.png');
    expect(ogImageFile('/blog/top-10-mistakes-that-lose-small-claims-cases')).toBe('blog--top-10-mistakes-that-lose-small-claims-cases.png');
    for (const path of ['/', '/blog', '/blog/a-b-c', '/services/court-preparation']) {
      expect(routeForOgImage(ogImageFile(path))).toBe(path);
    }
    expect(ogImagePath('/blog')).toBe('/og/blog.png');
  });
});

describe('buildMetadata', () => {
  const input = { path: '/some-page', title: 'Some Page', description: 'About some page.' };

  it('uses the title template: bare title, full title in social data', () => {
    const meta = buildMetadata(input);
    expect(meta.title).toBe('Some Page');
    expect(og(meta).title).toBe(`Some Page | ${siteConfig.name}`);
    expect(meta.twitter).toMatchObject({ title: `Some Page | ${siteConfig.name}` });
  });

  it('uses an absolute title when asked, without the site name appended', () => {
    const meta = buildMetadata({ ...input, title: 'Exact Title', absoluteTitle: true });
    expect(meta.title).toEqual({ absolute: 'Exact Title' });
    expect(og(meta).title).toBe('Exact Title');
    expect(meta.twitter).toMatchObject({ title: 'Exact Title' });
  });

  it('sets description and an absolute canonical URL', () => {
    const meta = buildMetadata(input);
    expect(meta.description).toBe('About some page.');
    expect(meta.alternates).toEqual({ canonical: `${base}/some-page`, types: feedLink });
    expect(og(meta).url).toBe(`${base}/some-page`);
  });

  it('gives home a canonical URL with a trailing slash', () => {
    expect(buildMetadata({ ...input, path: '/' }).alternates).toEqual({ canonical: `${base}/`, types: feedLink });
  });

  it('fills Open Graph: en_GB locale, site name, website type, 1200x630 image', () => {
    const meta = buildMetadata(input);
    expect(og(meta)).toEqual({
      type: 'website',
      url: `${base}/some-page`,
      title: `Some Page | ${siteConfig.name}`,
      description: 'About some page.',
      siteName: siteConfig.name,
      locale: 'en_GB',
      images: [image],
    });
  });

  it('uses the article type and published time when given', () => {
    const meta = buildMetadata({ ...input, ogType: 'article', publishedTime: '2024-12-16' });
    expect(og(meta)).toMatchObject({ type: 'article', publishedTime: '2024-12-16' });
  });

  it('omits publishedTime when not given', () => {
    expect(og(buildMetadata(input))).not.toHaveProperty('publishedTime');
  });

  it('gives an article its modified time (its last review) when given, and none otherwise', () => {
    const meta = buildMetadata({ ...input, ogType: 'article', publishedTime: '2024-12-16', modifiedTime: '2026-11-23' });
    expect(og(meta)).toMatchObject({ publishedTime: '2024-12-16', modifiedTime: '2026-11-23' });
    expect(og(buildMetadata(input))).not.toHaveProperty('modifiedTime');
  });

  it('fills a summary_large_image Twitter card with the same image', () => {
    expect(buildMetadata(input).twitter).toEqual({
      card: 'summary_large_image',
      title: `Some Page | ${siteConfig.name}`,
      description: 'About some page.',
      images: [image],
    });
  });

  it('sets robots noindex only when asked', () => {
    expect(buildMetadata(input)).not.toHaveProperty('robots');
    expect(buildMetadata({ ...input, noIndex: false })).not.toHaveProperty('robots');
    expect(buildMetadata({ ...input, noIndex: true }).robots).toEqual({ index: false, follow: true });
  });
});

describe('metadataFor', () => {
  it('builds home metadata with its absolute title', () => {
    const meta = metadataFor('/');
    expect(meta.title).toEqual({ absolute: `${siteConfig.name} | Small Claims Court Help for England and Wales` });
    expect(meta.alternates).toEqual({ canonical: `${base}/`, types: feedLink });
    expect(og(meta).type).toBe('website');
  });

  it('builds templated metadata for /faq-support', () => {
    const meta = metadataFor('/faq-support');
    expect(meta.title).toBe('FAQ & Support');
    expect(og(meta).title).toBe(`FAQ & Support | ${siteConfig.name}`);
    expect(meta.alternates).toEqual({ canonical: `${base}/faq-support`, types: feedLink });
  });

  it('gives blog articles the article Open Graph type', () => {
    const meta = metadataFor('/blog/understanding-cpr-part-27-small-claims-track-guide');
    expect(og(meta).type).toBe('article');
    expect(meta.title).toBe('Understanding CPR Part 27: Your Guide to the Small Claims Track');
  });

  it('applies extra fields over the route', () => {
    const meta = metadataFor('/blog', { noIndex: true, description: 'Overridden description.' });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.description).toBe('Overridden description.');
    expect(meta.title).toBe('Small Claims Guides and Insights');
  });

  it.each(['/no-such-page', '/blog/no-such-article', '', '/blog/'])('throws for the unknown path %p', (path) => {
    expect(() => metadataFor(path)).toThrow(/No route/);
  });
});
