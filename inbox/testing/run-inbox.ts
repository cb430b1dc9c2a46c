import type { AddressInfo } from 'node:net';
import { createInboxServer } from '../inbox-server';

/** The inbox in a process of its own (for measuring its memory): settings from the environment, port on stdout. */
async function main() {
  const env = process.env;
  const inbox = await createInboxServer({
    root: env.INBOX_ROOT!,
    leadsDir: env.LEADS_DIR!,
    rateLimit: 1000,
    maxUploads: Number(env.LEADS_MAX_UPLOADS ?? 32),
    // The test names each upload's client in X-Forwarded-For: one upload per client at a time.
    trustProxy: '127.0.0.1',
    watchConfig: false,
  });
  await inbox.listen({ port: 0, host: '127.0.0.1' });
  console.info(`PORT=${(inbox.server.address() as AddressInfo).port}`);
}

void main();
