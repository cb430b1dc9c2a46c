import * as React from 'react';
import { cn } from '@/lib/utils';

/** The props a field's control needs to be joined to its label, hint and error (GOV.UK pattern). */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

export function fieldErrorId(id: string) {
  return `${id}-error`;
}

/** The ids that describe a field's control: its hint and its error, when shown, then any others. */
export function fieldDescribedBy(id: string, { hint, error }: { hint?: React.ReactNode; error?: string }, others: readonly string[] = []): string {
  return [hint ? `${id}-hint` : undefined, error ? fieldErrorId(id) : undefined, ...others].filter(Boolean).join(' ');
}

/** A field's hint and inline error (with a hidden "Error:" prefix), under its label or legend. */
export function FieldHintAndError({ id, hint, error }: { id: string; hint?: React.ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm font-bold text-destructive">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** After a field's label or legend: the required mark (hidden from screen readers, which hear the control's own state) or "(optional)". */
export function FieldMarks({ required = false, optional = false }: { required?: boolean; optional?: boolean }) {
  return (
    <>
      {required ? (
        <span aria-hidden className="ml-1 text-destructive">
          *
        </span>
      ) : null}
      {optional ? (
        <>
          {' '}
          <span className="font-normal text-muted-foreground">(optional)</span>
        </>
      ) : null}
    </>
  );
}

/**
 * A labelled form field: label (with a required mark or "(optional)"), hint, inline error and the control.
 * The error sits between the hint and the control with a hidden "Error:" prefix, and the control gets
 * `aria-describedby` (hint, error, extra ids) and `aria-invalid`.
 */
export function FormField({
  id,
  label,
  required = false,
  optional = false,
  hint,
  error,
  describedBy = [],
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  /** Shows the required mark; the control itself carries `required` or `aria-required`. */
  required?: boolean;
  optional?: boolean;
  hint?: React.ReactNode;
  error?: string;
  /** Further ids that describe the control (e.g. a character count). */
  describedBy?: readonly string[];
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const describedByIds = fieldDescribedBy(id, { hint, error }, describedBy);
  return (
    <div
      data-slot="form-field"
      className={cn('grid grid-cols-1 content-start gap-1.5', error && 'border-l-4 border-destructive pl-3', className)}
    >
      <label htmlFor={id} className="text-base font-semibold leading-snug">
        {label}
        <FieldMarks required={required} optional={optional} />
      </label>
      <FieldHintAndError id={id} hint={hint} error={error} />
      {children({
        id,
        ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
    </div>
  );
}
