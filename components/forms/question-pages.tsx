import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { textLink } from '@/lib/utils';

/**
 * A question page's question as its heading, inside the legend (GOV.UK's question pages): focused (by `id`) when the
 * step opens. In one module with the check-your-answers page below, so that the two islands using both (Plan my claim
 * and the Help with Fees check) share one chunk for them.
 */
export function QuestionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} tabIndex={-1} className="text-2xl font-extrabold leading-tight outline-none sm:text-3xl">
      {children}
    </h2>
  );
}

export type AnswerRow<Step extends string> = { step: Step; label: string; value: string };

/**
 * GOV.UK's "Check your answers" page: each answer beside its question, with a "Change" button that opens the
 * question (named for screen readers by the question), then the button that goes on. The heading (`headingId`) is
 * focused when the page opens. Used by Plan my claim and the Help with Fees check.
 */
export function CheckYourAnswers<Step extends string>({
  headingId,
  title,
  lead,
  rows,
  changeLabel,
  onChange,
  action,
}: {
  headingId: string;
  title: string;
  lead: React.ReactNode;
  rows: readonly AnswerRow<Step>[];
  changeLabel: string;
  onChange: (step: Step) => void;
  action: { label: string; onClick: () => void };
}) {
  return (
    <section aria-labelledby={headingId} className="grid gap-6 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6">
      <h2 id={headingId} tabIndex={-1} className="text-2xl font-extrabold outline-none sm:text-3xl">
        {title}
      </h2>
      <p>{lead}</p>
      <dl className="grid gap-0">
        {rows.map((row, i) => (
          // A step may give more than one row (Plan my claim's parties): keyed by place as well.
          <div key={`${row.step}-${i}`} className="grid gap-1 border-b border-border py-3 sm:grid-cols-[14rem_minmax(0,1fr)_auto] sm:gap-4">
            <dt className="font-semibold">{row.label}</dt>
            <dd className="break-words whitespace-pre-wrap">{row.value}</dd>
            <dd>
              <button type="button" className={textLink} onClick={() => onChange(row.step)}>
                {changeLabel}
                <span className="sr-only"> {row.label.toLowerCase()}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <Button type="button" size="lg" onClick={action.onClick}>
          {action.label}
        </Button>
      </div>
    </section>
  );
}
