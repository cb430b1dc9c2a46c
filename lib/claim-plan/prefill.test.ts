import { CLAIMANT_KINDS, DEBTOR_KINDS } from './answers';
import { CLAIMANT_PREFILL_KINDS, DEBTOR_PREFILL_KINDS, isIsoDate, parsePlanPrefill, penceToPounds, planPrefillHref, poundsToPence } from './prefill';

const parse = (query: string) => parsePlanPrefill(new URLSearchParams(query));

describe('plan prefill links', () => {
  it('builds the address with every field given, in a fixed order', () => {
    expect(planPrefillHref({ debtor: 'organisation', claimant: 'business', dueDate: '2026-03-03', amountPence: 125_000 })).toBe(
      '/tools/claim-plan?amount=1250.00&due=2026-03-03&claimant=business&debtor=organisation',
    );
  });

  it('leaves out what is not given or not valid', () => {
    expect(planPrefillHref({})).toBe('/tools/claim-plan');
    expect(planPrefillHref({ amountPence: 5 })).toBe('/tools/claim-plan?amount=0.05');
    expect(planPrefillHref({ amountPence: 0, dueDate: '2026-02-30', claimant: 'pirate' as never, debtor: '' as never })).toBe('/tools/claim-plan');
    expect(planPrefillHref({ amountPence: 12.5, dueDate: '3 March 2026' })).toBe('/tools/claim-plan');
    expect(planPrefillHref({ amountPence: -100, debtor: 'sole-trader' })).toBe('/tools/claim-plan?debtor=sole-trader');
    expect(planPrefillHref({ amountPence: 10_000_000 * 100 + 1 })).toBe('/tools/claim-plan');
    expect(planPrefillHref({ amountPence: Number.NaN })).toBe('/tools/claim-plan');
  });

  it('reads back what it builds', () => {
    const values = { amountPence: 240_050, dueDate: '2021-03-01', claimant: 'individual', debtor: 'sole-trader' } as const;
    expect(parse(planPrefillHref(values).split('?')[1]!)).toEqual(values);
  });

  it('reads amounts by the generator’s pounds rule, in whole pence', () => {
    expect(parse('amount=1250').amountPence).toBe(125_000);
    expect(parse('amount=1250.5').amountPence).toBe(125_050);
    expect(parse('amount=0.29').amountPence).toBe(29);
    expect(parse('amount=%201250.00%20').amountPence).toBe(125_000);
    expect(parse('amount=10000000').amountPence).toBe(1_000_000_000);
    for (const bad of ['0', '0.00', '-5', '1e3', '1,250', '£1250', '1250.505', '123456789', '10000000.01', '', 'abc', '12.', '.5', 'Infinity']) {
      expect(parse(`amount=${encodeURIComponent(bad)}`)).toEqual({});
    }
  });

  it('keeps only real ISO dates and the known kinds', () => {
    expect(parse('due=2024-02-29').dueDate).toBe('2024-02-29');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-3-3', '03/03/2026', '2026-03-03T00:00', '']) expect(parse(`due=${bad}`)).toEqual({});
    expect(parse('claimant=Business&debtor=company')).toEqual({});
    expect(parse('claimant=__proto__&debtor=constructor')).toEqual({});
    expect(parse('claimant=individual&debtor=individual&other=1')).toEqual({ claimant: 'individual', debtor: 'individual' });
  });

  it('takes the first of repeated parameters and ignores an empty query', () => {
    expect(parse('amount=10&amount=20')).toEqual({ amountPence: 1000 });
    expect(parse('')).toEqual({});
  });

  it('converts pence and pounds exactly', () => {
    expect(penceToPounds(1)).toBe('0.01');
    expect(penceToPounds(100)).toBe('1.00');
    expect(penceToPounds(123_456_789)).toBe('1234567.89');
    expect(poundsToPence('0.1')).toBe(10);
    expect(poundsToPence('0')).toBeNull();
    expect(isIsoDate('2026-03-03')).toBe(true);
    expect(isIsoDate(20260303)).toBe(false);
  });

  it('uses the answers model’s kinds', () => {
    expect(CLAIMANT_PREFILL_KINDS).toEqual(CLAIMANT_KINDS);
    expect(DEBTOR_PREFILL_KINDS).toEqual(DEBTOR_KINDS);
  });
});
