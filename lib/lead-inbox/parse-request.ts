import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { DOCUMENTS_FIELD, MAX_FILE_SIZE_BYTES, MAX_FILES, MAX_TOTAL_SIZE_BYTES } from '@/content/consultation';

/** A file part of the request, held in memory (at most 5 × 10 MB, and 50 MB in all). */
export type ReceivedFile = { name: string; mimeType: string; data: Buffer };

export type ParsedRequest = { fields: Record<string, string>; files: ReceivedFile[] };

export type ParseFailure = { status: 400 | 413 | 415; error: string; field?: typeof DOCUMENTS_FIELD };

/** Text fields a request may carry: the form has eight; anything far beyond that is a flood. */
const MAX_FIELDS = 20;
/** Bytes per text field: the description allows 5,000 characters, up to 4 bytes each in UTF-8. */
const MAX_FIELD_BYTES = 32 * 1024;
/** Room for the text fields and the multipart framing on top of the files' own limit. */
const MAX_BODY_BYTES = MAX_TOTAL_SIZE_BYTES + 1024 * 1024;

export class RequestRejected extends Error {
  constructor(readonly failure: ParseFailure) {
    super(failure.error);
  }
}

/**
 * Reads a `multipart/form-data` request with busboy, enforcing the upload limits as the bytes arrive: more
 * than 5 files, a file over 10 MB or more than 50 MB in all stops the read at once (413 for size, 400 for
 * count), as do a missing boundary, a malformed body or a flood of fields (400).
 */
export function parseConsultationRequest(req: IncomingMessage): Promise<ParsedRequest> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      reject(new RequestRejected({ status: 413, error: 'The request is larger than the 50 MB the form allows.' }));
      return;
    }
    if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) {
      reject(new RequestRejected({ status: 415, error: 'Send the request as multipart/form-data.' }));
      return;
    }

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          // One more than allowed, so that a sixth file is seen and refused rather than silently cut.
          files: MAX_FILES + 1,
          fileSize: MAX_FILE_SIZE_BYTES + 1,
          parts: MAX_FIELDS + MAX_FILES + 1,
        },
      });
    } catch {
      reject(new RequestRejected({ status: 400, error: 'The request has no multipart boundary.' }));
      return;
    }

    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    let total = 0;
    let done = false;

    const fail = (failure: ParseFailure) => {
      if (done) return;
      done = true;
      req.unpipe(parser);
      // Drain what is still coming so the connection can carry the answer.
      req.resume();
      reject(new RequestRejected(failure));
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail({ status: 413, error: `The field "${name}" is too long.` });
      else if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== DOCUMENTS_FIELD) {
        stream.resume();
        fail({ status: 400, error: `Unexpected file field "${name}".` });
        return;
      }
      // A browser posting the form without JavaScript sends an empty, nameless part when no file is chosen.
      if (!info.filename) {
        stream.resume();
        return;
      }
      if (files.length >= MAX_FILES) {
        stream.resume();
        fail({ status: 400, error: `Attach at most ${MAX_FILES} files.`, field: DOCUMENTS_FIELD });
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > MAX_TOTAL_SIZE_BYTES) {
          fail({ status: 413, error: 'The files are larger than 50 MB in total.', field: DOCUMENTS_FIELD });
          stream.resume();
          return;
        }
        chunks.push(chunk);
      });
      stream.on('limit', () => fail({ status: 413, error: `"${info.filename}" is larger than 10 MB.`, field: DOCUMENTS_FIELD }));
      stream.on('end', () => {
        if (!done) files.push({ name: info.filename ?? '', mimeType: info.mimeType, data: Buffer.concat(chunks) });
      });
    });
    parser.on('fieldsLimit', () => fail({ status: 400, error: 'The request has too many fields.' }));
    parser.on('partsLimit', () => fail({ status: 400, error: 'The request has too many parts.' }));
    parser.on('filesLimit', () => fail({ status: 400, error: `Attach at most ${MAX_FILES} files.`, field: DOCUMENTS_FIELD }));
    parser.on('error', () => fail({ status: 400, error: 'The request body is not valid multipart/form-data.' }));
    parser.on('close', () => {
      if (done) return;
      done = true;
      resolve({ fields, files });
    });
    req.on('error', () => fail({ status: 400, error: 'The request was interrupted.' }));
    req.pipe(parser);
  });
}
