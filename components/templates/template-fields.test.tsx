/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { templates } from '@/content/templates';
import type { TemplateField } from '@/content/templates';
import { TemplateFields, templateFieldId } from './template-fields';

/** Every field a generator or the premium request asks for, with its template. */
const fields = templates.flatMap((t) => t.formFields.filter((f) => f.type !== 'choice' && f.type !== 'date').map((f) => [t.slug, f.id, f] as const));

function control(field: TemplateField) {
  const { container } = render(<TemplateFields formId="form" fields={[field]} values={{}} errors={{}} onChange={() => {}} />);
  return { element: container.querySelector<HTMLElement>(`#${templateFieldId('form', field)}`)!, label: container.querySelector('label')!.textContent ?? '' };
}

/** Fields about someone other than the visitor: the other side, a witness, either party to a settlement. */
const OTHER_PARTY = /^(debtor|defendant|witness|paying_party|receiving_party|other_party)_/;

describe('template fields: the browser offers the visitor their own details, and only there (WCAG 1.3.5)', () => {
  it.each(fields)('%s: %s', (_template, _id, field) => {
    expect(control(field).element.getAttribute('autocomplete')).toBe(field.autocomplete ?? 'off');
  });

  it('no field about someone else is offered the visitor’s details', () => {
    const others = fields.filter(([, id]) => OTHER_PARTY.test(id));
    expect(others.length).toBeGreaterThanOrEqual(15);
    expect(others.filter(([, , f]) => f.autocomplete).map(([t, id]) => `${t} ${id}`)).toEqual([]);
  });

  it('the visitor’s own name, address, postcode, email and phone are offered in each letter that asks for them', () => {
    // The witness statement's claimant is named as on the claim form: not always the visitor.
    const own = fields.filter(([t, id]) => t !== 'witness-statement' && /^(claimant|creditor)_(name|address|postcode|email|phone)$/.test(id));
    expect(own.length).toBe(15);
    const token = { name: 'name', address: 'street-address', postcode: 'postal-code', email: 'email', phone: 'tel' } as Record<string, string>;
    expect(own.map(([t, id, f]) => `${t} ${id} ${f.autocomplete}`)).toEqual(own.map(([t, id]) => `${t} ${id} ${token[id.split('_').pop()!]}`));
  });

  it('an optional field says "(optional)" once', () => {
    const labels = fields.filter(([, , f]) => !f.required).map(([, , f]) => control(f).label);
    expect(labels.filter((label) => /\(optional\).*\(optional\)/.test(label))).toEqual([]);
  });
});
