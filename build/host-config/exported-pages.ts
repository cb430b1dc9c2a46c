import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The URL path a page file answers: `index.html` → `/`, `blog/a.html` → `/blog/a`. */
export const pagePath = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;

/** Every HTML page of an export (relative, with forward slashes), sorted; Next's own assets left out. */
export function exportedHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next/'))
    .sort();
}
