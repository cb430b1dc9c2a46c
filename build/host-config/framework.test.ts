import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientModulePaths, clientReferenceIds, deadClientComponents, flightPayload, removeRscPayloads, withoutFramework } from '@/build/host-config/framework';
import { SHELL_LOADER_SCRIPT } from '@/shell/shell-loader';
import { inlineScriptHashes } from '@/build/host-config/inline-scripts';
import { withShellScript } from '@/build/host-config/shell-script';

const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;

/** A page as `next build` exports it, cut down: runtime chunks, their preload, bootstrap, payload, and our own parts. */
function exportedPage(payloadRows: string[]) {
  return [
    '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
    '<link rel="preload" as="font" href="/font.woff2" crossorigin=""/>',
    '<script src="/_next/static/chunks/turbopack-1.js" async=""></script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
    "<script>if(/(?:^|;\\s*)cookie_consent=/.test(document.cookie))document.documentElement.setAttribute('data-consent-stored','')</script>",
    '<script type="speculationrules">{"prefetch":[]}</script>',
    '</head><body><main><h1>Title</h1><p>Text</p></main>',
    '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ...payloadRows.map(push),
    '</body></html>',
  ].join('');
}

describe('flightPayload and clientReferenceIds', () => {
  it('joins the payload pushes and lists the client components it asks React to load, once each', () => {
    const html = exportedPage(['1:"$Sreact.fragment"\n2:I[66127,["$3"],"ConsentBanner"]\n', '3:I[22016,["$3","$6"],""]\n4:I[66127,["$3"],"ConsentBanner"]\n5:["$","p",null,{}]\n']);
    expect(flightPayload(html)).toContain('3:I[22016');
    expect(clientReferenceIds(flightPayload(html))).toEqual(['66127', '22016']);
  });

  it('finds nothing in a page without a payload', () => {
    expect(clientReferenceIds(flightPayload('<html><body><p>static</p></body></html>'))).toEqual([]);
  });
});

describe('deadClientComponents', () => {
  const modules = new Map([
    ['1', 'node_modules/next/dist/esm/client/components/layout-router.js'],
    ['2', 'node_modules/next/dist/esm/lib/framework/boundary-components.js'],
    ['3', 'app/error.tsx'],
    ['4', 'app/global-error.tsx'],
    ['5', 'components/content/today-date.tsx'],
    ['6', 'node_modules/next/dist/client/app-dir/link.js'],
  ]);

  it("lets Next's own scaffolding and the error boundaries through: they do nothing without React", () => {
    const html = exportedPage(['a:I[1,[],"default"]\nb:I[2,[],"OutletBoundary"]\nc:I[3,[],"default"]\nd:I[4,[],"default"]\n']);
    expect(deadClientComponents(html, modules)).toEqual([]);
  });

  it('names a component of ours, next/link, and an id no manifest knows', () => {
    const html = exportedPage(['a:I[1,[],"default"]\nb:I[5,[],"TodayDate"]\nc:I[6,[],""]\nd:I[99,[],"Mystery"]\n']);
    expect(deadClientComponents(html, modules)).toEqual([
      'components/content/today-date.tsx',
      'node_modules/next/dist/client/app-dir/link.js',
      'module 99 (not in the client reference manifests)',
    ]);
  });
});

describe('clientModulePaths', () => {
  it('reads module ids and source paths from the client reference manifests of every route', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manifests-'));
    mkdirSync(path.join(dir, 'blog/[slug]'), { recursive: true });
    const manifest = (route: string, modules: Record<string, number>) =>
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
        clientModules: Object.fromEntries(Object.entries(modules).map(([file, id]) => [`[project]/${file}`, { id, name: '*', chunks: [] }])),
      })};`;
    writeFileSync(path.join(dir, 'page_client-reference-manifest.js'), manifest('/page', { 'components/a.tsx': 11 }));
    writeFileSync(path.join(dir, 'blog/[slug]/page_client-reference-manifest.js'), manifest('/blog/[slug]/page', { 'app/error.tsx': 12 }));
    writeFileSync(path.join(dir, 'blog/[slug]/page.js'), 'throw new Error("not a manifest")');
    expect(clientModulePaths(dir)).toEqual(
      new Map([
        ['11', 'components/a.tsx'],
        ['12', 'app/error.tsx'],
      ]),
    );
  });
});

describe('withoutFramework', () => {
  const html = exportedPage(['1:I[5,[],"X"]\n2:["$","p",null,{"children":"Text"}]\n']);
  const stripped = withoutFramework(html);

  it('takes out the runtime chunks, their preload, the bootstrap and every payload push', () => {
    for (const gone of ['turbopack-1.js', 'polyfills.js', 'webpack-1.js', 'TURBOPACK', '__next_f']) expect(stripped).not.toContain(gone);
  });

  it('keeps the stylesheet, other preloads, the consent check, the speculation rules, JSON-LD and the content', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<link rel="preload" as="font" href="/font.woff2" crossorigin=""/>',
      'data-consent-stored',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
      '<main><h1>Title</h1><p>Text</p></main>',
    ]) {
      expect(stripped).toContain(kept);
    }
  });

  it('leaves a page that has no framework as it is', () => {
    expect(withoutFramework(stripped)).toBe(stripped);
  });

  it('refuses to pass a page that still holds part of the runtime in a shape it does not know', () => {
    expect(() => withoutFramework(`${stripped}<script>window.x=1;self.__next_f=[]</script>`)).toThrow(/not fully removed/);
    expect(() => withoutFramework(`${stripped}<link rel="prefetch" href="/_next/static/chunks/late.js"/>`)).toThrow(/not fully removed/);
  });
});

describe('withShellScript', () => {
  /** A page's head as the layout renders it: its one inline script ends with the shell's loader. */
  const page = `<html><head><title>t</title><script>early();${SHELL_LOADER_SCRIPT}</script><script type="speculationrules">{}</script></head><body></body></html>`;

  it("names the page's shell on the head script holding its loader, once, however often the step runs", () => {
    const once = withShellScript(page, '/_shell/shell-A1.js');
    expect(once).toBe(page.replace('<script>early', '<script data-shell-src="/_shell/shell-A1.js">early'));
    expect(withShellScript(once, '/_shell/shell-B2.js')).toBe(once.replace('A1', 'B2'));
  });

  it('leaves the script the same on every page, so that its CSP hash is one', () => {
    const [a, b] = ['/_shell/shell-A1.js', '/_shell/shell-B2.js'].map((src) => withShellScript(page, src));
    expect(inlineScriptHashes(a!)).toEqual(inlineScriptHashes(b!));
    expect(inlineScriptHashes(a!)).toEqual(inlineScriptHashes(page));
  });

  it('refuses a page whose shell would never start: no loader, or one outside an inline script of its own', () => {
    expect(() => withShellScript('<html><head><title>t</title></head><body></body></html>', '/_shell/shell-A1.js')).toThrow(/would never start/);
    expect(() => withShellScript(`<head><script type="module">x</script><p>${SHELL_LOADER_SCRIPT}</p></head>`, '/_shell/shell-A1.js')).toThrow(/would never start/);
  });
});

describe('removeRscPayloads', () => {
  it("removes Next's payloads (beside each page, and the __next segments) and nothing else", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rsc-payloads-'));
    try {
      const files = {
        'index.html': '<p>Home</p>',
        'index.txt': '1:I[1]',
        '__next._tree.txt': 'tree',
        'blog.html': '<p>Blog</p>',
        'blog.txt': 'payload',
        'blog/__next.blog.__PAGE__.txt': 'segment',
        'blog/a-post.html': '<p>Post</p>',
        'blog/a-post.txt': 'payload',
        'robots.txt': 'User-agent: *',
        'notes.txt': 'a text file of ours, with no page of that name',
        '_next/static/media/licence.txt': 'kept: the build’s own assets are not pages',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      expect(removeRscPayloads(dir)).toBe(5);
      const left = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.includes('.')).sort();
      expect(left).toEqual(['_next/static/media/licence.txt', 'blog.html', 'blog/a-post.html', 'index.html', 'notes.txt', 'robots.txt'].map((file) => file.split('/').join(path.sep)).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
