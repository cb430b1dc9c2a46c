'use client';

import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useFavouriteCourts } from '@/hooks/use-favourite-courts';

/**
 * Spec 2: a favourite toggle per court, kept on this device only. Its name stays the same; aria-pressed says whether it
 * is on. It needs script to do anything, so it is hidden when JavaScript is off (the directory says so) and on paper.
 */
export function FavouriteButton({ courtId, courtName, courtIds }: { courtId: string; courtName: string; courtIds: readonly string[] }) {
  const [favourites, toggle] = useFavouriteCourts(courtIds);
  const saved = favourites.includes(courtId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Favourite: ${courtName}`}
      onClick={() => toggle(courtId)}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-primary px-3 text-sm font-semibold text-primary hover:bg-secondary aria-pressed:bg-primary aria-pressed:text-primary-foreground no-js:hidden print:hidden"
    >
      <Star className={cn('size-4', saved && 'fill-current')} aria-hidden />
      Favourite
    </button>
  );
}
