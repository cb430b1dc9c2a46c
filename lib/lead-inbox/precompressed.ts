import { createReadStream, promises as fs } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { PRECOMPRESSED_SUFFIX } from '@/lib/host-config/precompress';

/** Whether an Accept-Encoding header accepts Brotli (and does not refuse it with q=0). */
export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * File-system methods for serve-handler that answer from the build's Brotli copy of a file (lib/host-config/
 * precompress.ts) when there is one: its size for Content-Length, its bytes for the body, with
 * `Content-Encoding: br` (which also tells the gzip middleware to leave the response alone). Everything else,
 * the path-based rules of serve.json included, works as for the file itself.
 */
export function precompressedMethods(res: ServerResponse) {
  const served = new Set<string>();
  return {
    lstat: async (file: string) => {
      try {
        const copy = await fs.lstat(file + PRECOMPRESSED_SUFFIX);
        if (copy.isFile()) {
          served.add(file);
          return copy;
        }
      } catch {
        // No copy: the file itself.
      }
      return fs.lstat(file);
    },
    createReadStream: (file: string, options?: { start?: number; end?: number }) => {
      if (!served.has(file)) return createReadStream(file, options);
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Vary', 'Accept-Encoding');
      return createReadStream(file + PRECOMPRESSED_SUFFIX, options);
    },
  };
}
