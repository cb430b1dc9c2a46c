/**
 * A per-client limit on requests: at most `limit` in any `windowMs`. Kept in memory, which is right for a
 * single small inbox process; old entries are dropped as the window moves on.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }) {
  const hits = new Map<string, number[]>();
  return {
    /** Records a request from `client`; false when it is over the limit (and is then not counted). */
    allow(client: string): boolean {
      const time = now();
      const recent = (hits.get(client) ?? []).filter((t) => time - t < windowMs);
      if (recent.length >= limit) {
        hits.set(client, recent);
        return false;
      }
      recent.push(time);
      hits.set(client, recent);
      return true;
    },
    /** Seconds until `client` may send again (for Retry-After). */
    retryAfterSeconds(client: string): number {
      const oldest = (hits.get(client) ?? [])[0];
      return oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
