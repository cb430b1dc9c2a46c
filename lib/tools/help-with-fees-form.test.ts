import { HWF_SOURCES, hwfErrors } from '@/content/tools/help-with-fees';
import { helpWithFeesRules } from '@/content/tools/help-with-fees-rules';
import {
  checkHwfStep,
  emptyHwfForm,
  firstUnansweredHwfStep,
  helpWithFeesHref,
  hwfAnswersFrom,
  hwfFeesFrom,
  hwfOutcome,
  hwfSteps,
  likelyFeeLine,
  parseHwfDraft,
  parseHwfPrefill,
  type HwfFormValues,
} from './help-with-fees-form';
import { hwfResultWords, thresholdWorking } from './help-with-fees-result';

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
    expect(words).toEqual({ verdict: 'no-fee', headline: 'Likely no fee to pay', reason: 'Your monthly income of £1,420 is not more than your threshold: £1,420.', working: [] });
  });

  it('£1,421: £1 over the threshold rounds down to £0, so likely no fee, with the working', () => {
    const outcome = hwfOutcome({ ...answered, feeKind: 'fee', fee: '455', income: '1421' })!;
    expect(hwfResultWords(outcome.fees[0]!.result, outcome.fees[0]!.fee, outcome.answers)).toEqual({
      verdict: 'no-fee',
      headline: 'Likely no fee to pay',
      reason: 'Your monthly income of £1,421 is £1 more than your threshold (£1,420). Rounded down to the nearest £10, that is £0, so you are likely to pay nothing towards the fee.',
      working: ['Excess income: £1,421 − £1,420 = £1', 'Rounded down to the nearest £10: £0'],
    });
  });

  it('a couple with two children aged 10 and 15: the threshold’s working', () => {
    const answers = hwfAnswersFrom({ ...answered, couple: 'couple', youngChildren: '1', olderChildren: '1' })!;
    expect(thresholdWorking(answers)).toBe('£1,420 (single) + £710 (partner) + 1 × £425 (aged 13 or under) + 1 × £710 (aged 14 or over) = £3,265');
  });

  it('savings, a company and a benefit give their reasons', () => {
    const savings = hwfOutcome({ ...answered, feeKind: 'fee', fee: '455', savings: '4251' })!;
    expect(hwfResultWords(savings.fees[0]!.result, savings.fees[0]!.fee, savings.answers)).toEqual({
      verdict: 'none',
      headline: 'Not likely to get help',
      reason: 'Your savings and investments of £4,251 are not under £4,250, the limit for a fee of £455.',
      working: [],
    });
    const older = hwfOutcome({ ...answered, over66: 'yes', savings: '16001' })!;
    expect(hwfResultWords(older.fees[0]!.result, older.fees[0]!.fee, older.answers).reason).toContain('not under £16,000, the limit whatever the fee when you or your partner are 66 or over');
    const company = hwfOutcome({ ...emptyHwfForm, applicant: 'company' })!;
    expect(company.fees).toEqual([]);
  });

  it('a benefit: the result names the list’s source and date as the rules do, never "could not confirm" (issue 51)', () => {
    const benefit = hwfOutcome({ ...answered, benefit: 'yes', income: '' })!;
    const words = hwfResultWords(benefit.fees[0]!.result, benefit.fees[0]!.fee, benefit.answers);
    expect(words).toMatchObject({
      verdict: 'no-fee',
      reason: 'You get one of the benefits listed in the GOV.UK guide Get help paying court and tribunal fees (checked on 28 November 2026), and your savings are under £4,250.',
    });
    expect(words.reason).not.toMatch(/could not confirm|not confirmed/i);
    const rules = helpWithFeesRules.find((rule) => rule.title === '3. Benefits')!.text.join(' ');
    expect(rules).toContain(`the ${HWF_SOURCES.benefitsGuide}, checked on ${HWF_SOURCES.checkedOn}`);
    expect(words.reason).toContain(`${HWF_SOURCES.benefitsGuide} (checked on ${HWF_SOURCES.checkedOn})`);
  });
});

/** The words for one fee entered by the visitor, single with no children, no savings and no benefit. */
const wordsFor = (income: string, fee: string, more: Partial<HwfFormValues> = {}) => {
  const outcome = hwfOutcome({ ...answered, feeKind: 'fee', fee, income, ...more })!;
  const [{ fee: feeOf, result }] = outcome.fees as [(typeof outcome.fees)[number]];
  return { words: hwfResultWords(result, feeOf, outcome.answers), line: likelyFeeLine(result) };
};

describe('issue 51: the figure, with its working (FACTS.md §14)', () => {
  it('single, £1,800 a month, a £455 fee: likely to pay £190 of it, worked from the £380 of excess income', () => {
    const { words, line } = wordsFor('1,800', '455', { savings: '1,000' });
    expect(words).toEqual({
      verdict: 'part',
      headline: 'Likely to pay £190 of the £455 fee',
      reason:
        'Your monthly income of £1,800 is £380 more than your threshold (£1,420). From that excess income you are likely to pay £190, less than the £455 fee, so Help with Fees is likely to pay the other £265.',
      working: [
        'Excess income: £1,800 − £1,420 = £380',
        'Rounded down to the nearest £10: £380',
        '50% of the first £1,000: 50% × £380 = £190',
        'Help with Fees pays: £455 − £190 = £265',
      ],
    });
    expect(line).toBe('With Help with Fees: likely £190 from your answers');
  });

  it('each band in the working, added up: excess £2,000 pays £1,200; £2,555 rounds to £2,550', () => {
    expect(wordsFor('3420', '2000').words.working).toEqual([
      'Excess income: £3,420 − £1,420 = £2,000',
      'Rounded down to the nearest £10: £2,000',
      '50% of the first £1,000: 50% × £1,000 = £500',
      '70% of the next £1,000: 70% × £1,000 = £700',
      'What you pay: £500 + £700 = £1,200',
      'Help with Fees pays: £2,000 − £1,200 = £800',
    ]);
    expect(wordsFor('3975', '2000').words.working.slice(1, 5)).toEqual([
      'Rounded down to the nearest £10: £2,550',
      '50% of the first £1,000: 50% × £1,000 = £500',
      '70% of the next £1,000: 70% × £1,000 = £700',
      '90% of the next £1,000: 90% × £550 = £495',
    ]);
  });

  it('£1,900 against a £205 issue fee: the £240 contribution is at least the fee, so the whole fee; against a £346 hearing fee, £240', () => {
    const issue = wordsFor('1900', '205');
    expect(issue.words).toMatchObject({
      verdict: 'whole-fee',
      headline: 'Likely to pay the whole fee',
      reason:
        'Your monthly income of £1,900 is £480 more than your threshold (£1,420). From that excess income you would pay £240, which is at least the £205 fee, so you are likely to pay the whole fee: Help with Fees would pay none of it.',
    });
    expect(issue.words.working.at(-1)).toBe('£240 is at least the £205 fee: you pay the whole fee');
    expect(issue.line).toBe('With Help with Fees: likely the whole fee, from your answers');
    const hearing = wordsFor('1900', '346');
    expect(hearing.words.headline).toBe('Likely to pay £240 of the £346 fee');
    expect(hearing.line).toBe('With Help with Fees: likely £240 from your answers');
  });

  it('more than £3,000 over the threshold: not likely to get help, and why', () => {
    const { words, line } = wordsFor('4430', '455');
    expect(words).toEqual({
      verdict: 'none',
      headline: 'Not likely to get help',
      reason: 'Your monthly income of £4,430 is £3,010 more than your threshold (£1,420). With an income more than £3,000 over your threshold, Help with Fees gives no help: you pay the whole fee.',
      working: ['Excess income: £4,430 − £1,420 = £3,010', '£3,010 is more than £3,000 over the threshold: no help'],
    });
    expect(line).toBe('Help with Fees: not likely from your answers');
  });

  it('savings of exactly £4,250 (and £16,000 at 66 or over): you can still apply, the court decides, and what follows if it lets them through', () => {
    const { words, line } = wordsFor('1800', '455', { savings: '4,250' });
    expect(words).toMatchObject({
      verdict: 'court-decides',
      headline: 'You can still apply: the court decides',
      reason:
        'Your savings and investments of £4,250 are at or just over the £4,250 limit. The fees order says they must be under £4,250, but HMCTS’s own calculator lets £4,250 itself through, so you can still apply: the court decides.',
      then: { verdict: 'part', headline: 'Likely to pay £190 of the £455 fee' },
    });
    expect(line).toBe('Help with Fees: your savings are at the limit, so the court decides (you can still apply)');
    expect(wordsFor('1800', '455', { savings: '16000', over66: 'yes' }).words.headline).toBe('You can still apply: the court decides');
    // With a benefit, the savings are not said to be under the limit.
    const benefit = wordsFor('', '455', { savings: '4250', benefit: 'yes' }).words.then!;
    expect(benefit.reason).not.toContain('your savings are under');
  });

  it('never "some or all of the fee", nor a figure-less part payment, for any case the rules decide', () => {
    const said: string[] = [];
    for (const income of ['0', '1420', '1421', '1431', '1800', '1900', '2420', '2430', '3420', '4420', '4420.50', '4430', '9000'])
      for (const fee of ['35', '115', '205', '346', '455', '2000', '10000'])
        for (const savings of ['0', '4250', '4251', '30000']) {
          const { words, line } = wordsFor(income, fee, { savings });
          said.push(line, ...[words, words.then].flatMap((w) => (w ? [w.headline, w.reason, ...w.working] : [])));
        }
    expect(said.filter((text) => /some or all|part of the fee|give no figure|could not confirm/i.test(text))).toEqual([]);
    // Every result above the threshold carries its figure: "£N of the £Y fee", the whole fee, or no help.
    expect(said.filter((text) => /^Likely to pay/.test(text)).every((text) => /^Likely to pay (£[\d,.]+ of the £[\d,.]+ fee|the whole fee)$/.test(text))).toBe(true);
  });

  it('the line shown beside a full fee', () => {
    expect(wordsFor('1420', '455').line).toBe('With Help with Fees: likely £0 from your answers');
    expect(wordsFor('1421', '455').line).toBe('With Help with Fees: likely £0 from your answers');
    expect(wordsFor('1000', '455', { savings: '5000' }).line).toBe('Help with Fees: not likely from your answers');
    expect(likelyFeeLine({ kind: 'company' })).toBe('Help with Fees: not likely from your answers');
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
