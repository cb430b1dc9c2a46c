import { courtPagePath } from '@/lib/courts/links';
import { onFavouritesChange, readFavourites } from '@/lib/courts/favourite-store';
import { SHELL_ATTR } from '@/lib/page-markers';
import { textLink } from '@/lib/utils';

/**
 * Issue 27: the "Your saved courts" list on Court Locations links each saved court's page (the court pages' toggles
 * and the directory's cards save to the same list), following changes made elsewhere on the page or in another tab.
 * Outside the islands (issue 29), so nothing waits for them. A page part (shell/parts.ts).
 */
export function installSavedCourts(): void {
  const saved = document.querySelector<HTMLElement>(`[${SHELL_ATTR.savedCourts}]`);
  if (!saved) return;
  const show = () => showSaved(saved, readFavourites());
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
      link.className = textLink;
      item.append(link);
      return item;
    }),
  );
  section.hidden = favourites.length === 0;
}
