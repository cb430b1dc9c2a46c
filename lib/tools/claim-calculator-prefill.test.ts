import { parsePlanPrefill } from '@/lib/claim-plan/prefill';
import { calculatorPrefillFromPlan, claimCalculatorPrefillHref, parseClaimCalculatorPrefill, planHrefFromCalculator } from './claim-calculator-prefill';
import type { ClaimFormValues } from './claim-form';

const parse = (query: string) => parseClaimCalculatorPrefill(new URLSearchParams(query));
const form = (values: Partial<ClaimFormValues>): ClaimFormValues => ({
  amount: '',
  dueDate: '',
  toDate: '',
  business: '',
  debtorKind: '',
  interestKind: '',
  referenceRate: '',
  hearing: '',
  ...values,
});

describe('the claim calculator opened with answers filled in', () => {
  it('builds the address with every answer, and reads it back as the form holds them', () => {
    const href = claimCalculatorPrefillHref({ amountPence: 240_000, dueDate: '2021-03-01', toDate: '2026-12-03', business: true, debtorKind: 'individual' });
    expect(href).toBe('/tools/claim-calculator?amount=2400.00&due=2021-03-01&to=2026-12-03&business=yes&debtor=individual');
    expect(parse(href.split('?')[1]!)).toEqual({ amount: '2400.00', dueDate: '2021-03-01', toDate: '2026-12-03', business: 'yes', debtorKind: 'individual' });
  });

  it('passes who owes only when the form asks it (both in business)', () => {
    expect(claimCalculatorPrefillHref({ amountPence: 60_000, dueDate: '2026-06-15', business: false, debtorKind: 'company' })).toBe(
      '/tools/claim-calculator?amount=600.00&due=2026-06-15&business=no',
    );
    expect(parse('business=no&debtor=company')).toEqual({ business: 'no' });
    expect(parse('debtor=company')).toEqual({});
  });

  it('leaves out what is invalid', () => {
    expect(claimCalculatorPrefillHref({ amountPence: 0, dueDate: '2026-02-29', toDate: 'today' })).toBe('/tools/claim-calculator');
    expect(claimCalculatorPrefillHref({ amountPence: 1.5, dueDate: '' })).toBe('/tools/claim-calculator');
    expect(parse('amount=-1&due=2026-02-29&to=2026-13-01&business=maybe&debtor=individual')).toEqual({});
    expect(parse('amount=1e5&due=1 March 2021')).toEqual({});
    expect(parse('amount=10000000.01')).toEqual({});
    expect(parse('amount=10000000')).toEqual({ amount: '10000000.00' });
    expect(parse('business=yes&debtor=sole-trader')).toEqual({ business: 'yes' });
  });

  it('drops a date to work interest out to that comes before the due date', () => {
    expect(parse('due=2026-06-15&to=2026-06-14')).toEqual({ dueDate: '2026-06-15' });
    expect(parse('due=2026-06-15&to=2026-06-15')).toEqual({ dueDate: '2026-06-15', toDate: '2026-06-15' });
  });
});

describe('the plan’s answers as the calculator’s', () => {
  const base = { amountPence: 240_000, dueDate: '2021-03-01' };
  it('a business claiming from a sole trader: both in business, an individual or sole trader owes', () => {
    expect(calculatorPrefillFromPlan({ ...base, claimant: 'business', debtor: 'sole-trader', plannedIssueDate: '2026-12-03' })).toEqual({
      ...base,
      toDate: '2026-12-03',
      business: true,
      debtorKind: 'individual',
    });
  });
  it('a business claiming from an organisation: a company or other organisation owes', () => {
    expect(calculatorPrefillFromPlan({ ...base, claimant: 'business', debtor: 'organisation' })).toEqual({ ...base, business: true, debtorKind: 'company' });
  });
  it('a private individual on either side: not both in business, who owes not asked', () => {
    expect(calculatorPrefillFromPlan({ ...base, claimant: 'business', debtor: 'individual' })).toEqual({ ...base, business: false });
    expect(calculatorPrefillFromPlan({ ...base, claimant: 'individual', debtor: 'organisation' })).toEqual({ ...base, business: false });
  });
});

describe('"Plan my claim with these figures"', () => {
  it('carries the amount and due date, and both sides when both were in business', () => {
    expect(planHrefFromCalculator(form({ amount: '£1,250.5', dueDate: ' 2026-03-03 ', business: 'yes', debtorKind: 'company' }))).toBe(
      '/tools/claim-plan?amount=1250.50&due=2026-03-03&claimant=business&debtor=organisation',
    );
    const href = planHrefFromCalculator(form({ amount: '2400', dueDate: '2021-03-01', business: 'yes', debtorKind: 'individual' }));
    expect(parsePlanPrefill(new URL(href, 'https://example.co.uk').searchParams)).toEqual({
      amountPence: 240_000,
      dueDate: '2021-03-01',
      claimant: 'business',
      debtor: 'sole-trader',
    });
  });

  it('leaves out who is owed and who owes when one side was not in business, and anything invalid', () => {
    expect(planHrefFromCalculator(form({ amount: '600', dueDate: '2026-06-15', business: 'no', debtorKind: 'company' }))).toBe('/tools/claim-plan?amount=600.00&due=2026-06-15');
    expect(planHrefFromCalculator(form({ amount: 'lots', dueDate: 'soon', business: 'yes' }))).toBe('/tools/claim-plan');
    expect(planHrefFromCalculator(form({ amount: '0.29', dueDate: '2026-06-15' }))).toBe('/tools/claim-plan?amount=0.29&due=2026-06-15');
  });

  it('round-trips with the calculator’s own prefill', () => {
    const values = parse(claimCalculatorPrefillHref(calculatorPrefillFromPlan({ amountPence: 240_000, dueDate: '2021-03-01', claimant: 'business', debtor: 'organisation' })).split('?')[1]!);
    expect(planHrefFromCalculator(form(values))).toBe('/tools/claim-plan?amount=2400.00&due=2021-03-01&claimant=business&debtor=organisation');
  });
});
