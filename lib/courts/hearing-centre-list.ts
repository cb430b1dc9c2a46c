/**
 * Issue 27: the list of every County Court hearing centre on /court-locations, grouped by region. Pure: the
 * records and each court's region come in as arguments.
 */

type Listed = { slug: string; name: string; nameCy?: string; kind: 'hearing-centre' | 'national-issuing-centre' };

/** A name as FaCT holds it, for display: runs of white space (FaCT has "Blackpool  Family Court") become one space. */
export function displayCourtName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

/**
 * A Welsh name for display, or undefined when there is none worth showing: FaCT holds some that stop at the
 * separator ("Llanelli -"), with no Welsh name after it.
 */
export function displayWelshCourtName(nameCy: string | undefined): string | undefined {
  if (nameCy === undefined) return undefined;
  const name = displayCourtName(nameCy).replace(/\s+-\s+/g, ' – ');
  if (name === '' || /[-–]$/.test(name)) return undefined;
  return name;
}

const byName = (a: Listed, b: Listed) => displayCourtName(a.name).localeCompare(displayCourtName(b.name), 'en-GB');

export type RegionGroup<C, R extends string> = { region: R; courts: C[] };

/**
 * The hearing centres by region, in the order of `regions` (regions with none left out), each by name; the
 * national issuing centre (the Civil National Business Centre) apart, as it hears no cases. A court whose region
 * is not in `regions` throws: every court is listed somewhere, never dropped.
 */
export function hearingCentresByRegion<C extends Listed, R extends string>(
  courts: readonly C[],
  regionOf: (court: C) => R,
  regions: readonly R[],
): { regions: RegionGroup<C, R>[]; national: C[] } {
  const groups = new Map<R, C[]>(regions.map((region) => [region, []]));
  const national: C[] = [];
  for (const court of courts) {
    if (court.kind === 'national-issuing-centre') {
      national.push(court);
      continue;
    }
    const region = regionOf(court);
    const group = groups.get(region);
    if (!group) throw new Error(`The court ${court.slug} is in ${region}, which is not a listed region`);
    group.push(court);
  }
  return {
    regions: regions.flatMap((region) => {
      const inRegion = groups.get(region) ?? [];
      return inRegion.length > 0 ? [{ region, courts: [...inRegion].sort(byName) }] : [];
    }),
    national: national.sort(byName),
  };
}

/** An id for a region's part of the list: "North East" is "courts-in-north-east". */
export function regionAnchorId(region: string): string {
  return `courts-in-${region
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
