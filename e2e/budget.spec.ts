import { existsSync } from 'node:fs';
import path from 'node:path';
import { BARE_EXPORT_DIR } from '@/lib/audit/bare-app';
import { budgetFailures, jsBudgetLabel } from '@/lib/audit/budget';
import { kib, pageWeight } from '@/lib/audit/page-weight';
import { allRoutes } from '@/lib/routes';
import { expect, test } from './fixtures';

/**
 * The byte budget, exact and machine-independent: the gzipped scripts each exported page loads, its gzipped HTML
 * and its number of scripts. A content page loads no framework and at most 8 KiB (issue 20); a page with an island
 * is held against a bare App Router page built in the same run (`npm run build:bare`, part of `npm test`). Speed
 * is measured by `npm run audit`, not here.
 */
test.describe('byte budget (gzipped, against a bare App Router page)', () => {
  test.skip(!existsSync(path.join(BARE_EXPORT_DIR, 'index.html')), 'needs the bare page: npm run build:bare');

  test('every route is within its allowance of JavaScript, HTML and scripts', () => {
    const bare = pageWeight(BARE_EXPORT_DIR, '/');
    const sizes = new Map<string, number>();
    const failures = allRoutes().flatMap(({ path: route }) => {
      const page = pageWeight('out', route, sizes);
      test.info().annotations.push({
        type: 'weight',
        description: `${route}: JS ${kib(page.js)} KiB (${jsBudgetLabel(route)}), ${page.scripts.length} scripts, HTML ${kib(page.html)} KiB`,
      });
      return budgetFailures(route, page, { js: bare.js, scripts: bare.scripts.length });
    });
    expect(failures).toEqual([]);
  });
});
