'use client';

import * as React from 'react';
import { format } from 'date-fns';
import { CalendarPlus } from 'lucide-react';
import { bundleToolWords as words, hearingDateMessages as messages } from '@/content/tools/hearing-bundle';
import { siteConfig } from '@/content/site';
import { InlineText } from '@/components/content/inline-text';
import { Button } from '@/components/ui/button';
import { datesInOrder, hearingDates, type HearingDate, type HearingDates, type HearingDatesInput } from '@/lib/hearing-bundle/dates';
import { calendarFileOf } from '@/lib/tools/ics';
import { toPlainText } from '@/content/inline-markup';
import { saveFile } from '@/lib/download';
import { revealResult } from '@/lib/focus-target';
import { shellMark } from '@/lib/page-markers';
import { cn } from '@/lib/utils';
import { BankHolidayDataError } from '@/lib/working-days';

/**
 * Issue 56: the dates before the hearing, worked out and shown. A module of its own, loaded when the visitor asks for
 * the dates: the working-day rules and the bank holidays are not loaded with the page.
 */
export type DatesResult = HearingDates | 'beyond-data';

/** The dates for the form's input (today's date for what has passed), or 'beyond-data' past the bank holidays held. */
export function workOutDates(input: Omit<HearingDatesInput, 'today'>): DatesResult {
  try {
    return hearingDates({ ...input, today: new Date() });
  } catch (error) {
    if (!(error instanceof BankHolidayDataError)) throw error;
    return 'beyond-data';
  }
}

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
    description: [...(date.openDayBefore ? [`${words.ifClosed} ${longDay(date.openDayBefore.date)}.`] : []), ...date.notes, ...date.rules, words.calendar.footer].map(toPlainText).join('\n'),
  }));
  saveFile(new Blob([calendarFileOf(events, words.calendar.product)], { type: 'text/calendar;charset=utf-8' }), words.calendar.fileName);
}

/** The result: focused and brought into view each time the dates are worked out (a new result). */
export function HearingDatesResult({ result, stale }: { result: DatesResult; stale: boolean }) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  // A new result (each time the dates are asked for) is what is revealed.
  // oxlint-disable-next-line react/exhaustive-effect-dependencies -- the result is the trigger, not read
  React.useEffect(() => revealResult(headingRef.current), [result]);
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
          <p key={text}>
            <InlineText text={text} />
          </p>
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
