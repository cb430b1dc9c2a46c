import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { unscoredCategories } from '@/build/audit/lighthouse';
import { compare, formatComparison, interleave, ratio, type BenchmarkRun } from '@/build/audit/benchmark';
import { islandRoutes } from '@/lib/routes';
import {
  budgetFailures,
  CONTENT_PAGE_HTML_BUDGET_KIB,
  CONTENT_PAGE_CONSENTED_JS_BUDGET_KIB,
  CONTENT_PAGE_JS_BUDGET_KIB,
  CONTENT_PAGE_MAX_SCRIPTS,
  isContentRoute,
  ISLAND_HTML_VS_STRIPPED_MAX,
  ISLAND_PAGE_BUDGETS,
  ISLAND_PAGE_JS_CEILING_KIB,
  QUALITY_BUDGET,
  qualityFailures,
} from '@/build/audit/budget';
import { median, medianScores, qualityFromLhr, scoresFromLhr, type LighthouseScores, type QualityScores, type SpeedFigures } from '@/build/audit/lighthouse-scores';
import { BUSY_CPU_SHARE, busyFraction, isBusy, type LoadSample } from '@/build/audit/machine-load';
import { htmlFileFor, pageWeight, scriptSources } from '@/build/audit/page-weight';
import { withoutScripts, writeStrippedExport } from '@/build/audit/strip-scripts';
import { withShellScript } from '@/build/host-config/shell-script';
import { SHELL_LOADER_SCRIPT } from '@/shell/shell-loader';

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

  it("counts the shell a page's loader starts after the first paint, as the build writes it", () => {
    const html = withShellScript(`<html><head><script>${SHELL_LOADER_SCRIPT}</script></head><body><script data-src="/x.js">1</script></body></html>`, '/_shell/shell-A1.js');
    expect(scriptSources(html)).toEqual(['/_shell/shell-A1.js']);
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
    expect(weight.consentedJs).toBe(weight.js);
    expect(() => pageWeight(dir, '/missing')).toThrow(/ENOENT/);
  });

  it('adds, once analytics is accepted, the loader the shell imports then', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'weight-'));
    mkdirSync(path.join(dir, '_shell'));
    const [shell, loader] = ['let a=1;import("/_shell/analytics-AB12.js").then(()=>{});', 'export const v="' + 'x'.repeat(300) + '";'];
    writeFileSync(path.join(dir, '_shell/shell-A.js'), shell);
    writeFileSync(path.join(dir, '_shell/analytics-AB12.js'), loader);
    writeFileSync(path.join(dir, 'faq.html'), '<script type="module" src="/_shell/shell-A.js"></script>');
    const weight = pageWeight(dir, '/faq');
    expect(weight.js).toBe(gzipSync(shell).length);
    expect(weight.consentedJs).toBe(gzipSync(shell).length + gzipSync(loader).length);
  });

  it("counts the consent banner's file on a first visit only, and refuses a file fetched on demand it does not know", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'weight-'));
    mkdirSync(path.join(dir, '_shell'));
    const shell = 'import("/_shell/shell-banner-B1.js");import("/_shell/analytics-AB12.js");';
    const [banner, loader] = ['export const b="' + 'y'.repeat(200) + '";', 'export const v="' + 'x'.repeat(300) + '";'];
    writeFileSync(path.join(dir, '_shell/shell-A.js'), shell);
    writeFileSync(path.join(dir, '_shell/shell-banner-B1.js'), banner);
    writeFileSync(path.join(dir, '_shell/analytics-AB12.js'), loader);
    writeFileSync(path.join(dir, 'faq.html'), '<script type="module" src="/_shell/shell-A.js"></script>');
    const weight = pageWeight(dir, '/faq');
    expect(weight.js).toBe(gzipSync(shell).length + gzipSync(banner).length);
    expect(weight.consentedJs).toBe(gzipSync(shell).length + gzipSync(loader).length);
    expect(weight.scripts).toEqual(['/_shell/shell-A.js']);
    writeFileSync(path.join(dir, '_shell/shell-A.js'), 'import("/_shell/shell-extra-C.js");');
    writeFileSync(path.join(dir, '_shell/shell-extra-C.js'), '1;');
    expect(() => pageWeight(dir, '/faq')).toThrow(/does not know when: \/_shell\/shell-extra-C\.js/);
  });

  it("counts an island's entry and every chunk it imports statically, once each, but not what it imports on demand", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'weight-'));
    mkdirSync(path.join(dir, '_shell'));
    const files = {
      'shell.js': 'let s = 1;',
      'island-a.js': 'import{r}from"./chunk-react.js";import"./chunk-b.js";const later=()=>import("./chunk-lazy.js");',
      'island-b.js': 'import{r}from"./chunk-react.js";',
      'chunk-react.js': 'export const r = 1;'.repeat(20),
      'chunk-b.js': 'import{r}from"./chunk-react.js";',
      'chunk-lazy.js': 'export const big = 2;'.repeat(99),
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, '_shell', name), code);
    const html = '<script type="module" src="/_shell/shell.js"></script><div data-island="a" data-island-src="/_shell/island-a.js"></div><div data-island="b" data-island-src="/_shell/island-b.js"></div><script type="application/json">{}</script>';
    writeFileSync(path.join(dir, 'index.html'), html);
    const weight = pageWeight(dir, '/');
    expect(weight.scripts).toEqual(['/_shell/shell.js', '/_shell/island-a.js', '/_shell/chunk-react.js', '/_shell/chunk-b.js', '/_shell/island-b.js']);
    const gz = (name: keyof typeof files) => gzipSync(files[name]).length;
    expect(weight.js).toBe(gz('shell.js') + gz('island-a.js') + gz('chunk-react.js') + gz('chunk-b.js') + gz('island-b.js'));
    expect(weight.strippedHtml).toBe(gzipSync(withoutScripts(html)).length);
  });

  it('maps routes to their exported files', () => {
    expect(htmlFileFor('out', '/')).toBe(path.join('out', 'index.html'));
    expect(htmlFileFor('out', '/blog/a')).toBe(path.join('out', 'blog/a.html'));
  });
});

describe('the byte budget', () => {
  const page = (js: number, scripts: string[], html = 20 * 1024, strippedHtml = html, consentedJs = js) => ({ js, consentedJs, html, strippedHtml, scripts });

  it('holds a content page to its budget once analytics is accepted too', () => {
    const limit = CONTENT_PAGE_CONSENTED_JS_BUDGET_KIB * 1024;
    expect(budgetFailures('/faq-support', page(4096, ['/_shell/shell-A.js'], 1024, 1024, limit))).toEqual([]);
    expect(budgetFailures('/faq-support', page(4096, ['/_shell/shell-A.js'], 1024, 1024, limit + 1))).toEqual([
      `/faq-support: ${(limit / 1024 + 0.001).toFixed(1)} KiB of gzipped JavaScript once analytics is accepted; a content page may load ${CONTENT_PAGE_CONSENTED_JS_BUDGET_KIB} KiB`,
    ]);
  });

  it('holds a content page to 6 KiB of JavaScript in one script, none of it the framework', () => {
    expect(isContentRoute('/faq-support')).toBe(true);
    expect(budgetFailures('/faq-support', page(CONTENT_PAGE_JS_BUDGET_KIB * 1024, ['/_shell/shell-A.js']))).toEqual([]);
    expect(budgetFailures('/faq-support', page(CONTENT_PAGE_JS_BUDGET_KIB * 1024 + 1, ['/_shell/shell-A.js']))).toEqual([
      '/faq-support: 6.0 KiB of gzipped JavaScript; a content page may load 6 KiB',
    ]);
    expect(budgetFailures('/faq-support', page(4096, ['/_next/static/chunks/a.js']))).toEqual([
      '/faq-support: loads the Next.js runtime: /_next/static/chunks/a.js',
    ]);
    expect(budgetFailures('/faq-support', page(4096, ['/_shell/a.js', '/_shell/b.js']))).toEqual([
      `/faq-support: 2 scripts; a content page may load ${CONTENT_PAGE_MAX_SCRIPTS}`,
    ]);
  });

  it('holds each island page to its own budget, under the 80 KiB ceiling, and never the Next.js runtime', () => {
    expect(isContentRoute('/legal-templates')).toBe(false);
    const { jsKiB, scripts } = ISLAND_PAGE_BUDGETS['/legal-templates']!;
    expect(jsKiB).toBeLessThanOrEqual(ISLAND_PAGE_JS_CEILING_KIB);
    const files = (n: number) => Array.from({ length: n }, (_, i) => `/_shell/chunk-${i}.js`);
    expect(budgetFailures('/legal-templates', page(jsKiB * 1024, files(scripts)))).toEqual([]);
    expect(budgetFailures('/legal-templates', page(jsKiB * 1024 + 103, [...files(scripts), '/_next/static/chunks/main.js']))).toEqual([
      '/legal-templates: loads the Next.js runtime: /_next/static/chunks/main.js',
      `/legal-templates: ${(jsKiB + 0.1).toFixed(1)} KiB of gzipped JavaScript; the template trial and generator page may load ${jsKiB} KiB`,
      `/legal-templates: ${scripts + 1} scripts (budget ${scripts})`,
    ]);
  });

  it('asks every island page for a budget of its own', () => {
    for (const route of islandRoutes().keys()) expect(ISLAND_PAGE_BUDGETS[route]).toBeDefined();
    expect(budgetFailures('/not-an-island', page(0, []))).toHaveLength(0);
  });

  it('holds a content page to 24 KiB of HTML, and an island page to 1.2 times its HTML without scripts', () => {
    expect(budgetFailures('/faq-support', page(0, [], CONTENT_PAGE_HTML_BUDGET_KIB * 1024))).toEqual([]);
    expect(budgetFailures('/faq-support', page(0, [], CONTENT_PAGE_HTML_BUDGET_KIB * 1024 + 1))).toEqual([
      `/faq-support: ${CONTENT_PAGE_HTML_BUDGET_KIB.toFixed(1)} KiB of gzipped HTML (a content page's budget: ${CONTENT_PAGE_HTML_BUDGET_KIB} KiB)`,
    ]);
    expect(budgetFailures('/', page(0, [], 12 * 1024, 10 * 1024))).toEqual([]);
    expect(budgetFailures('/', page(0, [], 12 * 1024 + 1, 10 * 1024))).toEqual([
      `/: 12.0 KiB of gzipped HTML, ${(ISLAND_HTML_VS_STRIPPED_MAX).toFixed(2)} times the page without its scripts (budget ${ISLAND_HTML_VS_STRIPPED_MAX})`,
    ]);
  });
});

describe('Lighthouse scores', () => {
  const good: LighthouseScores = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, fcp: 900, lcp: 1500, tbt: 40, si: 1000, cls: 0 };
  const lhr = {
    categories: { performance: { score: 0.954 }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: null } },
    audits: {
      'first-contentful-paint': { numericValue: 812.4 },
      'largest-contentful-paint': { numericValue: 2210.6 },
      'total-blocking-time': { numericValue: 120 },
      'speed-index': { numericValue: 1403.5 },
      'cumulative-layout-shift': { numericValue: 0.01234 },
    },
  };

  it('reads the categories and metrics of a Lighthouse result', () => {
    expect(scoresFromLhr(lhr)).toEqual({ performance: 95, accessibility: 100, bestPractices: 100, seo: 0, fcp: 812, lcp: 2211, tbt: 120, si: 1404, cls: 0.012 });
  });

  it('reads only the deterministic scores for the quality gate', () => {
    expect(qualityFromLhr(lhr)).toEqual({ accessibility: 100, bestPractices: 100, seo: 0, cls: 0.012 });
  });

  it('takes medians, so one slow run does not decide', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
    expect(() => medianScores([])).toThrow(RangeError);
    const slow = { ...good, performance: 80, tbt: 600 };
    expect(medianScores([good, slow, good])).toEqual(good);
  });

  it('gates on accessibility, best practices, SEO and layout shift, never on speed', () => {
    const quality: QualityScores = { accessibility: 100, bestPractices: 100, seo: 100, cls: 0 };
    expect(qualityFailures('/', quality)).toEqual([]);
    expect(qualityFailures('/', { ...quality, accessibility: 99, seo: 92, cls: 0.021 })).toEqual([
      '/: accessibility 99 (budget 100)',
      '/: SEO 92 (budget 100)',
      '/: CLS 0.021 (budget 0.02)',
    ]);
    expect(qualityFailures('/', { ...quality, cls: 0.02 })).toEqual([]);
    // A failure names what moved, so a shift seen once can be traced.
    const shifted = qualityFromLhr({
      categories: {},
      audits: {
        'cumulative-layout-shift': { numericValue: 0.185 },
        'layout-shifts': { details: { items: [{ score: 0.18, node: { selector: 'main > div.grid', snippet: '<div class="grid">' } }] } },
      },
    });
    expect(qualityFailures('/court-locations', { ...quality, cls: shifted.cls, shifts: shifted.shifts })).toEqual([
      '/court-locations: CLS 0.185 (budget 0.02); moved: 0.180 main > div.grid <div class="grid">',
    ]);
    // A slow run's scores carry no speed figure the gate could read.
    expect(Object.keys(QUALITY_BUDGET).sort()).toEqual(['accessibility', 'bestPractices', 'maxCls', 'seo']);
  });
});

describe('the benchmark', () => {
  const quiet: LoadSample = { load1: 0.2, cpuBusy: 0.02, cores: 2 };
  const figures = (performance: number, tbt: number): SpeedFigures => ({ performance, fcp: 900, lcp: 1800, tbt, si: 1200 });

  it('runs the arms in turn, one run of each before the next of any', () => {
    expect(interleave(['site', 'bare'], 3)).toEqual(['site', 'bare', 'site', 'bare', 'site', 'bare']);
    expect(interleave(['site', 'bare'], 0)).toEqual([]);
  });

  it('reports the medians of each arm and their ratios, site over yardstick', () => {
    const runs: BenchmarkRun[] = [
      { arm: 'site', figures: figures(90, 300), load: quiet },
      { arm: 'bare', figures: figures(100, 100), load: quiet },
      { arm: 'site', figures: figures(96, 150), load: { ...quiet, cpuBusy: 0.6 } },
      { arm: 'bare', figures: figures(99, 50), load: { ...quiet, load1: 3.1, cpuBusy: 0.3 } },
      { arm: 'site', figures: figures(98, 120), load: quiet },
      { arm: 'bare', figures: figures(100, 0), load: quiet },
    ];
    const c = compare(runs, 'site', 'bare');
    expect(c.site).toEqual(figures(96, 150));
    expect(c.yardstick).toEqual(figures(100, 50));
    expect(c.ratios).toEqual({ performance: 0.96, fcp: 1, lcp: 1, tbt: 3, si: 1 });
    expect(c.busyRuns).toBe(2);
    expect(c.runs).toBe(6);
    expect(() => compare(runs, 'site', 'stripped')).toThrow(RangeError);
  });

  it('gives no ratio against a zero yardstick, and formats a cell', () => {
    expect(ratio(120, 0)).toBeNull();
    expect(ratio(Number.NaN, 10)).toBeNull();
    expect(ratio(1, 3)).toBe(0.33);
    expect(formatComparison(98, 100, 0.98)).toBe('98 / 100 (0.98)');
    expect(formatComparison(40, 0, null)).toBe('40 / 0 (–)');
  });

  it('measures how busy the CPU was between two readings, and when that counts as busy', () => {
    expect(busyFraction({ idle: 100, total: 200 }, { idle: 175, total: 300 })).toBe(0.25);
    expect(busyFraction({ idle: 100, total: 200 }, { idle: 100, total: 200 })).toBe(0);
    expect(isBusy(quiet)).toBe(false);
    expect(isBusy({ ...quiet, cpuBusy: BUSY_CPU_SHARE })).toBe(true);
    // The load average lags a minute behind: high after a build on an idle machine, so it is recorded, not used.
    expect(isBusy({ ...quiet, load1: 3.2, cpuBusy: 0.01 })).toBe(false);
  });
});

describe('a Lighthouse run that could not score a category', () => {
  it('is named with the audits that errored, so the run is taken again rather than read as a score of 0', () => {
    const lhr = {
      categories: {
        accessibility: { score: 1, auditRefs: [{ id: 'color-contrast' }] },
        'best-practices': { score: null, auditRefs: [{ id: 'errors-in-console' }, { id: 'inspector-issues' }] },
        seo: { score: null, auditRefs: [{ id: 'robots-txt' }] },
      },
      audits: {
        'color-contrast': { scoreDisplayMode: 'binary' },
        'errors-in-console': { scoreDisplayMode: 'binary' },
        'inspector-issues': { scoreDisplayMode: 'error', errorMessage: 'Protocol timeout' },
        'robots-txt': { scoreDisplayMode: 'binary' },
      },
    };
    expect(unscoredCategories(lhr)).toEqual(['best-practices: inspector-issues (Protocol timeout)', 'seo']);
    expect(unscoredCategories({ ...lhr, categories: { accessibility: lhr.categories.accessibility } })).toEqual([]);
  });
});

describe('the page with its scripts stripped', () => {
  const kept = [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="preload" as="font" href="/font.woff2" crossorigin="" type="font/woff2"/>',
    '<link rel="canonical" href="https://example.com/a"/>',
    '<title>A &gt; B</title></head><body><main><h1>Title</h1>',
    '<noscript><p>Turn on JavaScript to use the tool.</p></noscript>',
    '<p>Text</p></main></body></html>',
  ];
  const scripts = [
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
    '<link rel="modulepreload" href="/_shell/shell-A.js">',
    '<LINK REL="Preload" AS="Script" HREF="/_next/static/chunks/b.js">',
    `<link rel='modulepreload' href='/_shell/b.js' data-note='a > b'>`,
    '<script type="module" src="/_shell/shell-A.js"></script>',
    '<script>(function(){if(localStorage.consent)document.documentElement.dataset.consent="1"})()</script>',
    '<script type="application/ld+json" id="faq-jsonld">{"@context":"https://schema.org","name":"a > b"}</script>',
    '<script type="speculationrules">\n{"prefetch":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}\n</script>',
    '<script src="/_next/static/chunks/c.js" async=""></script>',
    '<script>self.__next_f.push([1,"<p>x</p>"])</script>',
    '<SCRIPT data-x="a>b">\nlet a = 1;\nlet b = "</scripts>";\n</SCRIPT >',
  ];

  it('removes every script element and script preload, and leaves the rest byte for byte', () => {
    const page = [...kept.flatMap((part, i) => [scripts[i]!, part]), ...scripts.slice(kept.length)];
    expect(withoutScripts(page.join(''))).toBe(kept.join(''));
    expect(withoutScripts(page.join('\n'))).toBe(page.map((part) => (scripts.includes(part) ? '' : part)).join('\n'));
  });

  it('removes each kind of script on its own', () => {
    for (const script of scripts) expect(withoutScripts(`<p>a</p>${script}<p>b</p>`)).toBe('<p>a</p><p>b</p>');
  });

  it('leaves a page without scripts as it is', () => {
    const page = kept.join('\n');
    expect(withoutScripts(page)).toBe(page);
    const otherLinks = '<link rel="prefetch" href="/b"><link rel="preload" as="style" href="/a.css"><link data-rel="modulepreload">';
    expect(withoutScripts(otherLinks)).toBe(otherLinks);
  });

  it('copies an export with its pages stripped and their Brotli copies made afresh', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'export-'));
    mkdirSync(path.join(dir, 'blog'));
    mkdirSync(path.join(dir, '_next/static'), { recursive: true });
    const page = (title: string) =>
      `<html><head><title>${title}</title><script src="/_shell/shell-A.js" type="module"></script></head><body><p>${title}</p></body></html>`;
    const js = '<script>document.title = "x"</script>';
    const serveJson = '{ "cleanUrls": true, "headers": [{ "source": "a.html", "headers": [{ "key": "Content-Security-Policy", "value": "script-src \'sha256-x\'" }] }] }';
    writeFileSync(path.join(dir, 'a.html'), page('A'));
    writeFileSync(path.join(dir, 'a.html.br'), 'brotli');
    writeFileSync(path.join(dir, 'blog/b.html'), page('B'));
    writeFileSync(path.join(dir, '_next/static/x.js'), js);
    writeFileSync(path.join(dir, '_next/static/y.html'), js);
    writeFileSync(path.join(dir, 'serve.json'), serveJson);
    const target = path.join(mkdtempSync(path.join(tmpdir(), 'stripped-')), 'out');
    mkdirSync(target);
    writeFileSync(path.join(target, 'left-over.html'), 'from an earlier run');

    const long = `<p>${'A paragraph of an article. '.repeat(80)}</p>`;
    writeFileSync(path.join(dir, 'c.html'), page('C').replace('<p>C</p>', long));
    writeFileSync(path.join(dir, 'c.html.br'), 'brotli of the page with its scripts');

    expect(await writeStrippedExport(dir, target)).toBe(target);
    expect(brotliDecompressSync(readFileSync(path.join(target, 'c.html.br'))).toString()).toBe(
      `<html><head><title>C</title></head><body>${long}</body></html>`,
    );
    const read = (file: string) => readFileSync(path.join(target, file), 'utf8');
    expect(read('a.html')).toBe('<html><head><title>A</title></head><body><p>A</p></body></html>');
    expect(read('blog/b.html')).toBe('<html><head><title>B</title></head><body><p>B</p></body></html>');
    expect(existsSync(path.join(target, 'a.html.br'))).toBe(false);
    expect(existsSync(path.join(target, 'left-over.html'))).toBe(false);
    expect(read('_next/static/x.js')).toBe(js);
    expect(read('_next/static/y.html')).toBe(js);
    expect(read('serve.json')).toBe(serveJson);
    // The export itself is untouched.
    expect(readFileSync(path.join(dir, 'a.html'), 'utf8')).toBe(page('A'));
    expect(existsSync(path.join(dir, 'a.html.br'))).toBe(true);
  });
});
