/** @jest-environment jsdom */
import * as React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { templates } from '@/content/templates';
import { TemplateFields } from '@/components/templates/template-fields';
import { DateField } from './date-field';

function Controlled({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = React.useState(initial);
  return (
    <>
      <DateField id="due" name="dueDate" legend="Date the payment was due" hint="For example 27 3 2026." error={error} required value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateField (issue 40: GOV.UK date input)', () => {
  it('is a group named by its legend, with Day, Month and Year boxes; the Day box carries the field id', () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: /Date the payment was due/ });
    expect(within(group).getByLabelText('Day')).toHaveProperty('id', 'due');
    expect(within(group).getByLabelText('Month')).toHaveProperty('name', 'dueDate-month');
    expect(within(group).getByLabelText('Year')).toHaveProperty('inputMode', 'numeric');
    expect(group.querySelector('input[type="date"]')).toBeNull();
    expect(group.getAttribute('aria-describedby')).toBe('due-hint');
  });

  it('makes the ISO date from the boxes, keeps what was typed (a leading zero stays), and shows a value set from outside', () => {
    render(<Controlled />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '01' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '3' } });
    expect(screen.getByTestId('value').textContent).toBe('-3-01');
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2025' } });
    expect(screen.getByTestId('value').textContent).toBe('2025-03-01');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('01');
  });

  it('shows a stored ISO date (a draft, a link, an answers file) in the boxes', () => {
    render(<Controlled initial="2021-03-01" />);
    expect(['Day', 'Month', 'Year'].map((box) => (screen.getByLabelText(box) as HTMLInputElement).value)).toEqual(['1', '3', '2021']);
  });

  it('marks only the boxes its error names, and describes the group with the error', () => {
    render(<Controlled initial="2025--1" error="Date the payment was due must include a month" />);
    expect(screen.getByLabelText('Month').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Day').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe('due-hint due-error');
  });
});

describe('every template date field is a GOV.UK date input, never a browser date picker', () => {
  it.each(templates.flatMap((t) => t.formFields.filter((f) => f.type === 'date').map((f) => [t.id, f.id, f] as const)))('%s: %s', (_template, _id, field) => {
    const { container } = render(<TemplateFields formId="form" fields={[field]} values={{}} errors={{}} onChange={() => {}} />);
    expect(container.querySelector('input[type="date"]')).toBeNull();
    const group = screen.getByRole('group', { name: new RegExp(field.label.replace(/[()]/g, '\\$&')) });
    for (const box of ['Day', 'Month', 'Year']) expect(within(group).getByLabelText(box)).toBeTruthy();
  });
});
