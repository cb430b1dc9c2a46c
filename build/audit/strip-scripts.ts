import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompressExport } from '@/build/host-config/precompress';

/**
 * The benchmark's second yardstick: the same page with its scripts stripped. Every script element goes (inline or
 * with src, any type, JSON-LD and speculation rules included: no scripts at all is the simplest honest baseline),
 * and so does every link that fetches a script ahead (`rel="preload" as="script"`, `rel="modulepreload"`). The
 * rest of the page, its HTML, CSS, fonts and images, is left byte for byte, so site ÷ stripped is what the
 * page's scripts cost it.
 */

/** A start tag's attributes; a quoted value may hold a `>`. */
const ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
/** A script's text ends at the first `</script` followed by white space, `/` or `>`, as the HTML parser reads it. */
const SCRIPT = new RegExp(String.raw`<script(?=[\s/>])${ATTRIBUTES}>[\s\S]*?</script(?=[\s/>])[^>]*>`, 'gi');
const LINK = new RegExp(String.raw`<link(?=[\s/>])${ATTRIBUTES}>`, 'gi');

/** An attribute's value in a start tag, lower-cased, quoted or not; undefined when absent. */
function attribute(tag: string, name: string): string | undefined {
  const found = new RegExp(String.raw`[\s"']${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+))`, 'i').exec(tag);
  return found ? (found[1] ?? found[2] ?? found[3] ?? '').toLowerCase() : undefined;
}

function fetchesScript(link: string): boolean {
  const rel = (attribute(link, 'rel') ?? '').split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(link, 'as') === 'script');
}

/** The page without its script elements and script preloads; everything else byte for byte. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(LINK, (link) => (fetchesScript(link) ? '' : link));
}

/**
 * Copies an export to targetDir with every page (outside `_next/`) stripped of its scripts, and writes the Brotli
 * copies afresh (the inbox serves a `.br` copy when there is one, and the old copy is the unstripped page), so the
 * stripped pages travel as compressed as the site's. serve.json is copied as it is: its per-page CSP script hashes
 * do nothing on a page without scripts.
 */
export async function writeStrippedExport(exportDir: string, targetDir: string): Promise<string> {
  rmSync(targetDir, { recursive: true, force: true });
  // `out` is a link to the current release (build/release/releases.ts): copy the files, not the link.
  cpSync(exportDir, targetDir, { recursive: true, dereference: true });
  const pages = readdirSync(targetDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && file.split(path.sep)[0] !== '_next',
  );
  for (const page of pages) {
    const file = path.join(targetDir, page);
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  await precompressExport(targetDir);
  return targetDir;
}
