import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtPages, launchReport } from './launch-check';
import { pendingLaunchChecks } from './launch-checks';

/** Issue 40: the launch gate the owner cannot miss. */
describe('npm run launch-check', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'launch-'));
  mkdirSync(path.join(site, 'blog'));
  writeFileSync(path.join(site, 'index.html'), '<p>Call 0808&nbsp;157 0123</p><script>"0808 157 0123"</script>');
  writeFileSync(path.join(site, 'blog', 'a.html'), '<p>Rated 4.8 out of 5 from 127 reviews</p>');
  writeFileSync(path.join(site, '404.html'), '<p>0808 157 0123</p>');

  it('reads every exported page as text, by its path, leaving out scripts and the 404 page', () => {
    const pages = builtPages(site);
    expect([...pages.keys()].sort()).toEqual(['/', '/blog/a']);
    expect(pages.get('/')).toContain('Call 0808 157 0123');
    expect(pages.get('/')).not.toContain('"0808');
  });

  it('lists each unconfirmed item with where to confirm it and the pages that show it', () => {
    const report = launchReport(pendingLaunchChecks(), builtPages(site));
    expect(report).toMatch(/^Launch check: \d+ items are not confirmed\. The site must not go live until each is\./);
    expect(report).toContain('1. the phone number 0808 157 0123 (a placeholder from Ofcom’s drama range)\n   where: content/site-basics.ts; confirm in content/launch.ts (phone)\n   shown on 1 page: /');
    expect(report).toContain('confirm in content/launch.ts (providerClaims)\n   shown on 1 page: /blog/a');
    expect(launchReport([], new Map())).toBe('Launch check: every claim and placeholder is confirmed.');
    expect(launchReport(pendingLaunchChecks(), new Map())).toContain('(Build the site first to see the pages that show each item.)');
  });

  it('exits 1 while anything is unconfirmed', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'lib/launch-check.ts', site], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Launch check:');
  });
});

describe('deploy/release.sh', () => {
  /** Runs the recipe with an `npm` that logs what it was asked and answers the launch check with `checkExit`. */
  const release = (checkExit: number) => {
    const bin = mkdtempSync(path.join(os.tmpdir(), 'release-'));
    const log = path.join(bin, 'log');
    writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "$@" >> ${log}\ncase "$*" in *launch-check*) exit ${checkExit};; esac\n`);
    chmodSync(path.join(bin, 'npm'), 0o755);
    const run = spawnSync('sh', ['deploy/release.sh'], { env: { ...process.env, PATH: `${bin}:${process.env.PATH}` }, encoding: 'utf8' });
    return { status: run.status, asked: readFileSync(log, 'utf8').trim().split('\n') };
  };

  it('runs the launch check first, and builds no release while it fails', () => {
    expect(release(1)).toEqual({ status: 1, asked: ['run --silent launch-check'] });
    expect(release(0)).toEqual({ status: 0, asked: ['run --silent launch-check', 'run build'] });
  });
});
