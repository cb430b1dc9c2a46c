import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportedHtmlFiles, pagePath } from '@/build/host-config/exported-pages';
import { searchKind } from '@/lib/search/kinds';
import { COURT_SEARCH_INDEX, SEARCH_INDEX_DIR } from '@/lib/search/run-search';

/**
 * Issue 19: what the build does for search. Each page search covers has its `<main>` marked as the body Pagefind
 * indexes (so the header, footer and menus are left out) with its kind as a filter; then the export is indexed
 * into `pagefind/` (`indexSite`), before the Brotli copies are made.
 */
export { COURT_SEARCH_INDEX, SEARCH_INDEX_DIR };

const inCourtIndex = (page: string) => page.startsWith('/court-locations/');

const MAIN = '<main id="main-content"';

/** The page's HTML with its main content marked for the index, or unchanged for a page search leaves out. */
export function markForSearch(html: string, page: string): string {
  const kind = searchKind(page);
  if (!kind || !html.includes(MAIN)) return html;
  return html.replace(MAIN, `${MAIN} data-pagefind-body data-pagefind-filter="kind:${kind}"`);
}

/** Indexes the export with Pagefind: the guidance into `pagefind/`, the court pages into `pagefind/courts/`. */
export async function indexSite(exportDir: string): Promise<{ pages: number; courts: number }> {
  const pagefind = await import('pagefind');
  const createIndex = async () => {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    return index;
  };
  const [main, courts] = [await createIndex(), await createIndex()];
  const counts = { pages: 0, courts: 0 };
  for (const file of exportedHtmlFiles(exportDir)) {
    const content = readFileSync(path.join(exportDir, file), 'utf8');
    // Only the pages marked for search, as Pagefind itself does once any page carries the mark.
    if (!content.includes('data-pagefind-body')) continue;
    const court = inCourtIndex(pagePath(file));
    const added = await (court ? courts : main).addHTMLFile({ sourcePath: file, content });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
    counts[court ? 'courts' : 'pages'] += 1;
  }
  for (const [index, dir] of [
    [main, SEARCH_INDEX_DIR],
    [courts, COURT_SEARCH_INDEX],
  ] as const) {
    const written = await index.writeFiles({ outputPath: path.join(exportDir, dir) });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  }
  await pagefind.close();
  return counts;
}
