/**
 * What the project keeps of a Lighthouse run. The quality scores are deterministic (the same page gives the same
 * answer on any machine), so `npm test` gates on them; the speed figures depend on how much CPU the machine has
 * to spare, so only the benchmark (`npm run audit`) reports them, as ratios to a yardstick measured beside them.
 */
export type QualityScores = {
  /** Category scores, 0–100. */
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Cumulative layout shift (unitless). */
  cls: number;
};

export type SpeedFigures = {
  /** The performance category score, 0–100. */
  performance: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
};

export type LighthouseScores = QualityScores & SpeedFigures;

export const SPEED_FIGURES = ['performance', 'fcp', 'lcp', 'tbt', 'si'] as const satisfies readonly (keyof SpeedFigures)[];

export type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function qualityFromLhr(lhr: Lhr): QualityScores {
  return {
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    cls: Math.round(metric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
  };
}

export function scoresFromLhr(lhr: Lhr): LighthouseScores {
  return {
    ...qualityFromLhr(lhr),
    performance: score(lhr, 'performance'),
    fcp: Math.round(metric(lhr, 'first-contentful-paint')),
    lcp: Math.round(metric(lhr, 'largest-contentful-paint')),
    tbt: Math.round(metric(lhr, 'total-blocking-time')),
    si: Math.round(metric(lhr, 'speed-index')),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('The median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each score and metric over several runs (each taken on its own, as Lighthouse advises). */
export function medianScores<T extends Record<string, number>>(runs: readonly T[]): T {
  if (runs.length === 0) throw new RangeError('The median of no runs');
  const keys = Object.keys(runs[0]!) as (keyof T & string)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] as number))])) as T;
}
