import { build } from 'esbuild';
import { ISLAND_LOG_OVERRIDE, PREACT_ALIAS } from '@/islands/build/renderer';
import { ISLAND_ATTR, ISLAND_MODULES, isIslandName } from '@/islands/manifest';
import { findIslands, prerenderIslands } from '@/islands/build/prerender';
import { propsJson } from '@/islands/client/props-json';

const container = (name: string, inner: string, props: string, when = 'painted') =>
  `<div ${ISLAND_ATTR.name}="${name}" ${ISLAND_ATTR.when}="${when}" class="contents">${inner}</div><script type="application/json" ${ISLAND_ATTR.props}="${name}">${props}</script>`;

describe('propsJson', () => {
  it('reads back unchanged, with nothing that could end the script element or open a comment', () => {
    const props = { text: '</script><script>alert(1)</script><!-- x -->', line: 'a\u2028b\u2029c', n: 3, nested: [{ ok: true }] };
    const json = propsJson(props);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(props);
  });

  it('writes {} for no props', () => {
    expect(propsJson(undefined)).toBe('{}');
  });
});

describe('findIslands', () => {
  it('finds each island with its content range and props, in document order', () => {
    const first = container('court-finder', '<form>finder</form>', '{}');
    const second = container('court-directory', '<div><p>list</p></div>', propsJson({ courts: [{ id: 'a' }] }), 'visible');
    const html = `<main><h1>Courts</h1>${first}<p>between</p>${second}</main>`;
    const found = findIslands(html);
    expect(found.map((f) => f.name)).toEqual(['court-finder', 'court-directory']);
    expect(html.slice(found[0]!.contentStart, found[0]!.contentEnd)).toBe('<form>finder</form>');
    expect(html.slice(found[1]!.contentStart, found[1]!.contentEnd)).toBe('<div><p>list</p></div>');
    expect(found[1]!.props).toEqual({ courts: [{ id: 'a' }] });
  });

  it('refuses an island the manifest does not list, and a container without its props', () => {
    expect(() => findIslands(container('mystery', 'x', '{}'))).toThrow(/does not list/);
    expect(() => findIslands(`<div ${ISLAND_ATTR.name}="blog-filter" ${ISLAND_ATTR.when}="painted" class="contents">x</div>`)).toThrow(/not followed by its props/);
  });

  it('finds nothing on a page without islands', () => {
    expect(findIslands('<main><p>text</p></main>')).toEqual([]);
  });
});

describe('prerenderIslands', () => {
  it("puts the renderer's HTML in each container, names its entry script, and leaves the rest byte for byte", () => {
    const html = `<body>${container('site-search', '<p>Next rendered this</p>', propsJson({ q: 'a' }))}<footer>f</footer></body>`;
    const scripts = new Map([['site-search', '/_shell/island-site-search-X.js']] as const);
    const out = prerenderIslands(html, (name, props) => `<form data-name="${name}">${JSON.stringify(props)}</form>`, scripts);
    expect(out).toBe(
      `<body><div ${ISLAND_ATTR.name}="site-search" ${ISLAND_ATTR.when}="painted" class="contents" ${ISLAND_ATTR.src}="/_shell/island-site-search-X.js"><form data-name="site-search">{"q":"a"}</form></div><script type="application/json" ${ISLAND_ATTR.props}="site-search">{"q":"a"}</script><footer>f</footer></body>`,
    );
  });
});

describe('the island manifest', () => {
  it('names modules under the project, each exporting a component by the name given', () => {
    for (const [name, { module, exportName }] of Object.entries(ISLAND_MODULES)) {
      expect(isIslandName(name)).toBe(true);
      expect(module).toMatch(/^@\/components\//);
      expect(exportName).toMatch(/^[A-Z][A-Za-z]+$/);
    }
    expect(isIslandName('toString')).toBe(false);
  });
});

describe('the island builds refuse what preact/compat lacks', () => {
  const bundle = (source: string) =>
    build({
      stdin: { contents: source, loader: 'tsx', resolveDir: process.cwd() },
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      alias: PREACT_ALIAS,
      logLevel: 'silent',
      logOverride: ISLAND_LOG_OVERRIDE,
    });

  it('builds what preact/compat has', async () => {
    await expect(bundle(`import * as React from 'react';\nexport const f = [React.useState, React.useId];`)).resolves.toBeDefined();
  });

  it.each([
    ['a named import', `import { useOptimistic } from 'react';\nexport const f = useOptimistic;`],
    ['the namespace', `import * as React from 'react';\nexport const f = React.useActionState;`],
  ])('fails on a React API it lacks, through %s', async (_, source) => {
    await expect(bundle(source)).rejects.toThrow(/useOptimistic|useActionState/);
  });
});
