import net from 'node:net';
import { startInbox, testRequestId } from './testing/inbox-fixture';
import { openUpload } from './testing/raw-upload';

/**
 * Issue 39, point 7: without a proxy, 25 addresses × 20 idle connections filled the 500-connection table, and
 * 19 of 20 `GET /` probes failed (Node closed each newcomer). At small scale: a limit of 20, held by idle sockets
 * (several "addresses" of 127.0.0.0/8), some silent since they connected, some kept alive after a request.
 */
const LIMIT = 20;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Held = { socket: net.Socket; closed: boolean };

function hold(port: number, localAddress: string, firstRequest: boolean): Promise<Held> {
  return new Promise((resolve) => {
    const held: Held = { socket: net.connect({ port, host: '127.0.0.1', localAddress }), closed: false };
    held.socket.on('error', () => undefined);
    held.socket.on('close', () => (held.closed = true));
    held.socket.on('connect', () => {
      if (!firstRequest) return resolve(held);
      // A request answered, then the connection kept alive and silent.
      held.socket.write('GET /small.txt HTTP/1.1\r\nHost: x\r\n\r\n');
      held.socket.once('data', () => resolve(held));
    });
  });
}

/** `GET /` on a connection of its own; its status, or 'failed' when the connection closed without an answer. */
function probe(port: number): Promise<number | 'failed'> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.99' }, () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received ? Number(received.split(' ')[1]) : 'failed'));
  });
}

describe('the connection limit', () => {
  it('closes the longest idle or silent connections for a newcomer, so that the limit\'s worth of idle sockets stops no page', async () => {
    const running = await startInbox({ maxConnections: LIMIT, maxConnectionsPerClient: LIMIT, trustProxy: '127.0.0.1', maxUploadsPerClient: 1 });
    try {
      // An upload in progress holds a connection of its own, which is never closed for room.
      const upload = openUpload(running.port, { requestId: testRequestId('connection-limit', 1), headers: { 'X-Forwarded-For': '198.51.100.1' } });
      await settle(200);
      const held: Held[] = [];
      for (let i = 0; i < LIMIT - 1; i++) held.push(await hold(running.port, `127.0.0.${10 + (i % 4)}`, i % 2 === 0));
      await settle(100);
      const probes = [];
      for (let i = 0; i < 20; i++) probes.push(await probe(running.port));
      console.info(`${LIMIT - 1} idle sockets held with a limit of ${LIMIT}: GET / answered ${probes.filter((p) => p === 200).length} of 20; held sockets closed for room: ${held.filter((h) => h.closed).length}`);
      expect(probes).toEqual(Array(20).fill(200));
      // The oldest idle sockets made the room, the upload kept its connection.
      expect(held[0]!.closed).toBe(true);
      await upload.write(Buffer.alloc(1024, 0x20));
      upload.finish();
      expect(await upload.answer).toMatchObject({ status: 201 });
      for (const h of held) h.socket.destroy();
    } finally {
      await running.close();
    }
  });
});
