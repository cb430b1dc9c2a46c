import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { toPlainText } from '@/content/inline-markup';
import { faqGroups, faqPage } from './faq';
import { termsOfService } from './legal/terms-of-service';
import { serviceScopeNote, servicePagePath, servicePages } from './services';
import { NOT_REGULATED_LEGAL_ADVICE, WITNESS_FAMILIARISATION } from './shared-passages';

/**
 * Issue 24, point 10 (FACTS.md §11 "Legal advice" and "Mock hearings"). Assessing a case, valuing it or saying
 * whether to defend IS legal advice, lawful for a business that is not a law firm: the site never says "we do not
 * give legal advice", but that we are not a law firm, not regulated, and that our help is not regulated legal
 * advice (NOT_REGULATED_LEGAL_ADVICE). A mock hearing uses a made-up case; on the client's own case we practise
 * the opening summary and finding documents, never the answers about the facts (R v Momodou). Each check returns
 * the offending text, and each test also runs it over the wording the site used to publish.
 */

const ROOT = join(__dirname, '..');

// ---- collecting the site's words (as content/law.test.ts) --------------------------------------------------------

/** Every string inside a value, depth first; functions and repeated objects are skipped. */
function stringsIn(value: unknown, seen = new WeakSet<object>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return (Array.isArray(value) ? value : Object.values(value)).flatMap((v) => stringsIn(v, seen));
}

/** Every content module except tests and zod schemas, as loaded (so template literals are filled in). */
const contentModules: Record<string, unknown>[] = readdirSync(__dirname, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.ts') && !/\.test\.ts$|^(schema|zod-parts)\.ts$/.test(e.name))
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .map((e) => require(join(e.parentPath, e.name)) as Record<string, unknown>);

/** The service pages a visitor reads, each with every string on it (the scope note ends every one). */
const servicePageTexts = servicePages.map((p) => ({ path: servicePagePath(p), own: stringsIn(p), texts: stringsIn([p, serviceScopeNote]) }));

/** All of the site's content strings. */
const siteTexts = [
  ...new Set([
    ...stringsIn(contentModules),
    ...servicePageTexts.flatMap((p) => p.texts),
    ...stringsIn([faqPage, faqGroups, termsOfService]),
  ]),
];

/** Text written straight into components, pages and library code (JSX text runs across lines). */
const codeTexts = ['components', 'app', 'lib'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => ({ file: relative(ROOT, join(e.parentPath, e.name)), text: readFileSync(join(e.parentPath, e.name), 'utf8').replace(/\s+/g, ' ') })),
);

/** Every { question, answer } in a value. */
function faqItemsIn(value: unknown, seen = new WeakSet<object>()): { question: string; answer: string }[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const item = value as { question?: unknown; answer?: unknown };
  const here = typeof item.question === 'string' && typeof item.answer === 'string' ? [{ question: item.question, answer: item.answer }] : [];
  return [...here, ...(Array.isArray(value) ? value : Object.values(value)).flatMap((v) => faqItemsIn(v, seen))];
}

/** A text's sentences, markup removed. */
const sentencesOf = (text: string) =>
  toPlainText(text)
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A text's clauses (labels and list items have no full stop). */
const clausesOf = (text: string) => sentencesOf(text).flatMap((s) => s.split(/(?<=[;:])\s+/));

// ---- the checks ---------------------------------------------------------------------------------------------------

/**
 * Sentences saying we give no legal advice, or calling our own help "not legal advice". Allowed: guides, articles,
 * templates and calculators described as "general information (or guidance), not legal advice", with no "we" or
 * "our" in the sentence; "not regulated legal advice" is the honest form and never matches.
 */
function deniesGivingAdvice(texts: readonly string[]): string[] {
  const denial =
    /\b(?:do|does|will|can|did)\s*(?:not|n[’']t)\s+(?:give|offer|provide)\b[^.]*?\blegal advice\b|\b(?:give|gives|giving)\s+no\s+legal advice\b|\bno legal advice\b|^(?:give|giving|offer|provide)\s+legal advice\b/i;
  const notLegalAdvice = /\bnot legal advice\b/i;
  const generalContent = (s: string) => /\bgeneral (?:information|guidance)\b/i.test(s) && !/\b(?:we|our|us)\b/i.test(s);
  return texts.flatMap(sentencesOf).filter((s) => clausesOf(s).some((c) => denial.test(c)) || (notLegalAdvice.test(s) && !generalContent(s)));
}

/** FAQ answers to "Is this legal advice?" that answer "No". */
function answersNoToLegalAdvice(items: readonly { question: string; answer: string }[]): string[] {
  return items.filter((i) => /\blegal advice\?/i.test(i.question) && /^\s*No\b/.test(toPlainText(i.answer))).map((i) => i.question);
}

/** A mock hearing or mock questions described without saying they use a made-up case (questions are headings). */
function mockWithoutMadeUpCase(texts: readonly string[]): string[] {
  return texts.filter((t) => /\bmock\b/i.test(t) && !/\?\s*$/.test(t) && !/\bmade-up case\b/i.test(t));
}

/**
 * Offers to put the judge's (or the other side's) likely questions to the client about their own case: any clause
 * that practises, rehearses or puts questions "the judge is likely to ask", unless it is about a made-up case or
 * says we never do it.
 */
function rehearsesAnswersOnOwnCase(texts: readonly string[]): string[] {
  return texts
    .flatMap(clausesOf)
    .filter(
      (c) =>
        /\buntil your answers are\b/i.test(c) ||
        (/\bquestions?\b/i.test(c) &&
          /\bjudge/i.test(c) &&
          /\b(?:practi[sc]e|practi[sc]ing|put to you|rehears\w*|run through|likely to ask)\b/i.test(c) &&
          !/\bmade-up case\b|\bnever\b/i.test(c)),
    );
}

// ---- the tests ----------------------------------------------------------------------------------------------------

describe('legal advice: not a law firm, not regulated, never "we do not give legal advice" (FACTS.md §11)', () => {
  it('no site text says we give no legal advice, or calls our own help "not legal advice"', () => {
    expect(deniesGivingAdvice(siteTexts)).toEqual([]);
    expect(codeTexts.flatMap(({ file, text }) => deniesGivingAdvice([text]).map((s) => `${file}: ${s}`))).toEqual([]);
    expect(answersNoToLegalAdvice(faqItemsIn(contentModules))).toEqual([]);
  });

  it('the check catches the wording the site used to publish', () => {
    const old = [
      'We are not a firm of solicitors, we do not give legal advice, and we do not conduct litigation or speak for you in court.',
      'Guidance, not legal advice: you stay in control',
      'Guidance, not legal advice',
      'We give guidance and general information, not legal advice, about small claims in England and Wales.',
      'Want a lawyer for your small claim? We refer you to SRA-regulated solicitors and Public Access barristers. We only refer: we give no legal advice.',
      'We refer only: no legal advice from us',
      'Give legal advice or act as your solicitor',
      'We help you write it, but we are not a firm of solicitors and we do not give legal advice or act for you.',
      'We are not a firm of solicitors or barristers. We give guidance, not legal advice or legal representation.',
      'We give guidance, not legal advice, and we do not represent you in court. You stay in control of your case.',
      'Guidance for people bringing or defending a small claim in England and Wales: general information, not legal advice, and we do not represent you in court.',
    ];
    for (const sentence of old) expect([sentence, deniesGivingAdvice([sentence])]).toEqual([sentence, [expect.any(String)]]);
    expect(answersNoToLegalAdvice([{ question: 'Is this legal advice?', answer: 'No. It is guidance on preparing your own court documents.' }])).toHaveLength(1);
  });

  it('allows the honest forms: not regulated legal advice, and guides, articles and calculators as general information', () => {
    expect(
      deniesGivingAdvice([
        NOT_REGULATED_LEGAL_ADVICE,
        'It is general information, not legal advice.',
        'This calculator gives general information, not legal advice: the court decides what interest to award.',
        'The guides, articles, FAQs and other content on this website are general information about small claims in England and Wales, not legal advice about your case: they do not take account of your particular circumstances.',
      ]),
    ).toEqual([]);
    expect(toPlainText(NOT_REGULATED_LEGAL_ADVICE)).toMatch(
      /^We are not a law firm and are not regulated by the Solicitors Regulation Authority \(SRA\), the Bar Standards Board \(BSB\) or CILEx Regulation, so our help is not regulated legal advice\./,
    );
  });

  it('every service page says NOT_REGULATED_LEGAL_ADVICE, in its own text or its scope note', () => {
    const missing = servicePageTexts.filter((p) => !p.texts.some((t) => t.includes(NOT_REGULATED_LEGAL_ADVICE))).map((p) => p.path);
    expect(missing).toEqual([]);
    expect(servicePageTexts.length).toBeGreaterThanOrEqual(19);
  });

  it('the terms, the FAQ, the home page and the footer say who we are without denying that we advise', () => {
    expect(stringsIn(termsOfService).some((t) => t.includes(NOT_REGULATED_LEGAL_ADVICE))).toBe(true);
    expect(stringsIn(faqGroups).some((t) => t.includes(NOT_REGULATED_LEGAL_ADVICE))).toBe(true);
    expect(readFileSync(join(ROOT, 'components/home/hero.tsx'), 'utf8')).toMatch(/<InlineText text=\{NOT_REGULATED_LEGAL_ADVICE\} \/>/);
    expect(readFileSync(join(ROOT, 'components/layout/site-footer.tsx'), 'utf8').replace(/\s+/g, ' ')).toMatch(/our help on your own case is not regulated legal advice/);
  });

  it('the referral pages only introduce, and say the lawyer advises, without saying the business never advises', () => {
    const text = (path: string) => servicePageTexts.find((p) => p.path === path)!.own.map(toPlainText).join('\n');
    expect(text('/representation/get-representation')).toMatch(/We only refer: the lawyer advises you\./);
    expect(text('/representation/get-representation')).toMatch(/We only make the introduction, and the lawyer you instruct advises you/);
    expect(text('/representation/sme-business-defence')).toMatch(/We make the introduction, and the panel firm advises your business\./);
  });
});

describe('mock hearings use a made-up case; never rehearsal of the answers on the client’s own facts (FACTS.md §11)', () => {
  const coaching = servicePageTexts.find((p) => p.path === '/services/court-preparation-coaching')!;

  it('describes the coaching page’s mock hearing as a made-up case, and keeps the spec’s packages', () => {
    expect(coaching.own.filter((t) => /\bmock hearing\b/i.test(t) && !/\?\s*$/.test(t)).length).toBeGreaterThan(2);
    expect(mockWithoutMadeUpCase(coaching.own)).toEqual([]);
    const page = servicePages.find((p) => p.slug === 'court-preparation-coaching')!;
    const answer = page.faqs?.find((i) => i.question === 'What happens in the mock hearing?')?.answer ?? '';
    expect(toPlainText(answer)).toMatch(/It uses a made-up case, not yours/);
    expect(toPlainText(answer)).toMatch(/On your own case we practise only your opening summary, finding documents in your bundle and how the hearing will run, never your answers about the facts/);
    const packages = page.sections.flatMap((s) => (s.type === 'packages' ? s.items : []));
    expect(packages.map((p) => [p.name, p.detail, p.badge])).toEqual([
      ['Essential Prep', '2-hour session', undefined],
      ['Complete Coaching', '4-hour programme', 'Most Popular'],
      ['Premium Support', undefined, undefined],
    ]);
    expect(packages[1]?.includes.join('\n')).toMatch(/A mock hearing on a made-up case/);
    expect(coaching.own).toContain(WITNESS_FAMILIARISATION);
  });

  it('no description on a service page offers mock questions or a mock hearing without the made-up case', () => {
    // Descriptions are full sentences; a bare title such as "Mock questions and answers" sits beside one that says it.
    const descriptions = servicePageTexts.flatMap((p) => p.own.filter((t) => /[.!]\s*$/.test(t)));
    expect(mockWithoutMadeUpCase(descriptions)).toEqual([]);
    expect(
      mockWithoutMadeUpCase([
        'A mock hearing, with feedback on how you came across',
        'Prepare for your small claims hearing in England and Wales: remote video sessions, mock questions and answers, court etiquette and what to bring.',
      ]),
    ).toHaveLength(2);
  });

  it('no text offers to put the judge’s likely questions to the client about their own facts', () => {
    expect(rehearsesAnswersOnOwnCase(servicePageTexts.flatMap((p) => p.own))).toEqual([]);
    expect(rehearsesAnswersOnOwnCase(siteTexts.filter((t) => /\b(?:we|our)\b/i.test(t)))).toEqual([]);
    for (const old of [
      'We put to you the questions a judge is likely to ask, and the points the other side is likely to make, until your answers are clear and calm.',
      'We prepare you over remote video sessions: we walk you through the day, practise the questions the judge and the other side are likely to ask, and check that your documents are in order.',
      'Practice questions from the judge’s point of view and the other side’s',
      'We practise the kinds of questions the judge and the other side are likely to ask, including awkward ones.',
    ]) {
      expect([old, rehearsesAnswersOnOwnCase([old])]).toEqual([old, [expect.any(String)]]);
    }
  });
});
