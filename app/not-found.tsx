import type { Metadata } from 'next';
import { messages } from '@/content/messages';
import { Button } from '@/components/ui/button';
import { SearchForm } from '@/components/layout/header-search';
import { shellMark } from '@/lib/page-markers';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for could not be found.',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    // Spec 2: the shell script logs the missing path (`data-missing-page`).
    <section className="container-page flex flex-col items-center gap-6 py-24 text-center" {...shellMark('missingPage')}>
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold sm:text-4xl">{messages.notFoundTitle}</h1>
      <p className="max-w-prose text-muted-foreground">
        The page may have moved, or the address may be mistyped. Search the site for what you were looking for, or
        start again from the home page.
      </p>
      {/* Issue 26: search from here, as a plain GET form to the search page: it works without JavaScript. */}
      <SearchForm id="not-found-search" className="w-full max-w-md text-left" />
      <Button asChild size="lg">
        <a href="/">{messages.notFoundAction}</a>
      </Button>
    </section>
  );
}
