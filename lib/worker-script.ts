/**
 * Issue 56: the address of a Web Worker's script, named by its path from the module that starts it:
 * `new Worker(workerScript(<the worker module's path, from ./ or ../>), { type: 'module' })`. The island build
 * (islands/build/bundle.ts) bundles that module as a worker of its own and writes the bundle's address here in the path's place
 * (`/_shell/<folder>-<name>-<hash>.js`). A plain call, not `new URL(…, import.meta.url)`: Next's bundler (which renders
 * the islands' pages) would copy the worker's source into the export, and the build's render for Node has no
 * `import.meta`. Unbundled (`npm run dev`), there is no worker script to start.
 */
export const workerScript = (path: string): URL => new URL(path, self.location.href);
