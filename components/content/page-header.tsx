import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { BackLink } from '@/components/layout/back-link';
import { InlineText } from './inline-text';
import { LastReviewed } from './last-reviewed';

/**
 * The top of a content page: back control, breadcrumbs, title, an optional lead paragraph and, for a page of
 * guidance, the day its content was last reviewed (the last line of the header).
 */
export function PageHeader({
  path,
  title,
  eyebrow,
  lead,
  backFallback,
  reviewed,
  children,
}: {
  path: string;
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  /** Lead paragraphs (content text with inline markup). */
  lead?: string | readonly string[];
  /** Where the back control goes when there is no history on this site; no back control when omitted. */
  backFallback?: string;
  /** The ISO date the page's content record was last reviewed, shown as "Last reviewed …". */
  reviewed?: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-border bg-gradient-to-b from-secondary to-background">
      <div className="container-page py-8 sm:py-12 print:pt-0 print:pb-6">
        {/* Ways around the site, not part of a printed page. */}
        <div className="flex flex-col gap-3 print:hidden">
          {backFallback ? (
            <div>
              <BackLink fallback={backFallback} />
            </div>
          ) : null}
          <Breadcrumbs path={path} />
        </div>
        {eyebrow ? <p className="mt-6 text-sm font-bold uppercase tracking-wider text-accent">{eyebrow}</p> : null}
        {/* Issue 26: a page's title is the strongest sign of what it answers (Pagefind's heaviest weight). */}
        <h1 data-pagefind-weight="10" className={`${eyebrow ? 'mt-2' : 'mt-6 print:mt-0'} max-w-4xl text-3xl font-extrabold sm:text-5xl`}>{title}</h1>
        {lead ? (
          // A link in the lead looks like a link (issue 27: it read as grey body text), as in the page's body.
          <div className="mt-4 max-w-3xl space-y-3 text-lg text-muted-foreground sm:text-xl [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a:hover]:text-primary-hover">
            {(typeof lead === 'string' ? [lead] : lead).map((p) => (
              <p key={p}>
                <InlineText text={p} />
              </p>
            ))}
          </div>
        ) : null}
        {children}
        {reviewed ? <LastReviewed date={reviewed} className="mt-6" /> : null}
      </div>
    </div>
  );
}
