import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { SHELL_DIR } from '@/lib/host-config/shell-script';

/** The two shells: a page without an island loads the first, a page with one the second (which adds the islands' loader). */
const ENTRIES = { content: path.join(__dirname, 'index.ts'), islands: path.join(__dirname, 'island-page.ts') } as const;
export type ShellScripts = Record<keyof typeof ENTRIES, string>;

/**
 * `NEXT_PUBLIC_*` settings are inlined at build time, as Next inlines them into its own bundles; one that is not set
 * reads as undefined (so the content's defaults apply).
 */
export function publicEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const defines: Record<string, string> = { 'process.env': '{}', 'process.env.NODE_ENV': '"production"' };
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('NEXT_PUBLIC_') && value !== undefined) defines[`process.env.${name}`] = JSON.stringify(value);
  }
  return defines;
}

const LOADER = path.resolve(__dirname, '../analytics-loader.ts');

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
  const staticImports = output.imports.filter((i) => i.kind === 'import-statement' && !i.path.startsWith('/'));
  if (staticImports.length > 0) throw new Error(`The shell entry imports other files: ${staticImports.map((i) => i.path).join(', ')}`);
  return `/${path.relative(exportDir, path.resolve(file)).split(path.sep).join('/')}`;
}

/**
 * Bundles the shell into `<exportDir>/_shell/` as one small ES module for every page (lib/shell/index.ts, and
 * lib/shell/island-page.ts for a page with an island: each self-contained, so a page loads one), and the analytics
 * loader (with the web-vitals library) as a file of its own, fetched only after consent. They are separate bundles,
 * so a shell never waits on a shared chunk. Returns each shell's path on the site.
 */
export async function buildShell(exportDir: string, env: NodeJS.ProcessEnv = process.env): Promise<ShellScripts> {
  rmSync(path.join(exportDir, SHELL_DIR), { recursive: true, force: true });
  const loader = await build({ ...common(exportDir, env), entryPoints: [LOADER], entryNames: 'analytics-[hash]' });
  const loaderSrc = entryOutput(exportDir, loader.metafile);
  const shell = await build({
    ...common(exportDir, env),
    entryPoints: Object.values(ENTRIES),
    entryNames: 'shell-[hash]',
    plugins: [
      {
        name: 'analytics-loader-apart',
        setup(bundler) {
          bundler.onResolve({ filter: /^@\/lib\/analytics-loader$/ }, () => ({ path: loaderSrc, external: true }));
        },
      },
    ],
  });
  return { content: entryOutput(exportDir, shell.metafile, ENTRIES.content), islands: entryOutput(exportDir, shell.metafile, ENTRIES.islands) };
}
