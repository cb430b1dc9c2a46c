import { getPaidErrors } from '@/content/get-paid/questions';
import { checkGetPaidStep, getPaidDraftOf, parseGetPaidDraft, emptyGetPaidForm, firstUnansweredStep, getPaidAnswersFrom, getPaidHref, getPaidSteps, parseGetPaidPrefill, type GetPaidValues } from './form';

const TODAY = '2026-11-30';
const answered: GetPaidValues = {
  ...emptyGetPaidForm,
  judgment: '3,200',
  costs: '0',
  judgmentDate: '2026-09-01',
  terms: 'not-stated',
  paid: '0',
  debtor: 'individual',
  assets: ['employed', 'home'],
  credit: 'no',
  stops: 'none',
};

describe('the steps asked', () => {
  it('skips the consumer credit question for a company only', () => {
    expect(getPaidSteps({ ...answered, debtor: 'company' })).not.toContain('credit');
    for (const debtor of ['individual', 'sole-trader', 'partnership']) expect(getPaidSteps({ ...answered, debtor })).toContain('credit');
  });
  it('starts at the amount, and is done when every step is answered', () => {
    expect(firstUnansweredStep(emptyGetPaidForm, TODAY)).toBe('amount');
    expect(firstUnansweredStep(answered, TODAY)).toBeNull();
  });
});

describe('checking each step', () => {
  it('amounts: pounds with commas and pence; nothing or 0 for the judgment refused; costs may be 0', () => {
    expect(checkGetPaidStep('amount', { ...answered, judgment: '', costs: '' }, TODAY)).toEqual({ judgment: getPaidErrors.judgment, costs: getPaidErrors.costs });
    expect(checkGetPaidStep('amount', { ...answered, judgment: '0' }, TODAY)).toEqual({ judgment: getPaidErrors.judgmentZero });
    expect(checkGetPaidStep('amount', { ...answered, judgment: '£3,200.50', costs: '205' }, TODAY)).toEqual({});
    expect(checkGetPaidStep('amount', { ...answered, judgment: '-5' }, TODAY)).toEqual({ judgment: getPaidErrors.judgment });
  });
  it('the judgment date: real, not in the future; today is allowed', () => {
    expect(checkGetPaidStep('judgmentDate', { ...answered, judgmentDate: '' }, TODAY).judgmentDate).toBe(getPaidErrors.judgmentDate);
    expect(checkGetPaidStep('judgmentDate', { ...answered, judgmentDate: '2026-12-01' }, TODAY).judgmentDate).toBe(getPaidErrors.judgmentDateFuture);
    expect(checkGetPaidStep('judgmentDate', { ...answered, judgmentDate: TODAY }, TODAY)).toEqual({});
    expect(checkGetPaidStep('judgmentDate', { ...answered, judgmentDate: '31-2-2026' }, TODAY).judgmentDate).toMatch(/must be a real date|must include/);
  });
  it('terms: a due date for one payment, not before the judgment; a yes or no for instalments', () => {
    expect(checkGetPaidStep('terms', { ...answered, terms: '' }, TODAY)).toEqual({ terms: getPaidErrors.terms });
    expect(checkGetPaidStep('terms', { ...answered, terms: 'by-date', dueDate: '' }, TODAY)).toEqual({ dueDate: getPaidErrors.dueDate });
    expect(checkGetPaidStep('terms', { ...answered, terms: 'by-date', dueDate: '2026-08-31' }, TODAY)).toEqual({ dueDate: getPaidErrors.dueBeforeJudgment });
    expect(checkGetPaidStep('terms', { ...answered, terms: 'by-date', dueDate: '2026-09-01' }, TODAY)).toEqual({});
    expect(checkGetPaidStep('terms', { ...answered, terms: 'instalments', instalments: '' }, TODAY)).toEqual({ instalments: getPaidErrors.instalments });
    expect(checkGetPaidStep('terms', { ...answered, terms: 'instalments', instalments: 'behind' }, TODAY)).toEqual({});
  });
  it('assets: one at least; "I do not know any of these" alone', () => {
    expect(checkGetPaidStep('assets', { ...answered, assets: [] }, TODAY)).toEqual({ assets: getPaidErrors.assets });
    expect(checkGetPaidStep('assets', { ...answered, assets: ['none', 'bank'] }, TODAY)).toEqual({ assets: getPaidErrors.assetsNoneAndSome });
    expect(checkGetPaidStep('assets', { ...answered, assets: ['none'] }, TODAY)).toEqual({});
    expect(checkGetPaidStep('assets', { ...answered, assets: ['yacht'] }, TODAY)).toEqual({ assets: getPaidErrors.assets });
  });
  it('choices outside the lists are refused', () => {
    expect(checkGetPaidStep('debtor', { ...answered, debtor: 'trust' }, TODAY)).toEqual({ debtor: getPaidErrors.debtor });
    expect(checkGetPaidStep('credit', { ...answered, credit: 'maybe' }, TODAY)).toEqual({ credit: getPaidErrors.credit });
    expect(checkGetPaidStep('stops', { ...answered, stops: '' }, TODAY)).toEqual({ stops: getPaidErrors.stops });
  });
});

describe('the rules’ answers', () => {
  it('in pence, with the assets ticked ("none" is no asset) and a company never on regulated credit', () => {
    expect(getPaidAnswersFrom(answered, TODAY)).toEqual({
      judgmentPence: 320_000,
      costsPence: 0,
      paidPence: 0,
      judgmentIso: '2026-09-01',
      terms: { kind: 'not-stated' },
      debtor: 'individual',
      assets: ['employed', 'home'],
      regulatedCredit: 'no',
      stops: 'none',
    });
    expect(getPaidAnswersFrom({ ...answered, assets: ['none'] }, TODAY)!.assets).toEqual([]);
    expect(getPaidAnswersFrom({ ...answered, debtor: 'company', credit: 'yes' }, TODAY)!.regulatedCredit).toBe('no');
    expect(getPaidAnswersFrom({ ...answered, terms: 'by-date', dueDate: '2026-10-01' }, TODAY)!.terms).toEqual({ kind: 'by-date', dueIso: '2026-10-01' });
  });
  it('null while a step is unanswered', () => {
    expect(getPaidAnswersFrom({ ...answered, stops: '' }, TODAY)).toBeNull();
  });
});

describe('the tab’s draft', () => {
  it('keeps the assets as text and reads back only the planner’s fields and real assets', () => {
    expect(getPaidDraftOf(answered).assets).toBe('employed,home');
    expect(parseGetPaidDraft({ ...getPaidDraftOf(answered), stage: 'check', other: 'x' })).toEqual(answered);
    expect(parseGetPaidDraft({ assets: 'yacht,bank', judgment: 'x'.repeat(201), debtor: 5 })).toEqual({ assets: ['bank'] });
    expect(parseGetPaidDraft('nonsense')).toEqual({});
  });
});

describe('the link from Plan my claim', () => {
  it('carries the amount in pounds, or nothing', () => {
    expect(getPaidHref('/tools/get-paid', 3200)).toBe('/tools/get-paid?judgment=3200.00');
    expect(getPaidHref('/tools/get-paid', 0)).toBe('/tools/get-paid');
    expect(getPaidHref('/tools/get-paid', Number.NaN)).toBe('/tools/get-paid');
    expect(parseGetPaidPrefill(new URLSearchParams('judgment=3200.00'))).toEqual({ judgment: '3200.00' });
    expect(parseGetPaidPrefill(new URLSearchParams('judgment=lots'))).toEqual({});
    expect(parseGetPaidPrefill(new URLSearchParams(''))).toEqual({});
  });
});
