import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLeadServices } from './lead-services';
import { csvCell } from './lead-report';
import { shortReference } from '@/lib/lead-protocol';
import { storeLead, type IncomingLead } from './lead-store';
import { runLeadsCommand } from './list-leads';
import type { Schedule } from './notify';

/** `npm run leads` and its flags, and the retention sweep, each against a leads folder of its own. */

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T12:00:00Z');

const lead = (id: string, receivedAt: Date, request: Record<string, string> = {}): IncomingLead => ({
  id,
  kind: 'consultation',
  receivedAt,
  request: { name: 'Jane Smith', email: 'jane@example.co.uk', phone: '', caseType: 'faulty-goods', claimValue: 'under-500', description: 'x', ...request },
  files: [{ name: 'a.pdf', mimeType: 'application/pdf', data: Buffer.from('%PDF-1.7') }],
});

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'leads-command-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

async function leads(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLeadsCommand(args, { env: { LEADS_DIR: dir, ...env }, cwd: dir, now: NOW, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const folders = async () => (await fs.readdir(dir)).sort();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe('the retention purge', () => {
  beforeEach(async () => {
    await storeLead(dir, lead('old-0000000000000000000000000001', daysAgo(200)));
    await storeLead(dir, lead('old-0000000000000000000000000002', daysAgo(90.5)));
    await storeLead(dir, lead('new-0000000000000000000000000003', daysAgo(89.5)));
    await storeLead(dir, lead('new-0000000000000000000000000004', daysAgo(1)));
  });

  it('--purge --dry-run lists the leads older than the retention period and deletes nothing', async () => {
    const before = await folders();
    const { code, out } = await leads(['--purge', '--dry-run']);
    expect(code).toBe(0);
    expect(out).toContain('Would delete 2 request(s) older than 90 days (dry run: nothing deleted):');
    expect(out).toContain('old-0000000000000000000000000001/');
    expect(out).toContain('old-0000000000000000000000000002/');
    expect(out).not.toContain('new-');
    expect(await folders()).toEqual(before);
  });

  it('--purge deletes only the old leads, with their files', async () => {
    const { out } = await leads(['--purge']);
    expect(out).toContain('Deleted 2 request(s) older than 90 days:');
    const left = await folders();
    expect(left).toHaveLength(2);
    expect(left.every((f) => f.includes('-new-'))).toBe(true);
  });

  it('follows LEADS_RETENTION_DAYS', async () => {
    await leads(['--purge'], { LEADS_RETENTION_DAYS: '30' });
    expect((await folders()).map((f) => f.slice(25))).toEqual(['new-0000000000000000000000000004']);
  });

  it('runs when the inbox starts and again each day', async () => {
    let now = NOW;
    const tasks: { run: () => void; delay: number }[] = [];
    const schedule: Schedule = (run, delay) => {
      tasks.push({ run, delay });
      return () => {};
    };
    const log: string[] = [];
    const inbox = createLeadServices({ leadsDir: dir, env: {}, log: (m) => log.push(m), now: () => now, schedule });
    await inbox.start();
    expect(await folders()).toHaveLength(2);
    expect(log.join('\n')).toContain('Requests are deleted 90 days after they arrive');
    expect(log.join('\n')).toContain('Deleted 2 request(s) older than 90 days');

    expect(tasks.map((t) => t.delay)).toEqual([DAY_MS]);
    now = new Date(NOW.getTime() + 1 * DAY_MS);
    tasks[0]!.run();
    const deadline = Date.now() + 10_000;
    while ((await folders()).length > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect((await folders()).map((f) => f.slice(25))).toEqual(['new-0000000000000000000000000004']);
    await inbox.stop();
  });
});

describe('npm run leads --delete (an erasure request)', () => {
  const wanted = 'aa11bb22cc33dd44ee55ff6600112233';
  const longer = `99${wanted}`;
  beforeEach(async () => {
    await storeLead(dir, lead(wanted, daysAgo(2)));
    await storeLead(dir, lead(longer, daysAgo(1)));
  });

  it('deletes the lead with exactly that id and its files, and says what it deleted', async () => {
    const { code, out } = await leads(['--delete', wanted]);
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`^Deleted \\S+-${wanted}/ and its 2 file\\(s\\): 1-a\\.pdf, request\\.json$`));
    expect((await folders()).map((f) => f.slice(25))).toEqual([longer]);
  });

  it('deletes nothing for part of an id, the end of a longer id included', async () => {
    await storeLead(dir, lead('list-test-0000001', daysAgo(1)));
    for (const partial of [wanted.slice(4), wanted.slice(0, 8), 'test-0000001', '0000001', '']) {
      const { code, err } = await leads(['--delete', partial]);
      expect(code).toBe(1);
      expect(err).toContain('Nothing was deleted');
    }
    expect(await folders()).toHaveLength(3);
  });
});

describe('npm run leads --show', () => {
  it('shows one lead in full, with control and bidi characters escaped so nothing acts on the terminal', async () => {
    const id = '0123456789abcdef0123456789abcdef';
    await storeLead(dir, lead(id, daysAgo(3), {
      name: 'Jane\u001b[2J\u001b[HSmith',
      email: 'jane@example.co.uk',
      phone: '07700\r900123',
      description: 'First line\r\nSecond line with \u202Eevil\u202C and \u0007 bell\u009b',
    }));
    const { code, out } = await leads(['--show', id]);
    expect(code).toBe(0);
    expect(out.replace(/\n/g, '')).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
    expect(out).toContain('name: Jane\\x1b[2J\\x1b[HSmith');
    expect(out).toContain('phone: 07700\\r900123');
    expect(out).toContain('description:\n  First line\n  Second line with \\u202eevil\\u202c and \\x07 bell\\x9b');
    expect(out).toContain(`Reference: ${shortReference(id)} (request id ${id})`);
    expect(out).toContain('Email to the owner: not notified');
    expect(out).toContain('Documents: 1');
    expect(out).toContain('1-a.pdf  (sent as "a.pdf", application/pdf, 8 bytes)');
  });

  it('finds only a whole id', async () => {
    await storeLead(dir, lead('0123456789abcdef0123456789abcdef', daysAgo(3)));
    const { code, err } = await leads(['--show', '0123456789abcdef']);
    expect(code).toBe(1);
    expect(err).toContain('has the id or reference "0123456789abcdef"');
  });

  it('finds a lead by the short reference the visitor was shown, however it is typed', async () => {
    const id = '0123456789abcdef0123456789abcdef';
    await storeLead(dir, lead(id, daysAgo(3)));
    await storeLead(dir, lead('fedcba9876543210fedcba9876543210', daysAgo(2)));
    const reference = shortReference(id);
    const typed = reference.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    for (const asked of [reference, reference.slice(4), typed]) {
      const { code, out } = await leads(['--show', asked]);
      expect(code).toBe(0);
      expect(out).toContain(`Reference: ${reference} (request id ${id})`);
    }
    const { code, out } = await leads([]);
    expect(code).toBe(0);
    expect(out).toContain(`  ${reference}  `);
    // Never an erasure by reference: only the whole id deletes.
    expect((await leads(['--delete', reference])).code).toBe(1);
  });

  it('escapes the list too', async () => {
    await storeLead(dir, lead('0123456789abcdef0123456789abcdef', daysAgo(3), { name: 'Evil\u001b]0;pwned\u0007' }));
    const { out } = await leads([]);
    expect(out).toContain('Evil\\x1b]0;pwned\\x07 <jane@example.co.uk>');
    expect(out.replace(/\n/g, '')).not.toMatch(/\p{Cc}/u);
  });
});

describe('npm run leads --csv', () => {
  it('guards every cell a spreadsheet would run as a formula, and quotes as RFC 4180 says', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvCell('+44 7700 900123')).toBe("'+44 7700 900123");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\\t=1+1");
    expect(csvCell('\r=1+1')).toBe("'\\r=1+1");
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvCell('She said "pay"')).toBe('"She said ""pay"""');
    expect(csvCell('two\r\nlines')).toBe('"two\nlines"');
    expect(csvCell('Jane\u001b[2J')).toBe('Jane\\x1b[2J');
    expect(csvCell('a = b')).toBe('a = b');
  });

  it('writes a header and one row per lead', async () => {
    await storeLead(dir, lead('0123456789abcdef0123456789abcdef', new Date('2026-11-22T15:30:00Z'), {
      name: '=cmd|\' /C calc\'!A0',
      description: 'He said "no", then left',
    }));
    const { out } = await leads(['--csv']);
    const [header, row, extra] = out.split('\r\n');
    expect(header).toBe('Reference,Received,Kind,Name,Email,Phone,Case type,Value,Urgency,Preferred contact,Description,Documents,Notified,Folder');
    expect(row).toBe(
      `0123456789abcdef0123456789abcdef,2026-11-22T15:30:00.000Z,consultation,'=cmd|' /C calc'!A0,jane@example.co.uk,,faulty-goods,under-500,,,"He said ""no"", then left",a.pdf,no,2026-11-22T15-30-00-000Z-0123456789abcdef0123456789abcdef`,
    );
    expect(extra).toBeUndefined();
  });
});

describe('npm run leads arguments', () => {
  it('refuses unknown or combined flags with the usage', async () => {
    for (const args of [['--nuke'], ['--csv', '--purge'], ['--dry-run'], ['stray']]) {
      const { code, err } = await leads(args);
      expect(code).toBe(2);
      expect(err).toContain('Usage: npm run leads');
    }
  });
});
