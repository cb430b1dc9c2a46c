import {
  BUSY_RETRY_POLICY,
  CONSULTATION_STALL_TIMEOUT_MS,
  DOCUMENTS_FIELD,
  HONEYPOT_FIELD,
  LEAD_KIND_FIELD,
  REQUEST_ID_FIELD,
  type LeadKind,
  type RetryPolicy,
} from '@/content/consultation';
import { consultationFields } from '@/lib/validation/consultation-fields';
import { REQUEST_ID_PATTERN, UPDATE_KEY_FIELD, UPDATE_KEY_PATTERN } from './lead-protocol';
import type { ConsultationRequest } from '@/lib/validation/consultation';

/**
 * Delivery of a consultation request to the lead inbox or a form back-end (README: "Connecting a form
 * back-end"). Plain functions with the request object passed in, so the outcomes are unit-tested without a
 * network.
 */

// The request's id and reference are the lead protocol's, shared with the inbox (issue 52).
export { newRequestId, parseShortReference, REQUEST_ID_PATTERN, SHORT_REFERENCE_PATTERN, shortReference, UPDATE_KEY_FIELD, UPDATE_KEY_PATTERN } from './lead-protocol';

/**
 * Where a lead of `kind` is sent: the endpoint, with `?kind=` for the sign-ups and premium requests, so that the
 * inbox counts them against their own rate limit before reading the body (which must say the same kind). The
 * consultation form posts to the endpoint as it is (also without JavaScript).
 */
export function leadEndpoint(endpoint: string, kind: LeadKind): string {
  if (kind === 'consultation') return endpoint;
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}kind=${kind}`;
}

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

/**
 * Another kind of lead (the template trial sign-up, the premium request): its kind, its fields, the id and honeypot,
 * and a sign-up's update key when it updates the one this tab sent before.
 */
export function buildLeadFormData(
  kind: Exclude<LeadKind, 'consultation'>,
  values: Readonly<Record<string, string>>,
  { requestId, honeypot = '', updateKey }: { requestId: string; honeypot?: string; updateKey?: string },
): FormData {
  const data = new FormData();
  data.append(LEAD_KIND_FIELD, kind);
  for (const [name, value] of Object.entries(values)) data.append(name, value.trim());
  data.append(REQUEST_ID_FIELD, requestId);
  if (updateKey) data.append(UPDATE_KEY_FIELD, updateKey);
  data.append(HONEYPOT_FIELD, honeypot);
  return data;
}

export type DeliveryFailure = 'network' | 'timeout' | 'http';
/**
 * How a request went. A delivered request carries the id the inbox answered with (when it said one); an http
 * failure carries what the inbox said was wrong (README "Where consultation requests go": 400 with field errors,
 * 413 when too large), so the form can show it on its field instead of asking for a retry that cannot succeed,
 * and how long the server asked to wait before trying again (`Retry-After`, read into milliseconds).
 */
export type DeliveryResult =
  | { ok: true; id?: string; updateKey?: string }
  | {
      ok: false;
      reason: DeliveryFailure;
      status?: number;
      error?: string;
      fieldErrors?: Readonly<Record<string, string>>;
      retryAfterMs?: number;
    };

/** What the inbox said, read defensively: any part missing, malformed or of the wrong type is left out. */
export type InboxAnswer = { id?: string; updateKey?: string; error?: string; fieldErrors?: Readonly<Record<string, string>> };

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
  const answer: { id?: string; updateKey?: string; error?: string; fieldErrors?: Record<string, string> } = {};
  if (typeof record.id === 'string' && REQUEST_ID_PATTERN.test(record.id)) answer.id = record.id;
  if (typeof record.updateKey === 'string' && UPDATE_KEY_PATTERN.test(record.updateKey)) answer.updateKey = record.updateKey;
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

/** Reads the answer to a request as a delivery result (`retryAfterMs`: the answer's `Retry-After`, read). */
export function deliveryResult(status: number, body: string, retryAfterMs?: number): DeliveryResult {
  const answer = parseInboxAnswer(body);
  if (status >= 200 && status < 300) return { ok: true, ...(answer.id ? { id: answer.id } : {}), ...(answer.updateKey ? { updateKey: answer.updateKey } : {}) };
  return {
    ok: false,
    reason: 'http',
    status,
    ...(answer.error ? { error: answer.error } : {}),
    ...(answer.fieldErrors ? { fieldErrors: answer.fieldErrors } : {}),
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY = '(?:mon|tue|wed|thu|fri|sat|sun)';
const MONTH = `(${MONTHS.join('|')})`;
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';
/** The three forms of HTTP-date (RFC 9110 §5.6.7): IMF-fixdate, RFC 850 and asctime. */
const IMF_FIXDATE = new RegExp(`^${DAY}, (\\d{2}) ${MONTH} (\\d{4}) ${TIME} GMT$`, 'i');
const RFC_850 = new RegExp(`^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday), (\\d{2})-${MONTH}-(\\d{2}) ${TIME} GMT$`, 'i');
const ASCTIME = new RegExp(`^${DAY} ${MONTH} (\\d{1,2}) ${TIME} (\\d{4})$`, 'i');

/** A UTC time from its parts, or undefined when the parts name no real moment (31 February, 25 o'clock). */
function utc(year: number, month: string, day: number, hours: number, minutes: number, seconds: number): number | undefined {
  const monthIndex = MONTHS.indexOf(month.toLowerCase());
  if (hours > 23 || minutes > 59 || seconds > 60) return undefined;
  const time = Date.UTC(year, monthIndex, day, hours, minutes, Math.min(seconds, 59));
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === monthIndex && date.getUTCDate() === day ? time : undefined;
}

function parseHttpDate(text: string, now: number): number | undefined {
  let match = IMF_FIXDATE.exec(text);
  if (match) return utc(Number(match[3]), match[2]!, Number(match[1]), Number(match[4]), Number(match[5]), Number(match[6]));
  match = RFC_850.exec(text);
  if (match) {
    // A two-digit year more than 50 years ahead is the most recent past year with those digits (RFC 9110).
    const thisYear = new Date(now).getUTCFullYear();
    let year = Math.floor(thisYear / 100) * 100 + Number(match[3]);
    if (year > thisYear + 50) year -= 100;
    return utc(year, match[2]!, Number(match[1]), Number(match[4]), Number(match[5]), Number(match[6]));
  }
  match = ASCTIME.exec(text);
  if (match) return utc(Number(match[6]), match[1]!, Number(match[2]), Number(match[3]), Number(match[4]), Number(match[5]));
  return undefined;
}

/**
 * How long a `Retry-After` header asks to wait, in milliseconds from `now`: a number of seconds or an HTTP-date
 * (RFC 9110 §10.2.3); a date already past is no wait. Undefined when the header is missing or is neither (a
 * negative or fractional number, a date in another format, garbage), so the caller falls back on its own backoff.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, Number.MAX_SAFE_INTEGER);
  // Runs of white space count as one (asctime pads a one-digit day with a second space).
  const at = parseHttpDate(text.replace(/\s+/g, ' '), now);
  return at === undefined ? undefined : Math.max(0, at - now);
}

/** A failure worth retrying by itself: the server said it is busy (503), or it could not be reached at all. */
export function isBusyFailure(failure: Extract<DeliveryResult, { ok: false }>): boolean {
  return failure.reason === 'network' || (failure.reason === 'http' && failure.status === 503);
}

/**
 * How long to wait before automatic retry number `retry` (1 for the first): the server's `Retry-After`
 * (`retryAfterMs`) or the exponential backoff, whichever is longer, plus up to `policy.jitter` of it at random,
 * never more than `policy.maxWaitMs`. `random` stands in for Math.random (a value from 0 up to 1).
 */
export function retryDelayMs(
  retry: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
  policy: RetryPolicy = BUSY_RETRY_POLICY,
): number {
  const n = Number.isFinite(retry) ? Math.max(1, Math.floor(retry)) : 1;
  // Past 2^20 the backoff is far above any cap; stopping there keeps the arithmetic finite.
  const backoff = policy.firstWaitMs * 2 ** Math.min(n - 1, 20);
  const asked = retryAfterMs !== undefined && Number.isFinite(retryAfterMs) && retryAfterMs > 0 ? retryAfterMs : 0;
  const share = random();
  const jitter = Number.isFinite(share) ? Math.min(Math.max(share, 0), 1) * policy.jitter : 0;
  return Math.round(Math.min(Math.max(backoff, asked) * (1 + jitter), policy.maxWaitMs));
}

/** After a failed attempt: wait `delayMs` and try again, or stop (`gaveUp` when it was a busy failure retried enough). */
export type RetryPlan = { retry: true; delayMs: number } | { retry: false; gaveUp: boolean };

/**
 * What to do after `failedAttempts` attempts of one request have failed, the last with `failure`: a busy server or
 * an unreachable one is retried by itself up to `policy.maxRetries` times; anything else (a refusal, a 404 from a
 * static host, a stalled upload) waits for the visitor.
 */
export function planRetry(
  failure: Extract<DeliveryResult, { ok: false }>,
  failedAttempts: number,
  random: () => number = Math.random,
  policy: RetryPolicy = BUSY_RETRY_POLICY,
): RetryPlan {
  if (!isBusyFailure(failure)) return { retry: false, gaveUp: false };
  if (!(failedAttempts <= policy.maxRetries)) return { retry: false, gaveUp: true };
  return { retry: true, delayMs: retryDelayMs(failedAttempts, failure.retryAfterMs, random, policy) };
}

/** The parts of XMLHttpRequest delivery uses (a fake in the unit tests). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'status'
  | 'responseText'
  | 'getResponseHeader'
  | 'onload'
  | 'onerror'
  | 'onabort'
  | 'onprogress'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

type SendOptions = {
  stallTimeoutMs?: number;
  createRequest?: () => UploadRequest;
  /** The wall clock, for reading a `Retry-After` date. */
  now?: () => number;
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
  { stallTimeoutMs = CONSULTATION_STALL_TIMEOUT_MS, createRequest = () => new XMLHttpRequest(), now = Date.now }: SendOptions = {},
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
      let retryAfter: string | null = null;
      try {
        // A cross-origin form service shows it only when it exposes the header (CORS); then the backoff alone decides.
        if (xhr.status < 200 || xhr.status >= 300) retryAfter = xhr.getResponseHeader('Retry-After');
      } catch {
        // Not readable: as if absent.
      }
      finish(deliveryResult(xhr.status, body, parseRetryAfter(retryAfter, now())));
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
