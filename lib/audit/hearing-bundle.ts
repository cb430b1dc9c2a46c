/**
 * Issue 56: the hearing bundle's speed and memory, measured on the built site (`out/`), not in `npm test` (they depend
 * on the machine): `npm run audit:hearing-bundle` (after `npm run build`).
 *
 * 1. Bytes: the gzipped/Brotli bytes the page loads before any document is added, and after the first one (the PDF
 *    maker, its Web Worker, loads then).
 * 2. Time: twenty 5-page documents (100 pages, each page a scanned image and a line of text) built with the CPU slowed
 *    4× (Chromium's Emulation.setCPUThrottlingRate, on the page and on its worker), from pressing "Make my bundle" to
 *    "Your bundle is ready"; the budget is 30 s.
 * 3. Memory: 50 MB of input (camera photos and scanned PDFs) built while the resident memory of every Chromium process
 *    of the run is sampled every 100 ms; the peak, and the peak above the page at rest.
 *
 * Prints a report and writes `reports/hearing-bundle-audit.json`; exits 1 when the 100 pages take 30 s or more.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';
import { serveExport } from './serve-export';

const OUT = path.resolve('reports/hearing-bundle-audit');
const PORT = Number(process.env.PORT ?? 3890);
const TIME_BUDGET_MS = 30_000;
const CPU_SLOWDOWN = 4;
const executablePath = [process.env.PLAYWRIGHT_CHROMIUM, '/usr/bin/chromium-headless-shell', process.env.CHROME_PATH, '/usr/bin/chromium'].find((file) => file && existsSync(file));

/** JPEG pictures of noise (which compresses badly, like a real photo or scan), drawn by Chromium's canvas. */
async function noiseJpegs(browser: Browser, sizes: readonly { width: number; height: number; quality: number }[]): Promise<Buffer[]> {
  const page = await browser.newPage();
  const out: Buffer[] = [];
  for (const size of sizes) {
    const data = await page.evaluate(({ width, height, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(width, height);
      let seed = width * 7 + height;
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const grey = 200 + (seed % 56);
        image.data[i] = grey;
        image.data[i + 1] = grey;
        image.data[i + 2] = grey - (seed % 20);
        image.data[i + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      context.fillStyle = '#000';
      context.font = `${Math.round(height / 30)}px sans-serif`;
      for (let line = 1; line < 25; line += 1) context.fillText('A scanned line of a letter or invoice, for the audit.', width / 12, (line * height) / 26);
      return canvas.toDataURL('image/jpeg', quality);
    }, size);
    out.push(Buffer.from(data.split(',')[1]!, 'base64'));
  }
  await page.close();
  return out;
}

/** A PDF of scanned pages: each page the scan and a line of text. */
async function scannedPdf(scan: Buffer, pages: number, label: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const image = await document.embedJpg(scan);
  for (let n = 1; n <= pages; n += 1) {
    const page = document.addPage([595.28, 841.89]);
    page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
    page.drawText(`${label}, page ${n} of ${pages}`, { x: 40, y: 800, size: 14, font, color: rgb(0, 0, 0) });
  }
  return document.save();
}

/** Writes the inputs once: twenty 5-page scanned PDFs, and 50 MB of camera photos and scanned PDFs. */
async function inputs(browser: Browser): Promise<{ twenty: string[]; fifty: string[] }> {
  const twentyDir = path.join(OUT, 'twenty');
  const fiftyDir = path.join(OUT, 'fifty');
  if (!existsSync(path.join(fiftyDir, 'done'))) {
    mkdirSync(twentyDir, { recursive: true });
    mkdirSync(fiftyDir, { recursive: true });
    // A scanned A4 page at about 100 dpi: each document about 1 MB, 20 MB in all.
    const scans = await noiseJpegs(browser, Array.from({ length: 20 }, (_, i) => ({ width: 827 + i, height: 1169, quality: 0.85 })));
    for (const [i, scan] of scans.entries()) writeFileSync(path.join(twentyDir, `document-${String(i + 1).padStart(2, '0')}.pdf`), await scannedPdf(scan, 5, `Document ${i + 1}`));
    // Eight 12-megapixel phone photos and three scanned PDFs, about 50 MB.
    const photos = await noiseJpegs(browser, Array.from({ length: 8 }, (_, i) => ({ width: 4000 + i, height: 3000, quality: 0.92 })));
    for (const [i, photo] of photos.entries()) writeFileSync(path.join(fiftyDir, `photo-${i + 1}.jpg`), photo);
    const bigScans = await noiseJpegs(browser, [0, 1, 2].map((i) => ({ width: 2480 + i, height: 3508, quality: 0.9 })));
    for (const [i, scan] of bigScans.entries()) writeFileSync(path.join(fiftyDir, `scan-${i + 1}.pdf`), await scannedPdf(scan, 4, `Scan ${i + 1}`));
    writeFileSync(path.join(fiftyDir, 'done'), '');
  }
  const list = (dir: string) => readdirSync(dir).filter((f) => f !== 'done').sort().map((f) => path.join(dir, f));
  return { twenty: list(twentyDir), fifty: list(fiftyDir) };
}

/** Sums the bytes that come over the network (as sent: compressed) from the moment this is called. */
async function countBytes(cdp: CDPSession): Promise<() => number> {
  let bytes = 0;
  await cdp.send('Network.enable');
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  return () => bytes;
}

/** Slows the CPU of the page and of every worker it starts. */
async function slowCpu(page: Page, cdp: CDPSession, rate: number): Promise<string[]> {
  const notes: string[] = [];
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  page.on('worker', (worker) => notes.push(`worker started: ${worker.url()}`));
  // Workers get a session of their own: slow them too, where Chromium allows it.
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
  cdp.on('Target.attachedToTarget', (event) => {
    const { sessionId, targetInfo } = event as { sessionId: string; targetInfo: { type: string; url: string } };
    if (targetInfo.type !== 'worker') return;
    const connection = (cdp as unknown as { _connection?: { session(id: string): CDPSession | null } })._connection;
    const worker = connection?.session(sessionId);
    if (!worker) {
      notes.push('the worker could not be slowed separately: the page’s setting applies to its process');
      return;
    }
    worker
      .send('Emulation.setCPUThrottlingRate', { rate })
      .then(() => notes.push(`worker slowed ${rate}×: ${targetInfo.url}`))
      .catch((error: unknown) => notes.push(`worker not slowed separately (${String(error).split('\n')[0]}): the renderer's throttling applies to it`));
  });
  return notes;
}

/** The resident memory (bytes) of a process and all its descendants, from /proc. */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone.
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // Gone.
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function openTool(browser: Browser, url: string) {
  const context = await browser.newContext({ acceptDownloads: true });
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false })), url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

async function build(page: Page, files: readonly string[]): Promise<number> {
  await page.getByLabel('Add documents').setInputFiles([...files]);
  await page.locator('li[data-bundle-document]').nth(files.length - 1).waitFor();
  const started = Date.now();
  await page.getByRole('button', { name: 'Make my bundle' }).click();
  await page.getByRole('heading', { name: 'Your bundle is ready' }).waitFor({ timeout: 600_000 });
  return Date.now() - started;
}

async function main() {
  if (!existsSync('out/index.html')) throw new Error('No out/: run npm run build first');
  mkdirSync(OUT, { recursive: true });
  const server = await serveExport('out', PORT);
  const browserServer = await chromium.launchServer({ ...(executablePath ? { executablePath } : {}) });
  const browser = await chromium.connect(browserServer.wsEndpoint());
  const report: Record<string, unknown> = { date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN };
  try {
    const { twenty, fifty } = await inputs(browser);
    const size = (files: readonly string[]) => files.reduce((sum, f) => sum + statSync(f).size, 0);

    // 1 and 2: bytes, and 100 pages at 4× slower.
    {
      const { context, page, cdp } = await openTool(browser, server.url);
      const notes = await slowCpu(page, cdp, CPU_SLOWDOWN);
      const bytes = await countBytes(cdp);
      await page.goto(`${server.url}/tools/hearing-bundle`, { waitUntil: 'networkidle' });
      // The tool starts when reached into: focus it as a visitor's Tab would.
      await page.getByLabel('Day', { exact: true }).first().focus();
      await page.waitForLoadState('networkidle');
      const beforeDocument = bytes();
      await page.getByLabel('Add documents').setInputFiles(twenty[0]!);
      await page.waitForEvent('worker');
      await page.waitForLoadState('networkidle');
      const afterDocument = bytes();
      await page.getByRole('button', { name: /^Remove:/ }).click();
      const ms = await build(page, twenty);
      report.bytes = { beforeDocument, afterDocument, workerAndPdfLibrary: afterDocument - beforeDocument };
      report.hundredPages = { documents: twenty.length, inputBytes: size(twenty), ms, budgetMs: TIME_BUDGET_MS, notes };
      console.log(`Bytes over the network (compressed): ${kib(beforeDocument)} before a document is added, ${kib(afterDocument)} after (${kib(afterDocument - beforeDocument)} for the PDF maker).`);
      console.log(`Twenty 5-page documents (${mb(size(twenty))}), CPU slowed ${CPU_SLOWDOWN}×: built in ${(ms / 1000).toFixed(1)} s (budget ${TIME_BUDGET_MS / 1000} s).`);
      for (const note of notes) console.log(`  ${note}`);
      await context.close();
    }

    // 3: memory for 50 MB of input.
    {
      const { context, page } = await openTool(browser, server.url);
      await page.goto(`${server.url}/tools/hearing-bundle`, { waitUntil: 'networkidle' });
      await page.getByLabel('Day', { exact: true }).first().focus();
      const root = browserServer.process().pid!;
      const atRest = treeRss(root);
      let peak = atRest;
      const sampler = setInterval(() => {
        peak = Math.max(peak, treeRss(root));
      }, 100);
      const ms = await build(page, fifty);
      clearInterval(sampler);
      peak = Math.max(peak, treeRss(root));
      report.fiftyMegabytes = { files: fifty.length, inputBytes: size(fifty), ms, rssAtRest: atRest, rssPeak: peak, rssPeakAboveRest: peak - atRest };
      console.log(
        `50 MB of input (${fifty.length} files, ${mb(size(fifty))}): built in ${(ms / 1000).toFixed(1)} s; Chromium's memory (all its processes) ${mb(atRest)} at rest, peak ${mb(peak)} (${mb(peak - atRest)} above rest).`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await browserServer.close();
    server.stop();
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/hearing-bundle-audit.json', `${JSON.stringify(report, null, 2)}\n`);
  const ms = (report.hundredPages as { ms: number }).ms;
  if (ms >= TIME_BUDGET_MS) {
    console.error(`Over budget: ${(ms / 1000).toFixed(1)} s for 100 pages at ${CPU_SLOWDOWN}× slower (budget ${TIME_BUDGET_MS / 1000} s).`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
