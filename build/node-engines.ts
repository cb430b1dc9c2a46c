import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * The Node.js check at the start of `npm test`: the project's own `engines.node` (what README says), and every
 * installed package's, so that a test tool which needs a newer Node than the one running (and which npm installs
 * with no more than a warning) is named at once instead of failing somewhere in the middle of the run.
 */
export type InstalledPackage = { name: string; version: string; dir: string; node?: string };

export type EngineMismatch = InstalledPackage & { node: string };

/** The packages whose declared Node range the running version does not satisfy (an invalid range counts as unmet). */
export function engineMismatches(packages: readonly InstalledPackage[], nodeVersion: string): EngineMismatch[] {
  return packages.filter((p): p is EngineMismatch => p.node !== undefined && !semver.satisfies(nodeVersion, p.node, { includePrerelease: true }));
}

function readPackage(dir: string): InstalledPackage | null {
  try {
    const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string; engines?: { node?: unknown } };
    if (!json.name) return null;
    const node = typeof json.engines?.node === 'string' ? json.engines.node : undefined;
    return { name: json.name, version: json.version ?? '', dir, node };
  } catch {
    return null;
  }
}

/** Every package under a node_modules folder, scoped and nested ones included. */
export function installedPackages(nodeModules: string): InstalledPackage[] {
  if (!existsSync(nodeModules)) return [];
  const found: InstalledPackage[] = [];
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dirs = entry.name.startsWith('@')
      ? readdirSync(path.join(nodeModules, entry.name), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(nodeModules, entry.name, e.name))
      : [path.join(nodeModules, entry.name)];
    for (const dir of dirs) {
      const pkg = readPackage(dir);
      if (pkg) found.push(pkg);
      found.push(...installedPackages(path.join(dir, 'node_modules')));
    }
  }
  return found;
}

/** What to print, or null when this Node runs the project and everything installed. */
export function nodeVersionProblem(nodeVersion: string, projectRange: string, installed: readonly InstalledPackage[]): string | null {
  if (!semver.satisfies(nodeVersion, projectRange)) {
    return `This project needs Node.js ${projectRange} (package.json "engines"); this is ${nodeVersion}. Install a supported Node.js and run npm install again.`;
  }
  const unmet = engineMismatches(installed, nodeVersion);
  if (unmet.length === 0) return null;
  return [
    `Node.js ${nodeVersion} is below what these installed packages declare:`,
    ...unmet.map((p) => `  ${p.name}@${p.version} needs Node ${p.node} (${p.dir})`),
    'Pin a release of each that supports this Node (see README, "Run every test"), or run a newer Node.',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
  const problem = nodeVersionProblem(process.version, engines.node, installedPackages('node_modules'));
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
  } else {
    console.info(`Node.js ${process.version}: meets package.json (${engines.node}) and every installed package's engines.`);
  }
}
