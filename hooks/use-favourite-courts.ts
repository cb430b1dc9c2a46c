'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { COURT_FAVOURITES_KEY } from '@/content/storage-keys';
import { parseFavourites, toggleFavourite } from '@/lib/courts/favourites';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the favourites.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(): string | null {
  try {
    return window.localStorage.getItem(COURT_FAVOURITES_KEY);
  } catch {
    return null; // storage blocked: favourites simply are not kept
  }
}

/**
 * Favourite courts, kept in this browser's localStorage only. The static HTML shows none marked; the stored
 * choice applies right after hydration.
 */
export function useFavouriteCourts(knownIds: readonly string[]): [readonly string[], (id: string) => void] {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  const favourites = parseFavourites(raw, knownIds);
  const toggle = useCallback(
    (id: string) => {
      const next = toggleFavourite(parseFavourites(read(), knownIds), id);
      try {
        window.localStorage.setItem(COURT_FAVOURITES_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: nothing to keep.
      }
      for (const listener of listeners) listener();
    },
    [knownIds],
  );
  return [favourites, toggle];
}
