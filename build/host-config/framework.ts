import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * Issues 20 and 29: no page ships the Next.js/React runtime. After `next build` these helpers read what React would
 * have hydrated on a page (the client components named in its inline flight payload), refuse a page that renders
 * one of ours outside an island (it would be dead without React; islands hydrate with their own entry, see
 * islands/), and take the runtime out of the page's HTML: its chunk scripts and their preloads, the bootstrap
 * and the flight payload.
 */

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const FLIGHT_PUSH = /^\s*\(?self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)?\.push\(|^\s*self\.__next_f\.push\(/;
const FRAMEWORK_CHUNK = /\/_next\/static\/chunks\/[^"'\s>]+\.js/;

/** The flight payload of an exported page: the text of its `self.__next_f.push([1, "…"])` scripts, joined. */
export function flightPayload(html: string): string {
  let payload = '';
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || !FLIGHT_PUSH.test(body)) continue;
    const args = body.slice(body.indexOf('.push(') + '.push('.length, body.lastIndexOf(')'));
    const chunk = JSON.parse(args) as unknown;
    if (Array.isArray(chunk) && chunk[0] === 1 && typeof chunk[1] === 'string') payload += chunk[1];
  }
  return payload;
}

/** The module ids of the client components a flight payload asks React to load (its `I[id, chunks, name]` rows). */
export function clientReferenceIds(payload: string): string[] {
  const ids = new Set<string>();
  for (const [, id] of payload.matchAll(/(?:^|\n)[0-9a-f]+:I\[("?[^,\]]+"?),/g)) ids.add(id!.replace(/^"|"$/g, ''));
  return [...ids];
}

/**
 * Module id → source path (relative to the project), from the client reference manifests `next build` leaves in
 * `<distDir>/server/app`.
 */
export function clientModulePaths(serverAppDir: string): Map<string, string> {
  const paths = new Map<string, string>();
  const files = readdirSync(serverAppDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('_client-reference-manifest.js'));
  for (const file of files) {
    // Each manifest is a script that sets `globalThis.__RSC_MANIFEST[route]`: run it in a context of its own.
    const sandbox: Record<string, unknown> = {};
    sandbox.globalThis = sandbox;
    runInNewContext(readFileSync(path.join(serverAppDir, file), 'utf8'), sandbox);
    const manifests = (sandbox['__RSC_MANIFEST'] ?? {}) as Record<string, { clientModules?: Record<string, { id: string | number }> }>;
    for (const manifest of Object.values(manifests)) {
      for (const [modulePath, entry] of Object.entries(manifest.clientModules ?? {})) {
        paths.set(String(entry.id), modulePath.replace(/^\[project\]\//, '').replace(/ <.*>$/, ''));
      }
    }
  }
  return paths;
}

/**
 * Client components that do nothing without React and so may sit in a static page's (discarded) payload: Next's own
 * router and boundary components, and the error boundaries (`error.tsx`, `global-error.tsx`), which only show when
 * React fails while rendering, which a page without React never does.
 */
const INERT_WITHOUT_REACT = [/^node_modules\/next\/dist\/(esm\/)?(client\/components|lib\/framework|lib\/metadata)\//, /^app\/(global-)?error\.tsx$/];

/**
 * The client components a page renders that would be dead once its runtime is gone: every one but Next's inert
 * scaffolding (above). `next/link` counts: without the runtime it is a plain link, so a content page should render
 * a plain link. An id missing from the manifests counts too (better a failed build than a silent dead control).
 */
export function deadClientComponents(html: string, modulePaths: ReadonlyMap<string, string>): string[] {
  return clientReferenceIds(flightPayload(html))
    .map((id) => modulePaths.get(id) ?? `module ${id} (not in the client reference manifests)`)
    .filter((modulePath) => !INERT_WITHOUT_REACT.some((inert) => inert.test(modulePath)));
}

/**
 * The page without the framework: no script from `/_next/static/chunks/`, no preload of one, no inline script of
 * Next's (the Turbopack bootstrap and the flight payload). Everything else, the site's own inline scripts and data
 * blocks included, stays as it is. Throws if anything of the runtime is left, so a change in Next's output cannot
 * pass unnoticed.
 */
export function withoutFramework(html: string): string {
  const stripped = html
    .replace(SCRIPT_ELEMENT, (element, attributes: string, body: string) => {
      const src = /\bsrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
      if (src !== undefined) return FRAMEWORK_CHUNK.test(src) ? '' : element;
      return FLIGHT_PUSH.test(body) || /\bTURBOPACK\b/.test(body) ? '' : element;
    })
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/gi, (link) => (FRAMEWORK_CHUNK.test(link) && /\bas="script"|modulepreload/i.test(link) ? '' : link));
  const left = [FRAMEWORK_CHUNK, /self\.__next_f/, /\bTURBOPACK\b/].find((pattern) => pattern.test(stripped));
  if (left) throw new Error(`The framework was not fully removed from a page: ${left} is still there`);
  return stripped;
}

/**
 * Issue 38: Next's RSC payloads, which only its client router fetches (`page.txt` beside each `page.html`, and the
 * `__next.*.txt` segments of each route): no page carries the router, so they are dead weight, three quarters of the
 * export's bytes (45 of 62 MB), compressed twice by every build for nothing. Removes them (`robots.txt` and any other
 * text file without a page of the same name stay) and returns how many there were.
 */
export function removeRscPayloads(exportDir: string): number {
  const payloads = rscPayloadFiles(exportDir);
  for (const file of payloads) rmSync(path.join(exportDir, file));
  return payloads.length;
}

/** The RSC payload files in an export folder (relative paths): none once the build has removed them. */
export function rscPayloadFiles(exportDir: string): string[] {
  return readdirSync(exportDir, { recursive: true, encoding: 'utf8' }).filter((file) => {
    if (!file.endsWith('.txt') || file.split(path.sep)[0] === '_next') return false;
    return path.basename(file).startsWith('__next.') || existsSync(path.join(exportDir, `${file.slice(0, -'.txt'.length)}.html`));
  });
}
