import { readFileSync } from 'node:fs';
import { icoOf } from '@/build/icons/make-favicon';

describe('favicon.ico (issue 40)', () => {
  it('packs PNG images behind an ICO directory that points at each', () => {
    const png = (n: number) => Buffer.from([0x89, 0x50, 0x4e, 0x47, n]);
    const ico = icoOf([
      { size: 16, png: png(1) },
      { size: 256, png: png(2) },
    ]);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    expect([ico.readUInt8(6), ico.readUInt8(22)]).toEqual([16, 0]);
    expect(ico.readUInt32LE(6 + 12)).toBe(38);
    expect(ico.subarray(ico.readUInt32LE(22 + 12), ico.readUInt32LE(22 + 12) + 5)).toEqual(png(2));
  });

  it('the committed icon holds 16, 32 and 48 px PNGs', () => {
    const ico = readFileSync('app/favicon.ico');
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    for (let i = 0; i < count; i++) expect(ico.subarray(ico.readUInt32LE(6 + 16 * i + 12), ico.readUInt32LE(6 + 16 * i + 12) + 4).toString('latin1')).toBe('\x89PNG');
  });
});
