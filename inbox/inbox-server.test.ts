import { promises as fs, readdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createInboxServer } from './inbox-server';
import { LEADS_LOCK_FILE } from './leads-lock';
import { openUpload } from './testing/raw-upload';
import type { StoredLead } from './lead-store';
import { consultationForm, fixturePages, makeExport, startInbox, validConsultation as valid, type RunningInbox, testRequestId, leadsDirEntries, logCollector } from './testing/inbox-fixture';

/**
 * The inbox as the security and reliability test of issue 18 used it: each defect found there has a test here
 * that failed on the home-made server (node:http + serve-handler).
 */
let counter = 0;
const newId = () => testRequestId('inbox-test', ++counter);

const form = (fields: Record<string, string> = {}, files: { name: string; data: Buffer; type?: string }[] = []) => consultationForm(newId(), fields, files);

async function post(url: string, body: FormData, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/consultation`, { method: 'POST', body, headers: { Accept: 'application/json', ...headers } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** Sends raw bytes and resolves with the status line of the answer (or '' when the server closed without one). */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

const openDescriptors = () => readdirSync('/proc/self/fd').length;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const healthy = async (url: string) => (await fetch(`${url}/healthz`)).status === 200;

describe('requests that crashed or hurt the home-made server', () => {
  let running: RunningInbox;
  beforeAll(async () => {
    running = await startInbox();
  });
  afterAll(() => running.close());

  it.each([['//['], ['//[::1'], ['http://[']])('answers 4xx to the request target %p and stays up', async (target) => {
    const status = await rawRequest(running.port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(status).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(await healthy(running.url)).toBe(true);
  });

  it.each([
    ['a NUL byte', '/%00'],
    ['an escape sequence', '/a%1b%5b2J'],
    ['a 256-byte segment', `/${'a'.repeat(256)}`],
    ['a 300-byte segment in a folder', `/blog/${'b'.repeat(300)}`],
    ['malformed percent-encoding', '/%E0%A4%A'],
  ])('answers 400 to a path with %s, and logs no raw control characters', async (_what, target) => {
    const response = await fetch(`${running.url}${target}`);
    expect(response.status).toBe(400);
    expect(await healthy(running.url)).toBe(true);
    // Everything the server logged, newlines between JSON lines aside.
    // oxlint-disable-next-line no-control-regex -- finding these characters is the point
    expect(running.log()).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
  });

  it('1,000 early disconnects leave the open-descriptor count where it was', async () => {
    const before = openDescriptors();
    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            new Promise<void>((resolve) => {
              const socket = net.connect(running.port, '127.0.0.1', () => socket.write('GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n'));
              // Gone as soon as the first bytes of a 4 MiB file arrive, as a visitor closing the tab.
              socket.once('data', () => socket.destroy());
              socket.on('close', () => resolve());
              socket.on('error', () => resolve());
            }),
        ),
      );
    }
    // Streams are closed as the server notices each disconnect.
    let after = openDescriptors();
    for (let i = 0; i < 50 && after > before + 5; i++) {
      await settle(100);
      after = openDescriptors();
    }
    console.info(`open descriptors: ${before} before, ${after} after 1,000 early disconnects`);
    expect(after).toBeLessThanOrEqual(before + 5);
    expect(await healthy(running.url)).toBe(true);
  });

  it('a static file removed or replaced while it is served never stops the server', async () => {
    const file = path.join(running.root, 'churn.html');
    const content = Buffer.alloc(512 * 1024, 'x');
    await fs.writeFile(file, content);
    const state = { stop: false };
    const churn = (async () => {
      for (let i = 0; !state.stop; i++) {
        if (i % 2) await fs.rm(file, { force: true });
        else await fs.writeFile(`${file}.new`, content).then(() => fs.rename(`${file}.new`, file));
        await settle(1);
      }
    })();
    const statuses = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const response = await fetch(`${running.url}/churn`).catch(() => null);
      if (response) {
        statuses.add(response.status);
        await response.arrayBuffer().catch(() => undefined);
      }
    }
    state.stop = true;
    await churn;
    expect([...statuses].filter((s) => s !== 200 && s !== 404)).toEqual([]);
    expect(await healthy(running.url)).toBe(true);
  });
});

describe('connection limits', () => {
  it('caps idle sockets and closes those that send no headers in time', async () => {
    const running = await startInbox({ maxConnections: 50, headersTimeoutMs: 1_000 });
    try {
      const sockets = await Promise.all(
        Array.from(
          { length: 400 },
          () =>
            new Promise<net.Socket>((resolve) => {
              const socket = net.connect(running.port, '127.0.0.1', () => resolve(socket));
              socket.on('error', () => undefined);
            }),
        ),
      );
      await settle(200);
      const count = await new Promise<number>((resolve, reject) => running.inbox.server.getConnections((e, n) => (e ? reject(e) : resolve(n))));
      expect(count).toBeLessThanOrEqual(50);
      // The header deadline frees the table: a real visitor gets in again.
      let ok = false;
      for (let i = 0; i < 50 && !ok; i++) {
        await settle(200);
        ok = await healthy(running.url).catch(() => false);
      }
      expect(ok).toBe(true);
      for (const socket of sockets) socket.destroy();
    } finally {
      await running.close();
    }
  });
});

describe('uploads', () => {
  /** A multipart body written slowly: the fields, then a PDF in `chunks` pieces, `everyMs` apart; `stallAfter` stops. */
  function slowUpload(port: number, { chunks, everyMs, stallAfter, from = '198.51.100.1' }: { chunks: number; everyMs: number; stallAfter?: number; from?: string }) {
    const boundary = 'slowboundary';
    const fields = Object.entries({ ...valid, requestId: newId(), website: '' })
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const head = `${fields}--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const piece = Buffer.alloc(1024, 0x20);
    const length = Buffer.byteLength(head) + chunks * piece.length + Buffer.byteLength(tail);
    return new Promise<number | 'closed'>((resolve) => {
      const req = http.request(`http://127.0.0.1:${port}/api/consultation`, {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(length), Accept: 'application/json', 'X-Forwarded-For': from },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => resolve('closed'));
      req.write(head);
      let sent = 0;
      const timer = setInterval(() => {
        if (stallAfter !== undefined && sent >= stallAfter) {
          clearInterval(timer);
          return;
        }
        req.write(piece);
        if (++sent === chunks) {
          clearInterval(timer);
          req.end(tail);
        }
      }, everyMs);
    });
  }

  it('stores a body that keeps moving for three times the 2 s inactivity and header timeouts, and refuses one that stalls', async () => {
    // Two visitors (the proxy names them); the minimum rate is lowered so that only the inactivity timeout acts. The
    // header deadline is as short, so a body that outlasts it shows that it counts the head alone.
    const running = await startInbox({ inactivityTimeoutMs: 2_000, headersTimeoutMs: 2_000, trustProxy: '127.0.0.1', minUploadBytesPerSecond: 256 });
    try {
      const [moving, stalled] = await Promise.all([
        slowUpload(running.port, { chunks: 12, everyMs: 500, from: '198.51.100.1' }),
        slowUpload(running.port, { chunks: 12, everyMs: 500, stallAfter: 3, from: '198.51.100.2' }),
      ]);
      expect(moving).toBe(201);
      expect(stalled).not.toBe(201);
      const entries = await leadsDirEntries(running.leadsDir);
      // One lead, and nothing of the stalled one left behind.
      expect(entries).toHaveLength(1);
      expect(entries[0]).not.toMatch(/^\./);
    } finally {
      await running.close();
    }
  }, 60_000);

  it('answers 503 with Retry-After when the uploads allowed at once are all in progress', async () => {
    const running = await startInbox({ maxUploads: 1, trustProxy: '127.0.0.1' });
    try {
      const slow = slowUpload(running.port, { chunks: 10, everyMs: 200, from: '198.51.100.1' });
      // In progress once its upload folder exists.
      for (let i = 0; i < 500 && !(await leadsDirEntries(running.leadsDir)).some((n) => n.startsWith('.incoming-')); i++) await settle(20);
      const second = await post(running.url, form(), { 'X-Forwarded-For': '198.51.100.2' });
      expect(second.status).toBe(503);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await slow).toBe(201);
      expect((await post(running.url, form())).status).toBe(201);
    } finally {
      await running.close();
    }
  });

  it('writes each upload into the incoming folder as it arrives and never reads a file when a field is wrong', async () => {
    const running = await startInbox();
    try {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
      const answer = await post(running.url, form({ email: 'not-an-email' }, [{ name: 'a.pdf', data: pdf }]));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ fieldErrors: { email: expect.any(String) } });
      expect(answer.body).not.toHaveProperty('fieldErrors.documents');
      expect(await leadsDirEntries(running.leadsDir)).toEqual([]);
    } finally {
      await running.close();
    }
  });

  it('keeps a UTF-8 file name as the visitor’s browser sent it', async () => {
    const running = await startInbox();
    try {
      const name = 'Rechnung für Zoë – 请款单.pdf';
      expect((await post(running.url, form({}, [{ name, data: Buffer.from('%PDF-1.7\n') }]))).status).toBe(201);
      const [folder] = await leadsDirEntries(running.leadsDir);
      const lead = JSON.parse(await fs.readFile(path.join(running.leadsDir, folder!, 'request.json'), 'utf8')) as StoredLead;
      expect(lead.documents[0]).toMatchObject({ name, storedAs: `1-${name}` });
      expect(await fs.readFile(path.join(running.leadsDir, folder!, `1-${name}`), 'utf8')).toBe('%PDF-1.7\n');
    } finally {
      await running.close();
    }
  });

  it.each([
    ['name', 'Jane\u001b[2J Smith'],
    ['name', 'Jane \u202eSmith'],
    ['email', 'jane\u0000@example.co.uk'],
  ])('refuses control and bidi characters in the single-line field %s', async (field, value) => {
    const running = await startInbox();
    try {
      const answer = await post(running.url, form({ [field]: value }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ fieldErrors: { [field]: expect.any(String) } });
    } finally {
      await running.close();
    }
  });
});

describe('rate limit behind a reverse proxy', () => {
  it('keys on the client the trusted proxy names, by /64 for IPv6, and counts only well-formed requests', async () => {
    const running = await startInbox({ rateLimit: 2, trustProxy: '127.0.0.1' });
    try {
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      // Junk does not count.
      for (let i = 0; i < 5; i++) {
        const junk = await fetch(`${running.url}/api/consultation`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json', ...from('203.0.113.1') } });
        expect(junk.status).toBe(415);
      }
      expect((await post(running.url, form(), from('203.0.113.1'))).status).toBe(201);
      expect((await post(running.url, form(), from('203.0.113.1'))).status).toBe(201);
      const third = await post(running.url, form(), from('203.0.113.1'));
      expect(third.status).toBe(429);
      expect(third.body).toEqual({ error: expect.stringContaining('Too many requests') });
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      // Every other visitor behind the same proxy still gets through.
      expect((await post(running.url, form(), from('198.51.100.7'))).status).toBe(201);
      // One /64 is one client.
      expect((await post(running.url, form(), from('2001:db8:1:2::1'))).status).toBe(201);
      expect((await post(running.url, form(), from('2001:db8:1:2::ffff'))).status).toBe(201);
      expect((await post(running.url, form(), from('2001:db8:1:2:aaaa::9'))).status).toBe(429);
    } finally {
      await running.close();
    }
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const running = await startInbox({ rateLimit: 1 });
    try {
      expect((await post(running.url, form(), { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(201);
      expect((await post(running.url, form(), { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(429);
    } finally {
      await running.close();
    }
  });
});

describe('one inbox per leads folder (issue 53)', () => {
  it('refuses a second inbox on a folder one is using, leaving its upload in progress alone, and starts once the first has stopped', async () => {
    const first = await startInbox();
    const upload = openUpload(first.port, { requestId: newId() });
    try {
      for (let i = 0; i < 500 && !(await leadsDirEntries(first.leadsDir)).some((n) => n.startsWith('.incoming-')); i++) await settle(20);
      // Before: the second started, removed the first's upload in progress as a crash's leftovers, and both served.
      await expect(createInboxServer({ root: first.root, leadsDir: first.leadsDir, watchConfig: false, logStream: logCollector().stream })).rejects.toThrow(
        /^LEADS_DIR .* is in use by another inbox in this process \(pid \d+\)\. Two inboxes on one leads folder remove each other's uploads in progress and store retries twice: stop the other one first, or give this one a LEADS_DIR of its own\./,
      );
      expect((await leadsDirEntries(first.leadsDir)).some((n) => n.startsWith('.incoming-'))).toBe(true);
      await upload.write(Buffer.alloc(1024, 0x20));
      upload.finish();
      expect(await upload.answer).toMatchObject({ status: 201 });
    } finally {
      await first.inbox.close();
    }
    // Given back as the first stopped.
    const second = await createInboxServer({ root: first.root, leadsDir: first.leadsDir, watchConfig: false, logStream: logCollector().stream });
    await second.close();
    await first.close();
  });

  it('refuses a folder locked by a running inbox in another process, and takes over the lock of one that has gone', async () => {
    const leadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'leads-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const lock = path.join(leadsDir, LEADS_LOCK_FILE);
      await fs.writeFile(lock, JSON.stringify({ pid: other.pid, host: os.hostname(), startedAt: '2026-11-22T15:30:00.000Z' }));
      await expect(startInbox({ leadsDir })).rejects.toThrow(`LEADS_DIR ${leadsDir} is in use by another inbox (pid ${other.pid}, started 2026-11-22T15:30:00.000Z).`);
      const exited = new Promise((resolve) => other.once('exit', resolve));
      other.kill();
      await exited;
      const running = await startInbox({ leadsDir });
      expect(JSON.parse(await fs.readFile(lock, 'utf8'))).toMatchObject({ pid: process.pid });
      await running.close();
      await expect(fs.access(lock)).rejects.toThrow('ENOENT');
    } finally {
      other.kill();
      await fs.rm(leadsDir, { recursive: true, force: true });
    }
  });
});

describe('start-up and operation', () => {
  it('removes the partial writes a crash left, and answers /healthz', async () => {
    const leadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'leads-'));
    await fs.mkdir(path.join(leadsDir, '.incoming-upload-deadbeef'));
    await fs.writeFile(path.join(leadsDir, '.incoming-upload-deadbeef', '0'), 'half a file');
    const running = await startInbox({ leadsDir });
    try {
      expect(await leadsDirEntries(leadsDir)).toEqual([]);
      const health = await fetch(`${running.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true });
    } finally {
      await running.close();
    }
  });

  it('refuses to start with a LEADS_DIR it cannot write, and says so', async () => {
    const root = await makeExport();
    const file = path.join(root, 'small.txt');
    await expect(createInboxServer({ root, leadsDir: path.join(file, 'leads'), watchConfig: false })).rejects.toThrow(/LEADS_DIR .* is not a folder this process can write/);
    await fs.rm(root, { recursive: true, force: true });
  });

  it('calls onLeadStored after storing, and a failing hook loses nothing', async () => {
    const calls: [string, StoredLead][] = [];
    const running = await startInbox({
      onLeadStored: (folder, lead) => {
        calls.push([folder, lead]);
        throw new Error('the mail server is down');
      },
    });
    try {
      const id = newId();
      expect((await post(running.url, form({ requestId: id }))).status).toBe(201);
      for (let i = 0; i < 50 && calls.length === 0; i++) await settle(20);
      expect(calls).toHaveLength(1);
      expect(calls[0]![0]).toBe(path.join(running.leadsDir, (await leadsDirEntries(running.leadsDir))[0]!));
      expect(calls[0]![1]).toMatchObject({ id, kind: 'consultation', request: { name: 'Jane Smith' } });
      expect(running.log()).toContain('onLeadStored failed');
      expect((await post(running.url, form({ requestId: id }))).status).toBe(200);
      expect(calls).toHaveLength(1);
    } finally {
      await running.close();
    }
  });
});

describe('the export, as serve.json says', () => {
  let running: RunningInbox;
  beforeAll(async () => {
    running = await startInbox({ watchConfig: true });
  });
  afterAll(() => running.close());
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${running.url}${p}`, { redirect: 'manual', headers });

  it('serves clean URLs and redirects the others to them', async () => {
    expect((await get('/about')).status).toBe(200);
    expect((await get('/blog')).status).toBe(200);
    expect(await (await get('/blog/first-post')).text()).toContain('First post');
    for (const [from, to] of [['/about.html', '/about'], ['/about/', '/about'], ['/index', '/'], ['/blog/first-post/', '/blog/first-post']]) {
      const response = await get(from!);
      expect([response.status, response.headers.get('location')]).toEqual([301, to]);
    }
  });

  it('answers a missing page with 404.html and status 404', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends each page its own policy and the default headers, and immutable caching for static assets', async () => {
    const about = await get('/about');
    expect(about.headers.get('content-security-policy')).toContain('sha256-about');
    expect(about.headers.get('strict-transport-security')).toMatch(/max-age=/);
    const script = await get('/_next/static/app.js');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-security-policy')).not.toContain('sha256-about');
  });

  it('sends the Brotli copy to a browser that accepts Brotli, gzip to others, small files as they are', async () => {
    const br = await get('/_next/static/app.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Number(br.headers.get('content-length'))).toBe((await fs.stat(path.join(running.root, '_next/static/app.js.br'))).size);
    expect(await br.text()).toBe(fixturePages.script);
    const page = await get('/about', { 'accept-encoding': 'br' });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toBe(fixturePages.page);
    const gzip = await get('/about', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(fixturePages.page);
    const small = await get('/small.txt', { 'accept-encoding': 'gzip, br' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('tiny');
  });

  it('reads serve.json again when a new build writes it', async () => {
    const file = path.join(running.root, 'serve.json');
    const config = JSON.parse(await fs.readFile(file, 'utf8')) as { redirects: unknown[] };
    config.redirects.push({ source: '/old-page', destination: '/about', type: 301 });
    await fs.writeFile(file, JSON.stringify(config));
    let status = 0;
    for (let i = 0; i < 60 && status !== 301; i++) {
      await settle(100);
      status = (await get('/old-page')).status;
    }
    expect(status).toBe(301);
  });
});

describe('content checked on the first bytes', () => {
  it('refuses a 9 MB program named .pdf before its body has all arrived, and stores nothing', async () => {
    const running = await startInbox();
    try {
      const program = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(9 * 1024 * 1024, 0x41)]);
      const answer = await post(running.url, form({}, [{ name: 'invoice.pdf', data: program }]));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ fieldErrors: { documents: '"invoice.pdf" is not the kind of file its name says.' } });
      expect(await leadsDirEntries(running.leadsDir)).toEqual([]);
    } finally {
      await running.close();
    }
  });
});
