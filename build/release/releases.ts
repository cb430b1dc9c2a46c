import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * A build lands as a release (issue 25): a complete export in `.releases/<name>/<id>/`, and the folder everyone
 * reads (`out`) is a symbolic link to the current one. `npm run build` writes the new export beside the served one
 * and switches the link with one rename(2) of a fresh link over the old, which POSIX makes atomic: a request finds
 * the old export or the new one, never a half-written mix, and nothing is ever deleted under the server's feet.
 * The previous release is kept, so pages already loaded still get their hashed scripts (the lead inbox looks
 * there for a file the current release lacks), and so a bad build can be rolled back in the same single step.
 */
const RELEASES_FOLDER = '.releases';
/** The current release and the one before it. */
export const KEPT_RELEASES = 2;

/** A release's name is the time its build started (UTC), so names sort by age. */
const RELEASE_NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;
const PARTIAL = /^(.+)\.partial-(\d+)$/;

export const releaseName = (time: Date) => time.toISOString().replace(/[:.]/g, '-');

/** Where the releases of `target` (the served folder's path, `out`) live: `.releases/out/` beside it. */
export const releasesOf = (target: string) => path.join(path.dirname(path.resolve(target)), RELEASES_FOLDER, path.basename(target));

/** Files of these kinds are never empty in a real export: an empty one is a file still being written. */
export const mustHaveContent = (file: string) => /\.(html|js|css|json|svg|xml|webmanifest)$/.test(file);

/** The names of the complete releases of `target`, newest first. */
function releaseNames(target: string): string[] {
  const folder = releasesOf(target);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => RELEASE_NAME.test(name))
    .sort()
    .reverse();
}

/** The name of the release `target` links to, when it is a link into its own releases folder. */
function currentRelease(target: string): string | undefined {
  const link = lstatSync(target, { throwIfNoEntry: false });
  const folder = releasesOf(target);
  if (!link?.isSymbolicLink() || !existsSync(target) || !existsSync(folder)) return undefined;
  const dir = realpathSync.native(target);
  return path.dirname(dir) === realpathSync.native(folder) ? path.basename(dir) : undefined;
}

/**
 * What `root` serves now: the folder its link points to (resolved afresh on every call, so a switch is seen by the
 * next request while a request in flight keeps the folder it started in), and the other kept releases, newest
 * first, when `root` is a link into its own releases folder. A plain folder is served as it is, with no others.
 */
export function servedRelease(root: string): { dir: string; others: () => string[] } {
  const dir = realpathSync.native(root);
  return {
    dir,
    others: () => {
      const current = currentRelease(root);
      if (current === undefined) return [];
      return releaseNames(root)
        .filter((name) => name !== current)
        .map((name) => path.join(path.dirname(dir), name));
    },
  };
}

/** Why an export must not be served: the reasons, none when it is complete. */
export function exportProblems(dir: string): string[] {
  const problems = ['index.html', '404.html', 'serve.json'].filter((file) => !existsSync(path.join(dir, file))).map((file) => `${file} is missing`);
  try {
    JSON.parse(readFileSync(path.join(dir, 'serve.json'), 'utf8'));
  } catch (error) {
    if (existsSync(path.join(dir, 'serve.json'))) problems.push(`serve.json does not parse (${(error as Error).message})`);
  }
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (mustHaveContent(file) && statSync(path.join(dir, file)).size === 0) problems.push(`${file} is empty`);
  }
  return problems;
}

/**
 * Points `target` at `release` in one atomic step: a new link made beside the releases, then renamed over
 * `target`. A plain `target` folder (an export from before releases) is first moved in among the releases, as
 * the previous one; that first switch alone is two renames, between which `target` does not exist. Returns the
 * name of the release served before, if any.
 */
export function switchRelease(target: string, release: string): string | undefined {
  const link = path.resolve(target);
  const folder = releasesOf(target);
  mkdirSync(folder, { recursive: true });
  const fresh = path.join(folder, `.switching-${process.pid}`);
  rmSync(fresh, { force: true });
  // Relative, so the project can move; a link's text is read from where the link is, hence from `target`'s folder.
  symlinkSync(path.relative(path.dirname(link), path.resolve(release)), fresh, 'dir');
  let previous = currentRelease(target);
  const existing = lstatSync(link, { throwIfNoEntry: false });
  if (existing?.isDirectory()) {
    previous = releaseName(existing.mtime);
    renameSync(link, path.join(folder, previous));
  }
  renameSync(fresh, link);
  return previous;
}

/** True while the process that is writing a partial release is still running. */
function stillBuilding(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the releases of `target` beyond the `keep` newest (always keeping the current one and, next, `previous`:
 * the one served before the last switch, which may be older than a release rolled back from), and what builds
 * that died left half-written. A release is removed only once the link no longer points to it.
 */
export function pruneReleases(target: string, keep = KEPT_RELEASES, previous?: string): string[] {
  const folder = releasesOf(target);
  if (!existsSync(folder)) return [];
  const names = releaseNames(target);
  const current = currentRelease(target);
  const preferred = [current, previous].filter((name): name is string => name !== undefined && names.includes(name));
  const kept = new Set([...new Set([...preferred, ...names])].slice(0, Math.max(keep, 1)));
  if (current !== undefined) kept.add(current);
  const abandoned = readdirSync(folder).filter((name) => PARTIAL.test(name) && !stillBuilding(Number(PARTIAL.exec(name)![2])));
  const removed = [...names.filter((name) => !kept.has(name)), ...abandoned].map((name) => path.join(folder, name));
  for (const dir of removed) rmSync(dir, { recursive: true, force: true });
  return removed;
}

export type BuildStep = (exportDir: string) => void | Promise<void>;

/**
 * Builds a new release of `target` with `build` (given the folder to write, relative to the working directory, as
 * Next.js wants its distDir), checks it is complete, switches to it and prunes the old ones. A failed build
 * leaves the served release as it was and removes its own partial folder. Returns the new release's folder.
 */
export async function landRelease({ target, build, keep = KEPT_RELEASES, now = new Date() }: { target: string; build: BuildStep; keep?: number; now?: Date }) {
  const folder = releasesOf(target);
  mkdirSync(folder, { recursive: true });
  const release = path.join(folder, releaseName(now));
  const partial = `${release}.partial-${process.pid}`;
  if (existsSync(release) || existsSync(partial)) throw new Error(`${path.relative(process.cwd(), release)} already exists`);
  try {
    await build(path.relative(process.cwd(), partial));
    const problems = existsSync(partial) ? exportProblems(partial) : ['the build wrote nothing'];
    if (problems.length > 0) throw new Error(`The new build is incomplete, so ${target} still serves the previous one:\n  ${problems.join('\n  ')}`);
    renameSync(partial, release);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  pruneReleases(target, keep, switchRelease(target, release));
  return release;
}

/** Points `target` back at the newest kept release older than the current one; returns its folder. */
export function rollBack(target: string): string {
  const current = currentRelease(target);
  if (current === undefined) throw new Error(`${target} is not a link into ${path.relative(process.cwd(), releasesOf(target))}/, so there is nothing to roll back to`);
  const older = releaseNames(target).find((name) => name < current);
  if (!older) throw new Error(`No release of ${target} older than ${current} is kept in ${path.relative(process.cwd(), releasesOf(target))}/`);
  const release = path.join(releasesOf(target), older);
  switchRelease(target, release);
  return release;
}
