'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { parseFavourites, toggleFavourite } from '@/lib/courts/favourites';
import { onFavouritesChange, readFavourites, readStoredFavourites, saveFavourites } from '@/lib/courts/favourite-store';

/**
 * Favourite courts by FaCT slug, kept in this browser's localStorage only: the same list the court pages' buttons
 * keep (lib/courts/favourite-store.ts). The static HTML shows none marked; the stored choice applies right after
 * hydration.
 */
export function useFavouriteCourts(): [readonly string[], (slug: string) => void] {
  const raw = useSyncExternalStore(onFavouritesChange, readStoredFavourites, () => null);
  const favourites = parseFavourites(raw);
  const toggle = useCallback((slug: string) => saveFavourites(toggleFavourite(readFavourites(), slug)), []);
  return [favourites, toggle];
}
