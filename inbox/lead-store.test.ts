import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findLead, leadFolderName, listLeadFolders, removePartialWrites, safeFileName, storeLead, type IncomingLead } from './lead-store';

const lead = (id: string, files: IncomingLead['files'] = []): IncomingLead => ({
  id,
  kind: 'consultation',
  receivedAt: new Date('2026-11-22T09:05:07.123Z'),
  request: { name: 'A', email: 'a@example.com', phone: '', caseType: 'other', claimValue: 'under-500', description: 'x' },
  files,
});

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lead-store-'));
});
afterEach(async () => {
  jest.restoreAllMocks();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('leadFolderName', () => {
  it('is the arrival time, safe for any file system, then the id', () => {
    expect(leadFolderName('abc', new Date('2026-11-22T09:05:07.123Z'))).toBe('2026-11-22T09-05-07-123Z-abc');
  });
});

describe('safeFileName', () => {
  it.each([
    ['invoice.pdf', 0, '1-invoice.pdf'],
    ['../../etc/passwd.txt', 1, '2-passwd.txt'],
    ['C:\\Users\\me\\scan.png', 0, '1-scan.png'],
    ['evil\u0001na\u007fme.txt', 0, '1-evil_na_me.txt'],
    ['a<b>c:d"e|f?g*h.txt', 0, '1-a_b_c_d_e_f_g_h.txt'],
    ['...hidden.txt', 0, '1-hidden.txt'],
    ['', 3, '4-document'],
  ])('%p becomes %p', (name, index, expected) => {
    expect(safeFileName(name, index)).toBe(expected);
  });

  it('keeps the end of a very long name, where the extension is', () => {
    const stored = safeFileName(`${'a'.repeat(300)}.pdf`, 0);
    expect(stored.length).toBeLessThanOrEqual(102);
    expect(stored.endsWith('.pdf')).toBe(true);
  });

  it('cuts a long non-ASCII name by its bytes, between whole characters', () => {
    const stored = safeFileName(`${'ü'.repeat(200)}🧾.pdf`, 0);
    expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(102);
    expect(stored).toMatch(/^1-ü+🧾\.pdf$/u);
  });

  it.each([['right-to-left override', 'invoice\u202Efdp.exe'], ['zero-width isolate', 'a\u2066b.txt'], ['C1 control', 'a\u0085b.txt']])(
    'replaces a %s',
    (_what, name) => {
      expect(safeFileName(name, 0)).toMatch(/^1-[^\u202e\u2066\u0085]+$/u);
    },
  );
});

describe('findLead', () => {
  it('matches a whole id, never the end of a longer one', async () => {
    await storeLead(dir, lead('xx-abcdefghijklmnop'));
    expect(await findLead(dir, 'abcdefghijklmnop')).toBeUndefined();
    expect(await findLead(dir, 'xx-abcdefghijklmnop')).toBe('2026-11-22T09-05-07-123Z-xx-abcdefghijklmnop');
    await expect(storeLead(dir, lead('abcdefghijklmnop'))).resolves.toMatchObject({ stored: true });
  });
});

describe('privacy of stored leads', () => {
  it('makes lead folders 0700 and files 0600, whatever the umask', async () => {
    const previous = process.umask(0o022);
    try {
      const { folder } = await storeLead(dir, lead('modes-00000001', [{ name: 'a.txt', mimeType: 'text/plain', data: Buffer.from('one') }]));
      expect((await fs.stat(path.join(dir, folder))).mode & 0o777).toBe(0o700);
      expect((await fs.stat(path.join(dir, folder, 'request.json'))).mode & 0o777).toBe(0o600);
      expect((await fs.stat(path.join(dir, folder, '1-a.txt'))).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });
});

describe('removePartialWrites', () => {
  it('removes the hidden work in progress a crash left, and nothing else', async () => {
    await fs.mkdir(path.join(dir, '.incoming-crashed-1234'));
    await fs.writeFile(path.join(dir, '.incoming-crashed-1234', 'request.json'), '{');
    await storeLead(dir, lead('kept-000000000001'));
    expect(await removePartialWrites(dir)).toEqual(['.incoming-crashed-1234']);
    expect(await fs.readdir(dir)).toEqual(['2026-11-22T09-05-07-123Z-kept-000000000001']);
  });
});

describe('storeLead', () => {
  it('an interrupted write leaves no half lead and no temporary folder', async () => {
    const realWrite = fs.writeFile.bind(fs);
    let calls = 0;
    jest.spyOn(fs, 'writeFile').mockImplementation(async (...args: Parameters<typeof fs.writeFile>) => {
      calls += 1;
      if (calls === 2) throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      return realWrite(...args);
    });
    const files = [
      { name: 'a.txt', mimeType: 'text/plain', data: Buffer.from('one') },
      { name: 'b.txt', mimeType: 'text/plain', data: Buffer.from('two') },
    ];
    await expect(storeLead(dir, lead('interrupted-0001', files))).rejects.toThrow('disk full');
    expect(await fs.readdir(dir)).toEqual([]);
    expect(await listLeadFolders(dir)).toEqual([]);
  });

  it('never overwrites an existing folder', async () => {
    await fs.mkdir(path.join(dir, leadFolderName('someone-else', new Date('2026-11-22T09:05:07.123Z'))));
    // A different id cannot collide; the same name can only come from the same id, which is found first: a folder
    // without its record is no match for a repeat, so it is refused, and nothing is written into it.
    await expect(storeLead(dir, lead('someone-else'))).resolves.toEqual({ stored: false, conflict: true, folder: '2026-11-22T09-05-07-123Z-someone-else' });
    expect(await fs.readdir(path.join(dir, '2026-11-22T09-05-07-123Z-someone-else'))).toEqual([]);
  });

  it('lists nothing for a folder that does not exist yet', async () => {
    expect(await listLeadFolders(path.join(dir, 'missing'))).toEqual([]);
  });

  it('skips work in progress when listing', async () => {
    await fs.mkdir(path.join(dir, '.incoming-x'));
    await storeLead(dir, lead('done-0001'));
    expect(await listLeadFolders(dir)).toEqual(['2026-11-22T09-05-07-123Z-done-0001']);
  });
});
