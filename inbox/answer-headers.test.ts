import net from 'node:net';
import { securityHeaders } from '@/build/host-config/policy';
import { startInbox, type RunningInbox } from './testing/inbox-fixture';

/**
 * Issue 39, point 8: answers the inbox did not write through its own hook went out without the security headers:
 * Fastify's 400 for a malformed percent-encoding (which also echoed the URL), the 400 for `/%00` (no policy), and
 * Node's 417 for an Expect it does not know. Each request is written by hand, as a scanner would send it.
 */
type RawAnswer = { statusLine: string; headers: Map<string, string>; body: string };

function rawRequest(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ statusLine, headers, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

describe('every answer carries the security headers', () => {
  let running: RunningInbox;
  beforeAll(async () => {
    running = await startInbox();
  });
  afterAll(() => running.close());

  it.each([
    ['a malformed percent-encoding', 'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400, '%E0%A4%A'],
    ['a NUL byte', 'GET /%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400, '%00'],
    ['an unknown Expect', 'GET / HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nConnection: close\r\n\r\n', 417, 'something-else'],
    ['a request line Node cannot parse', 'GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n', 400, '/a b c'],
    ['an unknown file', 'GET /no-such-file.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404, 'no-such-file'],
    ['the health check', 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 200, 'healthz'],
    // Issue 53: Node's own 400 for an HTTP/1.1 request without a Host carried no headers at all.
    ['an HTTP/1.1 request without a Host', 'GET /about HTTP/1.1\r\nConnection: close\r\n\r\n', 400, 'about'],
    ['a request with a body but without a Host', 'POST /api/consultation HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello', 400, 'hello'],
    ['a header too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'X-Big'],
  ])('answers %s with the headers of a page and a policy, and never echoes the request', async (_what, request, status, echo) => {
    const answer = await rawRequest(running.port, request);
    expect(answer.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    for (const { key, value } of securityHeaders()) expect([key, answer.headers.get(key.toLowerCase())]).toEqual([key, value]);
    expect(answer.headers.get('content-security-policy')).toMatch(/default-src '(none|self)'.*frame-ancestors 'none'/);
    expect(answer.body).not.toContain(echo);
    expect(answer.body).not.toContain('FST_');
  });
});
