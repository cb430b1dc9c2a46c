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
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** A PDF of scanned pages: each page a scan of its own (taken in turn from `scans`) and a line of text. */
async function scannedPdf(scans: Buffer | readonly Buffer[], pages: number, label: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const list = Array.isArray(scans) ? scans : [scans as Buffer];
  const images = await Promise.all(list.map((scan) => document.embedJpg(scan)));
  for (let n = 1; n <= pages; n += 1) {
    const image = images[(n - 1) % images.length]!;
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
  if (!existsSync(path.join(fiftyDir, 'done-v4'))) {
    rmSync(twentyDir, { recursive: true, force: true });
    mkdirSync(twentyDir, { recursive: true });
    mkdirSync(fiftyDir, { recursive: true });
    // Scanned A4 pages at about 100 dpi, each page of a document a scan of its own (five of twenty-five in turn).
    const scans = await noiseJpegs(browser, Array.from({ length: 25 }, (_, i) => ({ width: 827 + i, height: 1169, quality: 0.75 })));
    for (let i = 0; i < 20; i += 1) {
      const own = Array.from({ length: 5 }, (_, k) => scans[(i * 5 + k) % scans.length]!);
      writeFileSync(path.join(twentyDir, `document-${String(i + 1).padStart(2, '0')}.pdf`), await scannedPdf(own, 5, `Document ${i + 1}`));
    }
    // Seven 12-megapixel phone photos and three scanned PDFs, about 50 MB.
    const photos = await noiseJpegs(browser, Array.from({ length: 7 }, (_, i) => ({ width: 4000 + i, height: 3000, quality: 0.88 })));
    const bigScans = await noiseJpegs(browser, [0, 1, 2].map((i) => ({ width: 2480 + i, height: 3508, quality: 0.9 })));
    rmSync(fiftyDir, { recursive: true, force: true });
    mkdirSync(fiftyDir, { recursive: true });
    for (const [i, photo] of photos.entries()) writeFileSync(path.join(fiftyDir, `photo-${i + 1}.jpg`), photo);
    for (const [i, scan] of bigScans.entries()) writeFileSync(path.join(fiftyDir, `scan-${i + 1}.pdf`), await scannedPdf(scan, 4, `Scan ${i + 1}`));
    writeFileSync(path.join(fiftyDir, 'done-v4'), '');
  }
  const list = (dir: string) => readdirSync(dir).filter((f) => !f.startsWith('done')).sort().map((f) => path.join(dir, f));
  return { twenty: list(twentyDir), fifty: list(fiftyDir) };
}

/** Sums the bytes that come over the network (bodies as sent: compressed), the worker's script included. */
function countBytes(page: Page): () => number {
  let bytes = 0;
  page.on('requestfinished', (request) => {
    void request.sizes().then((sizes) => {
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    });
  });
  return () => bytes;
}

/** Waits until nothing more has come over the network for a second. */
async function settled(bytes: () => number): Promise<number> {
  let last = -1;
  while (bytes() !== last) {
    last = bytes();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return last;
}

/** The renderer processes of the browser (their command lines say so). */
function renderers(root: number): number[] {
  return descendants(root).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
    } catch {
      return false;
    }
  });
}

/**
 * Slows every renderer process to a quarter of the CPU (or 1/rate), workers included: each 20 ms it may run for 20/rate
 * ms and is stopped (SIGSTOP) for the rest, as cpulimit does. Returns the function that stops the slowing.
 */
function dutyCycle(root: number, rate: number): () => void {
  const period = 20;
  let stopped = true;
  const timer = setInterval(() => {
    for (const pid of renderers(root)) {
      try {
        process.kill(pid, 'SIGSTOP');
      } catch {
        // Gone.
      }
    }
    setTimeout(() => {
      for (const pid of renderers(root)) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // Gone.
        }
      }
    }, period - period / rate);
  }, period);
  return () => {
    if (!stopped) return;
    stopped = false;
    clearInterval(timer);
    setTimeout(() => {
      for (const pid of renderers(root)) process.kill(pid, 'SIGCONT');
    }, period);
  };
}

/**
 * Slows the CPU of the page (Emulation.setCPUThrottlingRate on its session) and of every worker started from now on,
 * where Chromium accepts the setting on a worker's own target (asked through the browser's session); what happened is
 * returned as notes. The run at 1× beside it shows whether the worker was slowed: its time would not change.
 */
async function slowCpu(browser: Browser, cdp: CDPSession, rate: number): Promise<string[]> {
  const notes: string[] = [];
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const root = await browser.newBrowserCDPSession();
  let id = 0;
  root.on('Target.receivedMessageFromTarget', (event) => {
    const reply = JSON.parse((event as { message: string }).message) as { id?: number; error?: { message: string } };
    if (reply.id === undefined) return;
    notes.push(reply.error ? `worker not slowed on its own target (${reply.error.message})` : `worker slowed ${rate}× on its own target`);
  });
  root.on('Target.targetCreated', (event) => {
    const { targetInfo } = event as { targetInfo: { type: string; targetId: string } };
    if (targetInfo.type !== 'worker') return;
    void root
      .send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false })
      .then(({ sessionId }) =>
        root.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method: 'Emulation.setCPUThrottlingRate', params: { rate } }) }),
      )
      .catch((error: unknown) => notes.push(`worker not attached (${String(error).split('\n')[0]})`));
  });
  await root.send('Target.setDiscoverTargets', { discover: true });
  return notes;
}

/** A process and all its descendants, from /proc. */
function descendants(root: number): number[] {
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
  const all: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    all.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return all;
}

/** The resident memory (bytes) of a process and all its descendants, from /proc. */
function treeRss(root: number): number {
  let total = 0;
  for (const pid of descendants(root)) {
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // Gone.
    }
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

    // 1: bytes.
    {
      const { context, page } = await openTool(browser, server.url);
      const bytes = countBytes(page);
      await page.goto(`${server.url}/tools/hearing-bundle`);
      // The tool starts when reached into: focus it as a visitor's Tab would, and wait for it to start.
      await page.getByLabel('Day', { exact: true }).first().focus();
      await page.locator('[data-island="hearing-bundle"][data-island-state="hydrated"]').waitFor({ state: 'attached' });
      const beforeDocument = await settled(bytes);
      const worker = page.waitForEvent('worker');
      await page.getByLabel('Add documents').setInputFiles(twenty[0]!);
      // A worker's own script is fetched by the worker, out of the page's sight: its Brotli copy is what goes over the line.
      const workerFile = path.join('out', new URL((await worker).url()).pathname);
      const workerBytes = statSync(`${workerFile}.br`).size;
      const afterDocument = (await settled(bytes)) + workerBytes;
      report.bytes = { beforeDocument, afterDocument, pdfMaker: afterDocument - beforeDocument, workerScript: workerBytes, workerScriptRaw: statSync(workerFile).size };
      console.info(`Bytes over the network (compressed, with headers): ${kib(beforeDocument)} for the page with its tool started, ${kib(afterDocument)} once a document is added (${kib(afterDocument - beforeDocument)} for the PDF maker).`);
      await context.close();
    }

    // 2: 100 pages at full speed; with the page's CPU slowed 4× through CDP (as Chromium allows: not its worker); and with
    // every renderer process, the worker's thread included, held to a quarter of the CPU.
    const runs: Record<string, number> = {};
    for (const how of ['full speed', 'cdp', 'quarter CPU'] as const) {
      const { context, page, cdp } = await openTool(browser, server.url);
      const notes = how === 'cdp' ? await slowCpu(browser, cdp, CPU_SLOWDOWN) : [];
      await page.goto(`${server.url}/tools/hearing-bundle`, { waitUntil: 'networkidle' });
      await page.getByLabel('Day', { exact: true }).first().focus();
      // The worker is started (and its code loaded) by a first document, as a visitor's first file would.
      const worker = page.waitForEvent('worker');
      await page.getByLabel('Add documents').setInputFiles(twenty[0]!);
      await worker;
      await page.getByRole('button', { name: /^Remove:/ }).click();
      const release = how === 'quarter CPU' ? dutyCycle(browserServer.process().pid!, CPU_SLOWDOWN) : () => {};
      const ms = await build(page, twenty).finally(release);
      runs[how] = ms;
      console.info(`Twenty 5-page documents (${mb(size(twenty))}), ${how === 'cdp' ? `CPU slowed ${CPU_SLOWDOWN}× by Emulation.setCPUThrottlingRate` : how === 'quarter CPU' ? `every renderer process held to 1/${CPU_SLOWDOWN} of the CPU (the worker included)` : 'full speed'}: built in ${(ms / 1000).toFixed(1)} s.`);
      for (const note of notes) console.info(`  ${note}`);
      await context.close();
    }
    report.hundredPages = { documents: twenty.length, inputBytes: size(twenty), budgetMs: TIME_BUDGET_MS, runs };

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
      console.info(
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
  const ms = Math.max(...Object.values((report.hundredPages as { runs: Record<string, number> }).runs));
  if (ms >= TIME_BUDGET_MS) {
    console.error(`Over budget: ${(ms / 1000).toFixed(1)} s for 100 pages at ${CPU_SLOWDOWN}× slower (budget ${TIME_BUDGET_MS / 1000} s).`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
