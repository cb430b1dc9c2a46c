import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSULTATION_PATH, DOCUMENTS_FIELD, HONEYPOT_FIELD, LEAD_KIND_FIELD, MAX_FILES, MAX_TOTAL_SIZE_BYTES, REQUEST_ID_FIELD, consultationMessages } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { newRequestId, REQUEST_ID_PATTERN, SHORT_REFERENCE_PATTERN, shortReference, UPDATE_KEY_FIELD, UPDATE_KEY_PATTERN } from '@/lib/lead-protocol';
import { hasAcceptedType, isWithinSizeLimit, totalSize } from '@/lib/uploads';
import { securityHeaders } from '@/build/host-config/policy';
import { DRAIN_MAX_BYTES, drainBody, type BodyLimits } from './body-guard';
import { clientKey } from './client-key';
import { contentMatchesExtension } from './file-content';
import { hasReference, isStorageError, isUnsafeInName, STORAGE_FAILURE_MESSAGE, storeLead, type StoredLead } from './lead-store';
import { checkRequestHeaders, MAX_BODY_BYTES, parseConsultationRequest, RequestRejected, type ParseFailure, type ReceivedFile } from './parse-request';
import { parseLeadKind, validateLead } from './validate-lead';
import type { LeadKind } from '@/content/consultation';

type FieldErrors = Record<string, string>;

const sizeOf = (file: ReceivedFile) => ('data' in file ? file.data.length : file.size);

/**
 * The file rules of spec 5 and 9, enforced again on the server (the browser's checks can be bypassed): the
 * count, each file's size and type, the total, and content that matches the extension. The first problem
 * found, or null.
 */
export function checkReceivedFiles(files: readonly ReceivedFile[]): string | null {
  if (files.length > MAX_FILES) return `Attach at most ${MAX_FILES} files.`;
  for (const file of files) {
    if (!hasAcceptedType(file.name)) return `"${file.name}" is not a PDF, Word, JPG, PNG or text file.`;
    if (!isWithinSizeLimit(sizeOf(file))) return `"${file.name}" is larger than 10 MB.`;
    // A streamed file's content was checked as it arrived.
    if ('data' in file && !contentMatchesExtension(file.name, file.data)) return `"${file.name}" is not the kind of file its name says.`;
  }
  if (totalSize(files.map((f) => ({ name: f.name, size: sizeOf(f) }))) > MAX_TOTAL_SIZE_BYTES) {
    return 'The files are larger than 50 MB in total.';
  }
  return null;
}

type Answer = { status: number; body: { id?: string; reference?: string; updateKey?: string; error?: string; fieldErrors?: FieldErrors }; headers?: Record<string, string> };

/** Where the consultation form is: the way back from the inbox's own pages. */
const CONSULTATION_FORM_PAGE = '/#contact';
const BACK_TO_FORM = 'Back to the consultation form';
/** The confirmation's address for a form sent without script, by the request's reference (issue 54: POST, redirect, GET). */
export const receivedPath = (reference: string) => `${CONSULTATION_PATH}/received/${reference}`;
export const NO_SUCH_REQUEST_TITLE = 'We have no request with this reference';
export const NO_SUCH_REQUEST_TEXT = 'This address does not match a request we hold. If you sent the form, please send it again';

/** Room on the leads disk a chunked upload holds at first, and asks for again each time what arrived reaches it. */
export const CHUNKED_ROOM_STEP_BYTES = 1024 * 1024;
/** Room on the leads disk held for an upload in progress (see reserveRoom). */
type Room = { held: number; grow: (received: number) => Promise<boolean> };

/** Seconds a visitor is asked to wait: a busy inbox frees a slot within seconds; a disk needs its owner. */
const BUSY_RETRY_SECONDS = 5;
const STORAGE_RETRY_SECONDS = 60;
const BUSY_MESSAGE = 'The inbox is busy just now. Please send your request again in a moment.';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The answer for a browser that posted the form without JavaScript: a page of the site (its stylesheet, its
 * header and footer line), never the visitor's text.
 */
export function htmlPage(answer: Answer, stylesheet?: string): string {
  const ok = answer.status < 300;
  const unknown = answer.status === 404;
  const title = ok ? consultationMessages.submittedTitle : unknown ? NO_SUCH_REQUEST_TITLE : 'Your request has not been sent';
  const errors = Object.values(answer.body.fieldErrors ?? {});
  const paragraph = (html: string) => `<p class="max-w-prose text-muted-foreground">${html}</p>`;
  const phone = `<a class="font-semibold text-primary underline" href="tel:${siteConfig.phone.e164}">${escapeHtml(siteConfig.phone.display)}</a>`;
  // Refused for being busy, too many or a failing disk, not for what was typed: nothing to correct, only to send again.
  const sendAgain = answer.status === 408 || answer.status === 429 || answer.status >= 500;
  const wait = answer.status === 429 ? 'Wait a few minutes' : 'Wait a minute';
  // Issue 54: said once (a refusal for being busy is the page's whole message), with the way back to the form.
  const back = `<a class="font-semibold text-primary underline" href="${CONSULTATION_FORM_PAGE}">${BACK_TO_FORM}</a>`;
  const next = sendAgain
    ? `Your request has not been stored. ${wait}, then go back to the form and send it again (check that your files are still attached), or ${siteConfig.phone.callUs} on ${phone}.`
    : `Go back to the form to correct it (your browser’s Back button keeps what you typed), or ${siteConfig.phone.callUs} on ${phone}.`;
  const body = ok
    ? paragraph(escapeHtml(`${consultationMessages.submittedText} ${consultationMessages.submittedTiming}`)) +
      (answer.body.reference ? paragraph(`Your reference: <strong class="font-mono text-foreground">${escapeHtml(answer.body.reference)}</strong>. Please quote it if you contact us about this request.`) : '')
    : unknown
      ? `${paragraph(`${escapeHtml(NO_SUCH_REQUEST_TEXT)}, or ${siteConfig.phone.callUs} on ${phone}.`)}<p>${back}</p>`
      : `${sendAgain ? '' : paragraph(escapeHtml(answer.body.error ?? ''))}${errors.length ? `<ul class="list-disc space-y-1 pl-6 text-destructive">${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>` : ''}${paragraph(next)}<p>${back}</p>`;
  const css = stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : '';
  return `<!doctype html><html lang="${siteConfig.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${escapeHtml(siteConfig.name)}</title>${css}</head><body class="flex min-h-screen flex-col"><header class="border-b border-border bg-background"><div class="container-page flex h-18 max-w-[80rem] items-center"><a href="/" class="text-lg font-extrabold tracking-tight text-primary">${escapeHtml(siteConfig.name)}</a></div></header><main id="main-content" class="flex-1"><section class="container-page flex flex-col gap-6 py-16"><h1 class="text-3xl font-bold sm:text-4xl">${escapeHtml(title)}</h1>${body}<p><a class="font-semibold text-primary underline" href="/">Return to ${escapeHtml(siteConfig.name)}</a></p></section></main><footer class="border-t border-border py-8"><div class="container-page text-sm text-muted-foreground">${escapeHtml(siteConfig.name)}</div></footer></body></html>`;
}

/** The inbox's own page runs no script and loads only the site's stylesheet, so its policy allows nothing else. */
const HTML_ANSWER_HEADERS = {
  ...Object.fromEntries(securityHeaders().map((h) => [h.key, h.value])),
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

/** JSON for the form's script, or the page above for a browser posting without JavaScript. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer, headers: Record<string, string> = {}, stylesheet?: string) {
  const accept = request.headers.accept ?? '';
  const wantsHtml = !/application\/json/.test(accept) && /text\/html/.test(accept);
  // Issue 54: a form sent without script that was received is answered with a redirect to its confirmation (POST,
  // redirect, GET), so a reload or Back shows the confirmation again and never sends the form a second time.
  if (wantsHtml && request.method === 'POST' && answer.status < 300 && answer.body.id) {
    return reply
      .code(303)
      .headers({ ...HTML_ANSWER_HEADERS, 'Cache-Control': 'no-store', Location: receivedPath(shortReference(answer.body.id)), ...headers })
      .send('');
  }
  return reply
    .code(answer.status)
    .headers({
      'Content-Type': wantsHtml ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(wantsHtml ? HTML_ANSWER_HEADERS : {}),
      ...answer.headers,
      ...headers,
    })
    .send(wantsHtml ? htmlPage(answer, stylesheet) : JSON.stringify(answer.body));
}

/** Single-line fields may not carry control or bidirectional formatting characters (the description may break lines). */
const MULTI_LINE_FIELDS = new Set(['description']);
function unsafeCharacterErrors(fields: Readonly<Record<string, string>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(fields)) {
    const allowed = MULTI_LINE_FIELDS.has(name) ? (c: string) => c === '\n' || c === '\r' || c === '\t' : () => false;
    if (Array.from(value).some((c) => isUnsafeInName(c) && !allowed(c))) errors[name] = 'Remove the control or hidden formatting characters from this field.';
  }
  return errors;
}

type Validated = { id: string; kind: LeadKind; data: Record<string, string>; sentWithoutScript: boolean; updateKey?: string };

/**
 * The id of a request a browser sent without script (issue 54): worked out from what it holds (its kind, its fields,
 * each file's name, size and content) and the day, so the same form sent twice on one day (a reload of the answer, a
 * Back and send) is recognised as one request and stored once, and the visitor is shown the same reference.
 */
export async function contentRequestId(kind: LeadKind, data: Readonly<Record<string, string>>, files: readonly ReceivedFile[], day: Date): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([kind, day.toISOString().slice(0, 10), Object.entries(data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]));
  for (const file of files) {
    hash.update(`\u0000${file.name}\u0000${sizeOf(file)}\u0000`);
    if ('data' in file) hash.update(file.data);
    else for await (const chunk of createReadStream(file.path)) hash.update(chunk as Buffer);
  }
  return hash.digest('hex').slice(0, 32);
}

export const KIND_MISMATCH_MESSAGE = 'The kind of request does not match the address it was sent to.';
/** A repeat of a request id with other details: never a key to someone else's request (issue 53). */
export const CONFLICT_MESSAGE = 'This request id belongs to another request. Please send the form again.';

/**
 * The kind of request the address names (`?kind=trial`, `?kind=premium`; none for the consultation form), known
 * before the body is read so that the right rate limit counts it; null for a kind the inbox does not take.
 */
export function kindOfAddress(query: unknown): LeadKind | null {
  const value = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).kind : undefined;
  if (value !== undefined && typeof value !== 'string') return null;
  return parseLeadKind(value);
}

/** Sign-ups and premium requests share a rate limit of their own, so that they can never block a consultation. */
export const rateLimitGroup = (kind: LeadKind) => (kind === 'consultation' ? 'consultation' : 'signup');

/** The text fields, checked as the form checks them: the lead, or the answer refusing it. */
function checkFields(fields: Readonly<Record<string, string>>, addressKind: LeadKind): { ok: true; lead: Validated } | { ok: false; failure: ParseFailure } {
  const fieldErrors: FieldErrors = {};
  // The form sends an id that its retries reuse; a browser posting without JavaScript sends none and gets one.
  const id = fields[REQUEST_ID_FIELD] || newRequestId();
  // A browser posting without JavaScript sends no id: one is worked out from what it sent, once the files are in.
  const sentWithoutScript = !fields[REQUEST_ID_FIELD];
  if (!REQUEST_ID_PATTERN.test(id)) fieldErrors[REQUEST_ID_FIELD] = 'The request id is not valid.';
  const kind = parseLeadKind(fields[LEAD_KIND_FIELD]);
  if (!kind) return { ok: false, failure: { status: 400, error: 'Unknown kind of request.', fieldErrors: { [LEAD_KIND_FIELD]: 'Unknown kind of request.' } } };
  // Counted against the address's limit: a consultation sent as a sign-up would escape its own. A sign-up sent to
  // the plain address (a page loaded before sign-ups had their own) counts with the consultations and is taken.
  if (addressKind !== 'consultation' && kind !== addressKind) return { ok: false, failure: { status: 400, error: KIND_MISMATCH_MESSAGE, fieldErrors: { [LEAD_KIND_FIELD]: KIND_MISMATCH_MESSAGE } } };
  const validation = validateLead(kind, fields);
  if (!validation.ok) Object.assign(fieldErrors, validation.errors);
  if (validation.ok) Object.assign(fieldErrors, unsafeCharacterErrors(validation.data));
  if (!validation.ok || Object.keys(fieldErrors).length > 0) return { ok: false, failure: { status: 400, error: 'The request has errors.', fieldErrors } };
  // The key a sign-up's first answer gave its tab, sent back to update it; anything else is no key at all.
  const updateKey = fields[UPDATE_KEY_FIELD];
  return { ok: true, lead: { id, kind, data: validation.data, sentWithoutScript, ...(updateKey && UPDATE_KEY_PATTERN.test(updateKey) ? { updateKey } : {}) } };
}

export type ConsultationRouteOptions = {
  leadsDir: string;
  /** Consultation requests one client may send in `rateWindowMs` (counted by @fastify/rate-limit, registered by the server). */
  rateLimit: number;
  /** Trial sign-ups and premium requests one client may send in `rateWindowMs`, counted apart from consultations. */
  signupRateLimit: number;
  rateWindowMs: number;
  /** Requests read at once, and from one client at once; more answer 503 with Retry-After. */
  maxUploads: number;
  maxUploadsPerClient: number;
  /** The body's total and minimum rate. */
  bodyLimits: BodyLimits;
  /** Bytes free for new leads; a request that may not fit is answered 503. */
  freeSpace: (dir: string) => Promise<number>;
  /** Inodes free for new leads; with fewer than `minFreeInodes`, a request is answered 503. */
  freeInodes?: (dir: string) => Promise<number>;
  minFreeInodes?: number;
  now?: () => Date;
  /** The exported site's stylesheet, for the page answering a browser without JavaScript. */
  stylesheet?: () => string | undefined;
  onLeadStored?: (folder: string, lead: StoredLead) => void | Promise<void>;
};

/**
 * `POST /api/consultation`: reads the multipart request (a consultation, a template trial sign-up or a premium
 * template request), validates it with the same rules as the form that sent it and the same file rules, and
 * stores it once per request id. 201 with the id when stored (200 when that id was already stored), 400 with
 * field errors, 408 when the body comes slower than the minimum rate, 413 when too large, 415 when not
 * multipart, 429 when one client sends too many, 503 with Retry-After when the inbox is busy (all upload slots
 * taken, or this client's one upload already in progress) or its disk cannot take the request, 405 for other
 * methods. A request with the honeypot filled in is answered 201 and dropped. Only requests that are read count
 * towards the rate limit: POST, multipart, within the size limit, and given a slot (never a 503).
 */
export function consultationRoute(fastify: FastifyInstance, options: ConsultationRouteOptions) {
  const { leadsDir, bodyLimits, freeSpace, freeInodes, minFreeInodes = 0, now = () => new Date(), stylesheet = () => undefined, onLeadStored } = options;
  const answer = (request: FastifyRequest, reply: FastifyReply, a: Answer, headers: Record<string, string> = {}) =>
    sendAnswer(request, reply, a, headers, stylesheet());
  /**
   * Answers without reading the body, which is read and dropped meanwhile (within a cap and a time limit), the
   * connection left open: closed at once, the bytes still arriving would be answered with a reset, which cost a
   * proxy the answer (its visitor got a 502 for a 503, 413 or 429; issue 39).
   */
  const refuse = (request: FastifyRequest, reply: FastifyReply, a: Answer) => {
    drainBody(request.raw, bodyLimits);
    return answer(request, reply, a);
  };
  const busy = (retryAfter = BUSY_RETRY_SECONDS): Answer => ({ status: 503, body: { error: BUSY_MESSAGE }, headers: { 'Retry-After': String(retryAfter) } });
  const storageFailed = (): Answer => ({ status: 503, body: { error: STORAGE_FAILURE_MESSAGE }, headers: { 'Retry-After': String(STORAGE_RETRY_SECONDS) } });
  // Two limiters, each with a store of its own (createRateLimit gives each a child of the plugin's store).
  const limiters = {
    consultation: fastify.createRateLimit({ max: options.rateLimit, timeWindow: options.rateWindowMs }),
    signup: fastify.createRateLimit({ max: options.signupRateLimit, timeWindow: options.rateWindowMs }),
  };
  let inProgress = 0;
  /** Uploads in progress by client (one each by default), so that one address cannot take every slot. */
  const uploading = new Map<string, number>();

  /**
   * Bytes of the leads disk promised to uploads in progress (each its declared length): without it, three 9.5 MiB
   * uploads with 23 MiB free were all let in, filled the disk together and all failed (issue 39). Conservative: an
   * upload's bytes already written count twice until it ends.
   */
  let reserved = 0;
  /** Takes `bytes` of the leads disk for an upload in progress if they are free beside those promised; false if not. */
  async function take(request: FastifyRequest, bytes: number, what: string): Promise<boolean> {
    try {
      const free = await freeSpace(leadsDir);
      // Checked and taken with nothing awaited between, so two requests cannot both count the same bytes.
      if (free - reserved >= bytes) {
        reserved += bytes;
        return true;
      }
      request.log.error(`The leads disk has ${Math.floor(free / 1024 / 1024)} MiB free (${Math.ceil(reserved / 1024 / 1024)} MiB of it promised to uploads in progress), less than ${what}: refused with 503.`);
    } catch (error) {
      request.log.error({ err: error }, 'The leads disk could not be checked: refused with 503.');
    }
    return false;
  }
  /**
   * Room on the leads disk for this request beside those in progress, or null: its declared length, held from the
   * start; a chunked body (no length) holds a little and more as it arrives (issue 53: it held the most a request
   * may be, 51 MiB, so one small chunked upload could shut out every other on a disk with 60 MiB free). `held` is
   * given back when the request ends; `grow` asks for room for what has arrived and a step more, false when the disk
   * has none.
   */
  async function reserveRoom(request: FastifyRequest): Promise<Room | null> {
    const declared = Number(request.headers['content-length']);
    const chunked = !(Number.isFinite(declared) && declared > 0);
    const first = chunked ? CHUNKED_ROOM_STEP_BYTES : declared;
    if (freeInodes) {
      try {
        const inodes = await freeInodes(leadsDir);
        if (inodes < minFreeInodes) {
          request.log.error(`The leads disk has ${inodes} inodes (files) free, fewer than a request may take (${minFreeInodes}): refused with 503.`);
          return null;
        }
      } catch (error) {
        request.log.error({ err: error }, 'The leads disk could not be checked: refused with 503.');
        return null;
      }
    }
    if (!(await take(request, first, 'a request may need'))) return null;
    const room: Room = {
      held: first,
      grow: async (received) => {
        const more = Math.min(received + CHUNKED_ROOM_STEP_BYTES, MAX_BODY_BYTES) - room.held;
        if (!chunked || more <= 0) return true;
        if (!(await take(request, more, 'the rest of a chunked upload'))) return false;
        room.held += more;
        return true;
      },
    };
    return room;
  }

  // Issue 54: the confirmation of a form sent without script, by its reference; only for a request the inbox holds.
  fastify.route({
    method: ['GET', 'HEAD'],
    url: receivedPath(':reference'),
    handler: async (request, reply) => {
      const { reference } = request.params as { reference: string };
      const known = SHORT_REFERENCE_PATTERN.test(reference) && (await hasReference(leadsDir, reference).catch(() => false));
      const page = htmlPage(known ? { status: 200, body: { reference } } : { status: 404, body: {} }, stylesheet());
      return reply
        .code(known ? 200 : 404)
        .headers({ ...HTML_ANSWER_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
        .send(page);
    },
  });

  fastify.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: CONSULTATION_PATH,
    handler: (request, reply) => answer(request, reply, { status: 405, body: { error: 'Use POST.' } }, { Allow: 'POST' }),
  });

  fastify.route({
    method: 'POST',
    url: CONSULTATION_PATH,
    // Answered before the rate limit counts the request: only well-formed requests are counted.
    preValidation: async (request, reply) => {
      const problem = checkRequestHeaders(request.raw);
      if (!problem) return;
      const refusal: Answer = { status: problem.status, body: { error: problem.error } };
      if (!problem.close) return refuse(request, reply, refusal);
      // Declared too large to be read: drained as a refusal is when it is within what a proxy lets through, else
      // the connection closes after the answer.
      if (Number(request.headers['content-length']) <= DRAIN_MAX_BYTES) return refuse(request, reply, refusal);
      return answer(request, reply, refusal, { Connection: 'close' });
    },
    handler: async (request, reply) => {
      const addressKind = kindOfAddress(request.query);
      if (!addressKind) return refuse(request, reply, { status: 400, body: { error: 'Unknown kind of request.', fieldErrors: { [LEAD_KIND_FIELD]: 'Unknown kind of request.' } } });
      const client = clientKey(request.ip);
      const ofClient = uploading.get(client) ?? 0;
      if (ofClient >= options.maxUploadsPerClient || inProgress >= options.maxUploads) return refuse(request, reply, busy());
      // Taken before anything is awaited, so that two requests cannot both see a free slot.
      uploading.set(client, ofClient + 1);
      inProgress += 1;
      let room: Room | null = null;
      try {
        room = await reserveRoom(request);
        if (room === null) return refuse(request, reply, storageFailed());
        // Counted only now: a request refused for being busy or for the disk never counts.
        // The store always counts a new client (rate-limit-store.ts): a flood of limited clients shuts nobody out.
        const limit = await limiters[rateLimitGroup(addressKind)](request);
        if (!limit.isAllowed && limit.isExceeded) {
          const retryAfter = String(Math.max(1, limit.ttlInSeconds));
          return refuse(request, reply, { status: 429, body: { error: 'Too many requests. Please wait a few minutes, or call us.' }, headers: { 'Retry-After': retryAfter } });
        }
        return await receive(request, reply, addressKind, room);
      } finally {
        const left = (uploading.get(client) ?? 1) - 1;
        if (left > 0) uploading.set(client, left);
        else uploading.delete(client);
        inProgress -= 1;
        reserved -= room?.held ?? 0;
      }
    },
  });

  async function receive(request: FastifyRequest, reply: FastifyReply, addressKind: LeadKind, room: Room) {
    let checked: Validated | undefined;
    let honeypot = false;
    let parsed;
    try {
      parsed = await parseConsultationRequest(request.raw, {
        incomingDir: leadsDir,
        limits: bodyLimits,
        room,
        checkFields: (fields) => {
          // A bot's request is not worth reading further: answered as accepted, dropped.
          if ((fields[HONEYPOT_FIELD] ?? '') !== '') {
            honeypot = true;
            return null;
          }
          const result = checkFields(fields, addressKind);
          if (!result.ok) return result.failure;
          checked = result.lead;
          return null;
        },
      });
    } catch (error) {
      if (!(error instanceof RequestRejected)) throw error;
      const { status, error: message, field, fieldErrors, storage, cause } = error.failure;
      if (storage) {
        request.log.error({ err: cause }, 'An upload could not be written to the leads disk: refused with 503.');
        return answer(request, reply, storageFailed(), { Connection: 'close' });
      }
      return answer(request, reply, { status, body: { error: message, ...(fieldErrors ? { fieldErrors } : field ? { fieldErrors: { [field]: message } } : {}) } }, { Connection: 'close' });
    }
    const { fields, files, cleanUp } = parsed;
    let result: Answer;
    try {
      result = await storeChecked(request, fields, files, checked, honeypot);
    } finally {
      // Whatever was not moved into a lead goes before the answer does.
      await cleanUp();
    }
    return answer(request, reply, result);
  }

  async function storeChecked(request: FastifyRequest, fields: Record<string, string>, files: ReceivedFile[], lead: Validated | undefined, honeypot: boolean): Promise<Answer> {
    if (honeypot || !lead) {
      request.log.info('Dropped a request with the hidden field filled in.');
      return { status: 201, body: { id: REQUEST_ID_PATTERN.test(fields[REQUEST_ID_FIELD] ?? '') ? fields[REQUEST_ID_FIELD] : newRequestId() } };
    }
    // Only the consultation form takes documents.
    const fileProblem = lead.kind === 'consultation' ? checkReceivedFiles(files) : files.length > 0 ? 'This request cannot carry documents.' : null;
    if (fileProblem) return { status: 400, body: { error: 'The request has errors.', fieldErrors: { [DOCUMENTS_FIELD]: fileProblem } } };

    let result;
    try {
      const receivedAt = now();
      if (lead.sentWithoutScript) lead = { ...lead, id: await contentRequestId(lead.kind, lead.data, files, receivedAt) };
      result = await storeLead(leadsDir, { id: lead.id, kind: lead.kind, receivedAt, request: lead.data, files, ...(lead.updateKey ? { updateKey: lead.updateKey } : {}) });
    } catch (error) {
      if (!isStorageError(error)) throw error;
      request.log.error({ err: error }, 'A lead could not be written to the leads disk: refused with 503.');
      return storageFailed();
    }
    const { stored, updated, conflict, record, updateKey } = result;
    // The log names a lead by the reference the visitor was shown, never by its id (issue 53): the id is what a
    // repeat must carry, and a log is read by more people, and kept longer, than the leads.
    const reference = shortReference(lead.id);
    if (conflict) {
      request.log.warn(`A ${lead.kind} request with the id of ${reference} but other details: refused (409), the stored request unchanged.`);
      return { status: 409, body: { error: CONFLICT_MESSAGE } };
    }
    if (stored && record && record.id !== lead.id) {
      request.log.info(`New ${lead.kind} request ${shortReference(record.id)}: it reused the id of ${reference} without that sign-up's key or email, so it is a lead of its own.`);
    } else {
      request.log.info(
        stored ? `New ${lead.kind} request ${reference} (${files.length} document(s))` : updated ? `Updated ${lead.kind} request ${reference}: its own tab sent new details (the earlier ones are kept).` : `Repeat of ${reference}: not stored again.`,
      );
    }
    if ((stored || updated) && record && onLeadStored) notify(request, path.join(leadsDir, result.folder), record);
    return { status: stored ? 201 : 200, body: { id: record?.id ?? lead.id, ...(updateKey ? { updateKey } : {}) } };
  }

  /** The hook runs after the answer is on its way: it can neither lose nor delay the lead, and its errors are logged. */
  function notify(request: FastifyRequest, folder: string, record: StoredLead) {
    setImmediate(() => {
      try {
        Promise.resolve(onLeadStored!(folder, record)).catch((error: unknown) => request.log.error({ err: error }, 'onLeadStored failed'));
      } catch (error) {
        request.log.error({ err: error }, 'onLeadStored failed');
      }
    });
  }
}
