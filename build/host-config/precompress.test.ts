import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressExport } from '@/build/host-config/precompress';

describe('the compressed copies the build writes', () => {
  it('writes a Brotli and a gzip copy beside each text file of 1 KiB or more, each decoding to the file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    try {
      const page = `<!doctype html><p>${'Text. '.repeat(400)}</p>`;
      writeFileSync(path.join(dir, 'page.html'), page);
      writeFileSync(path.join(dir, 'small.js'), 'console.info(1);');
      writeFileSync(path.join(dir, 'photo.jpg'), Buffer.alloc(4096, 1));
      const totals = await precompressExport(dir);
      expect(readdirSync(dir).sort()).toEqual(['page.html', 'page.html.br', 'page.html.gz', 'photo.jpg', 'small.js']);
      expect(brotliDecompressSync(readFileSync(path.join(dir, 'page.html.br'))).toString()).toBe(page);
      expect(gunzipSync(readFileSync(path.join(dir, 'page.html.gz'))).toString()).toBe(page);
      expect(totals).toEqual({
        files: 1,
        bytes: page.length,
        brotli: readFileSync(path.join(dir, 'page.html.br')).length,
        gzip: readFileSync(path.join(dir, 'page.html.gz')).length,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
