import type * as React from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/error-summary';
import { Button } from '@/components/ui/button';
import { textLink } from '@/lib/utils';

/**
 * The frame of a question-page tool (Plan my claim, Help with Fees, Get paid): the back link (to the question before,
 * or from the result to the answers), the notice a link's prefill or a restored draft gives, then the stage itself.
 */
export function QuestionPagesFrame({
  id,
  back,
  notice,
  children,
}: {
  id: string;
  back: { label: string; onClick: () => void } | null;
  notice: string | null;
  children: React.ReactNode;
}) {
  return (
    <div id={id} className="grid max-w-3xl gap-6">
      {back ? (
        <button type="button" onClick={back.onClick} className={`${textLink} justify-self-start print:hidden`}>
          <span aria-hidden>‹ </span>
          {back.label}
        </button>
      ) : null}
      <p role="status" className="rounded-md border-l-4 border-primary bg-secondary px-4 py-3 empty:hidden print:hidden">
        {notice ?? ''}
      </p>
      {children}
    </div>
  );
}

/**
 * One question's form: "Question N of M", the error summary, the question, Continue. Without script (or before it
 * starts) it is a GET to the tool's own page under the fields' names, which the tool reads back (issue 52).
 */
export function QuestionForm({
  action,
  progressId,
  progress,
  errors,
  failedSubmits,
  onSubmit,
  continueLabel,
  children,
  after,
}: {
  action: string;
  progressId: string;
  progress: React.ReactNode;
  errors: readonly ErrorSummaryItem[];
  failedSubmits: number;
  onSubmit: (event: React.FormEvent) => void;
  continueLabel: string;
  children: React.ReactNode;
  after?: React.ReactNode;
}) {
  return (
    <form method="get" action={action} noValidate onSubmit={onSubmit} className="grid gap-6 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6" aria-describedby={progressId}>
      <p id={progressId} className="text-sm font-semibold text-muted-foreground">
        {progress}
      </p>
      <ErrorSummary errors={errors} focusKey={failedSubmits} />
      {children}
      <div>
        <Button type="submit" size="lg">
          {continueLabel}
        </Button>
      </div>
      {after}
    </form>
  );
}

/**
 * A question page's question as its heading, inside the legend (GOV.UK's question pages): focused (by `id`) when the
 * step opens. In one module with the frame above and the check-your-answers page below, so that the islands using them
 * (Plan my claim, the Help with Fees check, Get paid) share one chunk for them.
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
