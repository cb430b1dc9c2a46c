import { constants, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Socket } from 'node:net';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

type LogFn = FastifyBaseLogger['info'];
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { CONSULTATION_PATH } from '@/content/consultation';
import { securityHeaders } from '@/build/host-config/policy';
import { dropUnreadBody, hasBody, MIN_UPLOAD_BYTES_PER_SECOND, UPLOAD_RATE_WINDOW_MS, type BodyLimits } from './body-guard';
import { clientKey } from './client-key';
import { ConnectionTable } from './connection-table';
import { consultationRoute } from './consultation-handler';
import { FOLDER_MODE, isStorageError, leadIndex, removePartialWrites, type StoredLead } from './lead-store';
import { lockLeadsFolder } from './leads-lock';
import { errorWithoutLeadIds, withoutLeadIds } from './lead-records';
import { MAX_BODY_BYTES } from './parse-request';
import { clientWindowsStore } from './rate-limit-store';
import { staticSite } from './static-site';
import { trustedProxies, type TrustProxy } from './trusted-proxy';

export type InboxOptions = {
  /** The exported site (with its serve.json). */
  root: string;
  /** Where leads are stored. */
  leadsDir: string;
  /** Consultation requests one client may send in `rateWindowMs` (default 10 in 10 minutes). */
  rateLimit?: number;
  /** Trial sign-ups and premium template requests one client may send in `rateWindowMs`, apart (default 20). */
  signupRateLimit?: number;
  rateWindowMs?: number;
  /**
   * Which proxies' X-Forwarded-For names the client: none (false, the default: the socket's address), a hop
   * count, or the proxies' addresses/CIDRs (comma-separated). `true` (every hop) is refused: it lets any client
   * pose as any address (inbox/trusted-proxy.ts).
   */
  trustProxy?: TrustProxy;
  /** Consultation requests read at once (default 32), and from one client at once (default 1); more are answered 503 with Retry-After. */
  maxUploads?: number;
  maxUploadsPerClient?: number;
  /** Clients the rate limiter tracks at most (default 50,000; inbox/rate-limit-store.ts). */
  rateLimitClients?: number;
  /** A request body averaging under this many bytes a second over `uploadRateWindowMs` is closed (default 2 KiB/s; 0: off). */
  minUploadBytesPerSecond?: number;
  uploadRateWindowMs?: number;
  /** Milliseconds a connection may stay silent, mid-request or idle (default 30 s); not a whole-request limit. */
  inactivityTimeoutMs?: number;
  /** Milliseconds for a request's headers to arrive (default 10 s). */
  headersTimeoutMs?: number;
  /**
   * Open connections at most (default 500). A connection past it closes the one idle longest or still sending its
   * headers; only when every connection has a request in progress is the new one closed.
   */
  maxConnections?: number;
  /**
   * Open connections from one client address at most (default 20); more are closed at once. Connections from a
   * trusted proxy are not counted: the proxy carries everyone.
   */
  maxConnectionsPerClient?: number;
  /** Bytes free on the leads disk (default: fs.statfs); tests pass their own. */
  freeSpace?: (dir: string) => Promise<number>;
  /** Inodes (files) free on the leads disk (default: fs.statfs; Infinity where the file system has no fixed number). */
  freeInodes?: (dir: string) => Promise<number>;
  /** Where the log goes (JSON lines; default stdout); tests pass their own. */
  logStream?: Writable;
  /** Watch serve.json for a new build (default true). */
  watchConfig?: boolean;
  now?: () => Date;
  /**
   * Called after a lead is stored (notifications, retention): with the lead's folder and its record. Never
   * awaited by the request, so it can neither lose nor delay the lead; its errors are logged.
   */
  onLeadStored?: (folder: string, lead: StoredLead) => void | Promise<void>;
};

/** LEADS_DIR must be a folder this process can write: checked at start-up, so a wrong setting fails at once. */
export async function prepareLeadsDir(leadsDir: string): Promise<void> {
  try {
    await fs.mkdir(leadsDir, { recursive: true, mode: FOLDER_MODE });
    await fs.access(leadsDir, constants.W_OK | constants.X_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(`LEADS_DIR ${leadsDir} is not a folder this process can write (${code}). Set LEADS_DIR to one it can.`, { cause: error });
  }
}

/** Bytes free for an unprivileged user on the file system holding `dir`. */
export async function statfsFreeSpace(dir: string): Promise<number> {
  const stats = await fs.statfs(dir);
  return stats.bavail * stats.bsize;
}

/**
 * Inodes free on the file system holding `dir`: every lead takes a folder and a file or more, so a disk with bytes to
 * spare but no inodes left takes no lead (issue 53: /healthz looked at bytes only). A file system with no fixed
 * number of them (btrfs reports 0 in all) has no such limit: Infinity.
 */
export async function statfsFreeInodes(dir: string): Promise<number> {
  const stats = await fs.statfs(dir);
  return stats.files === 0 ? Number.POSITIVE_INFINITY : stats.ffree;
}

/**
 * Inodes a lead may take: its folder, request.json, up to five documents, the email's and the webhook's state files,
 * the temporary names each is written under first, and the updates' own state files; with room to spare.
 */
export const MIN_FREE_INODES = 64;

const SECURITY_HEADERS = securityHeaders();
/**
 * The policy of an answer that is not a file of the site (an error, a redirect, the health check): it loads
 * nothing and runs nothing. A page's own policy comes from serve.json, and no page is ever answered with this one.
 */
const ANSWER_CSP = { key: 'Content-Security-Policy', value: "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" };
/** Every answer the inbox writes itself, outside Fastify's hooks (issue 39: Node's own 400 and 417 had none). */
const ANSWER_HEADERS = [...SECURITY_HEADERS, ANSWER_CSP];
/** Content types the site's own files may need their policy for (a page, a worker script): never given ANSWER_CSP. */
const OWN_POLICY_TYPES = /^(text\/html|application\/xhtml|image\/svg|text\/javascript|application\/javascript)/i;

/**
 * The If-None-Match of each request, taken off it before @fastify/static sees it: the file's ETag is not the answer's
 * when the answer is compressed as it is sent, so the answer's own is compared here once its encoding is known.
 */
const revalidating = new WeakMap<http.IncomingMessage, string>();

/** Whether an If-None-Match names this ETag (`*`, or in its list), by weak comparison (RFC 9110 §13.1.2). */
export function noneMatchHas(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Adds the answer's Content-Encoding to its ETag (`W/"98b-1a2"` sent deflated is `W/"98b-1a2-deflate"`), then answers
 * 304 when the request's If-None-Match names that ETag: the encoding this request would get, never another (issue 53:
 * the suffix was stripped before @fastify/static compared, so a cache holding the deflated copy, asking with only
 * identity accepted, was told to keep it).
 */
function etagPerEncoding(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  const encoding = reply.getHeader('content-encoding');
  let etag = reply.getHeader('etag');
  if (typeof encoding === 'string' && encoding !== 'identity' && typeof etag === 'string' && etag.endsWith('"')) {
    etag = `${etag.slice(0, -1)}-${encoding}"`;
    reply.header('etag', etag);
  }
  const ifNoneMatch = revalidating.get(request.raw);
  if (ifNoneMatch !== undefined && reply.statusCode === 200 && typeof etag === 'string' && noneMatchHas(ifNoneMatch, etag)) {
    (payload as { destroy?: () => void } | null)?.destroy?.();
    for (const header of ['content-length', 'content-encoding', 'content-type', 'content-range', 'accept-ranges', 'transfer-encoding']) reply.removeHeader(header);
    reply.code(304);
    done(null, null);
    return;
  }
  done(null, payload);
}

/** Writes a short plain-text answer straight to Node's response, with the security headers, and closes. */
function writePlainAnswer(res: http.ServerResponse, status: number) {
  const body = `${http.STATUS_CODES[status]}.`;
  res.writeHead(status, {
    ...Object.fromEntries(ANSWER_HEADERS.map((h) => [h.key, h.value])),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(body);
}

/**
 * Counts open connections by client address (IPv6 by /64) and closes those over `max` at once, so that one
 * address holding idle sockets cannot fill the server's table. A trusted proxy's connections are not counted.
 */
function capConnectionsPerClient(server: http.Server, max: number, isProxy: (address: string) => boolean) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address)) return;
    const key = clientKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

/**
 * Keeps the open connections within `max` (inbox/connection-table.ts): a connection past it closes the one
 * that has idled longest or still has not sent its request's headers, never one whose request is in progress. Node's
 * own `maxConnections` closed the newcomer instead, so idle sockets from 25 addresses shut every visitor out.
 */
function limitConnections(server: http.Server, max: number) {
  const table = new ConnectionTable<Socket>(max);
  server.on('connection', (socket: Socket) => {
    // Already closed by the cap on one address's connections.
    if (socket.destroyed) return;
    const close = table.add(socket);
    socket.once('close', () => table.delete(socket));
    close?.destroy();
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const socket = request.socket;
    table.set(socket, 'active');
    // Idle once the answer is sent and the body has all arrived (a refused upload's is still being read and dropped).
    let answered = false;
    let read = request.complete;
    const idle = () => {
      if (answered && read && !socket.destroyed && table.state(socket) !== 'idle' && table.state(socket) !== undefined) table.set(socket, 'idle');
    };
    response.once('finish', () => {
      answered = true;
      // Answered, its body still being read and dropped: the table may close it to make room (issue 53).
      if (!read && !socket.destroyed && table.state(socket) === 'active') table.set(socket, 'draining');
      idle();
    });
    request.once('end', () => {
      read = true;
      idle();
    });
  });
}

/** Node's own answer to a request it cannot parse (Fastify's, with the security headers), then the connection closes. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = `${http.STATUS_CODES[status]}.`;
  const headers = [...ANSWER_HEADERS.map((h) => `${h.key}: ${h.value}`), 'Content-Type: text/plain; charset=utf-8', `Content-Length: ${body.length}`, 'Connection: close'];
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy();
}

/**
 * The lead inbox: the exported site and `POST /api/consultation` on Fastify, with `GET /healthz` for a service
 * manager or proxy. Prepares the leads folder (writable, partial writes of a crash removed) before it answers.
 */
export async function createInboxServer(options: InboxOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  const leadsDir = path.resolve(options.leadsDir);
  // A setting that would let any client pose as any address stops the start, before anything else.
  const proxies = trustedProxies(options.trustProxy);
  await prepareLeadsDir(leadsDir);
  // One inbox per leads folder, before anything in it is touched: the partial writes removed next could be another's.
  const unlock = await lockLeadsFolder(leadsDir);
  try {
    return await startInbox(options, { root, leadsDir, proxies, unlock });
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function startInbox(
  options: InboxOptions,
  { root, leadsDir, proxies, unlock }: { root: string; leadsDir: string; proxies: ReturnType<typeof trustedProxies>; unlock: () => Promise<void> },
): Promise<FastifyInstance> {
  const removed = await removePartialWrites(leadsDir);
  // The stored leads by id, read once now, so that no request ever lists them (lead-store.ts, leadIndex).
  await leadIndex(leadsDir);

  const inactivity = options.inactivityTimeoutMs ?? 30_000;
  const freeSpace = options.freeSpace ?? statfsFreeSpace;
  const freeInodes = options.freeInodes ?? statfsFreeInodes;
  const bodyLimits: BodyLimits = {
    maxBytes: MAX_BODY_BYTES,
    minBytesPerSecond: options.minUploadBytesPerSecond ?? MIN_UPLOAD_BYTES_PER_SECOND,
    windowMs: options.uploadRateWindowMs ?? UPLOAD_RATE_WINDOW_MS,
  };
  // The factory's server is Node's own http.Server, which is what Fastify's default types describe.
  const fastify = Fastify({
    // A hop count arrives as a function (trusted-proxy.ts): Fastify 5 ignores X-Forwarded-For given a number.
    trustProxy: proxies.fastify,
    logger: {
      level: 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      // No request id reaches the log, whatever logs it (issue 53): an error of the disk names the lead's folder.
      serializers: { err: errorWithoutLeadIds },
      hooks: {
        logMethod(args: Parameters<LogFn>, method: LogFn) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? withoutLeadIds(arg) : arg)) as Parameters<LogFn>);
        },
      },
    },
    // Requests are not logged one by one: the log says what happened to leads, and what went wrong.
    logController: new LogController({ disableRequestLogging: true }),
    // Node's own timers, set on the server below: the header deadline, and an inactivity timeout instead of a
    // whole-request limit, so a large upload on a slow line that keeps moving is never cut off.
    serverFactory: (handler) => {
      const server = http.createServer(
        // Node's own 400 for an HTTP/1.1 request without a Host carries no headers (issue 53): the inbox writes it.
        { headersTimeout: options.headersTimeoutMs ?? 10_000, requestTimeout: 0, connectionsCheckingInterval: 1_000, keepAliveTimeout: 5_000, requireHostHeader: false },
        (request, response) => {
          if (request.httpVersionMajor === 1 && request.httpVersionMinor >= 1 && request.headers.host === undefined) {
            writePlainAnswer(response, 400);
            return;
          }
          handler(request, response);
        },
      );
      server.setTimeout(inactivity);
      capConnectionsPerClient(server, options.maxConnectionsPerClient ?? 20, proxies.isProxy);
      limitConnections(server, options.maxConnections ?? 500);
      // An Expect the server does not know: Node's own 417 carries no security headers, so the inbox writes it.
      server.on('checkExpectation', (_request: http.IncomingMessage, response: http.ServerResponse) => writePlainAnswer(response, 417));
      return server;
    },
    clientErrorHandler: answerClientError,
    // A URL the router cannot decode (`/%E0%A4%A`): Fastify's own 400 has no security headers and echoes the URL.
    frameworkErrors: (_error, _request, reply) => {
      reply.hijack();
      writePlainAnswer(reply.raw, 400);
    },
    return503OnClosing: true,
  }) as unknown as FastifyInstance;
  if (removed.length > 0) fastify.log.warn(`Removed ${removed.length} partial write(s) left by an interrupted run.`);
  fastify.addHook('onClose', async () => unlock());

  // The inbox reads request bodies itself (multipart, streamed to disk): Fastify parses none.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Every answer carries the security headers; a page's own (from serve.json) are left as they are. An answer of
  // the inbox's own (an error, a redirect, JSON) gets a policy that allows nothing; a site file that a policy
  // could concern (a page, a worker's script, an SVG) keeps whatever serve.json gives it.
  fastify.addHook('onSend', async (_request, reply, payload) => {
    for (const { key, value } of SECURITY_HEADERS) if (!reply.hasHeader(key)) reply.header(key, value);
    if (!reply.hasHeader(ANSWER_CSP.key) && !OWN_POLICY_TYPES.test(String(reply.getHeader('content-type') ?? ''))) reply.header(ANSWER_CSP.key, ANSWER_CSP.value);
    return payload;
  });
  // A body no route reads (a POST to a page) is answered at once, and its connection closed after a little of it
  // (issue 53: dropped at the upload's rate floor with no time limit, trickles to pages held every connection).
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method === 'POST' && request.routeOptions.url === CONSULTATION_PATH) return;
    if (!hasBody(request.raw)) return;
    reply.header('Connection', 'close');
    dropUnreadBody(request.raw);
  });

  await fastify.register(fastifyCompress, { global: true, encodings: ['gzip', 'deflate'], threshold: 1024 });
  // The ETag of a file compressed as it is sent names its encoding: the identity and deflate answers shared one weak
  // ETag (issue 39), so a cache could revalidate one with the other. @fastify/compress appends its onSend to each
  // route as the route is declared; this onRoute hook runs after its, so this onSend sees the encoding it chose.
  fastify.addHook('onRoute', (route) => {
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, etagPerEncoding];
  });
  // A revalidation is compared with the answer's own ETag, once its encoding is chosen (etagPerEncoding): taken off
  // here, with the If-Modified-Since that an If-None-Match overrides (RFC 9110 §13.1.3), so that @fastify/static does
  // not answer 304 for the file whatever the encoding.
  fastify.addHook('onRequest', async (request) => {
    const match = request.headers['if-none-match'];
    if (match === undefined) return;
    revalidating.set(request.raw, match);
    delete request.raw.headers['if-none-match'];
    delete request.raw.headers['if-modified-since'];
  });
  // No route is limited by the plugin's hook: the consultation route asks it (createRateLimit) only once it reads
  // a request, so that a 503 never counts, and sets Retry-After itself. No x-ratelimit-* header is ever sent.
  await fastify.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    store: clientWindowsStore(options.rateLimitClients ?? 50_000),
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': false },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });

  const site = await staticSite(fastify, { root, watch: options.watchConfig ?? true });

  fastify.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    // A file removed between finding it and opening it (a new build landing): as if it had never been there.
    if (error.code === 'ENOENT') {
      reply.callNotFound(); // not returned: see the static site's handlers
      return;
    }
    if (isStorageError(error)) {
      request.log.error({ err: error }, 'A disk error: answered 503');
      return reply.code(503).header('Retry-After', '60').type('text/plain; charset=utf-8').send('Service unavailable. Please try again in a minute.');
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'Request failed');
    return reply.code(status).type('text/plain; charset=utf-8').send(status === 500 ? 'Something went wrong.' : 'Bad request.');
  });

  /** Why the leads disk cannot take a full request, or null: for the log, never for the answer. */
  const leadsDiskProblem = async (): Promise<string | null> => {
    try {
      await fs.access(leadsDir, constants.W_OK);
      const free = await freeSpace(leadsDir);
      if (free < MAX_BODY_BYTES) return `the leads disk has ${Math.floor(free / 1024 / 1024)} MiB free, less than one full request (${MAX_BODY_BYTES / 1024 / 1024} MiB)`;
      const inodes = await freeInodes(leadsDir);
      if (inodes < MIN_FREE_INODES) return `the leads disk has ${inodes} inodes (files) free, fewer than one request may take (${MIN_FREE_INODES})`;
      return null;
    } catch (error) {
      return `LEADS_DIR cannot be written (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
    }
  };

  fastify.get('/healthz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const problem = await leadsDiskProblem();
    if (!problem) return reply.send({ ok: true });
    request.log.error(`Health check failed: ${problem}.`);
    return reply.code(503).send({ ok: false });
  });

  consultationRoute(fastify, {
    leadsDir,
    rateLimit: options.rateLimit ?? 10,
    signupRateLimit: options.signupRateLimit ?? 20,
    rateWindowMs: options.rateWindowMs ?? 10 * 60 * 1000,
    maxUploads: options.maxUploads ?? 32,
    maxUploadsPerClient: options.maxUploadsPerClient ?? 1,
    bodyLimits,
    freeSpace,
    freeInodes,
    minFreeInodes: MIN_FREE_INODES,
    now: options.now,
    stylesheet: site.stylesheet,
    onLeadStored: options.onLeadStored,
  });

  return fastify;
}
