import { TEMPLATE_PREFILL_FIELDS } from '@/content/templates/prefill';
import { templateBySlug } from '@/content/templates/documents';
import { parseTemplatePrefill, templatePrefillHref } from './prefill';

/** What a template's own field must be for a prefill of this kind. */
const expectedField = (kind: 'pounds' | 'date' | readonly string[]) =>
  kind === 'pounds' ? { type: 'number' } : kind === 'date' ? { type: 'date' } : { type: 'choice', choices: kind.map((value) => ({ value })) };

const parse = (query: string) => parseTemplatePrefill(new URLSearchParams(query));

describe('template prefill from the address', () => {
  it('reads the letter before action and the answers it accepts', () => {
    expect(parse('template=letter-before-action&amount_owed=1250.00&invoice_date=2026-03-03&sender_kind=business-to-business')).toEqual({
      slug: 'letter-before-action',
      values: { amount_owed: '1250.00', invoice_date: '2026-03-03', sender_kind: 'business-to-business' },
    });
  });

  it('drops unknown fields and values of the wrong kind, keeping the template', () => {
    expect(
      parse('template=letter-before-action&amount_owed=-5&invoice_date=2026-02-30&sender_kind=pirate&claimant_name=<b>x</b>&debt_details=hi'),
    ).toEqual({ slug: 'letter-before-action', values: {} });
    expect(parse('template=letter-before-action&amount_owed=1e9')?.values).toEqual({});
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
