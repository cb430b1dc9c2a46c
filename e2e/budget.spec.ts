import { budgetFailures, jsBudgetLabel } from '@/build/audit/budget';
import { kib, pageWeight } from '@/build/audit/page-weight';
import { allRoutes } from '@/lib/routes';
import { expect, test } from './fixtures';

/**
 * The byte budget, exact and machine-independent: the gzipped scripts each exported page loads, its gzipped HTML
 * and its number of scripts. No page loads the Next.js runtime; a content page loads at most 6 KiB on a first visit, the consent banner's code counted (issues 20 and 36; 8 once analytics is accepted); an
 * island page its own budget (issue 29: at most 80 KiB, its islands' static chunks counted), with HTML at most 1.2
 * times its HTML without scripts. Speed is measured by `npm run audit`, not here.
 */
test.describe('byte budget (gzipped)', () => {
  test('every route is within its allowance of JavaScript, HTML and scripts', () => {
    const sizes = new Map<string, number>();
    const failures = allRoutes().flatMap(({ path: route }) => {
      const page = pageWeight('out', route, sizes);
      test.info().annotations.push({
        type: 'weight',
        description: `${route}: JS ${kib(page.js)} KiB (${jsBudgetLabel(route)}; ${kib(page.consentedJs)} KiB after consent), ${page.scripts.length} scripts, HTML ${kib(page.html)} KiB (${kib(page.strippedHtml)} without scripts)`,
      });
      return budgetFailures(route, page);
    });
    expect(failures).toEqual([]);
  });
});
