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

/** One Lighthouse run with the default (mobile) configuration. */
export async function lighthouseRun(url: string, browser: AuditBrowser): Promise<LighthouseScores> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port: browser.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return scoresFromLhr(result.lhr);
}

/** The medians of `runs` Lighthouse runs on a URL. */
export async function lighthouseMedians(url: string, browser: AuditBrowser, runs = 3): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url, browser));
  return medianScores(results);
}
