import { constants, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { clientKey } from './client-key';
import { consultationRoute, sendAnswer } from './consultation-handler';
import { FOLDER_MODE, removePartialWrites, type StoredLead } from './lead-store';
import { staticSite } from './static-site';

export type InboxOptions = {
  /** The exported site (with its serve.json). */
  root: string;
  /** Where leads are stored. */
  leadsDir: string;
  /** Requests one client may send in `rateWindowMs` (default 10 in 10 minutes). */
  rateLimit?: number;
  rateWindowMs?: number;
  /**
   * Fastify's `trustProxy`: false (default) keys clients by the socket's address; true, a hop count, or the
   * proxies' addresses/CIDRs (comma-separated) to take the client from X-Forwarded-For.
   */
  trustProxy?: boolean | number | string;
  /** Consultation requests read at once (default 4); more are answered 503 with Retry-After. */
  maxUploads?: number;
  /** Milliseconds a connection may stay silent, mid-request or idle (default 30 s); not a whole-request limit. */
  inactivityTimeoutMs?: number;
  /** Milliseconds for a request's headers to arrive (default 10 s). */
  headersTimeoutMs?: number;
  /** Open connections at most (default 500); more are closed at once. */
  maxConnections?: number;
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

/**
 * The lead inbox: the exported site and `POST /api/consultation` on Fastify, with `GET /healthz` for a service
 * manager or proxy. Prepares the leads folder (writable, partial writes of a crash removed) before it answers.
 */
export async function createInboxServer(options: InboxOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  const leadsDir = path.resolve(options.leadsDir);
  await prepareLeadsDir(leadsDir);
  const removed = await removePartialWrites(leadsDir);

  const inactivity = options.inactivityTimeoutMs ?? 30_000;
  const hops = typeof options.trustProxy === 'string' && /^\d+$/.test(options.trustProxy) ? Number(options.trustProxy) : options.trustProxy;
  // The factory's server is Node's own http.Server, which is what Fastify's default types describe.
  const fastify = Fastify({
    // Fastify takes a hop count too (proxy-addr's `trust`), which its types leave out.
    trustProxy: (hops ?? false) as boolean | string,
    logger: { level: 'info', ...(options.logStream ? { stream: options.logStream } : {}) },
    // Requests are not logged one by one: the log says what happened to leads, and what went wrong.
    logController: new LogController({ disableRequestLogging: true }),
    // Node's own timers, set on the server below: the header deadline, and an inactivity timeout instead of a
    // whole-request limit, so a large upload on a slow line that keeps moving is never cut off.
    serverFactory: (handler) => {
      const server = http.createServer(
        { headersTimeout: options.headersTimeoutMs ?? 10_000, requestTimeout: 0, connectionsCheckingInterval: 1_000, keepAliveTimeout: 5_000 },
        handler,
      );
      server.setTimeout(inactivity);
      server.maxConnections = options.maxConnections ?? 500;
      return server;
    },
    return503OnClosing: true,
  }) as unknown as FastifyInstance;
  if (removed.length > 0) fastify.log.warn(`Removed ${removed.length} partial write(s) left by an interrupted run.`);

  // The inbox reads request bodies itself (multipart, streamed to disk): Fastify parses none.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null));

  await fastify.register(fastifyCompress, { global: true, encodings: ['gzip', 'deflate'], threshold: 1024 });
  await fastify.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('Too many requests. Please wait a few minutes, or call us.'), { statusCode: context.statusCode, rateLimited: true }),
  });

  const site = await staticSite(fastify, { root, watch: options.watchConfig ?? true });

  fastify.setErrorHandler((error: Error & { statusCode?: number; rateLimited?: boolean; code?: string }, request, reply) => {
    // A file removed between finding it and opening it (a new build landing): as if it had never been there.
    if (error.code === 'ENOENT') return reply.callNotFound();
    if (error.rateLimited) {
      request.raw.resume();
      return sendAnswer(request, reply, { status: 429, body: { error: error.message } }, { Connection: 'close' }, site.stylesheet());
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'Request failed');
    return reply.code(status).type('text/plain; charset=utf-8').send(status === 500 ? 'Something went wrong.' : 'Bad request.');
  });

  fastify.get('/healthz', async (_request, reply) => {
    await fs.access(leadsDir, constants.W_OK);
    return reply.header('Cache-Control', 'no-store').send({ ok: true });
  });

  consultationRoute(fastify, {
    leadsDir,
    rateLimit: options.rateLimit ?? 10,
    rateWindowMs: options.rateWindowMs ?? 10 * 60 * 1000,
    maxUploads: options.maxUploads ?? 4,
    now: options.now,
    stylesheet: site.stylesheet,
    onLeadStored: options.onLeadStored,
  });

  return fastify;
}
