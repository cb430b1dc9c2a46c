/** Spec 9: web-vitals ratings. Input delay thresholds apply to INP, which replaced first input delay. */
export const VITALS_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 100, poor: 300 },
  FID: { good: 100, poor: 300 },
  CLS: { good: 0.1, poor: 0.25 },
} as const;

export type VitalName = keyof typeof VITALS_THRESHOLDS;
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function isTrackedVital(name: string): name is VitalName {
  return Object.hasOwn(VITALS_THRESHOLDS, name);
}

/** Good up to and including `good`; poor above `poor`; in between needs improvement. */
export function rateVital(name: VitalName, value: number): VitalRating {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Invalid ${name} value: ${value}`);
  const t = VITALS_THRESHOLDS[name];
  if (value <= t.good) return 'good';
  if (value > t.poor) return 'poor';
  return 'needs-improvement';
}
