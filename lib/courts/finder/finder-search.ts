import { milesBetween, type LatLng } from '@/lib/courts/distance';
import type { PostcodeLevel, PostcodeQuery } from './postcode-query';
import { areaOfLawFlag, type FinderAreaOfLaw, type FinderCore, type FinderCourt, type FinderShard } from './finder-index';

/**
 * Issue 27: which hearing centre deals with a postcode, the way FaCT's civil search does it: the courts listing the
 * area of law whose catchment holds the full postcode, else its sector, else its outcode, else its area letters;
 * with none, the nearest courts with that area of law by straight-line distance from the outcode's centre. Pure.
 */

export type RankedCourt = { court: FinderCourt; miles: number | null };

export type FinderAnswer =
  | { kind: 'unknown' }
  | {
      kind: 'answer';
      /** How the court was found: a catchment list at that level, or the nearest by distance. */
      level: PostcodeLevel | 'nearest';
      /** Where distances are measured from (an outward code, or a postcode area's centre), if the postcode was placed. */
      from: string | null;
      /** The court(s) that deal with it, nearest first. */
      courts: readonly RankedCourt[];
      /** The next nearest courts with that area of law, with distances (none if the postcode was not placed). */
      nextNearest: readonly { court: FinderCourt; miles: number }[];
      /** The catchment court is more than 30 miles away and over twice as far as the nearest court: show both. */
      oddity: { listed: { court: FinderCourt; miles: number }; nearest: { court: FinderCourt; miles: number } } | null;
    };

/** How many more courts the answer names after the one(s) that deal with the postcode. */
export const NEXT_NEAREST_COUNT = 3;
export const ODDITY_MIN_MILES = 30;
export const ODDITY_RATIO = 2;

/** The outcode's centre (a sub-district such as "EC1A" falls back to "EC1"), or the mean of the area's centres. */
export function placeQuery(query: Extract<PostcodeQuery, { kind: 'postcode' }>, shard: FinderShard): { from: string; point: LatLng } | null {
  if (query.outcode !== null) {
    for (const code of [query.outcode, query.outcode.replace(/(\d)[A-Z]$/, '$1')]) {
      const centre = shard.centroids[code];
      if (centre) return { from: code, point: { lat: centre[0], lng: centre[1] } };
    }
    return null;
  }
  const centres = Object.values(shard.centroids);
  if (centres.length === 0) return null;
  const mean = (i: 0 | 1) => centres.reduce((sum, c) => sum + c[i], 0) / centres.length;
  return { from: query.area, point: { lat: mean(0), lng: mean(1) } };
}

export function searchCourts(
  query: Extract<PostcodeQuery, { kind: 'postcode' }>,
  areaOfLaw: FinderAreaOfLaw,
  core: FinderCore,
  shard: FinderShard | null,
): FinderAnswer {
  if (!shard) return { kind: 'unknown' };
  const flag = areaOfLawFlag(areaOfLaw);
  const takes = (index: number) => ((core.courts[index]?.areas ?? 0) & flag) !== 0;
  const placed = placeQuery(query, shard);
  const milesTo = (court: FinderCourt) => (placed ? milesBetween(placed.point, court) : null);

  let level: PostcodeLevel | 'nearest' = 'nearest';
  let listed: number[] = [];
  for (const [i, key] of query.keys.entries()) {
    const found = (shard.catchment[key] ?? []).filter(takes);
    if (found.length > 0) {
      listed = [...new Set(found)];
      level = (['full', 'sector', 'outcode', 'area'] as const).slice(-query.keys.length)[i]!;
      break;
    }
  }
  if (listed.length === 0 && !placed) return { kind: 'unknown' };

  const byMiles = (a: RankedCourt, b: RankedCourt) => (a.miles ?? 0) - (b.miles ?? 0) || a.court.name.localeCompare(b.court.name);
  const ranked = placed
    ? core.courts.flatMap((court, index) => (takes(index) ? [{ court, miles: milesBetween(placed.point, court) }] : [])).sort(byMiles)
    : [];
  const courts: RankedCourt[] =
    listed.length > 0 ? listed.map((index) => ({ court: core.courts[index]!, miles: milesTo(core.courts[index]!) })).sort(byMiles) : ranked.slice(0, 1);
  const shown = new Set(courts.map(({ court }) => court.slug));
  const nextNearest = ranked.filter(({ court }) => !shown.has(court.slug)).slice(0, NEXT_NEAREST_COUNT);

  const first = courts[0]!;
  const nearest = ranked[0];
  const oddity =
    listed.length > 0 && first.miles !== null && nearest && first.miles > ODDITY_MIN_MILES && first.miles > ODDITY_RATIO * nearest.miles
      ? { listed: { court: first.court, miles: first.miles }, nearest }
      : null;
  return { kind: 'answer', level, from: placed?.from ?? null, courts, nextNearest, oddity };
}
