import { COURT_FAVOURITES_KEY } from '@/content/storage-keys';
import { parseFavourites } from './favourites';

/**
 * The one place the favourite courts are read from and written to this browser's localStorage, shared by the
 * directory's React buttons (hooks/use-favourite-courts.ts) and the shell script's buttons on each court page
 * (shell/saved-courts.ts), so that a court saved in one shows in the other.
 */

/** Fired on `window` after this page changes the favourites (another tab's change arrives as a `storage` event). */
const FAVOURITES_CHANGED = 'court-favourites-change';

/** The stored text as it is (a stable snapshot for React), or null when nothing is stored or storage is blocked. */
export function readStoredFavourites(): string | null {
  try {
    return window.localStorage.getItem(COURT_FAVOURITES_KEY);
  } catch {
    return null; // storage blocked: favourites simply are not kept
  }
}

export const readFavourites = (): string[] => parseFavourites(readStoredFavourites());

export function saveFavourites(slugs: readonly string[]): void {
  try {
    window.localStorage.setItem(COURT_FAVOURITES_KEY, JSON.stringify(slugs));
  } catch {
    // Storage full or blocked: nothing to keep.
  }
  window.dispatchEvent(new Event(FAVOURITES_CHANGED));
}

/** Calls `listener` whenever the favourites change, here or in another tab; returns the unsubscribe. */
export function onFavouritesChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COURT_FAVOURITES_KEY) listener();
  };
  window.addEventListener(FAVOURITES_CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(FAVOURITES_CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}
