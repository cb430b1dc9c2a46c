import { Rss } from 'lucide-react';
import { FEED_PAGE_PATH, FEED_PATH } from '@/content/feed';
import { formatIsoDate } from '@/lib/dates';
import { FEED_KIND_LABELS, feedEntries } from '@/lib/feed';
import { absoluteUrl, getRoute } from '@/lib/routes';
import { metadataFor } from '@/lib/seo';
import { PageHeader } from '@/components/content/page-header';

const PATH = FEED_PAGE_PATH;
export const metadata = metadataFor(PATH);

/**
 * Issue 26: the feed in a browser. A browser shows an Atom file as raw XML (and Chromium is removing XSLT), so the
 * feed links here: what it holds, how to follow it, and the same entries, newest first, as plain HTML.
 */
export default function GuidanceUpdatesPage() {
  const entries = feedEntries();
  return (
    <>
      <PageHeader
        path={PATH}
        title={getRoute(PATH).title}
        lead="New and reviewed guidance on small claims in England and Wales: articles, step-by-step guides and free tools, with the date each was last checked. It lists guidance only, never our paid services."
        backFallback="/blog"
      />
      <div className="container-page max-w-4xl py-12">
        <section aria-labelledby="follow-title" className="rounded-xl border border-border bg-card p-5 shadow-card sm:p-6">
          <h2 id="follow-title" className="flex items-center gap-2 text-xl font-extrabold">
            <Rss className="size-5 shrink-0 text-accent" aria-hidden /> Follow it with a feed reader
          </h2>
          <p className="mt-3">
            Copy this address into a feed reader (an app or website that collects updates, such as the one in your
            email program): it tells you when a guide is added or reviewed.
          </p>
          <p className="mt-3">
            <code className="inline-block max-w-full rounded-md bg-muted px-2 py-1 font-mono text-sm break-all">{absoluteUrl(FEED_PATH)}</code>
          </p>
          <p className="mt-3">
            <a href={FEED_PATH} type="application/atom+xml" className="font-semibold text-primary underline underline-offset-4">
              Open the feed file (Atom)
            </a>{' '}
            <span className="text-muted-foreground">— a browser shows it as code; a feed reader reads it for you.</span>
          </p>
        </section>

        <section aria-labelledby="latest-title" className="mt-12">
          <h2 id="latest-title" className="text-2xl font-extrabold">
            What the feed lists ({entries.length})
          </h2>
          <ol className="mt-6 space-y-6">
            {entries.map((entry) => (
              <li key={entry.url} className="border-b border-border pb-6">
                <h3 className="text-lg font-bold">
                  <a href={entry.path ?? entry.url} className="text-primary underline-offset-4 hover:underline">
                    {entry.title}
                  </a>
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {entry.kind ? `${FEED_KIND_LABELS[entry.kind]} · ` : ''}
                  {entry.published && entry.published !== entry.updated ? `Published ${formatIsoDate(entry.published)} · ` : ''}
                  Last reviewed <time dateTime={entry.updated}>{formatIsoDate(entry.updated)}</time>
                </p>
                <p className="mt-2">{entry.summary}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
