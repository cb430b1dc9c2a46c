'use client';

import * as React from 'react';

export type ErrorSummaryItem = { fieldId: string; message: string };

/** Moves focus to a field and brings its label into view, as GOV.UK's error summary does. */
function focusField(fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`) ?? field;
  field.focus({ preventScroll: true });
  label.scrollIntoView({ block: 'start' });
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
      aria-labelledby="error-summary-title"
      className="rounded-lg border-4 border-destructive bg-background p-5 focus:outline-3 focus:outline-offset-2 focus:outline-focus"
    >
      <div role="alert">
        <h2 id="error-summary-title" className="text-xl font-bold">
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
