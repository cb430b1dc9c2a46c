import type { IncomingMessage, ServerResponse } from 'node:http';
import { DOCUMENTS_FIELD, HONEYPOT_FIELD, LEAD_KIND_FIELD, MAX_FILES, MAX_TOTAL_SIZE_BYTES, REQUEST_ID_FIELD, consultationMessages } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { newRequestId, REQUEST_ID_PATTERN } from '@/lib/consultation-delivery';
import { hasAcceptedType, isWithinSizeLimit, totalSize } from '@/lib/uploads';
import { securityHeaders } from '@/lib/host-config/policy';
import { contentMatchesExtension } from './file-content';
import { storeLead } from './lead-store';
import { parseConsultationRequest, RequestRejected, type ReceivedFile } from './parse-request';
import type { RateLimiter } from './rate-limit';
import { parseLeadKind, validateLead } from './validate-lead';

type FieldErrors = Record<string, string>;

/**
 * The file rules of spec 5 and 9, enforced again on the server (the browser's checks can be bypassed): the
 * count, each file's size and type, the total, and content that matches the extension. The first problem
 * found, or null.
 */
export function checkReceivedFiles(files: readonly ReceivedFile[]): string | null {
  if (files.length > MAX_FILES) return `Attach at most ${MAX_FILES} files.`;
  for (const file of files) {
    if (!hasAcceptedType(file.name)) return `"${file.name}" is not a PDF, Word, JPG, PNG or text file.`;
    if (!isWithinSizeLimit(file.data.length)) return `"${file.name}" is larger than 10 MB.`;
    if (!contentMatchesExtension(file.name, file.data)) return `"${file.name}" is not the kind of file its name says.`;
  }
  if (totalSize(files.map((f) => ({ name: f.name, size: f.data.length }))) > MAX_TOTAL_SIZE_BYTES) {
    return 'The files are larger than 50 MB in total.';
  }
  return null;
}

type Answer = { status: number; body: { id?: string; error?: string; fieldErrors?: FieldErrors } };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The answer for a browser that posted the form without JavaScript: a plain page, never the visitor's text. */
function htmlPage(answer: Answer): string {
  const ok = answer.status < 300;
  const title = ok ? consultationMessages.submittedTitle : 'Your request has not been sent';
  const errors = Object.values(answer.body.fieldErrors ?? {});
  const body = ok
    ? `<p>${escapeHtml(`${consultationMessages.submittedText} ${consultationMessages.submittedTiming}`)}</p>`
    : `<p>${escapeHtml(answer.body.error ?? '')}</p>${errors.length ? `<ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>` : ''}<p>Go back to correct it, or call us free on <a href="tel:${siteConfig.phone.e164}">${escapeHtml(siteConfig.phone.display)}</a>.</p>`;
  return `<!doctype html><html lang="${siteConfig.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${escapeHtml(siteConfig.name)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Return to ${escapeHtml(siteConfig.name)}</a></p></main></body></html>`;
}

/** The inbox's own plain page runs no script and loads nothing, so its policy allows nothing. */
const HTML_ANSWER_HEADERS = {
  ...Object.fromEntries(securityHeaders().map((h) => [h.key, h.value])),
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

function send(req: IncomingMessage, res: ServerResponse, answer: Answer, headers: Record<string, string> = {}) {
  const wantsHtml = !/application\/json/.test(req.headers.accept ?? '') && /text\/html/.test(req.headers.accept ?? '');
  res.writeHead(answer.status, {
    'Content-Type': wantsHtml ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(wantsHtml ? HTML_ANSWER_HEADERS : {}),
    ...headers,
  });
  res.end(wantsHtml ? htmlPage(answer) : JSON.stringify(answer.body));
}

export type ConsultationHandlerOptions = {
  leadsDir: string;
  limiter: RateLimiter;
  now?: () => Date;
  log?: (message: string) => void;
};

/**
 * `POST /api/consultation`: reads the multipart request (a consultation, a template trial sign-up or a premium
 * template request), validates it with the same rules as the form that sent it and
 * the same file rules, and stores it once per request id. 201 with the id when stored (200 when that id was
 * already stored), 400 with field errors, 413 when too large, 415 when not multipart, 429 when one client
 * sends too many, 405 for other methods. A request with the honeypot filled in is answered 201 and dropped.
 */
export function createConsultationHandler({ leadsDir, limiter, now = () => new Date(), log = () => {} }: ConsultationHandlerOptions) {
  return async function handleConsultation(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      send(req, res, { status: 405, body: { error: 'Use POST.' } }, { Allow: 'POST' });
      return;
    }
    const client = req.socket.remoteAddress ?? 'unknown';
    if (!limiter.allow(client)) {
      req.resume();
      send(req, res, { status: 429, body: { error: 'Too many requests. Please wait a few minutes, or call us.' } }, {
        'Retry-After': String(limiter.retryAfterSeconds(client)),
        Connection: 'close',
      });
      return;
    }

    let parsed;
    try {
      parsed = await parseConsultationRequest(req);
    } catch (error) {
      if (!(error instanceof RequestRejected)) throw error;
      const { status, error: message, field } = error.failure;
      send(req, res, { status, body: { error: message, ...(field ? { fieldErrors: { [field]: message } } : {}) } }, { Connection: 'close' });
      return;
    }
    const { fields, files } = parsed;

    if ((fields[HONEYPOT_FIELD] ?? '') !== '') {
      log(`Dropped a request with the hidden field filled in (from ${client}).`);
      send(req, res, { status: 201, body: { id: fields[REQUEST_ID_FIELD] || newRequestId() } });
      return;
    }

    const fieldErrors: FieldErrors = {};
    // The form sends an id that its retries reuse; a browser posting without JavaScript sends none and gets one.
    const id = fields[REQUEST_ID_FIELD] || newRequestId();
    if (!REQUEST_ID_PATTERN.test(id)) fieldErrors[REQUEST_ID_FIELD] = 'The request id is not valid.';
    const kind = parseLeadKind(fields[LEAD_KIND_FIELD]);
    if (!kind) {
      send(req, res, { status: 400, body: { error: 'Unknown kind of request.', fieldErrors: { [LEAD_KIND_FIELD]: 'Unknown kind of request.' } } });
      return;
    }
    const validation = validateLead(kind, fields);
    if (!validation.ok) Object.assign(fieldErrors, validation.errors);
    // Only the consultation form takes documents.
    const fileProblem = kind === 'consultation' ? checkReceivedFiles(files) : files.length > 0 ? 'This request cannot carry documents.' : null;
    if (fileProblem) fieldErrors[DOCUMENTS_FIELD] = fileProblem;
    if (!validation.ok || Object.keys(fieldErrors).length > 0) {
      send(req, res, { status: 400, body: { error: 'The request has errors.', fieldErrors } });
      return;
    }

    const { stored, folder } = await storeLead(leadsDir, { id, kind, receivedAt: now(), request: validation.data, files });
    log(stored ? `New ${kind} request: ${folder} (${files.length} document(s))` : `Repeat of ${folder}: not stored again.`);
    send(req, res, { status: stored ? 201 : 200, body: { id } });
  };
}
