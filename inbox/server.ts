import path from 'node:path';
import { createInboxServer } from './inbox-server';
import { inboxEnvironment } from './env-file';
import { readInboxSettings } from './inbox-settings';
import { createLeadServices } from './lead-services';
import { leadVersion } from './lead-store';
import { withoutLeadIds } from './lead-records';

/**
 * The local lead inbox (`npm start`, `npm run serve`): serves the exported site with the rules of its
 * `serve.json` and receives consultation requests at /api/consultation into `leads/` (inbox/
 * inbox-server.ts). Settings (README, "Run it locally"): the export folder as the first argument (default
 * `out`), the server's own (inbox/inbox-settings.ts), and for the owner's email, the webhook and
 * retention (inbox/lead-services.ts) SMTP_URL, LEADS_NOTIFY_TO, LEADS_NOTIFY_FROM, LEADS_WEBHOOK_URL,
 * LEADS_WEBHOOK_SECRET, LEADS_RETENTION_DAYS; each from the environment or else from `.env` (inbox/env-file.ts).
 */
async function main() {
  // `.env` under the environment, exactly as `npm run leads` reads it.
  const env = inboxEnvironment(process.cwd());
  const root = path.resolve(process.argv[2] ?? 'out');
  const { port, host, leadsDir: leadsSetting, ...settings } = readInboxSettings(env);
  const leadsDir = path.resolve(leadsSetting);
  // A bad notification or retention setting stops the start: better than an inbox that quietly tells nobody.
  // The services' log names leads by reference, never by id (issue 53), whatever an error says.
  const services = createLeadServices({ leadsDir, env, log: (message) => console.info(withoutLeadIds(message)) });
  const inbox = await createInboxServer({
    root,
    leadsDir,
    ...settings,
    // Called once a new lead, or an update of one, is safely stored; returns at once and never throws.
    onLeadStored: (folder, lead) => services.leadStored(folder, leadVersion(lead)),
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
