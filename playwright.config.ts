import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the exported site in `out/`:
 * - `chromium`: served by the lead inbox, exactly as `npm start` serves it (the serve.json rules, and
 *   consultation requests stored for real in a test folder);
 * - `static-host`: served by `serve` alone, as a static host without the inbox ("deployed without receiver");
 * - `delivery`: a second copy built with an analytics id and the islands' guard (`out-analytics/`), also behind the
 *   inbox, for the analytics tests, the delivery tests whose answers come from page.route, and the islands' guard;
 * - `react-islands`: a copy of the site whose islands run on React DOM instead of Preact (`out-react/`, written by
 *   `npm run build:react-islands`), behind the inbox: one smoke test per island;
 * - `lighthouse`: Lighthouse's deterministic audits (accessibility, best practices, SEO, layout shift) on four
 *   routes against `out/`. Nothing in the suite measures speed: that is `npm run audit`'s job.
 */
const PORT = Number(process.env.PORT ?? 3100);
const ANALYTICS_PORT = PORT + 1;
const STATIC_PORT = PORT + 2;
const REACT_PORT = PORT + 3;
/** Where the inbox stores the test run's requests; the lead-inbox tests read it from the environment. */
const E2E_LEADS_DIR = path.resolve('reports/e2e-leads');
process.env.E2E_LEADS_DIR = E2E_LEADS_DIR;

/**
 * Debian's Chromium: its headless shell when installed (.ci/run installs it), which opens a page in a third of the
 * time the full browser takes; the full browser otherwise (Lighthouse always uses the full one, see lighthouse.spec.ts).
 */
const systemChromium = [process.env.PLAYWRIGHT_CHROMIUM, '/usr/bin/chromium-headless-shell', process.env.CHROME_PATH, '/usr/bin/chromium'].find((file) => file && existsSync(file));
/**
 * Issue 38: one renderer process for a new page, not two. By default Chromium starts a page's about:blank in one
 * process and moves it to another on the first navigation to the site; with a limit of one it reuses the first (more
 * are still started where they must be, as for each browser context). 7 % off a sample of 144 tests here.
 */
const launchOptions = { ...(systemChromium ? { executablePath: systemChromium } : {}), args: ['--renderer-process-limit=1'] };
const desktop = { ...devices['Desktop Chrome'], launchOptions };
const inbox = (dir: string, port: number, leads: string) => ({
  // The local binaries, not npx: npx's lookup adds about 0.6 s to each server's start.
  command: `node_modules/.bin/tsx inbox/server.ts ${dir}`,
  url: `http://127.0.0.1:${port}/`,
  // Tests send many requests, and open many connections, from one address: the per-address limits have their own
  // unit tests (inbox/inbox-capacity.test.ts).
  env: { PORT: String(port), LEADS_DIR: leads, LEADS_RATE_LIMIT: '100000', LEADS_SIGNUP_RATE_LIMIT: '100000', LEADS_MAX_UPLOADS_PER_CLIENT: '32', MAX_CONNECTIONS_PER_CLIENT: '500' },
  reuseExistingServer: false,
  stdout: 'ignore' as const,
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  // Ceilings, not expectations: a passing test never waits for them, and a machine busy with other work (CI's is
  // shared) can take several times as long to load a page. No test's outcome may depend on how fast it runs.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Issue 38: traces cost a fifth to a third of the run's time. Off, with a screenshot of a failing test; PW_TRACE=1
    // keeps a trace of each failure for `npx playwright show-trace`.
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'lighthouse',
      testMatch: /lighthouse\.spec\.ts/,
      use: desktop,
    },
    {
      name: 'chromium',
      testIgnore: /(delivery|analytics|static-host|lighthouse|consultation-retry|react-islands|island-guard)\.spec\.ts/,
      use: desktop,
    },
    {
      name: 'static-host',
      testMatch: /static-host\.spec\.ts/,
      use: { ...desktop, baseURL: `http://127.0.0.1:${STATIC_PORT}` },
    },
    {
      name: 'react-islands',
      testMatch: /react-islands\.spec\.ts/,
      use: { ...desktop, baseURL: `http://127.0.0.1:${REACT_PORT}` },
    },
    {
      name: 'delivery',
      testMatch: /(delivery|analytics|consultation-retry|island-guard)\.spec\.ts/,
      use: { ...desktop, baseURL: `http://127.0.0.1:${ANALYTICS_PORT}` },
    },
  ],
  webServer: [
    inbox('out', PORT, E2E_LEADS_DIR),
    {
      command: `node_modules/.bin/serve out -l tcp://127.0.0.1:${STATIC_PORT} --no-port-switching --no-clipboard`,
      url: `http://127.0.0.1:${STATIC_PORT}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    ...(existsSync('out-analytics') ? [inbox('out-analytics', ANALYTICS_PORT, path.resolve('reports/e2e-leads-analytics'))] : []),
    ...(existsSync('out-react') ? [inbox('out-react', REACT_PORT, path.resolve('reports/e2e-leads-react'))] : []),
  ],
});
