import { qualityFailures, REPRESENTATIVE_ROUTES } from '@/build/audit/budget';
import { launchAuditBrowser, lighthouseQuality, lighthouseWarmUp, type AuditBrowser } from '@/build/audit/lighthouse';
// Playwright's own test, not ./fixtures: the fixtures' automatic checks would open a second page for nothing.
import { expect, test } from '@playwright/test';

/**
 * Lighthouse's deterministic audits on four representative routes: accessibility, best practices and SEO at 100,
 * and no layout shift. The same page gives the same answer on a fast or a loaded machine, so one run decides.
 * Speed (the performance score, FCP, LCP, TBT) is not tested here: it depends on the machine, and `npm run audit`
 * measures it against a bare App Router page in one sitting.
 */
test.describe.configure({ mode: 'serial' });

let browser: AuditBrowser;
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  browser = await launchAuditBrowser();
  // A first Lighthouse run in a just-started Chromium, at the start of a busy test run, has twice recorded the fixed
  // cookie banner as moving by about its own height (CLS 0.185, on a page that scores 0 in every other run, 28 of
  // them since, idle and loaded; no late change to the banner's layout was found). Most likely that is the browser
  // starting up, not the page: one unscored run on the first route comes first, so each measured run starts from a
  // running browser (a load and its trace, without the audits). Every route is still measured once, and one run decides.
  await lighthouseWarmUp(`${baseURL}${REPRESENTATIVE_ROUTES[0]}`, browser);
});
test.afterAll(() => browser?.kill());

for (const route of REPRESENTATIVE_ROUTES) {
  test(`${route} meets Lighthouse's accessibility, best-practices, SEO and layout-shift budget`, async ({ baseURL }) => {
    // Lighthouse waits up to 45 s for a page to load and retries a run it could not record, on a loaded machine.
    test.setTimeout(180_000);
    const scores = await lighthouseQuality(`${baseURL}${route}`, browser);
    test.info().annotations.push({ type: 'lighthouse', description: `${route}: ${JSON.stringify(scores)}` });
    expect(qualityFailures(route, scores)).toEqual([]);
  });
}
