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
/**
 * How a request went. A delivered request carries the id the inbox answered with (when it said one); an http
 * failure carries what the inbox said was wrong (README "Where consultation requests go": 400 with field errors,
 * 413 when too large), so the form can show it on its field instead of asking for a retry that cannot succeed.
 */
export type DeliveryResult =
  | { ok: true; id?: string }
  | { ok: false; reason: DeliveryFailure; status?: number; error?: string; fieldErrors?: Readonly<Record<string, string>> };

/** What the inbox said, read defensively: any part missing, malformed or of the wrong type is left out. */
export type InboxAnswer = { id?: string; error?: string; fieldErrors?: Readonly<Record<string, string>> };

/** Longest message kept from an answer: enough for a sentence naming a file, not for a page of HTML. */
const MAX_MESSAGE_LENGTH = 300;

const message = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text;
};

/**
 * Reads the JSON body of an inbox answer: `{ id }` on 201/200, `{ error, fieldErrors: { field: message } }` on a
 * refusal. Anything else (HTML from a proxy, an empty body, broken JSON, an array, numbers where text belongs)
 * gives an empty answer rather than an exception, and field names that are not plain identifiers are ignored.
 */
export function parseInboxAnswer(body: string): InboxAnswer {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return {};
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const record = json as Record<string, unknown>;
  const answer: { id?: string; error?: string; fieldErrors?: Record<string, string> } = {};
  if (typeof record.id === 'string' && REQUEST_ID_PATTERN.test(record.id)) answer.id = record.id;
  const error = message(record.error);
  if (error) answer.error = error;
  const fieldErrors = record.fieldErrors;
  if (typeof fieldErrors === 'object' && fieldErrors !== null && !Array.isArray(fieldErrors)) {
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(fieldErrors)) {
      const text = message(value);
      if (text && /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(name)) kept[name] = text;
    }
    if (Object.keys(kept).length > 0) answer.fieldErrors = kept;
  }
  return answer;
}

/** Reads the answer to a request as a delivery result. */
export function deliveryResult(status: number, body: string): DeliveryResult {
  const answer = parseInboxAnswer(body);
  if (status >= 200 && status < 300) return answer.id ? { ok: true, id: answer.id } : { ok: true };
  return {
    ok: false,
    reason: 'http',
    status,
    ...(answer.error ? { error: answer.error } : {}),
    ...(answer.fieldErrors ? { fieldErrors: answer.fieldErrors } : {}),
  };
}

/** The parts of XMLHttpRequest delivery uses (a fake in the unit tests). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'responseText' | 'onload' | 'onerror' | 'onabort' | 'onprogress'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

type SendOptions = {
  stallTimeoutMs?: number;
  createRequest?: () => UploadRequest;
};

/**
 * Posts the request. Only a 2xx answer counts as delivered (with the id the inbox answered, if any); a network error, any other status, or an upload
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
    xhr.onload = () => {
      let body = '';
      try {
        body = xhr.responseText;
      } catch {
        // No text to read (another response type): the status alone decides.
      }
      finish(deliveryResult(xhr.status, body));
    };
    xhr.onerror = () => finish({ ok: false, reason: 'network' });
    xhr.onabort = () => finish({ ok: false, reason: stalled ? 'timeout' : 'network' });
    restartStallTimer();
    xhr.send(formData);
  });
}

/** The statuses with which the inbox refuses what was sent (as opposed to failing to take it in). */
const REFUSAL_STATUSES: readonly number[] = [400, 413, 422];

/**
 * The errors a refused request holds for the fields a form has, by field name: what the visitor can change. A
 * 413 is about the documents even when it names no field (a proxy in front of the inbox may answer it with a page
 * of its own). Null when there is nothing to change on the form (a 5xx, a 404 from a static host, a network
 * failure, a refusal of something the visitor cannot see): the request is then simply not sent, to try again.
 */
export function refusedFieldErrors<F extends string>(
  failure: Extract<DeliveryResult, { ok: false }>,
  fields: readonly F[],
  documentsField?: F,
): Partial<Record<F, string>> | null {
  if (failure.reason !== 'http' || failure.status === undefined || !REFUSAL_STATUSES.includes(failure.status)) return null;
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const text = failure.fieldErrors?.[field];
    if (text) errors[field] = text;
  }
  if (failure.status === 413 && documentsField && !errors[documentsField]) {
    errors[documentsField] = failure.error ?? 'The documents are too large.';
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
