import { createHmac } from 'node:crypto';
import type { StoredLead } from './lead-store';
import { WEBHOOK_FILE } from './lead-records';
import type { WebhookSettings } from './lead-settings';
import type { Channel } from './notify';

/**
 * The optional CRM webhook: each new lead is POSTed as JSON to LEADS_WEBHOOK_URL, signed with LEADS_WEBHOOK_SECRET
 * so that the CRM can check it came from the inbox and was not replayed. Unlike the owner's email, it carries the
 * request in full (the CRM needs the name and contact details), so it goes over HTTPS only.
 */

export const SIGNATURE_HEADER = 'X-Lead-Signature';
export const TIMESTAMP_HEADER = 'X-Lead-Timestamp';

/** `sha256=` and the hex HMAC-SHA256, keyed with the secret, of `<timestamp>.<body>`. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function webhookBody(lead: StoredLead, folderPath: string): string {
  return JSON.stringify({
    event: 'lead.stored',
    id: lead.id,
    kind: lead.kind,
    receivedAt: lead.receivedAt,
    request: lead.request,
    documents: (lead.documents ?? []).map(({ name, type, size }) => ({ name, type, size })),
    folder: folderPath,
  });
}

export function webhookChannel({ url, secret }: WebhookSettings, { now, timeoutMs = 15_000 }: { now: () => Date; timeoutMs?: number }): Channel {
  return {
    stateFile: WEBHOOK_FILE,
    name: 'the webhook',
    recipient: new URL(url).origin,
    deliver: async (lead, folderPath) => {
      const body = webhookBody(lead, folderPath);
      const timestamp = String(Math.floor(now().getTime() / 1000));
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body) },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
    },
  };
}
