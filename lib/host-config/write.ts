import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONSULTATION_ENDPOINT } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { netlifyFiles, serveConfig, type HostSettings } from './policy';

/**
 * Runs after `next build` (see package.json): writes the export's host configuration from the same build-time
 * settings the pages were built with, so the CSP always allows exactly the configured endpoint.
 */
const exportDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
const settings: HostSettings = { consultationEndpoint: CONSULTATION_ENDPOINT, analyticsId: siteConfig.analyticsId };

writeFileSync(path.join(exportDir, 'serve.json'), `${JSON.stringify(serveConfig(settings), null, 2)}\n`);
const netlify = netlifyFiles(settings);
writeFileSync(path.join(exportDir, '_headers'), netlify.headers);
writeFileSync(path.join(exportDir, '_redirects'), netlify.redirects);
console.log(`Host config written to ${path.relative(process.cwd(), exportDir)}/ (serve.json, _headers, _redirects)`);
