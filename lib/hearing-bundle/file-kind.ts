/**
 * Issue 56: what a file is, from its first bytes (its name can be wrong): a PDF, a JPEG or PNG photo, which the bundle
 * takes; an iPhone photo (HEIC or HEIF) or a Word document, which it cannot read, and for which the page says how to
 * save a copy it can; or anything else. Pure: the page reads the first bytes with `File.slice`, the builder the whole.
 */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'heic' | 'word' | 'other';
/** The kinds the bundle can put in. */
export const BUNDLE_KINDS: readonly FileKind[] = ['pdf', 'jpeg', 'png'];
/** How many of a file's first bytes `fileKind` needs. */
export const KIND_BYTES = 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** HEIF's brands (ISO/IEC 23008-12): an iPhone's HEIC photo, or another HEIF or AVIF still. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif']);

export function fileKind(name: string, head: Uint8Array): FileKind {
  // A PDF may have a few bytes of junk before its header; readers look within the first 1024.
  if (ascii(head, 0, Math.min(head.length, KIND_BYTES)).includes('%PDF-')) return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'heic';
  const extension = name.toLowerCase().split('.').pop() ?? '';
  // A .docx is a zip (PK), a .doc an OLE2 file; the extension tells them from other zips and OLE2 files.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && (extension === 'docx' || ascii(head, 0, Math.min(head.length, KIND_BYTES)).includes('word/'))) return 'word';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && extension === 'doc') return 'word';
  if (['heic', 'heif'].includes(extension)) return 'heic';
  if (['doc', 'docx', 'odt', 'rtf', 'pages'].includes(extension)) return 'word';
  return 'other';
}
