import { promises as fs, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';

/**
 * Brotli and gzip copies of the export's text files, written once at build time (`page.html.br` and
 * `page.html.gz` beside `page.html`). The lead inbox (`npm start`) sends the Brotli copy to browsers that accept
 * Brotli and the gzip copy to clients that accept only gzip, and hosts that serve precompressed files (nginx
 * `brotli_static` and `gzip_static`, Caddy `precompressed br gzip`) can too: Brotli is some 15 % smaller than
 * gzip for JavaScript and a third smaller for HTML, and both are at a level no server compressing on the fly can
 * spend the time on. Sending a stored copy costs the server no compression at all (issue 25: gzip compressed per
 * request gave gzip-only clients a tenth of the Brotli throughput).
 */

const COMPRESSIBLE = /\.(html|js|css|txt|json|svg|xml|webmanifest)$/;
/** Smaller files fit in a packet or two either way. */
const MIN_BYTES = 1024;

export const isCompressible = (file: string, size: number) => COMPRESSIBLE.test(file) && size >= MIN_BYTES;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzipCompress);

/**
 * Quality 10 with a 16 MiB window: within 2 % of quality 11 on these files, in a third of the time (about five
 * seconds for the whole export on two cores instead of sixteen).
 */
export function brotli(data: Buffer): Promise<Buffer> {
  return compressBrotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 10,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** gzip at its highest level: what `gzip -9` and nginx's `gzip_static` copies would be. */
export const gzip = (data: Buffer): Promise<Buffer> => compressGzip(data, { level: 9 });

/**
 * Writes a `.br` and a `.gz` beside every compressible file of `dir` (replacing older ones); returns the totals:
 * files, their bytes, and the bytes of their Brotli and gzip copies.
 */
export async function precompressExport(dir: string): Promise<{ files: number; bytes: number; brotli: number; gzip: number }> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => ({ file: path.join(dir, file), stats: statSync(path.join(dir, file)) }))
    .filter(({ file, stats }) => stats.isFile() && isCompressible(file, stats.size));
  // zlib compresses on libuv's thread pool, so the files are compressed in parallel.
  const sizes = await Promise.all(
    files.map(async ({ file }) => {
      const data = await fs.readFile(file);
      const [br, gz] = await Promise.all([brotli(data), gzip(data)]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      return { brotli: br.length, gzip: gz.length };
    }),
  );
  return {
    files: files.length,
    bytes: files.reduce((sum, { stats }) => sum + stats.size, 0),
    brotli: sizes.reduce((sum, size) => sum + size.brotli, 0),
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
  };
}
