import { hwfErrors } from '@/content/tools/help-with-fees';
import {
  checkHwfStep,
  emptyHwfForm,
  firstUnansweredHwfStep,
  helpWithFeesHref,
  hwfAnswersFrom,
  hwfFeesFrom,
  hwfOutcome,
  hwfResultWords,
  hwfSteps,
  likelyFeeLine,
  parseHwfDraft,
  parseHwfPrefill,
  thresholdWorking,
  type HwfFormValues,
} from './help-with-fees-form';

/** A single person with no children, no savings and no benefit, earning £1,420 a month, for a £3,000 claim. */
const answered: HwfFormValues = {
  ...emptyHwfForm,
  applicant: 'individual',
  couple: 'single',
  over66: 'no',
  youngChildren: '0',
  olderChildren: '0',
  savings: '0',
  benefit: 'no',
  income: '1,420',
  feeKind: 'claim',
  claimValue: '3000',
};

describe('the check’s steps', () => {
  it('asks every question in order, income only without a benefit, and nothing more of a company', () => {
    expect(hwfSteps(answered)).toEqual(['applicant', 'couple', 'over66', 'children', 'savings', 'benefit', 'income', 'fee']);
    expect(hwfSteps({ ...answered, benefit: 'yes' })).not.toContain('income');
    expect(hwfSteps({ ...answered, applicant: 'company' })).toEqual(['applicant']);
  });

  it('finds the first step left to answer', () => {
    expect(firstUnansweredHwfStep(emptyHwfForm)).toBe('applicant');
    expect(firstUnansweredHwfStep({ ...answered, savings: '' })).toBe('savings');
    expect(firstUnansweredHwfStep(answered)).toBeNull();
    expect(firstUnansweredHwfStep({ ...emptyHwfForm, applicant: 'company' })).toBeNull();
  });

  it('gives each field its own message on bad input', () => {
    expect(checkHwfStep('applicant', { ...answered, applicant: 'robot' })).toEqual({ applicant: hwfErrors.applicant });
    expect(checkHwfStep('children', { ...answered, youngChildren: '', olderChildren: '1.5' })).toEqual({ youngChildren: hwfErrors.youngChildren, olderChildren: hwfErrors.children });
    expect(checkHwfStep('children', { ...answered, youngChildren: '31' })).toEqual({ youngChildren: hwfErrors.children });
    expect(checkHwfStep('savings', { ...answered, savings: '-5' })).toEqual({ savings: hwfErrors.savings });
    expect(checkHwfStep('income', { ...answered, income: 'lots' })).toEqual({ income: hwfErrors.income });
    expect(checkHwfStep('fee', { ...answered, feeKind: '' })).toEqual({ feeKind: hwfErrors.feeKind });
    expect(checkHwfStep('fee', { ...answered, claimValue: '0' })).toEqual({ claimValue: hwfErrors.claimValueZero });
    expect(checkHwfStep('fee', { ...answered, feeKind: 'fee', fee: 'x' })).toEqual({ fee: hwfErrors.fee });
    expect(checkHwfStep('fee', { ...answered, debtValue: 'nine' })).toEqual({ debtValue: hwfErrors.debtValue });
    expect(checkHwfStep('fee', { ...answered, debtValue: '0' })).toEqual({ debtValue: hwfErrors.debtValue });
    expect(checkHwfStep('fee', { ...answered, claimValue: '3000', debtValue: '3000.01' })).toEqual({ debtValue: hwfErrors.debtOverClaim });
    expect(checkHwfStep('fee', { ...answered, claimValue: '3000', debtValue: '2,700' })).toEqual({});
    expect(checkHwfStep('fee', { ...answered, feeKind: 'fee', fee: '0.00' })).toEqual({ fee: hwfErrors.feeZero });
    expect(checkHwfStep('savings', { ...answered, savings: '£4,249.99' })).toEqual({});
  });
});

describe('the answers and the fees', () => {
  it('turns the text into pence and counts', () => {
    expect(hwfAnswersFrom({ ...answered, savings: '4,249', income: '1421.50' })).toMatchObject({ savingsPence: 424_900, incomePence: 142_150, couple: false });
    expect(hwfAnswersFrom({ ...answered, income: '' })).toBeNull();
  });

  it('takes the claim’s issue and hearing fees from the calculator’s table, or the one fee entered', () => {
    expect(hwfFeesFrom(answered).map((f) => [f.id, f.pence])).toEqual([
      ['issue', 11_500],
      ['hearing', 18_100],
    ]);
    expect(hwfFeesFrom({ ...answered, claimValue: '4000' }).map((f) => f.pence)).toEqual([20_500, 34_600]);
    // Over the small claims limit: no small claims hearing fee.
    expect(hwfFeesFrom({ ...answered, claimValue: '12000' }).map((f) => f.id)).toEqual(['issue']);
    // Interest takes the claim over £10,000 but the debt is £9,900: still a small claim, so its hearing fee is checked
    // too (FACTS.md §9: interest counts for the issue fee band, not for the track limit).
    expect(hwfFeesFrom({ ...answered, claimValue: '10692', debtValue: '9900' }).map((f) => [f.id, f.pence])).toEqual([
      ['issue', 53_460],
      ['hearing', 34_600],
    ]);
    expect(hwfFeesFrom({ ...answered, claimValue: '12500', debtValue: '10000.01' }).map((f) => f.id)).toEqual(['issue']);
    expect(hwfFeesFrom({ ...answered, feeKind: 'fee', fee: '455' })).toEqual([{ id: 'fee', label: 'The fee', pence: 45_500 }]);
    expect(hwfFeesFrom({ ...answered, feeKind: '' })).toEqual([]);
  });

  it('£1,420 a month, single, no children: likely no fee for both fees, with the threshold shown', () => {
    const outcome = hwfOutcome(answered)!;
    expect(outcome.fees.map((f) => f.result.kind)).toEqual(['no-fee', 'no-fee']);
    const words = hwfResultWords(outcome.fees[0]!.result, outcome.fees[0]!.fee, outcome.answers);
    expect(words).toEqual({ verdict: 'no-fee', headline: 'Likely no fee to pay', reason: 'Your monthly income of £1,420 is not more than your threshold: £1,420.' });
  });

  it('£1,421: some or all of the fee, with the excess income and no invented figure', () => {
    const outcome = hwfOutcome({ ...answered, income: '1421' })!;
    const words = hwfResultWords(outcome.fees[0]!.result, outcome.fees[0]!.fee, outcome.answers);
    expect(words.verdict).toBe('part');
    expect(words.reason).toContain('is £1 more than your threshold (£1,420)');
    expect(words.reason).toContain('we could not confirm its current rates, so we give no figure');
  });

  it('a couple with two children aged 10 and 15: the threshold’s working', () => {
    const answers = hwfAnswersFrom({ ...answered, couple: 'couple', youngChildren: '1', olderChildren: '1' })!;
    expect(thresholdWorking(answers)).toBe('£1,420 (single) + £710 (partner) + 1 × £425 (aged 13 or under) + 1 × £710 (aged 14 or over) = £3,265');
  });

  it('savings, a company and a benefit give their reasons', () => {
    const savings = hwfOutcome({ ...answered, feeKind: 'fee', fee: '455', savings: '4250' })!;
    expect(hwfResultWords(savings.fees[0]!.result, savings.fees[0]!.fee, savings.answers).reason).toBe(
      'Your savings and investments of £4,250 are not under £4,250, the limit for a fee of £455.',
    );
    const older = hwfOutcome({ ...answered, over66: 'yes', savings: '16000' })!;
    expect(hwfResultWords(older.fees[0]!.result, older.fees[0]!.fee, older.answers).reason).toContain('not under £16,000, the limit whatever the fee when you or your partner are 66 or over');
    const company = hwfOutcome({ ...emptyHwfForm, applicant: 'company' })!;
    expect(company.fees).toEqual([]);
    const benefit = hwfOutcome({ ...answered, benefit: 'yes', income: '' })!;
    expect(hwfResultWords(benefit.fees[0]!.result, benefit.fees[0]!.fee, benefit.answers)).toMatchObject({
      verdict: 'no-fee',
      reason: 'You get one of the benefits the scheme lists, and your savings are under £4,250. Check that your benefit is on the current list in the guide EX160A: we could not confirm it.',
    });
  });

  it('the line shown beside a full fee', () => {
    expect(likelyFeeLine('no-fee')).toBe('With Help with Fees: likely £0 from your answers');
    expect(likelyFeeLine('none')).toBe('Help with Fees: not likely from your answers');
  });
});

describe('drafts and links', () => {
  it('keeps only known text fields of a stored draft', () => {
    expect(parseHwfDraft({ applicant: 'individual', savings: 5, extra: 'x', income: 'y'.repeat(41) })).toEqual({ applicant: 'individual' });
    expect(parseHwfDraft(null)).toEqual({});
    expect(parseHwfDraft(['a'])).toEqual({});
  });

  it('carries a claim’s value in the link, and reads it back; refuses what is not an amount', () => {
    expect(helpWithFeesHref('/tools/help-with-fees', 3041.18)).toBe('/tools/help-with-fees?claim=3041.18');
    expect(helpWithFeesHref('/tools/help-with-fees')).toBe('/tools/help-with-fees');
    expect(parseHwfPrefill(new URLSearchParams('claim=3041.18'))).toEqual({ feeKind: 'claim', claimValue: '3041.18', debtValue: '' });
    // With interest, the debt alone too: it decides the small claims track (and a debt above the claim is dropped).
    expect(helpWithFeesHref('/tools/help-with-fees', 10692, 9900)).toBe('/tools/help-with-fees?claim=10692.00&debt=9900.00');
    expect(helpWithFeesHref('/tools/help-with-fees', 3000, 3000)).toBe('/tools/help-with-fees?claim=3000.00');
    expect(parseHwfPrefill(new URLSearchParams('claim=10692.00&debt=9900.00'))).toEqual({ feeKind: 'claim', claimValue: '10692.00', debtValue: '9900.00' });
    expect(parseHwfPrefill(new URLSearchParams('claim=3000&debt=4000'))).toEqual({ feeKind: 'claim', claimValue: '3000', debtValue: '' });
    expect(parseHwfPrefill(new URLSearchParams('claim=3000&debt=x'))).toEqual({ feeKind: 'claim', claimValue: '3000', debtValue: '' });
    expect(parseHwfPrefill(new URLSearchParams('claim=abc'))).toEqual({});
    expect(parseHwfPrefill(new URLSearchParams('claim=0'))).toEqual({});
    expect(parseHwfPrefill(new URLSearchParams(''))).toEqual({});
  });
});
