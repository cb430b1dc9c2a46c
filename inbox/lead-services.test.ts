import { createHmac } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { shortReference } from '@/lib/lead-protocol';
import { createLeadServices } from './lead-services';
import { LeadSettingsError } from './lead-settings';
import { readNotificationState, WEBHOOK_FILE, type NotificationState } from './lead-records';
import { storeLead, type IncomingLead } from './lead-store';
import { runLeadsCommand } from './list-leads';
import { createNotifier, DEFAULT_RETRY, type Channel, type Schedule } from './notify';
import { smtpTransportOptions } from './smtp-transport';
import { IDEMPOTENCY_KEY_HEADER, webhookChannel } from './webhook';

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
  const logins: string[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    // A server that offers no STARTTLS, and would take a password in clear if a client sent one.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
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
          // A long subject is folded onto the next line(s), each starting with white space (RFC 5322).
          subject: /^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '',
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
    logins,
    attempts: () => attempts,
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A TCP proxy in front of a local port: it records what the client sends, and holds the connections `hold` picks (by
 * their number, from 1) open without a word, as a mail server that hangs would.
 */
async function startProxy(targetPort: number, { hold = () => false }: { hold?: (connection: number) => boolean } = {}) {
  const fromClient: Buffer[] = [];
  const held: net.Socket[] = [];
  const open = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((client) => {
    connections += 1;
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    client.on('data', (chunk: Buffer) => fromClient.push(chunk));
    if (hold(connections)) {
      held.push(client);
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    held,
    port: (server.address() as AddressInfo).port,
    sent: () => Buffer.concat(fromClient).toString('latin1'),
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
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
    expect(email!.subject).toBe(`New consultation request 2026-11-22 15:30 (ref ${shortReference(ID)})`);
    expect(email!.body).toContain('Kind: consultation request');
    expect(email!.body).toContain('Case type: Faulty Goods/Services');
    expect(email!.body).toContain('Claim value: £1,000 – £5,000');
    expect(email!.body).toContain('Documents: 1');
    expect(email!.body).toContain(`Reference: ${shortReference(ID)}\n`);
    expect(email!.body).toContain(`Kept in: ${dir}/`);
    expect(email!.body).toContain(`npm run leads -- --show ${shortReference(ID)}`);
    // Issue 53: the full id, which a repeat of the request names, is neither in the email nor in the log.
    expect(`${email!.subject}\n${email!.body}`).not.toContain(ID);
    for (const personal of ['Jane', 'Smith', 'jane@example.co.uk', '07700', 'sofa']) {
      expect(email!.subject).not.toContain(personal);
      expect(email!.body).not.toContain(personal);
    }
    await until(async () => (await readNotificationState(path.join(dir, folder)))?.status === 'sent', 'the sent marker');
    expect(await readNotificationState(path.join(dir, folder))).toMatchObject({ status: 'sent', attempts: 1, to: 'owner@example.com' });
    expect(log.join('\n')).toContain(`Sent the email about ${shortReference(ID)} to owner@example.com.`);
    expect(log.join('\n')).not.toContain(ID);
  });

  it('tells the owner of each update of a sign-up too, with its own email and state, after a restart as well (issue 53)', async () => {
    smtp = await startSmtp();
    const signup: IncomingLead = {
      id: ID,
      kind: 'trial',
      receivedAt: new Date('2026-11-22T15:30:00Z'),
      request: { name: 'Sam Patel', email: 'sam@example.com', phone: '', caseType: '', description: '' },
      files: [],
    };
    const first = await storeLead(dir, signup);
    const updated = await storeLead(dir, { ...signup, receivedAt: new Date('2026-11-22T15:45:00Z'), request: { ...signup.request, caseType: 'unpaid-invoice' }, updateKey: first.updateKey });
    expect(updated).toMatchObject({ updated: true });
    // Stored while the inbox was down: a start sends both, each once.
    const inbox = services({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'owner@example.com' });
    await inbox.start();
    await until(() => smtp!.received.length === 2, 'both emails');
    const subjects = smtp.received.map((email) => email.subject).sort();
    expect(subjects).toEqual([`New template trial sign-up 2026-11-22 15:30 (ref ${shortReference(ID)})`, `Updated template trial sign-up 2026-11-22 15:45 (ref ${shortReference(ID)})`]);
    const update = smtp.received.find((email) => email.subject.startsWith('Updated'))!;
    expect(update.body).toContain(`The template trial sign-up ${shortReference(ID)} was changed at 2026-11-22 15:45 (UK time) from the visitor's own browser tab, with the key our first answer gave it: update 1. The details it replaced are kept with it.`);
    expect(update.body).toContain('Case type: Unpaid Invoice');
    const original = smtp.received.find((email) => email.subject.startsWith('New'))!;
    expect(original.body).toContain('Case type: not given');
    await until(async () => (await readNotificationState(path.join(dir, first.folder), 'notification-2.json'))?.status === 'sent', 'the update\'s sent marker');
    expect(await readNotificationState(path.join(dir, first.folder))).toMatchObject({ status: 'sent' });
    await inbox.stop();
    const again = services({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'owner@example.com' });
    await again.start();
    await again.stop();
    expect(smtp.received).toHaveLength(2);
    expect(log.join('\n')).toContain(`Sent the email about ${shortReference(ID)} (update 1) to owner@example.com.`);
    expect(`${log.join('\n')}${smtp.received.map((email) => email.body).join('\n')}`).not.toContain(ID);
    const out: string[] = [];
    await runLeadsCommand(['--show', shortReference(ID)], { env: { LEADS_DIR: dir }, cwd: dir, now: new Date(), out: (t) => out.push(t), err: (t) => out.push(t) });
    const shown = out.join('\n');
    expect(shown).toContain('Updated: 2026-11-22T15:45:00.000Z (once, from the visitor\'s own browser tab with the key our first answer gave it; the details it replaced are kept below)');
    expect(shown).toMatch(/Email to the owner about update 1: sent 20\d\d-.* to owner@example\.com/);
    expect(shown).toContain('Earlier details (1), oldest first:\n  Version 1, from 2026-11-22T15:30:00.000Z:\n    name: Sam Patel\n    email: sam@example.com\n    phone: \n    caseType: \n    description: ');
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
      `New consultation request 2026-11-22 15:30 (ref ${shortReference(ID)})`,
      `New consultation request 2026-11-22 16:00 (ref ${shortReference('9f8e7d6c5b4a39281706f5e4d3c2b1a0')})`,
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

  it('gives a CRM that was down when a sign-up arrived its first details, then each update as an event of its own (issue 53)', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
    const signup: IncomingLead = {
      id: ID,
      kind: 'trial',
      receivedAt: new Date('2026-11-22T15:30:00Z'),
      request: { name: 'Sam Patel', email: 'sam@example.com', phone: '', caseType: '', description: 'First.' },
      files: [],
    };
    const first = await storeLead(dir, signup);
    await storeLead(dir, { ...signup, receivedAt: new Date('2026-11-22T15:45:00Z'), request: { ...signup.request, description: 'Second.' }, updateKey: first.updateKey });
    const inbox = createLeadServices({ leadsDir: dir, env: { LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: 'a-long-shared-secret-for-the-crm' }, log: logTo });
    await inbox.start();
    await until(async () => (await readNotificationState(path.join(dir, first.folder), 'webhook-2.json'))?.status === 'sent', 'the update to be delivered');
    await until(async () => (await readNotificationState(path.join(dir, first.folder), WEBHOOK_FILE))?.status === 'sent', 'the lead to be delivered');
    await inbox.stop();
    const events: Record<string, unknown>[] = requests.map(({ headers, body }) => ({ key: headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()], ...(JSON.parse(body) as Record<string, unknown>) }));
    expect(events.find((event) => event.event === 'lead.stored')).toMatchObject({ key: ID, id: ID, receivedAt: '2026-11-22T15:30:00.000Z', request: { description: 'First.' } });
    expect(events.find((event) => event.event === 'lead.updated')).toMatchObject({ key: `${ID}-v2`, id: ID, version: 2, updatedAt: '2026-11-22T15:45:00.000Z', request: { description: 'Second.' } });
    expect(events).toHaveLength(2);
  });
});

const OTHER_IDS = ['9f8e7d6c5b4a39281706f5e4d3c2b1a0', '0a1b2c3d4e5f60718293a4b5c6d7e8f9'];
const PASSWORD = 'Secret-Pa55word';

describe('each lead\'s email goes on its own, with a time limit, and a password only over TLS', () => {
  let dir: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  let silent: net.Server | undefined;
  let stopServices: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lead-email-'));
    log.length = 0;
  });
  afterEach(async () => {
    await stopServices?.();
    stopServices = undefined;
    await proxy?.close();
    proxy = undefined;
    await smtp?.close();
    smtp = undefined;
    silent?.close();
    silent = undefined;
    await fs.rm(dir, { recursive: true, force: true });
  });

  const services = (env: Record<string, string>, extra: Partial<Parameters<typeof createLeadServices>[0]> = {}) => {
    const created = createLeadServices({ leadsDir: dir, env, log: logTo, ...extra });
    stopServices = () => created.stop();
    return created;
  };
  const storeThree = async () => Promise.all([ID, ...OTHER_IDS].map(async (id) => (await storeLead(dir, consultation(id))).folder));
  const states = (folders: string[]) => Promise.all(folders.map((folder) => readNotificationState(path.join(dir, folder))));
  const smtpPort = () => new URL(smtp!.url).port;

  it('a mail server that hangs on one lead\'s email holds back none of the others, and that one goes at its retry', async () => {
    smtp = await startSmtp();
    proxy = await startProxy(Number(smtpPort()), { hold: (connection) => connection === 1 });
    const { schedule, waits, held } = recordingSchedule({ run: false });
    const inbox = services({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}`, LEADS_NOTIFY_TO: 'owner@example.com' }, { schedule });
    const folders = await storeThree();
    for (const folder of folders) inbox.leadStored(folder);

    // Before: the two behind the hanging connection waited for its 30 s greeting timeout, one after the other.
    await until(() => smtp!.received.length === 2, 'the two emails not behind the hanging connection');
    expect(proxy.held).toHaveLength(1);
    await until(async () => (await states(folders)).filter((state) => state?.status === 'sent').length === 2, 'two sent markers');
    expect((await states(folders)).filter((state) => state === null)).toHaveLength(1);

    proxy.held[0]!.destroy();
    await until(() => waits.length === 1, 'the hung email\'s retry to be scheduled');
    expect(waits).toEqual([30_000]);
    held.shift()!();
    await until(() => smtp!.received.length === 3, 'the third email at its retry');
    await until(async () => (await states(folders)).every((state) => state?.status === 'sent'), 'every sent marker');
  });

  it('gives each email a time limit: a server that never greets leaves every lead pending, each retried on its own', async () => {
    const sockets: net.Socket[] = [];
    silent = net.createServer((socket) => {
      sockets.push(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
    const { schedule, waits } = recordingSchedule({ run: false });
    const inbox = services(
      { SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, LEADS_NOTIFY_TO: 'owner@example.com' },
      { schedule, timeouts: { smtp: { connectionTimeout: 10_000, greetingTimeout: 200, socketTimeout: 10_000 } } },
    );
    const folders = await storeThree();
    for (const folder of folders) inbox.leadStored(folder);

    await until(async () => (await states(folders)).every((state) => state?.status === 'pending'), 'every lead to be pending');
    for (const state of await states(folders)) expect(state).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/greeting/i) });
    expect(waits).toEqual([30_000, 30_000, 30_000]);
    expect(sockets).toHaveLength(3);
  });

  it('never sends the password to a mail server that offers no STARTTLS: the email waits for its retry instead', async () => {
    smtp = await startSmtp();
    proxy = await startProxy(Number(smtpPort()));
    const { schedule, waits } = recordingSchedule({ run: false });
    const inbox = services({ SMTP_URL: `smtp://owner%40example.com:${PASSWORD}@127.0.0.1:${proxy.port}`, LEADS_NOTIFY_TO: 'owner@example.com' }, { schedule });
    const { folder } = await storeLead(dir, consultation(ID));
    inbox.leadStored(folder);
    await until(async () => (await readNotificationState(path.join(dir, folder)))?.status === 'pending', 'the refused attempt to be recorded');

    expect(await readNotificationState(path.join(dir, folder))).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/STARTTLS/) });
    expect(waits).toEqual([30_000]);
    const sent = proxy.sent();
    expect(sent).toMatch(/^EHLO /m);
    expect(sent).toMatch(/^STARTTLS\r$/m);
    expect(sent).not.toMatch(/^AUTH/im);
    const base64 = (text: string) => Buffer.from(text).toString('base64');
    for (const form of [PASSWORD, base64(PASSWORD), base64(`\0owner@example.com\0${PASSWORD}`)]) expect(sent).not.toContain(form);
    expect(smtp.logins).toEqual([]);
    expect(smtp.received).toEqual([]);
    expect(log.join('\n')).not.toContain(PASSWORD);
  });

  it.each(['requireTLS=false', 'ignoreTLS=true', 'opportunisticTLS=true', 'tls.rejectUnauthorized=false'])(
    'refuses to start when SMTP_URL has a password and %s',
    (option) => {
      const start = () => services({ SMTP_URL: `smtp://owner%40example.com:${PASSWORD}@mail.example.com:587?${option}`, LEADS_NOTIFY_TO: 'owner@example.com' });
      expect(start).toThrow(LeadSettingsError);
      expect(start).toThrow(`SMTP_URL carries a password, which the inbox sends only over TLS (smtps://, or smtp:// with STARTTLS): remove ${option} from it`);
      expect(start).not.toThrow(PASSWORD);
    },
  );

  it('requires TLS whenever SMTP_URL has a password, and leaves a relay without one as it is', () => {
    expect(smtpTransportOptions(`smtp://user:${PASSWORD}@mail.example.com:587`)).toMatchObject({ secure: false, requireTLS: true, host: 'mail.example.com', port: 587, auth: { user: 'user', pass: PASSWORD } });
    expect(smtpTransportOptions(`smtps://user:${PASSWORD}@mail.example.com:465`)).toMatchObject({ secure: true, port: 465 });
    expect(smtpTransportOptions(`smtp://user:${PASSWORD}@mail.example.com:587?requireTLS=true`)).toMatchObject({ requireTLS: true });
    const relay = smtpTransportOptions('smtp://127.0.0.1:25');
    expect(relay).not.toHaveProperty('requireTLS');
    expect(relay).toMatchObject({ connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  });
});

describe('deliveries at once', () => {
  it('runs at most `concurrency` deliveries at once, and starts the next as soon as one ends', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lead-notifier-'));
    const finish: (() => void)[] = [];
    const channel: Channel = { stateFile: 'test.json', name: 'the test message', recipient: 'test', deliver: () => new Promise<void>((resolve) => finish.push(resolve)) };
    const notifier = createNotifier({ leadsDir: dir, channel, log: logTo, now: () => new Date(), schedule: recordingSchedule({ run: false }).schedule, retry: DEFAULT_RETRY, concurrency: 2 });
    try {
      const folders = await Promise.all([ID, ...OTHER_IDS].map(async (id) => (await storeLead(dir, consultation(id))).folder));
      for (const folder of folders) notifier.notify(folder);
      // Before: one at a time, so the second never started while the first was under way.
      await until(() => finish.length === 2, 'two deliveries under way');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(finish).toHaveLength(2);
      finish[0]!();
      await until(() => finish.length === 3, 'the third delivery, once one ended');
      for (const done of finish) done();
      const sent = async () => (await Promise.all(folders.map((f) => readNotificationState(path.join(dir, f), 'test.json')))).every((s) => s?.status === 'sent');
      await until(sent, 'every lead sent');
    } finally {
      await notifier.stop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a slow CRM', () => {
  let dir: string;
  let server: http.Server;
  let open = 0;
  let mostOpenAtOnce = 0;
  const requests: { key: string | undefined; id: unknown }[] = [];
  const unanswered: http.ServerResponse[] = [];
  let stopServices: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lead-slow-crm-'));
    log.length = 0;
    requests.length = 0;
    unanswered.length = 0;
    open = 0;
    mostOpenAtOnce = 0;
    // A CRM that answers only when the test says so.
    server = http.createServer((req, res) => {
      open += 1;
      mostOpenAtOnce = Math.max(mostOpenAtOnce, open);
      res.on('close', () => (open -= 1));
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        requests.push({ key: req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] as string | undefined, id: (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: unknown }).id });
        unanswered.push(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    await stopServices?.();
    stopServices = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fs.rm(dir, { recursive: true, force: true });
  });

  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  /** The webhook with an attempt's wait for an answer cut to 50 ms; the waits between attempts held until released. */
  function slowWebhook() {
    const held: (() => void)[] = [];
    const waits: number[] = [];
    let atOnce = false;
    const schedule: Schedule = (task, delayMs) => {
      if (delayMs >= 24 * 60 * 60 * 1000) return () => {};
      waits.push(delayMs);
      if (atOnce) setImmediate(task);
      else held.push(task);
      return () => {};
    };
    const inbox = createLeadServices({
      leadsDir: dir,
      env: { LEADS_WEBHOOK_URL: url(), LEADS_WEBHOOK_SECRET: 'a-long-shared-secret-for-the-crm' },
      log: logTo,
      schedule,
      timeouts: { webhook: { answerTimeoutMs: 50 } },
    });
    stopServices = () => inbox.stop();
    return {
      inbox,
      held,
      waits,
      /** From now on the waits are over at once (and any held one is over now). */
      runWaitsAtOnce: () => {
        atOnce = true;
        for (const task of held.splice(0)) task();
      },
    };
  }
  const webhookState = (folder: string) => readNotificationState(path.join(dir, folder), WEBHOOK_FILE);
  const stateIs = (folder: string, expected: (state: NotificationState | null) => boolean, what: string) => until(async () => expected(await webhookState(folder)), what);

  it('gets each lead once, with the lead id as Idempotency-Key, and its late answer counts as sent', async () => {
    const { inbox, held, waits } = slowWebhook();
    const { folder } = await storeLead(dir, consultation(ID));
    inbox.leadStored(folder);

    await stateIs(folder, (state) => state?.status === 'pending', 'the first attempt to run out of time');
    expect(await webhookState(folder)).toMatchObject({ attempts: 1, lastError: expect.stringContaining('no answer within 0.05 s') });
    expect(waits).toEqual([30_000]);
    // The retry is due while the first request is still open: it waits for that one and sends nothing.
    held.shift()!();
    await stateIs(folder, (state) => state?.attempts === 2, 'the second attempt');
    expect(requests).toHaveLength(1);

    unanswered[0]!.writeHead(200).end();
    await stateIs(folder, (state) => state?.status === 'sent', 'the late answer to count');
    expect(await webhookState(folder)).toMatchObject({ status: 'sent', attempts: 2 });
    // Before: each attempt was cut off after 15 s and the lead sent again, up to 12 times.
    expect(requests).toEqual([{ key: ID, id: ID }]);
    expect(log.join('\n')).toContain('answered after its attempt had timed out');
  });

  it('sends a lead again only once its earlier request has ended, with the same Idempotency-Key', async () => {
    const { inbox, held, runWaitsAtOnce } = slowWebhook();
    const { folder } = await storeLead(dir, consultation(ID));
    inbox.leadStored(folder);
    await stateIs(folder, (state) => state?.status === 'pending', 'the first attempt to run out of time');
    held.shift()!();
    await stateIs(folder, (state) => state?.attempts === 2, 'the second attempt, still waiting on the first request');
    expect(requests).toHaveLength(1);

    // The CRM drops the first request: the next attempt sends the lead again.
    unanswered[0]!.socket!.destroy();
    runWaitsAtOnce();
    await until(() => requests.length === 2, 'the lead sent again');
    unanswered[1]!.writeHead(201).end();
    await stateIs(folder, (state) => state?.status === 'sent', 'the second request to be answered');
    expect(requests).toEqual([{ key: ID, id: ID }, { key: ID, id: ID }]);
    expect(mostOpenAtOnce).toBe(1);
  });

  it('closes a request left open at shutdown once its attempt is over (the next start sends it again)', async () => {
    const { inbox } = slowWebhook();
    const { folder } = await storeLead(dir, consultation(ID));
    inbox.leadStored(folder);
    await stateIs(folder, (state) => state?.status === 'pending', 'the first attempt to run out of time');
    expect(open).toBe(1);
    await inbox.stop();
    await until(() => open === 0, 'the request to be closed');
    expect(await webhookState(folder)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('closes a request the CRM leaves unanswered for abortAfterMs', async () => {
    const channel = webhookChannel({ url: url(), secret: 'a-long-shared-secret-for-the-crm' }, { now: () => new Date(), timeouts: { answerTimeoutMs: 50, abortAfterMs: 100 } });
    const { folder } = await storeLead(dir, consultation(ID));
    const lead = JSON.parse(await fs.readFile(path.join(dir, folder, 'request.json'), 'utf8')) as Parameters<Channel['deliver']>[0];
    await expect(channel.deliver(lead, path.join(dir, folder), new AbortController().signal, 1)).rejects.toThrow('no answer within 0.1 s: the connection was closed');
    await until(() => open === 0, 'the request to be closed');
    expect(requests).toEqual([{ key: ID, id: ID }]);
  });
});
