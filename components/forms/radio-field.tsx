import { ChoiceField, type ChoiceFieldProps } from './choice-field';

/**
 * A question answered by radio buttons, GOV.UK style: a fieldset whose legend is the question, its hint and
 * inline error, then one radio per choice. The first radio carries the field's id, so an error summary's link
 * lands on it.
 */
export function RadioField({ value, onChange, ...props }: ChoiceFieldProps & { value: string; onChange: (value: string) => void }) {
  return <ChoiceField {...props} type="radio" isChecked={(choice) => value === choice} onToggle={(choice) => onChange(choice)} />;
}
