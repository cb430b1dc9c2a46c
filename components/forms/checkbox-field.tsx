import { ChoiceField, type ChoiceFieldProps } from './choice-field';

/**
 * A question answered by ticking any of several boxes, GOV.UK style (see ChoiceField). The answer lists the ticked
 * choices in the order they are offered.
 */
export function CheckboxField({ values, onChange, ...props }: ChoiceFieldProps & { values: readonly string[]; onChange: (values: string[]) => void }) {
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? props.choices.map((c) => c.value).filter((v) => v === value || values.includes(v)) : values.filter((v) => v !== value));
  return <ChoiceField {...props} type="checkbox" isChecked={(choice) => values.includes(choice)} onToggle={toggle} />;
}
