import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releasesOf } from '@/build/release/releases';

/**
 * The stamp a build leaves beside its releases (issue 26): which release `out` was built as, and a hash of
 * everything the build reads. `npm start` builds only when the release `out` serves is not the stamp's or the
 * inputs have changed since (build/release/start-build.ts).
 */

/** Folders whose every file the build may read. */
export const SOURCE_FOLDERS = ['app', 'build', 'components', 'content', 'hooks', 'islands', 'lib', 'public', 'shell'] as const;
/** Files beside them that steer the build: package.json and its lock, tsconfig.json, `*.config.*`, and `.env*`. */
const isRootInput = (name: string) =>
  name === 'package.json' || name === 'package-lock.json' || name === 'tsconfig.json' || /\.config\.[cm]?[jt]s$/.test(name) || /^\.env(\..+)?$/.test(name);
/**
 * The environment the build reads: Next.js's public variables (inlined into the pages), its own, and NODE_ENV
 * (NEXT_DIST_DIR names the target, whose stamp is its own).
 */
const isEnvInput = (name: string) => (name.startsWith('NEXT_') && name !== 'NEXT_DIST_DIR') || name === 'NODE_ENV';

type Env = Readonly<Record<string, string | undefined>>;

/** Every input file, relative to `root`, sorted (links are not followed; folders that do not exist are skipped). */
export function buildInputFiles(root: string): string[] {
  const files = readdirSync(root, { withFileTypes: true }).filter((e) => e.isFile() && isRootInput(e.name)).map((e) => e.name);
  for (const folder of SOURCE_FOLDERS) {
    if (!existsSync(path.join(root, folder))) continue;
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  return files.map((f) => f.split(path.sep).join('/')).sort();
}

/** A hash of the build's inputs: each file's path and content, and the environment's NEXT_* variables and NODE_ENV. */
export function buildInputsHash(root: string, env: Env = process.env): string {
  const hash = createHash('sha256');
  for (const file of buildInputFiles(root)) {
    hash.update(`file ${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env).filter(isEnvInput).sort()) {
    if (env[name] !== undefined) hash.update(`env ${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

export type BuildStamp = { release: string; inputs: string };

/** Where the stamp of `target`'s builds is kept: `.releases/out.stamp.json`, outside the folder that is served. */
export const stampFile = (target: string) => `${releasesOf(target)}.stamp.json`;

export function readStamp(target: string): BuildStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(stampFile(target), 'utf8')) as Partial<BuildStamp>;
    return typeof stamp.release === 'string' && typeof stamp.inputs === 'string' ? { release: stamp.release, inputs: stamp.inputs } : null;
  } catch {
    return null;
  }
}

/** Written whole or not at all (a rename over the old stamp). */
export function writeStamp(target: string, stamp: BuildStamp): void {
  const file = stampFile(target);
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, `${JSON.stringify(stamp, null, 2)}\n`);
  renameSync(temporary, file);
}

export type BuildDecision = { build: false; release: string } | { build: true; reason: string };

/**
 * Whether `target` must be built before it is served: no (with the release it serves) when it links to the
 * release the stamp names, that release is complete and the inputs hash as they did for it; else why.
 */
export function needsBuild(target: string, inputs: string, releaseProblems: (dir: string) => string[]): BuildDecision {
  const stamp = readStamp(target);
  if (!stamp) return { build: true, reason: 'no build of these sources is recorded' };
  // `out` is a link to its release (build/release/releases.ts); a plain folder predates the stamps.
  if (!lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink() || !existsSync(target)) return { build: true, reason: `${target} holds no build` };
  const served = path.basename(readlinkSync(target));
  if (served !== stamp.release) return { build: true, reason: `${target} serves another build than the last one recorded` };
  if (releaseProblems(target).length > 0) return { build: true, reason: `${target} is incomplete` };
  if (stamp.inputs !== inputs) return { build: true, reason: 'the sources, settings or environment changed since the last build' };
  return { build: false, release: served };
}
