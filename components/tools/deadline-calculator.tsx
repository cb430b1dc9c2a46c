'use client';

import * as React from 'react';
import { draftFields, useSessionDraft } from '@/hooks/use-session-draft';
import { DEADLINE_CALCULATOR_DRAFT_KEY } from '@/content/storage-keys';
import { useErrorTitle } from '@/hooks/use-error-title';
import { format } from 'date-fns';
import { CalendarPlus } from 'lucide-react';
import { DEADLINE_EVENTS, EVENT_DATE_HINTS, EVENT_DATE_LABELS, deadlineCalculatorPage, deadlineFields as fields, deadlineMessages as messages } from '@/content/tools/deadline-calculator';
import { siteConfig } from '@/content/site';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/error-summary';
import { DateField } from '@/components/forms/date-field';
import { FormField } from '@/components/forms/form-field';
import { NativeSelect } from '@/components/forms/native-select';
import { RadioField } from '@/components/forms/radio-field';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { deadlinesFor, type Deadline, type DeadlineResult } from '@/lib/tools/deadlines';
import { DATE_SUBJECT, asksDays, asksTime, checkDeadlineForm, type DeadlineFormErrors, type DeadlineFormField, type DeadlineFormValues } from '@/lib/tools/deadline-form';
import { calendarFile } from '@/lib/tools/ics';
import { BankHolidayDataError } from '@/lib/working-days';
import { isStale } from '@/lib/tools/stale-result';
import { revealResult } from '@/lib/focus-target';
import { shellMark } from '@/lib/page-markers';
import { answersFromQuery } from '@/lib/form-query';
import { useFormState } from '@/hooks/use-form-state';
import { cn } from '@/lib/utils';
import { saveFile } from '@/lib/download';

const FORM_ID = 'deadline-calculator';
const PAGE_PATH = deadlineCalculatorPage.path;
const fieldId = (field: DeadlineFormField) => `${FORM_ID}-${field}`;
const ORDER: readonly DeadlineFormField[] = ['event', 'date', 'time', 'days'];
const EMPTY: DeadlineFormValues = { event: '', date: '', time: '', days: '' };
const parseDraft = draftFields(ORDER);
const longDay = (date: Date) => format(date, 'EEEE d MMMM yyyy');
const calendarHost = new URL(siteConfig.url).hostname;

/** Saves a deadline as a one-event calendar file. */
function downloadCalendarFile(deadline: Deadline) {
  const date = format(deadline.date, 'yyyy-MM-dd');
  const file = calendarFile({
    uid: `${date}-${deadline.id}@${calendarHost}`,
    stamp: new Date(),
    date: deadline.date,
    summary: deadline.title,
    description: [...deadline.rules, `Worked out by ${siteConfig.name}: ${siteConfig.url}/tools/deadline-calculator. General information, not legal advice.`].join('\n'),
  });
  saveFile(new Blob([file], { type: 'text/calendar;charset=utf-8' }), `${deadline.id}-${date}.ics`);
}

/**
 * Issue 19: the deadline calculator. The visitor picks an event and its date; the result gives each deadline
 * with the rule, how the days were counted and every day looked at, and a calendar file for it. The result is
 * announced, focused and scrolled into view; once an answer changes it is marked out of date (issue 26).
 */
export function DeadlineCalculator() {
  // What was typed or chosen before the calculator took over is what it holds, by construction (issue 52).
  const form = useFormState<DeadlineFormValues>(EMPTY);
  const { values } = form;
  const [errors, setErrors] = React.useState<DeadlineFormErrors>({});
  // GOV.UK's error pattern: while the step shows errors, the page title starts with "Error: ".
  useErrorTitle(Object.keys(errors).length > 0);
  const [failedSubmits, setFailedSubmits] = React.useState(0);
  const [worked, setWorked] = React.useState<{ result: DeadlineResult | 'beyond-data'; values: DeadlineFormValues } | null>(null);
  const result = worked?.result ?? null;
  // What was entered is kept in the tab: a reload restores it.
  useSessionDraft(DEADLINE_CALCULATOR_DRAFT_KEY, values, form.offer, parseDraft);
  const resultHeading = React.useRef<HTMLHeadingElement>(null);

  React.useEffect(() => {
    if (worked) revealResult(resultHeading.current);
  }, [worked]);
  const stale = isStale(worked?.values, values);

  const change = (field: DeadlineFormField, value: string) => {
    form.set(field, value);
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const work = (answers: DeadlineFormValues) => {
    const checked = checkDeadlineForm(answers);
    setErrors(checked.errors);
    if (!checked.event) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    try {
      // The time limit's warnings speak of today (FACTS.md §14): the visitor's own date.
      setWorked({ result: deadlinesFor(checked.event.kind === 'limitation' ? { ...checked.event, today: new Date() } : checked.event), values: answers });
    } catch (error) {
      if (!(error instanceof BankHolidayDataError)) throw error;
      setWorked({ result: 'beyond-data', values: answers });
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    work(values);
  };

  // Sent without script (or before it started), the form is a GET to this page: its answers come back in the address
  // and are worked out as a shared link would be (issue 52).
  React.useEffect(() => {
    const sent = answersFromQuery(EMPTY, window.location.search);
    if (Object.keys(sent).length === 0) return;
    const taken = form.offer(sent);
    if (Object.keys(taken).length > 0) work({ ...form.current(), ...taken });
    // Once, when the calculator starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const summary: ErrorSummaryItem[] = ORDER.flatMap((field) => (errors[field] ? [{ fieldId: fieldId(field), message: errors[field]! }] : []));
  const dateLabel = values.event ? EVENT_DATE_LABELS[values.event as keyof typeof EVENT_DATE_LABELS] ?? DATE_SUBJECT : DATE_SUBJECT;
  const eventHint = values.event ? EVENT_DATE_HINTS[values.event as keyof typeof EVENT_DATE_LABELS] : undefined;
  const dateHint = eventHint ? `${eventHint} ${fields.date.hint}` : fields.date.hint;
  const first = result && result !== 'beyond-data' ? result.deadlines[0] : undefined;

  return (
    <div className="grid grid-cols-1 gap-8">
      <form method="get" action={PAGE_PATH} noValidate onSubmit={submit} aria-labelledby={`${FORM_ID}-title`} className="grid grid-cols-1 gap-6 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6 print:hidden">
        <h2 id={`${FORM_ID}-title`} className="text-2xl font-extrabold">
          Work out a deadline
        </h2>
        <ErrorSummary errors={summary} focusKey={failedSubmits} />
        <FormField id={fieldId('event')} label={fields.event.legend} hint={fields.event.hint} error={errors.event} required>
          {(control) => (
            <NativeSelect {...control} name="event" aria-required placeholder="Choose an event" options={DEADLINE_EVENTS} value={values.event} onChange={(e) => change('event', e.target.value)} />
          )}
        </FormField>
        <DateField id={fieldId('date')} name="date" legend={dateLabel} hint={dateHint} error={errors.date} required value={values.date} onChange={(v) => change('date', v)} />
        {asksTime(values) ? (
          <RadioField
            id={fieldId('time')}
            name="time"
            legend={fields.time.legend}
            error={errors.time}
            required
            choices={fields.time.choices}
            value={values.time}
            onChange={(v) => change('time', v)}
          />
        ) : null}
        {asksDays(values) ? (
          <FormField id={fieldId('days')} label={fields.days.label} hint={fields.days.hint} error={errors.days} required>
            {(control) => (
              <Input {...control} name="days" inputMode="numeric" aria-required className="sm:max-w-32" value={values.days} onChange={(e) => change('days', e.target.value)} />
            )}
          </FormField>
        ) : null}
        <div>
          <Button type="submit" size="lg">
            Work out the deadline
          </Button>
        </div>
      </form>

      <div aria-live="polite" className="sr-only">
        {stale ? STALE_TEXT : first ? `${first.title}: ${longDay(first.date)}.` : result === 'beyond-data' ? messages.beyondData : ''}
      </div>
      {result === 'beyond-data' ? (
        <div className="rounded-xl border-l-4 border-destructive bg-destructive/5 p-5">
          <h2 ref={resultHeading} tabIndex={-1} {...shellMark('focusTarget')} className="text-xl font-bold focus:outline-none">
            We cannot work this deadline out
          </h2>
          {stale ? <StaleNotice /> : null}
          <p className="mt-2">{messages.beyondData}</p>
        </div>
      ) : result ? (
        <section aria-labelledby="deadline-result-title" aria-describedby={stale ? STALE_ID : undefined} data-stale={stale || undefined} className="grid grid-cols-1 gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="deadline-result-title" ref={resultHeading} tabIndex={-1} {...shellMark('focusTarget')} className="text-2xl font-extrabold focus:outline-none">
              Your {result.deadlines.length === 1 ? 'deadline' : 'deadlines'}
            </h2>
            {stale ? null : (
              <Button type="button" variant="outline" onClick={() => window.print()} className="print:hidden">
                Print
              </Button>
            )}
          </div>
          {stale ? <StaleNotice /> : null}
          {result.deadlines.map((deadline) => (
            <DeadlineCard key={deadline.id} deadline={deadline} stale={stale} />
          ))}
          {result.notes.length > 0 ? (
            <ul className="list-disc space-y-2 pl-5 text-muted-foreground print:text-black">
              {result.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** Said on the result, and to screen readers, once the answers no longer match it. */
const STALE_TEXT = 'Your answers have changed, so these dates are out of date. Press “Work out the deadline” to work them out again.';
const STALE_ID = 'deadline-result-stale';

function StaleNotice() {
  return (
    <p id={STALE_ID} className="mt-2 rounded-lg border-l-4 border-warning-border bg-warning-soft p-4 font-semibold print:border-black print:bg-transparent">
      {STALE_TEXT}
    </p>
  );
}

function DeadlineCard({ deadline, stale }: { deadline: Deadline; stale: boolean }) {
  const titleId = `deadline-${deadline.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'rounded-xl border-2 bg-card p-5 shadow-card sm:p-6 print:break-inside-avoid print:border-black print:shadow-none',
        stale ? 'border-dashed border-warning-border' : 'border-primary',
      )}
    >
      <h3 id={titleId} className="text-lg font-bold">
        {deadline.title}
      </h3>
      <p className="mt-1 text-2xl font-extrabold text-primary print:text-black">{longDay(deadline.date)}</p>
      {deadline.closedWarning ? <p className="mt-2 font-semibold">{deadline.closedWarning}</p> : null}
      {deadline.nextOpenDay ? (
        <p className="mt-2 font-semibold">If it must be done at the court office: {longDay(deadline.nextOpenDay.date)}</p>
      ) : null}
      <div className="mt-3 space-y-2 text-muted-foreground print:text-black">
        {[...deadline.rules, ...deadline.counting].map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <h4 className="mt-4 font-semibold">How the days were counted</h4>
      <ol className="mt-2 grid gap-1 text-sm tabular-nums">
        {[...deadline.steps, ...(deadline.nextOpenDay?.steps ?? [])].map((step) => (
          <li key={step} className="border-l-2 border-border pl-3">
            {step}
          </li>
        ))}
      </ol>
      {/* A date for answers the form no longer holds is not offered for the visitor's calendar. */}
      {stale ? null : (
        <Button type="button" variant="outline" className="mt-4 print:hidden" onClick={() => downloadCalendarFile(deadline)}>
          <CalendarPlus aria-hidden /> Add to calendar<span className="sr-only">: {deadline.title}</span>
        </Button>
      )}
    </article>
  );
}
