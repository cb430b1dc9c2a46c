import { feesAndCosts as feesArticle } from '../blog/articles/understanding-small-claims-court-fees-and-costs';
import { helpWithFees } from '@/lib/tools/help-with-fees';
import { HWF_CONTRIBUTION_RATES, HWF_CONTRIBUTION_SOURCE, HWF_INCOME } from './help-with-fees';
import { hwfHeadlines, hwfReasons } from './help-with-fees-results';
import { helpWithFeesQuestions, hwfAsAt, hwfText } from './help-with-fees-questions';
import { helpWithFeesRules } from './help-with-fees-rules';

/**
 * Issues 41 and 51: what the Help with Fees check says a litigant will act on, against FACTS.md §13 and §14. A wrong
 * sentence coming back fails here: "some or all of the fee" where the rules give a figure, the rates' source named as
 * anything but what it is, a "within 3 months" refund, thresholds called limits, a savings limit that is not "under".
 */
const all = JSON.stringify({ helpWithFeesQuestions, hwfText, hwfAsAt, helpWithFeesRules, hwfHeadlines, hwfReasons });

describe('Help with Fees wording (FACTS.md §13)', () => {
  it('issue 51: the contribution rates are HMCTS’s implementation, named as it is in the "as at" line, with the Order’s Table unread', () => {
    expect(HWF_CONTRIBUTION_RATES.source).toBe(HWF_CONTRIBUTION_SOURCE);
    expect(HWF_CONTRIBUTION_SOURCE).toMatchObject({ commit: expect.stringMatching(/^cbe4109/), date: '2026-08-20', orderTableRead: false });
    expect(hwfAsAt).toContain(
      'What you pay when your income is above the threshold follows HMCTS’s Help with Fees staff application (its public code, as at 20 August 2026): we could not read the Table of rates in the fees order itself (Schedule 2, paragraph 11).',
    );
    expect(all).not.toMatch(/some or all of the fee|does not give a figure|give no figure|could not confirm from the current text the rates/i);
  });

  it('issue 51: the rules give the bands in a table, with a worked example the check itself gives', () => {
    const above = helpWithFeesRules.find((rule) => rule.title === '5. Above the threshold: what you pay')!;
    expect(above.table!.rows.map((row) => row.join(' | '))).toEqual([
      'The first £1,000 (up to £1,000) | 50%',
      'The next £1,000 (£1,000 to £2,000) | 70%',
      'The next £1,000 (£2,000 to £3,000) | 90%',
      'More than £3,000 (before rounding) | The whole fee: no help',
    ]);
    expect(above.table!.columns[0]).toBe('Excess income, rounded down to the nearest £10');
    const text = above.text.join(' ');
    expect(text).toContain('If that comes to the fee or more, you pay the whole fee');
    expect(text).toContain('HMCTS’s Help with Fees staff application uses (its public code, as at 20 August 2026)');
    expect(text).toContain('a single person with no children earning £1,800 a month is £380 over the £1,420 threshold, and pays 50% of £380: £190 of a £455 fee');
    const example = helpWithFees({ applicant: 'individual', couple: false, over66: false, youngChildren: 0, olderChildren: 0, savingsPence: 0, passportingBenefit: false, incomePence: 180_000 }, 45_500);
    expect(example).toMatchObject({ kind: 'part', paysPence: 19_000, contribution: { excessPence: 180_000 - HWF_INCOME.single } });
  });

  it('issue 51: savings at £4,250 (or £16,000 at 66 or over): the rules say "you can still apply: the court decides"', () => {
    const savings = helpWithFeesRules.find((rule) => rule.title === '2. Savings and investments')!.text.join(' ');
    expect(savings).toContain('If your savings are exactly £4,250 for a fee up to £1,420, or exactly £16,000 when you or your partner are 66 or over');
    expect(savings).toContain('you can still apply: the court decides');
  });

  it('the income and savings tables carry FACTS.md §13’s figures', () => {
    const rows = helpWithFeesRules.flatMap((rule) => rule.table?.rows ?? []).map((row) => row.join(' | '));
    expect(rows).toEqual([
      'Up to £1,420 | £4,250',
      '£1,421 to £5,000 | 3 times the fee',
      '£5,001 or more | £16,000',
      'Any fee, if you or your partner are 66 or over | £16,000',
      'Single, no children | £1,420',
      'A couple, no children | £2,130',
      'Add for each child aged 13 or under | £425',
      'Add for each child aged 14 or over | £710',
      'The first £1,000 (up to £1,000) | 50%',
      'The next £1,000 (£1,000 to £2,000) | 70%',
      'The next £1,000 (£2,000 to £3,000) | 90%',
      'More than £3,000 (before rounding) | The whole fee: no help',
    ]);
  });

  it('states the benefits list and the 3-month refund with their source, GOV.UK’s current guide', () => {
    const benefits = helpWithFeesRules.find((r) => r.title === '3. Benefits')!.text.join(' ');
    for (const benefit of ['Income-based Jobseeker’s Allowance', 'income-related Employment and Support Allowance', 'Income Support', 'Pension Credit (guarantee credit)', 'Universal Credit with earnings under £6,000 a year']) {
      expect(helpWithFeesQuestions.benefit.hint).toContain(benefit);
    }
    expect(benefits).toContain('the GOV.UK guide Get help paying court and tribunal fees, checked on');
    // The refund: a fee paid in the last 3 months, and only if the visitor was eligible when they paid it.
    expect(hwfText.applyText).toContain('in the last 3 months and you were eligible when you paid it');
    expect(hwfAsAt).toContain('the list of benefits and the 3-month refund from the GOV.UK guide');
    expect(all).not.toMatch(/within 3 months|within three months/i);
  });

  it('the fees article: no fee at or under the threshold, part or all above it (not an income "limit"); savings "under" each limit', () => {
    const text = JSON.stringify(feesArticle);
    expect(text).not.toMatch(/income limits/i);
    // Issue 51: the Order's savings limits are "less than": never "the limit is £4,250".
    expect(text).not.toMatch(/limit is £(4,250|16,000)/);
    expect(text).toContain('**Savings:** under £4,250 for fees up to £1,420, under three times the fee for fees of £1,421 to £5,000, and under £16,000 for higher fees.');
    expect(text).toContain('savings must be under £16,000, whatever the fee');
    expect(text).toContain('no fee at or under a gross monthly income');
    expect(text).toContain('/tools/help-with-fees');
  });
});
