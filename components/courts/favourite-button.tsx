'use client';

import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useFavouriteCourts } from '@/hooks/use-favourite-courts';

/**
 * Spec 2: a favourite toggle per court, kept on this device only, by the court's FaCT slug (the court pages' buttons
 * keep the same list). Its name stays the same; aria-pressed says whether it
 * is on. It needs script to do anything, so it is hidden when JavaScript is off (the directory says so) and on paper.
 */
export function FavouriteButton({ courtSlug, courtName }: { courtSlug: string; courtName: string }) {
  const [favourites, toggle] = useFavouriteCourts();
  const saved = favourites.includes(courtSlug);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Favourite: ${courtName}`}
      onClick={() => toggle(courtSlug)}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-primary px-3 text-sm font-semibold text-primary hover:bg-secondary aria-pressed:bg-primary aria-pressed:text-primary-foreground no-js:hidden print:hidden"
    >
      <Star className={cn('size-4', saved && 'fill-current')} aria-hidden />
      Favourite
    </button>
  );
}
