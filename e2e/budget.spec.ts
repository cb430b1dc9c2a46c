import { existsSync } from 'node:fs';
import path from 'node:path';
import { BARE_EXPORT_DIR } from '@/lib/audit/bare-app';
import { jsAllowanceKiB, jsBudgetFailure } from '@/lib/audit/budget';
import { kib, pageWeight } from '@/lib/audit/page-weight';
import { allRoutes } from '@/lib/routes';
import { expect, test } from './fixtures';

/**
 * The JavaScript budget, exact and fast: the gzipped scripts each exported page loads against a bare App
 * Router page built in the same run (`npm run build:bare`, part of `npm test`). Lighthouse is in
 * lighthouse.spec.ts; `npm run audit` runs both over every route.
 */
test.describe('JavaScript budget (gzipped, against a bare App Router page)', () => {
  test.skip(!existsSync(path.join(BARE_EXPORT_DIR, 'index.html')), 'needs the bare page: npm run build:bare');

  test('every route is within its allowance', () => {
    const bare = pageWeight(BARE_EXPORT_DIR, '/').js;
    const sizes = new Map<string, number>();
    const failures = allRoutes().flatMap(({ path: route }) => {
      const { js } = pageWeight('out', route, sizes);
      test.info().annotations.push({ type: 'js', description: `${route}: ${kib(js)} KiB (+${kib(js - bare)}, allowance ${jsAllowanceKiB(route)})` });
      return jsBudgetFailure(route, js, bare) ?? [];
    });
    expect(failures).toEqual([]);
  });
});
