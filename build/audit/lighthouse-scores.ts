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
  /** What moved, when anything did: each shift's score and the element (Lighthouse's layout-shifts audit). */
  shifts?: string[];
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
  audits: Record<string, { numericValue?: number; details?: { items?: readonly LayoutShiftItem[] } } | undefined>;
};

type LayoutShiftItem = { score?: number; node?: { selector?: string; snippet?: string } };

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function qualityFromLhr(lhr: Lhr): QualityScores {
  return {
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    cls: Math.round(metric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    ...shiftsOf(lhr),
  };
}

function shiftsOf(lhr: Lhr): Pick<QualityScores, 'shifts'> {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  if (items.length === 0) return {};
  return { shifts: items.map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? '(element not named)'} ${item.node?.snippet?.slice(0, 120) ?? ''}`.trim()) };
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
/** The median of each figure over the runs (what moved in each run is not a figure, and is left out). */
export function medianScores<T extends object>(runs: readonly T[]): T {
  if (runs.length === 0) throw new RangeError('The median of no runs');
  const figure = (run: T, key: string) => (run as Record<string, unknown>)[key];
  const keys = Object.keys(runs[0]!).filter((key) => typeof figure(runs[0]!, key) === 'number');
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => figure(run, key) as number))])) as T;
}
