import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toPlainText } from '@/content/inline-markup';
import { build, demand, issued, settlement, steps, TEST_TODAY as today, witness } from '@/lib/templates/test-answers';
import { deadlinesFor } from '@/lib/tools/deadlines';
import { articles } from './blog';
import { faqGroups, faqPage } from './faq';
import { guideIntro, guideSteps } from './guide';
import { serviceScopeNote, servicePagePath, servicePages } from './services';
import { SETTLING_AN_ISSUED_CLAIM } from './shared-passages';
import { evidenceChecklistTemplate } from './templates/evidence-checklist';
import { settlementAgreementTemplate } from './templates/settlement-agreement';
import { statutoryDemandTemplate } from './templates/statutory-demand';
import { WITNESS_LANGUAGE_AND_READING, witnessStatementTemplate } from './templates/witness-statement';
import { DEADLINE_EVENTS, EVENT_DATE_HINTS, EVENT_DATE_LABELS, deadlineRuleGroups, deadlineRules } from './tools/deadline-calculator';

/**
 * Issue 24 point 9: smaller wording, stated as FACTS.md §10 and §11 state the law. Each check returns the
 * offending texts or sentences; every test runs it over all the site's words (and the template documents for each
 * answer) and over the wording the site used before, so it fails if that wording, or one like it, comes back.
 */

// ---- collecting the site's words (as content/law.test.ts does) ------------------------------------------------

function stringsIn(value: unknown, seen = new WeakSet<object>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return (Array.isArray(value) ? value : Object.values(value)).flatMap((v) => stringsIn(v, seen));
}

/** Every content module except tests and zod schemas, each with all the strings it exports. */
function contentModuleTexts(): string[] {
  return readdirSync(__dirname, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !/\.test\.ts$|^(schema|zod-parts)\.ts$/.test(e.name))
    .flatMap((e) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(join(e.parentPath, e.name)) as Record<string, unknown>;
      return stringsIn(mod);
    });
}

const pages: { path: string; texts: string[] }[] = [
  ...articles.map((a) => ({ path: `/blog/${a.slug}`, texts: stringsIn(a) })),
  { path: '/faq-support', texts: stringsIn([faqPage, faqGroups]) },
  { path: '/step-by-step-guide', texts: stringsIn([guideIntro, guideSteps]) },
  ...servicePages.map((p) => ({ path: servicePagePath(p), texts: stringsIn([p, serviceScopeNote]) })),
];
const pageText = (path: string) => {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page ${path}`);
  return page.texts.join('\n');
};

const interpreted = { ...witness, preparation: 'interpreter', prepared_by: 'Anna Nowak', witness_language: 'Polish' };
const individualDemand = { ...demand, debtor_kind: 'individual', debt_basis: 'payable-now' };

/** The documents and next steps as a visitor gets them, for each answer that changes the wording here. */
const documents: string[] = [
  ...[settlement, ...(['tomlin', 'consent-judgment', 'discontinue'] as const).map((claim_outcome) => ({ ...issued, claim_outcome }))].flatMap((values) => [
    build(settlementAgreementTemplate, values),
    steps(settlementAgreementTemplate, values),
  ]),
  ...[witness, interpreted].flatMap((values) => [build(witnessStatementTemplate, values), steps(witnessStatementTemplate, values)]),
  ...[demand, individualDemand].flatMap((values) => [build(statutoryDemandTemplate, values), steps(statutoryDemandTemplate, values)]),
];

/** All of the site's strings, the built template documents and the deadline calculator's results. */
const siteTexts = [
  ...new Set([
    ...contentModuleTexts(),
    ...pages.flatMap((p) => p.texts),
    ...documents,
    ...DEADLINE_EVENTS.flatMap((e) => stringsIn(deadlinesFor(e.value === 'document-delivered' ? { kind: e.value, date: today, beforeCutOff: true } : e.value === 'period' ? { kind: e.value, date: today, days: 14 } : { kind: e.value, date: today }))),
  ]),
];

const ROOT = join(__dirname, '..');
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** A text's sentences, markup removed. */
const sentencesOf = (text: string) =>
  toPlainText(text)
    .split(/(?<=[.!?])\s+(?=[A-Z“"(])|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

type Check = (texts: readonly string[]) => string[];

// ---- the checks -------------------------------------------------------------------------------------------------

/** 1. Deadlines from served particulars run from deemed service (CPR 6.26), never from posting or arrival. */
const particularsFromPostingOrArrival: Check = (texts) => [
  // A date asked for as "were served", without saying it is the day they were treated (deemed) as served.
  ...texts.filter((t) => /\bparticulars of claim were served\b/i.test(t)),
  ...texts
    .flatMap(sentencesOf)
    .filter((s) => /\b(deadlines?|days|time|clock)\b[^.]*\b(runs?|count(s|ed)?|starts?)\b[^.]*\bfrom\b[^.]*\b(arriv\w*|receiv\w*|posted|posting)\b/i.test(s))
    .filter((s) => !/\bnot\b/i.test(s)),
];

/** 2. A court document is served by email only with the other side's written agreement (PD 6A para 4.1). */
const EMAIL_AGREEMENT = /\bsaid in writing that (it|they) accepts? service by email\b[^.]*\baddress\b|\bemail service (was|is|has been) agreed in writing\b/i;
const emailServiceWithoutAgreement: Check = (texts) =>
  texts
    .filter((t) => !EMAIL_AGREEMENT.test(toPlainText(t)))
    .flatMap(sentencesOf)
    .filter((s) => /\b(e-?mailed|by e-?mail|or e-?mail|e-?mail (it|them))\b/i.test(s))
    .filter((s) => /\bserv(e|ed|es|ice)\b|\bbundle\b|\bcourt documents?\b|\bdocuments?\b[^.]*\bother side\b/i.test(s));

/** 3. Where judgment is entered by consent, the claim merges in the judgment: never only "not settled until paid". */
const settledOnlyWhenPaidDespiteJudgment: Check = (texts) =>
  texts
    .map(toPlainText)
    .filter((t) => /\bnot settled\b|\bsettled only when\b|\btakes effect only when\b/i.test(t))
    .filter((t) => /\benter judgment\b|\bjudgment (is )?entered\b|\bjudgment by consent\b/i.test(t))
    .filter((t) => !/\bmerges? in (the|that) judgment\b/i.test(t));

/** 4. A statement through an interpreter: own language, an English translation, and the translator certifies it. */
const translationWithoutTranslatorsCertificate: Check = (texts) =>
  texts
    .map(toPlainText)
    .filter((t) => /\bstatement\b/i.test(t) && /\btranslation\b/i.test(t))
    .filter((t) => !/\btranslator\b[^.]*\b(certif(y|ies|ied)|confirms?)\b[^.]*\btranslation is accurate\b/i.test(t));

/** 5. Harassment and unlawful eviction leave the small claims track only for residential premises, against a landlord. */
const harassmentWithoutResidentialPremises: Check = (texts) =>
  texts
    .flatMap(sentencesOf)
    .filter((s) => /\bharass|\bunlawful eviction\b/i.test(s))
    .filter((s) => !(/\bresidential premises\b/i.test(s) && /\blandlord\b/i.test(s) && /\bresidential occupier\b/i.test(s)));

/** 6. A petition on a statutory demand: "within 4 months of serving the demand", never "of the demand". */
const petitionWindowFromTheDemand: Check = (texts) => texts.flatMap(sentencesOf).filter((s) => /\bwithin (4|four) months of the (statutory )?demand\b/i.test(s));

/** 7. The parties tell the court that terms have been agreed (and what follows), not that the case "has settled". */
const caseHasSettled: Check = (texts) =>
  texts.flatMap(sentencesOf).filter((s) => /\b(case|claim|matter|dispute) has (been )?settled\b|\btell the court\b[^.]*\bsettled\b/i.test(s));

// ---- the tests --------------------------------------------------------------------------------------------------

describe('issue 24 point 9: smaller wording (FACTS.md §10 and §11)', () => {
  it('has content to check', () => {
    expect(siteTexts.length).toBeGreaterThan(1000);
    expect(documents).toHaveLength(16);
  });

  it('1. asks for the day the particulars were treated as served, not posted, and counts the reply from it', () => {
    expect(particularsFromPostingOrArrival(siteTexts)).toEqual([]);
    expect(
      particularsFromPostingOrArrival([
        'Date the particulars of claim were served',
        'The particulars of claim were served: when the reply is due',
        'Your deadlines run from the day the papers arrived.',
        'The 14 days count from the date the particulars were posted.',
      ]),
    ).toHaveLength(4);
    expect(DEADLINE_EVENTS.find((e) => e.value === 'particulars-served')?.label).toBe('The particulars of claim were treated as served (deemed served): when the reply is due');
    expect(EVENT_DATE_LABELS['particulars-served']).toBe('Date the particulars of claim were treated as served (not the date they were posted)');
    const hint = EVENT_DATE_HINTS['particulars-served']!;
    expect(hint).toMatch(/not the day they were posted or arrived: the posting date gives deadlines that are too early/);
    expect(hint).toContain('“A claim form was posted”');
    expect(hint).toContain('“Another court document was posted”');
    for (const label of ['A claim form was posted', 'Another court document was posted']) expect(DEADLINE_EVENTS.some((e) => e.label.startsWith(label))).toBe(true);
    expect(deadlineRules.particularsDeemedServed).toMatch(/treated as served \(deemed served, CPR 6\.26\), not the day they were posted/);
    expect(deadlinesFor({ kind: 'particulars-served', date: today }).notes).toContain(deadlineRules.particularsDeemedServed);
    expect(deadlineRuleGroups.find((g) => g.title === 'Replying to a claim')?.rules).toContain(deadlineRules.particularsDeemedServed);
    // The calculator shows the event's hint under the date field.
    expect(source('components/tools/deadline-calculator.tsx')).toMatch(/EVENT_DATE_HINTS\[values\.event[\s\S]*hint=\{dateHint\}/);
    expect(pageText('/services/ongoing-support')).toContain('Many deadlines run from the date the papers are treated as served (deemed served), not the date they were posted or arrived.');
    expect(pageText('/blog/top-10-mistakes-that-lose-small-claims-cases')).toContain('count each deadline from the day the document is treated as served (deemed served), not the day it was posted or arrived');
  });

  it('2. says a court document may be served by email only with the other side’s written agreement (PD 6A para 4.1)', () => {
    expect(emailServiceWithoutAgreement(siteTexts)).toEqual([]);
    expect(
      emailServiceWithoutAgreement([
        'A document handed over, left at the address or sent by email is treated as served that day if it was done before 4.30pm on a business day, and otherwise on the next business day (CPR 6.26).',
        'Another court document was emailed, handed over or left at the address',
        'Read the order carefully. Send a paginated bundle of documents to the court and the other side on time, and keep proof of postage or email.',
      ]),
    ).toHaveLength(3);
    const condition = 'A court document may be served by email only if the other side (or its solicitor) has said in writing that it accepts service by email and given the email address to use (Practice Direction 6A, paragraph 4.1).';
    expect(deadlineRules.deliveredDocument).toContain(condition);
    expect(EVENT_DATE_HINTS['document-delivered']).toBe(condition);
    expect(DEADLINE_EVENTS.find((e) => e.value === 'document-delivered')?.label).toBe(
      'Another court document was emailed (only if email service was agreed in writing), handed over or left at the address',
    );
    expect(pageText('/services/document-serving-help')).toContain(
      'a court document may be served by email only if the other side, or its solicitor, has said in writing that it accepts service by email and given the email address to use: Practice Direction 6A, paragraph 4.1',
    );
    expect(pageText('/blog/top-10-mistakes-that-lose-small-claims-cases')).toContain(
      'Email it to the other side only if they (or their solicitor) have said in writing that they accept service by email and given the email address to use.',
    );
  });

  it('3. says that once judgment is entered by consent the claim merges in it, instead of "not settled until paid"', () => {
    expect(settledOnlyWhenPaidDespiteJudgment(siteTexts)).toEqual([]);
    expect(
      settledOnlyWhenPaidDespiteJudgment([
        '2.2 The settlement takes effect only when the Receiving Party has received the Settlement Sum in full. Until then, the Dispute is not settled.\n\n3. The Claim: judgment by consent\n\n3.1 Within 7 days after both parties have signed this agreement, the parties will sign a consent order and send it to the court, quoting the claim number, asking the court to enter judgment in the Claim for the Receiving Party against the Paying Party for the Settlement Sum.',
      ]),
    ).toHaveLength(1);
    const consent = build(settlementAgreementTemplate, { ...issued, claim_outcome: 'consent-judgment' });
    expect(consent).toContain('2. Full and final settlement, by the judgment');
    expect(consent).toContain(
      "2.2 Once judgment is entered by consent under clause 3, the Claim merges in the judgment: the Dispute is then settled by the judgment, whether or not the Settlement Sum has been paid, and if it is not paid the Receiving Party's remedy is to enforce the judgment, not to continue the Claim or bring a new claim.",
    );
    expect(consent).not.toMatch(/Until then, the Dispute is not settled|takes effect only when/);
    expect(steps(settlementAgreementTemplate, { ...issued, claim_outcome: 'consent-judgment' })).toContain('Once it is entered, the claim merges in the judgment: the dispute is settled by the judgment');
    // The other routes keep "settled only when the money is received".
    for (const values of [settlement, { ...issued, claim_outcome: 'tomlin' }, { ...issued, claim_outcome: 'discontinue' }]) {
      const document = build(settlementAgreementTemplate, values);
      expect(document).toContain('2.2 The settlement takes effect only when the Receiving Party has received the Settlement Sum in full. Until then, the Dispute is not settled.');
      expect(document).not.toContain('2.2 Once judgment is entered');
    }
  });

  it('4. says a statement through an interpreter is in the witness’s language with a certified English translation, and when a certificate of reading is needed', () => {
    expect(translationWithoutTranslatorsCertificate(siteTexts)).toEqual([]);
    expect(
      translationWithoutTranslatorsCertificate([
        '3. How this statement was prepared: my own language is Polish. I gave my account in Polish through an interpreter, Anna Nowak, and the statement was written down from what I said. It was read back to me in Polish and corrected where needed before I signed it. It is in my own words. I sign this statement in Polish, and an English translation is provided with it.',
        "YOUR OWN LANGUAGE: a witness statement should be in the witness's own language. Sign the statement written in Polish, with this English version attached as its translation, and check that the translation says the same as your statement.",
      ]),
    ).toHaveLength(2);
    const document = build(witnessStatementTemplate, interpreted);
    expect(document).toContain('the statement was written down in Polish from what I said');
    expect(document).toContain('I sign this statement, and its statement of truth, in Polish. It is filed with an English translation, and the translator has signed this statement and certified that the translation is accurate.');
    expect(document).toContain('Date of the English translation: ');
    expect(document).toMatch(/YOUR OWN LANGUAGE: a witness statement must be written in the witness's own language[^\n]*filed at court, with an English translation[^\n]*The translator signs the original statement and certifies that the translation is accurate/);
    expect(steps(witnessStatementTemplate, interpreted)).toContain('the translator signs the original statement and certifies that the translation is accurate');
    // Whatever the preparation: a witness who cannot read the statement needs a certificate that it was read to them.
    for (const values of [witness, interpreted]) {
      expect(build(witnessStatementTemplate, values)).toMatch(/IF THE WITNESS CANNOT READ: a witness who cannot read the statement[^\n]*needs a certificate[^\n]*that the statement was read to them/);
    }
    expect(build(witnessStatementTemplate, witness)).not.toMatch(/translation/i);
    expect(WITNESS_LANGUAGE_AND_READING).toMatch(/written and signed in their own language and filed with an English translation, and the translator signs the original statement and certifies that the translation is accurate/);
    expect(WITNESS_LANGUAGE_AND_READING).toMatch(/cannot read their statement for another reason needs a certificate[^.]*that it was read to them\./);
    expect(pageText('/services/witness-statement-help')).toContain(WITNESS_LANGUAGE_AND_READING);
  });

  it('5. excludes harassment and unlawful eviction from the small claims track only for residential premises (occupier against landlord)', () => {
    expect(harassmentWithoutResidentialPremises(siteTexts)).toEqual([]);
    expect(
      harassmentWithoutResidentialPremises([
        '☐ Check that your claim suits the small claims track. The general limit is £10,000. Claims for harassment or unlawful eviction from a home never go to the small claims track.',
        'Claims for harassment or unlawful eviction by a residential occupier never go on this track.',
        'Harassment or unlawful eviction of a residential tenant',
      ]),
    ).toHaveLength(3);
    const sentence = 'A claim by a residential occupier against their landlord for harassment or unlawful eviction relating to residential premises never goes to the small claims track.';
    expect(evidenceChecklistTemplate.fullContent).toContain(sentence);
    expect(pageText('/step-by-step-guide')).toContain(sentence.replace('to the small claims track', 'on this track'));
    for (const slug of ['complete-guide-uk-small-claims-court-process-2024', 'understanding-cpr-part-27-small-claims-track-guide']) {
      expect(pageText(`/blog/${slug}`)).toMatch(/residential occupier[’']s claim against their landlord for harassment or unlawful eviction relating to residential premises/);
    }
  });

  it('6. gives a company’s winding-up petition window as "within 4 months of serving the demand"', () => {
    expect(petitionWindowFromTheDemand(siteTexts)).toEqual([]);
    expect(
      petitionWindowFromTheDemand([
        'IF THE DEMAND IS IGNORED: once 21 days from service have passed without payment or agreement, you may petition the court to wind up the company. A petition based on the demand should be presented within 4 months of the demand.',
        'If it does not, you may petition to wind it up, but only for a debt exceeding £750, and within 4 months of the demand.',
      ]),
    ).toHaveLength(2);
    expect(build(statutoryDemandTemplate, demand)).toContain('you may petition the court to wind up the company. A petition based on the demand should be presented within 4 months of serving the demand.');
    expect(steps(statutoryDemandTemplate, demand)).toContain('you may petition to wind it up, but only for a debt exceeding £750, and within 4 months of serving the demand.');
    // A company still cannot apply to set a demand aside: its remedy is an injunction (FACTS.md §10).
    expect(build(statutoryDemandTemplate, demand)).toContain('A company cannot apply to have a statutory demand set aside: its remedy is to ask the court for an injunction to stop a winding-up petition being presented.');
  });

  it('7. says the parties tell the court that terms have been agreed and what follows, not that the case has settled', () => {
    expect(caseHasSettled(siteTexts)).toEqual([]);
    expect(caseHasSettled(['If a claim has already been issued, tell the court in writing that the case has settled.'])).toHaveLength(1);
    const article = pageText('/blog/settlement-vs-court-when-to-negotiate-and-when-to-fight');
    expect(article).toContain(
      `If a claim has already been issued, tell the court in writing that terms have been agreed, and what follows: a consent judgment, a Tomlin order, or the claim being withdrawn (discontinued). ${SETTLING_AN_ISSUED_CLAIM}`,
    );
    const service = pageText('/services/settlement-negotiation');
    expect(service).toContain('make sure the court is told that terms have been agreed and what follows (a consent judgment, which is a County Court judgment, a Tomlin order, or the claim being withdrawn)');
    expect(service).toContain('the court is told that terms have been agreed and what follows: a consent judgment (which is a County Court judgment), a Tomlin order, or the claim being withdrawn.');
  });
});
