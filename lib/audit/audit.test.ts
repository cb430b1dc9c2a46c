import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_PAGE_JS_ALLOWANCE_KIB, isContentRoute, jsBudgetFailure, lighthouseFailures } from './budget';
import { median, medianScores, scoresFromLhr, type LighthouseScores } from './lighthouse-scores';
import { htmlFileFor, pageWeight, scriptSources } from './page-weight';

describe('scriptSources', () => {
  it('lists the same-origin scripts a page loads, once each, skipping nomodule and other origins', () => {
    const html = [
      '<script src="/_next/a.js" async=""></script>',
      '<script src="/_next/legacy.js" noModule=""></script>',
      '<script src="/_next/a.js?v=2"></script>',
      '<script src="https://www.googletagmanager.com/gtag/js"></script>',
      '<script>self.__next_f.push([])</script>',
      '<SCRIPT SRC="/_next/b.js"></SCRIPT>',
    ].join('');
    expect(scriptSources(html)).toEqual(['/_next/a.js', '/_next/b.js']);
  });

  it('is empty for a page with no scripts', () => {
    expect(scriptSources('<p>text</p>')).toEqual([]);
  });
});

describe('pageWeight', () => {
  it('adds up the gzipped size of each script and of the HTML', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'weight-'));
    mkdirSync(path.join(dir, 'blog'));
    mkdirSync(path.join(dir, '_next'));
    const [a, b] = ['console.log("a");'.repeat(50), 'let b = 1;'];
    writeFileSync(path.join(dir, '_next/a.js'), a);
    writeFileSync(path.join(dir, '_next/b.js'), b);
    const html = '<script src="/_next/a.js"></script><script src="/_next/b.js"></script>';
    writeFileSync(path.join(dir, 'blog/post.html'), html);
    const weight = pageWeight(dir, '/blog/post');
    expect(weight.js).toBe(gzipSync(a).length + gzipSync(b).length);
    expect(weight.html).toBe(gzipSync(html).length);
    expect(() => pageWeight(dir, '/missing')).toThrow(/ENOENT/);
  });

  it('maps routes to their exported files', () => {
    expect(htmlFileFor('out', '/')).toBe(path.join('out', 'index.html'));
    expect(htmlFileFor('out', '/blog/a')).toBe(path.join('out', 'blog/a.html'));
  });
});

describe('the JavaScript budget', () => {
  const bare = 132 * 1024;

  it('lets a content page add up to its allowance over the bare page, and no more', () => {
    expect(isContentRoute('/faq-support')).toBe(true);
    expect(jsBudgetFailure('/faq-support', bare + CONTENT_PAGE_JS_ALLOWANCE_KIB * 1024, bare)).toBeNull();
    expect(jsBudgetFailure('/faq-support', bare + CONTENT_PAGE_JS_ALLOWANCE_KIB * 1024 + 1, bare)).toMatch(/^\/faq-support: 15\.0 KiB .* content page may add 15 KiB$/);
  });

  it('gives pages with an island a larger, named allowance', () => {
    expect(isContentRoute('/legal-templates')).toBe(false);
    expect(jsBudgetFailure('/legal-templates', bare + 40 * 1024, bare)).toBeNull();
    expect(jsBudgetFailure('/legal-templates', bare + 61 * 1024, bare)).toMatch(/template trial and generator may add 60 KiB/);
  });
});

describe('Lighthouse scores', () => {
  const good: LighthouseScores = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, fcp: 900, lcp: 1500, tbt: 40, cls: 0 };

  it('reads the categories and metrics of a Lighthouse result', () => {
    const lhr = {
      categories: { performance: { score: 0.954 }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: null } },
      audits: {
        'first-contentful-paint': { numericValue: 812.4 },
        'largest-contentful-paint': { numericValue: 2210.6 },
        'total-blocking-time': { numericValue: 120 },
        'cumulative-layout-shift': { numericValue: 0.01234 },
      },
    };
    expect(scoresFromLhr(lhr)).toEqual({ performance: 95, accessibility: 100, bestPractices: 100, seo: 0, fcp: 812, lcp: 2211, tbt: 120, cls: 0.012 });
  });

  it('takes medians, so one slow run does not decide', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
    const slow = { ...good, performance: 80, tbt: 600 };
    expect(medianScores([good, slow, good])).toEqual(good);
  });

  it('names every miss: a category below its score, or layout shift above 0.02', () => {
    expect(lighthouseFailures('/', good)).toEqual([]);
    expect(lighthouseFailures('/', { ...good, performance: 94, seo: 92, cls: 0.021 })).toEqual([
      '/: performance 94 (budget 95)',
      '/: SEO 92 (budget 100)',
      '/: CLS 0.021 (budget 0.02)',
    ]);
    expect(lighthouseFailures('/', { ...good, performance: 95, cls: 0.02 })).toEqual([]);
  });
});
