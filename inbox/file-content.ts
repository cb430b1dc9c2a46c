import { fileExtension } from '@/lib/uploads';

/**
 * Server-side upload check: a file's content must match its extension, so a renamed program cannot pose as a
 * PDF. Each accepted type is recognised by its signature (the bytes every such file starts with); plain
 * text has none, so a .txt file must be valid UTF-8 without control characters other than tab and line ends.
 */
const signatures: Record<string, readonly (readonly number[])[]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  docx: [[0x50, 0x4b, 0x03, 0x04]], // a ZIP container (Office Open XML)
  doc: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], // an OLE2 compound file (Word 97-2003)
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // Tab, line feed, form feed and carriage return are text; other C0 controls and DEL are not.
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code)) || code === 0x7f) return false;
  }
  return true;
}

/** True when the bytes are what the file name's extension says they are. */
export function contentMatchesExtension(name: string, bytes: Uint8Array): boolean {
  const extension = fileExtension(name);
  if (extension === 'txt') return isPlainText(bytes);
  const expected = signatures[extension];
  return expected !== undefined && expected.some((signature) => startsWith(bytes, signature));
}

/** Bytes enough to recognise any of the signatures above. */
export const SIGNATURE_BYTES = 8;

/**
 * The same check as `contentMatchesExtension`, for a file that arrives in chunks and is never held whole: the
 * signature from the first bytes, and for plain text every chunk decoded as it comes. `end()` gives the verdict.
 */
export function contentCheck(name: string): { push(chunk: Uint8Array): boolean; end(): boolean } {
  const isText = fileExtension(name) === 'txt';
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let head = Buffer.alloc(0);
  let ok = true;
  return {
    /** False as soon as the bytes so far show the file is not what its name says. */
    push(chunk) {
      if (!ok) return false;
      if (head.length < SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES - head.length)]);
        if (!isText && head.length >= SIGNATURE_BYTES) ok = contentMatchesExtension(name, head);
      }
      if (isText) {
        try {
          ok = !hasControlCharacters(decoder.decode(chunk, { stream: true }));
        } catch {
          ok = false;
        }
      }
      return ok;
    },
    end() {
      if (!ok) return false;
      if (!isText) return contentMatchesExtension(name, head);
      try {
        return !hasControlCharacters(decoder.decode());
      } catch {
        return false;
      }
    },
  };
}

function hasControlCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code)) || code === 0x7f) return true;
  }
  return false;
}
