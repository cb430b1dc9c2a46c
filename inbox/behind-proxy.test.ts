import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { securityHeaders } from '@/build/host-config/policy';
import { readInboxSettings } from './inbox-settings';
import { consultationForm, startInbox, type RunningInbox, testRequestId } from './testing/inbox-fixture';
import { repoRoot, startCaddy, startNginx, type RunningProxy } from './testing/proxies';
import { rawUploadHead } from './testing/raw-upload';

/**
 * Issue 39, "the deployment tested as it is deployed": the inbox behind deploy/Caddyfile and behind README's nginx
 * recipe, each run by Debian's own package from the shipped text (inbox/testing/proxies.ts changes only the
 * site's address, the inbox's port and the proxy's own files), with the inbox's settings taken from
 * deploy/lead-inbox.service. Every client connects to the proxy, as a visitor would.
 */

/** The inbox's settings as the unit gives them (its Environment= lines; PORT and HOST are the test's own). */
function deployedSettings() {
  const unit = readFileSync(path.join(repoRoot, 'deploy/lead-inbox.service'), 'utf8');
  const env = Object.fromEntries(
    [...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!.trim()] as const),
  );
  const { port: _port, host: _host, leadsDir: _leadsDir, ...settings } = readInboxSettings(env);
  return settings;
}

let counter = 0;
const newId = () => testRequestId('behind-proxy', ++counter);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request to the proxy from `localAddress` (any of 127.0.0.0/8: a visitor of its own, as the proxy sees it). */
async function request(
  proxy: RunningProxy,
  options: { path: string; method?: string; localAddress?: string; headers?: Record<string, string>; body?: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: proxy.port,
        path: options.path,
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        // No pooled connection: each request is its own visitor's.
        agent: false,
        headers: { ...options.headers, ...(options.body ? { 'Content-Length': String(options.body.length) } : {}) },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A consultation request as the form sends it, from one visitor's address. */
async function postConsultation(proxy: RunningProxy, localAddress: string, headers: Record<string, string> = {}) {
  const form = new Response(consultationForm(newId()));
  const body = Buffer.from(await form.arrayBuffer());
  const answer = await request(proxy, {
    path: '/api/consultation',
    method: 'POST',
    localAddress,
    headers: { 'Content-Type': form.headers.get('content-type')!, Accept: 'application/json', ...headers },
    body,
  });
  return answer.status;
}

type RawAnswer = { statusLine: string; headers: Map<string, string>; body: string; error?: string };

function parseRaw(received: string, error?: string): RawAnswer {
  const [head = '', ...rest] = received.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { statusLine, headers, body: rest.join('\r\n\r\n'), error };
}

/** A request written by hand, as a scanner would send it; the answer as received until the connection closes. */
function rawRequest(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    let error: string | undefined;
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve(parseRaw(received, error)));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

const UPLOAD_BYTES = 4 * 1024 * 1024;

/**
 * A consultation of 4 MiB sent as a browser sends it, without waiting: its head, then the rest as fast as the
 * connection takes it. The inbox refuses it on its head (the leads disk is full), so its answer comes while the
 * proxy is still passing the body on. Resolves with the status line the client got ('' when none).
 */
function uploadRefusedEarly(port: number): Promise<string> {
  return new Promise((resolve) => {
    const head = Buffer.from(rawUploadHead(newId()));
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on('connect', async () => {
      socket.write(
        `POST /api/consultation HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\n` +
          `Content-Type: multipart/form-data; boundary=rawuploadboundary\r\nContent-Length: ${UPLOAD_BYTES}\r\n\r\n`,
      );
      socket.write(head);
      let left = UPLOAD_BYTES - head.length;
      while (left > 0 && !socket.destroyed) {
        const size = Math.min(64 * 1024, left);
        left -= size;
        if (!socket.write(Buffer.alloc(size, 0x20))) await new Promise((r) => socket.once('drain', r).once('close', r));
      }
      // Then the client has sent everything and has no more to say, whether or not the answer has come.
      setTimeout(() => socket.end(), 200);
    });
  });
}

/** The headers every answer of the site carries (the policy is checked apart: a page has its own). */
function expectSecurityHeaders(headers: Map<string, string> | http.IncomingHttpHeaders, what: string) {
  const get = (key: string) => (headers instanceof Map ? headers.get(key.toLowerCase()) : headers[key.toLowerCase()]);
  for (const { key, value } of securityHeaders()) expect([what, key, get(key)]).toEqual([what, key, value]);
  expect([what, get('Content-Security-Policy')]).toEqual([what, expect.stringMatching(/default-src '(none|self)'.*frame-ancestors 'none'/)]);
}

/**
 * The three requests of issue 39's point 8 and who answers each behind each proxy. An answer the proxy writes itself
 * before any of its config applies cannot be given headers: Caddy's Go server answers a URL it cannot decode and an
 * Expect it does not know (README says so). Every other answer carries the headers.
 */
const oddRequests = [
  { what: 'a malformed percent-encoding', request: (host: string) => `GET /%E0%A4%A HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, echo: '%E0%A4%A' },
  { what: 'a NUL byte', request: (host: string) => `GET /%00 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, echo: '%00' },
  { what: 'an unknown Expect', request: (host: string) => `GET / HTTP/1.1\r\nHost: ${host}\r\nExpect: something-else\r\nConnection: close\r\n\r\n`, echo: 'something-else' },
  // Issue 53: nginx's own 501 and 505 had no headers (its error_page lacked them); Caddy's are listed in README.
  { what: 'an unknown Transfer-Encoding', request: (host: string) => `POST / HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: gzip\r\nConnection: close\r\n\r\n`, echo: 'gzip' },
  { what: 'an HTTP version it does not speak', request: (host: string) => `GET /version-probe HTTP/2.0\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, echo: 'version-probe' },
  { what: 'a request without a Host', request: () => 'GET /host-probe HTTP/1.1\r\nConnection: close\r\n\r\n', echo: 'host-probe' },
] as const;
type Odd = (typeof oddRequests)[number]['what'];
const expectedOddAnswers: Record<'caddy' | 'nginx', Record<Odd, { status: number; headers: 'security' | 'none (the proxy\'s own)' }>> = {
  caddy: {
    'a malformed percent-encoding': { status: 400, headers: 'none (the proxy\'s own)' },
    'a NUL byte': { status: 400, headers: 'security' },
    'an unknown Expect': { status: 417, headers: 'none (the proxy\'s own)' },
    // Caddy's Go server answers these before the Caddyfile applies (README lists them).
    'an unknown Transfer-Encoding': { status: 501, headers: 'none (the proxy\'s own)' },
    'an HTTP version it does not speak': { status: 505, headers: 'none (the proxy\'s own)' },
    'a request without a Host': { status: 400, headers: 'none (the proxy\'s own)' },
  },
  nginx: {
    // nginx answers both URLs itself, with the headers README's recipe adds to its own answers.
    'a malformed percent-encoding': { status: 400, headers: 'security' },
    'a NUL byte': { status: 400, headers: 'security' },
    // nginx does not pass the Expect on: the inbox answers the page.
    'an unknown Expect': { status: 200, headers: 'security' },
    'an unknown Transfer-Encoding': { status: 501, headers: 'security' },
    'an HTTP version it does not speak': { status: 505, headers: 'security' },
    'a request without a Host': { status: 400, headers: 'security' },
  },
};

const settings = deployedSettings();
let inbox: RunningInbox;
/** The leads disk as the inbox sees it: full makes /healthz fail and every upload 503. */
let diskFull = true;
const inboxOptions = { ...settings, freeSpace: async () => (diskFull ? 0 : 1024 ** 4) };
/** Exports left by an inbox started again over them (`startInbox` leaves an export it was given to the caller). */
const exports: string[] = [];

beforeAll(async () => {
  inbox = await startInbox(inboxOptions);
});
afterAll(async () => {
  await inbox?.close();
  for (const root of exports) await rm(root, { recursive: true, force: true });
});

it('runs the inbox with the settings of deploy/lead-inbox.service', () => {
  expect(settings.trustProxy).toBe('127.0.0.1');
  expect(settings.rateLimit).toBe(10);
});

describe.each([
  { name: 'caddy' as const, label: 'Caddy running deploy/Caddyfile', start: startCaddy, visitors: '127.0.1' },
  { name: 'nginx' as const, label: 'nginx running README\'s recipe', start: startNginx, visitors: '127.0.2' },
])('behind $label', ({ name, start, visitors }) => {
  let proxy: RunningProxy;
  beforeAll(async () => {
    // Started with /healthz failing, so that a health check the config had would mark the inbox down from the first.
    diskFull = true;
    proxy = await start(inbox.port);
  });
  afterAll(() => proxy?.stop());

  it('keeps the pages up while /healthz fails (a full leads disk)', async () => {
    diskFull = true;
    const health = await request(proxy, { path: '/healthz' });
    expect(health.status).toBe(503);
    // Time for a passive check to count that failure and an active one to run again.
    await settle(1_500);
    for (const page of ['/', '/about', '/_next/static/css/site.css', '/healthz', '/']) {
      const answer = await request(proxy, { path: page });
      if (page === '/healthz') continue;
      expect([page, answer.status]).toEqual([page, 200]);
      expectSecurityHeaders(answer.headers, page);
    }
  });

  it('passes an upload refused on its head (503) while its body is still arriving, as 503, never 502', async () => {
    diskFull = true;
    const statuses: Record<string, number> = {};
    for (let trial = 0; trial < 24; trial++) {
      const statusLine = (await uploadRefusedEarly(proxy.port)) || 'no answer';
      statuses[statusLine] = (statuses[statusLine] ?? 0) + 1;
    }
    console.info(`${name}: 24 uploads of 4 MiB refused on their head: ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual({ 'HTTP/1.1 503 Service Unavailable': 24 });
  });

  it('tells visitors apart with TRUST_PROXY=127.0.0.1, and ignores an X-Forwarded-For a client sends itself', async () => {
    diskFull = false;
    // Twelve visitors, each from an address of its own: more than the one limit (10) they would share as the proxy.
    const twelve = [];
    for (let i = 2; i < 14; i++) twelve.push(await postConsultation(proxy, `${visitors}.${i}`));
    expect(twelve).toEqual(Array(12).fill(201));
    // The first visitor naming someone new each time is still the first visitor: its limit is reached.
    const again = [];
    for (let i = 0; i < 10; i++) again.push(await postConsultation(proxy, `${visitors}.2`, { 'X-Forwarded-For': `203.0.113.${i + 1}` }));
    expect(again).toEqual([...Array(9).fill(201), 429]);
  });

  it('while the inbox restarts, a page waits for it (Caddy) or is a 502 with the headers, which the form retries (nginx)', async () => {
    diskFull = false;
    const { root, leadsDir, port } = inbox;
    await inbox.inbox.close();
    // Back on the same port a second later, over the same export and leads, as systemd restarts it.
    const restarted = settle(1_000).then(() => startInbox({ ...inboxOptions, root, leadsDir }, port));
    const during = await request(proxy, { path: '/' });
    inbox = await restarted;
    if (!exports.includes(root)) exports.push(root);
    // Caddy waits for the inbox (the page itself); nginx answers its own 502 page, which the form retries.
    expect(during.status).toBe({ caddy: 200, nginx: 502 }[name]);
    expectSecurityHeaders(during.headers, '/ while the inbox restarts');
    expect((await request(proxy, { path: '/' })).status).toBe(200);
  });

  it('with the inbox down for longer than the proxy waits, answers a 502 page with the security headers, which the form retries', async () => {
    const { root, leadsDir, port } = inbox;
    await inbox.inbox.close();
    try {
      const down = await request(proxy, { path: '/' });
      expect(down.status).toBe(502);
      expectSecurityHeaders(down.headers, '/ with the inbox down');
      expect(down.headers['content-type']).toMatch(/^text\/plain/);
    } finally {
      inbox = await startInbox({ ...inboxOptions, root, leadsDir }, port);
      if (!exports.includes(root)) exports.push(root);
    }
  });

  it.each(oddRequests)('answers $what without echoing it, with the headers wherever the proxy lets them be added', async ({ what, request: raw, echo }) => {
    diskFull = false;
    const answer = await rawRequest(proxy.port, raw(`127.0.0.1:${proxy.port}`));
    const present = [...securityHeaders(), { key: 'Content-Security-Policy', value: '' }].filter(({ key, value }) => {
      const sent = answer.headers.get(key.toLowerCase());
      return key === 'Content-Security-Policy' ? /default-src '(none|self)'.*frame-ancestors 'none'/.test(sent ?? '') : sent === value;
    });
    const carried = present.length === securityHeaders().length + 1 ? 'security' : present.length === 0 ? 'none (the proxy\'s own)' : `some: ${present.map((h) => h.key).join(', ')}`;
    // An answer without the headers has nothing a browser could run or frame: plain text or no body.
    const runnable = carried !== 'security' && !/^(text\/plain|$)/.test(answer.headers.get('content-type') ?? '');
    expect({ what, status: Number(answer.statusLine.split(' ')[1]), headers: carried, runnable }).toEqual({ what, ...expectedOddAnswers[name][what], runnable: false });
    expect(answer.body).not.toContain(echo);
  });

});

// Issue 53: Caddy had no read-header timeout, and held a connection trickling its headers for 400 s (nginx closes it at
// its client_header_timeout, 60 s by default, not waited for here).
describe('behind Caddy running deploy/Caddyfile, a connection that trickles its request headers', () => {
  let proxy: RunningProxy;
  beforeAll(async () => {
    proxy = await startCaddy(inbox.port);
  });
  afterAll(() => proxy?.stop());

  it('is closed at the header timeout, 10 s', async () => {
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = net.connect(proxy.port, '127.0.0.1', () => socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${proxy.port}\r\n`));
      let line = 0;
      const timer = setInterval(() => socket.writable && socket.write(`X-Slow-${line++}: a\r\n`), 1_000);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(Date.now() - started);
      });
      // Far past the limit: before, the connection was still open at 400 s.
      socket.setTimeout(40_000, () => socket.destroy());
    });
    console.info(`caddy: a connection trickling its headers closed after ${Math.round(closedAfter / 1000)} s`);
    expect(closedAfter).toBeGreaterThanOrEqual(9_000);
    expect(closedAfter).toBeLessThan(25_000);
  }, 60_000);
});
