import { existsSync, readFileSync, statSync, unwatchFile, watchFile } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import picomatch from 'picomatch';
import type { ServeConfig } from '@/lib/host-config/policy';
import { isCompressible } from '@/lib/host-config/precompress';

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

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * Serves the static export as `serve` does from its `serve.json`: clean URLs (`/about` is about.html, `/about.html`
 * and `/about/` redirect to `/about`), the redirects, the headers by glob on the file served (a later rule
 * replaces an earlier one's header), 404.html with status 404; the build's Brotli copies through @fastify/static's
 * `preCompressed`, other compressible files compressed by @fastify/compress when 1 KiB or more. The rules are
 * read again whenever a new build writes serve.json.
 */
export async function staticSite(fastify: FastifyInstance, { root, watch = true }: { root: string; watch?: boolean }) {
  let rules = compileRules(root);
  if (watch) {
    const configFile = path.join(root, 'serve.json');
    // Polling survives the export folder being replaced by a new build, which a directory watch does not.
    watchFile(configFile, { interval: 1000 }, () => {
      try {
        rules = compileRules(root);
        fastify.log.info('Reloaded serve.json');
      } catch (error) {
        fastify.log.error({ err: error }, 'serve.json could not be read; the previous rules stay');
      }
    });
    fastify.addHook('onClose', async () => unwatchFile(configFile));
  }

  await fastify.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, index: false, dotfiles: 'ignore' });

  // A Content-Type from serve.json (the Atom feed's) wins over the one @fastify/static guesses from the extension.
  const contentTypes = new WeakMap<FastifyRequest, string>();
  fastify.addHook('onSend', async (request, reply, payload) => {
    const type = contentTypes.get(request);
    if (type) reply.header('content-type', type);
    return payload;
  });

  const sendSiteFile = (request: FastifyRequest, reply: FastifyReply, relative: string, status = 200) => {
    for (const rule of rules.headers) {
      if (!rule.matches(relative)) continue;
      for (const h of rule.headers) {
        reply.header(h.key, h.value);
        if (h.key.toLowerCase() === 'content-type') contentTypes.set(request, h.value);
      }
    }
    const size = statSync(path.join(root, relative), { throwIfNoEntry: false })?.size ?? 0;
    // Lower case, as @fastify/compress writes it, so that it does not add a second one.
    if (isCompressible(relative, 1024)) reply.header('Vary', 'accept-encoding');
    // Below 1 KiB compression costs more than it saves (as the build decides for its Brotli copies).
    if (size < 1024) request.headers['x-no-compression'] = '1';
    return reply.code(status).sendFile(relative);
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (isFile(path.join(root, '404.html'))) return sendSiteFile(request, reply, '404.html', 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
  };
  fastify.setNotFoundHandler(notFound);

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

    const bare = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const redirect = rules.redirects.get(bare);
    if (redirect) return reply.redirect(redirect.destination, redirect.type);
    if (!rules.trailingSlash && pathname !== bare) return reply.redirect(`${encodeURI(bare)}${search}`, 301);

    if (isFile(path.join(root, pathname))) {
      if (rules.cleanUrls && pathname.endsWith('.html')) {
        const clean = pathname.replace(/(\/index)?\.html$/, '') || '/';
        return reply.redirect(`${encodeURI(clean)}${search}`, 301);
      }
      return sendSiteFile(request, reply, pathname.slice(1));
    }
    if (rules.cleanUrls && /\/index$/.test(pathname)) return reply.redirect(`${encodeURI(pathname.replace(/\/index$/, '')) || '/'}${search}`, 301);
    if (rules.cleanUrls) {
      for (const candidate of pathname === '/' ? ['index.html'] : [`${pathname.slice(1)}.html`, `${pathname.slice(1)}/index.html`]) {
        if (isFile(path.join(root, candidate))) return sendSiteFile(request, reply, candidate);
      }
    }
    return notFound(request, reply);
  };
  fastify.route({ method: ['GET', 'HEAD'], url: '/*', handler });
  fastify.route({ method: ['GET', 'HEAD'], url: '/', handler });

  return { stylesheet: () => rules.stylesheet };
}
