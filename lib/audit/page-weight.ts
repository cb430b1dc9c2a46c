import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What an exported page costs to load: the gzipped bytes of its HTML and of every script its HTML asks for
 * (`<script src>`; chunks loaded later on demand, such as a dialog opened by a click, are not counted). Gzip at
 * the default level, as the lead inbox and most static hosts compress.
 */
export interface PageWeight {
  html: number;
  js: number;
  scripts: string[];
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const SRC = /\bsrc="([^"]+)"/i;
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

export const gzippedSize = (content: string | Buffer) => gzipSync(content).length;

/** The exported HTML file for a route (`/` → index.html, `/a/b` → a/b.html). */
export function htmlFileFor(exportDir: string, route: string): string {
  return path.join(exportDir, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`);
}

export function pageWeight(exportDir: string, route: string, sizes = new Map<string, number>()): PageWeight {
  const html = readFileSync(htmlFileFor(exportDir, route), 'utf8');
  const scripts = scriptSources(html);
  let js = 0;
  for (const src of scripts) {
    let size = sizes.get(src);
    if (size === undefined) {
      size = gzippedSize(readFileSync(path.join(exportDir, decodeURIComponent(src))));
      sizes.set(src, size);
    }
    js += size;
  }
  return { html: gzippedSize(html), js, scripts };
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
