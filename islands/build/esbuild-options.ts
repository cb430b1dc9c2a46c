import path from 'node:path';
import type { BuildOptions } from 'esbuild';

/*
 * The options every browser bundle of the site is built with (the islands here, the shell in build/shell-bundle.ts):
 * ES modules for the browsers the site supports, minified, into the export's script folder.
 */

/** Where the shell's and the islands' files go in the export (hashed names, cached for a year like Next's own static files). */
export const SHELL_DIR = '_shell';

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
