import { isTrackedVital, rateVital, VITALS_THRESHOLDS, type VitalName } from './web-vitals';

describe('rateVital', () => {
  it.each([
    [0, 'good'],
    [1200, 'good'],
    [2500, 'good'],
    [2501, 'needs-improvement'],
    [4000, 'needs-improvement'],
    [4001, 'poor'],
    [60000, 'poor'],
  ] as const)('rates LCP %p ms as %s', (value, rating) => {
    expect(rateVital('LCP', value)).toBe(rating);
  });

  it.each(['INP', 'FID'] as const)('rates %s at 100/101/300/301 ms', (name) => {
    expect(rateVital(name, 0)).toBe('good');
    expect(rateVital(name, 100)).toBe('good');
    expect(rateVital(name, 101)).toBe('needs-improvement');
    expect(rateVital(name, 300)).toBe('needs-improvement');
    expect(rateVital(name, 301)).toBe('poor');
  });

  it.each([
    [0, 'good'],
    [0.05, 'good'],
    [0.1, 'good'],
    [0.11, 'needs-improvement'],
    [0.25, 'needs-improvement'],
    [0.26, 'poor'],
    [1, 'poor'],
  ] as const)('rates CLS %p as %s', (value, rating) => {
    expect(rateVital('CLS', value)).toBe(rating);
  });

  it.each([-1, -0.01, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'rejects the invalid value %p',
    (value) => {
      for (const name of Object.keys(VITALS_THRESHOLDS) as VitalName[]) {
        expect(() => rateVital(name, value)).toThrow(RangeError);
      }
    },
  );
});

describe('isTrackedVital', () => {
  it.each(['LCP', 'INP', 'FID', 'CLS'])('tracks %s', (name) => {
    expect(isTrackedVital(name)).toBe(true);
  });

  it.each(['TTFB', 'FCP', 'lcp', 'cls', '', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'does not track %p',
    (name) => {
      expect(isTrackedVital(name)).toBe(false);
    },
  );
});
