import * as React from 'react';
import { DATE_BOX_SUFFIX, DATE_PARTS, dateParts, dateProblem, dateValue, type DatePart, type DateParts } from '@/lib/date-input';
import { cn } from '@/lib/utils';
import { FieldHintAndError, FieldMarks, fieldDescribedBy } from './form-field';
import { fieldLook } from '@/components/ui/input';

const BOXES: Readonly<Record<DatePart, { label: string; width: string }>> = {
  day: { label: 'Day', width: 'w-16' },
  month: { label: 'Month', width: 'w-16' },
  year: { label: 'Year', width: 'w-24' },
};

/** A date box's id: the day box carries the field's own id, so an error summary's link lands on the first box. */
export const dateBoxId = (id: string, part: DatePart) => (part === 'day' ? id : `${id}-${part}`);
/** A date box's name: `<name>-day`, and so on (islands/client/early-input.ts reads the three back as one value). */
export const dateBoxName = (name: string, part: DatePart) => `${name}${DATE_BOX_SUFFIX[part]}`;

/**
 * Issue 40: GOV.UK's date input: a fieldset whose legend is the question, its hint and inline error, then three
 * labelled boxes, Day, Month and Year (numbers, or the month's name, "March" or "Mar", as GOV.UK advises; no browser
 * date picker, so no locale reorders the date). The value stays one string (lib/date-input.ts): the ISO date once the
 * boxes make a real date, else what was typed. The boxes keep what the visitor typed ("01" stays "01", "Mar" stays
 * "Mar"); a value set from outside (a draft, a link, a reset) shows afresh. With an error, the boxes it names are
 * marked (all of them for a date that is real but not allowed).
 */
export function DateField({
  id,
  name,
  legend,
  hint,
  error,
  required = false,
  optional = false,
  value,
  onChange,
  className,
}: {
  id: string;
  name: string;
  legend: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const [typed, setTyped] = React.useState<DateParts>(() => dateParts(value));
  // What the visitor typed, while it still makes the field's value; else the value as set from outside.
  const shown = dateValue(typed) === value ? typed : dateParts(value);
  const marked = new Set<DatePart>(error ? (dateProblem(value, '', '')?.parts ?? DATE_PARTS) : []);
  const describedBy = fieldDescribedBy(id, { hint, error }) || undefined;
  const change = (part: DatePart, text: string) => {
    const next = { ...shown, [part]: text };
    setTyped(next);
    onChange(dateValue(next));
  };
  return (
    <fieldset
      data-date-input=""
      data-slot="form-field"
      aria-describedby={describedBy}
      className={cn('grid min-w-0 grid-cols-1 gap-1.5', error && 'border-l-4 border-destructive pl-3', className)}
    >
      <legend className="mb-1 text-base font-semibold leading-snug">
        {legend}
        <FieldMarks required={required} optional={optional} />
      </legend>
      <FieldHintAndError id={id} hint={hint} error={error} />
      <div className="flex flex-wrap gap-4">
        {DATE_PARTS.map((part) => {
          const boxId = dateBoxId(id, part);
          return (
            <div key={part} className="grid gap-1">
              <label htmlFor={boxId} className="text-base">
                {BOXES[part].label}
              </label>
              <input
                id={boxId}
                name={dateBoxName(name, part)}
                type="text"
                inputMode="numeric"
                spellCheck={false}
                autoComplete="off"
                aria-required={required || undefined}
                aria-invalid={marked.has(part) || undefined}
                value={shown[part]}
                onChange={(event) => change(part, event.target.value)}
                className={cn(fieldLook, 'min-h-11', BOXES[part].width)}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
