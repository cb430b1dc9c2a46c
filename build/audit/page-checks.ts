import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { articles } from '@/content/blog';
import { courtFormsPage, courtLocationsPage } from '@/content/courts/pages';
import { faqPage } from '@/content/faq';
import { guideReviewed } from '@/content/guide';
import { guidePages, guidePath } from '@/content/guides';
import { servicePagePath, servicePages } from '@/content/services';
import { PAGE_POLICY_EXTRAS } from '@/build/host-config/policy';
import { headerMenus } from '@/lib/navigation';
import { ISLAND_ATTR } from '@/islands/manifest';
import { SHELL_LOADER_SCRIPT, SHELL_SRC_ATTR } from '@/shell/shell-loader';
import { absoluteUrl, type Route } from '@/lib/routes';
import { ogImagePath, TITLE_TEMPLATE } from '@/lib/seo';

/**
 * Issue 38: what needs no browser, checked on every exported page's HTML as the build wrote it (`npm run test:html`,
 * build/audit/check-html.ts): the head's metadata, the structured data, the absence of the framework, the Content-Security-
 * Policy against the scripts the page really holds, the "Last reviewed" line, and the header and footer every page
 * shares. Each check returns one line per problem, [] when there is none. The browser tests keep what needs a browser:
 * metadata and accessibility as rendered, layout, and what script does.
 */

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

export type ParsedPage = { html: string; root: Node };

export const parsePage = (html: string): ParsedPage => ({ html, root: parse(html) });

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element under `node` (itself included) in document order. */
function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  // A <template>'s children live in its content fragment.
  const children = isElement(node) && node.tagName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
}

export const attr = (el: Element, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;

const all = (node: Node, test: (el: Element) => boolean) => [...elements(node)].filter(test);
const first = (node: Node, test: (el: Element) => boolean) => {
  for (const el of elements(node)) if (test(el)) return el;
  return undefined;
};

/** An element's text, as the parser read it (entities decoded, whitespace as written). */
export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

const byTag = (tag: string) => (el: Element) => el.tagName === tag;
const metaContent = (page: ParsedPage, key: 'name' | 'property', value: string) => {
  const meta = first(page.root, (el) => el.tagName === 'meta' && attr(el, key) === value);
  return meta ? attr(meta, 'content') : undefined;
};
const sameUrl = (a: string | undefined, b: string) => {
  try {
    return a !== undefined && new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
};

/** The route's title as its <title> shows it. */
export const expectedTitle = (route: Route) => (route.absoluteTitle ? route.title : TITLE_TEMPLATE.replace('%s', route.title));

/** Title, description, canonical link, Open Graph and Twitter cards, one h1. */
export function headProblems(route: Route, page: ParsedPage): string[] {
  const problems: string[] = [];
  const title = expectedTitle(route);
  const url = absoluteUrl(route.path);
  const image = absoluteUrl(ogImagePath(route.path));
  const titleEl = first(page.root, byTag('title'));
  if (!titleEl || textOf(titleEl) !== title) problems.push(`title is "${titleEl ? textOf(titleEl) : ''}", not "${title}"`);
  const expect = (what: string, actual: string | undefined, wanted: string) => {
    if (actual !== wanted) problems.push(`${what} is ${actual === undefined ? 'missing' : `"${actual}"`}, not "${wanted}"`);
  };
  expect('meta description', metaContent(page, 'name', 'description'), route.description);
  const canonical = first(page.root, (el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical');
  // Next.js writes the home page's canonical link as the bare origin: compare URLs, not strings.
  if (!sameUrl(canonical && attr(canonical, 'href'), url)) problems.push(`canonical link is ${canonical ? attr(canonical, 'href') : 'missing'}, not ${url}`);
  expect('og:title', metaContent(page, 'property', 'og:title'), title);
  if (!sameUrl(metaContent(page, 'property', 'og:url'), url)) problems.push(`og:url is ${metaContent(page, 'property', 'og:url') ?? 'missing'}, not ${url}`);
  expect('og:locale', metaContent(page, 'property', 'og:locale'), 'en_GB');
  expect('og:image', metaContent(page, 'property', 'og:image'), image);
  expect('og:image:width', metaContent(page, 'property', 'og:image:width'), '1200');
  expect('og:image:height', metaContent(page, 'property', 'og:image:height'), '630');
  expect('twitter:card', metaContent(page, 'name', 'twitter:card'), 'summary_large_image');
  expect('twitter:image', metaContent(page, 'name', 'twitter:image'), image);
  const h1s = all(page.root, byTag('h1')).length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements, not 1`);
  return problems;
}

type JsonLd = { '@type'?: string | string[]; [key: string]: unknown };

/** The page's JSON-LD blocks, parsed (a block that does not parse is a problem, and left out). */
function jsonLd(page: ParsedPage, problems: string[]): JsonLd[] {
  const blocks = all(page.root, (el) => el.tagName === 'script' && attr(el, 'type') === 'application/ld+json');
  if (blocks.length === 0) problems.push('no JSON-LD');
  return blocks.flatMap((block, i) => {
    const text = textOf(block);
    // The business never rates itself in structured data (a self-serving review snippet; FACTS.md 9 and 11).
    if (text.includes('aggregateRating')) problems.push(`JSON-LD block ${i + 1} carries an aggregateRating`);
    try {
      const data = JSON.parse(text) as JsonLd | JsonLd[];
      return Array.isArray(data) ? data : [data];
    } catch (error) {
      problems.push(`JSON-LD block ${i + 1} does not parse: ${(error as Error).message}`);
      return [];
    }
  });
}

const typesOf = (items: JsonLd[]) => items.flatMap((item) => [item['@type'] ?? []].flat());

/** Reviewed guidance: the date its "Last reviewed" line shows, by path. */
export function reviewDates(): ReadonlyMap<string, string> {
  return new Map<string, string>([
    ...articles.map((a) => [`/blog/${a.slug}`, a.reviewed] as const),
    ...guidePages.map((g) => [guidePath(g), g.reviewed] as const),
    ...servicePages.map((p) => [servicePagePath(p), p.reviewed] as const),
    ['/court-forms-library', courtFormsPage.reviewed],
    ['/faq-support', faqPage.reviewed],
    ['/step-by-step-guide', guideReviewed],
    ['/court-locations', courtLocationsPage.reviewed],
  ]);
}

/**
 * The JSON-LD: present, valid JSON, no self-rating, and the types the page is about (the organisation on the home
 * page, a breadcrumb trail elsewhere, a Service and its FAQPage on a service page, an article's dates).
 */
export function structuredDataProblems(route: Route, page: ParsedPage): string[] {
  const problems: string[] = [];
  const items = jsonLd(page, problems);
  const types = typesOf(items);
  const need = (type: string) => {
    if (!types.includes(type)) problems.push(`JSON-LD has no ${type} (types: ${types.join(', ') || 'none'})`);
  };
  if (route.path === '/') ['Organization', 'WebSite', 'LegalService'].forEach(need);
  else need('BreadcrumbList');
  const service = servicePages.find((p) => servicePagePath(p) === route.path);
  if (service) {
    need('Service');
    if (service.faqs?.length) need('FAQPage');
  }
  const article = articles.find((a) => `/blog/${a.slug}` === route.path);
  if (article) {
    const posting = items.find((item) => item['@type'] === 'BlogPosting');
    if (!posting) need('BlogPosting');
    else if (posting.datePublished !== article.date || posting.dateModified !== article.reviewed) {
      problems.push(`BlogPosting dates are ${String(posting.datePublished)} / ${String(posting.dateModified)}, not ${article.date} / ${article.reviewed}`);
    }
    const modified = metaContent(page, 'property', 'article:modified_time');
    if (modified !== article.reviewed) problems.push(`article:modified_time is ${modified ?? 'missing'}, not ${article.reviewed}`);
  }
  return problems;
}

const SHELL_SCRIPT = /^\/_shell\/shell-[A-Za-z0-9]+\.js$/;
const ISLAND_SCRIPT = /^\/_shell\/island-[a-z-]+-[A-Z0-9]+\.js$/;

/**
 * Issues 20 and 29: no page carries the Next.js runtime or its payload; every page loads the shell script once, its
 * styles and structured data; an island page holds its islands, each with its entry script, and other pages none.
 * Issue 52: the shell is started after the first paint by the loader in the head's inline script, which names it
 * (shell/shell-loader.ts), so the page itself fetches no script as it is parsed, not even the shell.
 */
export function frameworkProblems(page: ParsedPage, island: boolean): string[] {
  const problems: string[] = [];
  const scripts = all(page.root, byTag('script'));
  const sources = scripts.flatMap((s) => (attr(s, 'src') !== undefined ? [attr(s, 'src')!] : []));
  const shells = scripts.filter((s) => SHELL_SCRIPT.test(attr(s, SHELL_SRC_ATTR) ?? '') && textOf(s).includes(SHELL_LOADER_SCRIPT));
  if (shells.length !== 1) problems.push(`${shells.length} shell scripts, not 1`);
  if (sources.length > 0) problems.push(`scripts fetched as the page is parsed (only the shell's loader starts a script): ${sources.join(', ')}`);
  for (const marker of ['__next_f', 'TURBOPACK']) {
    if (page.html.includes(marker)) problems.push(`the page holds ${marker}`);
  }
  const chunk = /\/_next\/static\/chunks\/[^"'\s]+\.js/.exec(page.html);
  if (chunk) problems.push(`the page holds a framework chunk, ${chunk[0]}`);
  if (!first(page.root, (el) => el.tagName === 'link' && attr(el, 'rel') === 'stylesheet' && /^\/_next\/static\/.+\.css$/.test(attr(el, 'href') ?? ''))) {
    problems.push('no stylesheet');
  }
  const islands = all(page.root, (el) => attr(el, ISLAND_ATTR.name) !== undefined);
  if (island && islands.length === 0) problems.push('an island route with no island');
  if (!island && islands.length > 0) problems.push(`${islands.length} island(s) on a page that is not an island route`);
  for (const el of islands) {
    const name = attr(el, ISLAND_ATTR.name)!;
    if (!/^(painted|visible|touched)$/.test(attr(el, ISLAND_ATTR.when) ?? '')) problems.push(`island ${name} has no valid ${ISLAND_ATTR.when}`);
    if (!ISLAND_SCRIPT.test(attr(el, ISLAND_ATTR.src) ?? '')) problems.push(`island ${name} has no entry script`);
  }
  // Issue 38: the browser sweep runs axe in the page itself, which cannot look inside a cross-origin frame.
  const frames = all(page.root, (el) => el.tagName === 'iframe' || el.tagName === 'frame');
  if (frames.length > 0) problems.push(`${frames.length} frame(s), which the axe scan would not look inside`);
  return problems;
}

/** Script types a browser runs (and so that CSP governs); JSON-LD and the islands' props are data. */
const RUNNABLE = new Set(['', 'text/javascript', 'application/javascript', 'module', 'speculationrules']);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `));

/** The policy that governs a page: its meta tag's (the host sends the same, with frame-ancestors). */
export const metaPolicy = (page: ParsedPage) =>
  first(page.root, (el) => el.tagName === 'meta' && attr(el, 'http-equiv')?.toLowerCase() === 'content-security-policy');

/**
 * Issue 40: no date field is a browser date picker (`<input type="date">`, whose order follows the browser's
 * language), only GOV.UK's date input of Day, Month and Year boxes (components/forms/date-field.tsx).
 */
export function formProblems(page: ParsedPage): string[] {
  const pickers = all(page.root, (el) => el.tagName === 'input' && attr(el, 'type') === 'date');
  return pickers.map((el) => `a browser date picker: <input type="date" name="${attr(el, 'name') ?? ''}">`);
}

/**
 * The page's own strict Content-Security-Policy in a meta tag that comes before any script: scripts from the site and
 * by hash only, a hash for every inline script the page really holds (read here by an HTML parser, not by the build's
 * own reading of it) and none for a script it does not hold, and the fixed directives.
 */
export function cspProblems(path: string, page: ParsedPage): string[] {
  const meta = metaPolicy(page);
  if (!meta) return ['no Content-Security-Policy meta tag'];
  const problems: string[] = [];
  const policy = attr(meta, 'content') ?? '';
  const elementsInOrder = [...elements(page.root)];
  const firstScript = elementsInOrder.findIndex(byTag('script'));
  if (firstScript !== -1 && elementsInOrder.indexOf(meta) > firstScript) problems.push('the CSP meta tag comes after a script');
  const extras = PAGE_POLICY_EXTRAS[path] ?? {};
  const scriptSrc = (directive(policy, 'script-src') ?? '').split(/\s+/).filter(Boolean).slice(1);
  const fixed = ["'self'", ...(extras.scriptSrc ?? [])];
  if (fixed.some((source, i) => scriptSrc[i] !== source)) problems.push(`script-src starts ${scriptSrc.slice(0, fixed.length).join(' ')}, not ${fixed.join(' ')}`);
  const hashes = scriptSrc.slice(fixed.length);
  const other = hashes.filter((source) => !/^'sha256-[A-Za-z0-9+/=]+'$/.test(source));
  if (other.length > 0) problems.push(`script-src allows ${other.join(' ')}`);
  const inline = all(page.root, (el) => el.tagName === 'script' && attr(el, 'src') === undefined && RUNNABLE.has((attr(el, 'type') ?? '').toLowerCase()));
  const needed = new Set(inline.map((script) => sha256(textOf(script))));
  for (const hash of needed) if (!hashes.includes(hash)) problems.push(`an inline script (${hash}) has no hash in script-src`);
  for (const hash of hashes) if (!other.includes(hash) && !needed.has(hash)) problems.push(`script-src allows ${hash}, which no script on the page has`);
  const worker = directive(policy, 'worker-src');
  const wantedWorker = extras.workerSrc ? `worker-src ${extras.workerSrc.join(' ')}` : undefined;
  if (worker !== wantedWorker) problems.push(`worker-src is ${worker ?? 'missing'}, not ${wantedWorker ?? 'missing'}`);
  for (const fixedDirective of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "connect-src 'self'"]) {
    if (!policy.split(/;\s*/).some((d) => d === fixedDirective || d.startsWith(`${fixedDirective} `))) problems.push(`the policy lacks ${fixedDirective}`);
  }
  if (directive(policy, 'frame-ancestors')) problems.push('frame-ancestors in a meta tag (browsers ignore it there, with an error)');
  return problems;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

/** Whether something hides the element from a sighted reader: `hidden`, a visually-hidden class or a closed <details>. */
function hiddenBy(ancestors: readonly Element[]): Element | undefined {
  return ancestors.find(
    (el) => attr(el, 'hidden') !== undefined || /(^|\s)(sr-only|hidden)(\s|$)/.test(attr(el, 'class') ?? '') || (el.tagName === 'details' && attr(el, 'open') === undefined),
  );
}

function ancestorsOf(target: Element): Element[] {
  const chain: Element[] = [];
  for (let node: Node | null = target; node && isElement(node); node = node.parentNode as Node | null) chain.push(node);
  return chain;
}

/** Issue 16 point 13: reviewed guidance says, once and in view in its main content, when it was last reviewed. */
export function reviewProblems(page: ParsedPage, reviewed: string | undefined): string[] {
  if (reviewed === undefined) return [];
  const main = first(page.root, byTag('main'));
  if (!main) return ['no <main>'];
  const lines = all(main, (el) => /^Last reviewed /.test(textOf(el).trim()) && !el.childNodes.some((child) => isElement(child) && /^Last reviewed /.test(textOf(child).trim())));
  if (lines.length !== 1) return [`${lines.length} "Last reviewed" lines in <main>, not 1`];
  const line = lines[0]!;
  const problems: string[] = [];
  const wanted = `Last reviewed ${longDate(reviewed)}`;
  const text = textOf(line).replace(/\s+/g, ' ').trim();
  if (text !== wanted) problems.push(`"${text}", not "${wanted}"`);
  const time = first(line, byTag('time'));
  if (time === undefined || attr(time, 'datetime') !== reviewed) problems.push(`its <time> says ${time ? attr(time, 'datetime') : 'nothing'}, not ${reviewed}`);
  const hider = hiddenBy(ancestorsOf(line));
  if (hider) problems.push(`"Last reviewed" is hidden by <${hider.tagName} class="${attr(hider, 'class') ?? ''}">`);
  return problems;
}

/** The markup of the page's site header and footer, with what differs by page (the current page's mark) left out. */
export function sharedChrome(page: ParsedPage): { header: string; footer: string } {
  const body = first(page.root, byTag('body'));
  const pick = (tag: string) => {
    const el = body && first(body, (e) => e.tagName === tag && !ancestorsOf(e).slice(1).some((a) => a.tagName === 'main' || a.tagName === 'article'));
    return el ? serialise(el) : '';
  };
  return { header: pick('header'), footer: pick('footer') };
}

/** Markup as compared between pages: the current page's mark and styling (an active section is styled apart) left out. */
function serialise(el: Element): string {
  const attrs = el.attrs
    .filter((a) => a.name !== 'aria-current' && a.name !== 'class')
    .map((a) => ` ${a.name}="${a.value}"`)
    .join('');
  const inner = el.childNodes.map((child) => (isElement(child) ? serialise(child) : child.nodeName === '#text' ? (child as DefaultTreeAdapterMap['textNode']).value : '')).join('');
  return `<${el.tagName}${attrs}>${inner}</${el.tagName}>`;
}

/** Header and footer: the same on every page (the first page read is the reference). */
export function chromeProblems(page: ParsedPage, reference: { header: string; footer: string }): string[] {
  const own = sharedChrome(page);
  const problems: string[] = [];
  for (const part of ['header', 'footer'] as const) {
    if (own[part] === '') problems.push(`no site ${part}`);
    else if (own[part] !== reference[part]) problems.push(`its ${part} differs from the other pages' (${firstDifference(own[part], reference[part])})`);
  }
  return problems;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `at "${a.slice(Math.max(0, i - 40), i + 40)}"`;
}

/**
 * The header's menus work without script (issue item 6): each menu's button opens its popover (`popovertarget`) of
 * menu items, in the menu's order and with its links; the mobile menu's button opens its <dialog> (`commandfor`), which
 * holds every link of every menu.
 */
export function menuProblems(page: ParsedPage): string[] {
  const header = first(page.root, byTag('header'));
  if (!header) return ['no site header'];
  const problems: string[] = [];
  const nav = first(header, (el) => el.tagName === 'nav' && attr(el, 'aria-label') === 'Main');
  for (const menu of headerMenus) {
    const button = nav && first(nav, (el) => el.tagName === 'button' && textOf(el).trim() === menu.label);
    const target = button && attr(button, 'popovertarget');
    const list = target ? first(header, (el) => attr(el, 'id') === target) : undefined;
    // Issue 40: a disclosure of ordinary links (no ARIA menu roles, which would take the links out of the Tab order).
    if (!list || attr(list, 'popover') === undefined || attr(list, 'role') !== undefined) {
      problems.push(`the ${menu.label} button opens no popover list of links`);
      continue;
    }
    const items = all(list, (el) => el.tagName === 'a' && attr(el, 'role') === undefined).map((el) => `${textOf(el).trim()} -> ${attr(el, 'href') ?? ''}`);
    const wanted = menu.links.map((link) => `${link.label} -> ${link.href}`);
    if (items.join('\n') !== wanted.join('\n')) problems.push(`the ${menu.label} menu lists ${items.join('; ')}, not ${wanted.join('; ')}`);
  }
  const opener = first(header, (el) => el.tagName === 'button' && attr(el, 'aria-label') === 'Open menu');
  const sheet = opener && first(header, (el) => el.tagName === 'dialog' && attr(el, 'id') === attr(opener, 'commandfor'));
  if (!opener || attr(opener, 'command') !== 'show-modal' || !sheet) return [...problems, 'the Open menu button opens no dialog'];
  for (const link of headerMenus.flatMap((m) => m.links)) {
    const found = all(sheet, (el) => el.tagName === 'a' && attr(el, 'href') === link.href);
    if (!found.some((el) => textOf(el).trim() === link.label)) problems.push(`the mobile menu has no "${link.label}" link to ${link.href}`);
  }
  return problems;
}
