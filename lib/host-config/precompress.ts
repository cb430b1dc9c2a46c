import { promises as fs, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

/**
 * Brotli copies of the export's text files, written once at build time (`page.html.br` beside `page.html`).
 * The lead inbox (`npm start`) sends them to browsers that accept Brotli, and hosts that serve precompressed
 * files (nginx `brotli_static`, Caddy `precompressed`) can too: some 15 % fewer bytes of JavaScript than gzip,
 * and a third fewer of HTML, at a quality no server compressing on the fly can spend the time on.
 */
export const PRECOMPRESSED_SUFFIX = '.br';

const COMPRESSIBLE = /\.(html|js|css|txt|json|svg|xml|webmanifest)$/;
/** Smaller files fit in a packet or two either way. */
const MIN_BYTES = 1024;

export const isCompressible = (file: string, size: number) => COMPRESSIBLE.test(file) && size >= MIN_BYTES;

const compress = promisify(brotliCompress);

/**
 * Quality 10 with a 16 MiB window: within 2 % of quality 11 on these files, in a third of the time (about five
 * seconds for the whole export on two cores instead of sixteen).
 */
export function brotli(data: Buffer): Promise<Buffer> {
  return compress(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 10,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** Writes a `.br` beside every compressible file of `dir` (replacing an older one); returns the totals. */
export async function precompressExport(dir: string): Promise<{ files: number; bytes: number; compressed: number }> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => ({ file: path.join(dir, file), stats: statSync(path.join(dir, file)) }))
    .filter(({ file, stats }) => stats.isFile() && isCompressible(file, stats.size));
  // zlib compresses on libuv's thread pool, so the files are compressed in parallel.
  const sizes = await Promise.all(
    files.map(async ({ file }) => {
      const compressed = await brotli(await fs.readFile(file));
      await fs.writeFile(file + PRECOMPRESSED_SUFFIX, compressed);
      return compressed.length;
    }),
  );
  return {
    files: files.length,
    bytes: files.reduce((sum, { stats }) => sum + stats.size, 0),
    compressed: sizes.reduce((sum, size) => sum + size, 0),
  };
}
