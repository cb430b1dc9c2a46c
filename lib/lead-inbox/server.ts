import path from 'node:path';
import { createInboxServer } from './inbox-server';
import { createLeadServices } from './lead-services';

/**
 * The local lead inbox (`npm start`, `npm run serve`): serves the exported site with the rules of its
 * `serve.json` and receives consultation requests at /api/consultation into `leads/` (lib/lead-inbox/
 * inbox-server.ts). Settings (README, "Run it locally"): the export folder as the first argument (default
 * `out`), PORT (3000), HOST (127.0.0.1), LEADS_DIR (`leads`), LEADS_RATE_LIMIT (10 per client in 10 minutes),
 * TRUST_PROXY (off), LEADS_MAX_UPLOADS (4), INACTIVITY_TIMEOUT_SECONDS (30), HEADERS_TIMEOUT_SECONDS (10),
 * MAX_CONNECTIONS (500); and for the owner's email, the webhook and retention (lib/lead-inbox/lead-services.ts)
 * SMTP_URL, LEADS_NOTIFY_TO, LEADS_NOTIFY_FROM, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET, LEADS_RETENTION_DAYS.
 */
const env = process.env;
const number = (name: string, fallback: number) => {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number, not "${value}"`);
  return parsed;
};
const trustProxy = (value = ''): boolean | string => (value === '' || value === 'false' ? false : value === 'true' ? true : value);

async function main() {
  const root = path.resolve(process.argv[2] ?? 'out');
  const leadsDir = path.resolve(env.LEADS_DIR ?? 'leads');
  const port = number('PORT', 3000);
  const host = env.HOST ?? '127.0.0.1';
  // A bad notification or retention setting stops the start: better than an inbox that quietly tells nobody.
  const services = createLeadServices({ leadsDir, env, log: (message) => console.info(message) });
  const inbox = await createInboxServer({
    root,
    leadsDir,
    rateLimit: number('LEADS_RATE_LIMIT', 10),
    trustProxy: trustProxy(env.TRUST_PROXY),
    maxUploads: number('LEADS_MAX_UPLOADS', 4),
    inactivityTimeoutMs: number('INACTIVITY_TIMEOUT_SECONDS', 30) * 1000,
    headersTimeoutMs: number('HEADERS_TIMEOUT_SECONDS', 10) * 1000,
    maxConnections: number('MAX_CONNECTIONS', 500),
    // Called once a new lead is safely stored; returns at once and never throws.
    onLeadStored: (folder) => services.leadStored(folder),
  });
  await inbox.listen({ port, host });
  await services.start();
  console.info(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}`);
  console.info(`Consultation requests go to ${path.relative(process.cwd(), leadsDir) || '.'}/ (npm run leads lists them)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Said on stderr, so a stop from outside is never mistaken for a crash.
      console.warn(`Stopping on ${signal}.`);
      void Promise.all([inbox.close(), services.stop()]).then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
