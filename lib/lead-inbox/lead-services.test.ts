import { createHmac } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createLeadServices } from './lead-services';
import { readNotificationState, WEBHOOK_FILE } from './lead-records';
import { storeLead, type IncomingLead } from './lead-store';
import { runLeadsCommand } from './list-leads';
import type { Schedule } from './notify';

/**
 * The owner's email for each lead, against a real SMTP server started here (smtp-server): what arrives, what a
 * refusing or absent server does to it, and a restart in the middle. The waits between attempts go through an
 * injected schedule, so the test records the back-off without sitting through it.
 */

type Received = { subject: string; body: string; from: string; to: string[] };

/** The text part of a message as nodemailer encodes it (7bit, quoted-printable or base64). */
function decodeBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes).replace(/\r\n/g, '\n');
  }
  return body.replace(/\r\n/g, '\n');
}

/** An SMTP server on a free local port, which refuses MAIL FROM while `refusing()` says so. */
async function startSmtp({ port = 0, refusing = () => false }: { port?: number; refusing?: () => boolean } = {}) {
  const received: Received[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      attempts += 1;
      if (refusing()) return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          body: decodeBody(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    attempts: () => attempts,
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port with nothing listening on it: connections to it are refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A schedule that records each wait and runs the task at once (or holds it, for a test that stops first). */
function recordingSchedule({ run = true }: { run?: boolean } = {}) {
  const waits: number[] = [];
  const held: (() => void)[] = [];
  const schedule: Schedule = (task, delayMs) => {
    waits.push(delayMs);
    if (run && delayMs < 24 * 60 * 60 * 1000) setImmediate(task);
    else held.push(task);
    return () => {};
  };
  return { schedule, waits, held };
}

const consultation = (id: string, overrides: Partial<IncomingLead> = {}): IncomingLead => ({
  id,
  kind: 'consultation',
  receivedAt: new Date('2026-11-22T15:30:00Z'),
  request: {
    name: 'Jane Smith',
    email: 'jane@example.co.uk',
    phone: '07700 900123',
    caseType: 'faulty-goods',
    claimValue: '1000-5000',
    description: 'The sofa arrived broken and the shop will not answer.',
  },
  files: [{ name: 'receipt.pdf', mimeType: 'application/pdf', data: Buffer.from('%PDF-1.7') }],
  ...overrides,
});

const ID = '5d1c0e2a9b8f47c6a1d3e5f7a9b0c2d4';
const log: string[] = [];
const logTo = (message: string) => log.push(message);

describe('the owner is emailed about each lead', () => {
  let dir: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let stopServices: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lead-services-'));
    log.length = 0;
  });
  afterEach(async () => {
    await stopServices?.();
    stopServices = undefined;
    await smtp?.close();
    smtp = undefined;
    await fs.rm(dir, { recursive: true, force: true });
  });

  const services = (env: Record<string, string>, extra: Partial<Parameters<typeof createLeadServices>[0]> = {}) => {
    const created = createLeadServices({ leadsDir: dir, env, log: logTo, ...extra });
    stopServices = () => created.stop();
    return created;
  };

  it('sends an email with no personal data in the subject, and the summary and the folder in the body', async () => {
    smtp = await startSmtp();
    const inbox = services({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'owner@example.com' });
    await inbox.start();
    const { folder } = await storeLead(dir, consultation(ID));
    inbox.leadStored(folder);
    await until(() => smtp!.received.length === 1, 'the email');

    const [email] = smtp.received;
    expect(email!.to).toEqual(['owner@example.com']);
    expect(email!.from).toBe('owner@example.com');
    expect(email!.subject).toBe('New consultation request 2026-11-22 15:30 (ref 5d1c0e2a)');
    expect(email!.body).toContain('Kind: consultation request');
    expect(email!.body).toContain('Case type: Faulty Goods/Services');
    expect(email!.body).toContain('Claim value: £1,000 – £5,000');
    expect(email!.body).toContain('Documents: 1');
    expect(email!.body).toContain(`Reference: ${ID}`);
    expect(email!.body).toContain(`Kept in: ${path.join(dir, folder)}/`);
    expect(email!.body).toContain(`npm run leads -- --show ${ID}`);
    for (const personal of ['Jane', 'Smith', 'jane@example.co.uk', '07700', 'sofa']) {
      expect(email!.subject).not.toContain(personal);
      expect(email!.body).not.toContain(personal);
    }
    await until(async () => (await readNotificationState(path.join(dir, folder)))?.status === 'sent', 'the sent marker');
    expect(await readNotificationState(path.join(dir, folder))).toMatchObject({ status: 'sent', attempts: 1, to: 'owner@example.com' });
  });

  it('retries a refused send with a doubling wait, keeps the lead meanwhile, and sends it once accepted', async () => {
    let refusals = 2;
    smtp = await startSmtp({ refusing: () => refusals-- > 0 });
    const { schedule, waits } = recordingSchedule();
    const statesBetweenAttempts: unknown[] = [];
    const folderPath = () => path.join(dir, folderName);
    let folderName = '';
    const inbox = services(
      { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'owner@example.com', LEADS_NOTIFY_FROM: 'inbox@example.com' },
      {
        schedule: (task, delay) =>
          schedule(() => {
            void Promise.all([readNotificationState(folderPath()), fs.readFile(path.join(folderPath(), 'request.json'), 'utf8')]).then(([state, request]) => {
              statesBetweenAttempts.push({ state, requestStored: request.includes(ID) });
              task();
            });
          }, delay),
      },
    );
    const { folder } = await storeLead(dir, consultation(ID));
    folderName = folder;
    inbox.leadStored(folder);
    await until(() => smtp!.received.length === 1, 'the email after two refusals');

    expect(smtp.attempts()).toBe(3);
    expect(waits).toEqual([30_000, 60_000]);
    expect(statesBetweenAttempts).toEqual([
      { state: expect.objectContaining({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') }), requestStored: true },
      { state: expect.objectContaining({ status: 'pending', attempts: 2 }), requestStored: true },
    ]);
    expect(smtp.received[0]!.from).toBe('inbox@example.com');
    await until(async () => (await readNotificationState(folderPath()))?.status === 'sent', 'the sent marker');
    expect(await readNotificationState(folderPath())).toMatchObject({ status: 'sent', attempts: 3 });
    expect(log.some((line) => line.includes('trying again in 30 s'))).toBe(true);
  });

  it('retries when the mail server is down, and sends once it is back on the same port', async () => {
    const port = await closedPort();
    const { schedule, waits, held } = recordingSchedule({ run: false });
    const inbox = services({ SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_NOTIFY_TO: 'owner@example.com' }, { schedule });
    const { folder } = await storeLead(dir, consultation(ID));
    inbox.leadStored(folder);
    await until(() => waits.length === 1, 'the first retry to be scheduled');
    expect(waits).toEqual([30_000]);
    expect(await readNotificationState(path.join(dir, folder))).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });

    smtp = await startSmtp({ port });
    held.shift()!(); // the wait is over
    await until(() => smtp!.received.length === 1, 'the email once the server is back');
    await until(async () => (await readNotificationState(path.join(dir, folder)))?.status === 'sent', 'the sent marker');
  });

  it('gives up after a bounded number of attempts without losing the lead, and npm run leads says it was not notified', async () => {
    smtp = await startSmtp({ refusing: () => true });
    const { schedule, waits } = recordingSchedule();
    const inbox = services({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'owner@example.com' }, { schedule, retry: { firstDelayMs: 1000, maxDelayMs: 3000, maxAttempts: 4 } });
    const { folder } = await storeLead(dir, consultation(ID));
    inbox.leadStored(folder);
    await until(async () => (await readNotificationState(path.join(dir, folder)))?.status === 'failed', 'giving up');

    expect(waits).toEqual([1000, 2000, 3000]);
    expect(smtp.attempts()).toBe(4);
    await expect(fs.readFile(path.join(dir, folder, 'request.json'), 'utf8')).resolves.toContain(ID);
    const out: string[] = [];
    await runLeadsCommand([], { env: { LEADS_DIR: dir }, cwd: dir, now: new Date(), out: (t) => out.push(t), err: (t) => out.push(t) });
    expect(out.join('\n')).toMatch(/\[not notified: gave up after 4 attempts, .*451/);
    expect(out.join('\n')).toContain('1 request(s), 1 not notified by email.');
  });

  it('after a restart, sends what was not sent, including leads stored while notifications were off, and nothing twice', async () => {
    // Notifications off: the lead is stored and nobody is told.
    const off = services({});
    await off.start();
    expect(log.join('\n')).toContain('Email notifications are OFF (SMTP_URL and LEADS_NOTIFY_TO are not set)');
    const stored = await storeLead(dir, consultation(ID));
    off.leadStored(stored.folder);
    await off.stop();

    // A server that refuses: the second lead's email fails and waits for a retry when the process stops.
    smtp = await startSmtp({ refusing: () => true });
    const held = recordingSchedule({ run: false });
    const first = services({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'owner@example.com' }, { schedule: held.schedule });
    const second = await storeLead(dir, consultation('9f8e7d6c5b4a39281706f5e4d3c2b1a0', { receivedAt: new Date('2026-11-22T16:00:00Z') }));
    first.leadStored(second.folder);
    await until(async () => (await readNotificationState(path.join(dir, second.folder)))?.status === 'pending', 'the failed attempt to be recorded');
    await first.stop();
    await smtp.close();

    // Restart with a working server: both are sent.
    smtp = await startSmtp();
    const restarted = services({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'owner@example.com' }, { now: () => new Date('2026-11-23T09:00:00Z') });
    await restarted.start();
    await until(() => smtp!.received.length === 2, 'both emails');
    expect(smtp.received.map((e) => e.subject).sort()).toEqual([
      'New consultation request 2026-11-22 15:30 (ref 5d1c0e2a)',
      'New consultation request 2026-11-22 16:00 (ref 9f8e7d6c)',
    ]);
    await until(async () => (await readNotificationState(path.join(dir, second.folder)))?.status === 'sent', 'the sent marker');
    expect(await readNotificationState(path.join(dir, second.folder))).toMatchObject({ status: 'sent', attempts: 2 });
    await restarted.stop();

    // Another restart sends nothing again.
    const again = services({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'owner@example.com' }, { now: () => new Date('2026-11-23T09:00:00Z') });
    await again.start();
    await again.stop();
    expect(smtp.received).toHaveLength(2);
  });

  it('does not block the lead: leadStored returns before the mail server answers', async () => {
    smtp = await startSmtp();
    const inbox = services({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'owner@example.com' });
    const { folder } = await storeLead(dir, consultation(ID));
    expect(inbox.leadStored(folder)).toBeUndefined();
    expect(smtp.attempts()).toBe(0);
    await until(() => smtp!.received.length === 1, 'the email');
  });
});

describe('the optional CRM webhook', () => {
  let dir: string;
  let server: http.Server;
  const requests: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let answers: number[] = [];
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lead-webhook-'));
    requests.length = 0;
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(answers.shift() ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('POSTs each lead signed with HMAC-SHA256, retries a failure, and records it beside the lead', async () => {
    answers = [503];
    const secret = 'a-long-shared-secret-for-the-crm';
    const { schedule, waits } = recordingSchedule();
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
    const inbox = createLeadServices({
      leadsDir: dir,
      env: { LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret },
      log: logTo,
      now: () => new Date('2026-11-22T15:31:00Z'),
      schedule,
    });
    const { folder } = await storeLead(dir, consultation(ID));
    inbox.leadStored(folder);
    await until(async () => (await readNotificationState(path.join(dir, folder), WEBHOOK_FILE))?.status === 'sent', 'the webhook to be delivered');
    await inbox.stop();

    expect(waits).toEqual([30_000]);
    expect(requests).toHaveLength(2);
    const { headers, body } = requests[1]!;
    expect(headers['x-lead-timestamp']).toBe(String(Date.parse('2026-11-22T15:31:00Z') / 1000));
    const expected = `sha256=${createHmac('sha256', secret).update(`${headers['x-lead-timestamp']}.${body}`).digest('hex')}`;
    expect(headers['x-lead-signature']).toBe(expected);
    expect(JSON.parse(body)).toMatchObject({ event: 'lead.stored', id: ID, kind: 'consultation', request: { name: 'Jane Smith' }, documents: [{ name: 'receipt.pdf', size: 8 }] });
    expect(await readNotificationState(path.join(dir, folder), WEBHOOK_FILE)).toMatchObject({ status: 'sent', attempts: 2 });
    // The webhook is not the owner's email: that one is still not sent (notifications are off).
    expect(await readNotificationState(path.join(dir, folder))).toBeNull();
    const out: string[] = [];
    await runLeadsCommand(['--show', ID], { env: { LEADS_DIR: dir }, cwd: dir, now: new Date(), out: (t) => out.push(t), err: (t) => out.push(t) });
    expect(out.join('\n')).toMatch(/Email to the owner: not notified\nCRM webhook: sent 2026-11-22T15:31:00.000Z to http:\/\/127\.0\.0\.1:\d+\n/);
  });
});
