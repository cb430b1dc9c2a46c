import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportProblems, landRelease, releasesOf, rollBack, servedRelease, switchRelease } from '@/build/release/releases';

/** A complete export (as far as the release check is concerned) that says which build it is. */
function writeExport(dir: string, build: string) {
  mkdirSync(path.join(dir, '_shell'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><p>${build}</p>`);
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><p>Not found</p>');
  writeFileSync(path.join(dir, 'serve.json'), '{ "cleanUrls": true }');
  writeFileSync(path.join(dir, '_shell', `shell-${build}.js`), `console.info(${JSON.stringify(build)});`);
}

let project: string;
let out: string;
beforeEach(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  out = path.join(project, 'out');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const at = (hour: number) => new Date(Date.UTC(2025, 0, 1, hour));
const land = (build: string, hour: number) => landRelease({ target: out, build: (dir) => writeExport(path.resolve(dir), build), now: at(hour) });
const served = () => readFileSync(path.join(out, 'index.html'), 'utf8');
const kept = () => readdirSync(releasesOf(out)).filter((name) => !name.startsWith('.')).sort();

describe('landing a build as a release', () => {
  it('makes out a relative link to the new release, keeps the previous one, and removes older ones', async () => {
    await land('first', 1);
    await land('second', 2);
    await land('third', 3);
    expect(lstatSync(out).isSymbolicLink()).toBe(true);
    expect(readlinkSync(out)).toBe(path.join('.releases', 'out', '2025-01-01T03-00-00-000Z'));
    expect(served()).toContain('third');
    expect(kept()).toEqual(['2025-01-01T02-00-00-000Z', '2025-01-01T03-00-00-000Z']);
    expect(servedRelease(out).others()).toEqual([path.join(path.dirname(servedRelease(out).dir), '2025-01-01T02-00-00-000Z')]);
  });

  it('takes over an out/ folder from before releases as the previous release', async () => {
    writeExport(out, 'plain');
    expect(servedRelease(out).others()).toEqual([]);
    await land('release', 1);
    expect(served()).toContain('release');
    expect(kept()).toHaveLength(2);
    expect(servedRelease(out).others().map((dir) => readFileSync(path.join(dir, 'index.html'), 'utf8'))).toEqual([expect.stringContaining('plain')]);
  });

  it('leaves the served release alone when the build fails, and removes what it wrote', async () => {
    await land('good', 1);
    await expect(
      landRelease({
        target: out,
        build: (dir) => {
          writeExport(path.resolve(dir), 'broken');
          throw new Error('next build failed');
        },
        now: at(2),
      }),
    ).rejects.toThrow('next build failed');
    expect(served()).toContain('good');
    expect(kept()).toEqual(['2025-01-01T01-00-00-000Z']);
    expect(readdirSync(releasesOf(out)).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('refuses an export with an empty script or no serve.json, and goes on serving the previous one', async () => {
    await land('good', 1);
    await expect(
      landRelease({
        target: out,
        build: (dir) => {
          writeExport(path.resolve(dir), 'half');
          writeFileSync(path.join(dir, '_shell', 'shell-half.js'), '');
          rmSync(path.join(dir, 'serve.json'));
        },
        now: at(2),
      }),
    ).rejects.toThrow(/incomplete[\s\S]*serve\.json is missing[\s\S]*_shell\/shell-half\.js is empty/);
    expect(served()).toContain('good');
  });

  it('removes a release a build that died left half-written, never one a running build is writing', async () => {
    await land('first', 1);
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    mkdirSync(path.join(releasesOf(out), `2025-01-01T01-30-00-000Z.partial-${dead}`));
    mkdirSync(path.join(releasesOf(out), `2025-01-01T01-40-00-000Z.partial-${process.pid}`));
    await land('second', 2);
    expect(readdirSync(releasesOf(out)).filter((name) => name.includes('partial'))).toEqual([`2025-01-01T01-40-00-000Z.partial-${process.pid}`]);
  });
});

describe('rolling back', () => {
  it('serves the release before again in one switch; the next build keeps it and drops the bad one', async () => {
    await land('good', 1);
    await land('bad', 2);
    expect(path.basename(rollBack(out))).toBe('2025-01-01T01-00-00-000Z');
    expect(served()).toContain('good');
    expect(() => rollBack(out)).toThrow(/No release of .* older than 2025-01-01T01-00-00-000Z/);
    await land('fixed', 3);
    expect(served()).toContain('fixed');
    expect(kept()).toEqual(['2025-01-01T01-00-00-000Z', '2025-01-01T03-00-00-000Z']);
  });
});

describe('the switch', () => {
  it('replaces the link in one rename, leaving no temporary link behind', async () => {
    await land('first', 1);
    const second = path.join(releasesOf(out), 'second');
    writeExport(second, 'second');
    expect(switchRelease(out, second)).toBe('2025-01-01T01-00-00-000Z');
    expect(served()).toContain('second');
    expect(readdirSync(releasesOf(out)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('checks an export for what must be there and must not be empty', () => {
    const dir = path.join(project, 'export');
    writeExport(dir, 'one');
    expect(exportProblems(dir)).toEqual([]);
    writeFileSync(path.join(dir, 'serve.json'), '{');
    writeFileSync(path.join(dir, 'index.html'), '');
    expect(exportProblems(dir)).toEqual([expect.stringMatching(/^serve\.json does not parse/), 'index.html is empty']);
  });
});
