import { promises as fs } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { precompressExport } from '@/build/host-config/precompress';
import { serveConfig } from '@/build/host-config/policy';
import { landRelease } from '@/build/release/releases';
import { startInbox } from './testing/inbox-fixture';

/**
 * The exported site as the lead inbox serves it while a new build lands (issue 25), and the build's gzip copies.
 * The server is the real one (createInboxServer on port 0); a "build" writes the files a real one writes (pages,
 * the hashed shell script, serve.json with each page's policy, the compressed copies), each file the way a
 * writer does (opened and truncated, then written in two parts), and the test looks at the site after every one
 * of those steps and throughout, from several clients at once.
 */
const SETTINGS = { consultationEndpoint: '/api/consultation', analyticsId: '' };
const PAGES = [
  { file: 'index.html', path: '/' },
  { file: 'about.html', path: '/about' },
  { file: 'blog/first-post.html', path: '/blog/first-post' },
];

/** One build's files, in the order a build writes them. Each page names its build and loads that build's script. */
function buildFiles(build: number): [string, string][] {
  const script = `_shell/shell-b${build}.js`;
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script type="module" src="/${script}"></script></head><body data-build="${build}"><p>${'Text. '.repeat(300)}</p></body></html>\n`;
  const pages = PAGES.map((p) => ({ ...p, scriptHashes: [`sha256-build${build}`] }));
  return [
    ...PAGES.map((p): [string, string] => [p.file, page(p.path)]),
    ['404.html', page('Page not found')],
    [script, `/* build ${build} */ console.log(${JSON.stringify('the shell '.repeat(200))});\n`],
    ['serve.json', JSON.stringify(serveConfig(SETTINGS, pages))],
  ];
}

const nothing = async () => {};

/** Writes build `build` into `dir`, calling `step` after each write a reader could see. */
async function writeBuild(dir: string, build: number, step: () => Promise<void> = nothing) {
  for (const [file, content] of buildFiles(build)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    const handle = await fs.open(path.join(dir, file), 'w');
    await step();
    const half = Math.floor(content.length / 2);
    await handle.write(content.slice(0, half));
    await step();
    await handle.write(content.slice(half));
    await handle.close();
    await step();
  }
  await precompressExport(dir);
  await step();
}

/**
 * What a visitor got for a page and the script it loads: `build N` when the page, its policy and its script all
 * come whole from build N; otherwise what went wrong.
 */
function visit(base: string, pagePath: string): Promise<string> {
  // A body that breaks off or does not decode (a compressed copy being written) is a wrong answer too.
  return visitPage(base, pagePath).catch((error: Error) => `broken answer (${String((error.cause as Error | undefined)?.message ?? error.message)})`);
}

async function visitPage(base: string, pagePath: string): Promise<string> {
  const headers = { 'accept-encoding': 'br, gzip' };
  const page = await fetch(`${base}${pagePath}`, { headers });
  const html = await page.text();
  if (page.status !== 200) return `page ${page.status}`;
  if (html === '') return 'empty page 200';
  if (!html.endsWith('</html>\n')) return 'half-written page';
  const build = /data-build="(\d+)"/.exec(html)![1];
  if (!page.headers.get('content-security-policy')?.includes(`sha256-build${build}`)) return 'page with the policy of another build';
  const src = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
  const script = await fetch(`${base}${src}`, { headers });
  const js = await script.text();
  if (script.status !== 200) return `script ${script.status}`;
  if (js === '') return 'empty script 200';
  if (!js.endsWith(';\n')) return 'half-written script';
  if (!js.startsWith(`/* build ${build} */`)) return 'page with the script of another build';
  return `build ${build}`;
}

/** Visits every page after each step of a build, and keeps three clients visiting pages until `stop`. */
function visitors(base: string) {
  const answers: string[] = [];
  const everyPage = async () => {
    for (const p of PAGES) answers.push(await visit(base, p.path));
  };
  const state = { landing: true };
  const clients = Promise.all(
    [0, 1, 2].map(async (client) => {
      for (let i = client; state.landing; i++) answers.push(await visit(base, PAGES[i % PAGES.length]!.path));
    }),
  );
  return {
    answers,
    everyPage,
    stop: async () => {
      state.landing = false;
      await clients;
    },
  };
}

const wrong = (answers: string[]) => answers.filter((answer) => !/^build \d+$/.test(answer));

describe('a build landing while the site is being served', () => {
  let project: string;
  beforeEach(async () => {
    project = await fs.mkdtemp(path.join(os.tmpdir(), 'site-release-'));
  });
  afterEach(() => fs.rm(project, { recursive: true, force: true }));

  it('gives every visitor the old build or the new one, whole: never a 404, an empty or half-written answer, or a mixed page', async () => {
    const out = path.join(project, 'out');
    await landRelease({ target: out, build: (dir) => writeBuild(path.resolve(dir), 1), now: new Date('2025-01-01T10:00:00Z') });
    const running = await startInbox({ root: out });
    try {
      // A visitor who loaded the pages before the switch, and fetches their scripts only after it.
      const early = await Promise.all(PAGES.map(async (p) => (await (await fetch(`${running.url}${p.path}`)).text()).match(/src="([^"]+)"/)![1]!));
      const site = visitors(running.url);
      await site.everyPage();
      await landRelease({ target: out, build: (dir) => writeBuild(path.resolve(dir), 2, site.everyPage), now: new Date('2025-01-01T11:00:00Z') });
      await site.everyPage();
      await site.stop();

      expect(wrong(site.answers)).toEqual([]);
      expect(site.answers).toContain('build 1');
      expect(site.answers.slice(-PAGES.length)).toEqual(PAGES.map(() => 'build 2'));
      for (const src of early) {
        const script = await fetch(`${running.url}${src}`);
        expect(script.status).toBe(200);
        expect(await script.text()).toMatch(/^\/\* build 1 \*\//);
      }
    } finally {
      await running.close();
    }
  });

  it('(the same visitors, when a build is written over the served folder as before: 404s, half-written pages and mixed pages)', async () => {
    const out = path.join(project, 'out');
    await writeBuild(out, 1);
    const running = await startInbox({ root: out });
    try {
      const site = visitors(running.url);
      await site.everyPage();
      // `next build` empties the export folder first, then writes it file by file.
      for (const entry of await fs.readdir(out)) await fs.rm(path.join(out, entry), { recursive: true });
      await site.everyPage();
      await writeBuild(out, 2, site.everyPage);
      await site.stop();

      const failures = new Set(wrong(site.answers));
      expect([...failures]).toEqual(expect.arrayContaining(['page 404', 'half-written page', 'page with the policy of another build']));
      // A page seen while still empty is answered 503 with Retry-After. Whether a read also races a rewrite (an empty
      // 200) depends on timing, which is why builds no longer write over the served folder: not asserted here.
      expect(failures).toContain('page 503');
    } finally {
      await running.close();
    }
  });
});

/** A request whose body is read as it comes, not decoded. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the gzip copies', () => {
  it('sends a client that accepts gzip but not Brotli the stored gzip copy, with the same headers as the page', async () => {
    const running = await startInbox();
    try {
      for (const [url, file, type] of [
        ['/about', 'about.html', 'text/html; charset=utf-8'],
        ['/_next/static/app.js', '_next/static/app.js', 'application/javascript; charset=utf-8'],
      ] as const) {
        const gzip = await rawGet(`${running.url}${url}`, { 'accept-encoding': 'gzip, deflate' });
        expect(gzip.status).toBe(200);
        expect(gzip.body.equals(await fs.readFile(path.join(running.root, `${file}.gz`)))).toBe(true);
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gzip.headers['content-type']).toBe(type);
        expect(gzip.headers.vary).toBe('accept-encoding');
        expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
        const identity = await rawGet(`${running.url}${url}`, {});
        for (const header of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'cache-control']) {
          expect([header, gzip.headers[header]]).toEqual([header, identity.headers[header]]);
        }
      }
      // Brotli still wins where it is accepted.
      expect((await rawGet(`${running.url}/about`, { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
    } finally {
      await running.close();
    }
  });
});
