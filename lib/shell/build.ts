import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { SHELL_DIR } from '@/lib/host-config/shell-script';

const ENTRY = path.join(__dirname, 'index.ts');

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

/** The site path of the one file a build wrote from its entry point. */
function entryOutput(exportDir: string, { outputs }: Metafile) {
  const found = Object.entries(outputs).find(([, output]) => output.entryPoint !== undefined);
  if (!found) throw new Error('The shell build wrote no entry file');
  const [file, output] = found;
  // One request per page: anything the entry imported statically would be a second script, fetched only after it.
  const staticImports = output.imports.filter((i) => i.kind === 'import-statement' && !i.path.startsWith('/'));
  if (staticImports.length > 0) throw new Error(`The shell entry imports other files: ${staticImports.map((i) => i.path).join(', ')}`);
  return `/${path.relative(exportDir, path.resolve(file)).split(path.sep).join('/')}`;
}

/**
 * Bundles the shell (lib/shell/index.ts) into `<exportDir>/_shell/` as one small ES module for every page, and the
 * analytics loader (with the web-vitals library) as a file of its own, fetched only after consent. They are two
 * separate bundles, so the shell never waits on a shared chunk. Returns the shell's path on the site.
 */
export async function buildShell(exportDir: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  rmSync(path.join(exportDir, SHELL_DIR), { recursive: true, force: true });
  const loader = await build({ ...common(exportDir, env), entryPoints: [LOADER], entryNames: 'analytics-[hash]' });
  const loaderSrc = entryOutput(exportDir, loader.metafile);
  const shell = await build({
    ...common(exportDir, env),
    entryPoints: [ENTRY],
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
  return entryOutput(exportDir, shell.metafile);
}
