import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { toPlainText } from '@/lib/inline-markup';
import { articles } from './blog';
import { faqGroups, faqPage } from './faq';
import { BLOG_FEE_TABLE_TOP_BAND, CURRENT_FEES, FAQ_FEE_QUOTE } from './fees';
import { guideIntro, guideSteps } from './guide';
import { cookiePolicy } from './legal/cookie-policy';
import { privacyPolicy } from './legal/privacy-policy';
import { termsOfService } from './legal/terms-of-service';
import { servicePagePath, servicePages } from './services';
import * as passages from './shared-passages';

/**
 * Points of law the first articles got wrong (FACTS.md §9). Each check is a small function that returns the
 * offending sentences; every test runs it over all the site's content and also over the sentence the site used
 * to publish, so a test fails if that wording (or one like it) comes back anywhere.
 */

// ---- collecting the site's words -------------------------------------------------------------------------------

/** Every string inside a value, depth first; functions and repeated objects are skipped. */
function stringsIn(value: unknown, seen = new WeakSet<object>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return (Array.isArray(value) ? value : Object.values(value)).flatMap((v) => stringsIn(v, seen));
}

/** Every content module except tests and zod schemas, each with all the strings it exports. */
function contentModules(): { file: string; texts: string[] }[] {
  return readdirSync(__dirname, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !/\.test\.ts$|^(schema|zod-parts)\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .map((full) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(full) as Record<string, unknown>;
      return { file: relative(__dirname, full), texts: stringsIn(mod) };
    });
}

/** The pages a visitor reads, by path, each with every string on it. */
const pages: { path: string; texts: string[] }[] = [
  ...articles.map((a) => ({ path: `/blog/${a.slug}`, texts: stringsIn(a) })),
  { path: '/faq-support', texts: stringsIn([faqPage, faqGroups]) },
  { path: '/step-by-step-guide', texts: stringsIn([guideIntro, guideSteps]) },
  ...servicePages.map((p) => ({ path: servicePagePath(p), texts: stringsIn(p) })),
  { path: '/privacy-policy', texts: stringsIn(privacyPolicy) },
  { path: '/terms-of-service', texts: stringsIn(termsOfService) },
  { path: '/cookie-policy', texts: stringsIn(cookiePolicy) },
];

/** All of the site's strings: every content module plus every page (which covers computed values). */
const siteTexts = [...new Set([...contentModules().flatMap((m) => m.texts), ...pages.flatMap((p) => p.texts)])];

function pageOf(path: string) {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page ${path}`);
  return page;
}

/** A text's sentences, markup removed. */
function sentencesOf(text: string): string[] {
  return toPlainText(text)
    .split(/(?<=[.!?])\s+(?=[A-Z“"(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Prose sentences (headings and questions are not statements). */
function statementsOf(text: string): string[] {
  return sentencesOf(text).filter((s) => /[.:;)]$/.test(s));
}

type Check = (texts: readonly string[]) => string[];

/** Sentences matching `about` that break `rule`. */
function sentencesWhere(about: RegExp, isWrong: (sentence: string) => boolean): Check {
  return (texts) => texts.flatMap(statementsOf).filter((s) => about.test(s) && isWrong(s));
}

/** Whole texts matching `pattern`. */
function textsMatching(pattern: RegExp): Check {
  return (texts) => texts.filter((t) => pattern.test(toPlainText(t)));
}

function all(...checks: Check[]): Check {
  return (texts) => checks.flatMap((check) => check(texts));
}

const NEGATION = /\b(not|never|no|ignores?|ignored|disregards?|disregarded|without)\b/i;

// ---- the checks -----------------------------------------------------------------------------------------------

/** 1. Interest does not count towards the £10,000 track limit; never advise dropping part of a claim for it. */
const interestCountsTowardsTheLimit = all(
  sentencesWhere(/\binterest\b/i, (s) => /\blimits?\b(?!\s+the\b)|\btrack\b/i.test(s) && !NEGATION.test(s)),
  textsMatching(/\bcounting interest\b|including interest\b[^.]*\b(limit|track)\b/i),
  textsMatching(/\b(give up|giving up|abandon(ing)?|drop(ping)?|waive|waiving)\b[^.]*\b(excess|part of (your|the) claim|amount over)\b/i),
);

/** 2. District Judges are "Judge" since 1 December 2022, not "Sir" or "Madam". */
const sirOrMadam = sentencesWhere(/\b(Sir|Madam)\b/, (s) => !/\bnot\s+[“"']?Sir\b|\bnot\s+[“"']?Madam\b/.test(s));

/** 3. A rejected instalment offer on a full admission: the court decides the rate of payment. */
const rejectedInstalmentsGoToAHearing = all(
  (texts) => texts.filter((t) => /instalments?/i.test(t) && /\breject/i.test(t) && !/court decides the rate of payment/i.test(t)),
  sentencesWhere(
    /\breject/i,
    (s) => /\b(carries|goes|continues|go) on\b|\bdefended\b|to a hearing/i.test(s) && !/\bpart\b|\b(not|never)\b/i.test(s),
  ),
  textsMatching(/only part, or offers? (to pay (by|in) )?instalments/i),
);

/** 4. The mediation pilot excluded all OCMC cases and all road traffic and personal injury claims at the start. */
const someClaimsExcluded = (texts: readonly string[]) =>
  texts
    .filter((t) => /mediat|pilot/i.test(t))
    .flatMap(statementsOf)
    .filter((s) => /\bexclu|left out/i.test(s) && /Online Civil Money Claims|\bonline\b|road traffic|personal injury/i.test(s))
    .filter((s) => /\b(some|most|many|certain)\b/i.test(s) || !/\ball\b/i.test(s));

const mediationForMostCases = textsMatching(/automatic for most cases|some online, road traffic/i);

/** 5. A lay representative has a right to speak for a party who attends: no permission needed. */
const LAY_SPEAKER = /lay representative|\bfriend\b|\brelative\b|\badviser\b|speak for (you|a party|them)/i;
const layRepresentativeNeedsPermission = all(
  sentencesWhere(LAY_SPEAKER, (s) =>
    /\bwith (the )?(judge|court)[’']s (agreement|permission|consent)\b|\bif the (judge|court) (agrees|allows|permits)\b/i.test(s),
  ),
  sentencesWhere(
    LAY_SPEAKER,
    (s) => /\b(permission|agreement|consent|allow|allows|agrees)\b/i.test(s) && !/\b(no|not|without|right)\b/i.test(s),
  ),
);

/** 6. A judgment is registered unless paid in full within one month; instalment judgments are registered. */
const registerWrong = all(
  textsMatching(/not paid on time[^.]*register|register[^.]*not paid on time|instalments?[^.]*\b(is|are) not registered|registered only if/i),
  (texts) => texts.filter((t) => /Register of Judgments|public register/i.test(t) && !t.includes(passages.REGISTER_OF_JUDGMENTS)),
);

/** 7. Reserved judgments "often" arrive in 7 to 14 days, and can take longer. */
const reservedJudgmentFlat = (texts: readonly string[]) =>
  texts
    .filter((t) => /7\s*(to|–|-)\s*14 days/i.test(t))
    .filter((t) => !/\boften\b[^.]*7\s*(to|–|-)\s*14 days/i.test(t) || !/take longer/i.test(t));

/** 8. The CPR govern the County Court, the High Court and the Court of Appeal; not "every civil court". */
const cprScopeWrong = all(
  textsMatching(/\b(every|all) civil courts?\b|rule ?book for (all )?civil courts|rules that every civil court/i),
  (texts) => texts.filter((t) => /Civil Procedure Rules\** \(the CPR,/.test(t) && !t.includes(passages.CPR_SCOPE)),
);

// ---- the tests ------------------------------------------------------------------------------------------------

describe('points of law (FACTS.md §9)', () => {
  it('has content to check', () => {
    expect(siteTexts.length).toBeGreaterThan(1000);
    expect(pages.length).toBeGreaterThanOrEqual(7 + 2 + servicePages.length);
  });

  it('1. never says interest counts towards the £10,000 small claims limit, or advises dropping part of a claim', () => {
    expect(interestCountsTowardsTheLimit(siteTexts)).toEqual([]);
    expect(
      interestCountsTowardsTheLimit([
        'Add up your whole claim, including interest, before you issue it. If you are just over £10,000, you can choose to give up the excess to stay on this track.',
        'Check that your claim fits the limits in rule 26.9, counting interest.',
        'Interest can take your claim over the £10,000 limit.',
      ]),
    ).toHaveLength(4);
    const rule271 = articles.find((a) => a.slug === 'understanding-cpr-part-27-small-claims-track-guide')!.sections[0]!;
    expect(stringsIn(rule271).some((t) => t.includes(passages.INTEREST_AND_THE_LIMIT))).toBe(true);
    expect(passages.INTEREST_AND_THE_LIMIT).toMatch(/ignores interest, costs, any amount that is not in dispute and any contributory negligence/);
  });

  it('2. never tells readers to call a District Judge "Sir" or "Madam"', () => {
    expect(sirOrMadam(siteTexts)).toEqual([]);
    expect(
      sirOrMadam([
        'Do not interrupt, and address the judge as "Sir" or "Madam".',
        'Call a District Judge “Sir” or “Madam”, or simply “Judge”.',
      ]),
    ).toHaveLength(2);
    expect(passages.ADDRESSING_THE_JUDGE).toMatch(/1 December 2022[^.]*“Judge”/);
    expect(passages.ADDRESSING_THE_JUDGE).toMatch(/Circuit Judge[^.]*“Your Honour”/);
    for (const path of ['/blog/complete-guide-uk-small-claims-court-process-2024', '/blog/what-to-expect-on-your-court-hearing-day']) {
      expect(pageOf(path).texts.some((t) => t.includes(passages.ADDRESSING_THE_JUDGE))).toBe(true);
    }
  });

  it('3. never says a rejected instalment offer on a full admission goes on as a defended claim', () => {
    expect(rejectedInstalmentsGoToAHearing(siteTexts)).toEqual([]);
    expect(
      rejectedInstalmentsGoToAHearing([
        'If they admit only part, or offer instalments, you can accept or reject the offer. If you reject it, the claim carries on.',
      ]).length,
    ).toBeGreaterThan(0);
    const step5 = guideSteps.find((s) => s.step === 5)!.details.join(' ');
    expect(step5).toMatch(/admit the whole claim[^.]*reject[^.]*the court decides the rate of payment/);
    expect(step5).toMatch(/only part[^.]*goes on as a defended claim/);
  });

  it('4. says the mediation pilot excluded ALL Online Civil Money Claims and ALL road traffic and personal injury claims', () => {
    expect(someClaimsExcluded(siteTexts)).toEqual([]);
    expect(mediationForMostCases(siteTexts)).toEqual([]);
    const old =
      'For claims for a fixed sum of money issued from 22 May 2024, mediation is automatic for most cases once the questionnaires are filed (some online, road traffic and personal injury claims were left out at the start).';
    expect(someClaimsExcluded([old])).toHaveLength(1);
    expect(mediationForMostCases([old])).toHaveLength(1);
    expect(passages.MEDIATION_SERVICE).toMatch(/all Online Civil Money Claims cases and all road traffic and personal injury claims were excluded/);
    expect(passages.MEDIATION_SERVICE).toMatch(/22 May 2024\** in which the only thing claimed is a specified sum/);
  });

  it('5. never says a lay representative needs the judge’s agreement or permission', () => {
    expect(layRepresentativeNeedsPermission(siteTexts)).toEqual([]);
    expect(
      layRepresentativeNeedsPermission([
        'You may bring a friend or relative to speak for you with the judge\'s agreement, as long as you attend too.',
        'A lay representative may speak for you if the judge allows it.',
      ]),
    ).toHaveLength(4);
    expect(passages.LAY_REPRESENTATIVE).toMatch(/has the right to speak for you[^.]*as long as you attend too: no permission/);
  });

  it('6. says a judgment is registered unless paid in full within one month, even when paid by instalments', () => {
    expect(registerWrong(siteTexts)).toEqual([]);
    expect(
      registerWrong([
        'A County Court judgment that is not paid on time goes on a public register and can affect the debtor\'s credit rating.',
      ]).length,
    ).toBeGreaterThan(0);
    expect(passages.REGISTER_OF_JUDGMENTS).toMatch(/unless it is paid in full within one month/);
    expect(passages.REGISTER_OF_JUDGMENTS).toMatch(/paid by instalments is registered even if every instalment is paid on time/);
  });

  it('7. never gives "7 to 14 days" for a reserved judgment as a flat promise', () => {
    expect(reservedJudgmentFlat(siteTexts)).toEqual([]);
    expect(
      reservedJudgmentFlat([
        'A reserved judgment usually arrives by post within 7 to 14 days. If nothing has arrived after 3 weeks, contact the court with your case number.',
        'A reserved judgment arrives by post in 7-14 days.',
      ]),
    ).toHaveLength(2);
    expect(passages.RESERVED_JUDGMENT).toMatch(/3 weeks, contact the court/);
  });

  it('8. describes the CPR as the rules of the County Court, High Court and Court of Appeal, not of every civil court', () => {
    expect(cprScopeWrong(siteTexts)).toEqual([]);
    expect(
      cprScopeWrong([
        'Part 27 of the Civil Procedure Rules (the CPR, the rules that every civil court in England and Wales follows) sets out how small claims are handled.',
        'Its rules are in Part 27 of the **Civil Procedure Rules** (the CPR, the rule book for civil courts).',
      ]),
    ).toHaveLength(4);
    expect(passages.CPR_SCOPE).toMatch(/County Court, the High Court and the Court of Appeal; family and insolvency cases have their own rules/);
    expect(pageOf('/blog/understanding-cpr-part-27-small-claims-track-guide').texts.join(' ')).toContain(passages.CPR_SCOPE);
  });
});

describe('one source per passage (content/shared-passages.ts)', () => {
  it.each(Object.entries(passages))('%s is used on at least two pages', (_name, passage) => {
    const using = pages.filter((p) => p.texts.some((t) => t.includes(passage))).map((p) => p.path);
    expect(using.length).toBeGreaterThanOrEqual(2);
  });

  it('no page restates the mediation pilot, setting aside or appeals in its own words', () => {
    const pageTexts = pages.flatMap((p) => p.texts.map((text) => ({ path: p.path, text })));
    const restated = (about: RegExp, passage: string) =>
      pageTexts.filter(({ text }) => about.test(toPlainText(text)) && !text.includes(passage)).map(({ path }) => path);
    expect(restated(/were excluded|Practice Direction 51ZE|21 May 2026/, passages.MEDIATION_SERVICE)).toEqual([]);
    expect(restated(/set aside[^.]*14 days|14 days[^.]*set aside|rule 27\.11[^.]*14 days/i, passages.SETTING_ASIDE_AFTER_A_MISSED_HEARING)).toEqual([]);
    expect(restated(/\bN164\b/, passages.APPEALS)).toEqual([]);
  });

  it('sets out each of the three required passages in full', () => {
    expect(passages.SETTING_ASIDE_AFTER_A_MISSED_HEARING).toMatch(/rule 27\.11/);
    expect(passages.SETTING_ASIDE_AFTER_A_MISSED_HEARING).toMatch(/did not attend, nobody represented you[^.]*rule 27\.9/);
    expect(passages.SETTING_ASIDE_AFTER_A_MISSED_HEARING).toMatch(/within \*\*14 days\*\* of being served with notice of the judgment/);
    expect(passages.SETTING_ASIDE_AFTER_A_MISSED_HEARING).toMatch(/\*\*both\*\* a good reason for not attending \*\*and\*\* a reasonable prospect of success/);
    expect(passages.SETTING_ASIDE_AFTER_A_MISSED_HEARING).toMatch(/not available if the claim was decided on the papers[^.]*rule 27\.10/);
    expect(passages.APPEALS).toMatch(/Part 52/);
    expect(passages.APPEALS).toMatch(/\*\*permission to appeal\*\*/);
    expect(passages.APPEALS).toMatch(/District Judge goes to a Circuit Judge/);
    expect(passages.APPEALS).toMatch(/\*\*N164\*\*[^.]*\*\*21 days\*\*/);
  });
});

describe('top-band fee figures (spec 9 with FACTS.md §2)', () => {
  it('shows the spec figures £770 and £790 only beside the check-the-current-fee note', () => {
    const spec = [`£${FAQ_FEE_QUOTE.highest.fee}`, `£${BLOG_FEE_TABLE_TOP_BAND.courtFee + BLOG_FEE_TABLE_TOP_BAND.hearingFee}`];
    const showing = pages.filter(
      (p) => p.texts.some((t) => spec.some((fee) => t.includes(fee))) || articles.some((a) => `/blog/${a.slug}` === p.path && a.sections.some((s) => s.blocks.some((b) => b.type === 'fee-table'))),
    );
    expect(showing.map((p) => p.path).sort()).toEqual(['/blog/understanding-small-claims-court-fees-and-costs', '/faq-support']);
    for (const page of showing) expect(page.texts.some((t) => t.includes(passages.CHECK_CURRENT_FEE))).toBe(true);
  });

  it('gives the same current top-band issue fee and hearing fee range on every page', () => {
    const text = siteTexts.map(toPlainText).join('\n');
    const topIssueFees = [...text.matchAll(/£([\d,]+) (?:\(|for claims of |to issue a claim of )£5,000\.01 to £10,000/g)].map((m) => m[1]);
    expect(topIssueFees.length).toBeGreaterThanOrEqual(3);
    expect(new Set(topIssueFees)).toEqual(new Set([String(CURRENT_FEES.issueFeeTopSmallClaimsBand)]));
    const hearingRanges = [...text.matchAll(/hearing fee[^.\n]*?£(\d+) to £(\d+)/g)].map((m) => `${m[1]}-${m[2]}`);
    expect(hearingRanges.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hearingRanges)).toEqual(new Set([`${CURRENT_FEES.hearingFeeLowest}-${CURRENT_FEES.hearingFeeHighest}`]));
  });
});
