/**
 * Favourite courts, kept in this browser's localStorage only (spec 4: "favourite toggle, local only"). The
 * stored value is untrusted: anything that is not a list of known ids is ignored.
 */
export function parseFavourites(raw: string | null, knownIds: readonly string[]): string[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === 'string' && knownIds.includes(id)))];
  } catch {
    return [];
  }
}

export function toggleFavourite(favourites: readonly string[], id: string): string[] {
  return favourites.includes(id) ? favourites.filter((f) => f !== id) : [...favourites, id];
}
