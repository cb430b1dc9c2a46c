import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pagesShowing, pendingLaunchChecks, type LaunchCheck } from './launch-checks';

/**
 * Issue 40: `npm run launch-check`, the gate before a release goes live (deploy/release.sh runs it). Lists every
 * claim or placeholder still unconfirmed (lib/launch-checks.ts), with where to confirm it and, when the site has been
 * built, the pages that show it; exits 1 until there are none. The build only warns, so `npm test` and `npm start`
 * work without it.
 */
const SHOWN_PAGES = 8;

/** Every exported page's text, by its path ("/blog", "/"), from the HTML files of `dir`. */
export function builtPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.')) walk(file);
      else if (entry.isFile() && entry.name.endsWith('.html') && entry.name !== '404.html' && !entry.name.startsWith('_')) {
        const route = `/${path.relative(dir, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
        const html = readFileSync(file, 'utf8');
        pages.set(route, html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&nbsp;|\u00a0/g, ' ').replace(/\s+/g, ' '));
      }
    }
  };
  walk(dir);
  return pages;
}

export function launchReport(pending: readonly LaunchCheck[], pages: ReadonlyMap<string, string>): string {
  if (pending.length === 0) return 'Launch check: every claim and placeholder is confirmed.';
  const lines = [`Launch check: ${pending.length} ${pending.length === 1 ? 'item is' : 'items are'} not confirmed. The site must not go live until each is.`];
  pending.forEach((check, i) => {
    lines.push(`${i + 1}. ${check.item}`, `   where: ${check.where}`);
    if (check.shows && pages.size > 0) {
      const shown = pagesShowing(check.shows, pages);
      const listed = shown.slice(0, SHOWN_PAGES).join(', ');
      lines.push(`   shown on ${shown.length} ${shown.length === 1 ? 'page' : 'pages'}${shown.length > 0 ? `: ${listed}${shown.length > SHOWN_PAGES ? ', …' : ''}` : ''}`);
    }
  });
  if (pages.size === 0) lines.push('(Build the site first to see the pages that show each item.)');
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('launch-check.ts')) {
  const pending = pendingLaunchChecks({ siteUrl: process.env.NEXT_PUBLIC_SITE_URL, endpoint: process.env.NEXT_PUBLIC_CONSULTATION_ENDPOINT });
  console.info(launchReport(pending, builtPages(process.argv[2] ?? 'out')));
  process.exitCode = pending.length === 0 ? 0 : 1;
}
