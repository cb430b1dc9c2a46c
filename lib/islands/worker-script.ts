/**
 * Issue 56: the address of a Web Worker's script, named by its path from the module that starts it:
 * `new Worker(workerScript('./worker.ts'), { type: 'module' })`. The island build (build.ts) bundles that file as a
 * worker of its own and writes the bundle's address here in its place (`/_shell/<folder>-<name>-<hash>.js`). Written as a
 * plain call, not `new URL(…, import.meta.url)`, so Next's bundler (which renders the islands' pages) neither copies
 * the source file into the export nor needs `import.meta` where the build renders islands for Node. Unbundled
 * (`npm run dev`), there is no worker script to start.
 */
export const workerScript = (path: string): URL => new URL(path, self.location.href);
