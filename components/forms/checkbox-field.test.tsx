/** @jest-environment jsdom */
import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { claimQuestions } from '@/content/claim-plan/questions';
import { CheckboxField } from './checkbox-field';

function Means() {
  const [values, setValues] = React.useState<string[]>([]);
  return (
    <>
      <CheckboxField id="means" name="means" legend={claimQuestions.means.legend} choices={claimQuestions.means.choices} values={values} onChange={setValues} />
      <output data-testid="values">{values.join(',')}</output>
    </>
  );
}

describe('CheckboxField with a "none of these" choice (GOV.UK exclusive checkbox)', () => {
  it('offers it after an "or", and ticking it unticks the others; ticking another unticks it', () => {
    const { container } = render(<Means />);
    expect(container.querySelector('p')?.textContent).toBe('or');
    fireEvent.click(screen.getByLabelText('They are employed (they have a job and wages)'));
    fireEvent.click(screen.getByLabelText('I know where they bank'));
    expect(screen.getByTestId('values').textContent).toBe('employed,bank-account');
    fireEvent.click(screen.getByLabelText('I know nothing about their money'));
    expect(screen.getByTestId('values').textContent).toBe('nothing-known');
    expect(screen.getByLabelText<HTMLInputElement>('They are employed (they have a job and wages)').checked).toBe(false);
    fireEvent.click(screen.getByLabelText('They own their home or other property'));
    expect(screen.getByTestId('values').textContent).toBe('home-owner');
    fireEvent.click(screen.getByLabelText('They own their home or other property'));
    expect(screen.getByTestId('values').textContent).toBe('');
  });
});
