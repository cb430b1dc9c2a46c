/** What the audit keeps of a Lighthouse run: category scores (0–100) and the lab metrics. */
export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function scoresFromLhr(lhr: Lhr): LighthouseScores {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: Math.round(metric(lhr, 'first-contentful-paint')),
    lcp: Math.round(metric(lhr, 'largest-contentful-paint')),
    tbt: Math.round(metric(lhr, 'total-blocking-time')),
    cls: Math.round(metric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('The median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each score and metric over several runs (each taken on its own, as Lighthouse advises). */
export function medianScores(runs: readonly LighthouseScores[]): LighthouseScores {
  const of = (key: keyof LighthouseScores) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}
