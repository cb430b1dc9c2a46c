import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type Window = { count: number; start: number };

/**
 * IPv6 networks (/64s, each a client) of one /48 that the store counts apart at most; the rest of that /48 share one
 * window, as one client (issue 53: a /48 holds 65,536 /64s, so one machine rotating through them had a limit of its
 * own for each, 655,360 requests in a window, and could fill the table).
 */
export const MAX_CLIENTS_PER_NETWORK = 256;

/** The /48 a client's /64 key (`2001:db8:1:2::/64`, as clientKey writes it) belongs to, or null for any other key. */
export function networkOf(key: string): string | null {
  const match = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(key);
  return match ? `${match[1]}:${match[2]}:${match[3]}::/48` : null;
}
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts each client's requests in a fixed window from its first request,
 * in bounded memory without forgetting a limited client early (the plugin's own store is an LRU: a limited
 * client was forgotten once 5,000 others had come since). It holds at most `maxClients`; when full it drops
 * the windows that have ended, then the client under its limit whose window is oldest (forgetting it gives it
 * back at most the limit); a client over its limit is kept while any client under it can be let go. When every
 * client held is limited, the one limited longest ago is let go (it may send its limit again): a new client is
 * always counted. Issue 39: refusing new clients then (503 until a window ended) let one machine with an IPv6 /48
 * (65,536 /64s, each a client) fill the table in under five minutes and shut every new visitor out.
 */
export class ClientWindows implements FastifyRateLimitStore {
  /** Clients under their limit, and clients over it, each in the order their windows started or they crossed. */
  private readonly counting = new Map<string, Window>();
  private readonly limited = new Map<string, Window>();
  /** The /64s held, by /48. */
  private readonly perNetwork = new Map<string, number>();

  constructor(
    readonly maxClients: number,
    private readonly now: () => number = Date.now,
    readonly maxPerNetwork = MAX_CLIENTS_PER_NETWORK,
  ) {}

  get size() {
    return this.counting.size + this.limited.size;
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const now = this.now();
    const counted = this.keyFor(key, timeWindow, now);
    let window = this.find(counted, timeWindow, now);
    if (!window) {
      if (this.size >= this.maxClients) this.makeRoom(timeWindow, now);
      window = { count: 0, start: now };
      this.counting.set(counted, window);
      this.countNetwork(counted, 1);
    }
    window.count += 1;
    if (window.count > max && this.counting.delete(counted)) this.limited.set(counted, window);
    callback(null, { current: window.count, ttl: window.start + timeWindow - now });
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    const now = this.now();
    const window = this.find(this.keyFor(key, timeWindow, now), timeWindow, now);
    callback(null, window ? { current: window.count, ttl: window.start + timeWindow - now } : { current: 0, ttl: 0 });
  }

  child(): FastifyRateLimitStore {
    return new ClientWindows(this.maxClients, this.now, this.maxPerNetwork);
  }

  /** The key a client is counted under: its own, unless it is a /64 new to a /48 that already has its share held. */
  private keyFor(key: string, timeWindow: number, now: number): string {
    const network = networkOf(key);
    if (!network || this.find(key, timeWindow, now)) return key;
    return (this.perNetwork.get(network) ?? 0) >= this.maxPerNetwork ? network : key;
  }

  private countNetwork(key: string, change: 1 | -1): void {
    const network = networkOf(key);
    if (!network) return;
    const count = (this.perNetwork.get(network) ?? 0) + change;
    if (count > 0) this.perNetwork.set(network, count);
    else this.perNetwork.delete(network);
  }

  private drop(map: Map<string, Window>, key: string): void {
    if (map.delete(key)) this.countNetwork(key, -1);
  }

  /** The client's window if it has not ended (one that has is dropped). */
  private find(key: string, timeWindow: number, now: number): Window | undefined {
    const window = this.counting.get(key) ?? this.limited.get(key);
    if (window && window.start + timeWindow <= now) {
      this.drop(this.counting, key);
      this.drop(this.limited, key);
      return undefined;
    }
    return window;
  }

  /** Frees one place: ended windows first, then the oldest client under its limit, else the oldest limited one. */
  private makeRoom(timeWindow: number, now: number): void {
    // Windows end in the order they started: the ended ones are at the front of `counting`. In `limited`, the
    // order is of crossing the limit, so an ended window can wait behind a live one, for one window at most.
    for (const map of [this.counting, this.limited]) {
      for (const [key, window] of map) {
        if (window.start + timeWindow > now) break;
        this.drop(map, key);
      }
    }
    if (this.size < this.maxClients) return;
    const oldest = this.counting.keys().next();
    if (!oldest.done) {
      this.drop(this.counting, oldest.value);
      return;
    }
    // Every client held is limited (a flood of addresses): the one limited longest ago goes, whose window ends
    // soonest, rather than every new visitor being refused.
    const longestLimited = this.limited.keys().next();
    if (!longestLimited.done) this.drop(this.limited, longestLimited.value);
  }
}

/** The store's constructor, as @fastify/rate-limit takes it (it calls `new Store(options)`), bound to one table. */
export function clientWindowsStore(maxClients: number, now?: () => number): FastifyRateLimitStoreCtor {
  return class extends ClientWindows {
    constructor() {
      super(maxClients, now);
    }
  };
}
