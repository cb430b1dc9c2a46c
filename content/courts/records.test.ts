import { allRoutes } from '@/lib/routes';
import { parseInline } from '@/content/inline-markup';
import { courts } from './courts';
import { courtForms } from './forms';
import { contactsFor, contactSlugs } from './hearing-centre-contacts';
import { hearingCentres } from './hearing-centres';
import { courtFormSchema, courtSchema } from './schema';

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('courts', () => {
  it.each(courts.map((c) => [c.id, c] as const))('%s validates against the court schema', (_id, court) => {
    expect(issuesOf(courtSchema.safeParse(court))).toEqual([]);
  });

  it('lists the spec’s six courts in spec order, with the spec’s regions', () => {
    expect(courts.map((c) => [c.city, c.region])).toEqual([
      ['London', 'London'],
      ['Birmingham', 'West Midlands'],
      ['Manchester', 'North West'],
      ['Leeds', 'Yorkshire'],
      ['Bristol', 'South West'],
      ['Newcastle upon Tyne', 'North East'],
    ]);
  });

  it('has unique ids', () => {
    const ids = courts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks Leeds as the one combined court', () => {
    expect(courts.filter((c) => c.type === 'Combined Court').map((c) => c.id)).toEqual(['leeds']);
  });

  it('sends Newcastle visitors to the Barras Bridge centre, not the Quayside', () => {
    const newcastle = courts.find((c) => c.region === 'North East');
    expect(newcastle?.postcode).toBe('NE1 8QF');
    expect(newcastle?.address).toMatch(/Barras Bridge/);
    expect(newcastle?.note).toMatch(/Quayside/);
  });
});

describe('court forms', () => {
  const byCode = new Map(courtForms.map((f) => [f.code, f]));

  it.each(courtForms.map((f) => [f.code, f] as const))('%s validates against the court form schema', (_code, form) => {
    expect(issuesOf(courtFormSchema.safeParse(form))).toEqual([]);
  });

  it('lists the spec’s eight forms in spec order, with the spec’s categories', () => {
    expect(courtForms.map((f) => [f.code, f.category])).toEqual([
      ['N1', 'Essential'],
      ['N9A', 'Defence'],
      ['N180', 'Case Management'],
      ['N244', 'Applications'],
      ['N245', 'Judgment'],
      ['EX50', 'Enforcement'],
      ['N322A', 'Enforcement'],
      ['N316', 'Enforcement'],
    ]);
  });

  it('has unique codes, so each library anchor (form-<code>) is unique', () => {
    expect(byCode.size).toBe(courtForms.length);
  });

  it('says what N245 really is, and where to ask for judgment instead', () => {
    const n245 = byCode.get('N245')!;
    expect(n245.title).toMatch(/suspension of a warrant/i);
    expect(n245.title).toMatch(/variation/i);
    expect(n245.title).not.toMatch(/application for judgment/i);
    expect(n245.watchFor).toMatch(/N225/);
    expect(n245.watchFor).toMatch(/N227/);
  });

  it('says EX50 is the fees list, and where to ask for a warrant of control instead', () => {
    const ex50 = byCode.get('EX50')!;
    expect(`${ex50.title} ${ex50.description}`).toMatch(/fees/i);
    expect(ex50.title).not.toMatch(/warrant/i);
    expect(ex50.watchFor).toMatch(/N323/);
    expect(ex50.watchFor).toMatch(/N293A/);
  });

  it('never quotes a fee figure: fees are checked on EX50', () => {
    const sentences = courtForms.flatMap((f) => [f.description, f.watchFor]).flatMap((t) => t.split(/(?<=\.)\s/));
    expect(sentences.filter((s) => /\bfees?\b/i.test(s) && /£\s?\d/.test(s))).toEqual([]);
  });

  it('links each form to a guidance page that exists', () => {
    const known = new Set(allRoutes().map((r) => r.path));
    const missing = courtForms.map((f) => f.guidance.href.split('#')[0]!).filter((path) => !known.has(path));
    expect(missing).toEqual([]);
  });

  it('uses only safe links inside its text', () => {
    const hrefs = courtForms
      .flatMap((f) => [f.description, f.watchFor])
      .flatMap((t) => parseInline(t))
      .flatMap((n) => (n.kind === 'link' ? [n.href] : []));
    expect(hrefs.every((h) => h.startsWith('https://www.gov.uk/'))).toBe(true);
  });
});

describe('the hearing centres’ contacts (issue 40)', () => {
  it('cover every hearing centre, and no other court', () => {
    expect(contactSlugs().sort()).toEqual(hearingCentres.filter((c) => c.kind === 'hearing-centre').map((c) => c.slug).sort());
  });

  // Issue 51, FACTS.md §14 "Court contact lines": written here from FACTS, apart from the importer's own rules, so
  // that a change to those rules (or a hand edit of the JSON) that lets one of these back fails.
  const allContacts = () => contactSlugs().map((slug) => [slug, contactsFor(slug)!] as const);
  const NOT_FOR_A_MONEY_CLAIM: readonly [string, RegExp][] = [
    ['family', /famil|fam@/i],
    ['Court of Protection', /courtofprotection|(^|[^a-z])cop[^a-z]|cop@/i],
    ['tribunal', /utiac|iac@|tribunal/i],
    ['Administrative Court', /administrativecourt/i],
    ['Crown Court', /crowncourt/i],
    ['Designated Civil Judge', /dcj/i],
    ['TCC', /tcc/i],
    ['mercantile', /mercantile/i],
    ['clinical negligence', /clinneg/i],
    ['divorce', /divorce/i],
    ['financial remedy', /frc|frapplications/i],
  ];

  it('issue 51: hold no family, Court of Protection, tribunal, Administrative Court, Crown Court, DCJ, TCC, mercantile, clinical negligence, divorce or financial remedy address', () => {
    const found = allContacts().flatMap(([slug, c]) =>
      c.emails.flatMap((email) => NOT_FOR_A_MONEY_CLAIM.filter(([, pattern]) => pattern.test(email.address)).map(([work]) => `${slug}: ${email.address} (${work})`)),
    );
    expect(found).toEqual([]);
  });

  it('issue 51: hold no 2020–21 Covid-19 notice, and no line labelled as for other work', () => {
    const notes = allContacts().flatMap(([slug, c]) =>
      c.openingTimes.filter((time) => /covid|coronavirus|pandemic|lockdown|social distancing|until further notice/i.test(`${time.what ?? ''} ${time.hours}`)).map((time) => `${slug}: ${time.hours}`),
    );
    expect(notes).toEqual([]);
    const labels = allContacts().flatMap(([slug, c]) =>
      [...c.phones, ...c.emails].filter((line) => /court of protection|\bfamily\b|magistrates|divorce|tribunal|witness|\bfines?\b|crown listing/i.test(line.name) && !/county|civil/i.test(line.name)).map((line) => `${slug}: ${line.name}`),
    );
    expect(labels).toEqual([]);
  });

  it('issue 54: give opening times in English, the page’s language (no Welsh run into the English)', () => {
    const welsh = allContacts().flatMap(([slug, c]) =>
      c.openingTimes.filter((time) => /\b(dydd|llun|gwener|llys|sirol|sifil|llawr|beili|bydd|cownter|ar gael)\b|\d(am|pm) i \d/i.test(time.hours)).map((time) => `${slug}: ${time.hours}`),
    );
    expect(welsh).toEqual([]);
    expect(contactsFor('cardiff-civil-and-family-justice-centre')!.openingTimes.map((time) => time.hours)).toContain(
      'A limited appointment-only counter service will be available to customers from Monday 17th August 2020',
    );
  });

  it('issue 54: label each line by what the data says it is for (Cardiff, once "Enquiries" for every address)', () => {
    expect(contactsFor('cardiff-civil-and-family-justice-centre')!.emails).toEqual([
      { name: 'Enquiries', address: 'enquiries.cardiff.countycourt@justice.gov.uk' },
      { name: 'Support through Court', address: 'cardiff@supportthroughcourt.org' },
      { name: 'Possession cases', address: 'possessions.cardiff.countycourt@justice.gov.uk' },
    ]);
    expect(contactsFor('bristol-civil-and-family-justice-centre')!.emails.map((email) => email.name)).not.toContain('Enquiries');
  });
});

describe('the hearing centres’ addresses (issue 54)', () => {
  it('name no part of an address twice (“Royal Courts of Justice”)', () => {
    const repeated = hearingCentres.flatMap((court) => {
      const parts = court.address.lines.flatMap((line) => line.split(/\s*,\s*/)).map((part) => part.toLowerCase());
      return parts.filter((part, index) => parts.indexOf(part) !== index).map((part) => `${court.slug}: ${part}`);
    });
    expect(repeated).toEqual([]);
  });
});
