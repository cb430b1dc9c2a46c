import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONSULTATION_ENDPOINT } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { contentSecurityPolicy, netlifyFiles, serveConfig, type ExportedPage, type HostSettings } from './host-config/policy';
import { inlineScriptHashes, withCspMeta } from './host-config/inline-scripts';
import { exportedHtmlFiles, pagePath } from './host-config/exported-pages';
import { pendingLaunchChecks } from './launch-checks';
import { precompressExport } from './host-config/precompress';
import { indexSite, markForSearch } from './search/index-site';

/**
 * Runs after `next build` (see package.json). Gives every exported page its own strict CSP (the hashes of the
 * inline scripts it holds) as a meta tag and in the host configuration, written from the same build-time
 * settings the pages were built with, so the CSP always allows exactly the configured endpoint; then names
 * every placeholder still in use (README, "Before launch").
 */
const exportDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
const settings: HostSettings = { consultationEndpoint: CONSULTATION_ENDPOINT, analyticsId: siteConfig.analyticsId };

const pages: ExportedPage[] = exportedHtmlFiles(exportDir).map((file) => {
  const absolute = path.join(exportDir, file);
  const page = pagePath(file);
  const html = markForSearch(readFileSync(absolute, 'utf8'), page);
  const scriptHashes = inlineScriptHashes(html);
  writeFileSync(absolute, withCspMeta(html, contentSecurityPolicy(settings, scriptHashes, 'meta', page)));
  return { file, path: page, scriptHashes };
});

writeFileSync(path.join(exportDir, 'serve.json'), `${JSON.stringify(serveConfig(settings, pages), null, 2)}\n`);
const netlify = netlifyFiles(settings, pages);
writeFileSync(path.join(exportDir, '_headers'), netlify.headers);
writeFileSync(path.join(exportDir, '_redirects'), netlify.redirects);
console.log(
  `Strict CSP for ${pages.length} pages; host config written to ${path.relative(process.cwd(), exportDir)}/ (serve.json, _headers, _redirects)`,
);

const pending = pendingLaunchChecks({ siteUrl: process.env.NEXT_PUBLIC_SITE_URL });
if (pending.length > 0) {
  console.warn(`\nBefore launch: ${pending.length} placeholder(s) still in use (README, "Before launch"):`);
  for (const check of pending) console.warn(`  - ${check.item} [${check.where}]`);
}

// The search index, then (last, once every file has its final bytes) the Brotli copies. (No top-level await: tsx
// compiles this file as CommonJS.)
indexSite(exportDir)
  .then((indexed) => {
    console.log(`\nSearch index: ${indexed} pages`);
    return precompressExport(exportDir);
  })
  .then(({ files, bytes, compressed }) =>
    console.log(`\nBrotli copies of ${files} files: ${Math.round(bytes / 1024)} KiB to ${Math.round(compressed / 1024)} KiB`),
  )
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
