import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { precompressExport } from '@/build/host-config/precompress';
import { serveConfig } from '@/build/host-config/policy';
import { createInboxServer, type InboxOptions } from '../inbox-server';
import { LEADS_LOCK_FILE } from '../leads-lock';

/** What is in a leads folder beside the running inbox's own lock. */
export const leadsDirEntries = async (dir: string) => (await fs.readdir(dir)).filter((name) => name !== LEADS_LOCK_FILE);

/** A small export like the build's: pages, a stylesheet, a script, 404.html, serve.json and the Brotli copies. */
export const fixturePages = {
  script: `console.log(${JSON.stringify('a line of script '.repeat(200))});\n`,
  page: `<!doctype html><title>About</title><p>${'Text. '.repeat(400)}</p>\n`,
};

export async function makeExport(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'export-'));
  await fs.mkdir(path.join(root, '_next', 'static', 'css'), { recursive: true });
  await fs.mkdir(path.join(root, 'blog'));
  await fs.writeFile(path.join(root, 'index.html'), `<!doctype html><link rel="stylesheet" href="/_next/static/css/site.css"><h1>Home</h1>`);
  await fs.writeFile(path.join(root, 'about.html'), fixturePages.page);
  await fs.writeFile(path.join(root, 'blog.html'), '<!doctype html><h1>Blog</h1>');
  await fs.writeFile(path.join(root, 'blog', 'first-post.html'), '<!doctype html><h1>First post</h1>');
  await fs.writeFile(path.join(root, '404.html'), '<!doctype html><h1>Page not found</h1>');
  await fs.writeFile(path.join(root, '_next', 'static', 'css', 'site.css'), 'body{margin:0}');
  await fs.writeFile(path.join(root, '_next', 'static', 'app.js'), fixturePages.script);
  await fs.writeFile(path.join(root, 'small.txt'), 'tiny');
  await fs.writeFile(path.join(root, 'big.bin'), Buffer.alloc(4 * 1024 * 1024, 7));
  const pages = [
    { file: 'index.html', path: '/', scriptHashes: ['sha256-home'] },
    { file: 'about.html', path: '/about', scriptHashes: ['sha256-about'] },
  ];
  await fs.writeFile(path.join(root, 'serve.json'), JSON.stringify(serveConfig({ consultationEndpoint: '/api/consultation', analyticsId: '' }, pages)));
  await precompressExport(root);
  return root;
}

/** Collects what the server logs (JSON lines). */
export function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

export type RunningInbox = { inbox: FastifyInstance; url: string; port: number; root: string; leadsDir: string; log: () => string; close: () => Promise<void> };

/**
 * The real inbox on an ephemeral port (or `port`, to start it again where it was), over a fresh export and leads folder
 * (removed by `close`; an export or folder passed in is the caller's, but for the leads folder, which `close` removes).
 */
export async function startInbox(options: Partial<InboxOptions> = {}, port = 0): Promise<RunningInbox> {
  const root = options.root ?? (await makeExport());
  const leadsDir = options.leadsDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'leads-')));
  const log = logCollector();
  const inbox = await createInboxServer({ rateLimit: 1000, watchConfig: false, logStream: log.stream, ...options, root, leadsDir });
  await inbox.listen({ port, host: '127.0.0.1' });
  const listening = (inbox.server.address() as AddressInfo).port;
  return {
    inbox,
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    root,
    leadsDir,
    log: log.text,
    close: async () => {
      await inbox.close();
      await fs.rm(leadsDir, { recursive: true, force: true });
      if (!options.root) await fs.rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * A request id of the only form the inbox takes (32 lower-case hex characters, as the browser makes them: issue 53),
 * told apart by a label and a number, so each test's ids are its own and the same on every run.
 */
export function testRequestId(label: string, n: number): string {
  return createHash('sha256').update(`${label}-${n}`).digest('hex').slice(0, 32);
}

/** A valid consultation request's text fields (the tests add a request id and the empty honeypot). */
export const validConsultation = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  phone: '07700 900123',
  caseType: 'unpaid-invoice',
  claimValue: '1000-5000',
  description: 'My customer has not paid invoice 42 for £2,400 despite two reminders.',
};

/** A consultation request as the form sends it: the valid fields, overridden by `fields`, and the files. */
export function consultationForm(requestId: string, fields: Record<string, string> = {}, files: { name: string; data: Buffer; type?: string }[] = []): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...validConsultation, requestId, website: '', ...fields })) data.append(k, v);
  for (const f of files) data.append('documents', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
  return data;
}
