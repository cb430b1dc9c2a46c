import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { satisfiableRange } from './static-site';
import { startInbox, type RunningInbox } from './testing/inbox-fixture';

/** Issue 39, point 9: what the site's files told that they should not, or answered where a plain 200 was due. */
type Answer = { status: number; headers: http.IncomingHttpHeaders; bytes: number };

/** A GET without fetch's own decoding, so the encoding and the ETag are the server's. */
function get(port: number, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      })
      .on('error', reject);
  });
}

describe('the site’s files', () => {
  let running: RunningInbox;
  beforeAll(async () => {
    running = await startInbox();
    await fs.writeFile(path.join(running.root, '.secret.html'), '<!doctype html><p>not for anyone');
  });
  afterAll(() => running.close());

  it('answers a dotfile exactly as a missing file, without a redirect that says it exists', async () => {
    const missing = await get(running.port, '/.missing.html');
    for (const target of ['/.secret.html', '/.secret']) {
      const answer = await get(running.port, target);
      expect(answer.status).toBe(404);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.bytes).toBe(missing.bytes);
    }
  });

  it.each(['bytes=99999999-', 'bytes=5-2', 'garbage', 'bytes=-'])('ignores the Range %p it cannot serve: the whole file, 200', async (range) => {
    const whole = await get(running.port, '/about');
    const answer = await get(running.port, '/about', { Range: range });
    expect(answer.status).toBe(200);
    expect(answer.bytes).toBe(whole.bytes);
  });

  it('still serves a Range it can', async () => {
    expect(await get(running.port, '/about', { Range: 'bytes=0-9' })).toMatchObject({ status: 206, bytes: 10 });
  });

  it('gives the identity and deflated answers of a file different ETags', async () => {
    const identity = await get(running.port, '/about', { 'Accept-Encoding': 'identity' });
    const deflated = await get(running.port, '/about', { 'Accept-Encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.etag).toBeTruthy();
    expect(deflated.headers.etag).toBeTruthy();
    expect(deflated.headers.etag).not.toBe(identity.headers.etag);
  });
});

describe('satisfiableRange', () => {
  it.each([
    ['bytes=0-9', 100, true],
    ['bytes=-10', 100, true],
    ['bytes=90-', 100, true],
    ['bytes=100-', 100, false],
    ['bytes=5-2', 100, false],
    ['items=0-9', 100, false],
    ['bytes=0-9,x', 100, false],
  ])('%p of %i bytes: %p', (header, size, expected) => {
    expect(satisfiableRange(header, size)).toBe(expected);
  });
});

/**
 * Issue 53: a revalidation named the ETag of one encoding and got 304 for another. The suffix that tells the deflated
 * ETag from the identity one was stripped before the comparison, whatever encoding the answer would have: a cache
 * holding the deflated copy, asking again with only identity accepted, was told to keep the deflated bytes.
 */
describe('revalidating a file compressed as it is sent', () => {
  let running: RunningInbox;
  beforeAll(async () => {
    running = await startInbox();
  });
  afterAll(() => running.close());

  it('answers 304 only for the ETag of the encoding it would send, and 200 with that encoding for any other', async () => {
    const identity = await get(running.port, '/about', { 'Accept-Encoding': 'identity' });
    const deflated = await get(running.port, '/about', { 'Accept-Encoding': 'deflate' });
    // The build's own Brotli copy, a file of its own with an ETag of its own.
    const brotli = await get(running.port, '/about', { 'Accept-Encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const cases = [
      { accept: 'br', etag: brotli.headers.etag!, status: 304 },
      { accept: 'identity', etag: brotli.headers.etag!, status: 200, encoding: undefined },
      { accept: 'deflate', etag: deflated.headers.etag!, status: 304 },
      { accept: 'identity', etag: identity.headers.etag!, status: 304 },
      // Across encodings: the copy the cache holds is not what this request would get.
      { accept: 'identity', etag: deflated.headers.etag!, status: 200, encoding: undefined },
      { accept: 'deflate', etag: identity.headers.etag!, status: 200, encoding: 'deflate' },
      { accept: 'identity', etag: deflated.headers.etag!.replace('-deflate"', '-gzip"'), status: 200, encoding: undefined },
    ];
    for (const { accept, etag, status, encoding } of cases) {
      const answer = await get(running.port, '/about', { 'Accept-Encoding': accept, 'If-None-Match': etag });
      // A 304 has no body, so no encoding; a 200 is sent in the encoding this request gets.
      expect({ accept, etag, status: answer.status, encoding: answer.headers['content-encoding'] }).toEqual({ accept, etag, status, encoding: status === 200 ? encoding : undefined });
    }
  });
});
