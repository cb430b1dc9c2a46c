import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONSULTATION_ENDPOINT } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { contentSecurityPolicy, netlifyFiles, serveConfig, type ExportedPage, type HostSettings } from '@/build/host-config/policy';
import { inlineScriptHashes, withCspMeta } from '@/build/host-config/inline-scripts';
import { exportedHtmlFiles, pagePath } from '@/build/host-config/exported-pages';
import { clientModulePaths, deadClientComponents, removeRscPayloads, withoutFramework } from '@/build/host-config/framework';
import { withShellScript } from '@/build/host-config/shell-script';
import { pendingLaunchChecks } from '@/build/launch-check/launch-checks';
import { precompressExport } from '@/build/host-config/precompress';
import { indexSite, markForSearch } from '@/build/search-index';
import { islandRoutes } from '@/lib/routes';
import { buildShell } from '@/build/shell-bundle';
import { partsFor } from '@/shell/parts';
import { SHELL_DIR } from '@/build/host-config/shell-script';
import { buildIslands } from '@/islands/build/bundle';
import { findIslands, islandRenderer, prerenderIslands } from '@/islands/build/prerender';
import { ISLAND_MODULES } from '@/islands/manifest';
import { islandRendererFrom } from '@/islands/build/renderer';

/**
 * Runs after `next build` (see package.json), over the export:
 * 1. builds the shell script every page loads (shell/) and adds it to each page, and bundles the islands
 *    (islands/build/bundle.ts);
 * 2. takes the Next.js runtime and its inline payload out of every page (issues 20 and 29), stopping the build if a
 *    page renders a client component outside an island (it would be dead), and renders each island page's islands
 *    afresh with the renderer that hydrates them (islands/build/prerender.ts);
 * 3. gives every page its own strict CSP (the hashes of the inline scripts it holds) as a meta tag and in the host
 *    configuration, written from the same build-time settings the pages were built with;
 * 4. names every placeholder still in use (README, "Before launch"), indexes the site for search and writes the
 *    Brotli and gzip copies.
 * `npm run build` runs it on the new release's folder (NEXT_DIST_DIR, set by build/release/build-release.ts) before
 * that release is switched in, so nothing here is ever seen half-done.
 */
const exportDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
/** With `output: 'export'` the build's own files stay in `.next` whatever the export folder is called. */
const serverAppDir = path.resolve('.next/server/app');
const settings: HostSettings = { consultationEndpoint: CONSULTATION_ENDPOINT, analyticsId: siteConfig.analyticsId };

/** The island components' source paths (as the client reference manifests name them, without extension). */
const islandSources = Object.values(ISLAND_MODULES).map(({ module }) => module.replace(/^@\//, ''));
const isIslandSource = (modulePath: string) => islandSources.includes(modulePath.replace(/\.tsx?$/, ''));

async function main() {
  const shellFor = await buildShell(exportDir);
  const shells = new Set<string>();
  const renderer = islandRendererFrom(process.env);
  const islandScripts = await buildIslands(exportDir, SHELL_DIR, process.env, renderer);
  const renderIsland = await islandRenderer(path.resolve(`.next/islands/server-${renderer}.cjs`), process.env, renderer);
  const islands = islandRoutes();
  const modulePaths = clientModulePaths(serverAppDir);
  const dead: string[] = [];
  const misplaced: string[] = [];

  const pages: ExportedPage[] = [];
  for (const file of exportedHtmlFiles(exportDir)) {
    const absolute = path.join(exportDir, file);
    const page = pagePath(file);
    let html = readFileSync(absolute, 'utf8');
    // Issue 29: no page carries the Next.js runtime; an island page's islands are hydrated by their own entries.
    const found = deadClientComponents(html, modulePaths).filter((modulePath) => !isIslandSource(modulePath));
    if (found.length > 0) dead.push(`${page}: ${found.join(', ')}`);
    const held = findIslands(html).length > 0;
    if (held !== islands.has(page)) misplaced.push(`${page} ${held ? 'holds an island but has no island in lib/routes.ts' : 'is an island route but holds no island'}`);
    html = withoutFramework(html);
    if (held) html = prerenderIslands(html, renderIsland, islandScripts);
    const shell = await shellFor(held ? 'islands' : 'content', partsFor(html));
    shells.add(shell);
    html = markForSearch(withShellScript(html, shell), page);
    const scriptHashes = inlineScriptHashes(html);
    writeFileSync(absolute, withCspMeta(html, contentSecurityPolicy(settings, scriptHashes, 'meta', page)));
    pages.push({ file, path: page, scriptHashes });
  }
  if (misplaced.length > 0) throw new Error(`Island pages and lib/routes.ts disagree:\n  ${misplaced.join('\n  ')}`);
  if (dead.length > 0) {
    throw new Error(
      `These pages render client components outside any island (components/islands/island.tsx), which would be dead without the Next.js runtime:\n  ${dead.join('\n  ')}\nRender them without React (the shell script can carry a small behaviour), or inside an island.`,
    );
  }

  const payloads = removeRscPayloads(exportDir);
  writeFileSync(path.join(exportDir, 'serve.json'), `${JSON.stringify(serveConfig(settings, pages), null, 2)}\n`);
  const netlify = netlifyFiles(settings, pages);
  writeFileSync(path.join(exportDir, '_headers'), netlify.headers);
  writeFileSync(path.join(exportDir, '_redirects'), netlify.redirects);
  console.log(`${shells.size} shell scripts (with or without the islands' loader, each with the page parts its pages need); ${islands.size} island pages (on ${renderer === 'preact' ? "Preact's compat layer" : 'React DOM'}), ${pages.length - islands.size} pages without React; no page carries the Next.js runtime, nor its ${payloads} RSC payload files`);
  console.log(
    `Strict CSP for ${pages.length} pages; host config written to ${path.relative(process.cwd(), exportDir)}/ (serve.json, _headers, _redirects)`,
  );

  const pending = pendingLaunchChecks({ siteUrl: process.env.NEXT_PUBLIC_SITE_URL });
  if (pending.length > 0) {
    console.warn(`\nBefore launch: ${pending.length} placeholder(s) still in use (README, "Before launch"):`);
    for (const check of pending) console.warn(`  - ${check.item} [${check.where}]`);
  }

  // The search index, then (last, once every file has its final bytes) the Brotli and gzip copies.
  const indexed = await indexSite(exportDir);
  console.log(`\nSearch index: ${indexed.pages} pages, and ${indexed.courts} court pages in their own index`);
  const { files, bytes, brotli, gzip } = await precompressExport(exportDir);
  const kib = (size: number) => `${Math.round(size / 1024)} KiB`;
  console.log(`\nBrotli and gzip copies of ${files} files: ${kib(bytes)} to ${kib(brotli)} (Brotli) and ${kib(gzip)} (gzip)`);
}

// No top-level await: tsx compiles this file as CommonJS.
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
