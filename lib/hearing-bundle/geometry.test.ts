import { readFileSync } from 'node:fs';
import path from 'node:path';
import { jpegOrientation, type Orientation } from './exif';
import { fileKind } from './file-kind';
import { applyMatrix, fit, imageMatrix, orientedSize, pageMatrix, shownSize, topCentred } from './geometry';
import { drawableText } from './text';

const FIXTURES = path.join(__dirname, '..', '..', 'e2e', 'fixtures', 'hearing-bundle');
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
const round = ([x, y]: [number, number]) => [Math.round(x), Math.round(y)];

describe('a photo the right way up (EXIF orientation)', () => {
  const box = { x: 10, y: 20, width: 300, height: 400 };
  // Where the stored picture's top-left corner (the unit square's (0, 1)) and top-right ((1, 1)) are shown.
  const corners = (orientation: Orientation) => [round(applyMatrix(imageMatrix(orientation, box), 0, 1)), round(applyMatrix(imageMatrix(orientation, box), 1, 1))];
  const [left, right, bottom, top] = [10, 310, 20, 420];
  it.each<[Orientation, number[][]]>([
    [1, [[left, top], [right, top]]],
    [2, [[right, top], [left, top]]],
    [3, [[right, bottom], [left, bottom]]],
    [4, [[left, bottom], [right, bottom]]],
    [5, [[left, top], [left, bottom]]],
    [6, [[right, top], [right, bottom]]],
    [7, [[right, bottom], [right, top]]],
    [8, [[left, bottom], [left, top]]],
  ])('orientation %i puts the stored top-left and top-right corners where EXIF says', (orientation, expected) => {
    expect(corners(orientation)).toEqual(expected);
  });

  it('turns the size for orientations 5 to 8', () => {
    expect(orientedSize(320, 240, 1)).toEqual({ width: 320, height: 240 });
    expect(orientedSize(320, 240, 6)).toEqual({ width: 240, height: 320 });
  });

  it('reads the orientation from a JPEG’s EXIF, and 1 when there is none or it is not a JPEG', () => {
    expect(jpegOrientation(fixture('photo-on-its-side.jpg'))).toBe(6);
    expect(jpegOrientation(fixture('screenshot.png'))).toBe(1);
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1);
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 40, ...Array.from('Exif\0\0MM', (c) => c.charCodeAt(0))]))).toBe(1);
    expect(jpegOrientation(new Uint8Array())).toBe(1);
  });
});

describe('a PDF page as a viewer shows it', () => {
  const a4 = { x: 0, y: 0, width: 595, height: 842, rotate: 0 };
  it('turns /Rotate 90 clockwise: the page’s top-left corner goes to the top-right', () => {
    const page = { ...a4, rotate: 90 };
    expect(shownSize(page)).toEqual({ width: 842, height: 595 });
    const target = { x: 0, y: 0, width: 842, height: 595 };
    expect(round(applyMatrix(pageMatrix(page, target), 0, 842))).toEqual([842, 595]);
    expect(round(applyMatrix(pageMatrix(page, target), 0, 0))).toEqual([0, 595]);
    expect(round(applyMatrix(pageMatrix({ ...a4, rotate: 270 }, target), 0, 842))).toEqual([0, 0]);
    expect(round(applyMatrix(pageMatrix({ ...a4, rotate: 180 }, { x: 0, y: 0, width: 595, height: 842 }), 0, 842))).toEqual([595, 0]);
    expect(round(applyMatrix(pageMatrix({ ...a4, rotate: -90 }, target), 0, 842))).toEqual([0, 0]);
  });

  it('scales the visible part (its crop box, wherever it starts) into the target, leaving the strip below free', () => {
    const page = { x: 100, y: 50, width: 200, height: 100, rotate: 0 };
    const target = { x: 12, y: 32, width: 400, height: 200 };
    expect(round(applyMatrix(pageMatrix(page, target), 100, 50))).toEqual([12, 32]);
    expect(round(applyMatrix(pageMatrix(page, target), 300, 150))).toEqual([412, 232]);
  });

  it('fits and centres a size in an area, never past a largest scale', () => {
    expect(fit(595, 842, { width: 571, height: 798 }, 1).scale).toBeCloseTo(798 / 842);
    expect(fit(100, 100, { width: 400, height: 400 }, 1).scale).toBe(1);
    expect(fit(100, 100, { width: 400, height: 400 }).scale).toBe(4);
    expect(topCentred({ width: 100, height: 50 }, { x: 0, y: 0, width: 300, height: 200 })).toEqual({ x: 100, y: 150, width: 100, height: 50 });
    expect(() => fit(0, 10, { width: 1, height: 1 })).toThrow(RangeError);
  });
});

describe('what a file is, from its first bytes', () => {
  it.each([
    ['claim-form.pdf', 'pdf'],
    ['locked.pdf', 'pdf'],
    ['photo-on-its-side.jpg', 'jpeg'],
    ['screenshot.png', 'png'],
    ['iphone-photo.heic', 'heic'],
    ['statement.docx', 'word'],
  ])('%s is %s', (name, kind) => {
    expect(fileKind(name, fixture(name))).toBe(kind);
  });

  it('goes by the bytes, not the name, and by the name only for what it cannot read', () => {
    expect(fileKind('photo.pdf', fixture('photo-on-its-side.jpg'))).toBe('jpeg');
    expect(fileKind('notes.txt', new TextEncoder().encode('hello'))).toBe('other');
    expect(fileKind('IMG_0001.HEIC', new Uint8Array(4))).toBe('heic');
    expect(fileKind('letter.doc', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('word');
    expect(fileKind('archive.zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe('other');
    expect(fileKind('x', new Uint8Array())).toBe('other');
  });
});

describe('drawableText', () => {
  const latin1 = (code: number) => code < 256;
  it('keeps what the font draws, takes accents off what it does not, and draws the rest as ?', () => {
    expect(drawableText('Café invoice', latin1)).toBe('Café invoice');
    expect(drawableText('Łódź – Ścisła', latin1)).toBe('?ódz ? Scis?a');
    expect(drawableText('Line\nbreak\ttab', latin1)).toBe('Line break tab');
    expect(drawableText('📷 photo', latin1)).toBe('? photo');
  });
});
