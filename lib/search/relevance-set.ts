/**
 * Issue 26: the questions people type into the site's search, each with the pages that should answer it. The
 * relevance test (e2e/search-relevance.spec.ts) runs every question through the site's own search over the built
 * Pagefind index and counts a question as answered when one of its pages is in the top 3.
 *
 * Written as visitors write: plain words, whole questions, British and misspelt forms, form numbers. A page is
 * listed only when it really answers the question (guidance first; a service page where it is the page that
 * explains the subject).
 */
export type RelevanceQuestion = { query: string; expected: readonly string[] };

const article = (slug: string) => `/blog/${slug}`;
const FEES = article('understanding-small-claims-court-fees-and-costs');
/** Issue 26: the guide to County Court judgments, on its own route. */
const CCJ = '/county-court-judgments';
const PART_27 = article('understanding-cpr-part-27-small-claims-track-guide');
const PROCESS = article('complete-guide-uk-small-claims-court-process-2024');
const EVIDENCE = article('how-to-collect-evidence-for-your-small-claims-case');
const SETTLEMENT = article('settlement-vs-court-when-to-negotiate-and-when-to-fight');
const HEARING = article('what-to-expect-on-your-court-hearing-day');
const MISTAKES = article('top-10-mistakes-that-lose-small-claims-cases');
const ENFORCEMENT = '/services/judgment-enforcement';
const GUIDE = '/step-by-step-guide';
const FORMS = '/court-forms-library';
const DQ = '/directions-questionnaire-help';
const CALCULATOR = '/tools/claim-calculator';
const DEADLINES = '/tools/deadline-calculator';
const FAQ = '/faq-support';

export const RELEVANCE_SET: readonly RelevanceQuestion[] = [
  // Costs
  { query: 'how much does it cost to sue', expected: [FEES, CALCULATOR, FAQ] },
  { query: 'small claims court costs', expected: [FEES, CALCULATOR, FAQ] },
  { query: 'court fees', expected: [FEES, CALCULATOR] },
  { query: 'how much is the hearing fee', expected: [FEES, CALCULATOR] },
  { query: 'help with fees', expected: [FEES] },
  { query: 'can I get my costs back if I win', expected: [FEES, PART_27] },
  { query: 'claim interest on money owed', expected: [CALCULATOR, FEES] },
  // Judgments
  { query: 'ccj', expected: [CCJ] },
  { query: 'what is a CCJ', expected: [CCJ] },
  { query: 'county court judgment', expected: [CCJ] },
  { query: 'county court judgement', expected: [CCJ] },
  { query: 'ccj credit rating', expected: [CCJ] },
  { query: 'paid ccj within a month', expected: [CCJ] },
  { query: 'register of judgments', expected: [CCJ] },
  { query: 'set aside a judgment', expected: [CCJ, PART_27] },
  { query: 'default judgment', expected: [CCJ, GUIDE, PROCESS] },
  // Getting paid
  { query: "they won't pay", expected: [ENFORCEMENT, CCJ, GUIDE] },
  { query: 'defendant not paying after judgment', expected: [ENFORCEMENT, CCJ] },
  { query: 'how do I get my money after winning', expected: [ENFORCEMENT, CCJ, GUIDE] },
  { query: 'bailiff', expected: [ENFORCEMENT] },
  { query: 'baliffs', expected: [ENFORCEMENT] },
  { query: 'warrant of control', expected: [ENFORCEMENT, FORMS] },
  { query: 'attachment of earnings', expected: [ENFORCEMENT] },
  { query: 'enforce a judgement', expected: [ENFORCEMENT, CCJ] },
  // Forms
  { query: 'n180', expected: [DQ, FORMS] },
  { query: 'directions questionnaire', expected: [DQ] },
  { query: 'n1 claim form', expected: [FORMS] },
  { query: 'defence form n9b', expected: [FORMS] },
  // Process and time
  { query: 'how long does it take', expected: [PROCESS, GUIDE, FAQ] },
  { query: 'how long does a small claim take', expected: [PROCESS, GUIDE, FAQ] },
  { query: 'how do I start a small claim', expected: [GUIDE, PROCESS] },
  { query: 'small clams court', expected: [PROCESS, GUIDE] },
  { query: 'what is the small claims limit', expected: [PART_27, PROCESS, FAQ] },
  { query: 'cpr part 27', expected: [PART_27] },
  { query: 'deadline to respond to a claim', expected: [DEADLINES, GUIDE] },
  { query: 'letter before action', expected: ['/services/letter-before-action', '/legal-templates'] },
  { query: 'letter before action template', expected: ['/legal-templates'] },
  // Evidence and the hearing
  { query: 'what evidence do I need', expected: [EVIDENCE] },
  { query: 'evidance', expected: [EVIDENCE] },
  { query: 'witness statement', expected: ['/services/witness-statement-help', EVIDENCE] },
  { query: 'what happens at the hearing', expected: [HEARING] },
  { query: 'what to bring to court', expected: [HEARING] },
  { query: 'how do I address the judge', expected: [HEARING] },
  { query: 'mediation', expected: [SETTLEMENT, PART_27] },
  { query: 'should I settle or go to court', expected: [SETTLEMENT] },
  { query: 'mistakes to avoid', expected: [MISTAKES] },
  // Places and help
  { query: 'find a court near me', expected: ['/court-locations'] },
  { query: 'manchester court', expected: ['/court-locations'] },
  // Issue 40: the finder's own question, in the visitor's words.
  { query: 'which court will hear my claim', expected: ['/court-locations'] },
  { query: 'faq', expected: [FAQ] },
  // Added after the search was tuned on the questions above, and left as they came out: a check on over-fitting.
  { query: 'appeal a small claims decision', expected: [PART_27, HEARING] },
  { query: 'what if I cannot attend the hearing', expected: [PART_27, HEARING] },
  { query: 'statutory demand', expected: ['/legal-templates', ENFORCEMENT] },
  { query: 'counterclaim', expected: [FORMS, GUIDE] },
  { query: 'interest after judgment', expected: [CCJ, ENFORCEMENT, CALCULATOR] },
  { query: 'settlement agreement template', expected: ['/legal-templates'] },
];

/** How many results a question may look at: the first 3. */
export const RELEVANCE_DEPTH = 3;

export type RelevanceOutcome = { query: string; expected: readonly string[]; top: readonly string[]; answered: boolean };
export type RelevanceScore = { answered: number; total: number; share: number; misses: readonly RelevanceOutcome[] };

/** Scores each question's results (page addresses, best first): answered when an expected page is in the top 3. */
export function scoreRelevance(results: readonly { query: string; expected: readonly string[]; urls: readonly string[] }[]): RelevanceScore {
  const outcomes = results.map(({ query, expected, urls }) => {
    const top = urls.slice(0, RELEVANCE_DEPTH);
    return { query, expected, top, answered: top.some((url) => expected.includes(url)) };
  });
  const answered = outcomes.filter((o) => o.answered).length;
  return { answered, total: outcomes.length, share: outcomes.length === 0 ? 0 : answered / outcomes.length, misses: outcomes.filter((o) => !o.answered) };
}

/** The score as lines for the test's output: the share, then each miss with what came first instead. */
export function describeRelevance(score: RelevanceScore): string {
  const lines = [`Search relevance: ${score.answered} of ${score.total} questions answered in the top ${RELEVANCE_DEPTH} (${(score.share * 100).toFixed(1)}%)`];
  for (const miss of score.misses) lines.push(`  miss “${miss.query}”: expected ${miss.expected.join(' or ')}; got ${miss.top.length ? miss.top.join(', ') : 'nothing'}`);
  return lines.join('\n');
}
