import { startInbox, testRequestId, leadsDirEntries } from './testing/inbox-fixture';
import { openUpload, rawUploadHead, rawUploadTail, type OpenUpload } from './testing/raw-upload';

/**
 * Issue 39, point 9: each upload's room on the leads disk was checked alone, so three 9.5 MiB uploads with 23 MiB
 * free were all let in, filled the disk together, and all failed with 503: none stored, though two would have fitted.
 * Each upload in progress now holds its declared size. At a small scale: 230 KiB free, uploads of 95 KiB.
 */
const FREE = 230 * 1024;
const PADDING = 95 * 1024;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let counter = 0;
function upload(port: number, client: string): OpenUpload {
  const requestId = testRequestId('disk-reservation', ++counter);
  const contentLength = Buffer.byteLength(rawUploadHead(requestId)) + PADDING + Buffer.byteLength(rawUploadTail);
  return openUpload(port, { requestId, contentLength, headers: { 'X-Forwarded-For': client } });
}

describe('room on the leads disk', () => {
  it('is held for each upload in progress, so that those that fit are let in and stored, and the next is not', async () => {
    const running = await startInbox({ trustProxy: '127.0.0.1', freeSpace: async () => FREE });
    try {
      const first = upload(running.port, '198.51.100.1');
      const second = upload(running.port, '198.51.100.2');
      const inProgress = async () => (await leadsDirEntries(running.leadsDir)).filter((n) => n.startsWith('.incoming-')).length;
      for (let i = 0; i < 500 && (await inProgress()) < 2; i++) await settle(20);

      const third = upload(running.port, '198.51.100.3');
      await third.write(Buffer.alloc(PADDING, 0x20));
      third.finish();
      expect(await third.answer).toMatchObject({ status: 503 });

      for (const held of [first, second]) {
        await held.write(Buffer.alloc(PADDING, 0x20));
        held.finish();
        expect(await held.answer).toMatchObject({ status: 201 });
      }
      // Given back as each ended.
      const again = upload(running.port, '198.51.100.3');
      await again.write(Buffer.alloc(PADDING, 0x20));
      again.finish();
      expect(await again.answer).toMatchObject({ status: 201 });
    } finally {
      await running.close();
    }
  });
});

/**
 * Issue 53: a chunked upload (no length declared) held the most a request may be, 51 MiB, for as long as it lasted:
 * with less than that free, every chunked upload was refused, and a few slow ones could hold a large disk. It now
 * holds what has arrived and a step more (1 MiB), asking for more as it comes.
 */
describe('room on the leads disk for a chunked upload', () => {
  const MiB = 1024 * 1024;
  const chunked = (port: number, client: string) => openUpload(port, { requestId: testRequestId('disk-reservation', ++counter), headers: { 'X-Forwarded-For': client } });

  it('is what has arrived and a step more, so two small chunked uploads are stored with 20 MiB free', async () => {
    const running = await startInbox({ trustProxy: '127.0.0.1', freeSpace: async () => 20 * MiB });
    try {
      const first = chunked(running.port, '198.51.100.1');
      const second = chunked(running.port, '198.51.100.2');
      for (const held of [first, second]) {
        await held.write(Buffer.alloc(MiB / 2, 0x20));
        held.finish();
      }
      // Before: each held 51 MiB from the start, more than the disk had: both 503.
      expect(await first.answer).toMatchObject({ status: 201 });
      expect(await second.answer).toMatchObject({ status: 201 });
    } finally {
      await running.close();
    }
  });

  it('is refused (503) as soon as the disk has no room for what keeps coming, and leaves nothing behind', async () => {
    const running = await startInbox({ trustProxy: '127.0.0.1', freeSpace: async () => 3 * MiB });
    try {
      const big = chunked(running.port, '198.51.100.1');
      // Five files' worth would be allowed; the disk has room for about three MiB.
      for (let i = 0; i < 8 && !(await Promise.race([big.answer.then(() => true), settle(0).then(() => false)])); i++) await big.write(Buffer.alloc(MiB, 0x20));
      big.finish();
      const answer = await big.answer;
      expect(answer === 'closed' ? 'closed' : answer.status).toBe(503);
      for (let i = 0; i < 100 && (await leadsDirEntries(running.leadsDir)).some((n) => n.startsWith('.incoming-')); i++) await settle(20);
      expect(await leadsDirEntries(running.leadsDir)).toEqual([]);
    } finally {
      await running.close();
    }
  });
});
