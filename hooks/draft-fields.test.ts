import { draftFields } from './use-session-draft';

describe('draftFields: what a stored draft may bring back', () => {
  const parse = draftFields(['amount', 'date'] as const, 10);

  it('keeps the form’s own fields that are strings within the length', () => {
    expect(parse({ amount: '1250', date: '2026-03-03' })).toEqual({ amount: '1250', date: '2026-03-03' });
  });

  it('drops other fields, other types and overlong text', () => {
    expect(parse({ amount: 1250, date: 'x'.repeat(11), other: 'kept?' })).toEqual({});
  });

  it('reads anything that is not an object as no draft', () => {
    for (const raw of [null, undefined, 'amount', 42, ['1250'], true]) expect(parse(raw)).toEqual({});
  });

  it('has no length limit when given none that ends', () => {
    expect(draftFields(['text'], Number.POSITIVE_INFINITY)({ text: 'y'.repeat(100_000) }).text).toHaveLength(100_000);
  });
});
