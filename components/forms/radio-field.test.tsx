/** @jest-environment jsdom */
import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { RadioField } from './radio-field';

const letterDate = (chosen: string) =>
  chosen === 'yes' ? (
    <label>
      Date of the letter
      <input />
    </label>
  ) : null;

function Letter() {
  const [value, setValue] = React.useState('');
  return (
    <RadioField
      id="letter"
      name="letter"
      legend="Have you sent a letter before action?"
      choices={[
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No, not yet' },
      ]}
      conditional={letterDate}
      value={value}
      onChange={setValue}
    />
  );
}

describe('RadioField with a conditional reveal (GOV.UK)', () => {
  it('draws the follow-up straight under the chosen answer, named by its aria-controls, and only while chosen', () => {
    const { container } = render(<Letter />);
    const yes = screen.getByLabelText('Yes');
    expect(screen.queryByLabelText('Date of the letter')).toBeNull();
    expect(yes.hasAttribute('aria-controls')).toBe(false);

    fireEvent.click(yes);
    const revealed = document.getElementById(yes.getAttribute('aria-controls')!)!;
    expect(revealed.contains(screen.getByLabelText('Date of the letter'))).toBe(true);
    // In the group's order: Yes, what it opens, then No.
    const order = [...container.querySelectorAll('input[type="radio"], [id$="-conditional"]')].map((el) => el.id);
    expect(order).toEqual(['letter', 'letter-conditional', 'letter-1']);

    fireEvent.click(screen.getByLabelText('No, not yet'));
    expect(screen.queryByLabelText('Date of the letter')).toBeNull();
    expect(yes.hasAttribute('aria-controls')).toBe(false);
  });
});
