'use client';

import * as React from 'react';
import { format } from 'date-fns';
import { CalendarPlus } from 'lucide-react';
import { bundleToolWords as words, hearingDateFields as fields, hearingDateMessages as messages } from '@/content/tools/hearing-bundle';
import { siteConfig } from '@/content/site';
import { DateField } from '@/components/forms/date-field';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/error-summary';
import { Button } from '@/components/ui/button';
import { datesInOrder, type HearingDate, type HearingDates } from '@/lib/hearing-bundle/dates';
import { HEARING_DATE_FIELDS, type HearingDateErrors, type HearingDateField, type HearingDateValues } from '@/lib/hearing-bundle/dates-form';
import { calendarFileOf } from '@/lib/tools/ics';
import { saveFile } from '@/lib/download';
import { shellMark } from '@/lib/shell/markers';
import { cn } from '@/lib/utils';

export const DATES_FORM_ID = 'hearing-dates';
export const dateFieldId = (field: HearingDateField) => `${DATES_FORM_ID}-${field}`;
const longDay = (date: Date) => format(date, 'EEEE d MMMM yyyy');
const calendarHost = new URL(siteConfig.url).hostname;
/** The day to act by: the last day, or the open day before it when the court office is closed then. */
const actBy = (date: HearingDate) => date.openDayBefore?.date ?? date.date;

/** Saves every date of the result as one calendar file, each event on the day to act by. */
function downloadCalendar(dates: HearingDates) {
  const events = datesInOrder(dates).map((date) => ({
    uid: `${format(actBy(date), 'yyyy-MM-dd')}-${date.id}@${calendarHost}`,
    stamp: new Date(),
    date: actBy(date),
    summary: date.title,
    description: [...(date.openDayBefore ? [`${words.ifClosed} ${longDay(date.openDayBefore.date)}.`] : []), ...date.notes, ...date.rules, words.calendar.footer].join('\n'),
  }));
  saveFile(new Blob([calendarFileOf(events, words.calendar.product)], { type: 'text/calendar;charset=utf-8' }), words.calendar.fileName);
}

/**
 * Issue 56: the dates part of "Prepare my hearing bundle": the hearing date (and the order's own date and the hearing
 * fee's, when given) in GOV.UK date inputs; the result lists each date in the order it falls, with its rule and the
 * days counted, and a calendar file of them all. The parent holds the values (kept in the tab) and works the dates out.
 */
export function HearingDatesForm({
  values,
  errors,
  failedSubmits,
  onChange,
  onSubmit,
}: {
  values: HearingDateValues;
  errors: HearingDateErrors;
  failedSubmits: number;
  onChange: (field: HearingDateField, value: string) => void;
  onSubmit: () => void;
}) {
  const summary: ErrorSummaryItem[] = HEARING_DATE_FIELDS.flatMap((field) => (errors[field] ? [{ fieldId: dateFieldId(field), message: errors[field]! }] : []));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-labelledby={`${DATES_FORM_ID}-title`}
      className="grid grid-cols-1 gap-6 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6 print:hidden"
    >
      <h2 id={`${DATES_FORM_ID}-title`} className="text-2xl font-extrabold">
        {words.datesFormTitle}
      </h2>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <DateField id={dateFieldId('hearing')} name="hearing" legend={fields.hearing.legend} hint={fields.hearing.hint} error={errors.hearing} required value={values.hearing} onChange={(v) => onChange('hearing', v)} />
      <DateField id={dateFieldId('orderDate')} name="orderDate" legend={fields.orderDate.legend} hint={fields.orderDate.hint} error={errors.orderDate} optional value={values.orderDate} onChange={(v) => onChange('orderDate', v)} />
      <DateField id={dateFieldId('feeDate')} name="feeDate" legend={fields.feeDate.legend} hint={fields.feeDate.hint} error={errors.feeDate} optional value={values.feeDate} onChange={(v) => onChange('feeDate', v)} />
      <div>
        <Button type="submit" size="lg">
          {words.datesButton}
        </Button>
      </div>
    </form>
  );
}

export function HearingDatesResult({ result, stale, headingRef }: { result: HearingDates | 'beyond-data'; stale: boolean; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  if (result === 'beyond-data') {
    return (
      <div className="rounded-xl border-l-4 border-destructive bg-destructive/5 p-5">
        <h2 ref={headingRef} tabIndex={-1} {...shellMark('focusTarget')} className="text-xl font-bold focus:outline-none">
          {words.beyondDataTitle}
        </h2>
        <p className="mt-2">{messages.beyondData}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="hearing-dates-result-title" data-stale={stale || undefined} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="hearing-dates-result-title" ref={headingRef} tabIndex={-1} {...shellMark('focusTarget')} className="text-2xl font-extrabold focus:outline-none">
          {words.datesTitle}
        </h2>
        {stale ? null : (
          <Button type="button" variant="outline" onClick={() => downloadCalendar(result)} className="print:hidden">
            <CalendarPlus aria-hidden /> {words.calendarButton}
          </Button>
        )}
      </div>
      {stale ? (
        <p className="rounded-lg border-l-4 border-warning-border bg-warning-soft p-4 font-semibold">{words.datesStale}</p>
      ) : null}
      <ol className="grid grid-cols-1 gap-4">
        {datesInOrder(result).map((date) => (
          <li key={date.id}>
            <DateCard date={date} stale={stale} />
          </li>
        ))}
      </ol>
      {result.notes.map((note) => (
        <p key={note} className="text-muted-foreground">
          {note}
        </p>
      ))}
    </section>
  );
}

function DateCard({ date, stale }: { date: HearingDate; stale: boolean }) {
  const titleId = `hearing-date-${date.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-hearing-date={date.id}
      className={cn('rounded-xl border-2 bg-card p-5 shadow-card print:border-black print:shadow-none', stale ? 'border-dashed border-warning-border' : date.id === 'documents' ? 'border-primary' : 'border-border')}
    >
      <h3 id={titleId} className="text-lg font-bold">
        {date.title}
      </h3>
      <p className="mt-1 text-2xl font-extrabold text-primary print:text-black">{longDay(date.date)}</p>
      {date.openDayBefore ? (
        <p className="mt-2 font-semibold">
          {words.ifClosed} {longDay(date.openDayBefore.date)}.
        </p>
      ) : null}
      {date.notes.map((note) => (
        <p key={note} className="mt-2 font-semibold">
          {note}
        </p>
      ))}
      <div className="mt-3 space-y-2 text-muted-foreground print:text-black">
        {[...date.rules, ...date.counting].map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      {date.steps.length > 0 ? (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold text-primary">{words.countedTitle}</summary>
          <ol className="mt-2 grid gap-1 text-sm tabular-nums">
            {[...date.steps, ...(date.openDayBefore?.steps ?? [])].map((step) => (
              <li key={step} className="border-l-2 border-border pl-3">
                {step}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}
