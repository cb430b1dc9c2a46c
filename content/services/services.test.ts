import { DQ_FIXED_FEES } from '../terms';
import { findServicePage, servicePagePath, servicePages, servicePagesIn, type ServicePage } from '.';
import { servicePageSchema } from './schema';

/** Spec 2's route table: the core and further service pages, in order. */
const SPEC_SERVICE_SLUGS = [
  'case-assessment-strategy',
  'legal-documentation',
  'court-preparation',
  'settlement-negotiation',
  'evidence-collection',
  'ongoing-support',
  'letter-before-action',
  'witness-statement-help',
  'initial-assessment-help',
  'evidence-gathering-support',
  'form-completion-assistance',
  'claim-filing-service',
  'document-serving-help',
  'court-preparation-coaching',
  'judgment-enforcement',
];

function page(slug: string): ServicePage {
  const found = servicePages.find((p) => p.slug === slug);
  if (!found) throw new Error(`No record for ${slug}`);
  return found;
}

function sectionsOf<T extends ServicePage['sections'][number]['type']>(p: ServicePage, type: T) {
  return p.sections.filter((s): s is Extract<ServicePage['sections'][number], { type: T }> => s.type === type);
}

function allActions(p: ServicePage) {
  return [...p.hero.actions, ...p.cta.actions, ...sectionsOf(p, 'packages').flatMap((s) => s.items.map((i) => i.action))];
}

describe('service records', () => {
  it.each(servicePages.map((p) => [servicePagePath(p), p] as const))('%s validates against the schema', (_path, p) => {
    expect(servicePageSchema.safeParse(p).success).toBe(true);
  });

  it('has exactly the fifteen service pages of spec 2, the three representation pages and DQ help', () => {
    expect(servicePagesIn('services').map((p) => p.slug).sort()).toEqual([...SPEC_SERVICE_SLUGS].sort());
    expect(servicePagesIn('representation').map(servicePagePath)).toEqual([
      '/representation/get-representation',
      '/representation/sme-business-defence',
      '/representation/consumer-claims',
    ]);
    expect(servicePagesIn('resources').map(servicePagePath)).toEqual(['/directions-questionnaire-help']);
  });

  it('has unique names', () => {
    const names = servicePages.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives the six core services a home card, in spec order, and nothing else', () => {
    expect(servicePages.filter((p) => p.card).map((p) => p.slug)).toEqual(SPEC_SERVICE_SLUGS.slice(0, 6));
  });

  it('puts the six core services and witness statement help in the Our Services menu', () => {
    expect(servicePages.filter((p) => p.inServicesMenu).map((p) => p.slug)).toEqual([
      ...SPEC_SERVICE_SLUGS.slice(0, 6),
      'witness-statement-help',
    ]);
  });

  it.each([
    ['case-assessment-strategy', 6],
    ['court-preparation', 4],
    ['settlement-negotiation', 7],
    ['evidence-collection', 5],
    ['witness-statement-help', 6],
    ['directions-questionnaire-help', 6],
  ] as const)('%s has the %i FAQs spec 2 gives it', (slug, count) => {
    expect(page(slug).faqs).toHaveLength(count);
  });

  it('gives every page FAQs and a closing call to action that offers the phone or the contact form', () => {
    for (const p of servicePages) {
      expect(p.faqs?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(allActions(p).some((a) => a.kind === 'phone' || a.kind.startsWith('contact'))).toBe(true);
    }
  });

  it.each([
    ['evidence-gathering-support', ['Evidence Review', 'Full Evidence Support', 'Premium Support'], { 'Full Evidence Support': 'Most Popular' }],
    ['claim-filing-service', ['Standard Filing Support', 'Express Filing Support'], { 'Express Filing Support': 'Most Popular' }],
    ['document-serving-help', ['Postal Service', 'Process Server', 'Court Bailiff'], { 'Process Server': 'Recommended' }],
    ['court-preparation-coaching', ['Essential Prep', 'Complete Coaching', 'Premium Support'], { 'Complete Coaching': 'Most Popular' }],
    ['judgment-enforcement', ['Enforcement Assessment', 'Full Enforcement Service'], { 'Full Enforcement Service': 'Most Effective' }],
  ] as const)('%s has the packages and badges spec 2 names', (slug, names, badges) => {
    const items = sectionsOf(page(slug), 'packages').flatMap((s) => s.items);
    expect(items.map((i) => i.name)).toEqual(names);
    expect(Object.fromEntries(items.filter((i) => i.badge).map((i) => [i.name, i.badge]))).toEqual(badges);
  });

  it('shows a price only where spec 9 gives one', () => {
    const priced = servicePages.flatMap((p) => sectionsOf(p, 'packages').flatMap((s) => s.items.filter((i) => i.price)));
    expect(priced).toEqual([]);
  });

  it('Case Assessment & Strategy: four-step method; Get Your Case Assessed and Book Assessment go home to contact', () => {
    const p = page('case-assessment-strategy');
    expect(sectionsOf(p, 'steps')[0]?.items).toHaveLength(4);
    expect(sectionsOf(p, 'list').some((s) => s.heading === 'What you get')).toBe(true);
    const contactHome = allActions(p).filter((a) => a.kind === 'contact-home').map((a) => a.label);
    expect(contactHome).toEqual(expect.arrayContaining(['Get Your Case Assessed', 'Book Assessment']));
    expect(allActions(p).some((a) => a.kind === 'phone')).toBe(true);
  });

  it('Court Preparation: four features, and quote buttons that scroll to its own contact section', () => {
    const p = page('court-preparation');
    expect(sectionsOf(p, 'features')[0]?.items).toHaveLength(4);
    expect(sectionsOf(p, 'contact')).toHaveLength(1);
    expect(allActions(p).filter((a) => a.kind === 'contact-here').length).toBeGreaterThanOrEqual(1);
  });

  it('Settlement Support: four services, a four-step process, scope and unresolved-disputes sections', () => {
    const p = page('settlement-negotiation');
    expect(p.name).toBe('Settlement Support');
    expect(sectionsOf(p, 'steps').map((s) => s.items.length)).toContain(4);
    expect(sectionsOf(p, 'features').map((s) => s.items.length)).toContain(4);
    const text = JSON.stringify(p);
    expect(text).toMatch(/free/i);
    expect(text).toMatch(/confidential/i);
    expect(text).toMatch(/one-hour telephone/i);
  });

  it('Letter Before Action: four steps, three example cases with every field, and a quote card', () => {
    const p = page('letter-before-action');
    expect(sectionsOf(p, 'steps')[0]?.items).toHaveLength(4);
    expect(sectionsOf(p, 'examples')[0]?.items).toHaveLength(3);
    expect(sectionsOf(p, 'quote')).toHaveLength(1);
  });

  it('Witness Statement Help: exact title, five-item What We Help With, four steps, both closing buttons to contact', () => {
    const p = page('witness-statement-help');
    expect(p.title).toBe('Witness Statement Help | Professional UK Small Claims Court Support');
    expect(sectionsOf(p, 'list').find((s) => s.heading === 'What We Help With')?.items).toHaveLength(5);
    expect(sectionsOf(p, 'steps')[0]?.items).toHaveLength(4);
    expect(p.hero.actions[0]).toEqual({ kind: 'contact-here', label: 'Get Statement Help' });
    expect(p.cta.actions).toEqual([
      { kind: 'contact-here', label: 'Get Statement Help' },
      { kind: 'contact-here', label: 'Contact Us' },
    ]);
    const text = JSON.stringify(p);
    expect(text).toMatch(/statement of truth/i);
    expect(text).toMatch(/your own/i);
  });

  it('Judgment Enforcement: every method spec 2 lists, each with its official form', () => {
    const methods = sectionsOf(page('judgment-enforcement'), 'features').flatMap((s) => s.items);
    const text = methods.map((m) => `${m.title} ${m.tag ?? ''}`).join(' | ').toLowerCase();
    for (const method of ['warrant of control', 'attachment of earnings', 'third party debt order', 'charging order', 'bankruptcy', 'winding-up', 'high court', 'payment plan']) {
      expect(text).toContain(method);
    }
    for (const form of ['N323', 'N337', 'N349', 'N379', 'N316', 'N293A']) expect(text).toContain(form.toLowerCase());
  });

  it('Directions Questionnaire help: four steps ending with the user, and the fixed-fee table of spec 9', () => {
    const p = page('directions-questionnaire-help');
    const steps = sectionsOf(p, 'steps')[0]!.items;
    expect(steps).toHaveLength(4);
    expect(steps[3]!.description).toMatch(/sign/i);
    const table = sectionsOf(p, 'prose').flatMap((s) => s.blocks).find((b) => b.type === 'table');
    expect(table && table.type === 'table' ? table.rows : []).toEqual(DQ_FIXED_FEES.map((f) => [f.claimValue, `£${f.fee}`]));
  });

  it('Get Representation: the barrister-access button opens the Bar Standards Board guide', () => {
    const external = allActions(page('get-representation')).filter((a) => a.kind === 'external');
    expect(external).toHaveLength(1);
    expect(external[0]).toMatchObject({ href: expect.stringMatching(/^https:\/\/www\.barstandardsboard\.org\.uk\//) });
  });

  it('SME Business Defence: a three-step introduction and the free one-hour telephone mediation', () => {
    const p = page('sme-business-defence');
    expect(sectionsOf(p, 'steps')[0]?.items).toHaveLength(3);
    expect(JSON.stringify(p)).toMatch(/one-hour telephone/i);
  });

  it('findServicePage finds by family and slug only', () => {
    expect(findServicePage('services', 'letter-before-action')?.name).toBe('Letter Before Action');
    expect(findServicePage('representation', 'letter-before-action')).toBeUndefined();
    expect(findServicePage('services', 'no-such-page')).toBeUndefined();
  });
});
