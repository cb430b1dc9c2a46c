import { feesAndCosts as feesArticle } from '../blog/articles/understanding-small-claims-court-fees-and-costs';
import { HWF_CONTRIBUTION_RATES } from './help-with-fees';
import { helpWithFeesQuestions, hwfAsAt, hwfText } from './help-with-fees-questions';
import { helpWithFeesRules } from './help-with-fees-rules';

/**
 * Issue 41: what the Help with Fees check says a litigant will act on, against FACTS.md §13. A wrong sentence coming
 * back fails here: a figure for a part payment while the rates are unconfirmed, the 3-month refund FACTS.md marks
 * "to check", thresholds called limits, or a benefits list given as confirmed.
 */
const all = JSON.stringify({ helpWithFeesQuestions, hwfText, hwfAsAt, helpWithFeesRules });

describe('Help with Fees wording (FACTS.md §13)', () => {
  it('gives no part-payment figure while the contribution rates are unconfirmed, and says so', () => {
    expect(HWF_CONTRIBUTION_RATES).toBeNull();
    expect(hwfAsAt).toContain('We could not confirm from the current text the rates');
    expect(all).not.toMatch(/£5 for every £10|50% of (your|the) (excess )?income/i);
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

  it('the fees article: no fee at or under the threshold, part or all above it (not an income "limit")', () => {
    const text = JSON.stringify(feesArticle);
    expect(text).not.toMatch(/income limits/i);
    expect(text).toContain('no fee at or under a gross monthly income');
    expect(text).toContain('/tools/help-with-fees');
  });
});
