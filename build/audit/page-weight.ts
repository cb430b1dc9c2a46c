import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SHELL_SRC_ATTR } from '@/shell/shell-loader';
import { withoutScripts } from '@/build/audit/strip-scripts';

/**
 * What an exported page costs to load: the gzipped bytes of its HTML and of every script it loads without being
 * asked: those its HTML names (`<script src>`), and its islands' entries (`data-island-src`, loaded by the shell
 * after the first paint) with every chunk they import statically. Chunks loaded later on demand (a result, a dialog
 * opened by a click) are not counted. `strippedHtml` is the same HTML without its scripts (build/audit/strip-scripts.ts),
 * the yardstick for what the scripts add to the document. Gzip at the default level, as the lead inbox and most static
 * hosts compress.
 */
export interface PageWeight {
  html: number;
  strippedHtml: number;
  js: number;
  /**
   * What a visitor who has accepted analytics cookies loads (issue 36): the page's scripts and the analytics loader the
   * shell then fetches, without the consent banner's code, which only a visit with no stored choice fetches (and which
   * `js`, the first visit, counts).
   */
  consentedJs: number;
  scripts: string[];
}

/** The files a shell imports on demand (build/shell-bundle.ts), as esbuild writes the import. */
const ON_DEMAND_IMPORT = /import\("(\/_shell\/[^"]+\.js)"\)/g;
/** Of those, the analytics loader (fetched once analytics is accepted) and the consent banner (fetched with no choice stored). */
const ANALYTICS_FILE = /^\/_shell\/analytics-[A-Za-z0-9]+\.js$/;
const BANNER_FILE = /^\/_shell\/shell-banner-[A-Za-z0-9]+\.js$/;

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
/** What a script element loads: its `src`, or the shell its loader starts after the first paint (shell/shell-loader.ts). */
const SRC = new RegExp(`(?:^|\\s)(?:src|${SHELL_SRC_ATTR})="([^"]+)"`, 'i');
/** `nomodule` scripts (Next's legacy polyfills) are skipped by every browser that runs modules. */
const NO_MODULE = /\bnomodule\b/i;

/** The same-origin script paths an HTML document loads, in order, without duplicates. */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = ''] of html.matchAll(SCRIPT_TAG)) {
    const found = SRC.exec(attributes);
    if (!found || NO_MODULE.test(attributes)) continue;
    const src = found[1]!.replaceAll('&amp;', '&');
    if (/^(https?:)?\/\//.test(src)) continue;
    sources.add(src.split(/[?#]/)[0]!);
  }
  return [...sources];
}

const ISLAND_SRC = /\sdata-island-src="([^"]+)"/g;
/** A module's static imports of files beside it, as esbuild writes them (`import{a}from"./chunk-X.js"`, `import"./y.js"`). */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g;

/** The island entry scripts a page names, in order, without duplicates. */
export const islandSources = (html: string) => [...new Set([...html.matchAll(ISLAND_SRC)].map((m) => m[1]!))];

/** A script and, after it, every script it imports statically and theirs (each once). */
export function withStaticImports(exportDir: string, src: string, seen = new Set<string>()): string[] {
  if (seen.has(src)) return [];
  seen.add(src);
  const code = readFileSync(path.join(exportDir, decodeURIComponent(src)), 'utf8');
  const imports = [...code.matchAll(STATIC_IMPORT)].map((m) => path.posix.join(path.posix.dirname(src), m[1]!));
  return [src, ...imports.flatMap((imported) => withStaticImports(exportDir, imported, seen))];
}

export const gzippedSize = (content: string | Buffer) => gzipSync(content).length;

/** The exported HTML file for a route (`/` → index.html, `/a/b` → a/b.html). */
export function htmlFileFor(exportDir: string, route: string): string {
  return path.join(exportDir, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`);
}

export function pageWeight(exportDir: string, route: string, sizes = new Map<string, number>()): PageWeight {
  const html = readFileSync(htmlFileFor(exportDir, route), 'utf8');
  const seen = new Set<string>();
  const scripts = [...scriptSources(html), ...islandSources(html).flatMap((src) => withStaticImports(exportDir, src, seen))];
  const sizeOf = (src: string) => {
    let size = sizes.get(src);
    if (size === undefined) {
      size = gzippedSize(readFileSync(path.join(exportDir, decodeURIComponent(src))));
      sizes.set(src, size);
    }
    return size;
  };
  const onDemand = new Set(scriptSources(html).flatMap((src) => [...readFileSync(path.join(exportDir, decodeURIComponent(src)), 'utf8').matchAll(ON_DEMAND_IMPORT)].map((m) => m[1]!)));
  const unknown = [...onDemand].filter((src) => !ANALYTICS_FILE.test(src) && !BANNER_FILE.test(src));
  if (unknown.length > 0) throw new Error(`${route}: the shell fetches files this count does not know when: ${unknown.join(', ')}`);
  const total = (list: readonly string[]) => list.reduce((sum, src) => sum + sizeOf(src), 0);
  const banner = [...onDemand].filter((src) => BANNER_FILE.test(src));
  const analytics = [...onDemand].filter((src) => ANALYTICS_FILE.test(src));
  const js = total(scripts) + total(banner);
  const consentedJs = total(scripts) + total(analytics);
  return { html: gzippedSize(html), strippedHtml: gzippedSize(withoutScripts(html)), js, consentedJs, scripts };
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
