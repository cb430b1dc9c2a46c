'use client';

import * as React from 'react';
import { CONSULTATION_ENDPOINT, type LeadKind } from '@/content/consultation';
import { leadEndpoint, newRequestId, planRetry, sendConsultation, type DeliveryResult } from '@/lib/consultation-delivery';

export type DeliveryFailure = Extract<DeliveryResult, { ok: false }>;

/**
 * A 502 or 504 is the reverse proxy in front of the inbox saying it lost the inbox (restarting, or closing the
 * connection as the proxy still sent): the request may or may not have been stored, and a retry under the same
 * request id keeps one copy either way. So it is retried as a busy inbox (503) is, with everything kept (issue 39);
 * the failure shown keeps its own status.
 */
function asBusyWhenGateway(failure: DeliveryFailure): DeliveryFailure {
  return failure.reason === 'http' && (failure.status === 502 || failure.status === 504) ? { ...failure, status: 503 } : failure;
}

/** A failure as a form shows it: `gaveUpAfter` when the form retried it by itself and stopped after that many attempts. */
export type ShownFailure = DeliveryFailure & { gaveUpAfter?: number };
/**
 * A delivered request: its reference is the id the inbox answered with, or else the id it was sent under; a trial
 * sign-up's first answer also gives the key that lets this tab update it (`updateKey`).
 */
export type Delivered = { ok: true; reference: string; updateKey?: string };
/**
 * A request the server was too busy for (or could not be reached about), waiting to be sent again by itself: at
 * `at` (a Date.now() time), `delayMs` after it failed for the `failedAttempts`th time.
 */
export type ScheduledRetry = { at: number; delayMs: number; failedAttempts: number; failure: DeliveryFailure };
/** What `send` answers: delivered, failed (with `retryAt` when a retry is scheduled), or null when nothing was sent. */
export type SendOutcome = Delivered | (ShownFailure & { retryAt?: number }) | null;

type Options = {
  /**
   * Sends the request again, as the visitor would (the form's own submit, so that what is sent is what the form
   * holds then). With it, a busy server (503) or a network failure is retried by itself, after the server's
   * `Retry-After` with backoff (lib/consultation-delivery.ts `planRetry`); without it, every failure waits for the visitor.
   */
  retry?: () => void;
  /** The random source of the backoff's jitter (Math.random). */
  random?: () => number;
  /** What the form sends (default the consultation): the inbox limits sign-ups and consultations separately. */
  kind?: LeadKind;
};

/**
 * Sends a lead (the consultation form, the template trial sign-up, the premium request) to the configured
 * endpoint: one request at a time; a retry of the same details reuses its request id, so the inbox keeps one
 * copy; a failure is kept for the form to show, with everything typed left in place. With `retry`, a request the
 * server was too busy for waits (`scheduled`) and goes again by itself.
 */
export function useLeadDelivery({ retry, random = Math.random, kind = 'consultation' }: Options = {}) {
  const [sending, setSending] = React.useState(false);
  const [failure, setFailure] = React.useState<ShownFailure | null>(null);
  const [scheduled, setScheduled] = React.useState<ScheduledRetry | null>(null);
  const sendingRef = React.useRef(false);
  const scheduledRef = React.useRef<ScheduledRetry | null>(null);
  const pending = React.useRef<{ id: string; fingerprint: string; failedAttempts: number } | null>(null);
  // Where focus was when an attempt began: disabling the form while it is on its way may take it away.
  const focusedBefore = React.useRef<{ element: Element | null; form: HTMLFormElement | null } | null>(null);
  const retryRef = React.useRef(retry);
  const randomRef = React.useRef(random);
  React.useEffect(() => {
    retryRef.current = retry;
    randomRef.current = random;
  });

  const schedule = React.useCallback((next: ScheduledRetry | null) => {
    scheduledRef.current = next;
    setScheduled(next);
  }, []);

  /**
   * Sends what `build` makes for the request id: its reference once delivered, the failure when not (also kept
   * for the form to show), null when a request is already on its way (nothing more is sent). `fingerprint` tells a
   * retry of the same details from a change. A send while a retry is scheduled (the timer, or "try again now")
   * continues that request's attempts; any other starts them afresh, under `requestId` when given (a sign-up that
   * updates the one this tab sent before) or a new id.
   */
  const send = React.useCallback(async (fingerprint: string, build: (requestId: string) => FormData, requestId?: string): Promise<SendOutcome> => {
    if (sendingRef.current) return null;
    sendingRef.current = true;
    setSending(true);
    setFailure(null);
    const continuing = scheduledRef.current !== null;
    schedule(null);
    const active = document.activeElement;
    focusedBefore.current = { element: active, form: active?.closest('form') ?? null };
    if (pending.current?.fingerprint !== fingerprint) pending.current = { id: requestId ?? newRequestId(), fingerprint, failedAttempts: 0 };
    else if (!continuing) pending.current.failedAttempts = 0;
    const request = pending.current;
    const outcome = await sendConsultation(leadEndpoint(CONSULTATION_ENDPOINT, kind), build(request.id));
    sendingRef.current = false;
    setSending(false);
    if (outcome.ok) {
      pending.current = null;
      return { ok: true, reference: outcome.id ?? request.id, ...(outcome.updateKey ? { updateKey: outcome.updateKey } : {}) };
    }
    request.failedAttempts += 1;
    if (retryRef.current) {
      const plan = planRetry(asBusyWhenGateway(outcome), request.failedAttempts, randomRef.current);
      if (plan.retry) {
        const at = Date.now() + plan.delayMs;
        schedule({ at, delayMs: plan.delayMs, failedAttempts: request.failedAttempts, failure: outcome });
        return { ...outcome, retryAt: at };
      }
      if (plan.gaveUp) {
        const shown = { ...outcome, gaveUpAfter: request.failedAttempts };
        setFailure(shown);
        return shown;
      }
    }
    setFailure(outcome);
    return outcome;
  }, [schedule, kind]);

  // The scheduled retry fires at its wall-clock time: a timer set for the time left, checked again whenever it
  // fires and when the page becomes visible (a background tab's timers run late, never early).
  React.useEffect(() => {
    if (!scheduled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const left = scheduled.at - Date.now();
      if (left > 0) {
        timer = setTimeout(check, left);
        return;
      }
      if (scheduledRef.current === scheduled && !sendingRef.current) retryRef.current?.();
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [scheduled]);

  // After an attempt, focus goes back where it was when disabling the form took it away (to the page itself); when
  // that was a notice's "try again", which the attempt replaced, to the form's first submit button (the new
  // notice's, or the form's own). A confirmation or an error summary that takes focus is left alone.
  React.useEffect(() => {
    if (sending) return;
    const before = focusedBefore.current;
    focusedBefore.current = null;
    if (!before || (document.activeElement !== null && document.activeElement !== document.body)) return;
    if (before.element instanceof HTMLElement && before.element.isConnected) before.element.focus();
    else if (before.form?.isConnected) before.form.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }, [sending]);

  /** Forgets the failure shown and any scheduled retry (the request was refused for something to change, or sent). */
  const clearFailure = React.useCallback(() => {
    setFailure(null);
    schedule(null);
  }, [schedule]);

  /** Stops a scheduled retry (the form found errors to fix first): the failure is shown instead, to try again by hand. */
  const stopRetrying = React.useCallback(() => {
    const current = scheduledRef.current;
    if (!current) return;
    schedule(null);
    setFailure(current.failure);
  }, [schedule]);
  return { send, sending, failure, scheduled, clearFailure, stopRetrying };
}

/**
 * Whole seconds left until `at` (a Date.now() time), never below 0, worked out from the wall clock on every tick
 * so a throttled background tab shows the right number as soon as it runs again.
 */
export function useSecondsUntil(at: number): number {
  const [now, setNow] = React.useState(() => Date.now());
  React.useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const time = Date.now();
      setNow(time);
      const left = at - time;
      // Wake when the number shown changes: at the next whole second before `at`.
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}
