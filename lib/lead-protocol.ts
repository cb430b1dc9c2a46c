/**
 * The lead protocol (issues 52, 53): what the browser and the lead inbox (inbox/) share about a request, and nothing
 * else: its id and the form an id takes, the reference a visitor is shown for it, and a trial sign-up's update key.
 * The fields' schemas are lib/validation/; the file rules lib/uploads.ts.
 */

/**
 * A request id as the inbox accepts it: exactly what newRequestId makes, 32 lower-case hex characters (issue 53: the
 * inbox took any id a client picked). Also part of a lead's folder name, so nothing else gets through.
 */
export const REQUEST_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The part a trial sign-up sends its update key in: the key the inbox's first answer gave this tab (`updateKey`),
 * without which a repeat of the sign-up's id can change nothing (issue 53). The inbox keeps only its hash.
 */
export const UPDATE_KEY_FIELD = 'updateKey';
/** An update key as the inbox makes it: 256 random bits in base64url. */
export const UPDATE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh request id: random, URL- and file-name-safe. A retry of the same request reuses it. */
export function newRequestId(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so nothing read aloud or copied by hand is
 * mistaken for something else (0 and O, 1 and I or L).
 */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_PREFIX = 'SCC';
/** A short reference as shown: `SCC-7F3K-92QD`. */
export const SHORT_REFERENCE_PATTERN = /^SCC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** FNV-1a, 64 bits, mixed: a fixed, synchronous digest (the browser's crypto.subtle is asynchronous). */
function fnv1a64(text: string): bigint {
  const prime = BigInt('0x100000001b3');
  const mask = BigInt('0xffffffffffffffff');
  let hash = BigInt('0xcbf29ce484222325');
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * prime) & mask;
  }
  // MurmurHash3's finaliser, so that ids differing in one character share no visible part of their references.
  for (const multiplier of ['0xff51afd7ed558ccd', '0xc4ceb9fe1a85ec53']) {
    hash ^= hash >> BigInt(33);
    hash = (hash * BigInt(multiplier)) & mask;
  }
  return hash ^ (hash >> BigInt(33));
}

/**
 * The reference a visitor is shown for a request: 8 characters of Crockford's base 32 in two groups after "SCC"
 * (`SCC-7F3K-92QD`), derived from the request id (40 bits of its digest), so `npm run leads -- --show` finds the
 * lead from it. The stored lead keeps the full id; two leads could share a reference (about one chance in a
 * million for a thousand leads), which the lookup reports.
 */
export function shortReference(id: string): string {
  let bits = fnv1a64(id) >> BigInt(24);
  const chars: string[] = [];
  for (let i = 0; i < 8; i++) {
    chars.unshift(REFERENCE_ALPHABET[Number(bits & BigInt(31))]!);
    bits >>= BigInt(5);
  }
  return `${REFERENCE_PREFIX}-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/**
 * A reference as someone may type or read it back (any case, with or without "SCC", dashes or spaces, O for 0
 * and I or L for 1), as shortReference writes it; null when it cannot be one.
 */
export function parseShortReference(text: string): string | null {
  let compact = text.trim().toUpperCase().replace(/[\s-]+/g, '');
  if (compact.startsWith(REFERENCE_PREFIX)) compact = compact.slice(REFERENCE_PREFIX.length);
  compact = compact.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(compact)) return null;
  return `${REFERENCE_PREFIX}-${compact.slice(0, 4)}-${compact.slice(4)}`;
}
