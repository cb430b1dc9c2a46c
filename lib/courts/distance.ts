import { toNormalised, toOutcode, toDistrict, validOutcode } from 'postcode';
import { groupDigits } from '@/lib/numbers';

/**
 * Distance from a visitor's postcode to each court: the straight line from the centroid of the postcode's
 * outward code (its district, e.g. "LS1") to the court's coordinates. Postcodes are parsed and validated by
 * the `postcode` library; the centroid table is passed in (it is loaded only when a postcode is entered).
 */
export type Centroids = Readonly<Record<string, readonly [number, number]>>;
export type LatLng = { lat: number; lng: number };

export type PostcodeLocation =
  | { ok: true; outcode: string; point: LatLng }
  | { ok: false; reason: 'invalid' | 'unknown' };

/** A full postcode ("LS1 4AP", any case or spacing) or an outward code alone ("LS1"), normalised; null if neither. */
export function normalisePostcode(input: string): { postcode: string | null; outcode: string } | null {
  const compact = input.trim().replace(/\s+/g, ' ').toUpperCase();
  if (compact === '') return null;
  const full = toNormalised(compact.replace(/ /g, ''));
  if (full) return { postcode: full, outcode: toOutcode(full)! };
  if (validOutcode(compact) && !compact.includes(' ')) return { postcode: null, outcode: compact };
  return null;
}

/** Where a postcode is, by its outward code's centroid (falling back from a sub-district such as "EC1A" to "EC1"). */
export function locatePostcode(input: string, centroids: Centroids): PostcodeLocation {
  const parsed = normalisePostcode(input);
  if (!parsed) return { ok: false, reason: 'invalid' };
  const candidates = [parsed.outcode, parsed.postcode ? toDistrict(parsed.postcode) : parsed.outcode.replace(/[A-Z]$/, '')];
  for (const code of candidates) {
    const point = code ? centroids[code] : undefined;
    if (point) return { ok: true, outcode: code!, point: { lat: point[0], lng: point[1] } };
  }
  return { ok: false, reason: 'unknown' };
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The courts with their distance from `origin`, nearest first (ties keep their order). */
export function byDistance<T extends { coordinates: LatLng }>(courts: readonly T[], origin: LatLng): { court: T; miles: number }[] {
  return courts
    .map((court, index) => ({ court, index, miles: milesBetween(origin, court.coordinates) }))
    .sort((a, b) => a.miles - b.miles || a.index - b.index)
    .map(({ court, miles }) => ({ court, miles }));
}

/**
 * Issue 54: whether a court's postcode lies in the postcode district that distances are measured from ("CF10 1ET" in
 * "CF10"; "EC1A 1BB" in "EC1", the district a sub-district falls back to). From the district's centre, such a court
 * was "0.7 miles from CF10" though the visitor may be at its door: it is said to be in the district instead.
 */
export function inDistrict(courtPostcode: string, from: string): boolean {
  const full = toNormalised(courtPostcode.replace(/\s+/g, ''));
  return full !== null && (toOutcode(full) === from || toDistrict(full) === from);
}

/** How far a court is from where distances are measured: "12 miles from LS6", or "in LS1, the same postcode district". */
export function distanceFrom(miles: number, from: string, courtPostcode: string): string {
  return inDistrict(courtPostcode, from) ? `in ${from}, the same postcode district` : `${formatMiles(miles)} from ${from}`;
}

/** "0.4 miles", "12 miles", "1 mile". */
export function formatMiles(miles: number): string {
  const shown = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${groupDigits(shown)} ${shown === 1 ? 'mile' : 'miles'}`;
}
