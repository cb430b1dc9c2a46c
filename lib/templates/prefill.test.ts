import { TEMPLATE_PREFILL_FIELDS, type PrefillKind } from '@/content/templates/prefill';
import { templateBySlug } from '@/content/templates/documents';
import { acceptable, parseTemplatePrefill, templatePrefillHref } from './prefill';
import { isUkPostcode } from './validation';

/** What a template's own field must be for a prefill of this kind. */
const expectedField = (kind: PrefillKind) =>
  kind === 'pounds' || kind === 'percent'
    ? { type: 'number' }
    : kind === 'date'
      ? { type: 'date' }
      : kind === 'text' || kind === 'postcode'
        ? { type: 'text' }
        : { type: 'choice', choices: kind.map((value) => ({ value })) };

const parse = (query: string) => parseTemplatePrefill(new URLSearchParams(query));

describe('template prefill from the address', () => {
  it('reads the letter before action and the answers it accepts', () => {
    expect(parse('template=letter-before-action&amount_owed=1250.00&invoice_date=2026-03-03&sender_kind=business-to-business')).toEqual({
      slug: 'letter-before-action',
      values: { amount_owed: '1250.00', invoice_date: '2026-03-03', sender_kind: 'business-to-business' },
    });
  });

  it('reads the interest chosen between businesses and its reference rate (issue 37)', () => {
    expect(parse('template=letter-before-action&interest_kind=late-payment&reference_rate=3.75')?.values).toEqual({ interest_kind: 'late-payment', reference_rate: '3.75' });
    expect(parse('template=letter-before-action&interest_kind=both&reference_rate=26')?.values).toEqual({});
    expect(parse('template=letter-before-action&reference_rate=-1')?.values).toEqual({});
  });

  it('drops unknown fields and values of the wrong kind, keeping the template', () => {
    expect(
      parse('template=letter-before-action&amount_owed=-5&invoice_date=2026-02-30&sender_kind=pirate&claimant_name=%0A&claimant_address=1 High St&debt_details=hi'),
    ).toEqual({ slug: 'letter-before-action', values: {} });
    expect(parse('template=letter-before-action&amount_owed=1e9')?.values).toEqual({});
  });

  it('reads the names and postcodes, trimmed', () => {
    const query = new URLSearchParams({
      template: 'letter-before-action',
      claimant_name: '  Jane Smith trading as Smith Decorating ',
      debtor_name: 'Brown & Sons <Builders> Ltd',
      claimant_postcode: 'm1 1aa',
      debtor_postcode: ' LS1 3BG ',
    });
    expect(parseTemplatePrefill(query)?.values).toEqual({
      claimant_name: 'Jane Smith trading as Smith Decorating',
      debtor_name: 'Brown & Sons <Builders> Ltd',
      claimant_postcode: 'm1 1aa',
      debtor_postcode: 'LS1 3BG',
    });
  });

  it('refuses names with control or hidden formatting characters, blank or over 200 characters', () => {
    for (const bad of ['Jane\nSmith', 'Jane\u0000', 'Jane\u007f', 'Jane\u0085', 'Jane\u202eSmith', 'Jane\u2066x\u2069', 'a\u2028b', '   ', 'x'.repeat(201)]) {
      expect(acceptable('text', bad.trim())).toBe(false);
      expect(parseTemplatePrefill(new URLSearchParams({ template: 'letter-before-action', debtor_name: bad }))?.values).toEqual({});
    }
    expect(acceptable('text', 'x'.repeat(200))).toBe(true);
    expect(acceptable('text', '😀'.repeat(200))).toBe(true);
    expect(acceptable('text', 'Zoë O’Brien-Łukasz')).toBe(true);
  });

  it('takes only the shape of a UK postcode, which the generator then checks in full', () => {
    for (const good of ['M1 1AA', 'm11aa', 'SW1A 1AA', 'EC1A1BB', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A  0AX']) {
      expect(acceptable('postcode', good)).toBe(true);
      expect(isUkPostcode(good)).toBe(true);
    }
    for (const bad of ['', 'M1', '11 1AA', 'M1 1A', 'M1 1AAA', 'M1\t1AA', 'SW1A-1AA', '<b>M1</b>', 'M1 1AA; drop']) expect(acceptable('postcode', bad)).toBe(false);
  });

  it('builds an address only from valid values of each kind', () => {
    const href = templatePrefillHref('letter-before-action', { claimant_name: ' Jane ', debtor_name: 'Bad\u0007', claimant_postcode: 'M1 1AA', debtor_postcode: 'nowhere', amount_owed: '1e9' });
    expect(href).toBe('/legal-templates?template=letter-before-action&claimant_name=Jane&claimant_postcode=M1+1AA');
  });

  it('ignores a template that takes no answers, or none named', () => {
    expect(parse('template=witness-statement&amount_owed=5')).toBeNull();
    expect(parse('template=__proto__')).toBeNull();
    expect(parse('amount_owed=5')).toBeNull();
  });

  it('builds the address the calculator links to, and reads it back', () => {
    const href = templatePrefillHref('letter-before-action', { amount_owed: '1250.00', invoice_date: '2026-03-03', sender_kind: undefined, other: 'x' });
    expect(href).toBe('/legal-templates?template=letter-before-action&amount_owed=1250.00&invoice_date=2026-03-03');
    expect(parse(href.split('?')[1]!)?.values).toEqual({ amount_owed: '1250.00', invoice_date: '2026-03-03' });
  });

  it('accepts only fields the template really has, of the same kind', () => {
    for (const [slug, fields] of Object.entries(TEMPLATE_PREFILL_FIELDS)) {
      const template = templateBySlug(slug)!;
      for (const [id, kind] of Object.entries(fields)) {
        const field = template.formFields.find((f) => f.id === id)!;
        expect(field).toMatchObject(expectedField(kind));
      }
    }
  });
});
