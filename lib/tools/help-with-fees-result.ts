import { HWF_CONTRIBUTION_RATES, HWF_INCOME, HWF_SOURCES } from '@/content/tools/help-with-fees';
import { hwfHeadlines, hwfReasons, hwfWorking } from '@/content/tools/help-with-fees-results';
import { formatPounds } from '@/lib/money';
import { capitalLimit, incomeThreshold, type HwfAnswers, type HwfContribution, type HwfIncomeResult, type HwfResult } from './help-with-fees';
import type { HwfFee } from './help-with-fees-form';

/*
 * Issues 41 and 51: the Help with Fees check's result in words, one fee at a time, with its working. A module of its
 * own, for the check alone: the pages that show only a likely fee beside a full one (the claim calculator, Plan my
 * claim) use `likelyFeeLine` in help-with-fees-form.ts and do not load these words.
 */

const money = (p: number) => formatPounds(p / 100);

/** How the income threshold was made up: "£1,420 (single) + £710 (partner) + 1 × £425 (aged 13 or under) = £2,555". */
export function thresholdWorking(answers: HwfAnswers): string {
  const parts = [`${money(HWF_INCOME.single)} (single)`];
  if (answers.couple) parts.push(`${money(HWF_INCOME.partner)} (partner)`);
  if (answers.youngChildren > 0) parts.push(`${answers.youngChildren} × ${money(HWF_INCOME.youngChild)} (aged 13 or under)`);
  if (answers.olderChildren > 0) parts.push(`${answers.olderChildren} × ${money(HWF_INCOME.olderChild)} (aged 14 or over)`);
  const total = money(incomeThreshold(answers.couple, answers.youngChildren, answers.olderChildren));
  return parts.length === 1 ? total : `${parts.join(' + ')} = ${total}`;
}

export type HwfVerdict = 'no-fee' | 'part' | 'whole-fee' | 'none' | 'court-decides';

/** One fee's likely result in words: a headline, the reason, the working line by line, and the verdict it stands for. */
export type HwfResultWords = {
  verdict: HwfVerdict;
  headline: string;
  reason: string;
  working: string[];
  /** Savings at the limit: what the income test gives if the court lets them through. */
  then?: HwfResultWords;
};

/** The working of a contribution, a line a step: the excess, the rounding, each band, the total, and what it leaves. */
function contributionWorking(answers: HwfAnswers, c: HwfContribution): string[] {
  const width = (i: number) => money(HWF_CONTRIBUTION_RATES.bands[i]!.width);
  const lines = [
    hwfWorking.excess(money(answers.incomePence), money(c.thresholdPence), money(c.excessPence)),
    hwfWorking.rounded(money(HWF_CONTRIBUTION_RATES.roundDownTo), money(c.roundedExcessPence)),
    ...c.bands.map((band, i) => hwfWorking.band(i === 0, band.percent, width(i), money(band.onPence), money(band.paysPence))),
  ];
  if (c.bands.length > 1) lines.push(hwfWorking.total(c.bands.map((band) => money(band.paysPence)), money(c.contributionPence)));
  return lines;
}

function incomeWords(result: HwfIncomeResult, fee: HwfFee, answers: HwfAnswers, savingsPassed: boolean): HwfResultWords {
  const feeText = money(fee.pence);
  const income = money(answers.incomePence);
  const over = () => hwfReasons.incomeOver(income, money(answers.incomePence - result.thresholdPence), thresholdWorking(answers));
  switch (result.kind) {
    case 'no-fee':
      if (result.because === 'rounding') {
        return {
          verdict: 'no-fee',
          headline: hwfHeadlines.noFee,
          reason: `${over()} ${hwfReasons.rounding(money(HWF_CONTRIBUTION_RATES.roundDownTo))}`,
          working: contributionWorking(answers, result.contribution),
        };
      }
      if (result.because === 'income') return { verdict: 'no-fee', headline: hwfHeadlines.noFee, reason: hwfReasons.incomeAtOrUnder(income, thresholdWorking(answers)), working: [] };
      return {
        verdict: 'no-fee',
        headline: hwfHeadlines.noFee,
        reason: hwfReasons.benefit(HWF_SOURCES.benefitsGuide, HWF_SOURCES.checkedOn, savingsPassed ? money(capitalLimit(fee.pence, answers.over66)) : null),
        working: [],
      };
    case 'part':
      return {
        verdict: 'part',
        headline: hwfHeadlines.part(money(result.paysPence), feeText),
        reason: `${over()} ${hwfReasons.part(money(result.paysPence), feeText, money(result.remittedPence))}`,
        working: [...contributionWorking(answers, result.contribution), hwfWorking.remitted(feeText, money(result.paysPence), money(result.remittedPence))],
      };
    case 'whole-fee': {
      const contribution = money(result.contribution.contributionPence);
      return {
        verdict: 'whole-fee',
        headline: hwfHeadlines.wholeFee,
        reason: `${over()} ${hwfReasons.wholeFee(contribution, feeText)}`,
        working: [...contributionWorking(answers, result.contribution), hwfWorking.atLeastFee(contribution, feeText)],
      };
    }
    case 'income-cap': {
      const cap = money(HWF_CONTRIBUTION_RATES.noHelpOver);
      return {
        verdict: 'none',
        headline: hwfHeadlines.noHelp,
        reason: `${over()} ${hwfReasons.incomeCap(cap)}`,
        working: [hwfWorking.excess(income, money(result.thresholdPence), money(result.excessPence)), hwfWorking.overCap(money(result.excessPence), cap)],
      };
    }
  }
}

/** One fee's likely result in words, with its working (the words are content/tools/help-with-fees-results.ts). */
export function hwfResultWords(result: HwfResult, fee: HwfFee, answers: HwfAnswers): HwfResultWords {
  const savings = money(answers.savingsPence);
  switch (result.kind) {
    case 'company':
      return { verdict: 'none', headline: hwfHeadlines.noHelp, reason: hwfReasons.company, working: [] };
    case 'capital': {
      const limit = money(result.capitalLimitPence);
      return {
        verdict: 'none',
        headline: hwfHeadlines.noHelp,
        reason: answers.over66 ? hwfReasons.capitalOver66(savings, limit) : hwfReasons.capital(savings, limit, money(fee.pence)),
        working: [],
      };
    }
    case 'capital-edge':
      return {
        verdict: 'court-decides',
        headline: hwfHeadlines.courtDecides,
        reason: hwfReasons.capitalEdge(savings, money(result.capitalLimitPence)),
        working: [],
        then: incomeWords(result.then, fee, answers, false),
      };
    default:
      return incomeWords(result, fee, answers, true);
  }
}

