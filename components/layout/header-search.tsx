import { Search } from 'lucide-react';
import { searchMessages as messages, searchPage } from '@/content/search';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

const POPOVER_ID = 'header-search';

/** A search form that opens the search page (a plain GET form: it works without JavaScript). */
export function SearchForm({ id, className }: { id: string; className?: string }) {
  return (
    <form role="search" action={searchPage.path} method="get" className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {messages.label}
      </label>
      <div className="flex gap-2">
        <Input id={id} name="q" type="search" autoComplete="off" className="flex-1" />
        <button type="submit" className={buttonVariants({ size: 'icon' })}>
          <Search className="size-5" aria-hidden />
          <span className="sr-only">{messages.button}</span>
        </button>
      </div>
    </form>
  );
}

/**
 * Issue 19: the header's search: a button that opens a native popover holding the search form (no script, and no
 * room taken from the menus), which opens the search page.
 */
export function HeaderSearch() {
  return (
    // On the narrowest screens the menu sheet holds the search form: the bar keeps its room for the logo.
    <div className="max-sm:hidden">
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        aria-label={messages.label}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        style={{ anchorName: `--${POPOVER_ID}` }}
      >
        <Search className="size-5" aria-hidden />
      </button>
      <div id={POPOVER_ID} popover="auto" className="header-search rounded-lg border border-border bg-background p-4 text-foreground shadow-lg" style={{ positionAnchor: `--${POPOVER_ID}` }}>
        <SearchForm id={`${POPOVER_ID}-query`} />
      </div>
    </div>
  );
}
