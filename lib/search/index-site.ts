import path from 'node:path';
import { searchKind } from './kinds';

/**
 * Issue 19: what the build does for search. Each page search covers has its `<main>` marked as the body Pagefind
 * indexes (so the header, footer and menus are left out) with its kind as a filter; then the export is indexed
 * into `pagefind/` (`indexSite`), before the Brotli copies are made.
 */
export const SEARCH_INDEX_DIR = 'pagefind';

const MAIN = '<main id="main-content"';

/** The page's HTML with its main content marked for the index, or unchanged for a page search leaves out. */
export function markForSearch(html: string, pagePath: string): string {
  const kind = searchKind(pagePath);
  if (!kind || !html.includes(MAIN)) return html;
  return html.replace(MAIN, `${MAIN} data-pagefind-body data-pagefind-filter="kind:${kind}"`);
}

/** Indexes the export with Pagefind; the number of pages indexed. */
export async function indexSite(exportDir: string): Promise<number> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: exportDir });
  if (added.errors.length > 0) throw new Error(`Pagefind could not index the export: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: path.join(exportDir, SEARCH_INDEX_DIR) });
  if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  await pagefind.close();
  return added.page_count;
}
