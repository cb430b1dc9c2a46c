import { readInboxSettings } from './inbox-settings';
import { consultationForm, startInbox, testRequestId, leadsDirEntries } from './testing/inbox-fixture';
import { openUpload } from './testing/raw-upload';
import { TrustProxyError } from './trusted-proxy';

/**
 * Issue 39, point 1: behind TRUST_PROXY=1 (the hop count README offers) Fastify 5 believed no X-Forwarded-For, so
 * every visitor was the proxy: the eleventh visitor of the site got 429, and a visitor posting while another
 * uploaded got 503. Each request here comes from 127.0.0.1 (the proxy), naming its client in X-Forwarded-For.
 */
let counter = 0;
const newId = () => testRequestId('trusted-proxy', ++counter);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(url: string, forwardedFor: string) {
  const response = await fetch(`${url}/api/consultation`, {
    method: 'POST',
    body: consultationForm(newId()),
    headers: { Accept: 'application/json', 'X-Forwarded-For': forwardedFor },
  });
  await response.arrayBuffer();
  return response.status;
}

describe('TRUST_PROXY as a hop count', () => {
  it('tells clients apart by the X-Forwarded-For entry the proxy added, for the rate limit and the upload cap', async () => {
    // As the environment gives it: the string "1".
    const { trustProxy } = readInboxSettings({ TRUST_PROXY: '1' });
    const running = await startInbox({ rateLimit: 2, trustProxy, maxUploadsPerClient: 1 });
    try {
      expect(await post(running.url, '203.0.113.1')).toBe(201);
      expect(await post(running.url, '203.0.113.1')).toBe(201);
      expect(await post(running.url, '203.0.113.1')).toBe(429);
      // What a client writes itself is to the left of what the proxy adds: it cannot pose as someone else.
      expect(await post(running.url, '198.51.100.99, 203.0.113.1')).toBe(429);
      // Every other visitor behind the same proxy still gets through.
      expect(await post(running.url, '198.51.100.7')).toBe(201);
      expect(await post(running.url, '198.51.100.8')).toBe(201);

      // One visitor's upload in progress holds that visitor's slot only.
      const upload = openUpload(running.port, { requestId: newId(), headers: { 'X-Forwarded-For': '192.0.2.10' } });
      for (let i = 0; i < 500 && !(await leadsDirEntries(running.leadsDir)).some((n) => n.startsWith('.incoming-')); i++) await settle(20);
      expect(await post(running.url, '192.0.2.11')).toBe(201);
      expect(await post(running.url, '192.0.2.10')).toBe(503);
      upload.finish();
      expect(await upload.answer).toMatchObject({ status: 201 });
    } finally {
      await running.close();
    }
  });

  it('counts hops from the right: with 2, the client is the second entry from the right', async () => {
    const running = await startInbox({ rateLimit: 1, trustProxy: 2 });
    try {
      expect(await post(running.url, 'spoofed, 203.0.113.1, 10.0.0.1')).toBe(201);
      expect(await post(running.url, '203.0.113.1, 10.0.0.2')).toBe(429);
      expect(await post(running.url, '203.0.113.2, 10.0.0.1')).toBe(201);
    } finally {
      await running.close();
    }
  });

  it('is refused on an address other machines reach, where a client could go round the proxy', () => {
    expect(() => readInboxSettings({ TRUST_PROXY: '1', HOST: '0.0.0.0' })).toThrow(TrustProxyError);
    expect(() => readInboxSettings({ TRUST_PROXY: '1', HOST: '0.0.0.0' })).toThrow(/proxy's address/);
    expect(readInboxSettings({ TRUST_PROXY: '1', HOST: '::1' }).trustProxy).toBe('1');
    expect(readInboxSettings({ TRUST_PROXY: '10.0.0.1', HOST: '0.0.0.0' }).trustProxy).toBe('10.0.0.1');
  });
});
