/**
 * Issue 27: what a visitor typed in the court finder, read as a postcode: a full postcode ("CF10 1ET"), a sector
 * ("CF10 1"), an outcode ("CF10") or area letters ("CF"), in any case and with any spacing. It tells a malformed
 * entry from a well-formed one outside England and Wales, whose courts the finder does not cover. Pure, for the
 * island and the tests; whether a well-formed postcode can be placed is known only once its area's data is loaded.
 */

/** How much of a postcode was typed, most precise first: the order FaCT's civil search tries its catchment lists. */
export type PostcodeLevel = 'full' | 'sector' | 'outcode' | 'area';

import type { finderMessages } from '@/content/courts/finder-messages';

/** Places with their own courts, outside the finder's England and Wales. */
export type OutsidePlace = keyof typeof finderMessages.outside;

export type PostcodeQuery =
  | { kind: 'empty' }
  | { kind: 'malformed' }
  | { kind: 'outside'; display: string; place: OutsidePlace }
  | {
      kind: 'postcode';
      /** Normalised: capitals, one space between the outward and inward parts ("CF10 1ET", "CF10 1", "CF10", "CF"). */
      display: string;
      level: PostcodeLevel;
      /** The postcode area's letters ("CF"): which part of the index holds its catchment. */
      area: string;
      /** The outward code ("CF10"), except for area letters alone. */
      outcode: string | null;
      /** The catchment keys to try, without spaces, most precise first ("CF101ET", "CF101", "CF10", "CF"). */
      keys: readonly string[];
    };

/** The longest a postcode can be with generous spacing; anything longer is not one. */
export const POSTCODE_INPUT_MAX = 20;

const OUTCODE = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const INCODE = /^\d[A-Z]{2}$/;
const FULL = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;
const SECTOR = /^([A-Z]{1,2}\d[A-Z\d]?)(\d)$/;
const AREA = /^[A-Z]{1,2}$/;

/** Scotland's postcode areas (TD apart: see below). */
const SCOTLAND = new Set(['AB', 'DD', 'DG', 'EH', 'FK', 'G', 'HS', 'IV', 'KA', 'KW', 'KY', 'ML', 'PA', 'PH', 'ZE']);
const ELSEWHERE: Readonly<Record<string, OutsidePlace>> = { BT: 'northern-ireland', IM: 'isle-of-man', JE: 'jersey', GY: 'guernsey' };
/**
 * The TD (Galashiels) districts in England, as content/courts/outcode-centroids.ts keeps them: TD15 (Berwick-upon-
 * Tweed) and TD12 (partly in England). Every other TD district, and "TD" alone, is in Scotland.
 */
const ENGLISH_TD = new Set(['TD12', 'TD15']);

/** Where a postcode area (and outward code, for TD) is, when that is outside England and Wales. */
export function outsidePlace(area: string, outcode: string | null): OutsidePlace | null {
  if (SCOTLAND.has(area)) return 'scotland';
  if (area === 'TD') return outcode !== null && ENGLISH_TD.has(outcode) ? null : 'scotland';
  return ELSEWHERE[area] ?? null;
}

const areaOf = (outcode: string) => outcode.replace(/\d.*$/, '');

function read(outcode: string | null, inward: string, areaOnly: string | null): PostcodeQuery {
  const area = areaOnly ?? areaOf(outcode!);
  let level: PostcodeLevel;
  let display: string;
  let keys: string[];
  if (outcode === null) {
    level = 'area';
    display = area;
    keys = [area];
  } else if (inward.length === 3) {
    level = 'full';
    display = `${outcode} ${inward}`;
    keys = [outcode + inward, outcode + inward[0], outcode, area];
  } else if (inward.length === 1) {
    level = 'sector';
    display = `${outcode} ${inward}`;
    keys = [outcode + inward, outcode, area];
  } else {
    level = 'outcode';
    display = outcode;
    keys = [outcode, area];
  }
  const place = outsidePlace(area, outcode);
  if (place) return { kind: 'outside', display, place };
  return { kind: 'postcode', display, level, area, outcode, keys };
}

/** Reads what the visitor typed (untrusted, any length) as a postcode, or says why it is not one. */
export function parsePostcodeQuery(input: string): PostcodeQuery {
  const trimmed = input.trim().toUpperCase();
  if (trimmed === '') return { kind: 'empty' };
  if (trimmed.length > POSTCODE_INPUT_MAX) return { kind: 'malformed' };
  const parts = trimmed.split(/\s+/);
  // Two parts as typed settle what a run of characters alone cannot: "CF1 1" is a sector, "CF11" an outcode.
  if (parts.length === 2 && OUTCODE.test(parts[0]!)) {
    if (INCODE.test(parts[1]!)) return read(parts[0]!, parts[1]!, null);
    if (/^\d$/.test(parts[1]!)) return read(parts[0]!, parts[1]!, null);
  }
  const compact = parts.join('');
  const full = FULL.exec(compact);
  if (full) return read(full[1]!, full[2]!, null);
  if (OUTCODE.test(compact)) return read(compact, '', null);
  const sector = SECTOR.exec(compact);
  if (sector) return read(sector[1]!, sector[2]!, null);
  if (AREA.test(compact)) return read(null, '', compact);
  return { kind: 'malformed' };
}
