import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type FileChooser, type Locator, type Page } from '@playwright/test';
import { classConflicts, describeConflict } from '@/build/audit/class-conflicts';
import { ISLAND_READY_ATTR, SHELL_READY_ATTR } from '@/lib/page-markers';
import { ISLAND_ATTR } from '@/islands/manifest';

export const CONSENT_COOKIE = 'cookie_consent';

/**
 * Issue 20: the shell behaves the same on both kinds of page, so its tests run on each: the home page (an island
 * page, with React) and an article (static HTML with the shell script alone).
 */
export const SHELL_PAGES = ['/', '/blog/understanding-cpr-part-27-small-claims-track-guide'] as const;

/** Stores a consent choice before the page loads, so the banner stays out of the way. */
export async function presetConsent(page: Page, analytics = false) {
  await page.context().addCookies([
    {
      name: CONSENT_COOKIE,
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics })),
      url: test.info().project.use.baseURL!,
    },
  ]);
}

type Fixtures = {
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
  /** A page with consent already given (banner hidden). */
  consentedPage: Page;
  /** The Content-Security-Policy violations the page has reported so far (any left at the end fail the test). */
  cspViolations: string[];
  /**
   * Issue 38: for tests that only read pages (the route sweeps, and what a page says): this worker's one page for the
   * test's context options (script or none, the device, the locale…), consent given, cookies and storage cleared, and the
   * same checks at the end as `page`. Not for a test that clocks, routes, emulates or fills in anything, nor one that
   * reads the tab's history (the earlier tests' pages are in it: a Back control goes there). A new page
   * costs more than loading a route in it (its renderer process, its setup): the two route sweeps, 111 tests, took
   * 165 s on a page each and 114 s on one page a worker.
   */
  readOnlyPage: { page: Page; consoleErrors: string[] };
};

/** What the page fixtures watch for a test (the `cspViolations` and `consoleErrors` fixtures hand it out). */
const watched = new WeakMap<Page, { violations: string[]; errors: string[] }>();

/** Reports Content-Security-Policy violations as console errors (the page fixtures collect them). Once per page. */
async function reportCspViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
}

/** Starts collecting the page's CSP violations and console errors; `stop` detaches the listeners. */
function watch(page: Page) {
  const violations: string[] = [];
  const errors: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) violations.push(msg.text());
    if (msg.type() === 'error') errors.push(msg.text());
  };
  const onPageError = (err: Error) => errors.push(err.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  watched.set(page, { violations, errors });
  return {
    violations,
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/**
 * What every page must be at the end of a test: no Content-Security-Policy violation, and no element carrying
 * conflicting Tailwind utilities (what only the browser renders, such as dialogs, errors and results, is checked where
 * the test leaves it).
 */
/**
 * `E2E_LATE_SHELL_MS=500 npm run test:e2e`: every page's shell script arrives that much later, so a test that acts
 * before the shell has started, as a quick visitor may, shows whether it still ends where it means to (the shell
 * starts after the first paint; on a quick machine the suite rarely sees that window). Not set in `npm test`.
 */
const LATE_SHELL_MS = Number(process.env.E2E_LATE_SHELL_MS ?? 0);
async function delayShell(page: Page) {
  if (LATE_SHELL_MS <= 0) return;
  await page.route(/\/_shell\/shell-[A-Z0-9]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_SHELL_MS));
    await route.fallback();
  });
}

/**
 * A navigation (`goto`, `reload`, `goBack`, `goForward`) to one of the site's pages waits for its `load` event and for
 * its shell (the page frame's script: menus, consent, back controls, section scrolls, the islands' loader) to have
 * started, as it did before issue 52, when the shell ran before `load`. It now starts after the first paint, often
 * after `load`, and a test acting at once raced it. The window before the shell starts is tested on its own, with the
 * shell held (e2e/late-shell.spec.ts, e2e/early-input.spec.ts; `E2E_LATE_SHELL_MS` finds tests that need it), by a
 * navigation that asks for less than `load` (`waitUntil: 'commit'` or `'domcontentloaded'`). Nothing waits for the
 * islands: a test still acts before they have started, as a visitor does.
 */
/** The page's shell has started: for a test whose subject is the shell's, on a page reached by a click, says why. */
export const shellStarted = (page: Page) => expect(page.locator('html')).toHaveAttribute(SHELL_READY_ATTR, 'ready');

function waitForShellOnNavigation(page: Page) {
  type Navigate = (...args: never[]) => Promise<import('@playwright/test').Response | null>;
  const wrap = <N extends Navigate>(navigate: N, optionsAt: number): N =>
    (async (...args: Parameters<N>) => {
      const response = await navigate(...args);
      const options = args[optionsAt] as { waitUntil?: string } | undefined;
      if ((options?.waitUntil ?? 'load') !== 'load' && options?.waitUntil !== 'networkidle') return response;
      if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return response;
      await shellStarted(page).catch(() => undefined);
      return response;
    }) as N;
  page.goto = wrap(page.goto.bind(page), 1);
  page.reload = wrap(page.reload.bind(page), 0);
  page.goBack = wrap(page.goBack.bind(page), 0);
  page.goForward = wrap(page.goForward.bind(page), 0);
}

async function expectCleanEnd(page: Page, violations: string[]) {
  expect(violations, 'the page broke its Content-Security-Policy').toEqual([]);
  if (page.isClosed()) return;
  const classLists = await page
    .evaluate(() => [...new Set([...document.querySelectorAll('[class]')].map((el) => el.getAttribute('class') ?? ''))])
    .catch(() => [] as string[]); // A page mid-navigation or without a document has nothing to check.
  expect(classConflicts(classLists).map(describeConflict), 'elements with conflicting Tailwind utilities').toEqual([]);
}

export const test = base.extend<Fixtures, { readOnlyPages: Map<string, Page> }>({
  /**
   * Every page a test uses fails the test at the end if it broke its CSP or shows conflicting utilities
   * (`expectCleanEnd`). Issue 38: these are the page's own, not fixtures of every test, so a test that only makes
   * requests opens no page. Issue 36: a navigation (`goto`, `reload`) waits for the page's `load` event and its shell
   * (`waitForShellOnNavigation`), and no more: a test acts as a visitor does, whether or not the islands have started (they adopt what was done before they
   * did). A test whose subject needs them running (a paused clock, the renderer that took over) calls
   * `waitForHydration` and says why.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const watching = watch(page);
    if (javaScriptEnabled !== false) await reportCspViolations(page);
    if (javaScriptEnabled !== false) await delayShell(page);
    if (javaScriptEnabled !== false) waitForShellOnNavigation(page);
    await use(page);
    await expectCleanEnd(page, watching.violations);
  },
  cspViolations: async ({ page }, use) => {
    await use(watched.get(page)!.violations);
  },
  consoleErrors: async ({ page }, use) => {
    await use(watched.get(page)!.errors);
  },
  consentedPage: async ({ page }, use) => {
    await presetConsent(page);
    await use(page);
  },
  readOnlyPages: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      await Promise.all([...pages.values()].map((page) => page.context().close()));
    },
    { scope: 'worker' },
  ],
  readOnlyPage: async (
    { readOnlyPages, browser, contextOptions, viewport, baseURL, javaScriptEnabled, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, colorScheme, reducedMotion },
    use,
  ) => {
    const scripted = javaScriptEnabled !== false;
    // The context a new test's page would have (the project's device and whatever the test's `use` sets), one page for
    // each different set; only the viewport is set on the page itself, for each test.
    const options = { ...contextOptions, viewport, baseURL, javaScriptEnabled: scripted, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, colorScheme, reducedMotion };
    const key = JSON.stringify({ ...options, viewport: undefined });
    let page = readOnlyPages.get(key);
    if (!page) {
      page = await (await browser.newContext(options)).newPage();
      if (scripted) await reportCspViolations(page);
      if (scripted) await delayShell(page);
      if (scripted) waitForShellOnNavigation(page);
      readOnlyPages.set(key, page);
    }
    // What a new context would start with: no cookie but consent's, nothing stored (every route has one origin).
    await page.context().clearCookies();
    await presetConsent(page);
    if (scripted && page.url().startsWith(baseURL!)) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    if (viewport) await page.setViewportSize(viewport);
    const watching = watch(page);
    await use({ page, consoleErrors: watching.errors });
    watching.stop();
    page.removeAllListeners('request');
    page.removeAllListeners('response');
    await expectCleanEnd(page, watching.violations);
  },
});

export { expect };

/**
 * Waits until client behaviours are attached: the shell script's on every page (`data-shell`), and on a page with
 * islands theirs too, once every one has hydrated (`data-hydrated`). An island that waits to be reached (the home
 * page's form, `visible`; a tool, `touched`) is reached into as a tap or a Tab would (a `focusin`), without scrolling.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    ([shell, island, name, when]) => {
      const root = document.documentElement;
      if (root.getAttribute(shell) !== 'ready') return false;
      const islands = [...document.querySelectorAll(`[${name}]`)];
      for (const el of islands) if (el.getAttribute(when) !== 'painted') el.dispatchEvent(new FocusEvent('focusin'));
      return islands.length === 0 || root.getAttribute(island) === 'true';
    },
    [SHELL_READY_ATTR, ISLAND_READY_ATTR, ISLAND_ATTR.name, ISLAND_ATTR.when] as const,
  );
}

/**
 * The next file picker the page opens. Playwright asks the browser to hand it file pickers only once the first
 * listener is added, and does not wait for the answer: a picker opened in that moment is shown and cancelled unseen
 * (about 1 run in 20 here, with the press straight after). So call this before the page is opened, and await it after
 * the press.
 */
export function nextFileChooser(page: Page): Promise<FileChooser> {
  return page.waitForEvent('filechooser');
}

/**
 * Stops the page's fake clock a second from now. `page.clock.install()` lets time flow naturally, so timers
 * would otherwise fire on their own while a slow machine is still busy; after this only `runFor` moves time.
 * Call it when nothing under test is waiting on a timer: the jump fires whatever falls due within the second.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * The axe-core AxeBuilder itself injects (its own dependency), minified (half the time to evaluate), evaluated only where
 * the page has no `axe` yet.
 */
const GUARDED_AXE_SOURCE = `if (!window.axe) {\n${readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;

/** WCAG 2.2 AA rule sets for axe. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe (WCAG 2.2 AA) on the page, or inside `include`. Every finding, whatever its impact, is reported (as
 * an annotation on the test, printed in the run's output); the serious or critical ones are returned, one line
 * each, for the test to fail on ([] when there are none).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Issue 38: legacy mode runs axe.run in the page itself. The default runs axe.runPartial in each frame, then opens a
  // blank page, injects axe there too and calls axe.finishRun: 1.6 times the time (5.1 s against 3.0 s for
  // /court-locations here). Its one limit, cross-origin frames, cannot bite: no page of the site has a frame.
  // AxeBuilder evaluates axe's source twice (once to ask for runPartial, once to inject), and hands back every rule's
  // passing elements; the guard makes the second evaluation a no-op, and `resultTypes` keeps one element for each
  // rule's passes and inapplicable results (violations are listed in full). Together 2.5 times faster (/court-locations
  // 1.2 s against 3.2 s). `options` replaces the options object, so it comes before `withTags`.
  // What axe measures is the page as it stays: a part still fading in (a toast, a dialog) has its colours blended with
  // what is behind it, and fails colour contrast for a moment no visitor reads it in (seen once: a toast's text at 4.06:1
  // mid-fade). So every running animation that ends (not a spinner's endless one) finishes first. They run on the
  // document's timeline, which a paused page.clock does not stop.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page, axeSource: GUARDED_AXE_SOURCE }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  for (const v of results.violations) {
    const description = `${v.id} on ${page.url()}: ${v.help} (${v.nodes.length} element(s))`;
    test.info().annotations.push({ type: `axe ${v.impact ?? 'unknown'}`, description });
    if (v.impact !== 'serious' && v.impact !== 'critical') console.warn(`axe ${v.impact}: ${description}`);
  }
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`);
}

/**
 * A GOV.UK date input (issue 40: Day, Month and Year boxes in a fieldset), by the field's `name` (its boxes are
 * `<name>-day` and so on), or pass `getByRole('group', { name: legend })` to the helpers below.
 */
export const dateGroup = (scope: Page | Locator, name: string) => scope.locator(`fieldset:has(> div input[name="${name}-day"])`);

/** Types an ISO date (or '' to clear) into a date input's three boxes as a visitor does: 24 12 2026. */
export async function fillDate(group: Locator, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso === '' ? [] : iso.split('-');
  await group.getByLabel('Day', { exact: true }).fill(day === '' ? '' : String(Number(day)));
  await group.getByLabel('Month', { exact: true }).fill(month === '' ? '' : String(Number(month)));
  await group.getByLabel('Year', { exact: true }).fill(year);
}

/** Expects a date input's boxes to show an ISO date (as the visitor reads it: 24, 12, 2026). */
export async function expectDate(group: Locator, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso === '' ? [] : iso.split('-');
  await expect(group.getByLabel('Day', { exact: true })).toHaveValue(day === '' ? '' : String(Number(day)));
  await expect(group.getByLabel('Month', { exact: true })).toHaveValue(month === '' ? '' : String(Number(month)));
  await expect(group.getByLabel('Year', { exact: true })).toHaveValue(year);
}
