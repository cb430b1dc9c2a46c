import { articleSchema, blockSchema } from './schema';
import { articles } from './index';
import { articleWordCount, wordRangeFor } from '@/lib/blog/reading-time';

describe('blog articles', () => {
  it.each(articles.map((a) => [a.slug, a] as const))('%s validates against the schema', (_slug, article) => {
    expect(() => articleSchema.parse(article)).not.toThrow();
  });

  it.each(articles.map((a) => [a.slug, a] as const))('%s is as long as its stated read time', (_slug, article) => {
    const words = articleWordCount(article);
    const { min, max } = wordRangeFor(article.readTime);
    expect(words).toBeGreaterThanOrEqual(min);
    expect(words).toBeLessThanOrEqual(max);
  });

  it('has unique section ids within each article', () => {
    for (const article of articles) {
      const ids = article.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('links related articles that exist', () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const article of articles) {
      for (const r of article.related) {
        expect(slugs.has(r)).toBe(true);
        expect(r).not.toBe(article.slug);
      }
    }
  });

  it('refuses a mistake whose title carries its own number: the list numbers them (issue 54)', () => {
    const mistake = (title: string) => ({ type: 'mistakes', items: [{ title, description: 'd', consequence: 'c', solution: 's' }] });
    expect(() => blockSchema.parse(mistake('1. Skipping the letter before action'))).toThrow(/must not start with a number/);
    expect(() => blockSchema.parse(mistake('10 Not planning how you will get paid'))).toThrow(/must not start with a number/);
    expect(() => blockSchema.parse(mistake('Skipping the letter before action'))).not.toThrow();
    expect(() => blockSchema.parse(mistake('Arriving late'))).not.toThrow();
  });
});
