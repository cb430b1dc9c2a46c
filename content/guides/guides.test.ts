import { articleSchema } from '../blog/schema';
import { articles } from '../blog';
import { guidePages, guidePath } from './index';
import { articleWordCount, wordRangeFor } from '@/lib/blog/reading-time';

/** Issue 26: the guides written like articles, each on its own route, none of them in the blog. */
describe('guides written like articles', () => {
  it.each(guidePages.map((g) => [guidePath(g), g] as const))('%s validates against the article schema', (_path, guide) => {
    expect(() => articleSchema.parse(guide)).not.toThrow();
    expect(guide.crumb.trim()).not.toBe('');
  });

  it.each(guidePages.map((g) => [guidePath(g), g] as const))('%s is as long as its stated read time', (_path, guide) => {
    const { min, max } = wordRangeFor(guide.readTime);
    expect(articleWordCount(guide)).toBeGreaterThanOrEqual(min);
    expect(articleWordCount(guide)).toBeLessThanOrEqual(max);
  });

  it('is in no blog list: the blog keeps spec 9’s seven articles', () => {
    expect(articles).toHaveLength(7);
    const slugs = new Set(articles.map((a) => a.slug));
    for (const guide of guidePages) {
      expect(slugs.has(guide.slug)).toBe(false);
      expect(articles.map((a) => a.title)).not.toContain(guide.title);
    }
  });

  it('links related blog articles that exist, and sits at the top level', () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const guide of guidePages) {
      expect(guide.related.length).toBeGreaterThan(0);
      for (const r of guide.related) expect([r, slugs.has(r)]).toEqual([r, true]);
      expect(guidePath(guide)).toMatch(/^\/[a-z0-9-]+$/);
    }
  });

  it('has unique section ids', () => {
    for (const guide of guidePages) {
      const ids = guide.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('gives a path from a slug', () => {
    expect(guidePath({ slug: 'county-court-judgments' })).toBe('/county-court-judgments');
  });
});
