/**
 * Issue 56: a JPEG photo's EXIF orientation (1 to 8; 1 when it has none or it cannot be read), so that the bundle
 * shows a phone photo the right way up. Reads only the APP1 "Exif" segment's first directory (tag 0x0112).
 */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export function jpegOrientation(bytes: Uint8Array): Orientation {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 1;
    const marker = bytes[offset + 1]!;
    // Start of scan or end of image: no orientation before the picture data.
    if (marker === 0xda || marker === 0xd9) return 1;
    const length = view.getUint16(offset + 2);
    if (length < 2) return 1;
    if (marker === 0xe1 && offset + 10 <= bytes.length && String.fromCharCode(...bytes.subarray(offset + 4, offset + 10)) === 'Exif\0\0') {
      return orientationIn(view, offset + 10, Math.min(bytes.length, offset + 2 + length));
    }
    offset += 2 + length;
  }
  return 1;
}

/** The orientation tag in the TIFF structure starting at `tiff` (and ending before `end`). */
function orientationIn(view: DataView, tiff: number, end: number): Orientation {
  if (tiff + 8 > end) return 1;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  if (u16(tiff + 2) !== 42) return 1;
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (u16(entry) !== 0x0112) continue;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? (value as Orientation) : 1;
  }
  return 1;
}
