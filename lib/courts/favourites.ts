/**
 * Favourite courts, kept in this browser's localStorage only (spec 4: "favourite toggle, local only"), by FaCT slug
 * (issue 27: any court can be a favourite, from the directory's cards or from a court's own page). The stored value is
 * untrusted: anything that is not a list of court slugs is ignored.
 */

/**
 * The ids the directory stored before issue 27 ('leeds'…), and the FaCT slug each now is. Read lists are migrated
 * through this; a test checks it against the six featured courts' records.
 */
export const LEGACY_FAVOURITE_IDS: Readonly<Record<string, string>> = {
  'central-london': 'central-london-county-court',
  birmingham: 'birmingham-civil-and-family-justice-centre',
  manchester: 'manchester-civil-justice-centre-civil-and-family-courts',
  leeds: 'leeds-combined-court-centre',
  bristol: 'bristol-civil-and-family-justice-centre',
  newcastle: 'newcastle-civil-family-courts-and-tribunals-centre',
};

/** A FaCT slug: lower-case words joined by hyphens, of a sane length. */
const COURT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;
/** More favourites than there are courts is not a list this site wrote. */
const MAX_FAVOURITES = 200;

export const isCourtSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && COURT_SLUG.test(value);

/** The stored favourites as FaCT slugs, once each, in the order saved; an old id is read as its court's slug. */
export function parseFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    const slugs = value.slice(0, MAX_FAVOURITES).map((id) => (typeof id === 'string' && Object.hasOwn(LEGACY_FAVOURITE_IDS, id) ? LEGACY_FAVOURITE_IDS[id] : id));
    return [...new Set(slugs.filter(isCourtSlug))];
  } catch {
    return [];
  }
}

export function toggleFavourite(favourites: readonly string[], slug: string): string[] {
  return favourites.includes(slug) ? favourites.filter((f) => f !== slug) : [...favourites, slug];
}
