import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import serveStatic from 'serve-handler';
import { isCompressible, precompressExport } from '@/lib/host-config/precompress';
import { acceptsBrotli, precompressedMethods } from './precompressed';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['gzip, deflate', false],
    ['', false],
    [undefined, false],
    [['gzip', 'br'], true],
  ])('%p → %p', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it('takes text files of 1 KiB or more', () => {
    expect(isCompressible('index.html', 5000)).toBe(true);
    expect(isCompressible('_next/static/chunks/a.js', 1024)).toBe(true);
    expect(isCompressible('a.js', 1023)).toBe(false);
    expect(isCompressible('og/home.png', 50_000)).toBe(false);
    expect(isCompressible('index.html.br', 5000)).toBe(false);
  });
});

describe('serving the Brotli copies', () => {
  const script = `console.log(${JSON.stringify('a line of script '.repeat(200))});\n`;
  const page = `<!doctype html><title>Page</title><p>${'Text. '.repeat(400)}</p>\n`;
  let dir: string;
  let totals: { files: number; bytes: number; compressed: number };
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'export-'));
    await fs.mkdir(path.join(dir, 'js'));
    await fs.writeFile(path.join(dir, 'js', 'app.js'), script);
    await fs.writeFile(path.join(dir, 'page.html'), page);
    await fs.writeFile(path.join(dir, 'small.txt'), 'tiny');
    totals = await precompressExport(dir);
    server = http.createServer((req, res) => {
      const methods = acceptsBrotli(req.headers['accept-encoding']) ? precompressedMethods(res) : {};
      void serveStatic(req, res, { public: dir, cleanUrls: true }, methods);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes a copy of each text file of 1 KiB or more, much smaller than the file', () => {
    expect(totals.files).toBe(2);
    expect(totals.compressed).toBeLessThan(totals.bytes / 5);
  });

  it('sends the .br copy, with its length, to a browser that accepts Brotli', async () => {
    const response = await fetch(`${url}/js/app.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(Number(response.headers.get('content-length'))).toBe((await fs.stat(path.join(dir, 'js', 'app.js.br'))).size);
    expect(await response.text()).toBe(script);
  });

  it('keeps clean URLs working: /page answers with page.html, compressed', async () => {
    const response = await fetch(`${url}/page`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toBe(page);
  });

  it('sends the file itself to a client without Brotli, and a file with no copy as it is', async () => {
    const plain = await fetch(`${url}/js/app.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    const small = await fetch(`${url}/small.txt`, { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('tiny');
  });

  it('still answers 404 for a missing file', async () => {
    const response = await fetch(`${url}/missing.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(404);
  });
});
