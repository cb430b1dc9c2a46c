import type { Article } from './schema';
import { cprPart27Guide } from './articles/understanding-cpr-part-27-small-claims-track-guide';
import { completeGuide } from './articles/complete-guide-uk-small-claims-court-process-2024';
import { topTenMistakes } from './articles/top-10-mistakes-that-lose-small-claims-cases';
import { evidenceGuide } from './articles/how-to-collect-evidence-for-your-small-claims-case';
import { settlementVsCourt } from './articles/settlement-vs-court-when-to-negotiate-and-when-to-fight';
import { feesAndCosts } from './articles/understanding-small-claims-court-fees-and-costs';
import { hearingDay } from './articles/what-to-expect-on-your-court-hearing-day';

/** Spec 9: the blog's 7 articles, newest first (issue 26's guide to County Court judgments has its own route). */
export const articles: readonly Article[] = [
  cprPart27Guide,
  completeGuide,
  topTenMistakes,
  evidenceGuide,
  settlementVsCourt,
  feesAndCosts,
  hearingDay,
].sort((a, b) => b.date.localeCompare(a.date));

export function getArticle(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug);
}
