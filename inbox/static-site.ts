import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import picomatch from 'picomatch';
import type { ServeConfig } from '@/build/host-config/policy';
import { isCompressible } from '@/build/host-config/precompress';
import { mustHaveContent, servedRelease } from '@/build/release/releases';

/** The rules of the export's `serve.json`, compiled once per build. */
type SiteRules = {
  cleanUrls: boolean;
  trailingSlash: boolean;
  redirects: Map<string, { destination: string; type: number }>;
  headers: { matches: (file: string) => boolean; headers: { key: string; value: string }[] }[];
  /** The stylesheet the built pages link, for the inbox's own pages. */
  stylesheet?: string;
};

/** A path segment longer than this cannot name a file on any common file system. */
const MAX_SEGMENT_BYTES = 255;

const slashed = (source: string) => path.posix.normalize(path.posix.join('/', source));

export function compileRules(root: string): SiteRules {
  const file = path.join(root, 'serve.json');
  const config = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Partial<ServeConfig>;
  const home = path.join(root, 'index.html');
  const stylesheet = existsSync(home) ? /<link rel="stylesheet" href="(\/[^"]+\.css)"/.exec(readFileSync(home, 'utf8'))?.[1] : undefined;
  return {
    cleanUrls: config.cleanUrls ?? true,
    trailingSlash: config.trailingSlash ?? false,
    redirects: new Map((config.redirects ?? []).map((r) => [slashed(r.source), { destination: r.destination, type: r.type ?? 301 }])),
    // Matched without the leading slash: picomatch's `/**/*` does not match a file at the top (`/about.html`).
    headers: (config.headers ?? []).map((rule) => ({ matches: picomatch(slashed(rule.source).slice(1)), headers: rule.headers })),
    stylesheet,
  };
}

/** Why a request path cannot name a file: a reason for a 400, or null. */
export function badPath(pathname: string): string | null {
  // oxlint-disable-next-line no-control-regex -- finding these characters is the point
  if (/[\u0000-\u001f\u007f]/.test(pathname)) return 'control character';
  if (pathname.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) return 'segment too long';
  return null;
}

/** Whether a Range header asks for bytes of a file of `size` in a form that can be served (`bytes=` ranges, one in it at least). */
export function satisfiableRange(header: string, size: number): boolean {
  const match = /^bytes=\s*(.+)$/i.exec(header.trim());
  if (!match) return false;
  const ranges = match[1]!.split(',').map((range) => /^\s*(\d*)-(\d*)\s*$/.exec(range));
  if (ranges.some((range) => !range || (range[1] === '' && range[2] === ''))) return false;
  return ranges.some((range) => {
    const [, start, end] = range!;
    if (start === '') return Number(end) > 0 && size > 0;
    return Number(start) < size && (end === '' || Number(end) >= Number(start));
  });
}

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** A release's rules, and what they were compiled from (serve.json's stamp, when edits in place are watched). */
type CachedRules = { stamp: string; rules: SiteRules };
/** The rules of this many releases are kept compiled: the current one, the previous one, and a spare. */
const CACHED_RELEASES = 3;

const configStamp = (dir: string) => {
  const stats = statSync(path.join(dir, 'serve.json'), { throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : 'none';
};

/**
 * Serves the static export as `serve` does from its `serve.json`: clean URLs (`/about` is about.html, `/about.html`
 * and `/about/` redirect to `/about`), the redirects, the headers by glob on the file served (a later rule
 * replaces an earlier one's header), 404.html with status 404; the build's Brotli and gzip copies through
 * @fastify/static's `preCompressed`, other compressible files of 1 KiB or more compressed by @fastify/compress.
 *
 * `root` may be a link to a release (build/release/releases.ts): it is resolved once per request, and everything
 * the request reads (rules, file checks, the file itself) comes from that one folder, so a build switched in
 * while a request is answered never mixes two builds in one answer. A file the current release lacks is looked
 * for in the previous one (not pages: a page a build removed is gone), so a page loaded before a switch still gets
 * its hashed scripts and styles. `watch` also notices serve.json rewritten in place in a plain folder.
 */
export async function staticSite(fastify: FastifyInstance, { root, watch = true }: { root: string; watch?: boolean }) {
  const compiled = new Map<string, CachedRules>();
  const rulesOf = (dir: string): SiteRules => {
    const stamp = watch ? configStamp(dir) : '';
    const known = compiled.get(dir);
    if (known && known.stamp === stamp) return known.rules;
    let rules: SiteRules;
    try {
      rules = compileRules(dir);
    } catch (error) {
      if (!known) throw error;
      fastify.log.error({ err: error }, 'serve.json could not be read; the previous rules stay');
      return known.rules;
    }
    if (known) fastify.log.info('Reloaded serve.json');
    compiled.delete(dir);
    compiled.set(dir, { stamp, rules });
    for (const old of compiled.keys()) if (compiled.size > CACHED_RELEASES) compiled.delete(old);
    return rules;
  };
  /** The folder this request is answered from, and its rules; undefined while `root` does not exist. */
  const release = () => {
    try {
      const served = servedRelease(root);
      return { ...served, rules: rulesOf(served.dir) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  type Release = NonNullable<ReturnType<typeof release>>;

  await fastify.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, index: false, dotfiles: 'ignore' });

  // A Content-Type from serve.json (the Atom feed's) wins over the one @fastify/static guesses from the extension.
  const contentTypes = new WeakMap<FastifyRequest, string>();
  fastify.addHook('onSend', async (request, reply, payload) => {
    const type = contentTypes.get(request);
    if (type) reply.header('content-type', type);
    return payload;
  });

  /** No export to serve yet (the first build has not landed): said plainly, and not cached. */
  const unavailable = (reply: FastifyReply) =>
    reply.code(503).header('Retry-After', '1').header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('The site is being updated. Please try again in a moment.');

  const sendSiteFile = (request: FastifyRequest, reply: FastifyReply, dir: string, rules: SiteRules, relative: string, status = 200) => {
    const stat = statSync(path.join(dir, relative), { throwIfNoEntry: false });
    // Removed since it was found (a new build landing): as if it had never been there, as the error handler answers
    // a file removed before it is opened. Not a 503 "being updated" (a missing file read as an empty one).
    if (!stat) return relative === '404.html' ? reply.code(404).type('text/plain; charset=utf-8').send('Not found.') : reply.callNotFound();
    const { size } = stat;
    // An empty page, script or stylesheet is a file still being written into a folder served in place: never send
    // it as a 200 (a year-long immutable copy of nothing in every cache), ask for a retry instead.
    if (size === 0 && mustHaveContent(relative)) return unavailable(reply);
    for (const rule of rules.headers) {
      if (!rule.matches(relative)) continue;
      for (const h of rule.headers) {
        reply.header(h.key, h.value);
        if (h.key.toLowerCase() === 'content-type') contentTypes.set(request, h.value);
      }
    }
    // Lower case, as @fastify/compress writes it, so that it does not add a second one.
    if (isCompressible(relative, 1024)) reply.header('Vary', 'accept-encoding');
    // Below 1 KiB compression costs more than it saves (as the build decides for its stored copies).
    if (size < 1024) request.headers['x-no-compression'] = '1';
    // A Range that cannot be served (malformed, or past the end) is ignored, as RFC 9110 allows: the whole file with
    // 200, never a 416 (issue 39).
    if (request.headers.range !== undefined && !satisfiableRange(request.headers.range, size)) delete request.raw.headers.range;
    return reply.code(status).sendFile(relative, dir);
  };

  const notFoundIn = (request: FastifyRequest, reply: FastifyReply, site: Release) => {
    if (isFile(path.join(site.dir, '404.html'))) return sendSiteFile(request, reply, site.dir, site.rules, '404.html', 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
  };
  // These handlers answer through `reply` and return nothing: a returned reply is a thenable Fastify waits on, with one
  // more pair of listeners on the response each time (a 404 for a file removed mid-answer went through five, past
  // Node's warning at ten).
  fastify.setNotFoundHandler((request, reply) => {
    const site = release();
    if (site) notFoundIn(request, reply, site);
    else unavailable(reply);
  });

  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath = '/', query] = request.url.split(/\?(.*)/s, 2);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad request.');
    }
    if (badPath(pathname)) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request.');
    const search = query ? `?${query}` : '';
    pathname = path.posix.normalize(`/${pathname}`);
    const site = release();
    if (!site) return unavailable(reply);
    const { dir, rules } = site;
    // A dotfile or dot-folder is not part of the site: 404 as for a missing file, before any redirect could say it
    // exists (issue 39: `/.secret.html` redirected to `/.secret`).
    if (pathname.split('/').some((segment) => segment.startsWith('.'))) return notFoundIn(request, reply, site);

    const bare = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const redirect = rules.redirects.get(bare);
    if (redirect) return reply.redirect(redirect.destination, redirect.type);
    if (!rules.trailingSlash && pathname !== bare) return reply.redirect(`${encodeURI(bare)}${search}`, 301);

    if (isFile(path.join(dir, pathname))) {
      if (rules.cleanUrls && pathname.endsWith('.html')) {
        const clean = pathname.replace(/(\/index)?\.html$/, '') || '/';
        return reply.redirect(`${encodeURI(clean)}${search}`, 301);
      }
      return sendSiteFile(request, reply, dir, rules, pathname.slice(1));
    }
    if (rules.cleanUrls && /\/index$/.test(pathname)) return reply.redirect(`${encodeURI(pathname.replace(/\/index$/, '')) || '/'}${search}`, 301);
    if (rules.cleanUrls) {
      for (const candidate of pathname === '/' ? ['index.html'] : [`${pathname.slice(1)}.html`, `${pathname.slice(1)}/index.html`]) {
        if (isFile(path.join(dir, candidate))) return sendSiteFile(request, reply, dir, rules, candidate);
      }
    }
    // A script, stylesheet or image of the previous build, asked for by a page loaded before the switch.
    if (!pathname.endsWith('.html')) {
      const previous = site.others().find((other) => isFile(path.join(other, pathname)));
      if (previous) return sendSiteFile(request, reply, previous, rulesOf(previous), pathname.slice(1));
    }
    return notFoundIn(request, reply, site);
  };
  const answer = (request: FastifyRequest, reply: FastifyReply) => void handler(request, reply);
  fastify.route({ method: ['GET', 'HEAD'], url: '/*', handler: answer });
  fastify.route({ method: ['GET', 'HEAD'], url: '/', handler: answer });

  return { stylesheet: () => release()?.rules.stylesheet };
}
