import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInboxServer } from './inbox-server';
import { readInboxSettings } from './inbox-settings';
import { trustedProxies, TrustProxyError } from './trusted-proxy';

describe('readInboxSettings', () => {
  it('has defaults for a busy evening', () => {
    expect(readInboxSettings({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      leadsDir: 'leads',
      rateLimit: 10,
      signupRateLimit: 20,
      trustProxy: false,
      maxUploads: 32,
      maxUploadsPerClient: 1,
      minUploadBytesPerSecond: 2048,
      uploadRateWindowMs: 20_000,
      inactivityTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      maxConnections: 500,
      maxConnectionsPerClient: 20,
    });
  });

  it('reads each setting', () => {
    const settings = readInboxSettings({
      LEADS_MAX_UPLOADS: '8',
      MIN_UPLOAD_KIB_PER_SECOND: '4',
      UPLOAD_RATE_WINDOW_SECONDS: '30',
      MAX_CONNECTIONS_PER_CLIENT: '6',
      TRUST_PROXY: '1',
    });
    expect(settings).toMatchObject({ maxUploads: 8, minUploadBytesPerSecond: 4096, uploadRateWindowMs: 30_000, maxConnectionsPerClient: 6, trustProxy: '1' });
  });

  it('refuses to start with TRUST_PROXY=true, and says what to set instead', () => {
    expect(() => readInboxSettings({ TRUST_PROXY: 'true' })).toThrow(TrustProxyError);
    expect(() => readInboxSettings({ TRUST_PROXY: 'true' })).toThrow(/pose as any address.*127\.0\.0\.1.*\(1\)/s);
  });

  it.each([['LEADS_MAX_UPLOADS', '0'], ['MAX_CONNECTIONS_PER_CLIENT', 'many'], ['LEADS_RATE_LIMIT', '2.5'], ['TRUST_PROXY', 'my-proxy']])(
    'refuses %s=%s',
    (name, value) => {
      expect(() => readInboxSettings({ [name]: value })).toThrow(new RegExp(name));
    },
  );

  it('is what the server refuses too', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'inbox-settings-'));
    try {
      await expect(createInboxServer({ root: dir, leadsDir: path.join(dir, 'leads'), trustProxy: true as never, watchConfig: false })).rejects.toThrow(TrustProxyError);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('trustedProxies', () => {
  it('treats every connection as the proxy’s under a hop count', () => {
    const proxies = trustedProxies('1');
    expect(proxies.hops).toBe(1);
    expect(proxies.isProxy('203.0.113.1')).toBe(true);
    // Issue 39: a function, not the number, which Fastify 5 takes as "trust no hop". Hop 0 is the socket's peer.
    const trust = proxies.fastify as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('203.0.113.1', hop))).toEqual([true, false, false]);
  });

  it('knows the proxies by address and CIDR, IPv4 written as IPv6 included', () => {
    const proxies = trustedProxies('127.0.0.1, 10.0.0.0/8, ::1');
    expect(proxies.fastify).toBe('127.0.0.1,10.0.0.0/8,::1');
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.20.30.40', '::1'].map(proxies.isProxy)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', '2001:db8::1'].map(proxies.isProxy)).toEqual([false, false, false]);
  });

  it('is off by default', () => {
    expect(trustedProxies(undefined)).toMatchObject({ fastify: false });
    expect(trustedProxies(false).isProxy('127.0.0.1')).toBe(false);
  });

  it.each(['10.0.0.0/33', '10.0.0.0/8/1', 'loopback', '1.2.3'])('refuses "%s"', (value) => {
    expect(() => trustedProxies(value)).toThrow(TrustProxyError);
  });
});
