import * as React from 'react';
import { cn } from '@/lib/utils';
import { FieldHintAndError, fieldDescribedBy } from './form-field';

/**
 * A question answered by ticking any of several boxes, GOV.UK style: a fieldset whose legend is the question, its
 * hint and inline error, then one checkbox per choice. The first box carries the field's id, so an error summary's
 * link lands on it. `legendClassName` replaces the legend's text style when it holds the page's heading.
 */
export function CheckboxField({
  id,
  name,
  legend,
  legendClassName,
  hint,
  error,
  choices,
  values,
  onChange,
  className,
}: {
  id: string;
  name: string;
  legend: React.ReactNode;
  legendClassName?: string;
  hint?: React.ReactNode;
  error?: string;
  choices: readonly { value: string; label: string }[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  className?: string;
}) {
  const describedBy = fieldDescribedBy(id, { hint, error }) || undefined;
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? choices.map((c) => c.value).filter((v) => v === value || values.includes(v)) : values.filter((v) => v !== value));
  return (
    <fieldset
      data-slot="form-field"
      aria-describedby={describedBy}
      className={cn('grid min-w-0 gap-2', error && 'border-l-4 border-destructive pl-3', className)}
    >
      <legend className={legendClassName ?? 'mb-1 text-base font-semibold leading-snug'}>{legend}</legend>
      <FieldHintAndError id={id} hint={hint} error={error} />
      {choices.map((choice, index) => {
        const choiceId = index === 0 ? id : `${id}-${index}`;
        return (
          <div key={choice.value} className="flex items-start gap-3">
            <input
              type="checkbox"
              id={choiceId}
              name={name}
              value={choice.value}
              checked={values.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
              className="mt-0.5 size-6 shrink-0 accent-primary"
            />
            <label htmlFor={choiceId} className="cursor-pointer leading-snug">
              {choice.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
