import { clientKey } from './client-key';
import { ClientWindows, MAX_CLIENTS_PER_NETWORK, networkOf } from './rate-limit-store';

const WINDOW = 10 * 60 * 1000;
const MAX = 2;

/** The store on a clock the test moves; `hit` is one request, as @fastify/rate-limit counts it. */
function store(maxClients: number) {
  let now = 1_000_000;
  const windows = new ClientWindows(maxClients, () => now);
  const hit = (key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      windows.incr(
        key,
        (error, result) => (error ? reject(error) : resolve(result!)),
        WINDOW,
        MAX,
      ),
    );
  const peek = (key: string) => new Promise<{ current: number; ttl: number }>((resolve) => windows.read(key, (_e, result) => resolve(result!), WINDOW));
  return { windows, hit, peek, advance: (ms: number) => (now += ms) };
}

const limited = async (s: ReturnType<typeof store>, key: string) => {
  for (let i = 0; i <= MAX; i++) await s.hit(key);
};

describe('ClientWindows', () => {
  it('counts a client’s requests in a window from its first, and starts again when the window ends', async () => {
    const s = store(10);
    expect(await s.hit('a')).toEqual({ current: 1, ttl: WINDOW });
    s.advance(1000);
    expect(await s.hit('a')).toEqual({ current: 2, ttl: WINDOW - 1000 });
    expect(await s.peek('a')).toEqual({ current: 2, ttl: WINDOW - 1000 });
    s.advance(WINDOW - 1000);
    expect(await s.peek('a')).toEqual({ current: 0, ttl: 0 });
    expect(await s.hit('a')).toEqual({ current: 1, ttl: WINDOW });
  });

  it('keeps a limited client limited while 10,000 others come and go, in a table of 100', async () => {
    const s = store(100);
    await limited(s, 'attacker');
    for (let i = 0; i < 10_000; i++) {
      await s.hit(`visitor-${i}`);
      expect(s.windows.size).toBeLessThanOrEqual(100);
    }
    expect((await s.hit('attacker')) as { current: number }).toMatchObject({ current: MAX + 2 });
  });

  it('lets go of the client under its limit seen longest ago when full, never a limited one', async () => {
    const s = store(3);
    await limited(s, 'limited');
    await s.hit('first');
    await s.hit('second');
    await s.hit('third');
    expect(await s.peek('first')).toEqual({ current: 0, ttl: 0 });
    expect((await s.peek('second')).current).toBe(1);
    expect((await s.peek('limited')).current).toBe(MAX + 1);
  });

  it('drops ended windows before anything else', async () => {
    const s = store(2);
    await s.hit('old');
    s.advance(WINDOW / 2);
    await s.hit('recent');
    s.advance(WINDOW / 2);
    await s.hit('new');
    expect((await s.peek('recent')).current).toBe(1);
    expect(s.windows.size).toBe(2);
  });

  // Issue 39: a full table of limited clients (one IPv6 /48 holds 65,536 /64s) answered every new visitor 503.
  it('serves a new client while every place holds a limited one, letting go of the one limited longest ago', async () => {
    const s = store(3);
    await limited(s, 'a');
    await limited(s, 'b');
    await limited(s, 'c');
    expect(await s.hit('newcomer')).toEqual({ current: 1, ttl: WINDOW });
    expect(s.windows.size).toBe(3);
    expect(await s.peek('a')).toEqual({ current: 0, ttl: 0 });
    // The others are still limited.
    expect(await s.hit('b')).toMatchObject({ current: MAX + 2 });
    expect(await s.hit('c')).toMatchObject({ current: MAX + 2 });
  });

  it('serves every new visitor through a flood of limited clients that fills the table many times over', async () => {
    const s = store(1_000);
    // From 5,000 networks (a /48 each), so that the cap on one network's share does not apply.
    for (let i = 0; i < 5_000; i++) await limited(s, `2001:db8:${i.toString(16)}:1::/64`);
    expect(s.windows.size).toBe(1_000);
    for (let i = 0; i < 100; i++) expect(await s.hit(`visitor-${i}`)).toEqual({ current: 1, ttl: WINDOW });
    // A limited client stays limited while visitors under their limit can make room.
    expect((await s.hit('2001:db8:1387:1::/64')).current).toBeGreaterThan(MAX);
  });

  // Issue 53: one /48 holds 65,536 /64s, each counted as a client: rotating through them, one machine had 65,536
  // limits of its own and could fill the table. Past its share of places, the rest of a /48 counts as one client.
  it('counts one IPv6 /48 as at most 256 clients and one more, however many /64s it rotates through', async () => {
    const s = store(50_000);
    let accepted = 0;
    for (let i = 0; i < 65_536; i++) {
      const key = clientKey(`2001:db8:1:${i.toString(16)}::${((i * 7919) % 65_536).toString(16)}`);
      for (let n = 0; n <= MAX; n++) if ((await s.hit(key)).current <= MAX) accepted += 1;
    }
    console.info(`one /48 rotating through 65,536 /64s: ${accepted} requests within the limit, ${s.windows.size} places held`);
    // Before: 131,072 requests (two for each /64) and 50,000 places, the whole table.
    expect(accepted).toBe((MAX_CLIENTS_PER_NETWORK + 1) * MAX);
    expect(s.windows.size).toBe(MAX_CLIENTS_PER_NETWORK + 1);
    // Another network, and the /64s counted before the cap, are themselves.
    expect(await s.hit(clientKey('2001:db8:2::1'))).toEqual({ current: 1, ttl: WINDOW });
    expect((await s.peek(clientKey('2001:db8:1:0::1'))).current).toBe(MAX + 1);
    // Once its windows end, the /48 starts again, with a share of its own.
    s.advance(WINDOW);
    expect(await s.hit(clientKey('2001:db8:1:ffff::1'))).toEqual({ current: 1, ttl: WINDOW });
  });

  it('knows a /64 key’s /48, and nothing else', () => {
    expect(networkOf('2001:db8:1:2::/64')).toBe('2001:db8:1::/48');
    expect(networkOf(clientKey('2001:db8::1'))).toBe('2001:db8:0::/48');
    for (const key of ['203.0.113.9', '2001:db8:1::/48', 'visitor-1']) expect(networkOf(key)).toBeNull();
  });
});
