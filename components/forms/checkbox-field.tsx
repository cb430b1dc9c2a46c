import { ChoiceField, type ChoiceFieldProps } from './choice-field';

/**
 * A question answered by ticking any of several boxes, GOV.UK style (see ChoiceField). The answer lists the ticked
 * choices in the order they are offered. An exclusive choice ("none of these") unticks the others, and ticking
 * another unticks it, as GOV.UK's checkboxes do.
 */
export function CheckboxField({ values, onChange, ...props }: ChoiceFieldProps & { values: readonly string[]; onChange: (values: string[]) => void }) {
  const exclusive = new Set(props.choices.filter((c) => c.exclusive).map((c) => c.value));
  const toggle = (value: string, checked: boolean) => {
    if (!checked) return onChange(values.filter((v) => v !== value));
    const kept = exclusive.has(value) ? [] : values.filter((v) => !exclusive.has(v));
    onChange(props.choices.map((c) => c.value).filter((v) => v === value || kept.includes(v)));
  };
  return <ChoiceField {...props} type="checkbox" isChecked={(choice) => values.includes(choice)} onToggle={toggle} />;
}
