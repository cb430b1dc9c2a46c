import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveStatic from 'serve-handler';
import { CONSULTATION_PATH } from '@/content/consultation';
import { createConsultationHandler } from './consultation-handler';
import { createRateLimiter } from './rate-limit';
import { acceptsBrotli, precompressedMethods } from './precompressed';

/**
 * The local lead inbox (`npm start`): serves the exported site with the rules of its `serve.json` (clean URLs,
 * the 404 page, redirects, headers) through serve-handler, the library `serve` is built on: the build's Brotli
 * copies to browsers that accept Brotli, otherwise compressed as `serve` compresses (gzip, with the same
 * middleware); and receives
 * consultation requests at /api/consultation into `leads/`. Settings: the export folder as the first
 * argument (default `out`), PORT (3000), HOST (127.0.0.1), LEADS_DIR (`leads`), LEADS_RATE_LIMIT (requests
 * per client in 10 minutes, default 10).
 */
const root = path.resolve(process.argv[2] ?? 'out');
const config = JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8')) as Record<string, unknown>;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const leadsDir = path.resolve(process.env.LEADS_DIR ?? 'leads');

const handleConsultation = createConsultationHandler({
  leadsDir,
  limiter: createRateLimiter({ limit: Number(process.env.LEADS_RATE_LIMIT ?? 10), windowMs: 10 * 60 * 1000 }),
  log: (message) => console.log(`[${new Date().toISOString()}] ${message}`),
});

const compress = compression();

const server = http.createServer((req, res) => {
  const fail = (error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Something went wrong.');
  };
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (pathname === CONSULTATION_PATH) {
    handleConsultation(req, res).catch(fail);
    return;
  }
  // The middleware is typed for Express, but only uses what Node's own request and response have.
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
    const methods = acceptsBrotli(req.headers['accept-encoding']) ? precompressedMethods(res) : {};
    serveStatic(req, res, { ...config, public: root }, methods).catch(fail);
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}`);
  console.log(`Consultation requests go to ${path.relative(process.cwd(), leadsDir) || '.'}/ (npm run leads lists them)`);
});
