/**
 * Issue 27 item 4: the court finder's data, split so that the page never ships the catchment lists. A small core
 * (each hearing centre's name, address, place and areas of law) and one shard per postcode area (the catchment
 * entries in that area, and its outward codes' centre points) are written as static JSON files by the build
 * (app/court-finder/[file]/route.ts); the island fetches the core and one shard on the first search.
 */

/** The finder's areas of law (FaCT's civil search), as bit flags in the index. */
export const finderAreasOfLaw = ['Money claims', 'Housing possession', 'Bankruptcy'] as const;
export type FinderAreaOfLaw = (typeof finderAreasOfLaw)[number];
export const areaOfLawFlag = (area: FinderAreaOfLaw) => 1 << finderAreasOfLaw.indexOf(area);

export type FinderCourt = {
  slug: string;
  name: string;
  /** The address on one line, with its postcode ("2 Park Street, Cardiff, CF10 1ET"). */
  address: string;
  lat: number;
  lng: number;
  /** The finder's areas of law it lists, as flags (areaOfLawFlag). */
  areas: number;
  /** What has changed since 2021 (Newcastle), shown wherever the court is. */
  note?: string;
};

/** The court's postcode: the last part of its one-line address, as buildFinderIndex writes it. */
export const finderCourtPostcode = (court: Pick<FinderCourt, 'address'>): string => court.address.slice(court.address.lastIndexOf(', ') + 2);

export type FinderCore = {
  /** The same in the core and every shard of one build: a shard from another build (a cache) is not mixed in. */
  version: string;
  dateLine: string;
  /** Postcode areas of England and Wales with a shard. */
  areas: readonly string[];
  /** Every County Court hearing centre (the national issuing centre takes no hearings, so it is not here). */
  courts: readonly FinderCourt[];
};

export type FinderShard = {
  version: string;
  area: string;
  /** Catchment entry (no spaces) to the courts listing it, as indexes into the core's courts. */
  catchment: Readonly<Record<string, readonly number[]>>;
  /** Outward code to its centre, [lat, lng]. */
  centroids: Readonly<Record<string, readonly [number, number]>>;
};

export type FinderIndex = { core: FinderCore; shards: Readonly<Record<string, FinderShard>> };

/** What the index is built from: the committed records (content/courts/hearing-centres.ts and outcode-centroids.ts). */
export type IndexSource = {
  dateLine: string;
  courts: readonly {
    slug: string;
    name: string;
    kind: 'hearing-centre' | 'national-issuing-centre';
    address: { lines: readonly string[]; town?: string; postcode: string };
    coordinates: { lat: number; lng: number };
    areasOfLaw: readonly string[];
    catchment: readonly string[];
    note?: string;
  }[];
  centroids: Readonly<Record<string, readonly [number, number]>>;
};

export const postcodeArea = (code: string) => /^[A-Z]+/.exec(code)?.[0] ?? '';

/** FNV-1a, 32 bits: a short fingerprint of the index, not a security measure. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Builds the core and the shards. The catchment entries kept are those in a postcode area of England and Wales (an
 * area with outcode centres); the 2021 lists also hold entries that are no postcode area at all ("FG", "HW") and a
 * few in Scotland or Northern Ireland, which no search the finder makes could reach.
 */
export function buildFinderIndex(source: IndexSource): FinderIndex {
  const hearing = source.courts.filter((court) => court.kind === 'hearing-centre');
  const courts: FinderCourt[] = hearing.map((court) => {
    const areas = finderAreasOfLaw.reduce((flags, area) => (court.areasOfLaw.includes(area) ? flags | areaOfLawFlag(area) : flags), 0);
    const lines = [...court.address.lines];
    if (court.address.town && !lines.includes(court.address.town)) lines.push(court.address.town);
    return {
      slug: court.slug,
      name: court.name,
      address: [...lines, court.address.postcode].join(', '),
      lat: court.coordinates.lat,
      lng: court.coordinates.lng,
      areas,
      ...(court.note ? { note: court.note } : {}),
    };
  });

  const shards: Record<string, { catchment: Record<string, number[]>; centroids: Record<string, readonly [number, number]> }> = {};
  const shard = (area: string) => (shards[area] ??= { catchment: {}, centroids: {} });
  for (const outcode of Object.keys(source.centroids).sort()) shard(postcodeArea(outcode)).centroids[outcode] = source.centroids[outcode]!;
  hearing.forEach((court, index) => {
    for (const entry of court.catchment) {
      const target = shards[postcodeArea(entry)];
      if (target) (target.catchment[entry] ??= []).push(index);
    }
  });

  const areas = Object.keys(shards).sort();
  const body = { dateLine: source.dateLine, areas, courts };
  const sortedShards = areas.map((area) => {
    const { catchment, centroids } = shards[area]!;
    return { area, catchment: Object.fromEntries(Object.entries(catchment).sort(([a], [b]) => (a < b ? -1 : 1))), centroids };
  });
  const version = fingerprint(JSON.stringify([body, sortedShards]));
  return {
    core: { version, ...body },
    shards: Object.fromEntries(sortedShards.map((s) => [s.area, { version, ...s }])),
  };
}

/** The file names the build writes and the island fetches, under FINDER_DATA_PATH. */
export const FINDER_DATA_PATH = '/court-finder';
export const CORE_FILE = 'core.json';
export const shardFile = (area: string) => `${area}.json`;
