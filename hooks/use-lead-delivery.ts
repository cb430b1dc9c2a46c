'use client';

import * as React from 'react';
import { CONSULTATION_ENDPOINT } from '@/content/consultation';
import { newRequestId, sendConsultation, type DeliveryResult } from '@/lib/consultation-delivery';

export type DeliveryFailure = Extract<DeliveryResult, { ok: false }>;
/** A delivered request: its reference is the id the inbox answered with, or else the id it was sent under. */
export type Delivered = { ok: true; reference: string };

/**
 * Sends a lead (the consultation form, the template trial sign-up, the premium request) to the configured
 * endpoint: one request at a time; a retry of the same details reuses its request id, so the inbox keeps one
 * copy; a failure is kept for the form to show, with everything typed left in place.
 */
export function useLeadDelivery() {
  const [sending, setSending] = React.useState(false);
  const [failure, setFailure] = React.useState<DeliveryFailure | null>(null);
  const sendingRef = React.useRef(false);
  const pending = React.useRef<{ id: string; fingerprint: string } | null>(null);

  /**
   * Sends what `build` makes for the request id: its reference once delivered, the failure when not (also kept
   * for the form to show), null when a request is already on its way (nothing more is sent). `fingerprint` tells a retry of the
   * same details from a change.
   */
  const send = React.useCallback(async (fingerprint: string, build: (requestId: string) => FormData): Promise<Delivered | DeliveryFailure | null> => {
    if (sendingRef.current) return null;
    sendingRef.current = true;
    setSending(true);
    setFailure(null);
    if (pending.current?.fingerprint !== fingerprint) pending.current = { id: newRequestId(), fingerprint };
    const requestId = pending.current.id;
    const outcome = await sendConsultation(CONSULTATION_ENDPOINT, build(requestId));
    sendingRef.current = false;
    setSending(false);
    if (outcome.ok) {
      pending.current = null;
      return { ok: true, reference: outcome.id ?? requestId };
    }
    setFailure(outcome);
    return outcome;
  }, []);

  const clearFailure = React.useCallback(() => setFailure(null), []);
  return { send, sending, failure, clearFailure };
}
