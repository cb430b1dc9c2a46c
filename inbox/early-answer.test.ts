import net from 'node:net';
import { rawUploadHead } from './testing/raw-upload';
import { startInbox } from './testing/inbox-fixture';

/**
 * Issue 39, point 3: an upload refused before its body was read (the disk full, the inbox busy, too many requests)
 * was answered with `Connection: close`, and the connection closed with the body still arriving. The kernel answers
 * those bytes with a reset, and a reverse proxy still sending the body lost the answer: its visitor got a 502
 * instead of the 503 that keeps the form and retries. The rest of the body is now read and dropped first.
 */
const BODY_BYTES = 4 * 1024 * 1024;

type Outcome = { statusLine: string; error?: string; wroteAll: boolean };

/** Sends a consultation of BODY_BYTES as a proxy would: its head, then the rest whether or not the answer has come. */
function uploadThroughRefusal(port: number, extraHeaders = ''): Promise<Outcome> {
  return new Promise((resolve) => {
    const head = Buffer.from(rawUploadHead('early-answer-0000001'));
    // Like a proxy, it goes on sending after the server's side has ended (the answer and a FIN).
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    let error: string | undefined;
    let wroteAll = false;
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ statusLine: received.split('\r\n')[0] ?? '', error, wroteAll }));
    socket.on('connect', async () => {
      socket.write(
        `POST /api/consultation HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\nContent-Type: multipart/form-data; boundary=rawuploadboundary\r\nContent-Length: ${BODY_BYTES}\r\n${extraHeaders}\r\n`,
      );
      socket.write(head);
      // The answer comes after the first bytes; the proxy sends the rest regardless.
      const answered = () => received !== '';
      for (let i = 0; i < 50 && !answered(); i++) await new Promise((r) => setTimeout(r, 20));
      let left = BODY_BYTES - head.length;
      while (left > 0 && !socket.destroyed) {
        const size = Math.min(64 * 1024, left);
        left -= size;
        if (!socket.write(Buffer.alloc(size, 0x20))) await new Promise((r) => socket.once('drain', r).once('close', r));
      }
      wroteAll = left === 0 && !socket.destroyed;
      // Then a well-behaved proxy finishes with the connection.
      setTimeout(() => socket.end(), 200);
    });
  });
}

describe('an upload answered before its body is read', () => {
  it('has the rest of its body read and dropped, so that a proxy still sending gets the answer, not a reset', async () => {
    // A full disk: the upload is refused with 503 as soon as its head arrives.
    const running = await startInbox({ freeSpace: async () => 0 });
    try {
      for (let i = 0; i < 3; i++) {
        const outcome = await uploadThroughRefusal(running.port);
        expect(outcome).toEqual({ statusLine: 'HTTP/1.1 503 Service Unavailable', error: undefined, wroteAll: true });
      }
    } finally {
      await running.close();
    }
  });

  // nginx asks its upstream for `Connection: close` (README's recipe keeps that default): Node then closed the
  // connection as soon as the answer was written, drain or not, and nginx, still sending, answered 502 for 14 of 24
  // early 503s (inbox/behind-proxy.test.ts). The connection now stays open for the body, its answer sent.
  it('keeps a connection the request asked to close open until its body has arrived', async () => {
    const running = await startInbox({ freeSpace: async () => 0 });
    try {
      for (let i = 0; i < 3; i++) {
        const outcome = await uploadThroughRefusal(running.port, 'Connection: close\r\n');
        expect(outcome).toEqual({ statusLine: 'HTTP/1.1 503 Service Unavailable', error: undefined, wroteAll: true });
      }
    } finally {
      await running.close();
    }
  });
});
