import { createHash } from 'node:crypto';
import { inlineScriptHashes, inlineScripts, scriptHash, withCspMeta } from '@/build/host-config/inline-scripts';
import { pagePath } from '@/build/host-config/exported-pages';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title>',
  '<script>document.documentElement.dataset.a="1"</script>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  '<script type="speculationrules">{"prefetch":[]}</script>',
  '</head><body><script>self.__next_f.push([1,"x"])</script><script type="module">import "x"</script>',
  '<script>document.documentElement.dataset.a="1"</script></body></html>',
].join('');

describe('inlineScripts', () => {
  it('finds the scripts the browser runs and the speculation rules it checks, not external scripts or JSON-LD', () => {
    expect(inlineScripts(page)).toEqual([
      'document.documentElement.dataset.a="1"',
      '{"prefetch":[]}',
      'self.__next_f.push([1,"x"])',
      'import "x"',
      'document.documentElement.dataset.a="1"',
    ]);
  });

  it("takes a script with a data attribute ending in src for the inline script it is (the shell's loader)", () => {
    expect(inlineScripts('<head><script data-shell-src="/_shell/shell-A.js">import("x")</script><script async src="/a.js"></script></head>')).toEqual(['import("x")']);
  });

  it('is empty for a page without inline scripts', () => {
    expect(inlineScripts('<html><head></head><body><p>text</p></body></html>')).toEqual([]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each script body with SHA-256 in CSP form, once per distinct script', () => {
    const expected = `'sha256-${createHash('sha256').update('self.__next_f.push([1,"x"])').digest('base64')}'`;
    expect(scriptHash('self.__next_f.push([1,"x"])')).toBe(expected);
    expect(inlineScriptHashes(page)).toHaveLength(4);
    expect(inlineScriptHashes(page)).toContain(expected);
  });

  it('hashes non-ASCII text as UTF-8, as browsers do', () => {
    expect(scriptHash('"£"')).toBe(`'sha256-${createHash('sha256').update(Buffer.from('"£"', 'utf8')).digest('base64')}'`);
  });
});

describe('withCspMeta', () => {
  it('puts the policy straight after the charset, before any script', () => {
    const html = withCspMeta(page, "script-src 'self' 'sha256-a'");
    expect(html).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-a'"/><title>`);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('replaces an earlier tag instead of adding a second', () => {
    const twice = withCspMeta(withCspMeta(page, 'a'), 'b');
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('content="b"');
  });

  it('escapes quotes in the attribute', () => {
    expect(withCspMeta(page, 'x"y&z')).toContain('content="x&quot;y&amp;z"');
  });

  it('refuses a page with no charset declaration', () => {
    expect(() => withCspMeta('<html><head></head></html>', 'a')).toThrow(/no <meta charset>/);
  });
});

describe('pagePath', () => {
  it.each([
    ['index.html', '/'],
    ['404.html', '/404'],
    ['blog/a.html', '/blog/a'],
    ['blog/index.html', '/blog'],
  ])('%s answers %s', (file, path) => expect(pagePath(file)).toBe(path));
});
