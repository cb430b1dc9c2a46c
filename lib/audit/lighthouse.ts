import { existsSync } from 'node:fs';
import { medianScores, scoresFromLhr, type LighthouseScores } from './lighthouse-scores';

/** The system Chromium when there is one (Debian's), else chrome-launcher's own search. */
const chromePath = () => process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export type AuditBrowser = { port: number; kill: () => void };

/** One headless Chromium for a whole audit; each Lighthouse run resets storage and caches itself. */
export async function launchAuditBrowser(): Promise<AuditBrowser> {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  return { port: chrome.port, kill: () => chrome.kill() };
}

/**
 * Lighthouse's own failures to record a run (a lost trace, NO_NAVSTART, NO_FCP…) say nothing about the page;
 * such a run is taken again, up to this many times in all. A page that loads but scores badly is never re-run.
 */
const ATTEMPTS = 3;

/** One Lighthouse run with the default (mobile) configuration. */
export async function lighthouseRun(url: string, browser: AuditBrowser): Promise<LighthouseScores> {
  const { default: lighthouse } = await import('lighthouse');
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (result && !result.lhr.runtimeError) return scoresFromLhr(result.lhr);
    failure = result?.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : 'no result';
    console.warn(`Lighthouse could not record ${url} (attempt ${attempt} of ${ATTEMPTS}): ${failure}`);
  }
  throw new Error(`Lighthouse failed on ${url}: ${failure}`);
}

/** The medians of `runs` Lighthouse runs on a URL, with the runs they were taken from. */
export async function lighthouseMedians(
  url: string,
  browser: AuditBrowser,
  runs = 3,
): Promise<LighthouseScores & { runs: LighthouseScores[] }> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url, browser));
  return { ...medianScores(results), runs: results };
}
