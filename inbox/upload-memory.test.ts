import { spawn } from 'node:child_process';
import { promises as fs, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { makeExport, validConsultation as fields, testRequestId } from './testing/inbox-fixture';

const MiB = 1024 * 1024;
/** As many as the inbox reads at once by default (LEADS_MAX_UPLOADS). */
const UPLOADS = 32;
const FILES = 5;
const FILE_BYTES = 9 * MiB;


/** One 45 MiB request (five 9 MiB PDFs), written piece by piece with back-pressure: the test holds none of it. */
function upload(port: number, index: number): Promise<number> {
  const boundary = `memoryboundary${index}`;
  const head = Object.entries({ ...fields, requestId: testRequestId('memory-test', index), website: '' })
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = (i: number) => `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="scan-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const piece = Buffer.alloc(256 * 1024, 0x20);
  piece.write('%PDF-1.7\n');
  const blank = Buffer.alloc(256 * 1024, 0x20);
  return new Promise((resolve, reject) => {
    const req = http.request(`http://127.0.0.1:${port}/api/consultation`, {
      method: 'POST',
      // Each from its own visitor: the inbox reads one upload per client at a time.
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Accept: 'application/json', 'X-Forwarded-For': `198.51.100.${index + 1}` },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    async function* body() {
      yield head;
      for (let f = 0; f < FILES; f++) {
        yield fileHead(f);
        for (let sent = 0; sent < FILE_BYTES; sent += piece.length) yield sent === 0 ? piece : blank;
        yield '\r\n';
      }
      yield `--${boundary}--\r\n`;
    }
    void (async () => {
      for await (const chunk of body()) if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      req.end();
    })();
  });
}

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

it(`adds less than 100 MiB of memory to the inbox while ${UPLOADS} uploads of 45 MiB arrive at once`, async () => {
  const root = await makeExport();
  const leadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'leads-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'testing', 'run-inbox.ts')], {
    env: { ...process.env, INBOX_ROOT: root, LEADS_DIR: leadsDir, LEADS_MAX_UPLOADS: String(UPLOADS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /PORT=(\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', () => reject(new Error(`inbox exited: ${out}`)));
    });
    const idle = rssMiB(child.pid!);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(child.pid!))), 100);
    const statuses = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => upload(port, i)));
    clearInterval(sampler);
    console.info(`inbox RSS: ${idle.toFixed(0)} MiB idle, ${peak.toFixed(0)} MiB at most during ${UPLOADS} concurrent 45 MiB uploads`);
    expect(statuses).toEqual(Array(UPLOADS).fill(201));
    // What the uploads add, not the process's total: the idle figure (99-119 MiB here, most of it the TypeScript
    // loader) moves with the machine, while held bodies would add about 45 MiB per upload (1.4 GiB for 32).
    expect(peak - idle).toBeLessThan(100);
    const folders = (await fs.readdir(leadsDir)).filter((f) => !f.startsWith('.'));
    expect(folders).toHaveLength(UPLOADS);
    const stored = await fs.stat(path.join(leadsDir, folders[0]!, '5-scan-4.pdf'));
    expect(stored.size).toBe(FILE_BYTES);
  } finally {
    child.kill();
    await fs.rm(leadsDir, { recursive: true, force: true });
    await fs.rm(root, { recursive: true, force: true });
  }
}, 300_000);
