import { faqGroupSchema, guideStepSchema, legalDocumentSchema, type LegalDocument } from './schema';
import { guideIntro, guideSteps } from './guide';
import { faqGroups, faqPage } from './faq';
import { EX50_URL, FAQ_FEE_QUOTE } from './fees';
import { privacyPolicy } from './legal/privacy-policy';
import { termsOfService } from './legal/terms-of-service';
import { cookiePolicy } from './legal/cookie-policy';

describe('step-by-step guide', () => {
  it('has exactly eight steps, numbered 1 to 8 in order', () => {
    expect(guideSteps).toHaveLength(8);
    expect(guideSteps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each(guideSteps.map((s) => [s.step, s] as const))('step %i validates and has 4-6 details', (_n, step) => {
    expect(() => guideStepSchema.parse(step)).not.toThrow();
    expect(step.details.length).toBeGreaterThanOrEqual(4);
    expect(step.details.length).toBeLessThanOrEqual(6);
  });

  it('has an intro for the page hero', () => {
    expect(guideIntro.trim().length).toBeGreaterThan(0);
  });
});

describe('FAQ', () => {
  it('has exactly the three groups in order', () => {
    expect(faqGroups.map((g) => g.title)).toEqual(['General Process', 'Documentation', 'Representation']);
    expect(faqGroups.map((g) => g.icon)).toEqual(['scale', 'file-text', 'users']);
  });

  it.each(faqGroups.map((g) => [g.title, g] as const))('%s validates and has exactly three FAQs', (_t, group) => {
    expect(() => faqGroupSchema.parse(group)).not.toThrow();
    expect(group.faqs).toHaveLength(3);
  });

  it('has unique questions', () => {
    const questions = faqGroups.flatMap((g) => g.faqs.map((f) => f.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('quotes spec 9\'s fee range with the note to check the current fee on EX50', () => {
    const answers = faqGroups.flatMap((g) => g.faqs.map((f) => f.answer));
    const cost = answers.find((a) => a.includes(`£${FAQ_FEE_QUOTE.highest.fee}`));
    expect(cost).toContain('from **£35** for claims up to £300, to **£770** for claims of £5,000 to £10,000');
    expect(cost).toContain('**Check the current fee**');
    expect(cost).toContain(`](${EX50_URL})`);
  });

  it('has page metadata', () => {
    expect(faqPage.title).toBe('FAQ & Support');
    expect(faqPage.description.length).toBeGreaterThanOrEqual(70);
    expect(faqPage.description.length).toBeLessThanOrEqual(160);
    expect(faqPage.intro.trim().length).toBeGreaterThan(0);
  });
});

describe('legal documents', () => {
  const documents = [
    ['privacy policy', privacyPolicy],
    ['terms of service', termsOfService],
    ['cookie policy', cookiePolicy],
  ] as const;

  it.each(documents)('%s validates against the schema', (_name, doc) => {
    expect(() => legalDocumentSchema.parse(doc)).not.toThrow();
  });

  it.each(documents)('%s has unique section ids', (_name, doc) => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cookie policy has the section the cookie table is rendered in, without its own table', () => {
    const doc: LegalDocument = cookiePolicy;
    const section = doc.sections.find((s) => s.id === 'cookies-we-use');
    expect(section).toBeDefined();
    expect(section?.blocks.some((b) => b.type === 'table')).toBe(false);
  });
});
