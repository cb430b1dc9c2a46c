import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { SHELL_DIR } from '@/lib/host-config/shell-script';
import { PAGE_PARTS, type PagePart } from './parts';

/** Two shells: a page without an island loads the first, a page with one the second (which adds the islands' loader). */
const ENTRIES = { content: path.join(__dirname, 'index.ts'), islands: path.join(__dirname, 'island-page.ts') } as const;

/**
 * `NEXT_PUBLIC_*` settings are inlined at build time, as Next inlines them into its own bundles; one that is not set
 * reads as undefined (so the content's defaults apply).
 */
export function publicEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  // The islands' guard (issue 52, hooks/use-form-state.ts) is always defined, so a build without it drops its code.
  const defines: Record<string, string> = { 'process.env': '{}', 'process.env.NODE_ENV': '"production"', 'process.env.NEXT_PUBLIC_ISLAND_GUARD': '""' };
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('NEXT_PUBLIC_') && value !== undefined) defines[`process.env.${name}`] = JSON.stringify(value);
  }
  return defines;
}

const LOADER = path.resolve(__dirname, '../analytics-loader.ts');
const BANNER = path.join(__dirname, 'consent-banner.ts');

export const common = (exportDir: string, env: NodeJS.ProcessEnv): BuildOptions & { metafile: true } => ({
    outdir: path.join(exportDir, SHELL_DIR),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: publicEnv(env),
    tsconfig: path.resolve('tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
});

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
      bundler.onResolve({ filter: new RegExp(`^\\./${part.module}$`) }, () => ({ path: part.module, namespace: 'left-out' }));
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
 * Bundles the shell into `<exportDir>/_shell/`: one small ES module per page (lib/shell/index.ts, or
 * lib/shell/island-page.ts for a page with an island), self-contained, so a page loads one file, built for each set of
 * page parts the pages need (lib/shell/parts.ts). Two files of their own are fetched only when needed: the consent
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
    apart('consent-banner-apart', /^\.\/consent-banner$/, entryOutput(exportDir, banner.metafile)),
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
