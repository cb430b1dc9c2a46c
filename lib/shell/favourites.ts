import { courtPagePath } from '@/lib/courts/links';
import { toggleFavourite } from '@/lib/courts/favourites';
import { onFavouritesChange, readFavourites, saveFavourites } from '@/lib/courts/favourite-store';
import { SHELL_ATTR } from './markers';

/**
 * Issue 27: favourites for any court, without React. Each court page's toggle (`data-favourite-court`, the FaCT slug)
 * saves to the same list as the directory's cards, and shows whether the court is saved with aria-pressed; the
 * "Your saved courts" list on Court Locations links each saved court's page. Both follow changes made elsewhere on
 * the page or in another tab.
 */
export function installFavouriteCourts(): void {
  const toggles = [...document.querySelectorAll<HTMLButtonElement>(`button[${SHELL_ATTR.favouriteCourt}]`)];
  const saved = document.querySelector<HTMLElement>(`[${SHELL_ATTR.savedCourts}]`);
  if (toggles.length === 0 && !saved) return;

  const show = () => {
    const favourites = readFavourites();
    for (const toggle of toggles) toggle.setAttribute('aria-pressed', String(favourites.includes(toggle.getAttribute(SHELL_ATTR.favouriteCourt)!)));
    if (saved) showSaved(saved, favourites);
  };
  for (const toggle of toggles) {
    toggle.addEventListener('click', () => saveFavourites(toggleFavourite(readFavourites(), toggle.getAttribute(SHELL_ATTR.favouriteCourt)!)));
  }
  // Outside the islands (issue 29: the directory's own buttons are the island's), so nothing to wait for.
  onFavouritesChange(show);
  show();
}

/** A court's name, from a link to its page elsewhere on this page; else from its slug. */
function courtName(slug: string): string {
  const link = [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${courtPagePath(slug)}"]`)].find((a) => !a.closest(`[${SHELL_ATTR.savedCourts}]`));
  const text = link?.textContent?.trim();
  return text || slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** Fills the list with a link per saved court (as text, never markup), and hides it while there are none. */
function showSaved(section: HTMLElement, favourites: readonly string[]): void {
  const list = section.querySelector('ul');
  if (!list) return;
  list.replaceChildren(
    ...favourites.map((slug) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = courtPagePath(slug);
      link.textContent = courtName(slug);
      link.className = 'font-semibold text-primary underline underline-offset-4 hover:text-primary-hover';
      item.append(link);
      return item;
    }),
  );
  section.hidden = favourites.length === 0;
}
