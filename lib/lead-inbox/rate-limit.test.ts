import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows `limit` requests in the window, then refuses, then allows again as the window moves on', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => time });
    expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a'), limiter.allow('a')]).toEqual([true, true, true, false]);
    expect(limiter.retryAfterSeconds('a')).toBe(60);
    time = 59_999;
    expect(limiter.allow('a')).toBe(false);
    time = 60_000;
    expect(limiter.allow('a')).toBe(true);
  });

  it('counts each client on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => 0 });
    expect(limiter.allow('a')).toBe(true);
    expect(limiter.allow('b')).toBe(true);
    expect(limiter.allow('a')).toBe(false);
    expect(limiter.retryAfterSeconds('nobody')).toBe(0);
  });
});
