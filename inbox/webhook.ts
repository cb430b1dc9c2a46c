import { createHmac } from 'node:crypto';
import { versionOf, type StoredLead } from './lead-store';
import { WEBHOOK_FILE } from './lead-records';
import type { WebhookSettings } from './lead-settings';
import type { Channel } from './notify';

/**
 * The optional CRM webhook: each new lead is POSTed as JSON to LEADS_WEBHOOK_URL, signed with LEADS_WEBHOOK_SECRET
 * so that the CRM can check it came from the inbox and was not replayed. Unlike the owner's email, it carries the
 * request in full (the CRM needs the name and contact details), so it goes over HTTPS only. Every attempt for a lead
 * carries the same Idempotency-Key (the lead's id), and none starts while an earlier one for that lead is still open.
 */

export const SIGNATURE_HEADER = 'X-Lead-Signature';
export const TIMESTAMP_HEADER = 'X-Lead-Timestamp';
/**
 * The lead's id, also the signed body's `id`: the same on every attempt, so the CRM can keep one copy of each lead;
 * an update's is the id and its version (`<id>-v2`), so that each update is kept once too.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKey = (lead: Pick<StoredLead, 'id'>, version: number) => (version <= 1 ? lead.id : `${lead.id}-v${version}`);

/** `sha256=` and the hex HMAC-SHA256, keyed with the secret, of `<timestamp>.<body>`. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The event about a lead (`version` 1: `lead.stored`, with the details as they first arrived, so that a CRM that was
 * down then still gets them, whatever changed since) or about an update of it (`lead.updated`, its version and the
 * details it brought).
 */
export function webhookBody(lead: StoredLead, folderPath: string, version = 1): string {
  const { request, receivedAt } = versionOf(lead, version);
  return JSON.stringify({
    event: version > 1 ? 'lead.updated' : 'lead.stored',
    id: lead.id,
    kind: lead.kind,
    receivedAt: lead.receivedAt,
    ...(version > 1 ? { version, updatedAt: receivedAt } : {}),
    request,
    documents: (lead.documents ?? []).map(({ name, type, size }) => ({ name, type, size })),
    folder: folderPath,
  });
}

/**
 * How long a delivery may take. After answerTimeoutMs without an answer the attempt counts as failed and the next is
 * scheduled (30 s later at first), but the request is not cut off: a CRM that answers late still gets the lead once,
 * and nothing is sent again while the request is open. After abortAfterMs the connection is closed, and a later
 * attempt sends the lead again, with the same Idempotency-Key.
 */
export type WebhookTimeouts = { answerTimeoutMs: number; abortAfterMs: number };
export const WEBHOOK_TIMEOUTS: WebhookTimeouts = { answerTimeoutMs: 20_000, abortAfterMs: 2 * 60_000 };

export function webhookChannel({ url, secret }: WebhookSettings, { now, timeouts = WEBHOOK_TIMEOUTS }: { now: () => Date; timeouts?: WebhookTimeouts }): Channel {
  return {
    stateFile: WEBHOOK_FILE,
    name: 'the webhook',
    recipient: new URL(url).origin,
    answerTimeoutMs: timeouts.answerTimeoutMs,
    deliver: async (lead, folderPath, signal, version) => {
      const body = webhookBody(lead, folderPath, version);
      const timestamp = String(Math.floor(now().getTime() / 1000));
      // An AbortController of its own and a plain timer, never AbortSignal.any() with AbortSignal.timeout(): on
      // Node 20.20 the combined signal lost its timeout once garbage collection ran (issue 39), and a CRM that
      // never answered held a delivery for undici's own 300 s. The timer is referenced (it is what ends the
      // request) and cleared as soon as the delivery is over, however it ends.
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeouts.abortAfterMs);
      const stop = () => controller.abort(signal.reason);
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [IDEMPOTENCY_KEY_HEADER]: idempotencyKey(lead, version),
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
          },
          body,
          redirect: 'error',
          signal: controller.signal,
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
      } catch (error) {
        if (timedOut) throw new Error(`no answer within ${timeouts.abortAfterMs / 1000} s: the connection was closed`, { cause: error });
        throw error;
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', stop);
      }
    },
  };
}
