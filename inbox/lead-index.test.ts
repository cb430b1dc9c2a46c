import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findLead, leadFolderName, storeLead } from './lead-store';
import { consultationForm, leadsDirEntries, startInbox, testRequestId, validConsultation } from './testing/inbox-fixture';

/**
 * Issue 39, point 4: storing a lead listed and sorted every stored lead's folder to find its id (a repeat is not
 * stored twice): 288 ms a POST with 20,000 leads stored, 487 ms with 100,000, and twenty at once held `GET /` for
 * 11.5 s. The stored leads are now read once, when the inbox starts; no request lists them.
 */
const STORED = 20_000;
const syntheticId = (i: number) => testRequestId('synthetic', i);
const receivedAt = new Date('2026-01-01T00:00:00.000Z');

async function makeLeads(dir: string, count: number) {
  for (let start = 0; start < count; start += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, count - start) }, (_, k) => fs.mkdir(path.join(dir, leadFolderName(syntheticId(start + k), receivedAt)))),
    );
  }
}

let counter = 0;
const newId = () => testRequestId('lead-index', ++counter);

async function post(url: string, id: string) {
  const response = await fetch(`${url}/api/consultation`, { method: 'POST', body: consultationForm(id), headers: { Accept: 'application/json' } });
  await response.arrayBuffer();
  return response.status;
}

afterEach(() => jest.restoreAllMocks());

describe('finding a stored lead by its id', () => {
  it(`never lists the leads folder on a POST, with ${STORED.toLocaleString('en-GB')} leads stored`, async () => {
    const leadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lead-index-'));
    await makeLeads(leadsDir, STORED);
    // One of them with its record, to be found again by a repeat of its request.
    const known = path.join(leadsDir, leadFolderName(syntheticId(STORED - 1), receivedAt), 'request.json');
    await fs.writeFile(known, JSON.stringify({ id: syntheticId(STORED - 1), kind: 'consultation', receivedAt: receivedAt.toISOString(), request: validConsultation, documents: [] }));
    const running = await startInbox({ leadsDir });
    try {
      const readdir = jest.spyOn(fs, 'readdir');
      const listings = () => readdir.mock.calls.filter(([dir]) => path.resolve(String(dir)) === path.resolve(leadsDir)).length;
      expect(await post(running.url, newId())).toBe(201);
      const repeat = newId();
      expect(await post(running.url, repeat)).toBe(201);
      // A repeat of a lead stored in this run, and of one stored before it started: found, not stored again.
      expect(await post(running.url, repeat)).toBe(200);
      expect(await post(running.url, syntheticId(STORED - 1))).toBe(200);
      expect(listings()).toBe(0);
      expect((await leadsDirEntries(leadsDir)).length).toBe(STORED + 2);
    } finally {
      await running.close();
    }
  });

  it('stores an id again once its lead has been erased', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lead-index-'));
    try {
      const lead = { id: 'erased-00000001', kind: 'consultation' as const, receivedAt, request: { name: 'A' }, files: [] };
      const first = await storeLead(dir, lead);
      expect(first.stored).toBe(true);
      expect(await findLead(dir, lead.id)).toBe(first.folder);
      await fs.rm(path.join(dir, first.folder), { recursive: true });
      expect(await findLead(dir, lead.id)).toBeUndefined();
      expect((await storeLead(dir, lead)).stored).toBe(true);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
