import { SHELL_ATTR } from '@/lib/page-markers';

/**
 * The shell's steps that only some pages need (issue 36): a page's shell script carries one only when the page's HTML
 * has one of its marks, so a page without them loads none of their code (today's date is on one page, the favourite
 * toggles on the court pages, the saved courts and the wide disclosures on Court Locations). Each is still one file per page: the post-build
 * step builds a shell for each set of parts the pages need (build/shell-bundle.ts).
 */
export const PAGE_PARTS = [
  { module: 'page-details', install: 'showToday', attributes: [SHELL_ATTR.today] },
  { module: 'favourite-toggles', install: 'installFavouriteToggles', attributes: [SHELL_ATTR.favouriteCourt] },
  { module: 'saved-courts', install: 'installSavedCourts', attributes: [SHELL_ATTR.savedCourts] },
  { module: 'disclosures', install: 'installWideDisclosures', attributes: [SHELL_ATTR.openWhenWide] },
] as const;

export type PagePart = (typeof PAGE_PARTS)[number]['module'];

/** An attribute in a tag's markup (`<time data-today …>`), not merely its name in a text. */
const hasAttribute = (html: string, attribute: string) => new RegExp(`<[a-z][^>]*\\s${attribute}(?=[\\s=/>])`, 'i').test(html);

/** The parts a page's HTML needs, in PAGE_PARTS order. */
export function partsFor(html: string): PagePart[] {
  return PAGE_PARTS.filter((part) => part.attributes.some((attribute) => hasAttribute(html, attribute))).map((part) => part.module);
}
