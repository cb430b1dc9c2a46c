import { LANDLORD_COUNTS_AS_BUSINESS } from './protocol-scope';
import { templates } from './templates';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { toPlainText } from '@/content/inline-markup';
import { articles } from './blog';
import { caseTypeNotes, claimValueNotes, consultationMessages } from './consultation';
import { MONEY_CLAIMS_HELPLINE, FIND_A_COURT_URL } from './courts/contacts';
import { courts } from './courts/courts';
import { courtForms } from './courts/forms';
import { courtMessages } from './courts/messages';
import { courtPageText, nationalIssuingCentreText, smallClaimsHearingPassage } from './courts/court-page';
import { finderCases, finderMessages } from './courts/finder-messages';
import { courtLocationsPage } from './courts/pages';
import { claimPlanPage } from './claim-plan/page';
import { claimPlanTool, claimQuestions, defendQuestions, planToolsText, planViewText } from './claim-plan/questions';
import { PLAN_ACTION_NOTES, PLAN_ACTIONS, PLAN_ITEMS, PLAN_RULES, PLAN_STEPS } from './claim-plan/wording';
import { faqGroups, faqPage } from './faq';
import { APPLICATION_FEES, BLOG_FEE_TABLE_TOP_BAND, CURRENT_FEES, EX50_URL, FAQ_FEE_QUOTE, FEES_CHECKED } from './fees';
import { guideIntro, guideSteps } from './guide';
import { guidePages, guidePath } from './guides';
import { cookiePolicy } from './legal/cookie-policy';
import { privacyPolicy } from './legal/privacy-policy';
import { termsOfService } from './legal/terms-of-service';
import { RESPONSE_TIME, WORKING_DAYS_NOTE, promises } from './promises';
import { ARTICLE_QUOTE_ATTRIBUTION, providerStatistics } from './provider-claims';
import { REFERRAL_PAYMENT_STATEMENT, referralPaymentStatement } from './referrals';
import { serviceScopeNote, servicePagePath, servicePages } from './services';
import { letterBeforeActionTemplate } from './templates/letter-before-action';
import { DUE_DATE_RULE } from './tools/due-date';
import { statutoryDemandTemplate } from './templates/statutory-demand';
import { claimCalculatorFields, claimCalculatorMessages, claimCalculatorRules } from './tools/claim-calculator';
import { deadlineRules } from './tools/deadline-calculator';
import { bundleToolWords, hearingBundleGuide, hearingBundlePage, hearingBundleRules, leftOutReasons, sendingAdvice } from './tools/hearing-bundle';
import { n1ClaimGuideTemplate } from './templates/n1-claim-guide';
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
  ...guidePages.map((g) => ({ path: guidePath(g), texts: stringsIn(g) })),
  { path: '/faq-support', texts: stringsIn([faqPage, faqGroups]) },
  { path: '/step-by-step-guide', texts: stringsIn([guideIntro, guideSteps]) },
  // Every service page ends with the scope note (components/services/service-page.tsx).
  ...servicePages.map((p) => ({ path: servicePagePath(p), texts: stringsIn([p, serviceScopeNote]) })),
  { path: '/court-forms-library', texts: stringsIn(courtForms) },
  { path: '/court-locations', texts: stringsIn([courtLocationsPage, courts, courtMessages, finderCases, finderMessages]) },
  // Every court page carries the shared hearing passage; the national issuing centre's page its own text.
  { path: '/court-locations/<court>', texts: stringsIn([courtPageText, smallClaimsHearingPassage, nationalIssuingCentreText]) },
  { path: claimPlanPage.path, texts: stringsIn([claimPlanPage, claimPlanTool, claimQuestions, defendQuestions, planToolsText, planViewText, PLAN_STEPS, PLAN_ITEMS, PLAN_RULES, PLAN_ACTIONS, PLAN_ACTION_NOTES]) },
  // The claim calculator's words, the letter's note for each kind of interest included.
  {
    path: '/tools/claim-calculator',
    texts: stringsIn([claimCalculatorFields, claimCalculatorMessages, claimCalculatorRules, claimCalculatorRules.letter('section-69'), claimCalculatorRules.letter('late-payment')]),
  },
  // The generator's templates: their documents, questions and hints.
  { path: '/legal-templates', texts: stringsIn(templates) },
  // Issue 56: the hearing bundle tool's words and its guidance without JavaScript.
  {
    path: hearingBundlePage.path,
    texts: stringsIn([hearingBundlePage, hearingBundleRules, hearingBundleGuide, bundleToolWords, leftOutReasons, sendingAdvice.emailWithin, sendingAdvice.emailOver, sendingAdvice.copies(3, 1)]),
  },
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

  it('6. says a judgment is registered, removed only when paid in full within one month with proof, and stays when paid by instalments', () => {
    expect(registerWrong(siteTexts)).toEqual([]);
    expect(
      registerWrong([
        'A County Court judgment that is not paid on time goes on a public register and can affect the debtor\'s credit rating.',
      ]).length,
    ).toBeGreaterThan(0);
    // FACTS.md §11: paid in full within a month, it is removed once the court has proof of payment (a letter, or N443).
    expect(passages.REGISTER_OF_JUDGMENTS).toMatch(/paid in full within one month of the judgment, it is removed once the court has proof of payment/);
    expect(passages.REGISTER_OF_JUDGMENTS).toMatch(/\(a letter with proof, or form N443 for a certificate of cancellation\): paying does not by itself take it off/);
    expect(passages.REGISTER_OF_JUDGMENTS).toMatch(/by instalments, stays on the register even if every instalment is on time/);
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

// ---- the second review: service pages, templates and courts (FACTS.md §10, issue 16) ---------------------------

const ROOT = join(__dirname, '..');
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Each text split at sentence and clause ends, markup removed (list items and labels have no full stop). */
const clausesOf = (texts: readonly string[]) => texts.flatMap((t) => toPlainText(t).split(/(?<=[.;:!?])\s+/));

/** i1. The "second business day" rule is the claim form's (CPR 6.14); other posted documents follow CPR 6.26. */
const deemedServiceWrong = all(
  sentencesWhere(/\b(second|two|2) business days?\b/i, (s) => /\bserv/i.test(s) && !/claim form/i.test(s)),
  sentencesWhere(/Friday[^.]*Tuesday/, (s) => !/claim form/i.test(s)),
);

/** i2. A winding-up petition needs a debt of MORE than £750 (IA 1986 s.123(1)(a)). */
const windingUpThresholdWrong = textsMatching(/£?750 or more|at least £?750\b|minimum debt[^.]*£750|£750 as the minimum|£750 minimum/i);

/** i3. The automatic mediation referral is never stated without its scope (who was excluded). */
const mediationReferralWithoutScope = (texts: readonly string[]) =>
  texts
    .map(toPlainText)
    .filter((t) => /mediation/i.test(t) && /\b(refers?|referred)\b|automatic|expect a (free )?mediation/i.test(t) && /22 May 2024/.test(t))
    .filter((t) => !/excluded/i.test(t));

/** i4. A judgment of £5,000 or more MUST be enforced against goods in the High Court; £600 to £4,999.99 MAY. */
const highCourtThresholdWrong = all(
  (texts) =>
    texts
      .map(toPlainText)
      .filter((t) => /High Court/.test(t) && /\b(writ|warrant|transfer)/i.test(t) && /£600|£5,000/.test(t))
      .filter((t) => !(/\bmust\b/.test(t) && /£5,000 or more/.test(t))),
  textsMatching(/warrant[^.]*up to £5,000|up to £5,000[^.]*warrant|for judgments up to £5,000/i),
);

/** i5. A consent judgment is a County Court judgment; only a Tomlin order or a private settlement avoids one. */
const settlingAvoidsJudgment = all(
  sentencesWhere(
    /settl/i,
    (s) => /\bno (County Court )?judgment\b|\bavoids? (a )?(County Court )?judgment/i.test(s) && !/Tomlin|consent judgment|before a claim is issued/i.test(s),
  ),
  (texts) => texts.filter((t) => /consent judgment/i.test(t) && !/consent judgment[^.]*is a County Court judgment/i.test(toPlainText(t))),
);

/** i6. Only a "without prejudice save as to costs" offer can be shown on costs; a plain "without prejudice" one never. */
const withoutPrejudiceOnCosts = (texts: readonly string[]) =>
  texts.map(toPlainText).filter((t) => /without prejudice/i.test(t) && /\bcosts\b/i.test(t) && !/save as to costs/i.test(t));

/** i7. Extra costs for late evidence or a wasted hearing only for unreasonable behaviour (CPR 27.14(2)(g)). */
const costsWithoutUnreasonableBehaviour = sentencesWhere(
  /\bcosts\b/i,
  (s) => /wasted|delay|\blate\b|adjourn|postpone/i.test(s) && /\b(order|ordered|pay)\b/i.test(s) && !/unreasonabl/i.test(s),
);

/** i8. The £1,000 housing disrepair limit applies only when a repair order is sought. */
const disrepairLimitWithoutRepairOrder = sentencesWhere(/disrepair/i, (s) => /£1,000/.test(s) && !/\border\b/i.test(s));

/** i10. Form N1: the online services' own order; particulars on a separate sheet; where a defended claim is heard. */
const n1GuidanceWrong = all(
  textsMatching(/\bsame order\b[^.]*\b(paper|online|form)\b|\b(online|paper form)\b[^.]*\bsame order\b/i),
  (texts) => texts.filter((t) => /separate sheet/i.test(t) && !/statement of truth/i.test(t)),
  (texts) => texts.filter((t) => /nearest to you|near your home/i.test(t) && /hearing/i.test(t) && !t.includes(passages.DEFENDANT_HEARING_CENTRE)),
);

/** i11. Dated figures are given "as at" the date checked, never as today's fee. */
const datedFeeAsCurrent = all(
  textsMatching(/\bnow gives\b|\bthe list now\b|From 8 April 2025 it is £/i),
  (texts) => texts.filter((t) => /£313\b/.test(t) && !/\bAs at\b/.test(t)),
);

/** i12. Claims the business must be able to stand behind. */
const inventedSourceOfFigures = textsMatching(/\bour own (figures|data|records|statistics|research)\b|comparing people who/i);
const collectedForClients = textsMatching(/collected for (our )?clients/i);
const witnessRehearsal = (texts: readonly string[]) =>
  clausesOf(texts).filter(
    (c) => /\b(coaching|coach|rehearsal|rehearse|rehearsing)\b[^.;:]*\b(for|with|your)\b[^.;:]*witness/i.test(c) && !/\b(never|not|improper)\b/i.test(c),
  );
const unqualifiedResponsePromise = (texts: readonly string[]) =>
  texts.filter(
    (t) =>
      (/within 24 hours(?! on working days)/.test(t) && t !== consultationMessages.submittedText) ||
      /\b(answered|hear back) by the next working day\b/i.test(t),
  );
const seniorConsultant = textsMatching(/Senior Legal Consultant/i);

/** i14. The court directory lists six of the County Court's hearing centres, not the visitor's nearest. */
const directoryClaimsNearest = textsMatching(/\bsee which is nearest\b|\bto see the nearest court\b|\bFind a County Court hearing centre\b/i);

describe('points the service pages, templates and courts got wrong (FACTS.md §10, issue 16)', () => {
  const pageText = (path: string) => pageOf(path).texts.join('\n');

  it('1. gives the claim form’s deemed service rule (CPR 6.14) only for claim forms, and CPR 6.26 for other documents', () => {
    expect(deemedServiceWrong(siteTexts)).toEqual([]);
    expect(
      deemedServiceWrong([
        'A document sent by first class post is **deemed served on the second business day after posting**, whether or not it actually arrived that day. Weekends and bank holidays are not business days: a document posted on a Monday is deemed served on the Wednesday, and one posted on a Friday on the following Tuesday.',
        'Posted documents are treated as served 2 business days after posting.',
        'Court papers sent by post are treated as served two business days after posting, so the clock may already be running.',
      ]),
    ).toHaveLength(4);
    expect(toPlainText(passages.DEEMED_SERVICE)).toMatch(/claim form sent by first class post is deemed served on the second business day after posting \(CPR 6\.14\), so one posted on a Friday is served on the Tuesday/);
    expect(toPlainText(passages.DEEMED_SERVICE)).toMatch(/Any other document[^.]*second day after posting if that is a business day, or otherwise on the next business day \(CPR 6\.26\), so one posted on a Friday is served on the Monday/);
    for (const path of ['/services/document-serving-help', '/services/ongoing-support']) expect(pageText(path)).toContain(passages.DEEMED_SERVICE);
    expect(n1ClaimGuideTemplate.fullContent).toContain(passages.CLAIM_FORM_SERVICE);
  });

  it('2. says a winding-up petition needs a debt of more than £750, in the pages and the statutory demand template', () => {
    expect(windingUpThresholdWrong(siteTexts)).toEqual([]);
    expect(
      windingUpThresholdWrong([
        'For an unpaid debt of £750 or more a creditor can petition to wind up a company.',
        'A winding-up petition against a company at least £750.',
        'MINIMUM DEBT: this template uses £750 as the minimum debt for a demand.',
        '750 or more',
      ]),
    ).toHaveLength(4);
    expect(passages.INSOLVENCY_THRESHOLDS).toMatch(/wind up a company only for an unpaid debt of more than £750 \(a debt of exactly £750 is not enough\)/);
    expect(passages.INSOLVENCY_THRESHOLDS).toMatch(/bankrupt only for a debt of £5,000 or more/);
    expect(passages.INSOLVENCY_THRESHOLDS).not.toMatch(/\*\*|\]\(/); // plain text: the template is a .txt document
    for (const path of ['/representation/sme-business-defence', '/services/judgment-enforcement']) expect(pageText(path)).toContain(passages.INSOLVENCY_THRESHOLDS);
    expect(statutoryDemandTemplate.fullContent).toContain(passages.INSOLVENCY_THRESHOLDS);
    expect(statutoryDemandTemplate.formFields.find((f) => f.id === 'debt_amount')?.placeholder).toMatch(/^More than 750\b/);
  });

  it('3. never states automatic mediation referral without its scope', () => {
    expect(mediationReferralWithoutScope(siteTexts)).toEqual([]);
    expect(
      mediationReferralWithoutScope([
        'For claims for a fixed sum issued from 22 May 2024, the court refers the case to the free Small Claims Mediation Service once both sides have filed their questionnaires.',
        'Expect a free mediation call first if your claim is for a fixed sum and was issued since 22 May 2024, and attend it.',
      ]),
    ).toHaveLength(2);
    expect(toPlainText(passages.MEDIATION_REFERRAL)).toMatch(/22 May 2024 for a specified sum of money only[^.]*unless it is an Online Civil Money Claims case or a road traffic or personal injury claim/);
    expect(courtForms.find((f) => f.code === 'N180')?.watchFor).toContain(passages.MEDIATION_REFERRAL);
    const takeaways = articles.find((a) => a.slug === 'understanding-cpr-part-27-small-claims-track-guide')!.sections.at(-1)!;
    expect(stringsIn(takeaways).some((t) => t.includes(passages.MEDIATION_REFERRAL))).toBe(true);
  });

  it('4. says a judgment of £5,000 or more must be enforced in the High Court, and £600 to £4,999.99 may', () => {
    expect(highCourtThresholdWrong(siteTexts)).toEqual([]);
    expect(
      highCourtThresholdWrong([
        'Enforcement agents (bailiffs) visit to collect payment or take goods to sell (form N323). Judgments of £600 or more can be transferred to the High Court for a writ instead.',
        'In the county court this is generally for judgments up to £5,000; for larger debts, or from £600 if you prefer, you can transfer the judgment to the High Court for a writ instead.',
      ]).length,
    ).toBeGreaterThanOrEqual(2);
    const passage = toPlainText(passages.GOODS_ENFORCEMENT_COURT);
    expect(passage).toMatch(/£5,000 or more must be enforced in the High Court[^.]*regulated consumer credit agreement/);
    expect(passage).toMatch(/From £600 to £4,999\.99 you may choose/);
    for (const path of ['/services/judgment-enforcement', '/step-by-step-guide', '/blog/complete-guide-uk-small-claims-court-process-2024', '/court-forms-library']) {
      expect(pageText(path)).toContain(passages.GOODS_ENFORCEMENT_COURT);
    }
  });

  it('5. says a consent judgment is a County Court judgment and a Tomlin order or private settlement is not', () => {
    expect(settlingAvoidsJudgment(siteTexts)).toEqual([]);
    expect(settlingAvoidsJudgment(['Settling before judgment means no judgment is entered against you.'])).toHaveLength(1);
    const passage = toPlainText(passages.SETTLING_AN_ISSUED_CLAIM);
    expect(passage).toMatch(/consent judgment[^.]*is a County Court judgment: it goes on the register, and comes off only if it is paid in full within one month and the court has proof of payment/);
    expect(passage).toMatch(/except where judgment is entered by consent: the claim then merges in the judgment/);
    expect(passage).toMatch(/Tomlin order[^.]*it is not a judgment/);
    expect(passage).toMatch(/withdrawn on a private agreement, there is no judgment either[^.]*new claim based on the agreement/);
    for (const path of ['/services/settlement-negotiation', '/blog/settlement-vs-court-when-to-negotiate-and-when-to-fight']) {
      expect(pageText(path)).toContain(passages.SETTLING_AN_ISSUED_CLAIM);
    }
  });

  it('6. says a plain "without prejudice" offer is never shown on costs, only a "save as to costs" one', () => {
    expect(withoutPrejudiceOnCosts(siteTexts)).toEqual([]);
    expect(
      withoutPrejudiceOnCosts(['Genuine settlement offers marked “without prejudice” when deciding who wins. These can sometimes matter later, when the judge decides costs']),
    ).toHaveLength(1);
    const passage = toPlainText(passages.WITHOUT_PREJUDICE);
    expect(passage).toMatch(/“without prejudice” is a genuine attempt to settle, and it generally cannot be shown to the judge: not when the claim is decided, and not afterwards on costs/);
    // Issue 37 (FACTS.md §12): the exceptions, never "at all".
    expect(passage).toMatch(/exceptions: it can be shown to prove that a settlement was reached, or where hiding it would cover up something plainly improper/);
    expect(passage).not.toMatch(/at all/);
    expect(passage).toMatch(/“without prejudice save as to costs” stays hidden from the judge while the claim is decided, but can be shown afterwards, when the judge considers costs/);
    expect(pageText('/blog/how-to-collect-evidence-for-your-small-claims-case')).toContain(passages.WITHOUT_PREJUDICE);
  });

  it('7. says extra costs for late evidence or a wasted hearing need unreasonable behaviour (CPR 27.14(2)(g))', () => {
    expect(costsWithoutUnreasonableBehaviour(siteTexts)).toEqual([]);
    expect(
      costsWithoutUnreasonableBehaviour([
        'The judge may refuse to look at them, or postpone the hearing and order you to pay the costs wasted.',
        'If you send evidence late, or not at all, the judge may refuse to consider it or may postpone the hearing, and you could be ordered to pay costs caused by the delay.',
        'The judge may refuse to look at late documents or adjourn (postpone) the hearing, and you may have to pay costs caused by the delay.',
      ]),
    ).toHaveLength(3);
    expect(passages.COSTS_FOR_UNREASONABLE_BEHAVIOUR).toMatch(/only if you have behaved unreasonably \(CPR 27\.14\(2\)\(g\)\)/);
    for (const slug of ['what-to-expect-on-your-court-hearing-day', 'how-to-collect-evidence-for-your-small-claims-case', 'top-10-mistakes-that-lose-small-claims-cases']) {
      expect(pageText(`/blog/${slug}`)).toContain(passages.COSTS_FOR_UNREASONABLE_BEHAVIOUR);
    }
  });

  it('8. says the £1,000 housing disrepair limit applies to a repair order, and a damages-only claim uses £10,000', () => {
    expect(disrepairLimitWithoutRepairOrder(siteTexts)).toEqual([]);
    expect(
      disrepairLimitWithoutRepairOrder([
        "A tenant's claim about housing disrepair fits only if the repairs are worth £1,000 or less and any other damages are £1,000 or less.",
        'Lower limits apply to personal injury claims (usually £1,500 for the injury itself) and to housing disrepair claims (£1,000 for the repairs).',
      ]),
    ).toHaveLength(2);
    expect(toPlainText(passages.HOUSING_DISREPAIR_LIMIT)).toMatch(/asks the court to order the landlord to carry out repairs[^.]*£1,000 or less[^.]*\. A claim for damages only[^.]*£10,000 limit/);
    // Every page that mentions disrepair says what a damages-only claim is.
    const mentioning = pages.filter((p) => p.texts.some((t) => /disrepair/i.test(t)));
    expect(mentioning.map((p) => p.path).sort()).toEqual(
      ['/blog/complete-guide-uk-small-claims-court-process-2024', '/blog/understanding-cpr-part-27-small-claims-track-guide', '/faq-support', '/legal-templates', '/step-by-step-guide'].sort(),
    );
    for (const page of mentioning) expect(page.texts.join('\n')).toMatch(/damages only/);
  });

  it('9. gives Newcastle no phone line the data does not support: the civil email, the money claims helpline and Find a Court', () => {
    expect(siteTexts.filter((t) => t.includes('0191 205 8750'))).toEqual([]);
    const newcastle = courts.find((c) => c.id === 'newcastle')!;
    expect(newcastle.phone).toBeUndefined();
    expect(newcastle.email).toBe('civil.newcastle.countycourt@justice.gov.uk');
    expect(newcastle.note).toMatch(/no civil phone line[^.]*money claims helpline[^.]*official page/);
    expect(MONEY_CLAIMS_HELPLINE.display).toBe('0300 123 7050');
    // The card offers the helpline when a court has no phone of its own.
    expect(source('components/courts/court-card.tsx')).toMatch(/court\.phone \?[\s\S]*MONEY_CLAIMS_HELPLINE\.display/);
  });

  it('10. explains N1: where a defended claim is heard, the online services’ own order, a separate sheet’s statement of truth', () => {
    expect(n1GuidanceWrong(siteTexts)).toEqual([]);
    expect(
      n1GuidanceWrong([
        'The online services ask for the same information as the paper form, in the same order, so the sections below apply to them too.',
        'You can write the particulars on the form or attach them on a separate sheet headed with the names of the parties.',
        'SECTION 6: PREFERRED COUNTY COURT HEARING CENTRE\n\nThis is the court where you would like any hearing to take place, usually the one nearest to you.',
      ]),
    ).toHaveLength(3);
    // Issue 37 (FACTS.md §12): one wording, sole traders named as individuals, the claimant's centre the one on the claim form.
    expect(passages.DEFENDANT_HEARING_CENTRE).toMatch(/fixed sum of money is defended by an individual \(a sole trader counts as an individual\), it goes to the hearing centre for the defendant’s address, unless the defendant names another on the directions questionnaire\. Any other defended claim goes to the hearing centre the claimant named on the claim form/);
    expect(passages.ONLINE_CLAIM_QUESTIONS).toMatch(/broadly the same questions as paper form N1, but in their own order/);
    expect(passages.PARTICULARS_STATEMENT_OF_TRUTH).toMatch(/separate sheet, give them their own statement of truth[^.]*must have one if they are served separately/);
    for (const passage of [passages.DEFENDANT_HEARING_CENTRE, passages.ONLINE_CLAIM_QUESTIONS, passages.PARTICULARS_STATEMENT_OF_TRUTH]) {
      expect(n1ClaimGuideTemplate.fullContent).toContain(passage);
      expect(pageText('/services/form-completion-assistance')).toContain(passage);
    }
  });

  it('11. gives dated figures "as at" the date they were checked, with the EX50 link', () => {
    expect(datedFeeAsCurrent(siteTexts)).toEqual([]);
    for (const old of [
      '**Check the current fee** on the official EX50 fees list before you pay: fees change, and the list now gives £455 to issue a claim of £5,000.01 to £10,000, with a separate hearing fee of £27 to £346 if the claim goes to a hearing.',
      'From 8 April 2025 it is £313 if the other side is given notice, or £123 if both sides agree.',
    ]) {
      expect(datedFeeAsCurrent([old]).length).toBeGreaterThan(0);
    }
    expect(passages.CHECK_CURRENT_FEE).toContain(`As at ${FEES_CHECKED}`);
    expect(passages.CHECK_CURRENT_FEE).toContain(`(${EX50_URL})`);
    const n244 = pageOf('/blog/understanding-small-claims-court-fees-and-costs').texts.find((t) => t.includes(`£${APPLICATION_FEES.onNotice}`))!;
    expect(n244).toContain(`As at ${FEES_CHECKED}`);
    expect(n244).toContain(`(${EX50_URL})`);
  });

  it('12a. invents no source for the provider’s figures, and says clients recovered the money, not us', () => {
    expect(inventedSourceOfFigures(siteTexts)).toEqual([]);
    expect(
      inventedSourceOfFigures(['Our own figures, comparing people who run their case alone with clients who used our assessment and preparation support.']),
    ).toHaveLength(1);
    expect(collectedForClients(siteTexts)).toEqual([]);
    expect(collectedForClients(['collected for our clients through judgment enforcement'])).toHaveLength(1);
    expect(providerStatistics.amountCollected.label).toMatch(/^recovered by our enforcement clients/);
    expect(pageText('/services/judgment-enforcement')).toMatch(/Do you collect the money for me\?[\s\S]*No\./);
  });

  it('12b. offers witnesses familiarisation with the hearing, never rehearsal of their evidence', () => {
    expect(witnessRehearsal(siteTexts)).toEqual([]);
    expect(witnessRehearsal(['Coaching for your lay representative or witnesses, if you have them'])).toHaveLength(1);
    expect(passages.WITNESS_FAMILIARISATION).toMatch(/We never rehearse, suggest or practise what you or a witness will say about the facts/);
    for (const path of ['/services/court-preparation-coaching', '/services/court-preparation']) expect(pageText(path)).toContain(passages.WITNESS_FAMILIARISATION);
  });

  it('12c. says who the business is on the terms, every service page and the footer, and how to complain', () => {
    expect(toPlainText(passages.WHO_WE_ARE)).toMatch(
      /is not a law firm\. We are not regulated by the Solicitors Regulation Authority \(SRA\), the Bar Standards Board \(BSB\) or CILEx Regulation, and the Legal Ombudsman cannot take complaints about us\./,
    );
    expect(passages.WHO_WE_ARE).toContain('[how to complain](/terms-of-service#complaints)');
    expect(pageText('/terms-of-service')).toContain(passages.WHO_WE_ARE);
    expect(termsOfService.sections.map((s) => s.id)).toContain('complaints');
    expect(serviceScopeNote.join(' ')).toMatch(/our guides and articles are general information/);
    expect(serviceScopeNote).toContain(passages.WHO_WE_ARE);
    expect(source('components/services/service-page.tsx')).toMatch(/serviceScopeNote\.map/);
    expect(source('components/layout/site-footer.tsx')).toMatch(/<InlineText text=\{WHO_WE_ARE\} \/>/);
    expect(textsMatching(/Ombudsman cannot normally/)(siteTexts)).toEqual([]);
  });

  it('12d. says on the referral pages whether we are paid for introductions, from the one setting', () => {
    for (const path of ['/representation/get-representation', '/representation/sme-business-defence']) expect(pageText(path)).toContain(REFERRAL_PAYMENT_STATEMENT);
    expect(referralPaymentStatement('unconfirmed')).toMatch(/We tell you in your free consultation whether we receive any payment/);
    expect(referralPaymentStatement('not-paid')).toMatch(/^We are not paid for introducing you/);
    expect(referralPaymentStatement('paid')).toMatch(/^We are paid for introducing you[\s\S]*no referral fee is paid for a personal injury claim/);
  });

  it('12e. makes the reply promises agree: within 24 hours on working days', () => {
    expect(unqualifiedResponsePromise(siteTexts)).toEqual([]);
    expect(unqualifiedResponsePromise(['We reply within 24 hours.', 'Messages any time, answered by the next working day'])).toHaveLength(2);
    expect(RESPONSE_TIME).toBe('within 24 hours on working days');
    expect(promises[0].title).toBe(`Reply ${RESPONSE_TIME}`);
    expect(consultationMessages.submittedTiming).toBe(WORKING_DAYS_NOTE);
    expect(WORKING_DAYS_NOTE).toMatch(/Monday to Friday, not bank holidays/);
    // Components take the promise from the one constant.
    for (const path of ['components/home/contact-section.tsx', 'components/common/contact-card.tsx', 'components/content/consultation-cta.tsx', 'components/templates/trial-signup.tsx', 'components/templates/premium-request.tsx']) {
      expect(source(path)).not.toMatch(/within \$?\{?(RESPONSE_PROMISE_HOURS|24)\}? hours/);
    }
  });

  it('calls only Late Payment Act interest "statutory interest" (FACTS.md §10: section 69 interest is discretionary)', () => {
    const loose = siteTexts.flatMap((text) => text.split(/(?<=[.;:])\s+/)).filter((sentence) => /statutory interest/i.test(sentence) && !/late payment/i.test(sentence));
    expect(loose).toEqual([]);
  });

  it('12f. attributes the article quote to a job title at the business (spec 2), a claim listed to confirm before launch', () => {
    const quote = articles.flatMap((a) => a.sections.flatMap((s) => s.blocks)).find((b) => b.type === 'quote');
    expect(quote).toMatchObject({ attribution: 'Senior Legal Consultant, Small Claims Compass' });
    // Defined once, with the other unconfirmed claims (content/provider-claims.ts), and used nowhere else.
    expect(ARTICLE_QUOTE_ATTRIBUTION).toBe('Senior Legal Consultant, Small Claims Compass');
    expect(seniorConsultant(siteTexts)).toEqual([ARTICLE_QUOTE_ATTRIBUTION]);
  });

  it('12g. says what "Employment Dispute" and "Over £10,000" mean wherever they are offered', () => {
    expect(caseTypeNotes.employment).toMatch(/Employment Tribunal/);
    expect(caseTypeNotes.employment).toMatch(/ACAS for early conciliation/);
    expect(caseTypeNotes.employment).toMatch(/three months less one day/);
    expect(claimValueNotes['over-10000']).toMatch(/normally not a small claim: claims up to £25,000 usually go to the fast track/);
    expect(claimValueNotes['over-10000']).toMatch(/ordered to pay part of the winner’s legal costs/);
    // The consultation form's two selects show the chosen option's note (NotedSelectField).
    const form = source('components/consultation/consultation-form.tsx');
    expect(form).toMatch(/const note = notes\[value\]/);
    expect(form).toMatch(/notes=\{caseTypeNotes\}[\s\S]*notes=\{claimValueNotes\}/);
    expect(source('components/templates/trial-signup.tsx')).toMatch(/caseTypeNotes\[values\.caseType/);
  });

  it('14. says the court directory features six of the County Court’s hearing centres, lists every one, and where to check the live details', () => {
    expect(directoryClaimsNearest(siteTexts)).toEqual([]);
    expect(
      directoryClaimsNearest(['Find a County Court hearing centre, see how to get there and what to expect, and save the ones you need. Enter your postcode to see which is nearest.']),
    ).toHaveLength(1);
    // Issue 27: the page now lists every hearing centre, with six featured in detail.
    expect(courtLocationsPage.intro).toMatch(/^Every County Court hearing centre in England and Wales:/);
    expect(courtLocationsPage.intro).toContain('six featured courts in detail');
    expect(courtLocationsPage.intro).toContain('[every hearing centre by region](#every-hearing-centre)');
    expect(courtLocationsPage.intro).toContain(`(${FIND_A_COURT_URL})`);
    expect(FIND_A_COURT_URL).toBe('https://www.gov.uk/find-court-tribunal');
    expect(courtMessages.nearestOfSix('CF10', 'Bristol Civil and Family Justice Centre', '30 miles')).toBe(
      'The nearest of these six to CF10 is Bristol Civil and Family Justice Centre, 30 miles away.',
    );
    // Issue 54: a court in the visitor's own postcode district is not given the miles from the district's centre.
    expect(courtMessages.nearestOfSix('LS1', 'Leeds Combined Court Centre', null)).toBe('The nearest of these six to LS1 is Leeds Combined Court Centre, in LS1 itself.');
    expect(courtMessages.findACourt.href).toBe(FIND_A_COURT_URL);
    expect(source('components/courts/court-directory.tsx')).toMatch(/which of these six is nearest/);
  });
});

describe('the fifth review: what the letter works out, said where it is opened (FACTS.md §14)', () => {
  it('the calculator never says the letter works out section 69 interest when Late Payment interest was chosen', () => {
    expect(claimCalculatorRules.letter('late-payment')).not.toMatch(/section 69/);
    expect(claimCalculatorRules.letter('late-payment')).toContain('the same Late Payment interest and compensation');
    expect(claimCalculatorRules.letter('section-69')).toContain('section 69 interest');
  });

  it('the plan’s “Write this letter” says the letter’s fee comes from its own bands', () => {
    expect(PLAN_ACTION_NOTES['write-letter']).toBe(passages.LETTER_FEE_BANDS);
    expect(passages.LETTER_FEE_BANDS).toMatch(/own fee bands, which differ from the current fees above £3,000/);
  });
});

describe('who counts as a business for the Debt Protocol (issue 37, FACTS.md §3)', () => {
  it('a landlord claiming from a tenant: one hint, in Plan my claim and the letter before action', () => {
    expect(pageOf(claimPlanPage.path).texts.some((t) => t.includes(LANDLORD_COUNTS_AS_BUSINESS))).toBe(true);
    expect(pageOf('/legal-templates').texts.some((t) => t.includes(LANDLORD_COUNTS_AS_BUSINESS))).toBe(true);
  });
});

describe('one source per passage (content/shared-passages.ts)', () => {
  it.each(Object.entries(passages))('%s is used on at least two pages', (_name, passage) => {
    const using = pages.filter((p) => p.texts.some((t) => t.includes(passage))).map((p) => p.path);
    expect(using.length).toBeGreaterThanOrEqual(2);
  });

  it('no page restates the mediation pilot, setting aside or appeals in its own words', () => {
    // The forms library gives each form one short note (N244: apply within 14 days to set aside) and links the guides.
    const pageTexts = pages.filter((p) => p.path !== '/court-forms-library').flatMap((p) => p.texts.map((text) => ({ path: p.path, text })));
    const restated = (about: RegExp, ...passagesSayingIt: string[]) =>
      // A document holds a passage as plain text (the templates' documents have no markup).
      pageTexts.filter(({ text }) => about.test(toPlainText(text)) && !passagesSayingIt.some((p) => text.includes(p) || toPlainText(text).includes(toPlainText(p)))).map(({ path }) => path);
    expect(restated(/were excluded|Practice Direction 51ZE|21 May 2026/, passages.MEDIATION_SERVICE, passages.MEDIATION_REFERRAL)).toEqual([]);
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

// ---- the third review: where people act on it (FACTS.md §11, issue 24) --------------------------------------------

describe('the third review (FACTS.md §11, issue 24)', () => {
  const pageText = (path: string) => pageOf(path).texts.join('\n');

  /** Sentences about not attending a hearing that send notice to the court alone (CPR 27.9 needs the other side too). */
  const noticeToTheCourtOnly = sentencesWhere(
    /\b(cannot|can't|can’t|will not|won’t|unable to) attend(,\s+(tell|write|you can|let)\b|\s+(the|a|my|your)\s+hearing)|\bin (your|their) absence\b|\bon the papers\b/i,
    (s) => /\b(tell|write to|notice to|notify|inform)\b[^.]*\bthe court\b/i.test(s) && !/other (side|party)/i.test(s),
  );

  it('1. every page that mentions not attending a hearing gives the one CPR 27.9 passage: the court AND the other side', () => {
    const passage = toPlainText(passages.NOT_ATTENDING_A_HEARING);
    expect(passage).toMatch(/write to the court and the other side at least 7 days before the hearing/);
    expect(passage).toMatch(/confirm that you have served on the other side every document you filed with the court/);
    expect(passage).toMatch(/A claimant who neither attends nor gives this notice can have the claim struck out/);
    expect(noticeToTheCourtOnly(siteTexts)).toEqual([]);
    expect(
      noticeToTheCourtOnly([
        'If you cannot attend, tell the court in writing at least 7 days before the hearing and the judge can decide on the papers.',
        'If you cannot attend, you can write to the court at least 7 days before the hearing and ask it to decide the case on the papers.',
        'If you cannot attend a hearing, tell the court in writing as soon as you can.',
      ]),
    ).toHaveLength(3);
    const mentioning = pages.filter((p) => p.texts.some((t) => /\b(if you|if I|a party who|what if I) (cannot|can't|can’t|will not) attend\b|\brule 27\.9\b|\bCPR 27\.9\b/i.test(toPlainText(t)) && !t.includes(passages.SETTING_ASIDE_AFTER_A_MISSED_HEARING) || t.includes(passages.NOT_ATTENDING_A_HEARING)));
    const expected = [
      '/step-by-step-guide',
      '/blog/complete-guide-uk-small-claims-court-process-2024',
      '/blog/what-to-expect-on-your-court-hearing-day',
      '/blog/understanding-cpr-part-27-small-claims-track-guide',
      '/services/court-preparation',
      '/services/court-preparation-coaching',
      '/services/ongoing-support',
    ];
    for (const path of expected) expect(pageText(path)).toContain(passages.NOT_ATTENDING_A_HEARING);
    for (const page of mentioning) expect([page.path, page.texts.some((t) => t.includes(passages.NOT_ATTENDING_A_HEARING))]).toEqual([page.path, true]);
  });

  /** Protocol sentences that give only "30 days after their reply" (FACTS.md §11: whichever is later, then 14 days' notice). */
  const protocolWaitWrong = (texts: readonly string[]) =>
    texts
      .map(toPlainText)
      .filter((t) => /\b30 days after (receiving|you receive|I receive|their reply|the reply|receiving it)\b/i.test(t))
      .filter((t) => !/whichever is later/.test(t) || !/14 days(’|')? written notice/.test(t));

  it('2. the Debt Protocol’s waits after a reply: the later of 30 days after the Reply Form or the documents, then 14 days’ notice', () => {
    const passage = passages.DEBT_PROTOCOL_AFTER_A_REPLY;
    expect(passage).toMatch(/30 days after you receive their completed Reply Form or, if they ask for documents, 30 days after you send them[^.]*whichever is later/);
    expect(passage).toMatch(/within 30 days of the request/);
    expect(passage).toMatch(/at least 14 days’ written notice that you intend to start a claim before you issue it/);
    expect(passage).toMatch(/posted near the end of the 30 days/);
    expect(protocolWaitWrong(siteTexts)).toEqual([]);
    expect(
      protocolWaitWrong([
        'If they say they are getting debt advice, you should not issue a claim until at least 30 days after their reply.',
        'If the reply says they are getting debt advice, the creditor should not start a claim for at least 30 days after receiving it.',
      ]),
    ).toHaveLength(2);
    for (const path of ['/services/letter-before-action', '/step-by-step-guide']) expect(pageText(path)).toContain(passage);
    expect(n1ClaimGuideTemplate.fullContent).toContain(passage);
    expect(deadlineRules.letterProtocol).toContain(passage);
  });

  it('3. says plainly what a claim over £10,000 is, wherever the limit is explained', () => {
    const passage = toPlainText(passages.OVER_THE_SMALL_CLAIMS_LIMIT);
    expect(passage).toMatch(/more than £10,000 \(the amount claimed, leaving out interest and costs\) is normally not a small claim: claims up to £25,000 usually go to the fast track/);
    expect(passage).toMatch(/hearing fee there is different from the small claims hearing fee/);
    expect(passage).toMatch(/ordered to pay the other side’s costs on top of their own \(on the fast and intermediate tracks, fixed recoverable costs\)/);
    // FACTS.md §14: over £25,000 is not the fast track.
    expect(passage).toMatch(/over £25,000 and not more than £100,000 to the intermediate track, and larger ones to the multi-track/);
    expect(claimCalculatorRules.overLimit).toBe(passages.OVER_THE_SMALL_CLAIMS_LIMIT);
    for (const path of ['/faq-support', '/step-by-step-guide']) expect(pageText(path)).toContain(passages.OVER_THE_SMALL_CLAIMS_LIMIT);
  });

  it('4. the register: removed on proof of payment, never "kept off" by paying', () => {
    const keptOff = textsMatching(/to keep (the judgment|it) off the register|not registered if (it is )?paid|paid within a month, it is not registered/i);
    expect(keptOff(siteTexts)).toEqual([]);
    expect(keptOff(['Pay in full by this date to keep the judgment off the register'])).toHaveLength(1);
  });

  it('5. the Late Payment Act due date is the date agreed, and interest and compensation go one invoice at a time', () => {
    expect(claimCalculatorFields.dueDate.hint).toMatch(/due under your agreement\. Between businesses, if no date was agreed, it is 30 days after you delivered the goods or services or after the customer had your invoice, whichever is later/);
    expect(claimCalculatorFields.dueDate.hint).not.toMatch(/Usually the invoice’s due date/);
    // Issue 37: one rule wherever a due date is asked for (the calculator, Plan my claim, the letter before action), and
    // nowhere a due date that an invoice alone sets.
    for (const hint of [claimCalculatorFields.dueDate.hint, claimQuestions.dueDate.hint, letterBeforeActionTemplate.formFields.find((f) => f.id === 'invoice_date')!.hint!]) {
      expect(hint).toContain(DUE_DATE_RULE);
    }
    expect(textsMatching(/due under your agreement or (the )?invoice/i)(siteTexts)).toEqual([]);
    // Recovery costs beyond the fixed compensation: only for contracts from 16 March 2013 (FACTS.md §5).
    expect(letterBeforeActionTemplate.fullContent).toContain('For a contract made on or after 16 March 2013 you may also claim reasonable costs of recovering the debt');
    expect(claimCalculatorFields.amount.hint).toMatch(/one invoice at a time/);
    expect(claimCalculatorRules.latePayment).toMatch(/one invoice at a time/);
  });

  it('8. every computed total with a court fee says the date the fees were checked, and the proposed changes are not left in the future', () => {
    expect(passages.FEE_CHANGES_UNCONFIRMED).toContain(`as at ${FEES_CHECKED}`);
    expect(passages.FEE_CHANGES_UNCONFIRMED).toMatch(/could not confirm from the official list whether they have taken effect/);
    expect(claimCalculatorRules.issueFee).toContain(passages.FEE_CHANGES_UNCONFIRMED);
    expect(n1ClaimGuideTemplate.fullContent).toMatch(/Total amount: \[CURRENT_TOTAL_CLAIM\] \(as at \[TODAY\], fees as at /);
    expect(source('components/tools/claim-calculator.tsx')).toMatch(/label="Total" working=\{`\$\{totalParts\.join\(' \+ '\)\} \(\$\{rules\.feesAsAt\}\)`\}/);
    const stale = textsMatching(/proposed from 13 July 2026(?![^.]*could not confirm)|was set to end on 21 May 2026, so check/i);
    expect(stale(siteTexts)).toEqual([]);
    expect(stale(['These are the fees as checked in June 2026; the Ministry of Justice announced changes proposed from 13 July 2026, so check the current figure.'])).toHaveLength(1);
    expect(source('README.md')).toMatch(/\*\*Court fees\*\*[\s\S]*?FEES_CHECKED/);
  });
});

describe('the court finder, the court pages and the plan (issues 27 and 28)', () => {
  it('are read by every check above, as pages of their own', () => {
    for (const path of ['/court-locations', '/court-locations/<court>', claimPlanPage.path]) expect(pageOf(path).texts.length).toBeGreaterThan(5);
    expect(pageOf('/court-locations').texts.join(' ')).toContain('bankruptcy petition goes to the hearing centre');
  });

  it('never says a bankruptcy petition usually goes to the High Court: outside London it is the debtor’s hearing centre', () => {
    const highCourtUsually = textsMatching(/bankruptcy[^.]*\busually\b[^.]*High Court|High Court[^.]*\busually\b[^.]*bankruptcy/i);
    expect(highCourtUsually(siteTexts)).toEqual([]);
    expect(highCourtUsually(['A bankruptcy petition usually goes to the High Court.'])).toHaveLength(1);
  });
});

describe('service of an online claim and the time limit on a closed day (issue 37, FACTS.md 12)', () => {
  it('a Money Claim Online claim form is served 5 days after its issue date, and the defendant can say so', () => {
    expect(deadlineRules.moneyClaimOnline).toContain('5 days after the issue date printed on it');
    expect(PLAN_RULES.moneyClaimOnlineService.text).toBe(deadlineRules.moneyClaimOnline);
    expect(defendQuestions.served.choices.map((c) => c.value)).toContain('money-claim-online');
    // The court's notice governs Online Civil Money Claims only: Money Claim Online has its own rule.
    expect(deadlineRules.onlineClaims).not.toContain('Money Claim Online');
  });

  it('never a date after the last day: on a closed last day, issue online now, before that day', () => {
    expect(PLAN_ITEMS['issue-before-limitation'].text).toContain('issue it online now, before that day');
    // A last day that falls on a closed day: one wording, in the deadline calculator and the plan. FACTS.md §14: a claim
    // issued the next open day has been held in time (Pritam Kaur v S Russell & Sons Ltd [1973] QB 336, CA), but online
    // issue is open every day, so never rely on it; never "a time limit is not moved" (the opposite of that decision).
    expect(deadlineRules.limitationClosedDay).toBe(
      'The court office is closed that day. A claim issued on the next day the office opens has been held in time, but claims can now be issued online on any day, so do not rely on that: issue the claim online before that day.',
    );
    expect(deadlineRules.limitationClosedToday).toContain('issue it today, online');
    expect(deadlineRules.limitationToday).toBe('Today is the last day: issue it today.');
    expect(PLAN_ITEMS['limitation-closed-day'].text).toBe(deadlineRules.limitationClosedDay);
    expect(PLAN_ITEMS['limitation-closed-today'].text).toBe(deadlineRules.limitationClosedToday);
    const notMoved = (texts: readonly string[]) => clausesOf(texts).filter((c) => /\b(time limit|limitation|last day)\b[^.]*\bis not moved\b/i.test(c));
    expect(notMoved(siteTexts)).toEqual([]);
    expect(notMoved(['The court office is closed that day, and a time limit is not moved to the next day it is open.'])).toHaveLength(1);
    // No text moves the time limit off a closed day (CPR 2.8(5) is for acts at the court office, not limitation).
    const moved = (texts: readonly string[]) =>
      clausesOf(texts).filter((c) => /(time limit|limitation|six years|6 years)[^.]*(moved|extended|carried|runs on) to the next (working|open|business) day/i.test(c));
    expect(moved(siteTexts)).toEqual([]);
    expect(moved(['If the last day is a Sunday, the time limit is extended to the next working day.'])).toHaveLength(1);
  });
});

describe('the fourth review, points 4 to 13 (issue 37, FACTS.md §12)', () => {
  const everywhere = pages.flatMap((p) => p.texts.map((text) => ({ path: p.path, text: toPlainText(text) })));
  const saying = (wrong: RegExp) => everywhere.filter(({ text }) => wrong.test(text)).map(({ path }) => path);
  const usedOn = (passage: string) => pages.filter((p) => p.texts.some((t) => t.includes(passage))).map((p) => p.path);

  it('4. an unpaid hearing fee: the claim is struck out automatically, wherever the hearing fee is dated', () => {
    expect(passages.HEARING_FEE_UNPAID).toMatch(/by the date in the court’s notice, the claim is \*\*struck out automatically\*\*/);
    expect(PLAN_RULES.hearingFee.text).toContain(passages.HEARING_FEE_UNPAID);
    expect(claimCalculatorRules.hearingFee).toContain(passages.HEARING_FEE_UNPAID);
    expect(PLAN_ITEMS['hearing-fee'].text).toMatch(/struck out automatically/);
    expect(usedOn(passages.HEARING_FEE_UNPAID)).toEqual(expect.arrayContaining(['/step-by-step-guide', '/blog/what-to-expect-on-your-court-hearing-day']));
    expect(saying(/claim (can|may) be struck out[^.]*(hearing fee|unpaid)|hearing fee[^.]*claim (can|may) be struck out/i)).toEqual([]);
  });

  it('5. mediation: referral is automatic in scope and attendance expected; the questionnaire never "asks whether you will try mediation"', () => {
    expect(saying(/asks whether you will try mediation|whether you will try mediation, which witnesses/i)).toEqual([]);
    expect(passages.MEDIATION_REFERRAL).toContain('A side that is referred is expected to attend the appointment.');
    expect(passages.DIRECTIONS_QUESTIONNAIRE_ASKS).toMatch(/expected to attend the appointment, and the judge must consider a sanction/);
    expect(PLAN_ITEMS.mediation.text).toMatch(/expected to attend/);
    expect(PLAN_ITEMS['defend-mediation'].text).toMatch(/expected to attend/);
  });

  it('6. instalments through the court lead to a judgment: only paying in full or a settlement without judgment avoids a CCJ', () => {
    expect(saying(/agreeing terms,? avoids a CCJ/i)).toEqual([]);
    expect(passages.AVOIDING_A_CCJ).toMatch(/^Only paying the claim in full before judgment, or a settlement that ends the claim without a judgment/);
    expect(passages.AVOIDING_A_CCJ).toMatch(/paying by instalments through the court leads to a judgment/);
    expect(PLAN_ITEMS['defend-ccj'].text).toContain(passages.AVOIDING_A_CCJ);
  });

  it('7. fees are as at the last check, with the unconfirmed July 2026 changes; never "as the fee lists stand today"', () => {
    const lead = claimPlanTool.planLead('28 November 2026');
    expect(lead).not.toMatch(/stand today/);
    expect(lead).toContain(`fees are fees as at ${FEES_CHECKED}`);
    expect(lead).toContain('changes proposed from 13 July 2026 could not be confirmed');
    expect(PLAN_ITEMS['issue-fee'].text).toContain(`fees as at ${FEES_CHECKED}`);
    expect(PLAN_RULES.hearingFee.text).toContain(passages.FEE_CHANGES_UNCONFIRMED);
  });

  it('9. an acknowledgment or part payment restarts time only if made before the six years ran out', () => {
    expect(deadlineRules.limitationRestart).toMatch(/before the six years run out/);
    expect(deadlineRules.limitationRestart).toMatch(/does not revive the debt/);
    expect(PLAN_ITEMS['limitation-passed'].text).toMatch(/only if the debtor acknowledged the debt in writing, or paid part of it, before the six years ran out/);
    expect(saying(/acknowledged the debt in writing or paid part of it since/)).toEqual([]);
  });

  it('10. the register: a judgment goes on it, and is removed if paid within a month; never "unless paid in full within one month"', () => {
    expect(saying(/^unless paid in full within one month/i)).toEqual([]);
    expect(PLAN_ITEMS['register-of-judgments'].text).toMatch(/stays there for 6 years\. If it is paid in full within one month, it is removed/);
  });

  it('11. one wording for the hearing centre, in the finder, the plan and the guides', () => {
    expect(usedOn(passages.DEFENDANT_HEARING_CENTRE)).toEqual(expect.arrayContaining(['/court-locations', claimPlanPage.path]));
    expect(saying(/preferred hearing centre|moves to the defendant’s local hearing centre/)).toEqual([]);
  });

  it('12. Money Claim Online for a debt under £100,000 without interest; nothing says Online Civil Money Claims leaves interest out (no source)', () => {
    expect(PLAN_ITEMS['how-larger'].text).toMatch(/Money Claim Online \(for less than £100,000, leaving out interest and costs\)/);
    expect(PLAN_ITEMS['how-online'].text).not.toMatch(/leaving out interest/);
    expect(PLAN_RULES.onlineClaims.text).toMatch(/Online Civil Money Claims\]\([^)]*\) for claims up to £25,000, and Money Claim Online for larger ones of less than £100,000 \(leaving out interest and costs\)/);
    expect(saying(/up to £100,000/)).toEqual([]);
  });

  it('13. Help with Fees for sole traders, SD1 for a registered company or LLP, the counterclaim at 14 or 28 days, "without prejudice" with its exceptions', () => {
    expect(PLAN_ITEMS['help-with-fees'].text).toMatch(/individuals, sole traders included, but not to companies/);
    expect(PLAN_ITEMS['statutory-demand-possible'].text).toMatch(/SD1 is for a registered company or LLP: for a partnership or another kind of organisation, take advice/);
    expect(PLAN_ITEMS['defend-counterclaim'].text).toMatch(/within 14 days of service, or 28 if you filed an acknowledgment of service/);
    expect(saying(/cannot be shown to the judge at all/)).toEqual([]);
    expect(PLAN_ITEMS['defend-served'].text).toMatch(/particulars of claim would follow, they count from the day the particulars are served/);
    expect(PLAN_ITEMS['send-documents-overdue'].title).toMatch(/^Overdue/);
    // The finder's area file is asked of our server: the privacy sentence says so rather than "nothing leaves".
    expect(claimPlanTool.pathHint).toMatch(/fetches the court list for the postcode’s area[^.]*so our server sees which area’s list was asked for/);
  });
});
