import * as React from 'react';
import { cn } from '@/lib/utils';
import { FieldHintAndError, FieldMarks, fieldDescribedBy } from './form-field';

export type ChoiceFieldProps = {
  id: string;
  name: string;
  legend: React.ReactNode;
  /** Replaces the legend's own text style, e.g. when the legend holds the page's heading (GOV.UK question pages). */
  legendClassName?: string;
  hint?: React.ReactNode;
  error?: string;
  required?: boolean;
  /** `exclusive`: a checkbox that stands for none of the others ("I know nothing…"), offered after an "or". */
  choices: readonly { value: string; label: string; exclusive?: boolean }[];
  /**
   * GOV.UK's conditional reveal: the follow-up fields a chosen answer opens, drawn straight under that answer (not
   * after the whole group), and named by its control's `aria-controls`.
   */
  conditional?: (value: string) => React.ReactNode;
  className?: string;
};

/**
 * A question answered by radio buttons or checkboxes, GOV.UK style: a fieldset whose legend is the question, its
 * hint and inline error, then one control per choice. The first control carries the field's id, so an error
 * summary's link lands on it. RadioField and CheckboxField are this with their own state.
 */
export function ChoiceField({
  type,
  id,
  name,
  legend,
  legendClassName,
  hint,
  error,
  required = false,
  choices,
  conditional,
  className,
  isChecked,
  onToggle,
}: ChoiceFieldProps & { type: 'radio' | 'checkbox'; isChecked: (value: string) => boolean; onToggle: (value: string, checked: boolean) => void }) {
  const describedBy = fieldDescribedBy(id, { hint, error }) || undefined;
  return (
    <fieldset
      data-slot="form-field"
      aria-describedby={describedBy}
      className={cn('grid min-w-0 gap-2', error && 'border-l-4 border-destructive pl-3', className)}
    >
      <legend className={legendClassName ?? 'mb-1 text-base font-semibold leading-snug'}>
        {legend}
        <FieldMarks required={required} />
      </legend>
      <FieldHintAndError id={id} hint={hint} error={error} />
      {choices.map((choice, index) => {
        const choiceId = index === 0 ? id : `${id}-${index}`;
        const checked = isChecked(choice.value);
        const revealed = checked && conditional ? conditional(choice.value) : null;
        const revealedId = `${choiceId}-conditional`;
        return (
          <React.Fragment key={choice.value}>
            {choice.exclusive ? <p className="w-10 text-center">or</p> : null}
            <div className="flex items-start gap-3">
              <input
                type={type}
                id={choiceId}
                name={name}
                value={choice.value}
                checked={checked}
                onChange={(event) => onToggle(choice.value, event.target.checked)}
                aria-controls={revealed ? revealedId : undefined}
                className="mt-0.5 size-6 shrink-0 accent-primary"
              />
              <label htmlFor={choiceId} className="cursor-pointer leading-snug">
                {choice.label}
              </label>
            </div>
            {revealed ? (
              <div id={revealedId} className="mb-2 ml-2.5 grid gap-4 border-l-4 border-border pl-6">
                {revealed}
              </div>
            ) : null}
          </React.Fragment>
        );
      })}
    </fieldset>
  );
}
