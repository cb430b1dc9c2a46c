import { median, SPEED_FIGURES, type SpeedFigures } from '@/build/audit/lighthouse-scores';
import { isBusy, type LoadSample } from '@/build/audit/machine-load';

/**
 * The benchmark's arithmetic. A page is measured interleaved with its yardstick (site, bare, site, bare …) in one
 * sitting, so that whatever else the machine is doing slows both alike; what is reported is each figure's
 * median and the ratio of the medians, site / yardstick. A ratio holds on a noisy machine where a score does not.
 */
export type BenchmarkRun = { arm: string; figures: SpeedFigures; load: LoadSample };

export type Comparison = {
  site: SpeedFigures;
  yardstick: SpeedFigures;
  /** site / yardstick for each figure; null where the yardstick's figure is 0 (a TBT of 0 ms, say). */
  ratios: Record<keyof SpeedFigures, number | null>;
  runs: number;
  busyRuns: number;
};

export const ratio = (value: number, yardstick: number): number | null =>
  yardstick > 0 && Number.isFinite(value) ? Math.round((value / yardstick) * 100) / 100 : null;

function medians(runs: readonly BenchmarkRun[]): SpeedFigures {
  if (runs.length === 0) throw new RangeError('No runs to take medians of');
  return Object.fromEntries(SPEED_FIGURES.map((key) => [key, median(runs.map((run) => run.figures[key]))])) as SpeedFigures;
}

/** Compares the runs of one arm with the runs of the yardstick taken in the same sitting. */
export function compare(runs: readonly BenchmarkRun[], siteArm: string, yardstickArm: string): Comparison {
  const site = medians(runs.filter((run) => run.arm === siteArm));
  const yardstick = medians(runs.filter((run) => run.arm === yardstickArm));
  const ratios = Object.fromEntries(SPEED_FIGURES.map((key) => [key, ratio(site[key], yardstick[key])])) as Comparison['ratios'];
  return { site, yardstick, ratios, runs: runs.length, busyRuns: runs.filter((run) => isBusy(run.load)).length };
}

/** The order of one sitting: each run of every arm before the next run of any, so the arms share the machine's moods. */
export function interleave<T>(arms: readonly T[], runs: number): T[] {
  return Array.from({ length: runs }, () => arms).flat();
}

/** `98 / 100 (0.98)`: the site's median, the yardstick's, and their ratio. */
export function formatComparison(site: number, yardstick: number, r: number | null): string {
  return `${site} / ${yardstick} (${r === null ? '–' : r.toFixed(2)})`;
}
