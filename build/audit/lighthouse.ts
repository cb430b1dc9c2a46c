import { existsSync } from 'node:fs';
import { qualityFromLhr, scoresFromLhr, type Lhr, type LighthouseScores, type QualityScores } from '@/build/audit/lighthouse-scores';

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

const QUALITY_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

type RunResult = {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { scoreDisplayMode?: string; errorMessage?: string }>;
};

/**
 * The categories Lighthouse could not score, each with the audits that errored. An audit that throws (a lost
 * trace, a protocol message that never came) leaves its category's score null, which is a failure to record the
 * run, not a finding about the page (seen once here: best practices null on a page that scores 100 every other time).
 */
export function unscoredCategories(lhr: RunResult): string[] {
  return Object.entries(lhr.categories)
    .filter(([, category]) => category.score === null)
    .map(([id, category]) => {
      const errors = category.auditRefs
        .map((ref) => [ref.id, lhr.audits[ref.id]] as const)
        .filter(([, audit]) => audit?.scoreDisplayMode === 'error')
        .map(([auditId, audit]) => `${auditId} (${audit?.errorMessage ?? 'error'})`);
      return `${id}${errors.length ? `: ${errors.join(', ')}` : ''}`;
    });
}

async function record(url: string, browser: AuditBrowser, flags: { onlyCategories?: string[]; onlyAudits?: string[] }): Promise<Lhr> {
  const { default: lighthouse } = await import('lighthouse');
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // No full-page screenshot: no audit scores it, and it was a quarter of each run's time (a long page's most).
    const result = await lighthouse(url, { port: browser.port, logLevel: 'error', output: 'json', disableFullPageScreenshot: true, ...flags });
    const unscored = result && !result.lhr.runtimeError ? unscoredCategories(result.lhr) : [];
    if (result && !result.lhr.runtimeError && unscored.length === 0) return result.lhr as unknown as Lhr;
    failure = result?.lhr.runtimeError
      ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`
      : result
        ? `not scored: ${unscored.join('; ')}`
        : 'no result';
    console.warn(`Lighthouse could not record ${url} (attempt ${attempt} of ${ATTEMPTS}): ${failure}`);
  }
  throw new Error(`Lighthouse failed on ${url}: ${failure}`);
}

/**
 * The deterministic part of Lighthouse: accessibility, best practices, SEO and layout shift. No performance
 * category, so nothing here depends on the speed of the machine.
 */
export async function lighthouseQuality(url: string, browser: AuditBrowser): Promise<QualityScores> {
  return qualityFromLhr(await record(url, browser, { onlyCategories: QUALITY_CATEGORIES, onlyAudits: ['cumulative-layout-shift', 'layout-shifts'] }));
}

/**
 * An unscored first run for a just-started browser (see e2e/lighthouse.spec.ts): a page load and its trace, as a
 * measured run has, without the audits (half the time of a measured run).
 */
export async function lighthouseWarmUp(url: string, browser: AuditBrowser): Promise<void> {
  await record(url, browser, { onlyAudits: ['cumulative-layout-shift'] });
}

/** Every category, with the lab timings (mobile preset, simulated throttling): a benchmark run. */
export async function lighthouseFull(url: string, browser: AuditBrowser): Promise<LighthouseScores> {
  return scoresFromLhr(await record(url, browser, { onlyCategories: ['performance', ...QUALITY_CATEGORIES] }));
}
