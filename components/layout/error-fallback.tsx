'use client';

import { useEffect } from 'react';
import { messages } from '@/content/messages';

/** Spec 8: the generic fallback for uncaught failures. */
export function ErrorFallback({ error, reset }: { error: Error & { digest?: string }; reset?: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="container-page flex flex-col items-center gap-5 py-24 text-center">
      <h1 className="text-3xl font-bold">{messages.unexpectedError}</h1>
      <p className="max-w-prose text-muted-foreground">
        Something went wrong while showing this page. Please try again, or go back to the home page.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {reset ? (
          <button type="button" onClick={reset} className="min-h-11 rounded-md bg-primary px-5 font-semibold text-white">
            Try again
          </button>
        ) : null}
        <a href="/" className="inline-flex min-h-11 items-center rounded-md border-2 border-primary px-5 font-semibold text-primary">
          {messages.notFoundAction}
        </a>
      </div>
    </section>
  );
}
