import type { APIRequestContext } from '@playwright/test';
import { servicePagePath, servicePages } from '@/content/services';
import { redirects } from '@/lib/redirects';
import { allRoutes } from '@/lib/routes';
import { expect, test } from './fixtures';

/** What every external link that opens a new tab must carry, as the site writes it everywhere. */
const NEW_TAB_REL = ['noopener', 'noreferrer'];

type Anchor = { href: string; target?: string; rel?: string };
type Page = { html: string; anchors: Anchor[]; ids: Set<string> };

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decode = (value: string) => value.replace(/&(#?\w+);/g, (all, name: string) => ENTITIES[name] ?? all);

/**
 * The links and ids of an exported page. React escapes `<`, `>` and quotes in attribute values, so a start tag
 * ends at the first `>`; scripts (the RSC payload, JSON-LD) are left out, as they hold no markup.
 */
function parsePage(html: string): Page {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const attributes = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!.toLowerCase(), decode(value ?? '')]));
  const anchors: Anchor[] = [];
  const ids = new Set<string>();
  for (const [tag, name] of markup.matchAll(/<([a-z][\w-]*)\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(name!.length + 1, -1));
    if (attrs.id) ids.add(attrs.id);
    if (name!.toLowerCase() !== 'a') continue;
    if (attrs.name) ids.add(attrs.name);
    if (attrs.href !== undefined) anchors.push({ href: attrs.href, target: attrs.target, rel: attrs.rel });
  }
  return { html, anchors, ids };
}

/** A page's path as the crawl keys it: no query, no fragment, no trailing slash (but `/` for home). */
const pageKey = (url: URL) => url.pathname.replace(/(.)\/$/, '$1');

test('a crawl from / reaches every route through working links, fragments and safe external links', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const pages = new Map<string, Page>();
  /** Internal paths that are not HTML pages (images, feeds): their status is checked, their content is not. */
  const files = new Set<string>();
  const problems: string[] = [];
  /** Redirect sources met by the crawl, and where they lead. */
  const redirected = new Map<string, string>();
  const fragmentLinks: { from: string; href: string; path: string; id: string }[] = [];
  const external = new Set<string>();
  let internalLinks = 0;
  let externalLinks = 0;

  /**
   * Fetches one internal path, following the one configured redirect, and stores the HTML page under its final
   * path; returns that path (none for a failure, which is recorded, or a file that is not a page).
   */
  async function visit(api: APIRequestContext, path: string, from: string, href: string): Promise<string | undefined> {
    let final = path;
    let response = await api.get(path, { maxRedirects: 0 });
    if (response.status() === 301) {
      const rule = redirects.find((r) => r.source === path);
      const location = response.headers()['location'];
      if (!rule || location !== rule.destination) {
        problems.push(`${from} → ${href}: unexpected redirect to ${location ?? '(none)'}`);
        return undefined;
      }
      redirected.set(path, rule.destination);
      final = rule.destination;
      if (pages.has(final)) return undefined;
      response = await api.get(final, { maxRedirects: 0 });
    }
    if (response.status() !== 200) {
      problems.push(`${from} → ${href}: answered ${response.status()}`);
      return undefined;
    }
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) {
      files.add(path);
      return undefined;
    }
    pages.set(final, parsePage(await response.text()));
    return final;
  }

  // Breadth first: every newly found path of one round is fetched together.
  let round = new Map<string, { from: string; href: string }>([['/', { from: '(start)', href: '/' }]]);
  const queued = new Set(round.keys());
  while (round.size > 0) {
    const found = await Promise.all([...round].map(([path, { from, href }]) => visit(request, path, from, href)));
    const next = new Map<string, { from: string; href: string }>();
    for (const path of new Set(found)) {
      if (path === undefined) continue;
      queued.add(path);
      const page = pages.get(path)!;
      const base = new URL(path, origin);
      for (const anchor of page.anchors) {
        const where = `${path} → ${anchor.href}`;
        let url: URL;
        try {
          url = new URL(anchor.href, base);
        } catch {
          problems.push(`${where}: not a URL`);
          continue;
        }
        if (url.protocol === 'mailto:' || url.protocol === 'tel:') continue;
        if (url.origin !== origin) {
          externalLinks++;
          external.add(url.href);
          if (url.protocol !== 'https:') problems.push(`${where}: external link is not https`);
          if (anchor.target === '_blank') {
            const rel = (anchor.rel ?? '').split(/\s+/);
            const missing = NEW_TAB_REL.filter((value) => !rel.includes(value));
            if (missing.length > 0) problems.push(`${where}: opens a new tab without rel ${missing.join(' ')}`);
          }
          continue;
        }
        internalLinks++;
        const target = pageKey(url);
        if (url.hash && url.hash !== '#') fragmentLinks.push({ from: path, href: anchor.href, path: target, id: decodeURIComponent(url.hash.slice(1)) });
        else if (anchor.href.endsWith('#')) problems.push(`${where}: empty fragment`);
        if (!queued.has(target)) {
          queued.add(target);
          next.set(target, { from: path, href: anchor.href });
        }
      }
    }
    round = next;
  }

  for (const link of fragmentLinks) {
    const page = pages.get(redirected.get(link.path) ?? link.path);
    if (!page) {
      if (files.has(link.path)) problems.push(`${link.from} → ${link.href}: a fragment on a file that is not a page`);
      continue; // The target's own failure is already reported.
    }
    if (!page.ids.has(link.id)) problems.push(`${link.from} → ${link.href}: no element with id "${link.id}"`);
  }

  for (const route of allRoutes()) {
    if (!pages.has(route.path)) problems.push(`${route.path}: in the route list, but no link leads there`);
  }

  // The home page (header menus, services section, footer) links to every service page.
  const home = pages.get('/')!;
  const fromHome = new Set(home.anchors.map((a) => pageKey(new URL(a.href, origin))));
  for (const record of servicePages) {
    if (!fromHome.has(servicePagePath(record))) problems.push(`/ → ${servicePagePath(record)}: the home page does not link to this service`);
  }

  const summary = `${pages.size} pages, ${redirected.size} redirect(s) and ${files.size} files crawled; ${internalLinks} internal links (${fragmentLinks.length} with a fragment) and ${externalLinks} external links (${external.size} distinct) checked`;
  test.info().annotations.push({ type: 'crawl', description: summary });
  console.info(summary);

  expect(problems, `Broken links (page → href):\n${problems.join('\n')}`).toEqual([]);
});
