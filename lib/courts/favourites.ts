/**
 * Favourite courts, kept in this browser's localStorage only (spec 4: "favourite toggle, local only"), by FaCT slug
 * (issue 27: any court can be a favourite, from the directory's cards or from a court's own page). The stored value is
 * untrusted: anything that is not a list of court slugs is ignored.
 */

/** A FaCT slug: lower-case words joined by hyphens, of a sane length. */
const COURT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;
/** More favourites than there are courts is not a list this site wrote. */
const MAX_FAVOURITES = 200;

export const isCourtSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && COURT_SLUG.test(value);

/**
 * The stored favourites as FaCT slugs, once each, in the order saved. (The directory's ids before issue 27, 'leeds'…,
 * were never stored by a launched site, so nothing migrates them.)
 */
export function parseFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return [...new Set(value.slice(0, MAX_FAVOURITES).filter(isCourtSlug))];
  } catch {
    return [];
  }
}

export function toggleFavourite(favourites: readonly string[], slug: string): string[] {
  return favourites.includes(slug) ? favourites.filter((f) => f !== slug) : [...favourites, slug];
}
