import http from 'node:http';
import { validConsultation } from './inbox-fixture';

export type UploadAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string } | 'closed';

/** A consultation request written by hand, as slowly or as oddly as a test needs. */
export type OpenUpload = {
  /** Resolves once the bytes are handed to the socket; never rejects (a closed connection is in `answer`). */
  write: (bytes: Buffer | string) => Promise<void>;
  /** Closes the file part and the form, and ends the request. */
  finish: () => void;
  /** Ends the request as it stands, without closing the form (a malformed body). */
  end: () => void;
  /** Drops the connection mid-request, as a visitor closing the tab. */
  abort: () => void;
  /** The server's answer, or 'closed' when the connection ended without one. */
  answer: Promise<UploadAnswer>;
  /** Bytes handed to the socket so far. */
  sent: () => number;
};

export type UploadOptions = {
  requestId: string;
  /** Extra request headers (X-Forwarded-For, Accept). */
  headers?: Record<string, string>;
  /** Text fields over the valid consultation's. */
  fields?: Record<string, string>;
  /** Content-Length to declare; chunked when left out. */
  contentLength?: number;
  /** Start with the fields and a file part's first bytes (default), or send nothing until told. */
  head?: boolean;
  path?: string;
  method?: string;
};

const boundary = 'rawuploadboundary';
export const rawUploadTail = `\r\n--${boundary}--\r\n`;

/** The multipart text before a PDF's content: the fields, then the file part's header and the PDF signature. */
export function rawUploadHead(requestId: string, fields: Record<string, string> = {}): string {
  const parts = Object.entries({ ...validConsultation, requestId, website: '', ...fields })
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return `${parts}--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
}

/** Opens a multipart POST to the inbox and writes its head; the test writes the rest. */
export function openUpload(port: number, options: UploadOptions): OpenUpload {
  const { requestId, headers = {}, fields, contentLength, head = true, path = '/api/consultation', method = 'POST' } = options;
  const req = http.request(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      Accept: 'application/json',
      ...(contentLength === undefined ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(contentLength) }),
      ...headers,
    },
  });
  let sent = 0;
  const answer = new Promise<UploadAnswer>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', () => resolve('closed'));
    req.on('close', () => setImmediate(() => resolve('closed')));
  });
  // A write's callback is not called when the server drops the connection: the close settles it instead.
  const pending = new Set<() => void>();
  req.on('close', () => {
    for (const settle of pending) settle();
    pending.clear();
  });
  const write = (bytes: Buffer | string) =>
    new Promise<void>((resolve) => {
      if (req.destroyed || req.writableEnded) return resolve();
      pending.add(resolve);
      req.write(bytes, (error) => {
        if (!error) sent += Buffer.byteLength(bytes);
        pending.delete(resolve);
        resolve();
      });
    });
  if (head) void write(rawUploadHead(requestId, fields));
  return {
    write,
    finish: () => {
      if (!req.destroyed && !req.writableEnded) req.end(rawUploadTail);
    },
    end: () => {
      if (!req.destroyed && !req.writableEnded) req.end();
    },
    abort: () => req.destroy(),
    answer,
    sent: () => sent,
  };
}
