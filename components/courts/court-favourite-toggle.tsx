import { Star } from 'lucide-react';
import { courtPageText } from '@/content/courts/court-page';
import { shellMark } from '@/lib/page-markers';

/**
 * Issue 27: the favourite toggle on a court's page. Plain HTML that the shell script makes work (shell/favourite-toggles.ts),
 * saving to the same list as the directory's cards; hidden without JavaScript, where it could do nothing, and on paper.
 */
export function CourtFavouriteToggle({ slug, name }: { slug: string; name: string }) {
  return (
    <button
      type="button"
      aria-pressed="false"
      aria-label={`${courtPageText.favourite}: ${name}`}
      {...shellMark('favouriteCourt', slug)}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-primary px-3 text-sm font-semibold text-primary hover:bg-secondary aria-pressed:bg-primary aria-pressed:text-primary-foreground no-js:hidden print:hidden [&[aria-pressed=true]>svg]:fill-current"
    >
      <Star className="size-4" aria-hidden />
      {courtPageText.favourite}
    </button>
  );
}
