import { toggleFavourite } from '@/lib/courts/favourites';
import { onFavouritesChange, readFavourites, saveFavourites } from '@/lib/courts/favourite-store';
import { SHELL_ATTR } from '@/lib/page-markers';
import { takeEarlyPresses } from '@/islands/client/early-presses';

/**
 * Issue 27: favourites for any court, without React. Each court page's toggle (`data-favourite-court`, the FaCT slug)
 * saves to the same list as the directory's cards, and shows whether the court is saved with aria-pressed, following
 * changes made elsewhere on the page or in another tab. A page part (shell/parts.ts): only the court pages carry it.
 */
export function installFavouriteToggles(): void {
  const toggles = [...document.querySelectorAll<HTMLButtonElement>(`button[${SHELL_ATTR.favouriteCourt}]`)];
  if (toggles.length === 0) return;
  const slugOf = (toggle: HTMLButtonElement) => toggle.getAttribute(SHELL_ATTR.favouriteCourt)!;
  const show = () => {
    const favourites = readFavourites();
    for (const toggle of toggles) toggle.setAttribute('aria-pressed', String(favourites.includes(slugOf(toggle))));
  };
  const press = (toggle: HTMLButtonElement) => saveFavourites(toggleFavourite(readFavourites(), slugOf(toggle)));
  for (const toggle of toggles) toggle.addEventListener('click', () => press(toggle));
  onFavouritesChange(show);
  // A press made before the shell started (the head's script kept it, issue 52) is done now, once each.
  for (const early of takeEarlyPresses(`button[${SHELL_ATTR.favouriteCourt}]`)) press(early as HTMLButtonElement);
  show();
}
