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

  it('never states the refund period or the benefits list as confirmed', () => {
    expect(all).not.toMatch(/within 3 months|within three months/i);
    expect(helpWithFeesRules.find((r) => r.title === '3. Benefits')!.text.join(' ')).toContain('we could not confirm it');
  });

  it('the fees article: no fee at or under the threshold, part or all above it (not an income "limit")', () => {
    const text = JSON.stringify(feesArticle);
    expect(text).not.toMatch(/income limits/i);
    expect(text).toContain('no fee at or under a gross monthly income');
    expect(text).toContain('/tools/help-with-fees');
  });
});
