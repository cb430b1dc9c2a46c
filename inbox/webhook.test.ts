import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { StoredLead } from './lead-store';
import { webhookChannel } from './webhook';

/**
 * Issue 39, point 5: the webhook's abort after abortAfterMs never fired on Node 20.20 once garbage collection had
 * run: the signal combining the inbox's own with AbortSignal.timeout lost its timeout, so a CRM that never answers
 * held a delivery slot for undici's own 300 s. Garbage collection is forced here, as a busy inbox would have it.
 */
v8.setFlagsFromString('--expose-gc');
const gc = (globalThis as { gc?: () => void }).gc ?? (vm.runInNewContext('gc') as () => void);

const lead: StoredLead = {
  id: 'webhook-test-00000001',
  kind: 'consultation',
  receivedAt: '2026-11-22T09:05:07.123Z',
  request: { name: 'Jane Smith' },
  documents: [],
};

describe('the webhook against a CRM that never answers', () => {
  let server: http.Server;
  const open = new Set<http.ServerResponse>();
  beforeAll(async () => {
    // Reads the request and never answers.
    server = http.createServer((req, res) => {
      open.add(res);
      res.on('close', () => open.delete(res));
      req.resume();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up at abortAfterMs and closes the connection, garbage collection or not', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
    const abortAfterMs = 300;
    const channel = webhookChannel({ url, secret: 'a-long-shared-secret-for-the-crm' }, { now: () => new Date(), timeouts: { answerTimeoutMs: 100, abortAfterMs } });
    const started = Date.now();
    const delivery = channel.deliver(lead, '/leads/x', new AbortController().signal, 1).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    // Collected while the request waits, as soon as it is on its way.
    for (let i = 0; i < 20 && open.size === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    for (let i = 0; i < 5; i++) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Generous: ten times the limit, where the bug held it for undici's 300 s.
    const outcome = await Promise.race([delivery, new Promise((resolve) => setTimeout(() => resolve('still pending'), 10 * abortAfterMs))]);
    expect(outcome).toBe('no answer within 0.3 s: the connection was closed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(abortAfterMs - 20);
    for (let i = 0; i < 100 && open.size > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(open.size).toBe(0);
  });

  it('is cut off at once when the inbox aborts it (shutting down)', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
    const channel = webhookChannel({ url, secret: 'a-long-shared-secret-for-the-crm' }, { now: () => new Date(), timeouts: { answerTimeoutMs: 100, abortAfterMs: 60_000 } });
    const stop = new AbortController();
    const delivery = channel.deliver(lead, '/leads/x', stop.signal, 1);
    for (let i = 0; i < 20 && open.size === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    stop.abort();
    await expect(delivery).rejects.toThrow(/aborted/);
  });
});
