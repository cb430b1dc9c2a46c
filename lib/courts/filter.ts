import { courtRegions, courtTypes, type CourtRegion, type CourtType } from '@/content/courts/options';

/**
 * The court directory's search and filters (spec 5): search matches name, city or postcode, case-insensitive,
 * with spaces in postcodes ignored; region and type each have an "all" option. Pure, for the island and tests.
 */
export const ALL = 'all';
export type RegionFilter = typeof ALL | CourtRegion;
export type TypeFilter = typeof ALL | CourtType;
export type CourtFilter = { query: string; region: RegionFilter; type: TypeFilter; postcode: string };
export const emptyCourtFilter: CourtFilter = { query: '', region: ALL, type: ALL, postcode: '' };

/** What the filter needs of a court. */
export type FilterableCourt = { name: string; city: string; postcode: string; region: CourtRegion; type: CourtType };

const fold = (s: string) => s.toLocaleLowerCase('en-GB');
const squash = (s: string) => fold(s).replace(/\s+/g, '');

export function matchesQuery(court: FilterableCourt, query: string): boolean {
  const needle = fold(query.trim());
  if (needle === '') return true;
  return (
    fold(court.name).includes(needle) ||
    fold(court.city).includes(needle) ||
    (squash(needle) !== '' && squash(court.postcode).includes(squash(needle)))
  );
}

export function filterCourts<T extends FilterableCourt>(courts: readonly T[], filter: Omit<CourtFilter, 'postcode'>): T[] {
  return courts.filter(
    (court) =>
      (filter.region === ALL || court.region === filter.region) &&
      (filter.type === ALL || court.type === filter.type) &&
      matchesQuery(court, filter.query),
  );
}

/** Query-string keys, so a filtered view can be shared. */
const KEYS = { query: 'q', region: 'region', type: 'type', postcode: 'postcode' } as const;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | typeof ALL =>
  (options as readonly string[]).includes(value ?? '') ? (value as T) : ALL;

/** Reads the filter from the query string (untrusted): unknown regions or types mean "all". */
export function parseCourtFilter(params: URLSearchParams): CourtFilter {
  return {
    query: (params.get(KEYS.query) ?? '').slice(0, 100),
    region: oneOf(courtRegions, params.get(KEYS.region)),
    type: oneOf(courtTypes, params.get(KEYS.type)),
    postcode: (params.get(KEYS.postcode) ?? '').slice(0, 20),
  };
}

/** The query-string entries for a filter ("all" and empty values are left out). */
export function courtFilterParams(filter: CourtFilter): Record<string, string> {
  return {
    [KEYS.query]: filter.query,
    [KEYS.region]: filter.region === ALL ? '' : filter.region,
    [KEYS.type]: filter.type === ALL ? '' : filter.type,
    [KEYS.postcode]: filter.postcode,
  };
}

/** What the search needs of a hearing centre from the finder's list (lib/courts/finder/finder-index.ts). */
export type SearchableCentre = { slug: string; name: string; address: string };

/**
 * Issue 40: the directory's search over every County Court hearing centre, not just the six featured: a name or a
 * town ("Cardiff", "Truro", "Caernarfon") finds any centre whose name or address holds it, leaving out the featured
 * ones (their cards already show). Matched as `matchesQuery` does (case-insensitive, the postcode without spaces).
 * At most `limit`, in the list's order; none for a query under 3 letters.
 */
export function matchHearingCentres<T extends SearchableCentre>(centres: readonly T[], query: string, featuredSlugs: ReadonlySet<string>, limit = 20): T[] {
  const needle = fold(query.trim());
  // One or two letters would list half the country: the featured cards answer those.
  if (needle.length < 3) return [];
  return centres
    .filter((centre) => !featuredSlugs.has(centre.slug) && (fold(centre.name).includes(needle) || fold(centre.address).includes(needle) || squash(centre.address).includes(squash(needle))))
    .slice(0, limit);
}
