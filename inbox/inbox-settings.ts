import type { InboxOptions } from './inbox-server';
import { isIP } from 'node:net';
import { trustedProxies, TrustProxyError } from './trusted-proxy';

type Env = Readonly<Record<string, string | undefined>>;

/** The server's settings from the environment (README, "Run it locally"); the notification settings are lead-settings.ts's. */
export type InboxSettings = Required<
  Pick<
    InboxOptions,
    | 'rateLimit'
    | 'signupRateLimit'
    | 'trustProxy'
    | 'maxUploads'
    | 'maxUploadsPerClient'
    | 'inactivityTimeoutMs'
    | 'headersTimeoutMs'
    | 'maxConnections'
    | 'maxConnectionsPerClient'
    | 'minUploadBytesPerSecond'
    | 'uploadRateWindowMs'
  >
> & { port: number; host: string; leadsDir: string };

export class InboxSettingsError extends Error {}

/** Whether only this machine can connect to the address: localhost, 127.0.0.0/8 or ::1. */
export function isLoopback(host: string): boolean {
  const plain = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (plain === 'localhost' || plain === '::1') return true;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  return v4 !== undefined && isIP(v4) === 4 && v4.startsWith('127.');
}

/** Where leads are stored: LEADS_DIR, else `leads` (relative to the working directory). The server and `npm run leads` both read it here. */
export const DEFAULT_LEADS_DIR = 'leads';
export const leadsDirSetting = (env: Env) => env.LEADS_DIR?.trim() || DEFAULT_LEADS_DIR;

/**
 * PORT (3000), HOST (127.0.0.1), LEADS_DIR (`leads`), LEADS_RATE_LIMIT (10 consultation requests per client in 10
 * minutes), LEADS_SIGNUP_RATE_LIMIT (20 trial sign-ups and premium requests per client in 10 minutes), TRUST_PROXY
 * (off; the proxies' addresses/CIDRs, or a hop count
 * with a loopback HOST only; never `true`), LEADS_MAX_UPLOADS (32),
 * LEADS_MAX_UPLOADS_PER_CLIENT (1), MIN_UPLOAD_KIB_PER_SECOND (2) over UPLOAD_RATE_WINDOW_SECONDS (20),
 * INACTIVITY_TIMEOUT_SECONDS (30), HEADERS_TIMEOUT_SECONDS (10), MAX_CONNECTIONS (500), MAX_CONNECTIONS_PER_CLIENT
 * (20). A value that cannot be right throws, so the inbox does not start with it.
 */
export function readInboxSettings(env: Env): InboxSettings {
  const number = (name: string, fallback: number, { min = 0, whole = true } = {}) => {
    const value = env[name]?.trim();
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < min || (whole && !Number.isInteger(parsed))) {
      throw new InboxSettingsError(`${name} must be a ${whole ? 'whole ' : ''}number, ${min} or more (it is "${value}").`);
    }
    return parsed;
  };
  const trustProxy = env.TRUST_PROXY?.trim() ?? '';
  const host = env.HOST?.trim() || '127.0.0.1';
  // Read now, so that TRUST_PROXY=true stops the start with its reason.
  const { hops } = trustedProxies(trustProxy);
  // A hop count believes the X-Forwarded-For of whoever connects, so only a proxy may be able to connect: on an
  // address other machines reach, a client going round the proxy could pose as any address (issue 39).
  if (hops !== undefined && !isLoopback(host)) {
    throw new TrustProxyError(
      `TRUST_PROXY=${trustProxy} (a hop count) believes whoever connects, and HOST=${host} lets clients connect without the proxy. ` +
        'Set TRUST_PROXY to the proxy\'s address or CIDR instead (several comma-separated), or HOST to 127.0.0.1 with the proxy on this machine.',
    );
  }
  return {
    port: number('PORT', 3000),
    host,
    leadsDir: leadsDirSetting(env),
    rateLimit: number('LEADS_RATE_LIMIT', 10, { min: 1 }),
    signupRateLimit: number('LEADS_SIGNUP_RATE_LIMIT', 20, { min: 1 }),
    trustProxy: trustProxy === '' || trustProxy === 'false' ? false : trustProxy,
    maxUploads: number('LEADS_MAX_UPLOADS', 32, { min: 1 }),
    maxUploadsPerClient: number('LEADS_MAX_UPLOADS_PER_CLIENT', 1, { min: 1 }),
    minUploadBytesPerSecond: number('MIN_UPLOAD_KIB_PER_SECOND', 2, { whole: false }) * 1024,
    uploadRateWindowMs: number('UPLOAD_RATE_WINDOW_SECONDS', 20, { min: 1, whole: false }) * 1000,
    inactivityTimeoutMs: number('INACTIVITY_TIMEOUT_SECONDS', 30, { whole: false }) * 1000,
    headersTimeoutMs: number('HEADERS_TIMEOUT_SECONDS', 10, { whole: false }) * 1000,
    maxConnections: number('MAX_CONNECTIONS', 500, { min: 1 }),
    maxConnectionsPerClient: number('MAX_CONNECTIONS_PER_CLIENT', 20, { min: 1 }),
  };
}
