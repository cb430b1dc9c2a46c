import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtPages, launchReport, settingsFor } from '@/build/launch-check/launch-check';
import { pendingLaunchChecks } from '@/build/launch-check/launch-checks';

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
    expect(report).toContain(
      "1. the phone number 0808 157 0123\n   why: 0808 157 0123 is in Ofcom's range for TV and radio drama: no one answers it\n   where: content/site-basics.ts; confirm in content/launch.ts (phone)\n   shown on 1 page: /",
    );
    expect(report).toContain('confirm in content/launch.ts (providerClaims)\n   shown on 1 page: /blog/a');
    expect(launchReport([], new Map())).toBe('Launch check: every claim and placeholder is confirmed.');
    expect(launchReport(pendingLaunchChecks(), new Map())).toContain('(Build the site first to see the pages that show each item.)');
  });

  it('exits 1 while anything is unconfirmed', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'build/launch-check/launch-check.ts', site], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Launch check:');
  });
});

/** Issue 53: the check reads the settings as the build and the inbox will, so that no value slips past it. */
describe('the settings the launch check reads', () => {
  const project = () => mkdtempSync(path.join(os.tmpdir(), 'launch-settings-'));

  it('sees an empty NEXT_PUBLIC_CONSULTATION_ENDPOINT= in a .env file as the build does, and fails on it', () => {
    const cwd = project();
    writeFileSync(path.join(cwd, '.env.production'), 'NEXT_PUBLIC_CONSULTATION_ENDPOINT=\nNEXT_PUBLIC_SITE_URL=https://www.smallclaimscompass.co.uk\n');
    const settings = settingsFor(cwd, {});
    expect(settings).toEqual({ endpoint: '', siteUrl: 'https://www.smallclaimscompass.co.uk' });
    // Read, and this process's own environment left as it was.
    expect(process.env.NEXT_PUBLIC_CONSULTATION_ENDPOINT).toBeUndefined();
    const pending = pendingLaunchChecks(settings);
    expect(pending.find((c) => c.checklist === 'Where consultation requests go')?.why).toMatch(/set but empty/);
    expect(pending.some((c) => c.checklist === 'Site URL')).toBe(false);
    // The environment wins over the files, as with the build.
    expect(settingsFor(cwd, { NEXT_PUBLIC_CONSULTATION_ENDPOINT: 'https://formspree.io/f/abcd' }).endpoint).toBe('https://formspree.io/f/abcd');
  });

  it('reads the inbox’s settings from its EnvironmentFile, with .env and the environment over it, and says when it cannot', () => {
    const cwd = project();
    const file = path.join(cwd, 'inbox.env');
    writeFileSync(file, 'SMTP_URL=smtps://u:p@smtp.mailbox.org:465\nLEADS_NOTIFY_TO=owner@example.com\n');
    writeFileSync(path.join(cwd, '.env'), 'LEADS_DIR=/var/lib/small-claims/leads\n');
    expect(settingsFor(cwd, {}, file).inbox).toEqual({ env: { SMTP_URL: 'smtps://u:p@smtp.mailbox.org:465', LEADS_NOTIFY_TO: 'owner@example.com', LEADS_DIR: '/var/lib/small-claims/leads' } });
    const told = pendingLaunchChecks(settingsFor(cwd, { LEADS_NOTIFY_TO: 'owner@smallclaimscompass.co.uk' }, file)).map((c) => c.checklist);
    expect(told).not.toContain('Who is told about each request');
    expect(told).not.toContain('Where consultation requests go');
    const placeholder = pendingLaunchChecks(settingsFor(cwd, {}, file)).find((c) => c.checklist === 'Who is told about each request');
    expect(placeholder?.why).toBe('LEADS_NOTIFY_TO is a placeholder (owner@example.com)');
    const missing = pendingLaunchChecks(settingsFor(cwd, {}, path.join(cwd, 'no-such.env'))).find((c) => c.checklist === 'Who is told about each request');
    expect(missing?.why).toMatch(/^the inbox's settings \(.*no-such\.env\) could not be read \(ENOENT\)/);
  });
});

/** Issue 53: README's deployment steps never ran the launch check (only deploy/release.sh did, which README never called). */
describe('the deployment README gives', () => {
  const readme = readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
  const section = readme.split('### The lead inbox as a service, behind a reverse proxy with TLS')[1]!.split('\n## ')[0]!;
  const steps = [...section.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1]!).find((block) => block.includes('systemctl enable'))!;

  it('releases through deploy/release.sh, which runs the launch check, before the service starts', () => {
    const lines = steps.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim()).filter((line) => line && !line.startsWith('#'));
    const release = lines.indexOf('deploy/release.sh');
    expect(release).toBeGreaterThan(-1);
    expect(lines.findIndex((line) => line.includes('systemctl enable'))).toBeGreaterThan(release);
    // No other way to build or install in the steps: the release is the only one.
    expect(lines.filter((line) => /npm (install|ci|run build)|npm run --silent build/.test(line))).toEqual([]);
    // The inbox's settings are in place before the release reads them.
    expect(lines.findIndex((line) => line.startsWith('sudoedit /etc/small-claims/inbox.env'))).toBeLessThan(release);
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

  it('runs the launch check, with the inbox’s settings, before the build, and builds no release while it fails', () => {
    const ci = 'ci --no-audit --no-fund';
    const check = 'run --silent launch-check -- --inbox-env /etc/small-claims/inbox.env';
    expect(release(1)).toEqual({ status: 1, asked: [ci, check] });
    // Built with the packages the build needs, exactly as locked; those only the build and tests need go after.
    expect(release(0)).toEqual({ status: 0, asked: [ci, check, 'run build', 'prune --omit=dev --no-audit --no-fund'] });
  });
});
