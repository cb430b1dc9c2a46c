import { CONSULTATION_STALL_TIMEOUT_MS, DOCUMENTS_FIELD, HONEYPOT_FIELD, LEAD_KIND_FIELD, REQUEST_ID_FIELD, type LeadKind } from '@/content/consultation';
import { consultationFields } from '@/lib/validation/consultation-fields';
import type { ConsultationRequest } from '@/lib/validation/consultation';

/**
 * Delivery of a consultation request to the lead inbox or a form back-end (README: "Connecting a form
 * back-end"). Plain functions with the request object passed in, so the outcomes are unit-tested without a
 * network.
 */

/** A fresh request id: random, URL- and file-name-safe. A retry of the same request reuses it. */
export function newRequestId(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A request id as the inbox accepts it (also used as part of a folder name, so nothing else gets through). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/**
 * The request as `multipart/form-data`: one text part per field (name, email, phone, caseType, claimValue,
 * description; phone is '' when not given), the request id, the honeypot as the page held it, and one
 * `documents` part per file.
 */
export function buildConsultationFormData(
  values: ConsultationRequest,
  files: readonly Blob[],
  { requestId, honeypot = '' }: { requestId: string; honeypot?: string },
): FormData {
  const data = new FormData();
  for (const field of consultationFields) data.append(field, values[field]);
  data.append(REQUEST_ID_FIELD, requestId);
  data.append(HONEYPOT_FIELD, honeypot);
  for (const file of files) {
    if (file instanceof File) data.append(DOCUMENTS_FIELD, file, file.name);
    else data.append(DOCUMENTS_FIELD, file);
  }
  return data;
}

/** Another kind of lead (the template trial sign-up, the premium request): its kind, its fields, the id and honeypot. */
export function buildLeadFormData(
  kind: Exclude<LeadKind, 'consultation'>,
  values: Readonly<Record<string, string>>,
  { requestId, honeypot = '' }: { requestId: string; honeypot?: string },
): FormData {
  const data = new FormData();
  data.append(LEAD_KIND_FIELD, kind);
  for (const [name, value] of Object.entries(values)) data.append(name, value.trim());
  data.append(REQUEST_ID_FIELD, requestId);
  data.append(HONEYPOT_FIELD, honeypot);
  return data;
}

export type DeliveryFailure = 'network' | 'timeout' | 'http';
export type DeliveryResult = { ok: true } | { ok: false; reason: DeliveryFailure; status?: number };

/** The parts of XMLHttpRequest delivery uses (a fake in the unit tests). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'onload' | 'onerror' | 'onabort' | 'onprogress'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

type SendOptions = {
  stallTimeoutMs?: number;
  createRequest?: () => UploadRequest;
};

/**
 * Posts the request. Only a 2xx answer counts as delivered; a network error, any other status, or an upload
 * that stalls (no bytes moving either way for `stallTimeoutMs`) is a failure the form reports, keeping
 * everything the visitor entered. XMLHttpRequest rather than fetch because only it reports upload progress,
 * which lets a 50 MB attachment on a slow line keep going as long as it is moving.
 */
export function sendConsultation(
  endpoint: string,
  formData: FormData,
  { stallTimeoutMs = CONSULTATION_STALL_TIMEOUT_MS, createRequest = () => new XMLHttpRequest() }: SendOptions = {},
): Promise<DeliveryResult> {
  return new Promise((resolve) => {
    const xhr = createRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    let settled = false;
    const finish = (result: DeliveryResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const restartStallTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        xhr.abort();
        finish({ ok: false, reason: 'timeout' });
      }, stallTimeoutMs);
    };
    xhr.open('POST', endpoint);
    // The browser sets multipart/form-data with its boundary. Accept asks form back-ends (and the inbox)
    // for a JSON answer instead of a redirect to a thank-you page.
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = restartStallTimer;
    xhr.onprogress = restartStallTimer;
    xhr.onload = () =>
      finish(xhr.status >= 200 && xhr.status < 300 ? { ok: true } : { ok: false, reason: 'http', status: xhr.status });
    xhr.onerror = () => finish({ ok: false, reason: 'network' });
    xhr.onabort = () => finish({ ok: false, reason: stalled ? 'timeout' : 'network' });
    restartStallTimer();
    xhr.send(formData);
  });
}
