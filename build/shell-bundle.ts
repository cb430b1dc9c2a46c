import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { common } from '@/islands/build/esbuild-options';
import { SHELL_DIR } from '@/build/host-config/shell-script';
import { PAGE_PARTS, type PagePart } from '@/shell/parts';

/** Two shells (shell/): a page without an island loads the first, a page with one the second (which adds the islands' loader). */
const SHELL_DIR_SOURCE = path.resolve(__dirname, '../shell');
const ENTRIES = { content: path.join(SHELL_DIR_SOURCE, 'index.ts'), islands: path.join(SHELL_DIR_SOURCE, 'island-page.ts') } as const;

const LOADER = path.resolve(__dirname, '../lib/analytics-loader.ts');
const BANNER = path.join(SHELL_DIR_SOURCE, 'consent-banner.ts');


/** The site path of the file a build wrote from `entry` (its only entry point when none is named). */
function entryOutput(exportDir: string, { outputs }: Metafile, entry?: string) {
  const found = Object.entries(outputs).find(([, output]) => output.entryPoint !== undefined && (entry === undefined || path.resolve(output.entryPoint) === entry));
  if (!found) throw new Error(`The shell build wrote no entry file${entry ? ` for ${entry}` : ''}`);
  const [file, output] = found;
  // One request per page: anything the entry imported statically would be a second script, fetched only after it.
  const staticImports = output.imports.filter((i) => i.kind === 'import-statement');
  if (staticImports.length > 0) throw new Error(`The shell entry imports other files: ${staticImports.map((i) => i.path).join(', ')}`);
  return `/${path.relative(exportDir, path.resolve(file)).split(path.sep).join('/')}`;
}

/**
 * How the shell's own modules import each other: `@/shell/…` (since the shell has a folder of its own), or `./…`. The
 * plugins below match both: matching `./…` alone, every shell carried every page part and the consent banner's code.
 */
const SHELL_IMPORT = String.raw`(?:\./|@/shell/)`;

/** A module the shell imports on demand, bundled as a file of its own: the import is left to fetch that file. */
const apart = (name: string, filter: RegExp, src: string): Plugin => ({
  name,
  setup(bundler) {
    bundler.onResolve({ filter }, () => ({ path: src, external: true }));
  },
});

/** The page parts a shell leaves out, each replaced by a step that does nothing. */
const leaveOut = (parts: ReadonlySet<PagePart>): Plugin => ({
  name: 'page-parts',
  setup(bundler) {
    for (const part of PAGE_PARTS) {
      if (parts.has(part.module)) continue;
      bundler.onResolve({ filter: new RegExp(`^${SHELL_IMPORT}${part.module}$`) }, () => ({ path: part.module, namespace: 'left-out' }));
    }
    bundler.onLoad({ filter: /.*/, namespace: 'left-out' }, (args) => ({
      contents: `export function ${PAGE_PARTS.find((p) => p.module === args.path)!.install}() {}`,
      loader: 'ts',
    }));
  },
});

/** The shell a page loads: with or without the islands' loader, and with the page parts its HTML needs. */
export type ShellFor = (kind: keyof typeof ENTRIES, parts: readonly PagePart[]) => Promise<string>;

/**
 * Bundles the shell into `<exportDir>/_shell/`: one small ES module per page (shell/index.ts, or
 * shell/island-page.ts for a page with an island), self-contained, so a page loads one file, built for each set of
 * page parts the pages need (shell/parts.ts). Two files of their own are fetched only when needed: the consent
 * banner's code (a visit with no stored choice, or the cookie settings opened) and the analytics loader with the
 * web-vitals library (after consent). They are separate bundles, so a shell never waits on a shared chunk. Returns the
 * function that gives (building it the first time) the shell for a page.
 */
export async function buildShell(exportDir: string, env: NodeJS.ProcessEnv = process.env): Promise<ShellFor> {
  rmSync(path.join(exportDir, SHELL_DIR), { recursive: true, force: true });
  const loader = await build({ ...common(exportDir, env), entryPoints: [LOADER], entryNames: 'analytics-[hash]' });
  const banner = await build({ ...common(exportDir, env), entryPoints: [BANNER], entryNames: 'shell-banner-[hash]' });
  const onDemand = [
    apart('analytics-loader-apart', /^@\/lib\/analytics-loader$/, entryOutput(exportDir, loader.metafile)),
    apart('consent-banner-apart', new RegExp(`^${SHELL_IMPORT}consent-banner$`), entryOutput(exportDir, banner.metafile)),
  ];
  const built = new Map<string, Promise<string>>();
  return (kind, parts) => {
    const key = `${kind}:${[...parts].sort().join(',')}`;
    let shell = built.get(key);
    if (!shell) {
      const entry = ENTRIES[kind];
      shell = build({ ...common(exportDir, env), entryPoints: [entry], entryNames: 'shell-[hash]', plugins: [...onDemand, leaveOut(new Set(parts))] }).then((result) =>
        entryOutput(exportDir, result.metafile, entry),
      );
      built.set(key, shell);
    }
    return shell;
  };
}
