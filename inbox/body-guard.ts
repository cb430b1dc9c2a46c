import type { IncomingMessage } from 'node:http';

/** What any request body may take: bytes in all, and a floor on its average rate over each window. */
export type BodyLimits = {
  maxBytes: number;
  /** 0 turns the floor off. */
  minBytesPerSecond: number;
  windowMs: number;
};

/** A body that averages less than this over a window is closed: 50 MB at 2 KiB/s would hold a slot for 7 hours. */
export const MIN_UPLOAD_BYTES_PER_SECOND = 2 * 1024;
export const UPLOAD_RATE_WINDOW_MS = 20_000;

export type BodyProblem = 'too-large' | 'too-slow';

type Watch = { onProblem: (problem: BodyProblem) => void; problem?: BodyProblem };
const watched = new WeakMap<IncomingMessage, Watch>();

/**
 * Watches a request body as it is read (by a parser it is piped to, or by `discardBody`): past `maxBytes` in all,
 * or under `minBytesPerSecond` on average over a window, `onProblem` is called once. A window in which the
 * server itself held the body back (its disk slower than the line) is not counted against the client. Watching
 * the same request again keeps its count and replaces the callback.
 */
export function watchBody(req: IncomingMessage, limits: BodyLimits, onProblem: (problem: BodyProblem) => void): void {
  const existing = watched.get(req);
  if (existing) {
    existing.onProblem = onProblem;
    if (existing.problem) onProblem(existing.problem);
    return;
  }
  const watch: Watch = { onProblem };
  watched.set(req, watch);
  let total = 0;
  let windowBytes = 0;
  let windowStart = Date.now();
  let heldBack = false;
  const report = (problem: BodyProblem) => {
    stop();
    watch.problem = problem;
    watch.onProblem(problem);
  };
  const onData = (chunk: Buffer) => {
    total += chunk.length;
    windowBytes += chunk.length;
    if (total > limits.maxBytes) report('too-large');
  };
  const onPause = () => {
    heldBack = true;
  };
  const timer =
    limits.minBytesPerSecond > 0
      ? setInterval(() => {
          const now = Date.now();
          // Measured over the time that really passed, so a late timer on a busy machine cannot make a body look slower.
          const tooSlow = !heldBack && windowBytes < (limits.minBytesPerSecond * (now - windowStart)) / 1000;
          windowBytes = 0;
          windowStart = now;
          heldBack = req.readableFlowing === false;
          if (tooSlow) report('too-slow');
        }, limits.windowMs)
      : undefined;
  timer?.unref();
  function stop() {
    clearInterval(timer);
    req.off('data', onData);
    req.off('pause', onPause);
  }
  req.on('data', onData);
  req.on('pause', onPause);
  req.once('end', stop);
  req.once('close', stop);
}

/**
 * Reads and drops a body no one will use, so that the connection can carry the answer; a body past the limits
 * has its connection closed instead.
 */
export function discardBody(req: IncomingMessage, limits: BodyLimits): void {
  if (req.complete || req.destroyed) return;
  watchBody(req, limits, () => req.destroy());
  req.resume();
}

/** Whether the request carries a body at all. */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * What a body no route reads (a POST to a page) may take before its connection closes: a little, briefly (issue 53:
 * read and dropped at the rate floor with no time limit, 26 addresses × 20 connections trickling 2.5 KiB/s held all
 * 500 connections, and no page was answered). Enough for any form a page could post.
 */
export const UNREAD_BODY_MAX_BYTES = 64 * 1024;
export const UNREAD_BODY_MAX_MS = 2_000;

/**
 * Drops the body of a request no route reads, after its answer: what arrives within `maxBytes` and `maxMs` is read
 * (so a small body ends cleanly and the answer is not lost to a reset), and then the connection closes, whatever is
 * still coming. The answer says `Connection: close` (the caller sets it).
 */
export function dropUnreadBody(req: IncomingMessage, maxBytes = UNREAD_BODY_MAX_BYTES, maxMs = UNREAD_BODY_MAX_MS): void {
  if (req.complete || req.destroyed) return;
  const closeAfterBody = keepOpenUntilBodyRead(req);
  const timer = setTimeout(() => req.destroy(), maxMs);
  timer.unref();
  let read = 0;
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > maxBytes) req.destroy();
  });
  req.once('end', () => {
    clearTimeout(timer);
    closeAfterBody();
  });
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

/** What an answer given early (503, 413, 429) reads and drops of the rest of the body: bytes at most, and time. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
export const DRAIN_MAX_MS = 30_000;

/**
 * Reads and drops the rest of a body answered before it was read, keeping the connection open meanwhile (issue 39):
 * closing it with bytes still arriving makes the kernel answer them with a reset, and a reverse proxy still sending
 * the body then loses the answer and shows its visitor a 502. Past `DRAIN_MAX_BYTES` in all (the proxy's own limit
 * is 60 MiB), `maxMs`, or the minimum rate, the connection is closed after all.
 */
export function drainBody(req: IncomingMessage, limits: BodyLimits, maxMs = DRAIN_MAX_MS): void {
  if (req.complete || req.destroyed) return;
  discardBody(req, { ...limits, maxBytes: Math.max(limits.maxBytes, DRAIN_MAX_BYTES) });
  const closeAfterBody = keepOpenUntilBodyRead(req);
  const timer = setTimeout(() => req.destroy(), maxMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  req.once('end', () => {
    stop();
    closeAfterBody();
  });
  req.once('close', stop);
}

/**
 * A request that says `Connection: close` (nginx's default to its upstream) has its connection closed by Node as soon
 * as the answer is written, drained or not: the body still arriving was answered with a reset, and nginx, still
 * sending it, showed its visitor a 502 for 14 of 24 early 503s (issue 39, inbox/behind-proxy.test.ts). Until
 * the body is read, Node's close (socket.destroySoon) only ends the sending side, the answer and a FIN; the returned
 * function closes the connection as Node would have, once the body has ended. The drain's own limits still destroy it.
 */
function keepOpenUntilBodyRead(req: IncomingMessage): () => void {
  const socket = req.socket;
  // The prototype's, put back as the socket's own: a later request on a kept-alive connection closes as Node means.
  const destroySoon = socket.destroySoon;
  let closeWanted = false;
  socket.destroySoon = () => {
    closeWanted = true;
    if (socket.writable) socket.end();
  };
  return () => {
    socket.destroySoon = destroySoon;
    if (closeWanted && !socket.destroyed) socket.destroySoon();
  };
}
