import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildInputsHash, writeStamp } from '@/build/release/build-stamp';
import { KEPT_RELEASES, landRelease, releasesOf } from '@/build/release/releases';

/**
 * `npm run build` (after the bank holiday check): `next build` and build/after-build.ts write a new export into
 * `.releases/<name>/<id>.partial-<pid>/` while the current one goes on being served; once it is complete, `out`
 * (or `NEXT_DIST_DIR`) is switched to it in one atomic rename, and releases beyond the last two are removed
 * (build/release/releases.ts). The stamp of the inputs it was built from is then recorded, for `npm start`
 * (build/release/build-stamp.ts): hashed before the build starts, so a file changed during the build makes it stale.
 *
 * `--after-build-only` (issue 38): reuses the last `next build`'s export, kept as Next wrote it in
 * `.next/framework-export/`, and runs only build/after-build.ts over a copy with this run's settings. The settings that
 * differ between copies of the site (the analytics id, the islands' renderer) reach only what that step writes, so the
 * tests' analytics copy costs seconds, not a second framework build.
 */
const target = process.env.NEXT_DIST_DIR || 'out';
const afterBuildOnly = process.argv.includes('--after-build-only');
const FRAMEWORK_EXPORT = path.resolve('.next/framework-export');

const run = (command: string, args: string[], exportDir: string) =>
  execFileSync(path.resolve('node_modules/.bin', command), args, { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: exportDir } });

async function main() {
  const inputs = buildInputsHash(process.cwd());
  const release = await landRelease({
    target,
    build: (exportDir) => {
      if (afterBuildOnly) {
        if (!existsSync(FRAMEWORK_EXPORT)) throw new Error('No framework export in .next/framework-export: run `npm run build` first.');
        cpSync(FRAMEWORK_EXPORT, exportDir, { recursive: true });
      } else {
        run('next', ['build'], exportDir);
        rmSync(FRAMEWORK_EXPORT, { recursive: true, force: true });
        cpSync(exportDir, FRAMEWORK_EXPORT, { recursive: true });
      }
      run('tsx', ['build/after-build.ts'], exportDir);
    },
  });
  writeStamp(target, { release: path.basename(release), inputs });
  console.info(`\n${target} now serves ${path.relative(process.cwd(), release)} (the last ${KEPT_RELEASES} releases are kept in ${path.relative(process.cwd(), releasesOf(target))}/)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
