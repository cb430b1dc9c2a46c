import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONSULTATION_ENDPOINT } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { netlifyFiles, serveConfig, type HostSettings } from './host-config/policy';
import { pendingLaunchChecks } from './launch-checks';

/**
 * Runs after `next build` (see package.json). Writes the export's host configuration from the same build-time
 * settings the pages were built with, so the CSP always allows exactly the configured endpoint; then names
 * every placeholder still in use (README, "Before launch").
 */
const exportDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
const settings: HostSettings = { consultationEndpoint: CONSULTATION_ENDPOINT, analyticsId: siteConfig.analyticsId };

writeFileSync(path.join(exportDir, 'serve.json'), `${JSON.stringify(serveConfig(settings), null, 2)}\n`);
const netlify = netlifyFiles(settings);
writeFileSync(path.join(exportDir, '_headers'), netlify.headers);
writeFileSync(path.join(exportDir, '_redirects'), netlify.redirects);
console.log(`Host config written to ${path.relative(process.cwd(), exportDir)}/ (serve.json, _headers, _redirects)`);

const pending = pendingLaunchChecks({ siteUrl: process.env.NEXT_PUBLIC_SITE_URL });
if (pending.length > 0) {
  console.warn(`\nBefore launch: ${pending.length} placeholder(s) still in use (README, "Before launch"):`);
  for (const check of pending) console.warn(`  - ${check.item} [${check.where}]`);
}
