import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the exported site in `out/`, served the way a static host serves it
 * (clean URLs, 404 page, redirects and headers from serve.json). A second copy built with a consultation
 * endpoint and an analytics id (`out-endpoint/`) is served for the delivery and analytics tests.
 */
const PORT = Number(process.env.PORT ?? 3100);
const ENDPOINT_PORT = PORT + 1;
const systemChromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const launchOptions = existsSync(systemChromium) ? { executablePath: systemChromium } : {};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(delivery|analytics)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'delivery',
      testMatch: /(delivery|analytics)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://127.0.0.1:${ENDPOINT_PORT}` },
    },
  ],
  webServer: [
    {
      command: `npx serve out -c ../serve.json -l tcp://127.0.0.1:${PORT} --no-port-switching --no-clipboard`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    ...(existsSync('out-endpoint')
      ? [
          {
            command: `npx serve out-endpoint -c ../serve.json -l tcp://127.0.0.1:${ENDPOINT_PORT} --no-port-switching --no-clipboard`,
            url: `http://127.0.0.1:${ENDPOINT_PORT}/`,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
          },
        ]
      : []),
  ],
});
