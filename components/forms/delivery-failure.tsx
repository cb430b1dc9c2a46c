'use client';

import * as React from 'react';
import { retryMessages } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { nonBreaking } from '@/lib/utils';
import { useSecondsUntil, type DeliveryFailure, type ScheduledRetry, type ShownFailure } from '@/hooks/use-lead-delivery';

/** Why a request was not sent, in the visitor's words. */
export function failureReason(failure: ShownFailure): string {
  if (failure.gaveUpAfter !== undefined) {
    return failure.reason === 'network' ? retryMessages.stillUnreachable(failure.gaveUpAfter) : retryMessages.stillBusy(failure.gaveUpAfter);
  }
  switch (failure.reason) {
    case 'timeout':
      return 'Our system took too long to answer.';
    case 'network':
      return 'We could not reach our system. Please check your internet connection.';
    default:
      if (failure.status === 503) return 'Our server is busy just now (error 503).';
      return `Our system could not accept it just now (error ${failure.status ?? 'unknown'}).`;
  }
}

export const NOT_SENT_TITLE = 'Your request has not been sent';

const linkClass = 'font-semibold text-primary underline underline-offset-4 hover:decoration-2';

function CallUs() {
  return (
    <>
      {siteConfig.phone.callUs} on{' '}
      <a href={`tel:${siteConfig.phone.e164}`} className="font-semibold text-primary underline underline-offset-4">
        {nonBreaking(siteConfig.phone.display)}
      </a>
    </>
  );
}

/**
 * The delivery-failure state of a lead form: what went wrong, that everything typed is kept, a way to try again
 * (the form's submit button) and the phone number.
 */
export function DeliveryFailureNotice({ failure }: { failure: ShownFailure }) {
  return (
    <div role="alert" className="rounded-lg border-l-4 border-destructive bg-destructive/5 p-4">
      <p className="font-bold text-destructive">{NOT_SENT_TITLE}</p>
      <p className="mt-1">{failureReason(failure)} Everything you entered is still here.</p>
      <p className="mt-1">
        Please{' '}
        <button type="submit" className={linkClass}>
          try again
        </button>{' '}
        or <CallUs />.
      </p>
    </div>
  );
}

/** What a form waiting to retry says first: the server was busy, or could not be reached. */
const waitingTitle = (failure: DeliveryFailure) => (failure.reason === 'network' ? retryMessages.unreachable : retryMessages.busy);

/** What the form's live region says once when a wait begins (the countdown on screen is not read out every second). */
export const retryAnnouncement = (retry: ScheduledRetry) =>
  `${waitingTitle(retry.failure)} ${retryMessages.willRetry(Math.ceil(retry.delayMs / 1000))}`;

/**
 * A request the server was too busy for, waiting to go again by itself (issue 25): that it has not been sent yet,
 * when it will be tried again (counted down from the wall clock), that everything typed is kept, and a way to try
 * now (the form's submit) or call. Not a live region itself: `DeliveryStatus` announces the wait once, politely.
 */
export function DeliveryRetryNotice({ retry }: { retry: ScheduledRetry }) {
  const seconds = useSecondsUntil(retry.at);
  const titleId = React.useId();
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      data-slot="delivery-retry"
      className="rounded-lg border-l-4 border-warning-border bg-warning-soft p-4"
    >
      <p id={titleId} className="font-bold">
        {waitingTitle(retry.failure)}
      </p>
      <p className="mt-1">
        {seconds > 0 ? retryMessages.willRetry(seconds) : retryMessages.retryingNow} {retryMessages.kept}
      </p>
      <p className="mt-1">
        <button type="submit" className={linkClass}>
          {retryMessages.retryNow}
        </button>{' '}
        or <CallUs />.
      </p>
    </div>
  );
}

/**
 * Where a lead form shows how its request went: the wait before an automatic retry, or the failure, and a polite
 * live region, always in the page, that says when it is sending and when it will try again.
 */
export function DeliveryStatus({
  sending,
  failure,
  scheduled,
  sendingText,
}: {
  sending: boolean;
  failure: ShownFailure | null;
  scheduled: ScheduledRetry | null;
  sendingText: string;
}) {
  return (
    <>
      {scheduled ? <DeliveryRetryNotice retry={scheduled} /> : failure ? <DeliveryFailureNotice failure={failure} /> : null}
      <p aria-live="polite" data-slot="delivery-status" className="sr-only">
        {sending ? sendingText : scheduled ? retryAnnouncement(scheduled) : ''}
      </p>
    </>
  );
}
