import { createHash } from 'node:crypto';
import { articles } from '@/content/blog';
import { absoluteUrl, getRoute } from '@/lib/routes';
import { ogImagePath } from '@/lib/seo';
import { headerMenus } from '@/lib/navigation';
import { SHELL_LOADER_SCRIPT } from '@/shell/shell-loader';
import {
  chromeProblems,
  cspProblems,
  expectedTitle,
  formProblems,
  frameworkProblems,
  headProblems,
  menuProblems,
  parsePage,
  reviewDates,
  reviewProblems,
  sharedChrome,
  structuredDataProblems,
} from '@/build/audit/page-checks';

const route = getRoute('/faq-support');
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function head(overrides: Partial<Record<string, string | null>> = {}) {
  const url = absoluteUrl(route.path);
  const image = absoluteUrl(ogImagePath(route.path));
  const values: Record<string, string | null> = {
    title: expectedTitle(route),
    description: route.description,
    canonical: url,
    'og:title': expectedTitle(route),
    'og:url': url,
    'og:locale': 'en_GB',
    'og:image': image,
    'og:image:width': '1200',
    'og:image:height': '630',
    'twitter:card': 'summary_large_image',
    'twitter:image': image,
    ...overrides,
  };
  const meta = (key: string, name: string) => (values[name] === null ? '' : `<meta ${key}="${name}" content="${escape(values[name]!)}"/>`);
  return [
    values.title === null ? '' : `<title>${escape(values.title!)}</title>`,
    meta('name', 'description'),
    values.canonical === null ? '' : `<link rel="canonical" href="${values.canonical}"/>`,
    ...['og:title', 'og:url', 'og:locale', 'og:image', 'og:image:width', 'og:image:height'].map((name) => meta('property', name)),
    meta('name', 'twitter:card'),
    meta('name', 'twitter:image'),
  ].join('');
}

const page = (headHtml: string, body: string) => parsePage(`<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>${headHtml}</head><body>${body}</body></html>`);

describe('headProblems', () => {
  it('finds nothing wrong with a complete head and one h1', () => {
    expect(headProblems(route, page(head(), '<main><h1>FAQ</h1></main>'))).toEqual([]);
  });

  it('accepts the home page canonical link written as the bare origin', () => {
    const home = getRoute('/');
    const html = head({ title: expectedTitle(home), 'og:title': expectedTitle(home), description: home.description, canonical: absoluteUrl('/').replace(/\/$/, ''), 'og:url': absoluteUrl('/'), 'og:image': absoluteUrl(ogImagePath('/')), 'twitter:image': absoluteUrl(ogImagePath('/')) });
    expect(headProblems(home, page(html, '<h1>Home</h1>'))).toEqual([]);
  });

  it.each([
    ['a missing description', { description: null }, 'meta description is missing'],
    ['another title', { title: 'Something else' }, 'title is "Something else"'],
    ['a canonical link elsewhere', { canonical: 'https://example.com/elsewhere' }, 'canonical link is https://example.com/elsewhere'],
    ['a canonical link that is no URL', { canonical: 'not a url' }, 'canonical link is not a url'],
    ['another locale', { 'og:locale': 'en_US' }, 'og:locale is "en_US"'],
    ['a small image', { 'og:image:width': '600' }, 'og:image:width is "600"'],
    ['no twitter card', { 'twitter:card': null }, 'twitter:card is missing'],
  ])('reports %s', (_, overrides, problem) => {
    expect(headProblems(route, page(head(overrides), '<h1>FAQ</h1>')).join('\n')).toContain(problem);
  });

  it('reports no h1, or two', () => {
    expect(headProblems(route, page(head(), '<p>none</p>'))).toEqual(['0 h1 elements, not 1']);
    expect(headProblems(route, page(head(), '<h1>a</h1><h1>b</h1>'))).toEqual(['2 h1 elements, not 1']);
  });
});

describe('structuredDataProblems', () => {
  const ld = (data: unknown) => `<script type="application/ld+json">${typeof data === 'string' ? data : JSON.stringify(data)}</script>`;
  const breadcrumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };

  it('needs a breadcrumb trail on an inner page, and valid JSON', () => {
    expect(structuredDataProblems(route, page(ld(breadcrumbs), ''))).toEqual([]);
    expect(structuredDataProblems(route, page(ld({ '@type': 'WebPage' }), ''))).toEqual(['JSON-LD has no BreadcrumbList (types: WebPage)']);
    expect(structuredDataProblems(route, page(ld('{"@type": "BreadcrumbList",}'), '')).join('\n')).toMatch(/JSON-LD block 1 does not parse/);
    expect(structuredDataProblems(route, page('', ''))).toEqual(['no JSON-LD', 'JSON-LD has no BreadcrumbList (types: none)']);
  });

  it('refuses a self-awarded rating', () => {
    expect(structuredDataProblems(route, page(ld([breadcrumbs, { '@type': 'Organization', aggregateRating: { ratingValue: 5 } }]), ''))).toEqual([
      'JSON-LD block 1 carries an aggregateRating',
    ]);
  });

  it('needs the organisation, the website and the service on the home page', () => {
    const home = getRoute('/');
    expect(structuredDataProblems(home, page(ld([{ '@type': 'Organization' }, { '@type': 'WebSite' }]), ''))).toEqual(['JSON-LD has no LegalService (types: Organization, WebSite)']);
  });

  it("checks an article's dates against its record", () => {
    const article = articles[0]!;
    const articleRoute = getRoute(`/blog/${article.slug}`);
    const posting = { '@type': 'BlogPosting', datePublished: article.date, dateModified: article.reviewed };
    const modified = `<meta property="article:modified_time" content="${article.reviewed}"/>`;
    expect(structuredDataProblems(articleRoute, page(modified + ld([breadcrumbs, posting]), ''))).toEqual([]);
    expect(structuredDataProblems(articleRoute, page(modified + ld([breadcrumbs, { ...posting, dateModified: article.date }]), ''))).toEqual([
      `BlogPosting dates are ${article.date} / ${article.date}, not ${article.date} / ${article.reviewed}`,
    ]);
    expect(structuredDataProblems(articleRoute, page(ld([breadcrumbs, posting]), ''))).toEqual([`article:modified_time is missing, not ${article.reviewed}`]);
  });
});

describe('formProblems (issue 40)', () => {
  it('finds a browser date picker, and passes GOV.UK date boxes', () => {
    expect(formProblems(page('', '<main><input type="date" name="due"></main>'))).toEqual(['a browser date picker: <input type="date" name="due">']);
    expect(formProblems(page('', '<main><input type="text" inputmode="numeric" name="due-day"></main>'))).toEqual([]);
  });
});

describe('frameworkProblems', () => {
  const shell = `<script data-shell-src="/_shell/shell-ABC123.js">${SHELL_LOADER_SCRIPT}</script>`;
  const styles = '<link rel="stylesheet" href="/_next/static/chunks/app.css"/>';
  const island = '<div data-island="court-finder" data-island-when="touched" class="contents" data-island-src="/_shell/island-court-finder-ABC123.js"><form></form></div>';

  it('passes a content page and an island page as the build writes them', () => {
    expect(frameworkProblems(page(styles + shell, '<main></main>'), false)).toEqual([]);
    expect(frameworkProblems(page(styles + shell, island), true)).toEqual([]);
  });

  it('reports the framework runtime, a second shell, a foreign script and missing styles', () => {
    expect(frameworkProblems(page(shell + shell + '<script src="/_next/static/chunks/main.js"></script>', '<script>self.__next_f.push([])</script>'), false)).toEqual([
      '2 shell scripts, not 1',
      "scripts fetched as the page is parsed (only the shell's loader starts a script): /_next/static/chunks/main.js",
      'the page holds __next_f',
      'the page holds a framework chunk, /_next/static/chunks/main.js',
      'no stylesheet',
    ]);
  });

  it('reports a shell fetched as the page is parsed, and a loader that is not the build\'s', () => {
    const moduleTag = '<script type="module" fetchpriority="low" src="/_shell/shell-ABC123.js"></script>';
    expect(frameworkProblems(page(styles + moduleTag, '<main></main>'), false)).toEqual([
      '0 shell scripts, not 1',
      "scripts fetched as the page is parsed (only the shell's loader starts a script): /_shell/shell-ABC123.js",
    ]);
    const otherLoader = '<script data-shell-src="/_shell/shell-ABC123.js">import(document.currentScript.dataset.shellSrc)</script>';
    expect(frameworkProblems(page(styles + otherLoader, '<main></main>'), false)).toEqual(['0 shell scripts, not 1']);
  });

  it('reports an island where none belongs, none where one does, and an island without its entry', () => {
    expect(frameworkProblems(page(styles + shell, island), false)).toEqual(['1 island(s) on a page that is not an island route']);
    expect(frameworkProblems(page(styles + shell, '<main><iframe src="https://example.com/map"></iframe></main>'), false)).toEqual([
      '1 frame(s), which the axe scan would not look inside',
    ]);
    expect(frameworkProblems(page(styles + shell, '<main></main>'), true)).toEqual(['an island route with no island']);
    expect(frameworkProblems(page(styles + shell, '<div data-island="x" data-island-when="soon"></div>'), true)).toEqual([
      'island x has no valid data-island-when',
      'island x has no entry script',
    ]);
  });
});

describe('cspProblems', () => {
  const inline = 'document.documentElement.dataset.js = "1"';
  const policy = (hashes: string[], extra = '') =>
    `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${hashes.join(' ')}${extra}; connect-src 'self'; form-action 'self'; base-uri 'self'; object-src 'none'"/>`;

  it('passes a policy with the hash of every inline script, and data blocks left out', () => {
    expect(cspProblems('/faq-support', page(policy([hash(inline)]) + `<script>${inline}</script>`, '<script type="application/ld+json">{}</script>'))).toEqual([]);
  });

  it('reports an inline script without its hash, and a hash without its script', () => {
    expect(cspProblems('/faq-support', page(policy([hash('other()')]) + `<script>${inline}</script>`, ''))).toEqual([
      `an inline script (${hash(inline)}) has no hash in script-src`,
      `script-src allows ${hash('other()')}, which no script on the page has`,
    ]);
  });

  it('reports a policy after a script, no policy, a loosened script-src and a missing directive', () => {
    expect(cspProblems('/faq-support', page(`<script>${inline}</script>` + policy([hash(inline)]), ''))).toEqual(['the CSP meta tag comes after a script']);
    expect(cspProblems('/faq-support', page('', ''))).toEqual(['no Content-Security-Policy meta tag']);
    expect(cspProblems('/faq-support', page(policy([], " 'unsafe-inline'"), ''))).toEqual(["script-src allows 'unsafe-inline'"]);
    expect(cspProblems('/faq-support', parsePage(`<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'"/></head>`))).toEqual([
      "the policy lacks object-src 'none'",
      "the policy lacks base-uri 'self'",
      "the policy lacks form-action 'self'",
      "the policy lacks connect-src 'self'",
    ]);
  });

  it("needs the search page's extras there, and nowhere else", () => {
    expect(cspProblems('/search', page(policy([]), '')).join('\n')).toMatch(/script-src starts 'self', not 'self' 'wasm-unsafe-eval'/);
    expect(cspProblems('/faq-support', page(policy([]).replace('; connect-src', "; worker-src 'self'; connect-src"), ''))).toEqual([
      "worker-src is worker-src 'self', not missing",
    ]);
  });
});

describe('reviewProblems', () => {
  const line = (iso: string, text: string, wrapper = 'p') => `<main><${wrapper}>Last reviewed <time dateTime="${iso}">${text}</time></${wrapper}></main>`;

  it('passes one visible line with the record date', () => {
    expect(reviewProblems(page('', line('2026-11-23', '23 November 2026')), '2026-11-23')).toEqual([]);
    expect(reviewProblems(page('', '<main></main>'), undefined)).toEqual([]);
  });

  it('reports another date, a missing line, two lines and a hidden line', () => {
    expect(reviewProblems(page('', line('2026-11-22', '22 November 2026')), '2026-11-23')).toEqual([
      '"Last reviewed 22 November 2026", not "Last reviewed 23 November 2026"',
      'its <time> says 2026-11-22, not 2026-11-23',
    ]);
    expect(reviewProblems(page('', '<main><p>Reviewed lately</p></main>'), '2026-11-23')).toEqual(['0 "Last reviewed" lines in <main>, not 1']);
    expect(reviewProblems(page('', '<main><p>Last reviewed <time dateTime="2026-11-23">23 November 2026</time></p><p>Last reviewed <time dateTime="2026-11-23">23 November 2026</time></p></main>'), '2026-11-23')).toEqual([
      '2 "Last reviewed" lines in <main>, not 1',
    ]);
    expect(reviewProblems(page('', `<main><div class="sr-only"><p>Last reviewed <time dateTime="2026-11-23">23 November 2026</time></p></div></main>`), '2026-11-23')).toEqual([
      '"Last reviewed" is hidden by <div class="sr-only">',
    ]);
  });

  it('knows every reviewed page of guidance', () => {
    const dates = reviewDates();
    for (const article of articles) expect(dates.get(`/blog/${article.slug}`)).toBe(article.reviewed);
    for (const path of ['/court-forms-library', '/faq-support', '/step-by-step-guide', '/court-locations']) expect(dates.get(path)).toMatch(/^\d{4}-\d\d-\d\d$/);
  });
});

describe('the header and footer', () => {
  const menus = headerMenus
    .map(
      (menu, i) =>
        `<div><button popoverTarget="m${i}" id="m${i}-trigger">${menu.label}</button><ul id="m${i}" popover="auto">${menu.links.map((l) => `<li><a href="${l.href}">${escape(l.label)}</a></li>`).join('')}</ul></div>`,
    )
    .join('');
  const sheet = `<button commandfor="mobile-menu" command="show-modal" aria-label="Open menu"></button><dialog id="mobile-menu">${headerMenus
    .flatMap((m) => m.links)
    .map((l) => `<a href="${l.href}">${escape(l.label)}</a>`)
    .join('')}</dialog>`;
  const header = `<header><nav aria-label="Main">${menus}</nav>${sheet}</header>`;

  it('opens every menu without script, in order, with the mobile sheet holding every link', () => {
    expect(menuProblems(page('', header))).toEqual([]);
  });

  it('reports a menu out of order, a menu that is no popover and a mobile sheet short of a link', () => {
    const first = headerMenus[0]!;
    const [a, b] = first.links;
    const swapped = header.replace(`<li><a href="${a!.href}">${escape(a!.label)}</a></li><li><a href="${b!.href}">${escape(b!.label)}</a></li>`, `<li><a href="${b!.href}">${escape(b!.label)}</a></li><li><a href="${a!.href}">${escape(a!.label)}</a></li>`);
    expect(menuProblems(page('', swapped)).join('\n')).toContain(`the ${first.label} menu lists ${b!.label}`);
    expect(menuProblems(page('', header.replace('popover="auto"', '')))).toEqual([`the ${first.label} button opens no popover list of links`]);
    // Issue 40: an ARIA menu takes its links out of the Tab order: the header's lists are disclosures.
    expect(menuProblems(page('', header.replace('popover="auto"', 'popover="auto" role="menu"')))).toEqual([`the ${first.label} button opens no popover list of links`]);
    const last = headerMenus.flatMap((m) => m.links).at(-1)!;
    expect(menuProblems(page('', header.replace(`<a href="${last.href}">${escape(last.label)}</a></dialog>`, '</dialog>')))).toEqual([
      `the mobile menu has no "${last.label}" link to ${last.href}`,
    ]);
  });

  it('finds a page whose header or footer differs, but not the current page mark or its styling', () => {
    const reference = sharedChrome(page('', `${header}<main><header><h1>Article</h1></header></main><footer><a href="/a">A</a></footer>`));
    expect(chromeProblems(page('', `${header.replace('<a href', '<a aria-current="page" class="active" href')}<main></main><footer><a href="/a">A</a></footer>`), reference)).toEqual([]);
    expect(chromeProblems(page('', `${header}<footer><a href="/b">A</a></footer>`), reference)).toEqual([expect.stringMatching(/^its footer differs from the other pages'/)]);
    expect(chromeProblems(page('', '<main></main>'), reference)).toEqual(['no site header', 'no site footer']);
  });
});
