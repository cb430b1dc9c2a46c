import { isStale, sameAnswers } from './stale-result';

describe('sameAnswers', () => {
  it('is true for the same answers, in any key order', () => {
    expect(sameAnswers({ amount: '1250', due: '2026-03-03' }, { due: '2026-03-03', amount: '1250' })).toBe(true);
  });

  it('is false when any one answer differs', () => {
    expect(sameAnswers({ amount: '1250', due: '2026-03-03' }, { amount: '1251', due: '2026-03-03' })).toBe(false);
    expect(sameAnswers({ amount: '1250', due: '2026-03-03' }, { amount: '1250', due: '2026-03-04' })).toBe(false);
  });

  it('ignores spaces around a value, not inside it', () => {
    expect(sameAnswers({ postcode: 'LS1 4AP' }, { postcode: '  LS1 4AP ' })).toBe(true);
    expect(sameAnswers({ postcode: 'LS1 4AP' }, { postcode: 'LS14AP' })).toBe(false);
  });

  it('counts a missing or undefined answer as empty', () => {
    expect(sameAnswers({ amount: '1', days: '' }, { amount: '1' })).toBe(true);
    expect(sameAnswers({ amount: '1', days: undefined }, { amount: '1', days: '' })).toBe(true);
    expect(sameAnswers({ amount: '1' }, { amount: '1', days: '5' })).toBe(false);
  });

  it('treats a value that is not text as empty rather than throwing', () => {
    const odd = { amount: 5 as unknown as string };
    expect(sameAnswers(odd, { amount: '' })).toBe(true);
  });

  it('is true for two empty forms', () => {
    expect(sameAnswers({}, {})).toBe(true);
  });
});

describe('isStale', () => {
  it('never marks a result that is not there', () => {
    expect(isStale(null, { amount: '1' })).toBe(false);
    expect(isStale(undefined, { amount: '1' })).toBe(false);
  });

  it('marks a result once an answer changes, and clears the mark when it is changed back', () => {
    const then = { amount: '1250', hearing: 'yes' };
    expect(isStale(then, { amount: '1250', hearing: 'yes' })).toBe(false);
    expect(isStale(then, { amount: '125', hearing: 'yes' })).toBe(true);
    expect(isStale(then, { amount: '1250', hearing: 'no' })).toBe(true);
    expect(isStale(then, { ...then })).toBe(false);
  });
});
