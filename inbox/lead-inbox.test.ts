import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { consultationErrors } from '@/lib/validation/consultation';
import { listLeadFolders, type StoredLead } from './lead-store';
import { consultationForm, startInbox, validConsultation as valid, type RunningInbox, testRequestId } from './testing/inbox-fixture';

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n% a small but real-looking PDF header\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);


let running: RunningInbox;
let leadsDir: string;
let url: string;

async function start(options: Parameters<typeof startInbox>[0] = {}) {
  running = await startInbox({ now: () => new Date('2026-11-22T15:30:00.000Z'), ...options });
  leadsDir = running.leadsDir;
  url = `${running.url}/api/consultation`;
}

beforeEach(() => start());
afterEach(() => running.close());

let idCounter = 0;
const newId = () => testRequestId('test-request', ++idCounter);

const form = (fields: Record<string, string> = {}, files: { name: string; data: Buffer; type?: string }[] = []) => consultationForm(newId(), fields, files);

async function post(body: FormData | string | Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', body: body as BodyInit, headers: { Accept: 'application/json', ...headers } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : text };
}

async function storedLeads(): Promise<StoredLead[]> {
  const folders = await listLeadFolders(leadsDir);
  return Promise.all(folders.map(async (f) => JSON.parse(await fs.readFile(path.join(leadsDir, f, 'request.json'), 'utf8')) as StoredLead));
}

describe('POST /api/consultation', () => {
  it('stores a valid request with two files byte for byte and answers 201 with its id', async () => {
    const body = form({ requestId: 'abcdef0123456789abcdef0123456789' }, [
      { name: 'invoice.pdf', data: PDF, type: 'application/pdf' },
      { name: 'photo.PNG', data: PNG, type: 'image/png' },
    ]);
    const answer = await post(body);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: 'abcdef0123456789abcdef0123456789' });
    const folders = await listLeadFolders(leadsDir);
    expect(folders).toEqual(['2026-11-22T15-30-00-000Z-abcdef0123456789abcdef0123456789']);
    const [lead] = await storedLeads();
    expect(lead).toMatchObject({ id: 'abcdef0123456789abcdef0123456789', receivedAt: '2026-11-22T15:30:00.000Z', request: valid });
    expect(lead!.documents.map((d) => [d.name, d.storedAs, d.size])).toEqual([
      ['invoice.pdf', '1-invoice.pdf', PDF.length],
      ['photo.PNG', '2-photo.PNG', PNG.length],
    ]);
    expect(await fs.readFile(path.join(leadsDir, folders[0]!, '1-invoice.pdf'))).toEqual(PDF);
    expect(await fs.readFile(path.join(leadsDir, folders[0]!, '2-photo.PNG'))).toEqual(PNG);
  });

  it('stores one copy per request id: a retry answers 200 and stores nothing more', async () => {
    const id = newId();
    expect((await post(form({ requestId: id }))).status).toBe(201);
    expect((await post(form({ requestId: id }))).status).toBe(200);
    expect(await storedLeads()).toHaveLength(1);
  });

  it('stores one copy when the same request arrives twice at once', async () => {
    // From two addresses (a phone moving from Wi-Fi to mobile data): one address has one upload at a time.
    await running.close();
    await start({ trustProxy: '127.0.0.1' });
    const id = newId();
    const answers = await Promise.all([post(form({ requestId: id }), { 'X-Forwarded-For': '198.51.100.1' }), post(form({ requestId: id }), { 'X-Forwarded-For': '198.51.100.2' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(await storedLeads()).toHaveLength(1);
  });

  it('validates with the browser’s schema and answers 400 with its messages', async () => {
    const answer = await post(form({ name: '   ', email: 'not-an-email', caseType: 'fraud', description: '' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fieldErrors: {
        name: consultationErrors.nameMissing,
        email: consultationErrors.emailFormat,
        caseType: consultationErrors.caseTypeMissing,
        description: consultationErrors.descriptionMissing,
      },
    });
    expect(await storedLeads()).toEqual([]);
  });

  it('gives a request without an id (a browser posting without JavaScript) an id of its own', async () => {
    const body = form();
    body.delete('requestId');
    const answer = await post(body);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await storedLeads()).toHaveLength(1);
  });

  it.each([
    ['too short', 'abc'],
    ['a path', '../../../etc/passwd-0000'],
  ])('refuses a request id that is %s', async (_what, id) => {
    const body = form();
    body.delete('requestId');
    if (id !== undefined) body.append('requestId', id);
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fieldErrors: { requestId: expect.any(String) } });
    expect(await storedLeads()).toEqual([]);
  });

  it('answers a filled-in honeypot as accepted but stores nothing', async () => {
    const answer = await post(form({ website: 'https://cheap-pills.example' }));
    expect(answer.status).toBe(201);
    expect(await storedLeads()).toEqual([]);
  });

  describe('file rules, enforced again on the server', () => {
    it('keeps a file of exactly 10 MB', async () => {
      const data = Buffer.concat([PDF, Buffer.alloc(10 * MB - PDF.length, 0x20)]);
      expect((await post(form({}, [{ name: 'big.pdf', data }]))).status).toBe(201);
      const [lead] = await storedLeads();
      expect(lead!.documents[0]!.size).toBe(10 * MB);
    });

    it('answers 413 for a file one byte over 10 MB, and stores nothing', async () => {
      const data = Buffer.concat([PDF, Buffer.alloc(10 * MB + 1 - PDF.length, 0x20)]);
      const answer = await post(form({}, [{ name: 'big.pdf', data }]));
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ fieldErrors: { documents: expect.stringContaining('10 MB') } });
      expect(await storedLeads()).toEqual([]);
    });

    it('keeps five files and refuses a sixth', async () => {
      const five = Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.png`, data: PNG }));
      expect((await post(form({}, five))).status).toBe(201);
      const answer = await post(form({}, [...five, { name: 'p5.png', data: PNG }]));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ fieldErrors: { documents: 'Attach at most 5 files.' } });
      expect(await storedLeads()).toHaveLength(1);
    });

    it('answers 413 at once when the declared size is over the limit, before the body arrives', async () => {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=abc', 'Content-Length': String(52 * MB) },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', reject);
        req.write('--abc\r\n');
      });
      expect(status).toBe(413);
      expect(await storedLeads()).toEqual([]);
    });

    it.each([
      ['a program renamed to .pdf', 'invoice.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode')],
      ['a PNG named .jpg', 'photo.jpg', PNG],
      ['binary named .txt', 'notes.txt', Buffer.from([0x68, 0x69, 0x00, 0x01, 0x02])],
      ['invalid UTF-8 named .txt', 'notes.txt', Buffer.from([0xff, 0xfe, 0xfd])],
      ['an .exe', 'setup.exe', Buffer.from('MZ')],
      ['no extension', 'README', Buffer.from('hello')],
      ['an empty .docx', 'contract.docx', Buffer.alloc(0)],
    ])('refuses %s', async (_what, name, data) => {
      const answer = await post(form({}, [{ name, data }]));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ fieldErrors: { documents: expect.stringContaining(name) } });
      expect(await storedLeads()).toEqual([]);
    });

    it.each([
      ['a Word 97 document', 'old.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
      ['a Word document', 'new.DOCX', Buffer.from('PK\x03\x04rest-of-zip')],
      ['a JPEG', 'scan.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
      ['UTF-8 text with accents and emoji', 'notes.txt', Buffer.from('Café receipt 🧾\r\n\tLine two\n')],
    ])('keeps %s', async (_what, name, data) => {
      expect((await post(form({}, [{ name, data }]))).status).toBe(201);
    });

    it('ignores the empty, nameless file part a browser sends when no file was chosen', async () => {
      const body = `--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nJane Smith\r\n--b\r\nContent-Disposition: form-data; name="email"\r\n\r\njane@example.co.uk\r\n--b\r\nContent-Disposition: form-data; name="caseType"\r\n\r\nother\r\n--b\r\nContent-Disposition: form-data; name="claimValue"\r\n\r\nunder-500\r\n--b\r\nContent-Disposition: form-data; name="description"\r\n\r\nA dispute.\r\n--b\r\nContent-Disposition: form-data; name="documents"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n`;
      const answer = await post(body, { 'Content-Type': 'multipart/form-data; boundary=b' });
      expect(answer.status).toBe(201);
      const [lead] = await storedLeads();
      expect(lead!.documents).toEqual([]);
    });

    it('stores a hostile file name safely inside the lead folder', async () => {
      const answer = await post(form({}, [{ name: '../../evil:na*me?.txt', data: Buffer.from('ok') }]));
      expect(answer.body).toEqual({ id: expect.any(String) });
      const [lead] = await storedLeads();
      expect(lead!.documents[0]!.storedAs).toBe('1-evil_na_me_.txt');
    });
  });

  describe('malformed requests', () => {
    it('answers 400 for an empty body', async () => {
      expect((await post('', { 'Content-Type': 'multipart/form-data; boundary=----x' })).status).toBe(400);
    });

    it('answers 400 for a multipart request without a boundary', async () => {
      expect((await post('name=Jane', { 'Content-Type': 'multipart/form-data' })).status).toBe(400);
    });

    it('answers 415 for a request that is not multipart', async () => {
      expect((await post(JSON.stringify(valid), { 'Content-Type': 'application/json' })).status).toBe(415);
    });

    it('answers 400 for a flood of 10,000 fields', async () => {
      const body = form();
      for (let i = 0; i < 10_000; i++) body.append(`f${i}`, 'x');
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'The request has too many fields.' });
      expect(await storedLeads()).toEqual([]);
    });

    it('answers 405 to other methods', async () => {
      const response = await fetch(url);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    });
  });

  it('answers 429 with Retry-After when one client sends too many', async () => {
    await running.close();
    await start({ rateLimit: 2 });
    expect((await post(form())).status).toBe(201);
    expect((await post(form())).status).toBe(201);
    const third = await post(form());
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedLeads()).toHaveLength(2);
  });

  describe('sign-ups and consultations (issue 26)', () => {
    const signupUrl = (kind = 'trial') => `${url}?kind=${kind}`;
    const signup = (requestId: string, fields: Record<string, string> = {}, kind = 'trial') => {
      const data = new FormData();
      const values = { leadType: kind, name: 'Sam Patel', email: 'sam@example.com', phone: '', caseType: '', description: '', requestId, website: '', ...fields };
      for (const [k, v] of Object.entries(values)) data.append(k, v);
      return data;
    };
    const premium = (requestId: string) => {
      const data = new FormData();
      const values = { leadType: 'premium', case_type: 'Other', case_value: '2500', urgency: 'Standard (48 hours)', preferred_contact: 'Email', name: 'Sam Patel', email: 'sam@example.com', phone: '', case_details: 'A bespoke letter for a deposit dispute with my landlord.', requestId, website: '' };
      for (const [k, v] of Object.entries(values)) data.append(k, v);
      return data;
    };
    const postTo = async (target: string, body: FormData) => {
      const response = await fetch(target, { method: 'POST', body, headers: { Accept: 'application/json' } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    it('a client at its sign-up limit can still ask for a consultation, and one at its consultation limit can still sign up', async () => {
      await running.close();
      await start({ rateLimit: 2, signupRateLimit: 3 });
      for (let i = 0; i < 3; i++) expect((await postTo(signupUrl(), signup(newId()))).status).toBe(201);
      expect((await postTo(signupUrl(), signup(newId()))).status).toBe(429);
      // Premium template requests count with the sign-ups.
      expect((await postTo(signupUrl('premium'), premium(newId()))).status).toBe(429);
      expect((await post(form())).status).toBe(201);
      expect((await post(form())).status).toBe(201);
      expect((await post(form())).status).toBe(429);
      expect(await storedLeads()).toHaveLength(5);

      await running.close();
      await start({ rateLimit: 1, signupRateLimit: 1 });
      expect((await post(form())).status).toBe(201);
      expect((await post(form())).status).toBe(429);
      expect((await postTo(signupUrl('premium'), premium(newId()))).status).toBe(201);
    });

    it('refuses a body whose kind is not the one its sign-up address names; takes a sign-up sent to the plain address', async () => {
      // A consultation sent as a sign-up would be counted against the wrong limit.
      const asSignup = await postTo(signupUrl(), form());
      expect(asSignup.status).toBe(400);
      expect(asSignup.body.fieldErrors).toEqual({ leadType: 'The kind of request does not match the address it was sent to.' });
      expect((await postTo(signupUrl('premium'), signup(newId()))).status).toBe(400);
      expect((await postTo(`${url}?kind=admin`, signup(newId()))).status).toBe(400);
      expect(await storedLeads()).toEqual([]);
      expect((await postTo(`${url}?kind=consultation`, form())).status).toBe(201);
      // A page loaded before sign-ups had their own limit posts them to the plain address: taken, counted there.
      expect((await postTo(url, signup(newId()))).status).toBe(201);
      expect(await storedLeads()).toHaveLength(2);
    });

    it('one person signing up again from their own tab (the key its first answer gave, the same email) updates their one lead, keeping the earlier details', async () => {
      await running.close();
      let now = new Date('2026-11-22T15:30:00.000Z');
      await start({ now: () => now });
      const id = 'abcdef0123456789abcdef0123456789';
      const first = await postTo(signupUrl(), signup(id));
      expect(first).toEqual({ status: 201, body: { id, updateKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
      const updateKey = first.body.updateKey as string;
      now = new Date('2026-11-22T15:32:00.000Z');
      const changed = { phone: '07700 900123', caseType: 'unpaid-invoice', description: 'An unpaid invoice.' };
      // The email in another case is the same person's; the key is never given again.
      expect(await postTo(signupUrl(), signup(id, { ...changed, email: 'SAM@example.com', updateKey }))).toEqual({ status: 200, body: { id } });
      const folders = await listLeadFolders(leadsDir);
      expect(folders).toEqual([`2026-11-22T15-30-00-000Z-${id}`]);
      const [lead] = await storedLeads();
      expect(lead).toMatchObject({
        id,
        kind: 'trial',
        receivedAt: '2026-11-22T15:30:00.000Z',
        updatedAt: '2026-11-22T15:32:00.000Z',
        request: { name: 'Sam Patel', email: 'SAM@example.com', ...changed },
        earlier: [{ receivedAt: '2026-11-22T15:30:00.000Z', request: { name: 'Sam Patel', email: 'sam@example.com', phone: '', caseType: '', description: '' } }],
      });
      // Only the key's hash is kept, never the key.
      const stored = await fs.readFile(path.join(leadsDir, folders[0]!, 'request.json'), 'utf8');
      expect(stored).not.toContain(updateKey);
      expect(lead!.updateKeyHash).toMatch(/^sha256:[0-9a-f]{64}$/);
      // No temporary file is left beside it.
      expect(await fs.readdir(path.join(leadsDir, folders[0]!))).toEqual(['request.json']);

      now = new Date('2026-11-22T15:40:00.000Z');
      const before = await fs.readFile(path.join(leadsDir, folders[0]!, 'request.json'), 'utf8');
      expect(await postTo(signupUrl(), signup(id, { ...changed, email: 'SAM@example.com', updateKey }))).toEqual({ status: 200, body: { id } });
      expect(await fs.readFile(path.join(leadsDir, folders[0]!, 'request.json'), 'utf8')).toBe(before);

      // The same id for another kind of request is refused, and the lead stays as it was.
      expect((await postTo(url, consultationForm(id))).status).toBe(409);
      expect(await fs.readFile(path.join(leadsDir, folders[0]!, 'request.json'), 'utf8')).toBe(before);
    });

    it('a request id is not a key to someone else\'s sign-up: without the key, or for another email, a repeat is a lead of its own (issue 53)', async () => {
      const id = 'abcdef0123456789abcdef0123456789';
      const { body } = await postTo(signupUrl(), signup(id));
      const updateKey = body.updateKey as string;
      const original = (await storedLeads())[0]!;
      const attempts = [
        signup(id, { name: 'Mallory', email: 'mallory@example.com', description: 'Replaced.' }),
        signup(id, { name: 'Mallory', description: 'Replaced, same email.' }),
        signup(id, { description: 'With a made-up key.', updateKey: 'x'.repeat(43) }),
        // The next person at the same tab: the tab's key, their own email.
        signup(id, { name: 'Nina Other', email: 'nina@example.com', updateKey }),
      ];
      const answers = [];
      for (const attempt of attempts) answers.push(await postTo(signupUrl(), attempt));
      for (const answer of answers) {
        expect(answer.status).toBe(201);
        expect(answer.body.id).toMatch(/^[0-9a-f]{32}$/);
        expect(answer.body.id).not.toBe(id);
      }
      const leads = await storedLeads();
      expect(leads).toHaveLength(5);
      // The first sign-up is exactly as it was, and nothing of it was ever answered back.
      expect(leads.find((lead) => lead.id === id)).toEqual(original);
      for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain('Sam Patel');
    });

    it('a consultation or bespoke request id is not a key to it either: a repeat with other details or documents is refused with 409, the lead unchanged', async () => {
      await running.close();
      const notified: string[] = [];
      await start({ onLeadStored: (_folder, lead) => void notified.push(lead.id) });
      const id = '0123456789abcdef0123456789abcdef';
      expect((await post(consultationForm(id))).status).toBe(201);
      const before = await storedLeads();
      // A retry (the same details) is taken as one, and changes nothing.
      expect(await post(consultationForm(id))).toMatchObject({ status: 200, body: { id } });
      const second = await post(consultationForm(id, { name: 'Mallory', email: 'mallory@example.com', description: 'Replaced description of the case.' }));
      expect(second).toMatchObject({ status: 409, body: { error: 'This request id belongs to another request. Please send the form again.' } });
      expect((await post(consultationForm(id, {}, [{ name: 'a.pdf', data: PDF, type: 'application/pdf' }]))).status).toBe(409);
      const premiumId = 'fedcba9876543210fedcba9876543210';
      expect((await postTo(signupUrl('premium'), premium(premiumId))).status).toBe(201);
      const changed = premium(premiumId);
      changed.set('case_details', 'Someone else\'s bespoke request, replacing the first.');
      expect((await postTo(signupUrl('premium'), changed)).status).toBe(409);
      expect((await storedLeads()).filter((lead) => lead.id === id)).toEqual(before);
      expect((await storedLeads()).find((lead) => lead.id === premiumId)!.request.case_details).toBe('A bespoke letter for a deposit dispute with my landlord.');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(notified).toEqual([id, premiumId]);
    });

    it('takes only request ids of the form the browser sends', async () => {
      for (const requestId of ['test-request-00000001', 'A'.repeat(32), 'abcdef0123456789abcdef012345678', '../../../../etc/passwd-000000000']) {
        const answer = await post(consultationForm(requestId));
        expect([requestId, answer.status, (answer.body as { fieldErrors?: Record<string, string> }).fieldErrors]).toEqual([requestId, 400, { requestId: 'The request id is not valid.' }]);
      }
      expect(await storedLeads()).toEqual([]);
    });

    it('tells the owner of a new lead and of each update, not of a repeat', async () => {
      await running.close();
      const notified: [string, number][] = [];
      await start({ onLeadStored: (_folder, lead) => void notified.push([lead.id, (lead.earlier?.length ?? 0) + 1]) });
      const id = 'fedcba9876543210fedcba9876543210';
      const { body } = await postTo(signupUrl(), signup(id));
      await postTo(signupUrl(), signup(id, { description: 'More detail.', updateKey: body.updateKey as string }));
      await postTo(signupUrl(), signup(id, { description: 'More detail.', updateKey: body.updateKey as string }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(notified).toEqual([[id, 1], [id, 2]]);
    });
  });

  it('answers a browser posting without JavaScript with a plain page that never echoes what was typed', async () => {
    const answer = await post(form({ name: '<script>alert(1)</script>', email: 'bad' }), { Accept: 'text/html' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expect(answer.body).not.toContain('<script>alert');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    const ok = await post(form(), { Accept: 'text/html' });
    // Followed as a browser does: POST, 303, then GET the confirmation.
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('Consultation Request Submitted');
    // A page of the site: the stylesheet the built pages link, and the reference to quote.
    expect(ok.body).toContain('<link rel="stylesheet" href="/_next/static/css/site.css">');
    expect(ok.body).toMatch(/Your reference: <strong[^>]*>SCC-[0-9A-Z]{4}-[0-9A-Z]{4}<\/strong>/);
  });

  describe('a form sent without script: POST, redirect, GET (issue 54)', () => {
    const noScript = (fields: Record<string, string> = {}) => consultationForm('', fields);
    const send = (body: FormData) => fetch(url, { method: 'POST', body, redirect: 'manual', headers: { Accept: 'text/html' } });

    it('answers 303 to the confirmation, whose address shows it again on reload and sends nothing', async () => {
      const answer = await send(noScript());
      expect(answer.status).toBe(303);
      const location = answer.headers.get('location')!;
      expect(location).toMatch(/^\/api\/consultation\/received\/SCC-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const reference = location.split('/').pop()!;
      for (let reload = 0; reload < 2; reload++) {
        const page = await fetch(`${running.url}${location}`, { headers: { Accept: 'text/html' } });
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain('Consultation Request Submitted');
        expect(html).toContain(`>${reference}</strong>`);
      }
      expect(await storedLeads()).toHaveLength(1);
    });

    it('stores the same form sent twice on one day once, and shows the same reference', async () => {
      const first = await send(noScript());
      const second = await send(noScript());
      expect(second.status).toBe(303);
      expect(second.headers.get('location')).toBe(first.headers.get('location'));
      expect(await storedLeads()).toHaveLength(1);
      // Another request from the same browser is another lead.
      const other = await send(noScript({ description: 'A different dispute about a deposit that was never returned.' }));
      expect(other.headers.get('location')).not.toBe(first.headers.get('location'));
      expect(await storedLeads()).toHaveLength(2);
    });

    it('confirms only a request it holds: an unknown or malformed reference is 404 with the way back to the form', async () => {
      for (const reference of ['SCC-0000-0000', 'not-a-reference', '%3Cscript%3E']) {
        const page = await fetch(`${running.url}/api/consultation/received/${reference}`, { headers: { Accept: 'text/html' } });
        expect(page.status).toBe(404);
        const html = await page.text();
        expect(html).toContain('We have no request with this reference');
        expect(html).not.toContain('Consultation Request Submitted');
        expect(html).not.toContain('<script');
        expect(html).toContain('href="/#contact"');
        expect(html).toContain('href="tel:');
      }
    });

    it('says a refusal once, with the way back to the form', async () => {
      const answer = await send(noScript({ email: 'bad' }));
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(html).toContain('Back to the consultation form');
      expect(html.match(/Go back to the form/g)).toHaveLength(1);
    });
  });
});
