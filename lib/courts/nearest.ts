import { byDistance, type LatLng } from './distance';

/**
 * Issue 27: the hearing centres nearest to a court, by straight-line distance, for the court's own page. The court
 * itself and the Civil National Business Centre (which holds no hearings) are left out; ties keep the list's order.
 */
export function nearestHearingCentres<T extends { slug: string; kind: string; coordinates: LatLng }>(
  from: { slug: string; coordinates: LatLng },
  all: readonly T[],
  count = 5,
): { court: T; miles: number }[] {
  if (!Number.isInteger(count) || count < 0) throw new Error(`Cannot list ${count} nearest courts`);
  const others = all.filter((court) => court.slug !== from.slug && court.kind === 'hearing-centre');
  return byDistance(others, from.coordinates).slice(0, count);
}
