import { randomBytes } from 'node:crypto';
import { createWriteStream, promises as fs, type WriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import busboy from 'busboy';
import { DOCUMENTS_FIELD, MAX_FILE_SIZE_BYTES, MAX_FILES, MAX_TOTAL_SIZE_BYTES } from '@/content/consultation';
import { hasAcceptedType } from '@/lib/uploads';
import { discardBody, MIN_UPLOAD_BYTES_PER_SECOND, UPLOAD_RATE_WINDOW_MS, watchBody, type BodyLimits } from './body-guard';
import { contentCheck } from './file-content';
import { FILE_MODE, FOLDER_MODE, INCOMING_PREFIX, STORAGE_FAILURE_MESSAGE, type ReceivedFile } from './lead-files';

export type { ReceivedFile } from './lead-files';


export type ParsedRequest = { fields: Record<string, string>; files: ReceivedFile[]; cleanUp: () => Promise<void> };

export type ParseFailure = {
  status: 400 | 408 | 413 | 415 | 503;
  error: string;
  field?: typeof DOCUMENTS_FIELD;
  fieldErrors?: Record<string, string>;
  /** The rest of the body is not read: the connection closes after the answer (a flood, a trickle). */
  close?: boolean;
  /** The leads disk failed (the error is in `cause`, for the log, never for the visitor). */
  storage?: boolean;
  cause?: unknown;
};

/** Text fields a request may carry: the form has eight; anything far beyond that is a flood. */
const MAX_FIELDS = 20;
/** Bytes per text field: the description allows 5,000 characters, up to 4 bytes each in UTF-8. */
const MAX_FIELD_BYTES = 32 * 1024;
/**
 * The most any request body may carry, chunked or not: the files' 50 MB (MAX_TOTAL_SIZE_BYTES, in MiB) and 1 MiB
 * for the text fields (at most 20 of 32 KiB) and the multipart framing. A proxy in front must allow at least
 * this (deploy/Caddyfile's test reads it).
 */
export const MAX_BODY_BYTES = MAX_TOTAL_SIZE_BYTES + 1024 * 1024;

/** The limits every request body is held to, unless the inbox is set otherwise. */
export const DEFAULT_BODY_LIMITS: BodyLimits = { maxBytes: MAX_BODY_BYTES, minBytesPerSecond: MIN_UPLOAD_BYTES_PER_SECOND, windowMs: UPLOAD_RATE_WINDOW_MS };

const storageFailure = (cause: unknown): ParseFailure => ({ status: 503, error: STORAGE_FAILURE_MESSAGE, storage: true, cause });
const TOO_LARGE = 'The request is larger than the 50 MB the form allows.';

export class RequestRejected extends Error {
  constructor(readonly failure: ParseFailure) {
    super(failure.error);
  }
}

export type ParseOptions = {
  /** Where uploads are written as they arrive (a hidden folder is made in it per request). */
  incomingDir: string;
  /**
   * Checks the text fields; called once, before the first byte of any file is written (the form sends its
   * fields first), or at the end when there are no files. A failure stops the read.
   */
  checkFields?: (fields: Readonly<Record<string, string>>) => ParseFailure | null;
  /** The body's total and its minimum rate (default DEFAULT_BODY_LIMITS). */
  limits?: BodyLimits;
  /**
   * Room on the leads disk held for this body: asked to `grow` whenever what has arrived passes what it holds (a
   * chunked body's grows as it comes); a body it cannot grow for is refused as the disk failing (503).
   */
  room?: { held: number; grow: (received: number) => Promise<boolean> };
};

/** Whether the request can be read at all: multipart, and no larger than the form allows. */
export function checkRequestHeaders(req: IncomingMessage): ParseFailure | null {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return { status: 413, error: TOO_LARGE, close: true };
  if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) return { status: 415, error: 'Send the request as multipart/form-data.' };
  return null;
}

/**
 * Reads a `multipart/form-data` request with busboy, streaming each file to disk (never holding it in memory)
 * and enforcing the upload rules as the bytes arrive: the text fields are checked before any file is read, a
 * file's type by its name before it is written and by its first bytes as they come, more than 5 files, a file
 * over 10 MB or more than 50 MB in all stop the read at once (413 for size, 400 for count and content), as do a
 * missing boundary, a malformed body or a flood of fields (400). A body past MAX_BODY_BYTES, whatever it holds
 * (413), or slower than the minimum rate (408) is not read further and its connection is closed. A failing disk
 * is a 503. Whatever was written is removed before the promise settles on failure; on success the caller moves
 * the files and calls `cleanUp`.
 */
export function parseConsultationRequest(req: IncomingMessage, { incomingDir, checkFields = () => null, limits = DEFAULT_BODY_LIMITS, room }: ParseOptions): Promise<ParsedRequest> {
  return new Promise((resolve, reject) => {
    const headerProblem = checkRequestHeaders(req);
    if (headerProblem) {
      reject(new RequestRejected(headerProblem));
      return;
    }

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as UTF-8; busboy's default is latin1.
        defParamCharset: 'utf8',
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

    const folder = path.join(incomingDir, `${INCOMING_PREFIX}upload-${randomBytes(8).toString('hex')}`);
    let folderMade: Promise<void> | undefined;
    const makeFolder = () =>
      (folderMade ??= fs.mkdir(incomingDir, { recursive: true, mode: FOLDER_MODE }).then(() => fs.mkdir(folder, { mode: FOLDER_MODE })).then(() => undefined));
    const writes: Promise<void>[] = [];
    // After the folder is made and every file's stream has closed: removing it earlier races their creation.
    const cleanUp = async () => {
      if (!folderMade) return;
      await folderMade.catch(() => undefined);
      await Promise.allSettled(writes);
      await fs.rm(folder, { recursive: true, force: true });
    };

    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    const openStreams = new Set<WriteStream>();
    let fileParts = 0;
    let fieldsChecked = false;
    let total = 0;
    let done = false;

    const fail = (failure: ParseFailure) => {
      if (done) return;
      done = true;
      req.unpipe(parser);
      for (const stream of openStreams) stream.destroy();
      // Drain what is still coming so the connection can carry the answer, unless the body is the problem.
      if (failure.close) req.pause();
      else discardBody(req, limits);
      void cleanUp()
        .catch(() => undefined)
        .finally(() => reject(new RequestRejected(failure)));
    };

    const checkFieldsOnce = () => {
      if (fieldsChecked) return true;
      fieldsChecked = true;
      const problem = checkFields(fields);
      if (problem) fail(problem);
      return !problem;
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail({ status: 413, error: `The field "${name}" is too long.` });
      else if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // busboy ends a file's stream with an error when the body stops mid-file; the parser's own error reports it.
      stream.on('error', () => undefined);
      if (done) {
        stream.resume();
        return;
      }
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
      if (!checkFieldsOnce()) {
        stream.resume();
        return;
      }
      const fileName = info.filename;
      if (fileParts >= MAX_FILES) {
        stream.resume();
        fail({ status: 400, error: `Attach at most ${MAX_FILES} files.`, field: DOCUMENTS_FIELD });
        return;
      }
      if (!hasAcceptedType(fileName)) {
        stream.resume();
        fail({ status: 400, error: `"${fileName}" is not a PDF, Word, JPG, PNG or text file.`, field: DOCUMENTS_FIELD });
        return;
      }
      const index = fileParts++;
      const filePath = path.join(folder, String(index));
      const check = contentCheck(fileName);
      let size = 0;
      // Paused until the folder exists; busboy holds the rest back meanwhile.
      stream.pause();
      writes.push(
        makeFolder().then(
          () =>
            new Promise<void>((resolveWrite) => {
              if (done) {
                stream.resume();
                resolveWrite();
                return;
              }
              const out = createWriteStream(filePath, { flags: 'wx', mode: FILE_MODE });
              openStreams.add(out);
              stream.on('data', (chunk: Buffer) => {
                size += chunk.length;
                total += chunk.length;
                // Refused on the first bytes that show it, not after the whole file.
                if (!check.push(chunk)) fail({ status: 400, error: `"${fileName}" is not the kind of file its name says.`, field: DOCUMENTS_FIELD });
                else if (total > MAX_TOTAL_SIZE_BYTES) fail({ status: 413, error: 'The files are larger than 50 MB in total.', field: DOCUMENTS_FIELD });
              });
              stream.on('limit', () => fail({ status: 413, error: `"${fileName}" is larger than 10 MB.`, field: DOCUMENTS_FIELD }));
              out.on('error', (error) => fail(storageFailure(error)));
              out.on('close', () => {
                openStreams.delete(out);
                if (!done && !check.end()) fail({ status: 400, error: `"${fileName}" is not the kind of file its name says.`, field: DOCUMENTS_FIELD });
                else if (!done) files[index] = { name: fileName, mimeType: info.mimeType, path: filePath, size };
                resolveWrite();
              });
              stream.pipe(out);
            }),
          (error: unknown) => fail(storageFailure(error)),
        ),
      );
    });
    parser.on('fieldsLimit', () => fail({ status: 400, error: 'The request has too many fields.' }));
    parser.on('partsLimit', () => fail({ status: 400, error: 'The request has too many parts.' }));
    parser.on('filesLimit', () => fail({ status: 400, error: `Attach at most ${MAX_FILES} files.`, field: DOCUMENTS_FIELD }));
    parser.on('error', () => fail({ status: 400, error: 'The request body is not valid multipart/form-data.' }));
    parser.on('close', () => {
      void Promise.all(writes).then(() => {
        if (done || !checkFieldsOnce()) return;
        done = true;
        resolve({ fields, files: files.filter(Boolean), cleanUp });
      });
    });
    watchBody(req, limits, (problem) =>
      fail(
        problem === 'too-large'
          ? { status: 413, error: TOO_LARGE, close: true }
          : { status: 408, error: 'The upload was too slow to finish. Please try again on a faster connection, or call us.', close: true },
      ),
    );
    if (room) {
      let received = 0;
      let asking = false;
      const askForRoom = () => {
        if (asking || done || received <= room.held) return;
        asking = true;
        room.grow(received).then(
          (granted) => {
            asking = false;
            if (granted) askForRoom();
            else fail(storageFailure(Object.assign(new Error('No room on the leads disk for the rest of the upload'), { code: 'ENOSPC' })));
          },
          (error: unknown) => {
            asking = false;
            fail(storageFailure(error));
          },
        );
      };
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        askForRoom();
      });
    }
    // An early disconnect or a stalled line (the socket's inactivity timeout destroys it) leaves nothing behind. A
    // visitor gone while the handler awaited (the disk check) closed the request before this listens: its close has
    // been, and nothing more will come, so the upload's place is given back now, not at the socket's timeout.
    const interrupted = () => {
      if (!req.complete) fail({ status: 400, error: 'The request was interrupted.' });
    };
    if (req.closed || req.destroyed) interrupted();
    else req.on('close', interrupted);
    req.on('error', () => fail({ status: 400, error: 'The request was interrupted.' }));
    req.pipe(parser);
  });
}
