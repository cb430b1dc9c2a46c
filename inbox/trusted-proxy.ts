import { BlockList, isIP } from 'node:net';

/**
 * Which proxies the inbox believes about the client's address (X-Forwarded-For): none (false), a hop count, or
 * the proxies' addresses and CIDRs, comma-separated. Never "every hop" (`true`): then the client's own
 * X-Forwarded-For is believed, and anyone can pose as any address and pass every per-address limit.
 */
export type TrustProxy = false | number | string;

export class TrustProxyError extends Error {}

export type TrustedProxies = {
  /**
   * What Fastify's `trustProxy` takes. A hop count is passed as a function: Fastify 5 trusts no hop at all when
   * given a number (issue 39: behind TRUST_PROXY=1 every visitor was the proxy, and shared one rate limit).
   */
  fastify: false | string | ((address: string, hop: number) => boolean);
  /** The hop count, when the setting is one (the listening address must then be one only the proxy reaches). */
  hops?: number;
  /** Whether a connection from this address comes from a trusted proxy (which carries many clients). */
  isProxy: (address: string) => boolean;
};

const ALL_HOPS =
  'TRUST_PROXY=true would believe any X-Forwarded-For a client sends, so anyone could pose as any address and pass the rate limit. ' +
  'Set it to the proxy\'s address (127.0.0.1 for a proxy on this machine; several, or CIDRs, comma-separated) or to the number of proxies in front of the inbox (1).';

const unmapped = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

/** Reads the setting; throws `TrustProxyError` for `true` and for anything that is not a hop count, an address or a CIDR. */
export function trustedProxies(setting: TrustProxy | boolean | undefined): TrustedProxies {
  if (setting === true || setting === 'true') throw new TrustProxyError(ALL_HOPS);
  if (setting === undefined || setting === false || setting === '' || setting === 'false' || setting === 0 || setting === '0') {
    return { fastify: false, isProxy: () => false };
  }
  if (typeof setting === 'number' || /^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (!Number.isSafeInteger(hops) || hops < 0) throw new TrustProxyError(`TRUST_PROXY must be a hop count, or addresses or CIDRs (it is "${setting}").`);
    // proxy-addr's hop numbering: hop 0 is the socket's peer (the nearest proxy), hop i the i-th X-Forwarded-For
    // entry from the right. Trusting hops 0..n-1 makes the client the n-th entry from the right: the address the
    // farthest of the n proxies saw, whatever the client itself put to the left of it.
    // Every connection comes through the nearest proxy.
    return { fastify: (_address, hop) => hop < hops, hops, isProxy: () => true };
  }
  const list = new BlockList();
  const entries = setting.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = type === 'ipv6' ? 128 : 32;
    if (!type || rest.length > 0 || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits && /^\d+$/.test(prefix!)))) {
      throw new TrustProxyError(`TRUST_PROXY: "${entry}" is not an address or a CIDR. ${ALL_HOPS.slice(ALL_HOPS.indexOf('Set it'))}`);
    }
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  if (entries.length === 0) throw new TrustProxyError(`TRUST_PROXY must be a hop count, or addresses or CIDRs (it is "${setting}").`);
  return {
    fastify: entries.join(','),
    isProxy: (address) => {
      const plain = unmapped(address);
      const type = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
      return isIP(plain) !== 0 && list.check(plain, type);
    },
  };
}
