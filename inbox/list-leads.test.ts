import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shortReference } from '@/lib/lead-protocol';
import { storeLead } from './lead-store';

/** Runs `npm run leads` the way the README says, against a folder of its own. */
function listLeads(leadsDir: string): string {
  return execFileSync(path.join('node_modules', '.bin', 'tsx'), ['inbox/list-leads.ts'], {
    env: { ...process.env, LEADS_DIR: leadsDir },
    encoding: 'utf8',
  });
}

describe('npm run leads', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'list-leads-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('says when nothing has arrived', () => {
    expect(listLeads(dir)).toContain('No requests yet');
  });

  it('lists each request with who sent it and what it is about', async () => {
    await storeLead(dir, {
      id: 'list-test-0000001',
      kind: 'consultation',
      receivedAt: new Date('2026-11-22T15:30:00Z'),
      request: { name: 'Jane Smith', email: 'jane@example.co.uk', phone: '', caseType: 'faulty-goods', claimValue: 'under-500', description: 'x' },
      files: [{ name: 'a.pdf', mimeType: 'application/pdf', data: Buffer.from('%PDF-1.7') }],
    });
    await storeLead(dir, {
      id: 'list-test-0000002',
      kind: 'trial',
      receivedAt: new Date('2026-11-22T15:31:00Z'),
      request: { name: 'Sam Patel', email: 'sam@example.com', phone: '', caseType: '', description: '' },
      files: [],
    });
    const output = listLeads(dir);
    expect(output).toContain(`2026-11-22T15:30:00.000Z  ${shortReference('list-test-0000001')}  Jane Smith <jane@example.co.uk>  faulty-goods, under-500, 1 document(s)`);
    expect(output).toContain('Sam Patel <sam@example.com>  trial');
    expect(output).toContain('2 request(s), 2 not notified by email.');
  });
});
