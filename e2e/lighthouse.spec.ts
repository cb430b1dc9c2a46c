import { articles } from '@/content/blog';
import { lighthouseFailures } from '@/lib/audit/budget';
import { launchAuditBrowser, lighthouseMedians, type AuditBrowser } from '@/lib/audit/lighthouse';
import { expect, test } from './fixtures';

/**
 * Lighthouse (mobile preset, median of three runs) on four representative routes; `npm run audit` runs it on
 * every route. This project runs after all the others, on a quiet machine, one route at a time.
 */
const ROUTES = ['/', `/blog/${articles[0]!.slug}`, '/court-locations', '/legal-templates'];
const RUNS = 3;

test.describe.configure({ mode: 'serial' });

let browser: AuditBrowser;
test.beforeAll(async () => {
  browser = await launchAuditBrowser();
});
test.afterAll(() => browser?.kill());

for (const route of ROUTES) {
  test(`${route} meets the Lighthouse budget`, async ({ baseURL }) => {
    test.setTimeout(RUNS * 60_000);
    const scores = await lighthouseMedians(`${baseURL}${route}`, browser, RUNS);
    test.info().annotations.push({ type: 'lighthouse', description: `${route}: ${JSON.stringify(scores)}` });
    console.info(`lighthouse ${route}: ${JSON.stringify(scores)}`);
    expect(lighthouseFailures(route, scores)).toEqual([]);
  });
}
