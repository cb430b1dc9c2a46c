import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inboxEnvironment } from './env-file';
import { readInboxSettings } from './inbox-settings';
import { storeLead } from './lead-store';

/** `npm run leads` as the README runs it: from the project folder, with only what the environment and `.env` say. */
function listLeads(cwd: string, env: Record<string, string> = {}): string {
  const { LEADS_DIR: _unset, ...inherited } = process.env;
  return execFileSync(path.resolve('node_modules/.bin/tsx'), ['--tsconfig', path.resolve('tsconfig.json'), path.resolve('inbox/list-leads.ts')], { cwd, env: { ...inherited, ...env }, encoding: 'utf8' });
}

describe('the settings the inbox and npm run leads share (issue 26)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'inbox-env-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const trial = (id: string) => ({ id, kind: 'trial' as const, receivedAt: new Date('2026-11-22T15:30:00Z'), request: { name: 'Sam Patel', email: 'sam@example.com', phone: '', caseType: '', description: '' }, files: [] });

  it('reads .env under the environment, which wins; no .env is the environment as it is', async () => {
    expect(inboxEnvironment(dir, { PORT: '4000' })).toEqual({ PORT: '4000' });
    await fs.writeFile(path.join(dir, '.env'), '# the inbox\nLEADS_DIR=/srv/leads\nPORT=3500\nSMTP_URL="smtp://mail.example.com"\n');
    expect(inboxEnvironment(dir, { PORT: '4000' })).toEqual({ LEADS_DIR: '/srv/leads', PORT: '4000', SMTP_URL: 'smtp://mail.example.com' });
    expect(readInboxSettings(inboxEnvironment(dir, {})).leadsDir).toBe('/srv/leads');
  });

  it('npm run leads finds the leads where the server stores them by default (LEADS_DIR unset: leads/)', async () => {
    await storeLead(path.join(dir, readInboxSettings({}).leadsDir), trial('env-test-000000001'));
    const output = listLeads(dir);
    expect(output).toContain('Sam Patel <sam@example.com>  trial');
    expect(output).not.toContain('No requests yet');
  });

  it('npm run leads reads LEADS_DIR from .env as the server does, and says where it looked when it finds nothing', async () => {
    const elsewhere = path.join(dir, 'private', 'leads');
    await fs.writeFile(path.join(dir, '.env'), `LEADS_DIR=${elsewhere}\n`);
    expect(listLeads(dir)).toMatch(/No requests yet in private\/leads\/ \(LEADS_DIR\)/);
    await storeLead(elsewhere, trial('env-test-000000002'));
    expect(listLeads(dir)).toContain('Sam Patel <sam@example.com>  trial');
    // The environment still wins over .env, as for the server.
    expect(listLeads(dir, { LEADS_DIR: path.join(dir, 'empty') })).toMatch(/No requests yet in empty\/ \(LEADS_DIR\)/);
  });

  it('says when LEADS_DIR is set nowhere and the default folder is empty', () => {
    expect(listLeads(dir)).toContain('No requests yet in leads/ (LEADS_DIR is not set in the environment or .env: the default).');
  });
});
