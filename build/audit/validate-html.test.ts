import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportedPages, validateHtml } from '@/build/audit/validate-html';

/** A page shaped as Next.js writes it, with the CSP meta tag main is adding after the charset. */
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-inline'"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Test page</title><script src="/_next/static/chunks/a.js" async=""></script></head><body><div hidden=""></div><main id="main-content"><h1>Test page</h1>${body}</main><script id="_R_">self.x=1</script></body></html>`;

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'validate-html-'));
  writeFileSync(path.join(dir, 'index.html'), page('<p>Fine.</p>'));
  mkdirSync(path.join(dir, 'blog'));
  writeFileSync(path.join(dir, 'blog', 'post.html'), page('<p id="a">One</p>\n<p id="a">Two</p><button>Go</button>'));
  mkdirSync(path.join(dir, '_next'));
  writeFileSync(path.join(dir, '_next', 'ignored.html'), '<p id="x"><p id="x">');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('lists the exported pages, leaving out _next/', () => {
  expect(exportedPages(dir)).toEqual([path.join('blog', 'post.html'), 'index.html']);
});

it('accepts the markup Next.js writes, including the CSP meta tag, and reports real errors with file, line and rule', async () => {
  const errors = await validateHtml(dir);
  expect(errors.map(({ file, line, rule }) => ({ file, line, rule }))).toEqual([
    { file: path.join('blog', 'post.html'), line: 2, rule: 'no-dup-id' },
    { file: path.join('blog', 'post.html'), line: 2, rule: 'no-implicit-button-type' },
  ]);
  expect(errors[0]!.message).toMatch(/Duplicate ID "a"/);
});
