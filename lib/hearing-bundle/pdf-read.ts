import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Issue 56, for the tests (Jest and Playwright): reads a built bundle with programs that did not write it, Debian's
 * poppler-utils (pdftotext, pdfinfo) and qpdf (.ci/run installs both): its page count, each page's words and where
 * they lie, its outline with each entry's page, and qpdf's structural check.
 */
export type Word = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };
export type ReadBundle = {
  pages: number;
  /** Each page's words with their boxes (from the top left, in points). */
  words: Word[][];
  /** Each page's text, as pdftotext lays it out. */
  text: string[];
  /** The outline's entries: title and page (1 is the first). */
  outline: { title: string; page: number }[];
  /** qpdf --check's verdict: null when it found no error, else its report. */
  qpdfProblems: string | null;
  /** Each page's size in points. */
  sizes: { width: number; height: number }[];
};

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

export function readBundle(bytes: Uint8Array): ReadBundle {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
  const file = path.join(dir, 'bundle.pdf');
  try {
    writeFileSync(file, bytes);
    const bbox = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const pageBlocks = bbox.split(/<page /).slice(1);
    const sizes = pageBlocks.map((block) => ({ width: Number(/width="([\d.]+)"/.exec(block)![1]), height: Number(/height="([\d.]+)"/.exec(block)![1]) }));
    const words = pageBlocks.map((block) =>
      [...block.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
        text: decode(m[5]!),
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
      })),
    );
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\f').slice(0, pageBlocks.length);
    const json = JSON.parse(execFileSync('qpdf', ['--json', '--json-key=outlines', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as {
      outlines: { title: string; destpageposfrom1: number | null }[];
    };
    let qpdfProblems: string | null = null;
    try {
      execFileSync('qpdf', ['--check', file], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      qpdfProblems = String((error as { stdout?: string }).stdout ?? error);
    }
    return { pages: pageBlocks.length, words, text, outline: json.outlines.map((o) => ({ title: o.title, page: o.destpageposfrom1 ?? 0 })), qpdfProblems, sizes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The number each page prints at its foot ("Page 5 of 120"), and the total it gives. */
export function printedNumbers(read: ReadBundle): { page: number; of: number }[] {
  return read.text.map((text) => {
    const match = [...text.matchAll(/Page (\d+) of (\d+)/g)].at(-1);
    return match ? { page: Number(match[1]), of: Number(match[2]) } : { page: 0, of: 0 };
  });
}
