import net from 'node:net';
import { startInbox } from './testing/inbox-fixture';

/**
 * Issue 53, point 2: without a proxy, trickled bodies to pages took the server. A POST to any page had its body
 * read and dropped at the rate floor with no time limit, so 26 addresses × 20 connections sending 2.5 KiB/s (above
 * the 2 KiB/s floor) held all 500 connections and no page was answered. Now a body no route reads is answered at once
 * and its connection closed after at most a little of it, and the connection table may close one that is only
 * draining.
 */

/** Bytes a second each trickle sends: above the upload rate floor (2 KiB/s), as the attack's were. */
const TRICKLE_BYTES_PER_SECOND = 2.5 * 1024;
const tick = 200;

type Trickle = { closedAfterMs: () => number | null; answer: () => string; stop: () => void };

/**
 * A POST to a page that declares 10 MiB and sends them at 2.5 KiB/s from `localAddress`, until the server closes the
 * connection or the test stops it.
 */
function trickle(port: number, localAddress: string, target = '/about'): Trickle {
  const started = Date.now();
  let closedAt: number | null = null;
  let received = '';
  // Half-open allowed: an attacker keeps sending after the server's answer and FIN, as a browser would not.
  const socket = net.connect({ port, host: '127.0.0.1', localAddress, allowHalfOpen: true }, () => {
    socket.write(`POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`);
  });
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.on('close', () => (closedAt = Date.now()));
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(Buffer.alloc((TRICKLE_BYTES_PER_SECOND * tick) / 1000, 0x61));
  }, tick);
  socket.once('close', () => clearInterval(timer));
  return {
    closedAfterMs: () => (closedAt === null ? null : closedAt - started),
    answer: () => received.split('\r\n')[0] ?? '',
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** A visitor's GET of a page on a connection of its own, from `localAddress`: its status, or 'refused' when closed unanswered. */
function visit(port: number, localAddress: string): Promise<number | 'refused'> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received ? Number(received.split(' ')[1]) : 'refused'));
    socket.on('error', () => resolve('refused'));
    socket.setTimeout(15_000, () => socket.destroy());
  });
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a body no route reads (a POST to a page)', () => {
  it('is answered at once and its connection closed within seconds, however slowly it keeps coming', async () => {
    const running = await startInbox();
    const post = trickle(running.port, '127.0.0.2');
    try {
      for (let waited = 0; post.closedAfterMs() === null && waited < 20_000; waited += 100) await settle(100);
      console.info(`a POST to a page trickling 2.5 KiB/s: answered ${JSON.stringify(post.answer())}, closed after ${post.closedAfterMs()} ms`);
      expect(post.answer()).toBe('HTTP/1.1 404 Not Found');
      // Before: read and dropped for as long as it kept above the floor (10 MiB at 2.5 KiB/s: 68 minutes).
      expect(post.closedAfterMs()).not.toBeNull();
      expect(post.closedAfterMs()!).toBeLessThan(10_000);
    } finally {
      post.stop();
      await running.close();
    }
  });

  it('cannot fill the connection table: while 40 trickling POSTs hold every place, pages are still answered', async () => {
    // The deployed limits scaled down: 2 addresses × 20 connections fill a table of 40, as 26 × 20 filled 500.
    const running = await startInbox({ maxConnections: 40, maxConnectionsPerClient: 20 });
    const trickles = Array.from({ length: 40 }, (_, i) => trickle(running.port, `127.0.1.${1 + (i % 2)}`));
    try {
      await settle(500);
      const pages = [];
      for (let i = 0; i < 10; i++) pages.push(await visit(running.port, `127.0.2.${i + 1}`));
      console.info(`with 40 trickling POSTs to pages open: ${pages.filter((p) => p === 200).length} of 10 pages answered`);
      expect(pages).toEqual(Array(10).fill(200));
    } finally {
      for (const t of trickles) t.stop();
      await running.close();
    }
  });
});
