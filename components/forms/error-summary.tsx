'use client';

import * as React from 'react';

export type ErrorSummaryItem = { fieldId: string; message: string };

/**
 * What to bring into view for a field, as GOV.UK's error summary does: the question (its group's legend) for a radio
 * or checkbox, or for a box whose legend would stay in the top half of the screen with it; else its label.
 */
function questionOrLabel(field: HTMLElement): Element {
  const legend = field.closest('fieldset')?.querySelector('legend');
  if (legend) {
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) return legend;
    const box = field.getBoundingClientRect();
    if (box.height && box.bottom - legend.getBoundingClientRect().top < window.innerHeight / 2) return legend;
  }
  return document.querySelector(`label[for="${CSS.escape(field.id)}"]`) ?? field;
}

/**
 * Moves focus to a field and brings its question or label into view. A date input's link goes to the first of its
 * boxes the error names ("must include a year": the Year box), as GOV.UK's does.
 */
function focusField(fieldId: string) {
  let field = document.getElementById(fieldId);
  if (!field) return;
  const named = field.closest('fieldset[data-date-input]')?.querySelector<HTMLElement>('input[aria-invalid="true"]');
  if (named) field = named;
  field.focus({ preventScroll: true });
  questionOrLabel(field).scrollIntoView({ block: 'start' });
}

/**
 * GOV.UK error summary: "There is a problem" and a link to each failing field, shown above the form and
 * focused after each failed submit (`focusKey` changes), with the message announced through `role="alert"`.
 */
export function ErrorSummary({
  errors,
  focusKey,
  title = 'There is a problem',
  description,
}: {
  errors: readonly ErrorSummaryItem[];
  focusKey: number;
  title?: string;
  /** A sentence between the title and the list, e.g. that the request was not sent. */
  description?: string;
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  // Its own id: a page can show two summaries (the court finder's and the directory's).
  const titleId = React.useId();
  const visible = errors.length > 0;

  React.useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);

  if (!visible) return null;

  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-slot="error-summary"
      aria-labelledby={titleId}
      className="rounded-lg border-4 border-destructive bg-background p-5 focus:outline-3 focus:outline-offset-2 focus:outline-focus"
    >
      <div role="alert">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {description ? <p className="mt-2">{description}</p> : null}
        <ul className="mt-3 space-y-1">
          {errors.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                className="font-semibold text-destructive underline underline-offset-4 hover:decoration-2"
                onClick={(event) => {
                  event.preventDefault();
                  focusField(fieldId);
                }}
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
