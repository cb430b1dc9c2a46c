import { letterBeforeActionTemplate } from '@/content/templates/letter-before-action';
import { templates } from '@/content/templates';
import { statutoryDemandTemplate } from '@/content/templates/statutory-demand';
import { validateTemplateFields } from './validation';

/** Issue 26: a guardrail answer that stops the document is the only thing the form says is wrong. */
describe('validateTemplateFields with a stopping answer', () => {
  const fields = statutoryDemandTemplate.formFields;
  const refusal = (id: string, value: string) => fields.find((f) => f.id === id)!.choices!.find((c) => c.value === value)!.refusal;

  it('reports only the refusal, not the fields that are no longer asked', () => {
    expect(validateTemplateFields(fields, { debt_disputed: 'yes' })).toEqual({ debt_disputed: refusal('debt_disputed', 'yes') });
    expect(validateTemplateFields(fields, { debt_disputed: 'not-sure', creditor_email: 'not an email' })).toEqual({
      debt_disputed: refusal('debt_disputed', 'not-sure'),
    });
  });

  it('reports a later stopping answer after the questions before it', () => {
    expect(validateTemplateFields(fields, { debt_disputed: 'no', debtor_kind: 'individual', debt_basis: 'future' })).toEqual({
      debt_basis: refusal('debt_basis', 'future'),
    });
  });

  it('asks every field again once the answer no longer stops the document', () => {
    const found = validateTemplateFields(fields, { debt_disputed: 'no', debtor_kind: 'company' });
    expect(found.debt_disputed).toBeUndefined();
    expect(found.creditor_name).toMatch(/is required$/);
  });
});

describe('date fields (issue 40: GOV.UK date input)', () => {
  const fields = [{ id: 'invoice_date', label: 'Date the payment was due', type: 'date', required: true }];
  it('asks for the boxes left empty, and a real date', () => {
    expect(validateTemplateFields(fields, { invoice_date: '' })).toEqual({ invoice_date: 'Date the payment was due is required' });
    expect(validateTemplateFields(fields, { invoice_date: '2025--1' })).toEqual({ invoice_date: 'Date the payment was due must include a month' });
    expect(validateTemplateFields(fields, { invoice_date: '2025-02-29' })).toEqual({ invoice_date: 'Date the payment was due must be a real date' });
    expect(validateTemplateFields(fields, { invoice_date: '2025-03-01' })).toEqual({});
  });

  it('names every template date by its short subject, never by a long label (FACTS.md §14)', () => {
    const letter = letterBeforeActionTemplate.formFields.filter((f) => f.id === 'invoice_date');
    expect(validateTemplateFields(letter, { invoice_date: '2025--1' })).toEqual({ invoice_date: 'The date the payment was due must include a month' });
    for (const template of templates) {
      for (const field of template.formFields.filter((f) => f.type === 'date')) {
        const message = validateTemplateFields([{ ...field, when: undefined }], { [field.id]: '2025--1' })[field.id]!;
        expect(message).toMatch(/^The date [a-z ]+ must include a month$/);
        expect(message).not.toMatch(/\(/);
      }
    }
  });
});
