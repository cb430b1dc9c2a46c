import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInputFiles, buildInputsHash, needsBuild, readStamp, stampFile, writeStamp } from '@/build/release/build-stamp';
import { exportProblems, releasesOf } from '@/build/release/releases';

/** A project with one file in each source folder and the config files, and `out` linked to a complete release. */
function project() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  for (const file of ['app/page.tsx', 'components/home/hero.tsx', 'content/site.ts', 'hooks/use-trial.ts', 'lib/routes.ts', 'public/favicon.svg', 'content/blog/first.md']) write(file, `// ${file}\n`);
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json', 'next.config.mjs', 'postcss.config.mjs']) write(file, '{}\n');
  write('README.md', '# not read by the build\n');
  write('e2e/a.spec.ts', '// not read by the build\n');
  const target = path.join(root, 'out');
  const release = (name: string) => {
    const dir = path.join(releasesOf(target), name);
    mkdirSync(dir, { recursive: true });
    for (const file of ['index.html', '404.html']) writeFileSync(path.join(dir, file), '<!doctype html><p>page</p>');
    writeFileSync(path.join(dir, 'serve.json'), '{}');
    const fresh = `${target}.new`;
    symlinkSync(path.relative(root, dir), fresh);
    renameSync(fresh, target);
    return name;
  };
  return { root, target, write, release, cleanUp: () => rmSync(root, { recursive: true, force: true }) };
}

describe('the build stamp npm start reads (issue 26)', () => {
  let p: ReturnType<typeof project>;
  const env = { NEXT_PUBLIC_SITE_URL: 'https://www.example.co.uk', HOME: '/root' };
  const decide = () => needsBuild(p.target, buildInputsHash(p.root, env), exportProblems);
  const built = () => writeStamp(p.target, { release: p.release('2026-11-22T15-30-00-000Z'), inputs: buildInputsHash(p.root, env) });
  beforeEach(() => {
    p = project();
  });
  afterEach(() => p.cleanUp());

  it('hashes the source folders and the config files, not the tests or the docs beside them', () => {
    expect(buildInputFiles(p.root)).toEqual([
      'app/page.tsx',
      'components/home/hero.tsx',
      'content/blog/first.md',
      'content/site.ts',
      'hooks/use-trial.ts',
      'lib/routes.ts',
      'next.config.mjs',
      'package-lock.json',
      'package.json',
      'postcss.config.mjs',
      'public/favicon.svg',
      'tsconfig.json',
    ]);
    p.write('README.md', '# changed');
    p.write('e2e/a.spec.ts', '// changed');
    built();
    expect(decide()).toEqual({ build: false, release: '2026-11-22T15-30-00-000Z' });
  });

  it('skips the build when out serves the release built from the same inputs', () => {
    built();
    expect(readStamp(p.target)).toEqual({ release: '2026-11-22T15-30-00-000Z', inputs: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(stampFile(p.target)).toBe(path.join(p.root, '.releases', 'out.stamp.json'));
    expect(decide()).toEqual({ build: false, release: '2026-11-22T15-30-00-000Z' });
  });

  it.each([
    ['a page', 'app/page.tsx'],
    ['a component', 'components/home/hero.tsx'],
    ['content', 'content/blog/first.md'],
    ['a hook', 'hooks/use-trial.ts'],
    ['lib', 'lib/routes.ts'],
    ['a public file', 'public/favicon.svg'],
    ['the lock file', 'package-lock.json'],
    ['package.json', 'package.json'],
    ['the Next.js config', 'next.config.mjs'],
    ['tsconfig.json', 'tsconfig.json'],
  ])('builds when %s changes', (_what, file) => {
    built();
    p.write(file, '// changed\n');
    expect(decide()).toEqual({ build: true, reason: 'the sources, settings or environment changed since the last build' });
  });

  it('builds when a source file is added, removed or renamed, or a .env file appears', () => {
    for (const change of [
      () => p.write('content/blog/second.md', 'new'),
      () => unlinkSync(path.join(p.root, 'content/site.ts')),
      () => p.write('.env', 'NEXT_PUBLIC_CONSULTATION_ENDPOINT=https://forms.example.com\n'),
      () => p.write('.env.production.local', 'NEXT_PUBLIC_GA_ID=G-1\n'),
    ]) {
      built();
      change();
      expect(decide().build).toBe(true);
      p.cleanUp();
      p = project();
    }
  });

  it('builds when the environment the build reads changes (NEXT_PUBLIC_*, NODE_ENV), not for anything else', () => {
    built();
    const hashWith = (extra: Record<string, string>) => needsBuild(p.target, buildInputsHash(p.root, { ...env, ...extra }), exportProblems).build;
    expect(hashWith({ NEXT_PUBLIC_GA_ID: 'G-TEST000000' })).toBe(true);
    expect(hashWith({ NEXT_PUBLIC_SITE_URL: 'https://example.org' })).toBe(true);
    expect(hashWith({ NODE_ENV: 'development' })).toBe(true);
    expect(hashWith({ PORT: '4000', LEADS_DIR: '/srv/leads', NEXT_DIST_DIR: 'out' })).toBe(false);
  });

  it('builds when nothing is recorded, when out serves another release (a rollback) or holds no build', () => {
    expect(decide()).toEqual({ build: true, reason: 'no build of these sources is recorded' });
    built();
    p.release('2026-11-21T09-00-00-000Z');
    expect(decide()).toMatchObject({ build: true, reason: expect.stringContaining('another build') });
    rmSync(p.target);
    expect(decide()).toMatchObject({ build: true, reason: expect.stringContaining('holds no build') });
  });

  it('builds when the release it would serve is incomplete', () => {
    built();
    rmSync(path.join(p.target, 'index.html'));
    expect(decide()).toEqual({ build: true, reason: `${p.target} is incomplete` });
  });

  it('reads a broken stamp as none', () => {
    built();
    writeFileSync(stampFile(p.target), '{"release":');
    expect(readStamp(p.target)).toBeNull();
    expect(decide().build).toBe(true);
  });
});
