import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { inboxEnvironment } from '@/inbox/env-file';
import { pagesShowing, pendingLaunchChecks, type LaunchCheck, type LaunchState } from '@/build/launch-check/launch-checks';

/**
 * Issue 40: `npm run launch-check`, the gate before a release goes live (deploy/release.sh runs it, and README's
 * deployment runs that). Lists every claim or placeholder still unconfirmed (build/launch-check/launch-checks.ts), with what is wrong
 * with it, where to confirm it and, when the site has been built, the pages that show it; exits 1 until there are
 * none. The build only warns, so `npm test` and `npm start` work without it.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** What the `.env*` files of a production build set (Next.js's own loader), leaving this process's environment as it was. */
function envFiles(cwd: string): Env {
  const before = { ...process.env };
  try {
    // The files of a production build, whatever this process runs as (under a test runner, Next would read .env.test).
    (process.env as Record<string, string>).NODE_ENV = 'production';
    return loadEnvConfig(cwd, false, { info: () => undefined, error: () => undefined }, true).parsedEnv ?? {};
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
    Object.assign(process.env, before);
  }
}

/**
 * The settings the checks read, as the build and the inbox will (issue 53): NEXT_PUBLIC_* from the environment and the
 * `.env*` files Next.js loads for a production build (so an empty `NEXT_PUBLIC_CONSULTATION_ENDPOINT=` in one is seen
 * as the build sees it); and, with `inboxEnvFile` (the inbox's EnvironmentFile, /etc/small-claims/inbox.env), the
 * inbox's settings: that file, `.env` over it and the environment over both, as the service starts with them.
 */
export function settingsFor(cwd: string, env: Env, inboxEnvFile?: string): Pick<LaunchState, 'siteUrl' | 'endpoint' | 'inbox'> {
  const built: Env = { ...envFiles(cwd), ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) };
  let inbox: LaunchState['inbox'];
  if (inboxEnvFile !== undefined) {
    try {
      const fromFile = parseEnv(readFileSync(inboxEnvFile, 'utf8'));
      inbox = { env: inboxEnvironment(cwd, { ...fromFile, ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) }) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      inbox = { error: `the inbox's settings (${inboxEnvFile}) could not be read (${code}): run the check as a user who can read them (README, "The lead inbox as a service": the file is readable by the service's group)` };
    }
  }
  return {
    ...(built.NEXT_PUBLIC_SITE_URL === undefined ? {} : { siteUrl: built.NEXT_PUBLIC_SITE_URL }),
    ...(built.NEXT_PUBLIC_CONSULTATION_ENDPOINT === undefined ? {} : { endpoint: built.NEXT_PUBLIC_CONSULTATION_ENDPOINT }),
    ...(inbox ? { inbox } : {}),
  };
}
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
    lines.push(`${i + 1}. ${check.item}`, ...(check.why ? [`   why: ${check.why}`] : []), `   where: ${check.where}`);
    if (check.shows && pages.size > 0) {
      const shown = pagesShowing(check.shows, pages);
      const listed = shown.slice(0, SHOWN_PAGES).join(', ');
      lines.push(`   shown on ${shown.length} ${shown.length === 1 ? 'page' : 'pages'}${shown.length > 0 ? `: ${listed}${shown.length > SHOWN_PAGES ? ', …' : ''}` : ''}`);
    }
  });
  if (pages.size === 0) lines.push('(Build the site first to see the pages that show each item.)');
  return lines.join('\n');
}

/** `npm run launch-check [-- --inbox-env FILE]`: the export folder (default `out`), and where the inbox's settings are. */
if (process.argv[1]?.endsWith('launch-check.ts')) {
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { 'inbox-env': { type: 'string' } }, allowPositionals: true });
  const pending = pendingLaunchChecks(settingsFor(process.cwd(), { ...process.env }, values['inbox-env']));
  console.info(launchReport(pending, builtPages(positionals[0] ?? 'out')));
  process.exitCode = pending.length === 0 ? 0 : 1;
}
