import { contentCheck } from './file-content';

const feed = (name: string, chunks: (string | number[])[]) => {
  const check = contentCheck(name);
  const pushes = chunks.map((c) => check.push(typeof c === 'string' ? Buffer.from(c) : Uint8Array.from(c)));
  return { pushes, end: check.end() };
};

describe('contentCheck, for a file that arrives in pieces', () => {
  it('accepts a PDF whose signature is split across chunks', () => {
    expect(feed('a.pdf', ['%P', 'DF-1.7\n', 'rest'])).toEqual({ pushes: [true, true, true], end: true });
  });

  it('refuses a program named .pdf as soon as the first 8 bytes are in', () => {
    expect(feed('a.pdf', ['MZ\x90\x00', '\x03\x00\x00\x00', 'more']).pushes).toEqual([true, false, false]);
  });

  it('refuses a file too short to carry its signature at the end', () => {
    expect(feed('a.docx', ['PK'])).toEqual({ pushes: [true], end: false });
  });

  it('accepts UTF-8 text with a character split between chunks, and refuses a control character', () => {
    const euro = Buffer.from('€');
    expect(feed('a.txt', [[...euro.subarray(0, 1)], [...euro.subarray(1)], 'line\n']).end).toBe(true);
    expect(feed('a.txt', ['fine', 'bad\u0001']).pushes).toEqual([true, false]);
    expect(feed('a.txt', [[0xe2, 0x82]]).end).toBe(false);
  });
});
